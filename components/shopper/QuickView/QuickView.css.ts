import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/utilities.css.ts';

/** The top margin of a modal taller than the viewport (shopper spec, constants and limits), set while it is. */
export const topMarginVar = createVar();

/** The lightbox: centred, or held `topMarginVar` from the top while taller than the viewport. */
export const lightbox = style({
  selectors: {
    '&[data-tall="true"]': {
      top: topMarginVar,
      transform: 'translate(-50%, 0)',
      maxHeight: `calc(100vh - 2 * ${topMarginVar})`,
    },
  },
});

/** The page behind the lightbox: a press on it closes the quick view. */
export const overlay = style({});

/** Previous and next either side of the product view. */
export const body = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.touchTarget} minmax(0, 1fr) ${vars.size.touchTarget}`,
  alignItems: 'center',
  gap: vars.space.sm,
});

export const navSlot = style({ display: 'flex', justifyContent: 'center' });

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

globalStyle(`${markup} .product-quick-view img`, { display: 'block', width: '100%', height: 'auto', maxHeight: '50vh', objectFit: 'contain' });

globalStyle(`${markup} .product-quick-view-details`, { display: 'grid', alignContent: 'start', justifyItems: 'start', gap: vars.space.md });

globalStyle(`${markup} .product-title`, { margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.heading, lineHeight: 1.2 });

globalStyle(`${markup} .product-description`, { lineHeight: 1.5 });
