/**
 * The form submission flow of shopper spec, states as a pure state machine. A hook drives it: it dispatches
 * `submit`, runs validation (client `validateForm` unless disabled, and any server errors) and reports
 * `validated`, checks the captcha, fetches the key, posts, and reports each outcome. Illegal events
 * return the same state object. What the visitor typed stays in `values` through every failure.
 */
import { CAPTCHA_STRINGS } from './captcha.ts';
import {
  FORM_STRINGS,
  fieldErrors,
  submissionErrorMessage,
  type FormValue,
  type FormValues,
  type SubmissionErrorStrings,
} from './forms.ts';
import type { LocalizedStrings } from '../shared/strings.ts';

/** The strings a submission words its messages and its busy button with. */
export type FormSubmissionStrings = SubmissionErrorStrings &
  Pick<
    LocalizedStrings,
    | 'formKeyErrorMessage'
    | 'formParseErrorMessage'
    | 'formProcessingErrorMessage'
    | 'captchaIncompleteMessage'
    | 'formSubmittingText'
    | 'formSavingText'
  >;

/** The spec's wording of a submission (shopper spec, states, validation rules, error catalogue), the default of {@link FormSubmissionConfig.strings}. */
export const FORM_SUBMISSION_STRINGS = { ...FORM_STRINGS, ...CAPTCHA_STRINGS } satisfies FormSubmissionStrings;

/** Where a submission is: idle, the four in-flight steps, or an outcome. */
export type FormSubmissionPhase = 'idle' | 'validating' | 'captcha' | 'fetchingKey' | 'posting' | 'succeeded' | 'failed';

/** Why a submission failed. */
export type FormSubmissionFailure = 'invalid' | 'captcha' | 'key' | 'parse' | 'server' | 'unexpected';

/** What happens after success: go to the configured URL, or hide the form and show the submission text. */
export type FormSubmissionOutcome = { kind: 'redirect'; url: string } | { kind: 'submissionText' };

/** How a form submits. */
export interface FormSubmissionConfig {
  /** A form save in an editing context: the button reads `formSavingText` ('Saving'). @default false */
  editing: boolean;
  /** The form has a captcha to check before the key is fetched. @default false */
  captcha: boolean;
  /** The submit button is bound to the captcha: after a failure it stays disabled until the captcha is completed again. @default false */
  captchaBound: boolean;
  /** The configured success URL; empty for none. @default '' */
  successRedirectUrl: string;
  /** The site's localized strings the messages are worded with. @default FORM_SUBMISSION_STRINGS */
  strings: FormSubmissionStrings;
}

/** The state of one form's submission. */
export interface FormSubmissionState {
  phase: FormSubmissionPhase;
  config: FormSubmissionConfig;
  /** What the visitor typed, keyed by field id; never cleared by a failure. */
  values: FormValues;
  /** Field id → message shown with the field (below its control). */
  fieldErrors: Readonly<Record<string, string>>;
  /** The message shown with the form, if any. */
  message: string | null;
  failure: FormSubmissionFailure | null;
  /** The form is locked while a submission is in flight (and once it has succeeded). */
  locked: boolean;
  /** Submit is disabled after a failure when bound to a captcha. */
  submitDisabled: boolean;
  /** Counts captcha resets asked for; a hook resets the widget when it changes. */
  captchaResets: number;
  captchaKey: string | null;
  key: string | null;
  outcome: FormSubmissionOutcome | null;
}

/** Everything that can happen to a submission. */
export type FormSubmissionEvent =
  | { type: 'edit'; fieldId: string; value: FormValue }
  | { type: 'submit'; config?: Partial<FormSubmissionConfig> }
  | { type: 'validated'; errors: Readonly<Record<string, string>> }
  | { type: 'validationFailed'; status: number; data: unknown }
  | { type: 'captchaChecked'; token: string | null }
  | { type: 'captchaCompleted' }
  | { type: 'keyReceived'; key: string }
  | { type: 'keyFailed' }
  | { type: 'posted' }
  | { type: 'postFailed'; status: number; data: unknown }
  | { type: 'processingFailed'; reason: 'parse' | 'unexpected' };

/** The state before any submission, with optional config and the values already entered. */
export function initialFormSubmissionState(config: Partial<FormSubmissionConfig> = {}, values: FormValues = {}): FormSubmissionState {
  return {
    phase: 'idle',
    config: { editing: false, captcha: false, captchaBound: false, successRedirectUrl: '', strings: FORM_SUBMISSION_STRINGS, ...config },
    values,
    fieldErrors: {},
    message: null,
    failure: null,
    locked: false,
    submitDisabled: false,
    captchaResets: 0,
    captchaKey: null,
    key: null,
    outcome: null,
  };
}

