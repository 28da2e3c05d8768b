/**
 * Visitor forms (shopper spec, entities, validation rules, error catalogue; rendering spec, entities): the field model, client validation, the
 * character counter, the submitted `form` JSON, the submission payload and the error catalogue.
 * The submission flow itself is the reducer in `formSubmission.ts`.
 */
import { FORM_ERROR_STRINGS } from './formErrors.ts';
// What a submission sends and sets off: logic/forms/formSubmit.ts.
export {
  FORM_SUCCESS_EVENT,
  NEWSLETTER_SUBMISSION_EVENT,
  newsletterSubmissionData,
  runsPostSubmitScript,
  submissionPayload,
  type FormPageFields,
  type FormSubmissionPayload,
  type FormSuccessDetail,
} from './formSubmit.ts';
import type { LocalizedStrings } from '../shared/strings.ts';

// The submission failures' messages live in formErrors.ts, which the API's error wording imports
// without the rest of the forms (an add-to-cart button carried the validation).
export {
  FORM_ERROR_STRINGS,
  FORM_INVALID_MESSAGE,
  FORM_STATUS_MESSAGES,
  FORM_UNKNOWN_ERROR_MESSAGE,
  fieldErrors,
  submissionErrorMessage,
  type SubmissionErrorStrings,
} from './formErrors.ts';

/** Every field kind a visitor form can hold (shopper spec, entities, rendering spec, entities). */
export const FORM_FIELD_TYPES = [
  'address', 'date', 'name', 'time', 'phone', 'checkbox', 'radio', 'select', 'likert', 'hidden', 'section',
  'text', 'textarea', 'email', 'number', 'website', 'currency', 'password', 'twitter',
] as const;

/** One field kind. */
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** A field of a visitor form; a hidden field carries the builder's `key` and default `value`. */
export interface FormField {
  id: string;
  type: FormFieldType;
  label?: string;
  required?: boolean;
  /** Textarea only: the most characters it may hold. */
  maxLength?: number;
  /** Choices of a radio, checkbox or select field; the questions of a likert field. */
  options?: readonly string[];
  /** Hidden only: the query-string parameter it reads. */
  key?: string;
  /** Hidden only: the value used when the query string has none. */
  value?: string;
  /** A hint shown with the field (the form builder's description property, rendering spec, entities). */
  description?: string;
  /** Text, textarea, email, number and website: the hint inside the empty input (rendering spec, entities). */
  placeholder?: string;
  /** Currency only: the symbol shown with the amount (rendering spec, entities). */
  currencySymbol?: string;
  /** Phone only: whether the country-code part is asked for (rendering spec, entities). */
  showCountryCode?: boolean;
  /** Section only: whether its heading is underlined (rendering spec, entities). */
  underline?: boolean;
}

/** Where a form's submissions go: a mailing list, or email addresses as the owner typed them (rendering spec, entities storage fieldset). */
export type FormStorage = { kind: 'mailingList'; listId: string } | { kind: 'email'; addresses: string };

/**
 * What a form definition carries besides its fields, as the form builder edits it (rendering spec, entities
 * fieldsets storage, advanced, captcha, disclaimer). Every one is optional: a definition without them
 * draws as it always did.
 */
export interface FormDefinitionSettings {
  /** Where submissions go (the server's concern; the page form does not read it). */
  storage?: FormStorage;
  /** The submit button's text. @default the localized `formSubmitText` */
  submitLabel?: string;
  /** Where the page goes after a success instead of showing the submission text. @default '' */
  successRedirectUrl?: string;
  /** false hides the captcha even when the site has a key. @default true */
  captcha?: boolean;
  /** Whether the disclaimer text is shown above the submit button. @default false */
  disclaimerEnabled?: boolean;
  /** The disclaimer, as text. */
  disclaimerText?: string;
}

/** A likert answer: question → checked answer. */
export type LikertValue = Readonly<Record<string, string>>;

/**
 * The fields of a form definition as the server sent it, keeping only those a form can draw: objects
 * with a text `id` and a known `type` (an unknown kind is left out rather than guessed at); a value
 * that is not a list gives none. Never throws.
 */
export function readFormFields(fields: unknown): FormField[] {
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (field): field is FormField =>
      field !== null &&
      typeof field === 'object' &&
      typeof (field as { id?: unknown }).id === 'string' &&
      (FORM_FIELD_TYPES as readonly unknown[]).includes((field as { type?: unknown }).type),
  );
}

/** What a visitor entered in one field: text, sub-values or checked values, or likert answers. */
export type FormValue = string | readonly string[] | LikertValue;

/** What a visitor entered, keyed by field id. */
export type FormValues = Readonly<Record<string, FormValue | undefined>>;

/** One submitted value: text, an array of sub-values or checked values, or likert answers. */
export type SerializedFieldValue = string | string[] | Record<string, string>;

/** The submitted `form` object, keyed by field id (section fields are absent). */
export type SerializedForm = Record<string, SerializedFieldValue>;

/** An empty required field or checkbox group (shopper spec, validation rules). */
export const REQUIRED_MESSAGE = 'Required';

