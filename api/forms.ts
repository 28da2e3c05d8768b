/**
 * Form calls (shopper spec, calls): server-side validation, the single-use submission key and the
 * submission. Failures reject with an ApiError worded by the form status table (shopper spec, error catalogue);
 * read a 400's per-field messages with `fieldErrors(error.data)` from logic/forms/forms.ts.
 */
import type { FormSubmissionPayload, FormValues } from '../logic/forms/forms.ts';
import { callsOf, type Transport } from './http.ts';
import { ignoreAnswer, readObject, readString } from './parse.ts';
import type { EndpointFields } from './endpoints.ts';

/** The forms rows of the call table (api/endpoints.ts): what the transport needs to make each call. */
export const FORMS_CALLS = {
  'forms.validate': { method: 'POST', path: '/api/rest/forms/validate/:formId', domain: 'form' },
  'forms.getSubmissionKey': { method: 'POST', path: '/api/form/FormSubmissionKey', domain: 'form' },
  'forms.saveSubmission': { method: 'POST', path: '/api/form/SaveFormSubmission', domain: 'form' },
} as const satisfies Record<string, EndpointFields>;

/** The form calls of one client. */
export function createFormsApi(transport: Transport) {
  const call = callsOf(transport, FORMS_CALLS);
  return {
    /** POST /api/rest/forms/validate/{formId}: the server's rules; a 400 carries errors keyed by field id. */
    validate(formId: string, values: FormValues): Promise<void> {
      return call('forms.validate', { params: { formId }, json: values }, ignoreAnswer);
    },
    /** POST /api/form/FormSubmissionKey (empty body, with credentials): a key good for one submission. */
    getSubmissionKey(): Promise<string> {
      return call('forms.getSubmissionKey', { withCredentials: true }, (data) =>
        readString(readObject(data, 'answer').key, 'key'),
      );
    },
    /** POST /api/form/SaveFormSubmission (with credentials): build the payload with `submissionPayload` from logic/forms/forms.ts. */
    saveSubmission(payload: FormSubmissionPayload): Promise<void> {
      return call('forms.saveSubmission', { json: payload, withCredentials: true }, ignoreAnswer);
    },
  };
}
