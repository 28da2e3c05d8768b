import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingSelectors } from '../../theme/utilities.css.ts';

/**
 * The slide viewer's window: overlay controls are placed against it. It clips nothing (a slide's focus
 * ring is drawn outside it); a layout whose track is wider than it (a slider) clips it with its own class.
 */
export const viewport = style({ position: 'relative' });

/** The slides of a viewer showing every slide: all in one cell, only the current one seen. */
export const fadeTrack = style({ display: 'grid' });

/** A slide fades in; the gallery turns its transitions off for reduced motion. */
export const fadeSlide = style({
  gridArea: '1 / 1',
  minWidth: 0,
  transition: `opacity ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: {
    '&[data-state="inactive"]': { opacity: 0, visibility: 'hidden' },
  },
});

export const slideFocus = style({ selectors: focusRingSelectors });

export const counter = style({
  margin: 0,
  minWidth: '4em',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** The thumbnail strip: a list reset; the gallery lays it out (a row, a grid). */
export const thumbnails = style({ marginBottom: 0, padding: 0, listStyle: 'none' });

export const thumbnail = style({
  display: 'block',
  boxSizing: 'border-box',
  padding: 0,
  overflow: 'hidden',
  border: '2px solid transparent',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.accent },
    ...focusRingSelectors,
  },
});

/** The lightbox in its dark theme: the page's colours reversed (light is the Modal's own look). */
export const lightbox = style({
  selectors: { '&[data-theme="dark"]': { background: vars.color.text, color: vars.color.background } },
});

export const lightboxStage = style({ display: 'grid', gap: vars.space.sm });

/** The frame the current item is shown in, whole. */
export const lightboxFrame = style({ display: 'grid', placeItems: 'center' });

/**
 * The item: the frame's width at most, and at most the height that leaves room for the dialog's
 * header, padding and controls on any screen, so neither the item nor a control is ever cut.
 */
export const lightboxMedia = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: 'min(900px, calc(88vh - 11rem))',
  objectFit: 'contain',
  // An image's own background (the page's surface) letterboxes it; on dark, the dialog's colour does.
  selectors: { '[data-theme="dark"] &': { background: 'transparent' } },
});

/** A row of controls: previous, the counter, next (and a carousel's stop button). */
export const controls = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.sm });

export const lightboxCounter = style({
  selectors: { '[data-theme="dark"] &': { color: 'inherit' } },
});

/**
 * A gallery with nothing to show: a frame of the gallery's proportions (the `aspectRatio` it is given),
 * on the surface colour with a dashed border, a picture mark and the message centred in muted text.
 */
export const emptyRatioVar = createVar();

export const empty = style({
  aspectRatio: emptyRatioVar,
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '10rem',
  // A wide block's frame would fill the screen with nothing: it keeps its proportions up to this height.
  maxHeight: '28rem',
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
});

export const emptyMark = style({ width: '2.5rem', height: '2.5rem' });

export const emptyMessage = style({ margin: 0 });
