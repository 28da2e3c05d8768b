import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingStyle } from '../../theme/styleHelpers.ts';

/** One field of a form: the labelled control or group, then its error. */
export const frame = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

/** A section: its heading, then the owner's description. */
export const sectionFrame = style({ display: 'grid', gap: vars.space.xs, minWidth: 0, marginTop: vars.space.sm });

export const section = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  selectors: { '&[data-underline]': { paddingBottom: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` } },
});

/** A text input with text before it (a currency's symbol), drawn as one box. */
export const affixed = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const affixText = style({ flex: 'none', fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });

/** A field made of several controls: sub-fields, choices or likert questions. */
export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  selectors: { '&[data-invalid]': { borderInlineStart: `2px solid ${vars.color.danger}`, paddingInlineStart: vars.space.sm } },
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
});

export const subFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(10rem, 100%), 1fr))',
  gap: vars.space.sm,
  minWidth: 0,
});

/** Sub-fields of a few characters each (date, time, phone): more of them fit on a line. */
export const shortSubFields = style({ gridTemplateColumns: 'repeat(auto-fit, minmax(min(5.5rem, 100%), 1fr))' });

/** One sub-field: its label is lighter than the field's legend above it. */
export const subField = style({ minWidth: 0 });

globalStyle(`${subField} > label`, { fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.small });

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}`, minWidth: 0 });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
});

/** The round or square box of a radix radio item or checkbox. */
const box = {
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '1.25rem',
  height: '1.25rem',
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.accent,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRingStyle(),
    '&[data-state="checked"]': { borderColor: vars.color.accent },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
} as const;

export const radio = style({ ...box, borderRadius: vars.radius.pill });

export const checkbox = style({ ...box, borderRadius: vars.radius.sm });

export const radioDot = style({ width: '0.625rem', height: '0.625rem', borderRadius: vars.radius.pill, background: vars.color.accent });

export const checkMark = style({ width: '0.7rem', height: '0.7rem', borderRadius: '2px', background: vars.color.accent });

/** A likert question: its text, then its answers. */
export const likertRow = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.xs} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const likertQuestion = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const counter = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-over]': { color: vars.color.danger, fontWeight: vars.fontWeight.bold } },
});
