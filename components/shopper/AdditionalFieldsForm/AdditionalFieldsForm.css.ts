import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingStyle } from '../../theme/styleHelpers.ts';

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const section = style({
  margin: `${vars.space.sm} 0 0`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
});

/** A field made of several controls: sub-fields, choices or likert questions. */
export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
});

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const groupError = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});

export const subFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.sm,
});

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}` });

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
  selectors: {
    '&:has(input:focus-visible)': { ...focusRingStyle(), borderRadius: vars.radius.sm },
  },
});

export const likertQuestion = style({
  margin: 0,
  padding: `${vars.space.xs} 0`,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const counter = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-over]': { color: vars.color.danger, fontWeight: vars.fontWeight.bold } },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
