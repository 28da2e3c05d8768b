import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingSelectors, media } from '../../theme/utilities.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.heading,
  selectors: focusRingSelectors,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' } },
});

export const entries = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { [`${root}[data-recalculating] &`]: { cursor: 'progress' } },
});

export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
  gridTemplateAreas: '"thumb info quantity actions" "alert alert alert alert"',
  alignItems: 'start',
  gap: `${vars.space.sm} ${vars.space.md}`,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"thumb info info" "quantity quantity actions" "alert alert alert"',
    },
  },
});

/** The line's picture, a square cropped around its focal point; an empty square when it has none. */
export const thumbnail = style({
  gridArea: 'thumb',
  width: '72px',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [media.mobile]: { width: '56px' } },
});
globalStyle(`${thumbnail} img`, { display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const entryInfo = style({ gridArea: 'info', display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const entryTitle = style({ margin: 0, fontSize: vars.fontSize.large, fontFamily: vars.font.heading });


export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const quantityForm = style({ gridArea: 'quantity', display: 'grid', gap: vars.space.xs, justifyItems: 'start', maxWidth: '12rem' });

export const entryActions = style({ gridArea: 'actions', display: 'grid', gap: vars.space.xs, justifyItems: 'end' });

export const lineTotal = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const entryAlert = style({ gridArea: 'alert' });

export const totals = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
globalStyle(`${totals} dl`, { display: 'grid', gap: vars.space.xs, margin: 0 });

export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large });

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-part="total"]': {
      paddingTop: vars.space.xs,
      borderTop: `1px solid ${vars.color.border}`,
      fontWeight: vars.fontWeight.bold,
      fontSize: vars.fontSize.large,
    },
  },
});
globalStyle(`${totalRow} dd`, { margin: 0 });

export const minimum = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.text });

/** The totals, then the checkout action and what holds it back. */
export const summary = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const checkout = style({ display: 'grid', gap: vars.space.sm });

export const checkoutButton = style({});

/**
 * Checkout while the subtotal is under the minimum: focusable (so its reason is read) but inert, drawn
 * quiet and still legible (the button's own dimming would drop the text under 4.5:1).
 */
globalStyle(`${checkout} ${checkoutButton}[aria-disabled="true"]`, {
  opacity: 1,
  background: vars.color.surface,
  color: vars.color.textMuted,
  borderColor: vars.color.border,
  borderStyle: 'dashed',
});

export const updating = style({
  margin: 0,
  minHeight: '1.5em',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/** The empty cart: what it says and the way back to the shop, where the entries would be. */
export const empty = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.md,
  padding: `${vars.space.lg} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${empty} p`, { margin: 0, fontSize: vars.fontSize.large });

const pulse = keyframes({ '50%': { opacity: 0.55 } });

/** An entry's outline while the cart loads. */
export const placeholderEntry = style({
  gridTemplateAreas: '"thumb info info info"',
  '@media': {
    [media.motionAllowed]: { animation: `${pulse} 1.6s ease-in-out infinite` },
    [media.mobile]: { gridTemplateAreas: '"thumb info info"' },
  },
});

export const placeholderLines = style({ gridArea: 'info', display: 'grid', gap: vars.space.sm, paddingTop: vars.space.xs });
globalStyle(`${placeholderLines} > span`, { height: '1em', width: '60%', borderRadius: vars.radius.sm, background: vars.color.surface });
globalStyle(`${placeholderLines} > span + span`, { width: '30%' });
