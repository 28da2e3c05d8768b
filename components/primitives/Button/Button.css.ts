import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media, touchTargetStyle } from '../../theme/utilities.css.ts';
import { focusRingStyle } from '../../theme/styleHelpers.ts';

/*
 * Plain classes, no recipe(): the recipes runtime (1.8 KB minified) was in every bundle with a button,
 * and a class lookup per render is cheaper than running it.
 */

/** What every button has. */
export const button = style({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    // As a <button> is by default, so a link drawn as a button is as tall and as wide as one.
    boxSizing: 'border-box',
    minHeight: vars.size.touchTarget,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1.2,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: ['background-color', 'color', 'border-color'].map((property) => `${property} ${vars.motion.fast} ${vars.motion.easing}`).join(', '),
    selectors: {
      '&:focus-visible': focusRingStyle(),
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** The class of each variant (after {@link button}, so they win over it). */
export const buttonVariant = styleVariants({
  primary: {
    background: vars.color.accent,
    color: vars.color.accentText,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.accentHover } },
  },
  secondary: {
    background: vars.color.background,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surface } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.surface } },
  },
});

/** The class of each size beyond the regular one. */
export const buttonSize = styleVariants({
  small: { minHeight: '32px', padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.small },
  icon: { ...touchTargetStyle, padding: vars.space.xs },
});

/** A button as wide as its container. */
export const buttonFullWidth = style({ width: '100%' });

/** The style options of {@link button}. */
export interface ButtonVariants {
  /** The look. @default 'primary' */
  variant?: keyof typeof buttonVariant;
  /** The size. @default 'regular' */
  size?: 'regular' | keyof typeof buttonSize;
  /** As wide as its container. @default false */
  fullWidth?: boolean;
}
