/**
 * A form answer as its summary shows it (rendering spec, entities "Summary form field types": address,
 * checkbox, date, likert, name, phone, time, each with values, plus rawTitle and value), for the
 * `summary-form-field` fragment and the cart's saved answers. An empty answer shows the localized
 * `productSummaryFormNoAnswerText` ('N/A', error catalogue); a password answer shows the masked
 * placeholder and never its text (maskedPassword.ts); a likert answer shows one of the five localized
 * likert labels per question. A date or time reads as Intl writes it in the given locale ('November 24,
 * 2026', '10:30 AM' in en-US), an address as its parts separated by commas.
 */
import { answerText, isInputField, LIKERT_ANSWERS } from '../shopper/additionalFields.ts';
import type { FormField } from './forms.ts';
import { maskedPasswordValue } from './maskedPassword.ts';

/** The summary field types: the spec's seven with values, and the single-value kinds (radio, select, text). */
export const SUMMARY_FIELD_TYPES = ['address', 'checkbox', 'date', 'likert', 'name', 'phone', 'time', 'radio', 'select', 'text'] as const;

/** A summary field's type. */
export type SummaryFieldType = (typeof SUMMARY_FIELD_TYPES)[number];

/** A likert answer's localized-string key. */
export type LikertAnswerKey = (typeof LIKERT_ANSWERS)[number];

/** One likert question and its answer: the answer's label key when known, else the answer as given ('' when none). */
export interface LikertLine {
  question: string;
  answer: LikertAnswerKey | null;
  text: string;
}

/** One form answer as a summary shows it. */
export interface SummaryField {
  /** Unique among the fields summarized together. */
  id: string;
  type: SummaryFieldType;
  /** The field's title as the site owner wrote it (`rawTitle`). */
  title: string;
  /** The answer as one line of text, in the locale it was read in ('' when empty); unused for likert. */
  text: string;
  /** The answer's parts as given (sub-values, checked values, or the one value), trimmed; absent or [] for likert. */
  parts?: readonly string[];
  /** A likert field's questions and answers, in order. */
  likert: readonly LikertLine[];
}

/** True when a summary field has no answer to show (its summary shows 'N/A'). */
export function isEmptyAnswer(field: SummaryField): boolean {
  return field.type === 'likert' ? field.likert.every((line) => line.answer === null && line.text === '') : field.text === '';
}

/** The field kinds summarized as a single value read as 'text' (textarea, email, website…). */
function summaryType(type: unknown): SummaryFieldType {
  const lower = typeof type === 'string' ? type.toLowerCase() : '';
  return (SUMMARY_FIELD_TYPES as readonly string[]).includes(lower) ? (lower as SummaryFieldType) : 'text';
}

function squeeze(text: string): string {
  let out = '';
  for (const c of text) if (c !== ' ' && c !== '_' && c !== '-') out += c.toLowerCase();
  return out;
}

/**
 * A likert answer's label key: the key itself or its label in any case and spacing ('Strongly Agree',
 * 'strongly-agree'), or the numbers -2 to 2 (least to most agreeing, the library's reading of numeric
 * answers). Null for anything else.
 */
export function likertAnswerKey(answer: unknown): LikertAnswerKey | null {
  if (typeof answer === 'number' || (typeof answer === 'string' && /^\s*[-+]?\d\s*$/.test(answer))) {
    const index = Number(answer) + 2;
    return Number.isInteger(index) ? (LIKERT_ANSWERS[index] ?? null) : null;
  }
  if (typeof answer !== 'string') return null;
  const wanted = squeeze(answer);
  return LIKERT_ANSWERS.find((key) => key.toLowerCase() === wanted) ?? null;
}

function likertLine(question: string, answer: unknown): LikertLine {
  const key = likertAnswerKey(answer);
  return { question, answer: key, text: key === null && (typeof answer === 'string' || typeof answer === 'number') ? String(answer).trim() : '' };
}

/** The locale a summary's dates and times are written in when the caller names none. */
export const SUMMARY_DEFAULT_LOCALE = 'en-US';

/** Whole numbers only ('07' is 7); null for anything else. */
function wholeNumber(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,4}$/.test(text) ? Number(text) : null;
}

/** A date's parts (month, day, year, as a date field's sub-fields come) written by Intl; null when they are no real date. */
function dateText(parts: readonly string[], locale: string): string | null {
  const [month, day, year] = parts.map(wholeNumber);
  if (parts.length !== 3 || month == null || day == null || year == null || year < 1) return null;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** A time's parts (hour, minute, then 'AM' or 'PM' when the field asks) written by Intl; null when they are no real time. */
function timeText(parts: readonly string[], locale: string): string | null {
  const [hourText, minuteText, periodText = ''] = parts;
  const hour = wholeNumber(hourText);
  const minute = wholeNumber(minuteText);
  const period = periodText.toUpperCase();
  if (parts.length > 3 || hour === null || minute === null || minute > 59 || !['', 'AM', 'PM'].includes(period)) return null;
  if (period === '' ? hour > 23 : hour < 1 || hour > 12) return null;
  const hours = period === '' ? hour : (hour % 12) + (period === 'PM' ? 12 : 0);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, hours, minute));
}

/** An address's parts (line 1, line 2, city, state, postal code, country) as one line: state and postal code together, the rest by commas. */
function addressText(parts: readonly string[]): string {
  const [line1 = '', line2 = '', city = '', state = '', postalCode = '', ...rest] = parts;
  const region = [state, postalCode].filter((part) => part !== '').join(' ');
  return [line1, line2, city, region, ...rest].filter((part) => part !== '').join(', ');
}

