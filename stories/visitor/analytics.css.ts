import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/contract.css.ts';

export const log = style({
  margin: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
});

export const logTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
});

export const logList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});
