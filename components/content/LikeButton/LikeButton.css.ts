import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontFamily: vars.font.body, fontSize: vars.fontSize.small });

export const heart = style({
  color: vars.color.textMuted,
  // The heart is decoration (the button is named by its text), drawn so no glyph sits in the markup.
  '::before': { content: '"\\2665"' },
  selectors: { '[aria-pressed="true"] > &': { color: vars.color.sale } },
});
