import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { VIEWPORT } from '../../../logic/constants.ts';

const mobile = `screen and (max-width: ${VIEWPORT.mobileMaxWidth}px)`;

const focusVisible = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' };

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const stage = style({ position: 'relative' });

export const stack = style({ display: 'grid', gap: vars.space.md });

/** One slide: the frame its image is zoomed inside. */
export const slide = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:focus-visible': focusVisible },
});

/** The button that zooms in click mode: the whole image, no button look. */
export const zoomToggle = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'zoom-in',
  selectors: {
    '&[data-state="on"]': { cursor: 'zoom-out' },
    '&:focus-visible': { ...focusVisible, outlineOffset: '-2px' },
  },
});

export const zoomHover = style({ cursor: 'zoom-in' });

/** The layer that is scaled; its transform and origin come from the zoom state. */
export const zoomLayer = style({
  display: 'block',
  transition: 'transform 150ms ease',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

const overlayButton = {
  position: 'absolute',
  background: vars.color.background,
  boxShadow: vars.shadow.raised,
} as const;

export const previous = style({ ...overlayButton, left: vars.space.sm, top: '50%', transform: 'translateY(-50%)' });

export const next = style({ ...overlayButton, right: vars.space.sm, top: '50%', transform: 'translateY(-50%)' });

export const enlarge = style({ ...overlayButton, right: vars.space.sm, bottom: vars.space.sm });

export const counter = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const thumbnails = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumbnail = style({
  display: 'block',
  width: '64px',
  height: '64px',
  padding: 0,
  overflow: 'hidden',
  border: `2px solid transparent`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  opacity: 0.7,
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.accent, opacity: 1 },
    '&:hover': { opacity: 1 },
    '&:focus-visible': focusVisible,
  },
  '@media': { [mobile]: { width: '48px', height: '48px' } },
});

export const lightboxOverlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
});

export const lightboxContent = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  boxSizing: 'border-box',
  width: 'min(96vw, 1100px)',
  maxHeight: '96vh',
  overflow: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  boxShadow: vars.shadow.raised,
  selectors: { '&:focus-visible': focusVisible },
  '@media': { [mobile]: { padding: vars.space.sm } },
});

export const lightboxClose = style({ position: 'absolute', top: vars.space.sm, right: vars.space.sm, zIndex: 1 });

export const lightboxStage = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.xl,
});

export const lightboxFrame = style({
  height: 'min(70vh, 900px)',
  '@media': { [mobile]: { height: '60vh' } },
});
