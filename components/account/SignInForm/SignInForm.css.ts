import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold });

export const form = style({ display: 'grid', gap: vars.space.md });

export const actions = style({ display: 'flex', justifyContent: 'flex-start' });
