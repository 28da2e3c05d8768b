'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createEventsApi } from '../../api/events.ts';
import { isApiError } from '../../api/errors.ts';
import { createFormsApi } from '../../api/forms.ts';
import { isInputField } from '../../logic/shopper/additionalFields.ts';
import {
  FORM_SUCCESS_EVENT,
  NEWSLETTER_SUBMISSION_EVENT,
  fieldErrors,
  newsletterSubmissionData,
  serializeForm,
  submissionPayload,
  validateForm,
  type FormField,
  type FormPageFields,
  type FormSuccessDetail,
  type FormValues,
  type SerializedForm,
} from '../../logic/forms/forms.ts';
import {
  FORM_SUBMISSION_STRINGS,
  canSubmit,
  formSubmissionReducer,
  formSubmitLabel,
  initialFormSubmissionState,
  isSubmitting,
  type FormSubmissionEvent,
  type FormSubmissionState,
} from '../../logic/forms/formSubmission.ts';
import { useApiModule } from '../shared/useApiClient.tsx';
import { useStrings } from '../shared/useLocalizedStrings.tsx';

/** The part of a captcha a submission uses (hooks/forms/useCaptcha's CaptchaHandle fits it). */
export interface FormSubmissionCaptcha {
  /** The token when solved, else null (step 3). */
  getResponse(): string | null;
  /** Called after a failure that used the captcha (step 6). */
  reset(): void;
}

/** Options of {@link useFormSubmission}. */
export interface UseFormSubmissionOptions {
  /** The form's id: the server validates against it. */
  formId: string;
  /** The form's fields, in order. */
  fields: readonly FormField[];
  /** The page the form is on (shopper spec, entities), posted with the submission. */
  pageFields: FormPageFields;
  /** The page's query string, which hidden fields read. @default '' */
  query?: string;
  /** Skips client and server validation (step 2). @default false */
  disableValidation?: boolean;
  /** A save in an editing context: the button reads 'Saving'. @default false */
  editing?: boolean;
  /** The form's captcha, when the site has one; null or absent for none (step 3 is skipped). */
  captcha?: FormSubmissionCaptcha | null;
  /** The submit button is bound to the captcha: disabled after a failure until it is solved again. @default false */
  captchaBound?: boolean;
  /** Where the page goes after a success; empty shows the submission text instead. @default '' */
  successRedirectUrl?: string;
  /** How the page goes to the success URL. @default window.location.assign */
  navigate?: (url: string) => void;
  /** Called after a success, with the form and what was submitted (after the DOM success event). */
  onSuccess?: (detail: FormSuccessDetail) => void;
}

/** What {@link useFormSubmission} gives. */
export interface FormSubmission {
  /** Where the submission is (logic/forms/formSubmission.ts). */
  state: FormSubmissionState;
  /** True while in flight: the form is locked. */
  submitting: boolean;
  /** Whether pressing submit does anything now. */
  canSubmit: boolean;
  /** The button's text: 'Submitting…' (or 'Saving') while in flight, else `label`. */
  submitLabel(label: string): string;
  /**
   * Runs shopper spec, states on these values; `target` (the form's root) receives the success event. Resolves
   * when the submission is over, whatever its outcome; never rejects.
   */
  submit(values: FormValues, target?: EventTarget | null): Promise<void>;
  /** Tells the submission the captcha was solved again (re-enables a captcha-bound button). */
  captchaCompleted(): void;
}

function defaultNavigate(url: string): void {
  window.location.assign(url);
}

/** The status and data of a refused call; a call that got no answer has status 0. */
function refusal(error: unknown): { status: number; data: unknown; answered: boolean } {
  if (isApiError(error)) return { status: error.status, data: error.data, answered: error.kind === 'status' };
  return { status: 0, data: null, answered: false };
}

/**
 * A page form's submission, in the order of shopper spec, states: lock ('Submitting…'), validate (client, then
 * the server's POST /api/rest/forms/validate/{formId}) unless disabled, check the captcha, fetch the key,
 * sanitise and post with the page fields; on success track a newsletter submission, fire the success
 * event (a DOM CustomEvent on `target`, then `onSuccess`) and redirect or report the submission text; on
 * failure keep every typed value (they are the caller's), reset the captcha, and unlock.
 */
