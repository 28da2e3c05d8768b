import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingSelectors } from '../../theme/utilities.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The chart types in a row (on the builder's fieldset). */
export const types = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}` });

export const typeOption = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.size.touchTarget });

export const radio = style({ margin: 0, accentColor: vars.color.accent, selectors: focusRingSelectors });

export const scroller = style({ overflowX: 'auto', maxWidth: '100%' });

/** As wide as the page allows up to 40rem: cells wide enough to read, not stretched across a desktop. */
export const table = style({ borderCollapse: 'collapse', width: 'min(100%, 40rem)' });

export const headerCell = style({ padding: vars.space.xxs, verticalAlign: 'bottom', textAlign: 'start' });

export const rowHeader = style({
  padding: `0 ${vars.space.xs}`,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
  textAlign: 'start',
});

export const cell = style({ padding: vars.space.xxs });

/** A column's remove button over its name, so a column is no wider than its input (three fit a phone). */
export const columnHead = style({ display: 'flex', flexDirection: 'column-reverse', alignItems: 'flex-end', gap: vars.space.xxs });

export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minWidth: '4rem',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.xs}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: {
    ...focusRingSelectors,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const columnInput = style([input, { fontWeight: vars.fontWeight.bold }]);

/** Said under a preview that shows the last complete data. */
export const note = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const message = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  selectors: { '&:empty': { display: 'none' } },
});
