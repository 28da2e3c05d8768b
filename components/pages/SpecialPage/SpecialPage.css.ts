import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const page = style({
  boxSizing: 'border-box',
  maxWidth: '36rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
  display: 'grid',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.heading });

/** A visitor's input shown back (a path): any length breaks anywhere rather than widening the page. */
export const text = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
