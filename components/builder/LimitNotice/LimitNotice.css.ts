import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.xxs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const count = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: { '[data-state="full"] > &': { color: vars.color.text, fontWeight: vars.fontWeight.bold } },
});

export const message = style({ margin: 0, color: vars.color.text });
