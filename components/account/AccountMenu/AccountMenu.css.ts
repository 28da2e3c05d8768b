import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { popoverSurfaceStyle } from '../../theme/utilities.css.ts';

export const root = style({
  display: 'inline-grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const menu = style({
  display: 'grid',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  minWidth: '12rem',
  padding: vars.space.sm,
  ...popoverSurfaceStyle,
});

export const who = style({ margin: 0, padding: vars.space.xs, overflowWrap: 'anywhere' });
