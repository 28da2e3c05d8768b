import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The list of answers: one line per field, its title then its answer. */
export const summary = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
});

/** One field: title and answer on a line, wrapping under each other when narrow. */
export const field = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.xxs}` });

globalStyle(`${field} > dt::after`, { content: '":"' });
globalStyle(`${field} > dd`, { margin: 0, color: vars.color.text });

/** An empty answer ('N/A') reads quieter than a given one. */
export const empty = style({});
globalStyle(`${empty} > dd`, { color: vars.color.textMuted });

/** A likert field's questions, each under the last. */
export const likert = style({ display: 'grid', gap: vars.space.xxs, margin: 0, paddingInlineStart: vars.space.sm });
