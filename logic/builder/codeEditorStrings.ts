/**
 * The code field's and the template playground editors' wording, apart from
 * logic/builder/codeEditor.ts so that the localized-string defaults every component reads never pull in
 * the template scanner the highlighting uses.
 */

/** The code field's own wording: localized-string defaults (the keys a site may override). */
export const CODE_FIELD_STRINGS = {
  /** CodeMirror traps Tab for indenting; Escape hands Tab back to the page (its documented escape hatch). */
  codeFieldKeyboardHint: 'Press Escape, then Tab, to leave the editor.',
} as const;

/** The template playground's wording beyond the engine's (TEMPLATE_PLAYGROUND_STRINGS): a partial's editor. */
export const TEMPLATE_PLAYGROUND_EDITOR_STRINGS = {
  /** {name} is the partial's name, as `{@|apply name}` calls it. */
  templatePlaygroundPartialLabel: 'Partial {name}',
} as const;
