import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/utilities.css.ts';

export const root = style({ display: 'grid', gap: vars.space.xl, fontFamily: vars.font.body, color: vars.color.text });

/** The gallery beside the purchase column; one under the other on a phone. */
export const main = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  alignItems: 'start',
  gap: vars.space.xl,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

export const info = style({ display: 'grid', alignContent: 'start', gap: vars.space.md });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.heading, lineHeight: 1.2 });

export const priceRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const details = style({ display: 'grid', justifyItems: 'start', gap: vars.space.xs });

export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });
