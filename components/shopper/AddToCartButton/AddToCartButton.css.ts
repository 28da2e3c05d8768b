import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// A grid's items stretch across it unless told otherwise (the listing's start where they are).
export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  selectors: {
    '&[data-context="listing"]': { justifyItems: 'start' },
  },
});

export const button = style({
  selectors: {
    '&[data-state="added"]': { background: vars.color.success, borderColor: vars.color.success, color: vars.color.accentText },
    // Sold out reads as no button at all: a dashed outline, not a fill (not colour alone), at full strength.
    '&[data-state="sold-out"]:disabled': { opacity: 1, background: 'none', borderStyle: 'dashed', borderColor: 'currentColor', color: vars.color.soldOut },
    '&[data-state="adding"]': { cursor: 'progress' },
    // Busy is not disabled: the button keeps its full colour while it says what is happening.
    '&[aria-disabled="true"]:not(:disabled)': { opacity: 1 },
  },
});
