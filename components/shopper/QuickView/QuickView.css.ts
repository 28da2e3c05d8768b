import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/utilities.css.ts';

/** The top margin of a modal taller than the viewport (shopper spec, constants and limits), set while it is. */
export const topMarginVar = createVar();

/**
 * A shadow at the edge the lightbox's content scrolls past, top or bottom: the cue that there is more.
 * The covers scroll with the content (`local`) and hide the shadows (`scroll`, fixed to the box) at an
 * end; the product view's own parts have no background of their own, so the shadows show through.
 */
const scrollCue = [
  `linear-gradient(${vars.color.background} 30%, transparent) center top / 100% 32px no-repeat local`,
  `linear-gradient(transparent, ${vars.color.background} 70%) center bottom / 100% 32px no-repeat local`,
  'radial-gradient(farthest-side at 50% 0, rgba(0, 0, 0, 0.22), transparent) center top / 100% 12px no-repeat scroll',
  'radial-gradient(farthest-side at 50% 100%, rgba(0, 0, 0, 0.22), transparent) center bottom / 100% 12px no-repeat scroll',
  vars.color.background,
].join(', ');

/** The lightbox: centred, or held `topMarginVar` from the top while taller than the viewport. */
export const lightbox = style({
  selectors: {
    // Over the dialog's own plain background (role adds the weight to win whatever the order of the sheets).
    '&[role="dialog"]': { background: scrollCue },
    '&[data-tall="true"]': {
      top: topMarginVar,
      transform: 'translate(-50%, 0)',
      maxHeight: `calc(100vh - 2 * ${topMarginVar})`,
    },
  },
});

/** The page behind the lightbox: a press on it closes the quick view. */
export const overlay = style({});

/**
 * Previous and next either side of the product view; on a phone, where the sides are too narrow to
 * give them, in a row under it (previous at the start, next at the end).
 */
export const body = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.touchTarget} minmax(0, 1fr) ${vars.size.touchTarget}`,
  gridTemplateAreas: '"previous view next"',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: '1fr 1fr',
      gridTemplateAreas: '"view view" "previous next"',
      gap: vars.space.md,
    },
  },
});

export const navSlot = style({
  display: 'flex',
  justifyContent: 'center',
  selectors: {
    '&[data-side="previous"]': { gridArea: 'previous' },
    '&[data-side="next"]': { gridArea: 'next' },
  },
  '@media': {
    [media.mobile]: {
      selectors: {
        '&[data-side="previous"]': { justifyContent: 'start' },
        '&[data-side="next"]': { justifyContent: 'end' },
        // A phone gives no row to a group of one product.
        '&:empty': { display: 'none' },
      },
    },
  },
});

/** The product view (or the loading line) in the middle. */
export const view = style({ gridArea: 'view', minWidth: 0 });

export const loading = style({ margin: 0, padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

export const footer = style({ marginTop: vars.space.md, fontSize: vars.fontSize.small });

/** The server's markup: the picture beside the product's details; one under the other on a phone. */
export const markup = style({ minWidth: 0 });

globalStyle(`${markup} .product-quick-view`, {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  alignItems: 'start',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

globalStyle(`${markup} .product-quick-view img`, {
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '50vh',
  objectFit: 'contain',
  '@media': { [media.mobile]: { maxHeight: '36vh' } },
});

globalStyle(`${markup} .product-quick-view-details`, { display: 'grid', alignContent: 'start', justifyItems: 'start', gap: vars.space.md });

/** A fragment that renders nothing for this product (no scarcity message, no options) takes no row and no gap. */
globalStyle(`${markup} .product-quick-view-details > :empty`, { display: 'none' });

globalStyle(`${markup} .product-title`, { margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.heading, lineHeight: 1.2 });

globalStyle(`${markup} .product-description`, { lineHeight: 1.5 });
