import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingSelectors, touchTargetStyle } from '../../theme/utilities.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** Room on the right for the chevron drawn by {@link selectWrap}. */
export const select = style({
  appearance: 'none',
  paddingInlineEnd: vars.space.xl,
  cursor: 'pointer',
});

export const selectWrap = style({
  position: 'relative',
  display: 'block',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInlineEnd: vars.space.md,
      top: '50%',
      width: '8px',
      height: '8px',
      borderInlineEnd: `2px solid ${vars.color.text}`,
      borderBottom: `2px solid ${vars.color.text}`,
      transform: 'translateY(-75%) rotate(45deg)',
      pointerEvents: 'none',
    },
  },
});

export const radioGroup = style({ display: 'grid', gap: vars.space.xs });

export const legend = style({ fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const chip = style({
  ...touchTargetStyle,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surface },
    ...focusRingSelectors,
    '&[data-state="checked"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
      fontWeight: vars.fontWeight.bold,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      color: vars.color.textMuted,
      borderStyle: 'dashed',
      background: vars.color.surface,
    },
  },
});
