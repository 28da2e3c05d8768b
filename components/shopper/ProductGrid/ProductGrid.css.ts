import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
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

/** The empty listing's and the failed one's message, where the cards would be. */
export const message = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
  textAlign: 'center',
  selectors: { '&[data-state="failed"]': { borderStyle: 'solid', borderColor: vars.color.danger, background: vars.color.dangerSurface } },
});
globalStyle(`${message} p`, { margin: 0 });

export const messageTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold });

const pulse = keyframes({ '50%': { opacity: 0.55 } });

/** A card's outline while the products load: its square picture and two lines of text. */
export const placeholder = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  '@media': { [media.motionAllowed]: { animation: `${pulse} 1.6s ease-in-out infinite` } },
});

export const placeholderPicture = style({ aspectRatio: '1 / 1', borderRadius: vars.radius.md, background: vars.color.surface });

export const placeholderLine = style({
  height: '0.9em',
  width: '75%',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  selectors: { '&[data-short]': { width: '40%' } },
});
