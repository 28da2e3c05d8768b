import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media, touchTargetStyle } from '../../theme/utilities.css.ts';
import { focusRingStyle } from '../../theme/styleHelpers.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
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
  },
  variants: {
    variant: {
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
    },
    size: {
      regular: {},
      small: { minHeight: '32px', padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.fontSize.small },
      icon: { ...touchTargetStyle, padding: vars.space.xs },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'regular', fullWidth: false },
});

/** The style options of {@link button}. */
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
