/**
 * A form answer as its summary shows it (rendering spec, entities "Summary form field types": address,
 * checkbox, date, likert, name, phone, time, each with values, plus rawTitle and value), for the
 * `summary-form-field` fragment and the cart's saved answers. An empty answer shows the localized
 * `productSummaryFormNoAnswerText` ('N/A', error catalogue); a likert answer shows one of the five localized
 * likert labels per question.
 */
import { answerText, isInputField, LIKERT_ANSWERS } from '../shopper/additionalFields.ts';
import type { FormField } from './forms.ts';

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
  /** The answer as one line of text ('' when empty); unused for likert. */
  text: string;
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

/** Values given as an object (an address's parts by name) read in their order, as an array. */
function partsOf(value: unknown): unknown {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : value;
}

function likertLines(value: unknown, questions?: readonly string[]): LikertLine[] {
  const answers = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const order = questions ?? Object.keys(answers);
  return order.map((question) => likertLine(question, Object.hasOwn(answers, question) ? answers[question] : undefined));
}

/**
 * A summary field from a template value (`{field|summary-form-field}`): `type`, `rawTitle`, and
 * `values` (sub-values, checked values, an address's parts, likert answers) or `value`. A type the
 * summary does not know reads as text. Null for a value that is not an object or has neither a type
 * nor a title; never throws.
 */
export function summaryFieldOf(value: unknown, id = ''): SummaryField | null {
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
    if (type === 'likert') return { id: ownId, type, title, text: '', likert: likertLines(answer) };
    return { id: ownId, type, title, text: answerText({ type }, partsOf(answer)), likert: [] };
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
export function summaryFieldsOf(fields: readonly FormField[], answers: Readonly<Record<string, unknown>> | null | undefined): SummaryField[] {
  return fields.filter(isInputField).map((field) => {
    const answer = answers && Object.hasOwn(answers, field.id) ? answers[field.id] : undefined;
    const type = summaryType(field.type);
    const title = field.label ?? field.id;
    if (type === 'likert') return { id: field.id, type, title, text: '', likert: likertLines(answer, field.options ?? []) };
    return { id: field.id, type, title, text: answerText({ type }, partsOf(answer)), likert: [] };
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
): AnswerLine[] {
  return summaryFieldsOf(fields, answers)
    .filter((field) => field.type !== 'likert')
    .map((field) => ({ id: field.id, label: field.title, value: field.text === '' ? noAnswerText : field.text }));
}
