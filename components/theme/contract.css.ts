import { createThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract: the part of a site's style that components may read. Every colour, font,
 * size, space and radius a component uses comes from here, so a site restyles the whole library by
 * supplying one theme.
 */
export const vars = createThemeContract({
  color: {
    text: null,
    textMuted: null,
    background: null,
    surface: null,
    border: null,
    accent: null,
    accentText: null,
    accentHover: null,
    sale: null,
    saleText: null,
    soldOut: null,
    soldOutText: null,
    danger: null,
    dangerSurface: null,
    success: null,
    focus: null,
    overlay: null,
  },
  font: {
    body: null,
    heading: null,
  },
  fontSize: {
    small: null,
    body: null,
    large: null,
    heading: null,
  },
  fontWeight: {
    regular: null,
    bold: null,
  },
  space: {
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
  },
  radius: {
    sm: null,
    md: null,
    pill: null,
  },
  shadow: {
    raised: null,
  },
  /** Sizes a component keeps whatever the site's style: the smallest target a finger can press. */
  size: {
    touchTarget: null,
    focusRingWidth: null,
    focusRingOffset: null,
  },
  /** Stacking layers, lowest first: raised parts of a component, popovers, dialogs, page-wide notices. */
  zIndex: {
    raised: null,
    popover: null,
    overlay: null,
    modal: null,
  },
  /** How long movement takes; `prefers-reduced-motion` turns it off in the shared helpers. */
  motion: {
    fast: null,
    normal: null,
    easing: null,
  },
});
