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

import { interpolate } from '../shared/interpolate.ts';
import { HEADER_FOOTER_STRINGS } from './headerFooterStrings.ts';
import { keyWords } from './keyWords.ts';

export { HEADER_FOOTER_STRINGS } from './headerFooterStrings.ts';

/** The strings {@link headerFooterLabel} words a label with. */
export type HeaderFooterLabelStrings = Readonly<Record<keyof typeof HEADER_FOOTER_STRINGS, string>>;

/** The values the library has a label for, by key. */
const KNOWN_LABELS: Readonly<Record<string, keyof typeof HEADER_FOOTER_STRINGS>> = {
  layout: 'headerFooterLayoutLabel',
  siteTitle: 'headerFooterSiteTitleLabel',
  announcement: 'headerFooterAnnouncementLabel',
  showCart: 'headerFooterShowCartLabel',
  showAccount: 'headerFooterShowAccountLabel',
  showLanguagePicker: 'headerFooterShowLanguagePickerLabel',
  text: 'headerFooterTextLabel',
  showSocialLinks: 'headerFooterShowSocialLinksLabel',
  newsletterFormId: 'headerFooterNewsletterFormLabel',
};

/** A header or footer value's label: the library's word for a known key, else the key as sentence-case words. */
export function headerFooterLabel(key: string, strings: HeaderFooterLabelStrings = HEADER_FOOTER_STRINGS): string {
  const known = Object.hasOwn(KNOWN_LABELS, key) ? KNOWN_LABELS[key] : undefined;
  return known ? strings[known] : interpolate(strings.headerFooterFieldLabel, { key: keyWords(key) });
}
