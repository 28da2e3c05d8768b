import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingStyle } from '../../theme/styleHelpers.ts';
import { hiddenSelectors } from '../../theme/utilities.css.ts';

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export const root = style({ minWidth: 0 });

/**
 * The textarea painted first (and on Android, the only editor), on top of the Field's `control` class.
 * Both set the height and the type; the doubled class outranks `control` whichever of the two style
 * sheets the page loads last (with equal single classes the later sheet would win, and their order
 * is not fixed across chunks).
 */
export const textarea = style({
  selectors: {
    '&&': {
      minHeight: '12rem',
      resize: 'vertical',
      fontFamily: MONOSPACE,
      fontSize: vars.fontSize.small,
      lineHeight: 1.5,
      tabSize: 2,
    },
  },
});

/** The editor's host: a block, and none of a code element's own type (CodeMirror sets the editor's). */
export const host = style({ display: 'block', minWidth: 0, fontFamily: 'inherit', fontSize: 'inherit', whiteSpace: 'normal', selectors: hiddenSelectors });

/** One line of the field's hint (its description, then the keyboard hint). */
export const hint = style({ display: 'block' });

export const unavailable = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted, fontStyle: 'italic' });

/** The template's (and JSON's) token classes, from the theme's colours. */
export const token = styleVariants({
  instruction: { color: vars.color.accent, fontWeight: vars.fontWeight.bold },
  variable: { color: vars.color.text, fontWeight: vars.fontWeight.bold },
  formatter: { color: vars.color.accent },
  comment: { color: vars.color.textMuted, fontStyle: 'italic' },
  literal: { color: vars.color.text, textDecoration: 'underline dotted' },
});

// The CodeMirror theme: its parts restyled through the theme contract. The root class is doubled
// so these rules outrank CodeMirror's base theme, which it injects after the page's styles.
const scope = `${host}${host}`;

globalStyle(`${scope} .cm-editor`, {
  minHeight: '12rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
});

globalStyle(`${scope} .cm-editor.cm-focused`, { ...focusRingStyle('1px') });

globalStyle(`${scope} .cm-scroller`, { fontFamily: MONOSPACE, lineHeight: 1.5, minHeight: '12rem' });

globalStyle(`${scope} .cm-content`, { padding: vars.space.sm, caretColor: vars.color.text, tabSize: 2 });

globalStyle(`${scope} .cm-cursor, ${scope} .cm-dropCursor`, { borderLeftColor: vars.color.text });

globalStyle(`${scope} .cm-selectionBackground, ${scope} .cm-content ::selection`, { background: vars.color.surface });

globalStyle(`${scope} .cm-editor.cm-focused .cm-selectionBackground`, { background: vars.color.border });

globalStyle(`${scope} .cm-lintRange-error, ${scope} .cm-lintRange-warning`, {
  backgroundImage: 'none',
  textDecorationLine: 'underline',
  textDecorationStyle: 'wavy',
  textDecorationThickness: '1px',
  textUnderlineOffset: '3px',
});

globalStyle(`${scope} .cm-lintRange-error`, { textDecorationColor: vars.color.danger, background: vars.color.dangerSurface });

globalStyle(`${scope} .cm-lintRange-warning`, { textDecorationColor: vars.color.accent });

globalStyle(`${scope} .cm-tooltip, ${scope} .cm-panels`, {
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.raised,
});

globalStyle(`${scope} .cm-diagnostic-error`, { borderLeftColor: vars.color.danger });

globalStyle(`${scope} .cm-diagnostic-warning`, { borderLeftColor: vars.color.accent });
