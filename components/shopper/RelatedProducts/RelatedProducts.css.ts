import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/utilities.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large });

/** One row of cards; on a phone it scrolls sideways, a card and a half in view. */
export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.mobile]: {
      gridAutoColumns: '66%',
      overflowX: 'auto',
      scrollSnapType: 'x mandatory',
      paddingBottom: vars.space.sm,
    },
  },
});

export const item = style({ scrollSnapAlign: 'start' });

/**
 * The cards' add buttons, outlined: the product page's own add button is its one primary action. The
 * colours of the secondary button (Button.css.ts), given here so the card set's button, on every listing,
 * carries no option for them; an added, disabled or busy button keeps its own look.
 */
const addButton = `${row} [data-vitrine="add-to-cart-button"]:not([data-state="added"], :disabled, [aria-disabled="true"])`;

globalStyle(addButton, { background: vars.color.background, color: vars.color.text, borderColor: vars.color.border });

globalStyle(`${addButton}:hover`, { background: vars.color.surface });
