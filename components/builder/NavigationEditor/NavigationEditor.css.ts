import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { sortableRow } from '../fields/sortable.css.ts';

/** The row's nesting depth (0 at the top). */
export const depthVar = createVar();

export const root = style({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });

export const picker = style({ minWidth: '12rem' });

export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const row = style([sortableRow, { display: 'grid', gap: vars.space.xs, marginInlineStart: `calc(${depthVar} * ${vars.space.xl})` }]);

export const rowMain = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const itemText = style({ display: 'grid', flex: '1 1 12rem', minWidth: 0 });

export const itemTitle = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const itemTarget = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const itemForm = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const unsaved = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold });
