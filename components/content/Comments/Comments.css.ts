import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold });

export const subheading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const comment = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const author = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const note = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.sm });

export const textarea = style({ minHeight: '6rem', resize: 'vertical' });

export const disqus = style({ minHeight: '4rem' });
