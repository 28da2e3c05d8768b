import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingSelectors, touchTargetStyle } from '../../theme/utilities.css.ts';

export const root = style({ fontFamily: vars.font.body, color: vars.color.text });

export const list = styleVariants({
  block: { display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' },
  inline: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' },
});

export const inlineLink = style({
  ...touchTargetStyle,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surface }, ...focusRingSelectors },
});
