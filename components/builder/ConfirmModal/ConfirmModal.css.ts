import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const description = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** The confirm button of a destructive action (remove, disconnect): the theme's danger colour. */
export const destructive = style({
  background: vars.color.danger,
  color: vars.color.background,
  selectors: {
    '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.danger, filter: 'brightness(0.9)' },
  },
});

/** A confirm dialog is a short question: narrower than the regular modal. */
export const narrow = style({ width: 'min(92vw, 480px)' });
