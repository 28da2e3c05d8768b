import { style } from '@vanilla-extract/css';

/** The way in: a wrapper that only listens, so what it holds stays laid out by the page's grid. */
export const wayIn = style({ display: 'contents' });
