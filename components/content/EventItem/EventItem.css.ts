import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingSelectors } from '../../theme/utilities.css.ts';

/** A card with room between its parts: title, when, where, what, and the calendar link last. */
export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  // A long unbroken title (a visitor's or a merchant's) wraps instead of widening the page.
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold });

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { ...focusRingSelectors, '&:hover': { textDecoration: 'underline' } },
});

export const when = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const address = style({ fontStyle: 'normal', display: 'grid' });

export const excerpt = style({ margin: 0 });

export const calendarLink = style({
  justifySelf: 'start',
  color: vars.color.accent,
  fontSize: vars.fontSize.small,
  selectors: focusRingSelectors,
});
