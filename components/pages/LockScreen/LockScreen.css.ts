import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingSelectors, touchTargetStyle } from '../../theme/utilities.css.ts';

export const form = style({ display: 'grid', gap: vars.space.sm });

export const input = style({
  ...touchTargetStyle,
  boxSizing: 'border-box',
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  selectors: { ...focusRingSelectors, '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
