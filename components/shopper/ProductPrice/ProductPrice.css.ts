import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  color: vars.color.text,
});

export const current = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-status="on-sale"] &': { color: vars.color.sale },
  },
});

export const original = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'line-through',
});
