import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const svg = style({ display: 'block', width: '100%', height: 'auto', maxWidth: '32rem' });

export const axis = style({ stroke: vars.color.textMuted, strokeWidth: 1 });

/** A value's guide line across the plot. */
export const gridLine = style({ stroke: vars.color.border, strokeOpacity: 0.5, strokeWidth: 1, strokeDasharray: '3 3' });

/** A tick's value and a row's name, in SVG units (the drawing scales with its box). */
export const axisText = style({ fill: vars.color.textMuted, fontFamily: vars.font.body, fontSize: '14px' });

/** A line chart's point. */
export const point = style({ strokeWidth: 2 });

export const empty = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '8rem',
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/** Series and slice colours from the theme, in order (a chart cycles through them). */
const PALETTE = [vars.color.accent, vars.color.success, vars.color.sale, vars.color.danger, vars.color.textMuted, vars.color.focus] as const;

/** Filled shapes (bars, slices) of each palette colour. */
export const fill = styleVariants(Object.fromEntries(PALETTE.map((colour, index) => [index, { fill: colour, stroke: vars.color.background, strokeWidth: 1 }])));

/** Lines of each palette colour. */
export const line = styleVariants(Object.fromEntries(PALETTE.map((colour, index) => [index, { fill: 'none', stroke: colour, strokeWidth: 2 }])));

/** How many palette colours there are. */
export const PALETTE_SIZE = PALETTE.length;

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

/** A pie slice's value beside its name in the legend. */
export const legendValue = style({ color: vars.color.textMuted, marginInlineStart: vars.space.xxs });

export const swatch = style({ display: 'block', width: '0.75rem', height: '0.75rem' });