export function useFormSubmission(options: UseFormSubmissionOptions): FormSubmission {
  const forms = useApiModule('forms', createFormsApi);
  const events = useApiModule('events', createEventsApi);
  const strings = useStrings(FORM_SUBMISSION_STRINGS);
  const [state, setState] = useState(() => initialFormSubmissionState({ strings }));
  // The flow reads where it is between awaits; the ref is the reducer's latest state.
  const current = useRef(state);
  const latest = useRef({ options, forms, events, strings });
  useEffect(() => {
    latest.current = { options, forms, events, strings };
  });

  const step = useCallback((event: FormSubmissionEvent): FormSubmissionState => {
    const next = formSubmissionReducer(current.current, event);
    current.current = next;
    setState(next);
    return next;
  }, []);

  // Step 6: the captcha is reset once per failure that used it (the reducer counts them).
  const resets = useRef(state.captchaResets);
  useEffect(() => {
    if (state.captchaResets === resets.current) return;
    resets.current = state.captchaResets;
    latest.current.options.captcha?.reset();
  }, [state.captchaResets]);

  const submit = useCallback(
    async (values: FormValues, target?: EventTarget | null) => {
      const { options: opts, forms: api, events: analytics, strings: words } = latest.current;
      const captcha = opts.captcha ?? null;
      // Step 1: lock, with the props as they are now.
      const started = step({
        type: 'submit',
        config: {
          editing: opts.editing === true,
          captcha: captcha !== null,
          captchaBound: opts.captchaBound === true,
          successRedirectUrl: opts.successRedirectUrl ?? '',
          strings: words,
        },
      });
      if (started.phase !== 'validating') return;
      // Sanitised once (serializeForm never throws): the server validates what would be posted.
      const form: SerializedForm = serializeForm(opts.fields, values, opts.query ?? '');

      // Step 2: the client's rules, then the server's.
      if (opts.disableValidation !== true) {
        const client = validateForm(opts.fields.filter(isInputField), values, words);
        if (!client.valid) {
          step({ type: 'validated', errors: client.errors });
          return;
        }
        try {
          await api.validate(opts.formId, form);
        } catch (error) {
          const { status, data } = refusal(error);
          const errors = status === 400 ? fieldErrors(data) : {};
          step(Object.keys(errors).length > 0 ? { type: 'validated', errors } : { type: 'validationFailed', status, data });
          return;
        }
      }
      const validated = step({ type: 'validated', errors: {} });

      // Step 3: the captcha.
      if (validated.phase === 'captcha') {
        const checked = step({ type: 'captchaChecked', token: captcha?.getResponse() ?? null });
        if (checked.phase !== 'fetchingKey') return;
      }

      // Step 4: the key, then the sanitised fields with the page fields.
      let key: string;
      try {
        key = await api.getSubmissionKey();
      } catch {
        step({ type: 'keyFailed' });
        return;
      }
      const posting = step({ type: 'keyReceived', key });
      let payload;
      try {
        payload = submissionPayload({ key, form, page: opts.pageFields, captchaKey: posting.captchaKey });
      } catch {
        step({ type: 'processingFailed', reason: 'parse' });
        return;
      }
      try {
        await api.saveSubmission(payload);
      } catch (error) {
        const { status, data, answered } = refusal(error);
        step(answered ? { type: 'postFailed', status, data } : { type: 'processingFailed', reason: 'unexpected' });
        return;
      }
      const done = step({ type: 'posted' });

      // Step 5: track, tell, then leave or show the submission text (the form does that part).
      void analytics.recordEvent(NEWSLETTER_SUBMISSION_EVENT, newsletterSubmissionData(opts.formId));
      const detail: FormSuccessDetail = { formId: opts.formId, form };
      try {
        target?.dispatchEvent(new CustomEvent(FORM_SUCCESS_EVENT, { bubbles: true, detail }));
        opts.onSuccess?.(detail);
      } catch (error) {
        // A page's listener that throws must not undo a submission the server has kept.
        console.error(error);
      }
      if (done.outcome?.kind === 'redirect') (opts.navigate ?? defaultNavigate)(done.outcome.url);
    },
    [step],
  );

  const captchaCompleted = useCallback(() => {
    step({ type: 'captchaCompleted' });
  }, [step]);

  return useMemo(
    () => ({
      state,
      submitting: isSubmitting(state),
      canSubmit: canSubmit(state),
      submitLabel: (label: string) => formSubmitLabel(state, label),
      submit,
      captchaCompleted,
    }),
    [state, submit, captchaCompleted],
  );
}
