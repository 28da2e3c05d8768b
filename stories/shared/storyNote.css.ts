import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/contract.css.ts';

/** A story's note about what it shows: muted, small, in a dashed frame that reads as the catalogue's, not the component's. */
export const note = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: 1.5,
  maxWidth: '60ch',
});

/** A row of a story harness's own controls, spaced and wrapping on a phone. */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
