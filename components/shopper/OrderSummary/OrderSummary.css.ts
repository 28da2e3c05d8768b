import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../theme/utilities.css.ts';

/**
 * A column of numbers: as narrow as its widest entry (a 1% width, never wrapping), so the product's
 * name has the rest of the row; less room before it on a phone, where the name needs it.
 */
const numberColumn = {
  width: '1%',
  whiteSpace: 'nowrap',
  textAlign: 'end',
  paddingInlineStart: vars.space.md,
  '@media': { [media.mobile]: { paddingInlineStart: vars.space.sm } },
} as const;

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large });

/** The test-mode notice: set apart from the order's own content, so nobody takes it for a paid order. */
export const notice = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px dashed ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
});

export const noticeTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const noticeText = style({ margin: 0 });

/** Name and value on one line, the value at the end (the order number, each total). */
export const pairs = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const pair = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
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
globalStyle(`${pair} dd`, { margin: 0, textAlign: 'end', overflowWrap: 'anywhere' });

export const items = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const headCell = style({
  ...numberColumn,
  paddingBlock: `0 ${vars.space.xs}`,
  paddingInlineEnd: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  selectors: { '&:first-child': { width: 'auto', paddingInlineStart: 0, textAlign: 'start' } },
});

export const cell = style({
  ...numberColumn,
  paddingBlock: vars.space.sm,
  paddingInlineEnd: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

/** The quantities, centred under their heading: right-aligned, a short one sat against the price beside it. */
export const centred = style({ textAlign: 'center' });

/** The product's name: the column that takes the room left, wrapping a long name rather than widening the page. */
export const nameCell = style({
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  fontWeight: vars.fontWeight.regular,
  overflowWrap: 'anywhere',
  // Tabular figures are for the columns of numbers: in a name they space out a hyphen ('Single-Origin').
  fontVariantNumeric: 'normal',
});
