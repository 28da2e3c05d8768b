import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingStyle } from '../../theme/styleHelpers.ts';
import { media, visuallyHiddenStyle } from '../../theme/utilities.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  color: vars.color.text,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': focusRingStyle(),
  },
});

export const icon = style({ width: '24px', height: '24px', flexShrink: 0 });

/** 'View Cart': on a phone the bag, the count and the subtotal say it, and the words stay the link's name. */
export const label = style({ fontWeight: vars.fontWeight.bold, '@media': { [media.mobile]: visuallyHiddenStyle } });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1.6,
  selectors: {
    [`${root}[data-empty] &`]: { background: vars.color.surface, color: vars.color.text, boxShadow: `inset 0 0 0 1px ${vars.color.border}` },
  },
});

export const subtotal = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${root}[data-state="recalculating"] &, ${root}[data-state="loading"] &`]: { color: vars.color.textMuted },
  },
});

/** Turns while the cart loads or recalculates. */
export const spinner = style({
  width: '0.9em',
  height: '0.9em',
  boxSizing: 'border-box',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.text,
  // A turn lasts longer than the theme's motion speeds: it is a loop, not a change of state.
  '@media': { [media.motionAllowed]: { animation: `${spin} 0.8s linear infinite` } },
});
