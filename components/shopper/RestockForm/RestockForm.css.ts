import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingSelectors } from '../../theme/utilities.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold });

export const form = style({ display: 'grid', gap: vars.space.md });

export const optIn = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const checkbox = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '24px',
  height: '24px',
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.accentText,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { background: vars.color.accent, borderColor: vars.color.accent },
    ...focusRingSelectors,
  },
});

export const optInLabel = style({ fontSize: vars.fontSize.body, cursor: 'pointer' });

/** The captcha area: it keeps the widget's room itself, so the form only places it. */
export const captcha = style({ justifySelf: 'stretch' });
