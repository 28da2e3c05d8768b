import { createVar, style } from '@vanilla-extract/css';
import { buttonReset } from '../fields/buttonReset.ts';
import { vars } from '../../theme/contract.css.ts';
import { focusRingStyle } from '../../theme/styleHelpers.ts';
import { popoverSurfaceStyle } from '../../theme/utilities.css.ts';

/** The colour the swatches paint, set per swatch with assignInlineVars. */
export const swatchColourVar = createVar();

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const input = style({ flex: '1 1 10em', minWidth: 0, fontVariantNumeric: 'tabular-nums' });

// The checkerboard under the colour shows transparency through an hsl() alpha, and an empty swatch.
const checkerboard = `repeating-conic-gradient(${vars.color.border} 0% 25%, ${vars.color.background} 0% 50%) 50% / 12px 12px`;

export const swatch = style({
  flex: 'none',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  boxSizing: 'border-box',
  background: `linear-gradient(${swatchColourVar}, ${swatchColourVar}), ${checkerboard}`,
  vars: { [swatchColourVar]: 'transparent' },
});

export const messages = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xxs });

export const weight = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });


export const preset = style({
  ...buttonReset,
  padding: 0,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRingStyle(),
    '&[aria-pressed="true"]': { outline: `2px solid ${vars.color.text}`, outlineOffset: '2px' },
  },
});

export const picker = style({
  ...popoverSurfaceStyle,
  display: 'grid',
  gap: vars.space.sm,
  inlineSize: 'min(18rem, 90vw)',
  padding: vars.space.md,
});
