import { style } from '@vanilla-extract/css';
import { vars } from '../components/theme/contract.css.ts';

export const previewRoot = style({
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  padding: vars.space.md,
  minHeight: '100%',
});
