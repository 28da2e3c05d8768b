import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingSelectors, media } from '../../theme/utilities.css.ts';
import { focusRingStyle, transition } from '../../theme/styleHelpers.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const stack = style({ display: 'grid', gap: vars.space.md });

/** One slide: the frame its image is zoomed inside. */
export const slide = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: focusRingSelectors,
});

/** The button that zooms in click mode: the whole image, no button look. */
export const zoomToggle = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  // A <button> does not inherit the page's font by default; its hidden label is read in it.
  font: 'inherit',
  color: 'inherit',
  cursor: 'zoom-in',
  selectors: {
    '&[data-state="on"]': { cursor: 'zoom-out' },
    // Drawn inside: the slide's frame clips anything outside the image.
    '&:focus-visible': focusRingStyle(`calc(-1 * ${vars.size.focusRingWidth})`),
  },
});

export const zoomHover = style({ cursor: 'zoom-in' });

/** The zoomed image's transform (its enlargement) and the point it is enlarged around, set inline from the zoom state. */
export const zoomTransform = createVar();
export const zoomOrigin = createVar();

/** The layer that is scaled while zoomed, by {@link zoomTransform} around {@link zoomOrigin}. */
export const zoomLayer = style({
  display: 'block',
  ...transition('transform'),
  selectors: { '&[data-zoomed="true"]': { transform: zoomTransform, transformOrigin: zoomOrigin } },
});

const overlayButton = {
  position: 'absolute',
  background: vars.color.background,
  boxShadow: vars.shadow.raised,
} as const;

/** The previous and next buttons over the slide, at its sides; the enlarge button over its lower right corner. */
export const previous = style({ ...overlayButton, left: vars.space.sm, top: '50%', transform: 'translateY(-50%)' });

export const next = style({ ...overlayButton, right: vars.space.sm, top: '50%', transform: 'translateY(-50%)' });

export const enlarge = style({ ...overlayButton, right: vars.space.sm, bottom: vars.space.sm });

/** The strip: a wrapping row of small squares. */
export const thumbnails = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: 0 });

export const thumbnail = style({
  width: '64px',
  height: '64px',
  opacity: 0.7,
  selectors: {
    '&[aria-current="true"], &:hover': { opacity: 1 },
  },
  '@media': { [media.mobile]: { width: '48px', height: '48px' } },
});
