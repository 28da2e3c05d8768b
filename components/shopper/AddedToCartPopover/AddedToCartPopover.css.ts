import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { entrance } from '../../theme/styleHelpers.ts';
import { focusRingSelectors, popoverSurfaceStyle } from '../../theme/utilities.css.ts';

const appear = keyframes({ from: { transform: 'translateY(-6px)' }, to: { transform: 'none' } });

export const content = style({
  display: 'grid',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  width: 'min(320px, calc(100vw - 16px))',
  padding: vars.space.md,
  ...popoverSurfaceStyle,
  selectors: focusRingSelectors,
  ...entrance(appear),
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.large });

export const details = style({ display: 'grid', gap: vars.space.xxs });

export const entryTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });


export const line = style({
  display: 'flex',
  justifyContent: 'space-between',
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

/** The full-width link keeps its padding inside the popover. */
export const viewCart = style({ boxSizing: 'border-box' });
