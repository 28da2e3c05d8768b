/**
 * What the builder's template playground shows: a template and its JSON context rendered
 * live, with the errors. The wording is the library's own, part of the localized strings a site may override.
 */
import type { RenderOptions, TemplateEngine } from './engine.ts';
import { internalError, templateError, type TemplateError } from './errors.ts';

/** The playground's wording: localized-string defaults (the keys a site may override). */
export const TEMPLATE_PLAYGROUND_STRINGS = {
  templatePlaygroundTitle: 'Template playground',
  templatePlaygroundTemplateLabel: 'Template',
  templatePlaygroundTemplateHint: 'Tags in braces: {title}, {.section item}…{.end}, {price|money}.',
  templatePlaygroundContextLabel: 'Context (JSON)',
  templatePlaygroundContextHint: 'The data the template renders.',
  templatePlaygroundOptionsLegend: 'Options',
  templatePlaygroundExpressionsLabel: 'Run expressions ({.eval})',
  templatePlaygroundIncludesLabel: 'Run includes ({.include})',
  templatePlaygroundMarkupHeading: 'Markup',
  templatePlaygroundPreviewHeading: 'Preview',
  templatePlaygroundPreviewTitle: 'Preview of the rendered template',
  templatePlaygroundErrorsHeading: 'Errors',
  templatePlaygroundNoErrors: 'No errors',
  templatePlaygroundOneError: '1 error',
  templatePlaygroundErrorCount: '{count} errors',
  templatePlaygroundInvalidContext: 'The context is not valid JSON: {problem}',
  templatePlaygroundErrorLine: 'Line {line}, column {column} ({kind}): {message}',
} as const;

/** The playground's wording, by key. */
export type TemplatePlaygroundStrings = { [Key in keyof typeof TEMPLATE_PLAYGROUND_STRINGS]: string };

/** What the playground shows for one template and context. */
export interface PlaygroundResult {
  html: string;
  errors: TemplateError[];
  /** Why the context could not be read (then the template renders with an empty context), or null. */
  contextError: string | null;
}

/** Bounds of a playground render: a site owner's half-typed template must never hold up the editor. */
export const PLAYGROUND_LIMITS = { maxSteps: 200_000, maxOutputLength: 500_000 } as const;

const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole));

type Key = keyof TemplatePlaygroundStrings;

/** The site's wording for `key`, or the default when a JavaScript caller passed no usable strings. */
function wording(strings: unknown, key: Key): string {
  try {
    const text = typeof strings === 'object' && strings !== null ? (strings as Partial<TemplatePlaygroundStrings>)[key] : undefined;
    return typeof text === 'string' ? text : TEMPLATE_PLAYGROUND_STRINGS[key];
  } catch {
    return TEMPLATE_PLAYGROUND_STRINGS[key];
  }
}

/** Renders the template against the JSON context text; a context that is not JSON is reported and rendered as `{}`. */
export function renderPlayground(
  engine: TemplateEngine,
  template: string,
  contextText: string,
  options: RenderOptions = {},
  strings: TemplatePlaygroundStrings = TEMPLATE_PLAYGROUND_STRINGS,
): PlaygroundResult {
  let context: unknown = {};
  let contextError: string | null = null;
  if (typeof contextText === 'string' && contextText.trim() !== '') {
    try {
      context = JSON.parse(contextText) as unknown;
    } catch (error) {
      contextError = fill(wording(strings, 'templatePlaygroundInvalidContext'), { problem: error instanceof Error ? error.message : String(error) });
    }
  }
  try {
    const extra = typeof options === 'object' && options !== null ? options : {};
    const { html, errors } = engine.renderTemplate(template, context, { ...PLAYGROUND_LIMITS, ...extra });
    return { html, errors, contextError };
  } catch (failure) {
    // Only an engine a JavaScript caller made by hand throws: the playground still shows why.
    const message = internalError(failure instanceof Error ? failure.message : String(failure));
    return { html: '', errors: [templateError('runtime', message, { line: 1, column: 1 })], contextError };
  }
}

/** "No errors", "1 error", "3 errors". */
export function errorSummary(count: number, strings: TemplatePlaygroundStrings = TEMPLATE_PLAYGROUND_STRINGS): string {
  const n = typeof count === 'number' && Number.isFinite(count) ? count : 0;
  if (n === 0) return wording(strings, 'templatePlaygroundNoErrors');
  return n === 1 ? wording(strings, 'templatePlaygroundOneError') : fill(wording(strings, 'templatePlaygroundErrorCount'), { count: n });
}

/** "Line 2, column 5 (syntax): Formatter 'x' is unknown." */
export function describeError(error: TemplateError, strings: TemplatePlaygroundStrings = TEMPLATE_PLAYGROUND_STRINGS): string {
  try {
    const { line, column, kind, message } = error;
    const shown = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : '');
    return fill(wording(strings, 'templatePlaygroundErrorLine'), { line: shown(line), column: shown(column), kind: shown(kind), message: shown(message) });
  } catch {
    // Not an error the engine gave (null, or an object whose reads throw): nothing to describe.
    return '';
  }
}