/** A textarea over its maximum length (shopper spec, validation rules). */
export const CHARACTER_LIMIT_MESSAGE = 'You have exceeded the character limit.';

/** An invalid email address (shopper spec, validation rules); shown followed by {@link EMAIL_FORMAT_HINT}. */
export const EMAIL_INVALID_MESSAGE = 'Email is not valid.';

/** The hint after {@link EMAIL_INVALID_MESSAGE}: the local-part@domain format (wording is the library's). */
export const EMAIL_FORMAT_HINT = 'Email addresses should follow the format user@domain.com.';

/** The message an invalid email field shows: the spec message and the format hint. */
export const EMAIL_FIELD_ERROR = `${EMAIL_INVALID_MESSAGE} ${EMAIL_FORMAT_HINT}`;

/** An unexpected failure while submitting (shopper spec, error catalogue). */
export const FORM_PROCESSING_ERROR_MESSAGE = 'Error processing form submission. Please reload and try again.';

/** The form key could not be fetched (shopper spec, error catalogue). */
export const FORM_KEY_ERROR_MESSAGE = 'Could not get a form submission key, please try again later.';

/** The fields could not be serialised (shopper spec, error catalogue). */
export const FORM_PARSE_ERROR_MESSAGE = 'Could not parse the form fields, please check your entries.';

/** Shown above a form that failed (shopper spec, error catalogue). */
export const FORM_SCROLL_DOWN_MESSAGE = 'Your form has encountered a problem. Please scroll down to review.';

/** Shown below a form that failed (shopper spec, error catalogue). */
export const FORM_SCROLL_UP_MESSAGE = 'Your form has encountered a problem. Please scroll up to review.';

/** The submit button while a form submits (shopper spec, states). */
export const SUBMITTING_LABEL = 'Submitting…';

/** The submit button while a form saves in an editing context (shopper spec, states). */
export const SAVING_LABEL = 'Saving';

/** Length bounds of an email address, trimmed (shopper spec, validation rules, constants and limits). */
export const EMAIL_LENGTH = { min: 3, max: 256 } as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z0-9]{2,4}$/;

/**
 * Whether a text is an email: trimmed, 3 to 256 characters (counted as the form's counter counts them,
 * code points, not UTF-16 units), local@domain.tld with a 2–4 alphanumeric TLD.
 */
export function isValidEmail(text: string): boolean {
  if (typeof text !== 'string') return false;
  const trimmed = text.trim();
  // A code point is at most two UTF-16 units: a longer text is over the limit before it is counted.
  if (trimmed.length > EMAIL_LENGTH.max * 2) return false;
  const length = characterCount(trimmed);
  if (length < EMAIL_LENGTH.min || length > EMAIL_LENGTH.max) return false;
  return EMAIL_PATTERN.test(trimmed);
}

const KEPT_IN_MULTILINE = new Set(['\n', '\r', '\t']);

/** Strips control characters (a textarea keeps tabs and line breaks) and trims. */
export function sanitizeFormText(text: string, multiline = false): string {
  const stripped = text.replace(/\p{Cc}/gu, (char) => (multiline && KEPT_IN_MULTILINE.has(char) ? char : ''));
  return stripped.trim();
}

function ownValue(values: FormValues, id: string): unknown {
  return values !== null && typeof values === 'object' && Object.hasOwn(values, id) ? values[id] : undefined;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return textOf(value[0]);
  return '';
}

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(textOf);
  const text = textOf(value);
  return text === '' ? [] : [text];
}

function likertOf(value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([question, answer]) => [question, textOf(answer)]));
}

function isEmpty(field: FormField, value: unknown): boolean {
  if (field.type === 'likert') return Object.values(likertOf(value)).every((answer) => sanitizeFormText(answer) === '');
  return listOf(value).every((part) => sanitizeFormText(part) === '');
}

/** Characters as a visitor counts them: code points, so an emoji is one. */
function characterCount(text: string): number {
  return Array.from(text).length;
}

/** The counter a textarea with a maximum length shows: `'n / max'`, over when n exceeds max. */
export function characterCounter(value: string, max: number): { text: string; over: boolean } {
  const count = characterCount(typeof value === 'string' ? value : '');
  return { text: `${count} / ${max}`, over: count > max };
}

/** The strings {@link validateField} words its messages with. */
export type FieldValidationStrings = Pick<
  LocalizedStrings,
  'formRequiredMessage' | 'formCharacterLimitMessage' | 'formEmailInvalidMessage' | 'formEmailFormatHint'
>;

/** The strings {@link validateForm} words its messages with. */
export type FormValidationStrings = FieldValidationStrings & Pick<LocalizedStrings, 'formInvalidMessage'>;

/**
 * The message one field shows, or null when it is valid: Required for an empty required field, the
 * character limit for a textarea, the email message for an email; other kinds always pass (shopper spec, validation rules).
 * Worded with `strings` (the site's localized strings; the spec's wording by default).
 */
