import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({ padding: 0, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-state="editing"]': { borderColor: vars.color.accent } },
});

export const name = style({ flex: '1 1 8em', minWidth: 0, overflowWrap: 'anywhere' });

export const grow = style({ flex: '1 1 12em', minWidth: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.xs });

export const empty = style({ margin: 0, color: vars.color.textMuted });
