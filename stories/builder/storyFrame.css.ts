import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/contract.css.ts';

/** The stand-in page around a builder control in a story: the control, then what the page holds. */
export const frame = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem', fontFamily: vars.font.body, color: vars.color.text });

/** What the page holds, as a page would show it: a muted caption, the value, the page's own actions. */
export const pageState = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.small,
});

export const pageStateLabel = style({ color: vars.color.textMuted });

export const pageStateValue = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

/** A story's list of rows (the confirm dialog's page list). */
export const rows = style({ display: 'grid', gap: vars.space.xs, maxWidth: '24rem', margin: 0, padding: 0, listStyle: 'none', fontFamily: vars.font.body, color: vars.color.text });

export const row = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, padding: `${vars.space.xs} 0`, borderBottom: `1px solid ${vars.color.border}` });
