import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingSelectors } from '../../theme/utilities.css.ts';
import { focusRingStyle, REDUCED_MOTION } from '../../theme/styleHelpers.ts';

/** The block's numeric options (rendering spec, constants and limits), set inline from the normalised options. */
export const paddingVar = createVar();
export const maxColumnWidthVar = createVar();
export const perRowVar = createVar();
export const stripHeightVar = createVar();
export const stripMarginVar = createVar();
/** The aspect ratio's width and height (GALLERY_ASPECT_RATIO_VALUES). */
export const ratioVar = createVar();
/** The slider's active slide and where it is aligned (0 left, 0.5 centre, 1 right). */
export const activeIndexVar = createVar();
export const alignVar = createVar();

// Movement is off for reduced motion twice: the visitor's media query, and the block's own
// data-motion="reduce" (a builder preview or a story asking for it).
const moving = (property: string) => ({
  transition: `${property} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { [REDUCED_MOTION]: { transition: 'none' } },
  selectors: { '[data-motion="reduce"] &': { transition: 'none' } },
});

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${perRowVar}, minmax(0, ${maxColumnWidthVar}))`,
  justifyContent: 'center',
  gap: paddingVar,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stack = style({ display: 'grid', gap: paddingVar, margin: 0, padding: 0, listStyle: 'none' });

/** A frame holding an item's media and its meta in one grid cell, so the meta sits over it at its position. */
export const frame = style({
  position: 'relative',
  display: 'grid',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  margin: 0,
  selectors: { '&[data-framed="true"]': { aspectRatio: ratioVar } },
});

export const layer = style({ gridArea: '1 / 1', minWidth: 0, minHeight: 0 });

export const media = style([layer, { display: 'block', width: '100%', height: '100%' }]);

export const emptyMedia = style([layer, { display: 'grid', placeItems: 'center', minHeight: '8rem', color: vars.color.textMuted, padding: vars.space.md }]);

/** The button over an item that opens the lightbox or plays its video: the whole item, no button look. */
export const cover = style([
  layer,
  {
    padding: 0,
    border: 0,
    background: 'transparent',
    cursor: 'zoom-in',
    selectors: { '&:focus-visible': focusRingStyle(`calc(-1 * ${vars.size.focusRingWidth})`) },
  },
]);

export const playBadge = style({
  gridArea: '1 / 1',
  placeSelf: 'center',
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  pointerEvents: 'none',
});

export const meta = style({
  gridArea: '1 / 1',
  zIndex: 1,
  maxWidth: '100%',
  margin: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  pointerEvents: 'none',
  ...moving('opacity'),
  selectors: {
    '[data-meta="hover"] &': { opacity: 0 },
    '[data-meta="hover"]:hover &, [data-meta="hover"]:focus-within &': { opacity: 1 },
    '[data-motion="reduce"] &': { transition: 'none' },
  },
});

export const metaTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.body });
export const metaDescription = style({ margin: 0, fontSize: vars.fontSize.small });

/** Where the meta sits: the seven positions (rendering spec, constants and limits). */
export const metaPosition = styleVariants({
  top: { alignSelf: 'start', justifySelf: 'center', textAlign: 'center' },
  'top-left': { alignSelf: 'start', justifySelf: 'start' },
  'top-right': { alignSelf: 'start', justifySelf: 'end', textAlign: 'end' },
  center: { alignSelf: 'center', justifySelf: 'center', textAlign: 'center' },
  bottom: { alignSelf: 'end', justifySelf: 'center', textAlign: 'center' },
  'bottom-left': { alignSelf: 'end', justifySelf: 'start' },
  'bottom-right': { alignSelf: 'end', justifySelf: 'end', textAlign: 'end' },
});

export const viewport = style({ position: 'relative', overflow: 'hidden' });

/** The slideshow's slides, all in one cell; only the current one shows. */
export const slideshowStage = style({ display: 'grid' });

export const slideshowSlide = style({
  gridArea: '1 / 1',
  ...moving('opacity'),
  selectors: {
    '&[data-state="inactive"]': { opacity: 0, visibility: 'hidden' },
    '[data-motion="reduce"] &': { transition: 'none' },
  },
});

/**
 * The slider's track: slides side by side, moved so the active one sits at the active alignment.
 * `left` percentages are of the viewport, as are the slides' widths (the track is as wide).
 */
const slideWidth = `min(100%, ${maxColumnWidthVar})`;
export const sliderTrack = style({
  position: 'relative',
  display: 'flex',
  gap: paddingVar,
  left: `calc(${alignVar} * (100% - ${slideWidth}) - ${activeIndexVar} * (${slideWidth} + ${paddingVar}))`,
  ...moving('left'),
  selectors: { '[data-motion="reduce"] &': { transition: 'none' } },
});

export const sliderSlide = style({
  flex: `0 0 ${slideWidth}`,
  selectors: { '&[data-state="inactive"]': { opacity: 0.6 } },
});

export const slideFocus = style({ selectors: focusRingSelectors });

export const controls = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.sm });

export const counter = style({ margin: 0, minWidth: '4em', textAlign: 'center', fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const thumbnails = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${perRowVar}, minmax(0, 1fr))`,
  gap: vars.space.xs,
  marginTop: stripMarginVar,
  marginBottom: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumbnail = style({
  display: 'block',
  width: '100%',
  height: stripHeightVar,
  padding: 0,
  overflow: 'hidden',
  border: `2px solid transparent`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    ...focusRingSelectors,
    '&[aria-current="true"]': { borderColor: vars.color.accent },
    '[data-square-thumbs="true"] &': { width: stripHeightVar, maxWidth: '100%' },
  },
});

/** The lightbox in its two themes (rendering spec, constants and limits): dark by default, light on request. */
export const lightboxTheme = styleVariants({
  dark: { background: vars.color.text, color: vars.color.background },
  light: { background: vars.color.background, color: vars.color.text },
});

export const lightboxStage = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'center' });

export const lightboxMedia = style({ display: 'block', width: '100%', maxHeight: '75vh', objectFit: 'contain' });

/** The lightbox's counter takes the lightbox theme's colour (the muted text colour is for the page's background). */
export const lightboxCounter = style({ color: 'inherit' });
