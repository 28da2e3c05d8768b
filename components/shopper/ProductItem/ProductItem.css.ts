import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingStyle } from '../../theme/styleHelpers.ts';

export const root = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: vars.space.sm,
  height: '100%',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** The square frame of the picture; the picture is cropped around its focal point. */
export const media = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** The badge over the picture: a merchant's longer wording ('Back in autumn') wraps inside the card rather than being cut off. */
export const badge = style({ position: 'absolute', top: vars.space.sm, left: vars.space.sm, maxWidth: `calc(100% - ${vars.space.md})`, whiteSpace: 'normal' });

export const details = style({ display: 'grid', alignContent: 'start', gap: vars.space.xs });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold });

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { ...focusRingStyle(), borderRadius: vars.radius.sm },
  },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: vars.space.sm });
