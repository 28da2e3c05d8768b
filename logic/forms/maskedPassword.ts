/**
 * The masked password placeholder (rendering spec, constants and limits: "Masked password placeholder
 * value is used for hidden fields"). A password field hides what was typed; once its answer is stored
 * (a cart entry's saved additional fields), the page never shows it again: a summary shows the
 * placeholder, and a form editing the stored answers starts the field at the placeholder. Sending the
 * placeholder back unchanged keeps the stored password; anything else typed replaces it.
 * The spec names the placeholder, not its text: eight bullets (U+2022) is the library's choice.
 */
import type { FormField } from './forms.ts';

/** What a stored password shows as: eight bullets, whatever the password's length. */
export const MASKED_PASSWORD_PLACEHOLDER = '\u2022'.repeat(8);

/** Whether a field's answer is a hidden one (a password), shown only as the placeholder. */
export function isMaskedField(field: Pick<FormField, 'type'> | null | undefined): boolean {
  return field?.type === 'password';
}

/** A stored password as it is shown: the placeholder when there is one (any non-empty text), '' when there is none. */
export function maskedPasswordValue(stored: unknown): string {
  return typeof stored === 'string' && stored !== '' ? MASKED_PASSWORD_PLACEHOLDER : '';
}

/** An object's own entries; none for anything that is not an object or whose reads throw. */
function ownEntries<T>(value: Readonly<Record<string, T>> | null | undefined): Array<[string, T]> {
  try {
    return value !== null && typeof value === 'object' ? Object.entries(value) : [];
  } catch {
    return [];
  }
}

/**
 * The answers to save: each password field still holding the placeholder keeps its stored answer (or
 * is left out when none was stored); every other answer is saved as given. Never throws.
 */
export function keepMaskedPasswords<T>(
  fields: readonly Pick<FormField, 'id' | 'type'>[],
  answers: Readonly<Record<string, T>>,
  stored: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, T> {
  const masked = new Set(fields.filter(isMaskedField).map((field) => field.id));
  const entries: Array<[string, T]> = [];
  for (const [id, answer] of ownEntries<T>(answers)) {
    if (!masked.has(id) || answer !== MASKED_PASSWORD_PLACEHOLDER) {
      entries.push([id, answer]);
      continue;
    }
    const previous = ownEntries<unknown>(stored).find(([storedId]) => storedId === id)?.[1];
    if (typeof previous === 'string' && previous !== '') entries.push([id, previous as T]);
  }
  return Object.fromEntries(entries);
}