export function validateField(
  field: FormField,
  value: FormValue | undefined,
  strings: FieldValidationStrings = FORM_STRINGS,
): string | null {
  if (field.type === 'hidden' || field.type === 'section') return null;
  const empty = isEmpty(field, value);
  if (empty) return field.required === true ? strings.formRequiredMessage : null;
  if (field.type === 'textarea' && typeof field.maxLength === 'number' && Number.isFinite(field.maxLength)) {
    if (characterCount(textOf(value)) > field.maxLength) return strings.formCharacterLimitMessage;
  }
  if (field.type === 'email' && !isValidEmail(textOf(value))) return `${strings.formEmailInvalidMessage} ${strings.formEmailFormatHint}`;
  return null;
}

/** The outcome of validating a whole form. */
export interface FormValidation {
  valid: boolean;
  /** Field id → message, only for invalid fields. */
  errors: Record<string, string>;
  /** {@link FORM_INVALID_MESSAGE} when any field is invalid, else null. */
  message: string | null;
}

/** Validates every field against its value (values keyed by field id), worded with `strings`. */
export function validateForm(
  fields: readonly FormField[],
  values: FormValues,
  strings: FormValidationStrings = FORM_STRINGS,
): FormValidation {
  const entries: Array<[string, string]> = [];
  for (const field of fields) {
    const message = validateField(field, ownValue(values, field.id) as FormValue | undefined, strings);
    if (message !== null) entries.push([field.id, message]);
  }
  const valid = entries.length === 0;
  return { valid, errors: Object.fromEntries(entries), message: valid ? null : strings.formInvalidMessage };
}

/** Anything with URLSearchParams' `get`, so callers can pass their own parsed query. */
type QueryParams = Pick<URLSearchParams, 'get'>;

function queryParams(query: string | QueryParams): QueryParams {
  return typeof query === 'string' ? new URLSearchParams(query) : query;
}

function serializeField(field: FormField, value: unknown, query: QueryParams): SerializedFieldValue {
  switch (field.type) {
    case 'address':
    case 'date':
    case 'name':
    case 'time':
      return listOf(value).map((part) => sanitizeFormText(part));
    case 'phone': {
      const parts = listOf(value).map((part) => sanitizeFormText(part));
      return ['', parts[0] ?? '', parts[1] ?? '', parts[2] ?? ''];
    }
    case 'checkbox':
      return listOf(value).map((part) => sanitizeFormText(part)).filter((part) => part !== '');
    case 'likert': {
      const answers = likertOf(value);
      const questions = field.options ?? Object.keys(answers);
      return Object.fromEntries(
        questions.map((question) => [question, sanitizeFormText(Object.hasOwn(answers, question) ? (answers[question] ?? '') : '')]),
      );
    }
    case 'hidden': {
      const fromQuery = field.key ? query.get(field.key) : null;
      return sanitizeFormText(fromQuery !== null && fromQuery !== '' ? fromQuery : (field.value ?? ''));
    }
    default:
      return sanitizeFormText(textOf(value), field.type === 'textarea');
  }
}

/**
 * The submitted `form` object keyed by field id (shopper spec, entities): sub-value arrays, phone with `''`
 * prepended, checked values, likert answers, hidden from the query string else its default; sections skipped.
 */
export function serializeForm(fields: readonly FormField[], values: FormValues, query: string | URLSearchParams = ''): SerializedForm {
  const params = queryParams(query);
  const entries: Array<[string, SerializedFieldValue]> = [];
  for (const field of fields) {
    if (field.type === 'section') continue;
    entries.push([field.id, serializeField(field, ownValue(values, field.id), params)]);
  }
  return Object.fromEntries(entries);
}

/**
 * The forms' spec strings as localized-string defaults (shopper spec, validation rules, error catalogue). Components read them
 * through the localized strings, never these constants.
 */
export const FORM_STRINGS = {
  formRequiredMessage: REQUIRED_MESSAGE,
  formCharacterLimitMessage: CHARACTER_LIMIT_MESSAGE,
  formEmailInvalidMessage: EMAIL_INVALID_MESSAGE,
  formEmailFormatHint: EMAIL_FORMAT_HINT,
  ...FORM_ERROR_STRINGS,
  formProcessingErrorMessage: FORM_PROCESSING_ERROR_MESSAGE,
  formKeyErrorMessage: FORM_KEY_ERROR_MESSAGE,
  formParseErrorMessage: FORM_PARSE_ERROR_MESSAGE,
  formScrollDownMessage: FORM_SCROLL_DOWN_MESSAGE,
  formScrollUpMessage: FORM_SCROLL_UP_MESSAGE,
  formSubmittingText: SUBMITTING_LABEL,
  formSavingText: SAVING_LABEL,
  /**
   * Library string: the visible marker after a required field's label (shopper spec, validation rules 'Required', in
   * lower case and brackets so it never reads as the field's message 'Required', which is printed once, below it).
   */
  formRequiredMarkerText: '(required)',
  /** Library strings: a time field's half of the day (its select's label and choices; submitted as 'AM' / 'PM'). */
  formTimePeriodText: 'AM/PM',
  formAmText: 'AM',
  formPmText: 'PM',
  /** Library string: a page form's submit button when the form names none. */
  formSubmitText: 'Submit',
} as const;
