/**
 * The languages of a multilingual site (rendering spec, entities "Multilingual: a languages list", calls): add,
 * remove, order and choose the default language, exactly one default at all times.
 */
import { LANGUAGES_STRINGS } from './languagesStrings.ts';

/** A language of the site (the shape api/site.ts reads). */
export interface LanguageEntry {
  code: string;
  name: string;
  isDefault: boolean;
}


/** The strings {@link newLanguageProblems} words its problems with. */
export type NewLanguageStrings = Readonly<Record<'languagesCodeRequired' | 'languagesNameRequired' | 'languagesCodeTaken', string>>;

/** What is wrong with a language about to be added (null when nothing): a code and a name, the code not listed yet (case-insensitive). */
export function newLanguageProblems(
  languages: readonly LanguageEntry[],
  draft: { code: string; name: string },
  strings: NewLanguageStrings = LANGUAGES_STRINGS,
): { code: string | null; name: string | null } {
  const code = draft.code.trim();
  const taken = languages.some((language) => language.code.toLowerCase() === code.toLowerCase());
  return {
    code: code === '' ? strings.languagesCodeRequired : taken ? strings.languagesCodeTaken.replace('{code}', code) : null,
    name: draft.name.trim() === '' ? strings.languagesNameRequired : null,
  };
}

/** The list with a language added at the end (the default when the list was empty). */
export function addLanguage(languages: readonly LanguageEntry[], draft: { code: string; name: string }): LanguageEntry[] {
  return [...languages, { code: draft.code.trim(), name: draft.name.trim(), isDefault: languages.length === 0 }];
}

/** The list without one language; removing the default makes the first one left the default. */
export function removeLanguage(languages: readonly LanguageEntry[], code: string): LanguageEntry[] {
  const left = languages.filter((language) => language.code !== code);
  if (left.length === 0 || left.some((language) => language.isDefault)) return left;
  return left.map((language, index) => ({ ...language, isDefault: index === 0 }));
}

/** The list with one language moved to another index (clamped); the same list when nothing moves. */
export function moveLanguage(languages: readonly LanguageEntry[], code: string, to: number): readonly LanguageEntry[] {
  const from = languages.findIndex((language) => language.code === code);
  const target = Math.max(0, Math.min(languages.length - 1, Math.trunc(Number.isFinite(to) ? to : from)));
  if (from < 0 || target === from) return languages;
  const next = [...languages];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

/** The list with one language the default, every other one not. */
export function setDefaultLanguage(languages: readonly LanguageEntry[], code: string): LanguageEntry[] {
  if (!languages.some((language) => language.code === code)) return [...languages];
  return languages.map((language) => ({ ...language, isDefault: language.code === code }));
}

/** True when the edited list differs from the saved one (order, default, codes or names). */
export function isLanguagesChanged(saved: readonly LanguageEntry[], edited: readonly LanguageEntry[]): boolean {
  return (
    saved.length !== edited.length ||
    saved.some((language, index) => {
      const other = edited[index];
      return !other || other.code !== language.code || other.name !== language.name || other.isDefault !== language.isDefault;
    })
  );
}

/** Whether the multilingual status (its shape is not shown in the spec) says connected. */
export function isMultilingualConnected(status: unknown): boolean {
  if (status === null || typeof status !== 'object') return false;
  const { connected } = status as { connected?: unknown };
  return connected === true;
}

export { LANGUAGES_STRINGS } from './languagesStrings.ts';
