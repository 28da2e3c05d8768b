import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The visible '(required)' after a required field's label: muted, so it never reads as the field's error. */
export const requiredMarker = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});
