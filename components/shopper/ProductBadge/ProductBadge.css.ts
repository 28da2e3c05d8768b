import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** What every badge has (plain classes, no recipe() runtime in the card's bundle:). */
export const badge = style({
    display: 'inline-block',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '0.04em',
    lineHeight: 1.4,
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
});

/** The colours of each status. */
export const badgeStatus = styleVariants({
  'sold-out': { background: vars.color.soldOut, color: vars.color.soldOutText },
  'on-sale': { background: vars.color.sale, color: vars.color.saleText },
});
