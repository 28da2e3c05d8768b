import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingSelectors } from '../../theme/utilities.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  alignItems: 'start',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const column = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
});

/** The options in a row (on the builder's fieldset). */
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}` });

export const markup = style({
  margin: 0,
  maxHeight: '16rem',
  overflow: 'auto',
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.small,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: focusRingSelectors,
});

export const preview = style({
  width: '100%',
  minHeight: '12rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
});

export const summary = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  selectors: { '[data-state="errors"] &': { color: vars.color.danger } },
});

export const errorList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const errorItem = style({ fontSize: vars.fontSize.small, overflowWrap: 'anywhere' });
