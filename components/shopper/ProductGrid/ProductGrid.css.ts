import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/utilities.css.ts';

const columnsOf = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

/** The grid: its columns from 433 px, and up to 432 px (the spec's mobile viewport). */
export const grid = recipe({
  base: {
    display: 'grid',
    gap: `${vars.space.lg} ${vars.space.md}`,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    columns: { 2: columnsOf(2), 3: columnsOf(3), 4: columnsOf(4), 5: columnsOf(5), 6: columnsOf(6) },
    mobileColumns: {
      1: { '@media': { [media.mobile]: columnsOf(1) } },
      2: { '@media': { [media.mobile]: columnsOf(2) } },
    },
  },
  defaultVariants: { columns: 4, mobileColumns: 2 },
});
