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
    '&[data-state="sold-out"]': { background: vars.color.soldOut, borderColor: vars.color.soldOut, color: vars.color.soldOutText },
    '&[data-state="adding"]': { cursor: 'progress' },
    // Busy is not disabled: the button keeps its full colour while it says what is happening.
    '&[aria-disabled="true"]:not(:disabled)': { opacity: 1 },
  },
});
