import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { hiddenSelectors } from '../../theme/utilities.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.heading });

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  selectors: hiddenSelectors,
});

/** The fields, locked together while a submission is in flight. */
export const fields = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, border: 0, minWidth: 0 });

/** 'Your form has encountered a problem…', above and below a form that failed. */
export const problem = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.small });

export const actions = style({ display: 'flex', justifyContent: 'flex-start', flexWrap: 'wrap', gap: vars.space.sm });

/** The submission text that replaces the form after a success. */
export const submissionText = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focus}` } },
});

export const submissionMessage = style({ margin: 0 });

/** The form builder's disclaimer, above the captcha and submit button. */
export const disclaimer = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted, whiteSpace: 'pre-line' });
