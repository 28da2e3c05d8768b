import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingStyle } from '../../theme/styleHelpers.ts';

export const field = style({
  display: 'grid',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({ fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold });

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs });

export const description = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.danger, fontWeight: vars.fontWeight.bold });

/** The look of a text input, select or textarea inside a field. */
export const control = style({
  width: '100%',
  minHeight: vars.size.touchTarget,
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  selectors: {
    '&:focus-visible': focusRingStyle('1px'),
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
