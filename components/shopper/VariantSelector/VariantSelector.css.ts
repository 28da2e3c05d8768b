import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingStyle } from '../../theme/styleHelpers.ts';
import { touchTargetStyle } from '../../theme/utilities.css.ts';

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

/** The fieldset of one option's radios, without the browser's frame. */
export const radioGroup = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, border: 0 });

export const legend = style({ marginBottom: vars.space.xs, fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** One value: a label drawn as a button, its native radio laid invisibly over it (so a press anywhere on it chooses). */
export const chip = style({
  ...touchTargetStyle,
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-disabled])': { background: vars.color.surface },
    '&:has(:focus-visible)': focusRingStyle(),
    '&[data-state="checked"]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      color: vars.color.textMuted,
      borderStyle: 'dashed',
      background: vars.color.surface,
    },
  },
});

/** The radio itself: over the whole chip, transparent, so the chip is what shows and what is pressed. */
export const chipInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});
