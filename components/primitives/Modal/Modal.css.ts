import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingSelectors } from '../../theme/utilities.css.ts';
import { entrance } from '../../theme/styleHelpers.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  ...entrance(fadeIn),
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  boxSizing: 'border-box',
  width: 'min(92vw, 720px)',
  maxHeight: '88vh',
  overflow: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  zIndex: vars.zIndex.modal,
  boxShadow: vars.shadow.raised,
  selectors: focusRingSelectors,
});

export const wide = style({ width: 'min(96vw, 1100px)' });

/**
 * The title at the start, the close button at the end — also when the title is only read aloud (then
 * it is out of the flow and the button is the row's one item).
 */
export const header = style({
  display: 'flex',
  alignItems: 'start',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});

export const title = style({ marginBlock: 0, marginInlineStart: 0, marginInlineEnd: 'auto', fontFamily: vars.font.heading, fontSize: vars.fontSize.large });

export const description = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });
