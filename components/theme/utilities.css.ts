import { style } from '@vanilla-extract/css';
import { VIEWPORT } from '../../logic/shared/constants.ts';
import { vars } from './contract.css.ts';
import { focusRingStyle, MOTION_ALLOWED, REDUCED_MOTION } from './styleHelpers.ts';

/**
 * The media queries of the spec's two viewports (shopper spec, constants and limits: mobile up to 432 px, desktop from
 * 433 px) and of reduced motion. Use them as keys of a style's `'@media'`.
 */
export const media = {
  mobile: `screen and (max-width: ${VIEWPORT.mobileMaxWidth}px)`,
  desktop: `screen and (min-width: ${VIEWPORT.desktopMinWidth}px)`,
  reducedMotion: REDUCED_MOTION,
  motionAllowed: MOTION_ALLOWED,
} as const;

/** The rule that hides content visually while keeping it for screen readers, for a style that hides only at some widths. */
export const visuallyHiddenStyle = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = style(visuallyHiddenStyle);

/** `selectors` entry that draws the focus ring on keyboard focus: spread it into a style's `selectors`. */
export const focusRingSelectors = { '&:focus-visible': focusRingStyle() } as const;

/**
 * `selectors` entry for a style that sets its own `display`: the element's `hidden` attribute still
 * hides it (the browser's own `[hidden]` rule loses to any class that sets display).
 */
export const hiddenSelectors = { '&[hidden]': { display: 'none' } } as const;

/** The visible keyboard focus ring every interactive part uses, as a class. */
export const focusRing = style({ selectors: focusRingSelectors });

/** The smallest area a finger can press (44 × 44 px by default): for a style's own rule. */
export const touchTargetStyle = { minHeight: vars.size.touchTarget, minWidth: vars.size.touchTarget } as const;

/**
 * A box raised over the page (a popover, a menu): the theme's border, radius, surface, text and
 * shadow, above the page's content. For a style's own rule: spread it, then add size and spacing.
 */
export const popoverSurfaceStyle = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  boxShadow: vars.shadow.raised,
  zIndex: vars.zIndex.popover,
} as const;
