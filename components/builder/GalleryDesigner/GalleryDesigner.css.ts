import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingSelectors } from '../../theme/utilities.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  alignItems: 'start',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const controls = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** Disabled: every label, value and control muted, so nothing reads as changeable. */
globalStyle(`${controls}[data-disabled] label, ${controls}[data-disabled] legend`, { color: vars.color.textMuted, cursor: 'not-allowed' });

/** The flags, one under the other. */
export const flagList = style({ gap: 0 });

export const choiceList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});

export const radio = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '20px',
  blockSize: '20px',
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.accent },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    ...focusRingSelectors,
  },
});

export const radioDot = style({ inlineSize: '10px', blockSize: '10px', borderRadius: vars.radius.pill, background: vars.color.accent });

export const numberRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const slider = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 8rem',
  minHeight: vars.size.touchTarget,
  touchAction: 'none',
  userSelect: 'none',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const track = style({ position: 'relative', flexGrow: 1, blockSize: '4px', borderRadius: vars.radius.pill, background: vars.color.border });

export const range = style({ position: 'absolute', blockSize: '100%', borderRadius: vars.radius.pill, background: vars.color.accent });

export const thumb = style({
  display: 'block',
  inlineSize: '20px',
  blockSize: '20px',
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  border: `2px solid ${vars.color.accent}`,
  selectors: focusRingSelectors,
});

/** A number input on top of the Field's `control` (whose full width it replaces): the doubled class wins whatever the sheets' order. */
export const numberInput = style({ selectors: { '&&': { inlineSize: '6em', flex: 'none', fontVariantNumeric: 'tabular-nums' } } });

export const preview = style({ display: 'grid', gap: vars.space.sm, minWidth: 0, margin: 0 });

export const previewLabel = style({ fontWeight: vars.fontWeight.bold });
