import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingStyle } from '../../theme/styleHelpers.ts';
import { media } from '../../theme/utilities.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text, minWidth: 0 });

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.heading, flex: '1 1 auto' });

export const grid = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

export const weekday = style({ padding: vars.space.xs, fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold, textAlign: 'center' });

export const cell = style({
  verticalAlign: 'top',
  height: '5.5rem',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  cursor: 'pointer',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  '@media': { [media.mobile]: { height: '3rem' } },
  selectors: {
    '&[data-outside-month]': { background: vars.color.surface, color: vars.color.textMuted },
    '&[aria-selected="true"]': { background: vars.color.accent, color: vars.color.accentText },
    '&:focus-visible': focusRingStyle('-3px'),
  },
});

export const dayNumber = style({ display: 'block', fontWeight: vars.fontWeight.bold });

export const dayEvents = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.small,
  // Titles stay on one line in the grid; the selected day's panel shows them in full.
  '@media': { [media.mobile]: { display: 'none' } },
});

export const dayEvent = style({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });

export const marker = style({
  display: 'none',
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: 'currentColor',
  '@media': { [media.mobile]: { display: 'inline-block' } },
});

export const selectedDay = style({ display: 'grid', gap: vars.space.sm });

export const selectedHeading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const empty = style({ margin: 0, color: vars.color.textMuted });