const IN_FLIGHT: ReadonlySet<FormSubmissionPhase> = new Set(['validating', 'captcha', 'fetchingKey', 'posting']);

/** Whether a submission is in flight (the form is locked and the button shows its busy label). */
export function isSubmitting(state: FormSubmissionState): boolean {
  return IN_FLIGHT.has(state.phase);
}

/**
 * The submit button's text: 'Submitting…' ('Saving' when editing) while in flight, else the form's own
 * label; worded with the config's strings.
 */
export function formSubmitLabel(state: FormSubmissionState, label: string): string {
  if (!isSubmitting(state)) return label;
  const { strings } = state.config;
  return state.config.editing ? strings.formSavingText : strings.formSubmittingText;
}

/** Whether the visitor can press submit now. */
export function canSubmit(state: FormSubmissionState): boolean {
  return (state.phase === 'idle' || state.phase === 'failed') && !state.submitDisabled;
}

/** Stops before the captcha was used: errors shown, form unlocked, captcha untouched. */
function stopped(state: FormSubmissionState, failure: FormSubmissionFailure, message: string, errors: Readonly<Record<string, string>> = {}): FormSubmissionState {
  return { ...state, phase: 'failed', failure, message, fieldErrors: errors, locked: false };
}

/** A failure after the captcha was used (states step 6): errors shown, captcha reset, submit disabled when bound, form unlocked. */
function failed(state: FormSubmissionState, failure: FormSubmissionFailure, message: string, errors: Readonly<Record<string, string>> = {}): FormSubmissionState {
  return {
    ...stopped(state, failure, message, errors),
    captchaResets: state.config.captcha ? state.captchaResets + 1 : state.captchaResets,
    submitDisabled: state.config.captcha && state.config.captchaBound,
    captchaKey: null,
    key: null,
  };
}

function afterValidation(state: FormSubmissionState): FormSubmissionState {
  return { ...state, phase: state.config.captcha ? 'captcha' : 'fetchingKey' };
}

/** The submission flow (shopper spec, states): lock, validate, check the captcha, fetch the key, post, then succeed or fail. */
export function formSubmissionReducer(state: FormSubmissionState, event: FormSubmissionEvent): FormSubmissionState {
  switch (event.type) {
    case 'edit':
      if (state.phase !== 'idle' && state.phase !== 'failed') return state;
      return { ...state, values: { ...state.values, [event.fieldId]: event.value } };
    case 'submit':
      if (!canSubmit(state)) return state;
      // A submission words and behaves by the form's props as they are when it starts.
      return { ...state, config: event.config ? { ...state.config, ...event.config } : state.config, phase: 'validating', locked: true, fieldErrors: {}, message: null, failure: null, key: null, captchaKey: null };
    case 'validated':
      if (state.phase !== 'validating') return state;
      return Object.keys(event.errors).length > 0
        ? stopped(state, 'invalid', state.config.strings.formInvalidMessage, event.errors)
        : afterValidation(state);
    case 'validationFailed':
      // The server's validation refused the form before the captcha was used: the message of the
      // status table (shopper spec, error catalogue), its field errors with their fields, the captcha left as it is.
      if (state.phase !== 'validating') return state;
      return stopped(state, 'server', submissionErrorMessage(event.status, event.data, state.config.strings), fieldErrors(event.data));
    case 'captchaChecked':
      if (state.phase !== 'captcha') return state;
      if (typeof event.token !== 'string' || event.token === '') return stopped(state, 'captcha', state.config.strings.captchaIncompleteMessage);
      return { ...state, phase: 'fetchingKey', captchaKey: event.token };
    case 'captchaCompleted':
      return state.submitDisabled ? { ...state, submitDisabled: false } : state;
    case 'keyReceived':
      if (state.phase !== 'fetchingKey') return state;
      return { ...state, phase: 'posting', key: event.key };
    case 'keyFailed':
      if (state.phase !== 'fetchingKey') return state;
      return failed(state, 'key', state.config.strings.formKeyErrorMessage);
    case 'posted': {
      if (state.phase !== 'posting') return state;
      const url = state.config.successRedirectUrl.trim();
      const outcome: FormSubmissionOutcome = url !== '' ? { kind: 'redirect', url } : { kind: 'submissionText' };
      return { ...state, phase: 'succeeded', outcome };
    }
    case 'postFailed':
      if (state.phase !== 'posting') return state;
      return failed(state, 'server', submissionErrorMessage(event.status, event.data, state.config.strings), fieldErrors(event.data));
    case 'processingFailed':
      if (state.phase !== 'fetchingKey' && state.phase !== 'posting') return state;
      return event.reason === 'parse'
        ? failed(state, 'parse', state.config.strings.formParseErrorMessage)
        : failed(state, 'unexpected', state.config.strings.formProcessingErrorMessage);
    default:
      return state;
  }
}
