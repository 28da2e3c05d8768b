import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const group = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  gap: vars.space.xs,
  maxWidth: '100%',
});

export const input = style({
  width: '5.5em',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const stepper = style({
  fontSize: vars.fontSize.large,
  lineHeight: 1,
});