/**
 * An answer's parts as one line of text: a date and a time through Intl in `locale`, an address with
 * commas, checked values as a list, other sub-values (a name, a phone) as one phrase; '' when every part is
 * empty. Parts that make no real date or time read as they were typed.
 */
export function summaryAnswerText(type: SummaryFieldType, parts: readonly string[], locale: string = SUMMARY_DEFAULT_LOCALE): string {
  const shown = parts.filter((part) => part !== '');
  if (shown.length === 0) return '';
  try {
    if (type === 'date') return dateText(parts, locale) ?? shown.join(' ');
    if (type === 'time') return timeText(parts, locale) ?? shown.join(' ');
  } catch {
    // A locale Intl does not take reads as typed.
    return shown.join(' ');
  }
  if (type === 'address') return addressText(parts);
  return answerText({ type }, shown);
}

/** An answer's parts as given, trimmed: sub-values, checked values, or the one value. */
function answerParts(type: SummaryFieldType, answer: unknown): string[] {
  const values = partsOf(answer);
  const list = Array.isArray(values) ? values : [values];
  const parts = list.map((part) => (typeof part === 'string' || typeof part === 'number' ? String(part).trim() : ''));
  // A saved phone carries the empty string the form prepends (shopper spec, entities).
  return type === 'phone' && parts.length > 3 && parts[0] === '' ? parts.slice(1) : parts;
}

/** Values given as an object (an address's parts by name) read in their order, as an array. */
function partsOf(value: unknown): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : value;
}

function likertLines(value: unknown, questions?: readonly string[]): LikertLine[] {
  const answers = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const order = questions ?? Object.keys(answers);
  return order.map((question) => likertLine(question, Object.hasOwn(answers, question) ? answers[question] : undefined));
}

function isPassword(type: unknown): boolean {
  return typeof type === 'string' && type.toLowerCase() === 'password';
}

/** A password's answer summarized: the masked placeholder when one is stored (rendering spec, constants and limits), never its text. */
function maskedSummary(id: string, title: string, answer: unknown): SummaryField {
  const text = maskedPasswordValue(typeof answer === 'string' ? answer.trim() : Array.isArray(answer) && typeof answer[0] === 'string' ? answer[0].trim() : '');
  return { id, type: 'text', title, text, parts: text === '' ? [] : [text], likert: [] };
}

/**
 * A summary field from a template value (`{field|summary-form-field}`): `type`, `rawTitle`, and
 * `values` (sub-values, checked values, an address's parts, likert answers) or `value`. A type the
 * summary does not know reads as text. Null for a value that is not an object or has neither a type
 * nor a title; never throws.
 */
export function summaryFieldOf(value: unknown, id = '', locale: string = SUMMARY_DEFAULT_LOCALE): SummaryField | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  try {
    const field = value as Record<string, unknown>;
    const type = summaryType(field['type']);
    const rawTitle = field['rawTitle'] ?? field['title'];
    const title = typeof rawTitle === 'string' ? rawTitle : '';
    // Neither a type nor a title: not a form field at all (an empty object), so nothing, not 'N/A'.
    if (typeof field['type'] !== 'string' && title === '') return null;
    const answer = field['values'] ?? field['value'];
    const ownId = typeof field['id'] === 'string' || typeof field['id'] === 'number' ? String(field['id']) : id;
    if (type === 'likert') return { id: ownId, type, title, text: '', parts: [], likert: likertLines(answer) };
    if (isPassword(field['type'])) return maskedSummary(ownId, title, answer);
    const parts = answerParts(type, answer);
    return { id: ownId, type, title, text: summaryAnswerText(type, parts, locale), parts, likert: [] };
  } catch {
    // An item whose reads throw summarizes as nothing, like a missing one.
    return null;
  }
}

/**
 * Saved answers (a cart entry's `additionalFields`, keyed by field id) as summary fields, in form
 * order: every field a visitor fills in, likert fields with one line per question; a field with no
 * saved answer is an empty one (its summary shows 'N/A').
 */
export function summaryFieldsOf(
  fields: readonly FormField[],
  answers: Readonly<Record<string, unknown>> | null | undefined,
  locale: string = SUMMARY_DEFAULT_LOCALE,
): SummaryField[] {
  return fields.filter(isInputField).map((field) => {
    const answer = answers && Object.hasOwn(answers, field.id) ? answers[field.id] : undefined;
    const type = summaryType(field.type);
    const title = field.label ?? field.id;
    if (type === 'likert') return { id: field.id, type, title, text: '', parts: [], likert: likertLines(answer, field.options ?? []) };
    if (isPassword(field.type)) return maskedSummary(field.id, title, answer);
    const parts = answerParts(type, answer);
    return { id: field.id, type, title, text: summaryAnswerText(type, parts, locale), parts, likert: [] };
  });
}

/** One saved answer as a summary line shows it. */
export interface AnswerLine {
  /** The field's id. */
  id: string;
  /** The field's label (its id when it has none). */
  label: string;
  /** The answer as text, or the given no-answer text. */
  value: string;
}

/**
 * Saved answers as summary lines, in form order: label and text for each field a visitor fills in
 * (as summaryFieldsOf reads them), `noAnswerText` (the localized "N/A") for an empty one. Likert
 * answers are left out (a line holds one text; FormAnswerSummary shows them as a list).
 */
export function summarizeAnswers(
  fields: readonly FormField[],
  answers: Readonly<Record<string, unknown>> | null | undefined,
  noAnswerText: string,
  locale: string = SUMMARY_DEFAULT_LOCALE,
): AnswerLine[] {
  return summaryFieldsOf(fields, answers, locale)
    .filter((field) => field.type !== 'likert')
    .map((field) => ({ id: field.id, label: field.title, value: field.text === '' ? noAnswerText : field.text }));
}
