import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { touchTargetStyle } from '../../theme/utilities.css.ts';
import { focusRingStyle, transition } from '../../theme/styleHelpers.ts';

/** The frame's largest width: the device's width, or none on desktop. */
export const frameWidthVar = createVar();

export const root = style({ display: 'grid', gap: vars.space.md, minWidth: 0, fontFamily: vars.font.body, color: vars.color.text });

export const toolbar = style({
  display: 'inline-flex',
  justifySelf: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
});

export const item = style([
  touchTargetStyle,
  transition('background-color', 'color'),
  {
    padding: `0 ${vars.space.md}`,
    border: 'none',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.small,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.background },
      '&[data-state="on"]': { background: vars.color.accent, color: vars.color.accentText, fontWeight: vars.fontWeight.bold },
      '&:focus-visible': focusRingStyle(),
    },
  },
]);

/**
 * The frame: as wide as the device (never wider than the page), centred. A size container, so the
 * previewed blocks' container queries answer to the device's width (media queries still read the window).
 */
export const frame = style([
  transition('max-width'),
  {
    // The device's width is the content's; the padding and border sit outside it, and on a page
    // narrower than the device the whole frame still fits the page.
    boxSizing: 'content-box',
    width: `calc(100% - 2 * ${vars.space.md} - 2px)`,
    padding: vars.space.md,
    maxWidth: frameWidthVar,
    justifySelf: 'center',
    minWidth: 0,
    overflow: 'auto',
    containerType: 'inline-size',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.background,
  },
]);
