import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const badge = recipe({
  base: {
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
  },
  variants: {
    status: {
      'sold-out': { background: vars.color.soldOut, color: vars.color.soldOutText },
      'on-sale': { background: vars.color.sale, color: vars.color.saleText },
    },
  },
});
