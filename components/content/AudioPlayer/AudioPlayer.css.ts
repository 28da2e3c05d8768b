import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingStyle, transition } from '../../theme/styleHelpers.ts';
import { touchTargetStyle } from '../../theme/utilities.css.ts';

/** The player: the controls on a line, then an album's track list. */
export const player = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
});

/** Play button, title, position and volume, wrapping on a narrow screen. */
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** A round icon button at the touch-target size. */
export const iconButton = style([
  transition('background-color', 'color'),
  {
    ...touchTargetStyle,
    display: 'inline-grid',
    placeItems: 'center',
    padding: 0,
    border: 0,
    borderRadius: vars.radius.pill,
    background: vars.color.accent,
    color: vars.color.accentText,
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.accentHover }, '&:focus-visible': focusRingStyle() },
  },
]);

/** The quieter mute button. */
export const quietButton = style({ background: 'transparent', color: vars.color.text, selectors: { '&:hover': { background: vars.color.border } } });

/** An icon inside a button. */
export const icon = style({ width: '1.25rem', height: '1.25rem', fill: 'currentColor' });

/** The track's title and author. */
export const heading = style({ display: 'grid', minWidth: 0, flex: '1 1 10rem' });
export const title = style({ margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const author = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small, overflowWrap: 'anywhere' });

/** A radix slider: the position (wide) or the volume (narrow). */
export const slider = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 12rem',
  height: vars.size.touchTarget,
  touchAction: 'none',
  userSelect: 'none',
});
export const volumeSlider = style({ flex: '0 1 6rem' });
export const sliderTrack = style({ position: 'relative', flexGrow: 1, height: '0.25rem', borderRadius: vars.radius.pill, background: vars.color.border });
export const sliderRange = style({ position: 'absolute', height: '100%', borderRadius: vars.radius.pill, background: vars.color.accent });
export const sliderThumb = style({
  display: 'block',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  border: `2px solid ${vars.color.accent}`,
  selectors: { '&:focus-visible': focusRingStyle() },
});

/** "1:05 / 3:20". */
export const time = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted, fontSize: vars.fontSize.small, whiteSpace: 'nowrap' });

/** An album's tracks. */
export const trackList = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none', counterReset: 'track' });
export const trackButton = style([
  transition('background-color'),
  {
    display: 'flex',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    width: '100%',
    minHeight: vars.size.touchTarget,
    padding: `0 ${vars.space.xs}`,
    border: 0,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    textAlign: 'start',
    alignItems: 'center',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.border },
      '&:focus-visible': focusRingStyle(),
      '&[aria-current="true"]': { fontWeight: vars.fontWeight.bold, color: vars.color.accent },
    },
  },
]);

/** The note under an album over the track limit. */
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
