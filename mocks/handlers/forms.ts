/**
 * The form backend (shopper spec, calls): validation runs the rules of logic/forms/forms.ts and answers 400 with
 * errors keyed by field id; a submission key works once; a submission is checked the same way and
 * kept. A submission names no form, so the form is the one its field ids belong to.
 */
import { http, HttpResponse } from 'msw';
import type { JsonObject } from '../../api/parse.ts';
import {
  FORM_PARSE_ERROR_MESSAGE,
  FORM_PROCESSING_ERROR_MESSAGE,
  validateForm,
  type FormValues,
} from '../../logic/forms/forms.ts';
import { db, nextId } from '../db.ts';
import type { FormDefinition } from '../fixtures/forms.ts';
import { asRecord, asText, badRequest, errorAnswer, jsonBody } from '../respond.ts';

/** The 400 answer of values that break the form's rules, or null when they pass. */
function invalidAnswer(form: FormDefinition, values: Record<string, unknown>): Response | null {
  const validation = validateForm(form.fields, values as FormValues);
  return validation.valid ? null : HttpResponse.json({ errors: validation.errors }, { status: 400 });
}

/** The form whose fields the submitted values belong to. */
function formOf(values: Record<string, unknown>): FormDefinition | undefined {
  const ids = Object.keys(values);
  if (ids.length === 0) return undefined;
  return [...db.forms.values()].find((form) => ids.every((id) => form.fields.some((field) => field.id === id)));
}

function parseForm(text: unknown): Record<string, unknown> | null {
  if (typeof text !== 'string') return null;
  try {
    return asRecord(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The form a submission's `form` JSON string belongs to, if any. */
export function formOfSubmission(formText: unknown): FormDefinition | undefined {
  const values = parseForm(formText);
  return values ? formOf(values) : undefined;
}

/** Handlers of the form calls. */
export const formHandlers = [
  http.post('*/api/rest/forms/validate/:formId', async ({ request, params }) => {
    const form = db.forms.get(String(params.formId));
    if (!form) return HttpResponse.json({}, { status: 404 });
    const values = await jsonBody(request);
    if (!values) return badRequest('a map of field values');
    return invalidAnswer(form, values) ?? HttpResponse.json({});
  }),

  http.post('*/api/form/FormSubmissionKey', () => {
    const key = nextId('form-key');
    db.submissionKeys.add(key);
    return HttpResponse.json({ key });
  }),

  http.post('*/api/form/SaveFormSubmission', async ({ request }) => {
    const body = await jsonBody(request);
    if (!body) return badRequest('key, form and the page fields');
    const key = asText(body.key);
    if (key === null || !db.submissionKeys.delete(key)) return errorAnswer(400, FORM_PROCESSING_ERROR_MESSAGE);
    const values = parseForm(body.form);
    if (!values) return errorAnswer(400, FORM_PARSE_ERROR_MESSAGE);
    const form = formOf(values);
    if (!form) return HttpResponse.json({}, { status: 404 });
    const invalid = invalidAnswer(form, values);
    if (invalid) return invalid;
    db.submissions.push({ formId: form.id, form: values as JsonObject, pagePath: asText(body.pagePath) ?? '' });
    return HttpResponse.json({});
  }),
];
