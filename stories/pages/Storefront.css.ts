import { style } from '@vanilla-extract/css';
import { VIEWPORT } from '../../logic/shared/constants.ts';
import { vars } from '../../components/theme/contract.css.ts';

export const page = style({
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  '@media': { [`screen and (max-width: ${VIEWPORT.mobileMaxWidth}px)`]: { padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const brand = style({
  minWidth: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: 1.2,
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const main = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '1200px',
  margin: '0 auto',
  padding: vars.space.lg,
  outline: 'none',
  '@media': { [`screen and (max-width: ${VIEWPORT.mobileMaxWidth}px)`]: { padding: vars.space.md } },
});

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.heading });

export const description = style({ margin: 0, color: vars.color.textMuted });
