import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
