import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The drag's transform of a row, from dnd-kit. */
export const transformVar = createVar();
/** The drag's transition of a row, from dnd-kit. */
export const transitionVar = createVar();



export const status = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.xs,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  transform: transformVar,
  transition: transitionVar,
  selectors: { '&[data-dragging="true"]': { position: 'relative', zIndex: vars.zIndex.raised, boxShadow: vars.shadow.raised } },
});

export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'grab',
});

export const name = style({ flex: '1 1 8rem', display: 'grid' });

export const code = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const badge = style({ padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.pill, background: vars.color.accent, color: vars.color.accentText, fontSize: vars.fontSize.small });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const addForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const unsaved = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
