import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { transition } from '../../theme/styleHelpers.ts';

/** How much of the file the server has, as a percentage length. */
export const progressVar = createVar();

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  textAlign: 'center',
  selectors: {
    '&[data-dragging]': { borderColor: vars.color.accent, background: vars.color.surface },
  },
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small, flexBasis: '100%' });

export const line = style({ margin: 0 });

export const status = style({ display: 'grid', gap: vars.space.xs });

export const progress = style({
  position: 'relative',
  overflow: 'hidden',
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const indicator = style([
  transition('width'),
  {
    height: '100%',
    width: progressVar,
    background: vars.color.accent,
    selectors: { '[data-state="indeterminate"] > &': { width: '40%' } },
  },
]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const renameForm = style({ display: 'grid', gap: vars.space.xs, maxWidth: '24rem' });

export const nameInput = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.xs}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
