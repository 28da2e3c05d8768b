/**
 * Style helpers that build a rule from the theme's tokens. Plain functions cannot be exported by a
 * `.css.ts` file (vanilla-extract exports only values), so they live here and `.css.ts` files call them.
 */
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** The media queries of reduced motion and of motion allowed, as keys of a style's `'@media'`. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
export const MOTION_ALLOWED = '(prefers-reduced-motion: no-preference)';

/**
 * The focus ring's declarations, for a selector of your own (`'&:has(input:focus-visible)'`); pass
 * an offset to draw it inside (`'-2px'`). Most parts want `focusRingSelectors` or `focusRing`.
 */
export function focusRingStyle(offset: string = vars.size.focusRingOffset): StyleRule {
  return { outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}`, outlineOffset: offset };
}

/** A CSS transition of `properties` at the theme's fast speed; none when the visitor asks for reduced motion. */
export function transition(...properties: string[]): StyleRule {
  return {
    transition: properties.map((property) => `${property} ${vars.motion.fast} ${vars.motion.easing}`).join(', '),
    '@media': { [REDUCED_MOTION]: { transition: 'none' } },
  };
}

/** An entrance animation at the theme's normal speed, only when the visitor allows motion. */
export function entrance(keyframesName: string): StyleRule {
  return { '@media': { [MOTION_ALLOWED]: { animation: `${keyframesName} ${vars.motion.normal} ${vars.motion.easing}` } } };
}
