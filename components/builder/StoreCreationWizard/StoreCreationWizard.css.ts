import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '36rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold });

export const form = style({ display: 'grid', gap: vars.space.md });

export const urlPreview = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', overflowWrap: 'anywhere' });

/** A textarea on top of the Field's `control` (whose height it replaces): the doubled class wins whatever the sheets' order. */
export const textarea = style({ selectors: { '&&': { minHeight: '5rem', resize: 'vertical' } } });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const progressTitle = style({ margin: 0, fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold });

export const steps = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg });

export const step = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'baseline' });

export const stepStatus = styleVariants({
  waiting: { color: vars.color.textMuted },
  running: { color: vars.color.text, fontWeight: vars.fontWeight.bold },
  done: { color: vars.color.text },
  failed: { color: vars.color.danger, fontWeight: vars.fontWeight.bold },
});
