import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/utilities.css.ts';

const columnsOf = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

/*
 * Plain classes, no recipe(): the recipes runtime (1.8 KB minified) was in the bundle of every page
 * with a listing.
 */

/** The grid: its columns from 433 px ({@link gridColumns}), and up to 432 px, the spec's mobile viewport ({@link gridMobileColumns}). */
export const grid = style({
  display: 'grid',
  gap: `${vars.space.lg} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The class of each column count (after {@link grid}). */
export const gridColumns = styleVariants({ 2: columnsOf(2), 3: columnsOf(3), 4: columnsOf(4), 5: columnsOf(5), 6: columnsOf(6) });

/** The class of each column count up to 432 px (after {@link gridColumns}, so it wins there). */
export const gridMobileColumns = styleVariants({
  1: { '@media': { [media.mobile]: columnsOf(1) } },
  2: { '@media': { [media.mobile]: columnsOf(2) } },
});
