import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.xxs, fontFamily: vars.font.body, color: vars.color.text });

export const label = style({ fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold });

export const description = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const popover = style({
  minWidth: 'var(--trigger-width)',
  zIndex: vars.zIndex.popover,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.raised,
});

export const list = style({ margin: 0, padding: vars.space.xxs, maxHeight: '16rem', overflowY: 'auto', outline: 'none' });

export const option = style({
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focused], &[data-hovered]': { background: vars.color.accent, color: vars.color.accentText } },
});
