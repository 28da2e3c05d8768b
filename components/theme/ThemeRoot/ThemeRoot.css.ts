import { style } from '@vanilla-extract/css';
import { vars } from '../contract.css.ts';
import { media } from '../utilities.css.ts';

export const swatches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const swatch = style({
  display: 'grid',
  gridTemplateRows: '56px auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.background,
});

export const chip = style({ borderBottom: `1px solid ${vars.color.border}` });

export const name = style({ padding: vars.space.xs, fontSize: vars.fontSize.small });

export const sample = style({ display: 'grid', gap: vars.space.sm, fontFamily: vars.font.body, color: vars.color.text });

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.heading });

/** The runtime-values story's page: a product card beside the colour tokens (above them on a phone). */
export const storefront = style({
  display: 'grid',
  gridTemplateColumns: '260px minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.xl,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

export const card = style({ width: '260px', maxWidth: '100%' });
