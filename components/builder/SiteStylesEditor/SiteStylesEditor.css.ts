import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The preview's background, from the default colour theme. */
export const backgroundVar = createVar();
/** The preview's text colour. */
export const textVar = createVar();
/** The preview's accent colour. */
export const accentVar = createVar();
/** The preview's heading family. */
export const headingFontVar = createVar();
/** The preview's body family. */
export const bodyFontVar = createVar();
/** The preview's button family (its usage category). */
export const buttonFontVar = createVar();

export const columns = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(16rem, 100%), 1fr))', alignItems: 'start' });

export const preview = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  minWidth: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: fallbackVar(backgroundVar, vars.color.background),
  color: fallbackVar(textVar, vars.color.text),
  fontFamily: fallbackVar(bodyFontVar, vars.font.body),
});

export const previewHeading = style({ margin: 0, fontFamily: fallbackVar(headingFontVar, vars.font.heading), fontSize: vars.fontSize.heading });

export const previewText = style({ margin: 0 });

export const previewButton = style({
  justifySelf: 'start',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: fallbackVar(accentVar, vars.color.accent),
  color: fallbackVar(backgroundVar, vars.color.accentText),
  fontFamily: fallbackVar(buttonFontVar, vars.font.body),
});

export const caption = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold, fontFamily: vars.font.body });

