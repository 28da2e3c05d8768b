import { globalStyle, style } from '@vanilla-extract/css';
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
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  gridTemplateAreas: '"info quantity actions" "alert alert alert"',
  alignItems: 'start',
  gap: `${vars.space.sm} ${vars.space.md}`,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"info info" "quantity actions" "alert alert"',
    },
  },
});

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

export const minimum = style({ marginTop: vars.space.md });

export const updating = style({
  margin: 0,
  minHeight: '1.5em',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
