import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingStyle, REDUCED_MOTION } from '../../theme/styleHelpers.ts';

/** The block's numeric options (rendering spec, constants and limits), set inline from the normalised options. */
export const paddingVar = createVar();
export const maxColumnWidthVar = createVar();
export const perRowVar = createVar();
export const stripHeightVar = createVar();
export const stripMarginVar = createVar();
/** The frames' width and height (galleryFrameRatio: the slider's own ratio, else the named aspect ratio). */
export const ratioVar = createVar();
/** The slider's active slide and where it is aligned (0 left, 0.5 centre, 1 right). */
export const activeIndexVar = createVar();
export const alignVar = createVar();

const moving = (property: string) => ({ transition: `${property} ${vars.motion.normal} ${vars.motion.easing}` });

export const root = style({
  display: 'grid',
  // One column no wider than the block: a slider's track or a grid's columns never widen it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

// Nothing in the block moves for reduced motion, asked twice: by the visitor's media query, and by the
// block's own data-motion="reduce" (a builder preview or a story asking for it).
globalStyle(`${root}[data-motion="reduce"] *`, { transition: 'none' });
globalStyle(`${root}[data-motion] *`, { '@media': { [REDUCED_MOTION]: { transition: 'none' } } });

/**
 * The grid: at most the thumbnails-per-row option's columns, each at most the maximum column width,
 * and never narrower than 4rem, so a narrow screen or wide padding shows fewer columns rather than
 * none. (Half a pixel off a full row's column keeps rounding from dropping a column.)
 */
const gridColumn = `min(${maxColumnWidthVar}, max(4rem, (100% - (${perRowVar} - 1) * ${paddingVar}) / ${perRowVar} - 0.5px))`;
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, ${gridColumn})`,
  justifyContent: 'center',
  gap: paddingVar,
  width: '100%',
  maxWidth: `calc(${perRowVar} * ${maxColumnWidthVar} + (${perRowVar} - 1) * ${paddingVar})`,
  margin: '0 auto',
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
  // One cell the frame's size: media taller than the frame must not stretch it past the frame, where
  // the play button centred in it and the focus ring around it would be cut.
  gridTemplate: 'minmax(0, 1fr) / minmax(0, 1fr)',
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
    // The item's title and description may sit inside: in the page's font, not the button's default.
    font: 'inherit',
    color: 'inherit',
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
  },
});

/** The title over the description, each on its own line. */
export const metaTitle = style({ display: 'block', margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.body });
export const metaDescription = style({ display: 'block', margin: 0, fontSize: vars.fontSize.small });

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

/** The slider's window: the slides beside the active one are cut at its edges. */
export const sliderViewport = style({ overflow: 'hidden' });

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
});

export const sliderSlide = style({
  flex: `0 0 ${slideWidth}`,
  selectors: { '&[data-state="inactive"]': { opacity: 0.6 } },
});

/** The strip: the thumbnails per row option's columns, the strip's margin above. */
export const thumbnails = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${perRowVar}, minmax(0, 1fr))`,
  gap: vars.space.xs,
  marginTop: stripMarginVar,
});

/** A thumbnail: the strip height option's height, as wide as its column, or square (square-thumbs). */
export const thumbnail = style({
  width: '100%',
  height: stripHeightVar,
  selectors: {
    '[data-square-thumbs="true"] &': { width: stripHeightVar, maxWidth: '100%' },
  },
});
