/**
 * The header and footer (rendering spec, entities "Header/footer: a header object and a footer object"): which
 * of their values the editor can change (text and switches; anything else is kept as read), and the
 * editor's wording.
 */

/** One editable value of the header or footer object. */
export interface HeaderFooterEntry {
  key: string;
  kind: 'text' | 'switch';
  value: string | boolean;
}

/** The editable values of a header or footer object, in its order: strings are text, booleans switches; other values are kept, not edited. */
export function headerFooterEntries(part: unknown): HeaderFooterEntry[] {
  if (part === null || typeof part !== 'object' || Array.isArray(part)) return [];
  const entries: HeaderFooterEntry[] = [];
  for (const [key, value] of Object.entries(part as Record<string, unknown>).slice(0, 200)) {
    if (typeof value === 'string') entries.push({ key, kind: 'text', value });
    else if (typeof value === 'boolean') entries.push({ key, kind: 'switch', value });
  }
  return entries;
}

export { HEADER_FOOTER_STRINGS } from './headerFooterStrings.ts';
