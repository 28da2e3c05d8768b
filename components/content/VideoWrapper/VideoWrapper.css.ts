import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingStyle, transition } from '../../theme/styleHelpers.ts';

/** The player's width / height, from the provider's frame size (set inline); 16 / 9 when it gave none. */
export const aspectRatio = createVar();

/** The wrapper: the player's box keeps the video's shape, so the page does not jump when the embed loads. */
export const wrapper = style({
  display: 'grid',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** The box the overlay and then the frame fill. */
export const stage = style({
  position: 'relative',
  width: '100%',
  aspectRatio: fallbackVar(aspectRatio, '16 / 9'),
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

/** The provider's frame fills the stage. */
export const frame = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });

/** The overlay's image fills the stage behind the play button. */
export const poster = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });

/** The play button: a round target centred over the image, the whole stage's width of clicks. */
export const play = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRingStyle(`calc(-1 * ${vars.size.focusRingWidth} - 2px)`) },
});

/** The round mark inside the play button. */
export const playMark = style([
  transition('transform', 'background-color'),
  {
    display: 'grid',
    placeItems: 'center',
    width: `calc(${vars.size.touchTarget} * 1.5)`,
    height: `calc(${vars.size.touchTarget} * 1.5)`,
    borderRadius: vars.radius.pill,
    background: vars.color.overlay,
    color: vars.color.background,
    selectors: { [`${play}:hover &, ${play}:focus-visible &`]: { background: vars.color.accent, color: vars.color.accentText } },
  },
]);

/** The triangle of the play mark. */
export const playIcon = style({ width: '40%', height: '40%', marginInlineStart: '8%', fill: 'currentColor' });

/** "Video from YouTube". */
export const provider = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** No player to show: the message sits in the stage's place. */
export const notice = style({ margin: 0 });
