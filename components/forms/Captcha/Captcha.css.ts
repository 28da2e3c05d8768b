import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/**
 * The provider draws its widget here. It keeps the widget's height (78 px normal, 144 px compact, as
 * reCAPTCHA draws them) while the script loads, so the form does not jump; with no widget (the library
 * absent) it takes no room.
 */
/** How much the drawn widget is shrunk to fit an area that became narrower than it (1: not at all). */
export const fitScale = createVar();

/** The widget's height once shrunk (unset: its own). */
export const fitHeight = createVar();

export const widget = style({
  // Stretched to the area's width: that width decides the widget's size (compact under 320 px).
  justifySelf: 'stretch',
  minWidth: 0,
  maxWidth: '100%',
  height: fallbackVar(fitHeight, 'auto'),
  selectors: {
    '[data-state="loading"] > &, [data-state="ready"] > &, [data-state="solved"] > &, [data-state="expired"] > &, [data-state="failed"] > &': {
      minHeight: '78px',
    },
    '[data-layout="compact"] > &': { minHeight: '144px' },
    '[data-state="unavailable"] > &': { display: 'none' },
  },
});

export const notice = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

// The provider's widget keeps the size it was drawn in; an area that narrowed since (a phone turned, a
// window resized) shrinks it to fit instead of letting it stick out of its card.
globalStyle(`${widget} > *`, { transformOrigin: '0 0', transform: `scale(${fallbackVar(fitScale, '1')})` });
