import type { StyleRule } from '@vanilla-extract/css';

/**
 * What every builder `<button>` drawn without the Button primitive (drag handles, tabs, swatches)
 * spreads first into its class: the browser gives buttons its own font (not inherited), so without
 * this their text is in the browser's default face and size, not the theme's. Each class sets its
 * own colour.
 */
export const buttonReset = {
  fontFamily: 'inherit',
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
} satisfies StyleRule;
