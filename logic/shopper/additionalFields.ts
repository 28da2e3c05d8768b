/**
 * A product's additional-fields form (shopper spec, screens, entities): the sub-fields a composite field is typed
 * into, the likert answers, and the way saved answers are read back into the form to edit them.
 * Validation and the submitted shape are the visitor-form rules of `forms.ts`.
 */
import type { FormField, FormValue, LikertValue } from '../forms/forms.ts';
import { isMaskedField, maskedPasswordValue } from '../forms/maskedPassword.ts';
import type { LIKERT_ANSWER_STRINGS, SUB_FIELD_STRINGS } from '../forms/formFieldStrings.ts';

/** The field kinds typed into several sub-fields, each an entry of the submitted array (shopper spec, entities). */
export type CompositeFieldType = 'name' | 'address' | 'date' | 'time' | 'phone';

/** The sub-fields of each composite kind, in submitted order, named by their localized-string keys. */
export const SUB_FIELDS: Readonly<Record<CompositeFieldType, readonly (keyof typeof SUB_FIELD_STRINGS)[]>> = {
  name: ['formFirstNameText', 'formLastNameText'],
  address: [
    'formAddressLine1Text',
    'formAddressLine2Text',
    'formCityText',
    'formStateText',
    'formPostalCodeText',
    'formCountryText',
  ],
  date: ['formMonthText', 'formDayText', 'formYearText'],
  time: ['formHourText', 'formMinuteText'],
  // Submitted with an empty string prepended (shopper spec, entities), which readAnswers drops again.
  phone: ['formPhoneCountryCodeText', 'formPhoneAreaCodeText', 'formPhoneNumberText'],
};

/** The answers of a likert question, least to most agreeing; each is its own localized-string key. */
export const LIKERT_ANSWERS = ['StronglyDisagree', 'Disagree', 'Neutral', 'Agree', 'StronglyAgree'] as const satisfies readonly (keyof typeof LIKERT_ANSWER_STRINGS)[];

/** True for a kind typed into several sub-fields. */
export function isCompositeField(type: FormField['type']): type is CompositeFieldType {
  return Object.hasOwn(SUB_FIELDS, type);
}

/** The field kinds a visitor fills in; a section is a heading and a hidden field takes no input. */
export function isInputField(field: FormField): boolean {
  return field.type !== 'section' && field.type !== 'hidden';
}

/** An answer as saved: JSON of any shape, since it comes back from the server. */
type SavedAnswer = unknown;

function texts(value: SavedAnswer): string[] {
  if (Array.isArray(value)) return value.map((part) => (typeof part === 'string' || typeof part === 'number' ? String(part) : ''));
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  return [];
}

function likert(value: SavedAnswer): LikertValue {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries);
}

function readAnswer(field: FormField, value: SavedAnswer): FormValue | undefined {
  if (value === undefined || value === null) return undefined;
  // A stored password never comes back into the page: the field starts at the masked placeholder.
  if (isMaskedField(field)) return maskedPasswordValue(texts(value)[0] ?? '');
  if (field.type === 'checkbox') return texts(value);
  if (field.type === 'likert') return likert(value);
  if (isCompositeField(field.type)) {
    const parts = texts(value);
    // A saved phone carries the prepended empty string; a shorter array was typed without it.
    return field.type === 'phone' && parts.length > SUB_FIELDS.phone.length ? parts.slice(1) : parts;
  }
  return texts(value)[0] ?? '';
}

/**
 * Saved answers (an entry's `additionalFields`, keyed by field id) as the values the form edits:
 * sub-field arrays (phone without its prepended empty string), checked values,
 * likert answers, text; a password as the masked placeholder (maskedPassword.ts), never its text.
 * Fields with no saved answer, sections and hidden fields are left out.
 */
export function readAnswers(fields: readonly FormField[], answers: Readonly<Record<string, unknown>> | null | undefined): Record<string, FormValue> {
  const values: Record<string, FormValue> = {};
  if (!answers) return values;
  for (const field of fields) {
    if (!isInputField(field) || !Object.hasOwn(answers, field.id)) continue;
    const value = readAnswer(field, answers[field.id]);
    if (value !== undefined) values[field.id] = value;
  }
  return values;
}

/** A product's additional-fields form as a page knows it: its name (the modal's title) and its fields. */
export interface AdditionalFieldsFormDefinition {
  name: string;
  fields: readonly FormField[];
}

/** A saved answer as one line of text: sub-values as one phrase, checked values as a list; '' when empty. */
export function answerText(field: Pick<FormField, 'type'>, value: unknown): string {
  const parts = texts(value).map((part) => part.trim()).filter((part) => part !== '');
  // Sub-values read as one phrase ("Ada Lovelace"); checked values as a list ("Box, Card").
  return parts.join(field.type === 'checkbox' ? ', ' : ' ');
}
