/**
 * What a visitor form's submission sends and sets off (shopper spec, entities, states step 5, calls): the payload of
 * SaveFormSubmission, the success event, the newsletter analytics event and which post-submit scripts
 * run. The `form` JSON it carries is logic/forms/forms.ts `serializeForm`.
 */
import type { SerializedForm } from './forms.ts';

/** The page a form is submitted from (shopper spec, entities): `contentSource` is 'i' for an item, 'c' for a collection. */
export interface FormPageFields {
  pageTitle: string;
  pageId: string;
  contentSource: 'i' | 'c';
  pagePath: string;
  pagePermissionTypeValue: number;
}

/** The body of POST /api/form/SaveFormSubmission (shopper spec, entities, calls). */
export interface FormSubmissionPayload extends FormPageFields {
  key: string;
  /** The serialised form as a JSON string. */
  form: string;
  captchaKey?: string;
}

/** Builds the submission payload: the form key, the form as JSON, the captcha key when there is one, the page fields. */
export function submissionPayload(input: {
  key: string;
  form: SerializedForm;
  page: FormPageFields;
  captchaKey?: string | null;
}): FormSubmissionPayload {
  const { key, form, page, captchaKey } = input;
  return {
    key,
    form: JSON.stringify(form),
    ...(captchaKey ? { captchaKey } : {}),
    pageTitle: page.pageTitle,
    pageId: page.pageId,
    contentSource: page.contentSource,
    pagePath: page.pagePath,
    pagePermissionTypeValue: page.pagePermissionTypeValue,
  };
}

/**
 * The name of the DOM `CustomEvent` a form fires on its root after a successful submission (shopper spec, states
 * step 5, "a success event is fired"); the name is the library's. It bubbles; `detail` is {@link FormSuccessDetail}.
 */
export const FORM_SUCCESS_EVENT = 'vitrine:form-success';

/** What a success event carries: the form and what was submitted. */
export interface FormSuccessDetail {
  formId: string;
  /** The submitted `form` object, keyed by field id. */
  form: SerializedForm;
}

/**
 * The analytics event a successful submission records through POST /api/events/RecordEvent (shopper spec, states
 * step 5, "a newsletter submission is tracked"; calls RecordEvent is the analytics event call). The spec names
 * neither the event nor its data, so the name is the library's and the data is the form's id.
 */
export const NEWSLETTER_SUBMISSION_EVENT = 'NewsletterSubmission';

/** The data of {@link NEWSLETTER_SUBMISSION_EVENT}. */
export function newsletterSubmissionData(formId: string): { formId: string } {
  return { formId: typeof formId === 'string' ? formId : '' };
}

/**
 * Whether a `<script>` of a form's post-submit HTML runs (shopper spec, states step 5: "the post-submit HTML
 * with its scripts runs"). Inline scripts run: the site owner wrote them into their own form, the same
 * trust as the page's own markup. A script with a `src` never loads, whatever its origin: it would be
 * code fetched at submit time that neither the page nor the library emitted or can vet, and a form's
 * HTML is the easiest place for a hijacked account to plant one. Non-JavaScript types (JSON data,
 * templates) are inert markup and are left as they are.
 */
export function runsPostSubmitScript(script: { src?: string | null; type?: string | null }): boolean {
  if (script === null || typeof script !== 'object') return false;
  if (typeof script.src === 'string' && script.src.trim() !== '') return false;
  const type = typeof script.type === 'string' ? script.type.trim().toLowerCase() : '';
  return type === '' || type === 'text/javascript' || type === 'application/javascript' || type === 'module';
}
