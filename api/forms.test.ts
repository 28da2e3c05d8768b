/**
 * The form calls (shopper spec, calls) against the mock backend: validation with errors keyed by field id,
 * the single-use key, the submission, and every form status of shopper spec, error catalogue.
 */
import { describe, expect, it } from 'vitest';
import { CART_CHECK_CONNECTION, SESSION_EXPIRED_MESSAGE } from '../logic/index.ts';
import {
  CHARACTER_LIMIT_MESSAGE,
  EMAIL_FIELD_ERROR,
  fieldErrors,
  FORM_INVALID_MESSAGE,
  FORM_PROCESSING_ERROR_MESSAGE,
  FORM_STATUS_MESSAGES,
  REQUIRED_MESSAGE,
  serializeForm,
  submissionPayload,
  type FormValues,
} from '../logic/forms/forms.ts';
import { db } from '../mocks/db.ts';
import { contactForm, everyFieldForm, newsletterForm } from '../mocks/fixtures/forms.ts';
import { startMockBackend } from '../mocks/testing.ts';
import { scenario } from '../mocks/scenarios.ts';
import { createApiClient } from './client.ts';
import { failureOf } from './testing.ts';

const server = await startMockBackend();

const seen: RequestInit[] = [];
const client = createApiClient({
  fetch: (input, init) => {
    if (init) seen.push(init);
    return fetch(input, init);
  },
  baseUrl: 'http://shop.test',
  getCookie: () => undefined,
});

const page = { pageTitle: 'Contact', pageId: 'page-contact', contentSource: 'c', pagePath: '/contact', pagePermissionTypeValue: 1 } as const;

const contactValues: FormValues = {
  'contact-name': ['Ada', 'Lovelace'],
  'contact-email': 'ada@example.com',
  'contact-message': 'Do you ship to Canada?',
};

function payload(key: string, values: FormValues = contactValues, fields = contactForm.fields) {
  return submissionPayload({ key, form: serializeForm(fields, values), page });
}

describe('POST /api/rest/forms/validate/{formId}', () => {
  it('passes valid values', async () => {
    await expect(client.forms.validate(contactForm.id, contactValues)).resolves.toBeUndefined();
  });

  it("answers 400 with errors keyed by field id, from logic/forms/forms.ts's rules", async () => {
    const error = await failureOf(
      client.forms.validate(contactForm.id, { 'contact-email': 'ada@', 'contact-message': 'x'.repeat(501) }),
    );
    expect(error).toMatchObject({ status: 400, message: FORM_INVALID_MESSAGE });
    expect(fieldErrors(error.data)).toEqual({
      'contact-name': REQUIRED_MESSAGE,
      'contact-email': EMAIL_FIELD_ERROR,
      'contact-message': CHARACTER_LIMIT_MESSAGE,
    });
  });

  it('answers 404 for a form that does not exist: not configured (shopper spec, error catalogue)', async () => {
    const error = await failureOf(client.forms.validate('form-nope', {}));
    expect(error).toMatchObject({ status: 404, message: FORM_STATUS_MESSAGES[404] });
  });
});

describe('POST /api/form/FormSubmissionKey', () => {
  it('answers a key, with credentials and an empty body', async () => {
    const key = await client.forms.getSubmissionKey();
    expect(key).toMatch(/^form-key-\d+$/);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(seen.at(-1)?.body).toBeUndefined();
  });

  it('answers a new key each time', async () => {
    const keys = await Promise.all([client.forms.getSubmissionKey(), client.forms.getSubmissionKey()]);
    expect(new Set(keys).size).toBe(2);
  });
});

describe('POST /api/form/SaveFormSubmission', () => {
  it('keeps a valid submission, with credentials', async () => {
    const key = await client.forms.getSubmissionKey();
    await client.forms.saveSubmission(payload(key));
    expect(seen.at(-1)).toMatchObject({ credentials: 'include' });
    expect(db.submissions).toEqual([
      { formId: contactForm.id, pagePath: '/contact', form: serializeForm(contactForm.fields, contactValues) },
    ]);
  });

  it('accepts a form with every field kind, the hidden field from its default', async () => {
    const key = await client.forms.getSubmissionKey();
    const values: FormValues = { 'every-name': ['Ada', 'L'], 'every-email': 'ada@example.com', 'every-checkbox': ['Textiles'] };
    await client.forms.saveSubmission(payload(key, values, everyFieldForm.fields));
    expect(db.submissions[0]?.formId).toBe(everyFieldForm.id);
    expect(db.submissions[0]?.form['every-hidden']).toBe('direct');
  });

  it('the key is single-use: a second submission with it fails', async () => {
    const key = await client.forms.getSubmissionKey();
    await client.forms.saveSubmission(payload(key));
    const error = await failureOf(client.forms.saveSubmission(payload(key)));
    expect(error).toMatchObject({ status: 400, message: FORM_PROCESSING_ERROR_MESSAGE });
    expect(db.submissions).toHaveLength(1);
  });

  it('answers 400 with errors keyed by field id for values the rules refuse', async () => {
    const key = await client.forms.getSubmissionKey();
    const error = await failureOf(client.forms.saveSubmission(payload(key, { 'newsletter-email': 'nope' }, newsletterForm.fields)));
    expect(error.message).toBe(FORM_INVALID_MESSAGE);
    expect(fieldErrors(error.data)).toEqual({ 'newsletter-email': EMAIL_FIELD_ERROR });
    expect(db.submissions).toEqual([]);
  });

  it.each([
    ['form-unauthorized', 401],
    ['form-not-configured', 404],
    ['rate-limited', 429],
    ['server-error', 500],
  ] as const)('%s: %i with its error catalogue message', async (name, status) => {
    const key = await client.forms.getSubmissionKey();
    server.use(...scenario(name));
    const error = await failureOf(client.forms.saveSubmission(payload(key)));
    expect(error).toMatchObject({ status, message: FORM_STATUS_MESSAGES[status] });
  });

  it('field-errors: every required field of the form is flagged', async () => {
    const key = await client.forms.getSubmissionKey();
    server.use(...scenario('field-errors'));
    const error = await failureOf(client.forms.saveSubmission(payload(key)));
    expect(fieldErrors(error.data)).toEqual({
      'contact-name': REQUIRED_MESSAGE,
      'contact-email': REQUIRED_MESSAGE,
      'contact-message': REQUIRED_MESSAGE,
    });
  });

  it('a submission without network or with an expired session says so', async () => {
    server.use(...scenario('offline'));
    expect((await failureOf(client.forms.getSubmissionKey())).message).toBe(CART_CHECK_CONNECTION);
    server.resetHandlers();
    const key = await client.forms.getSubmissionKey();
    server.use(...scenario('session-expired'));
    expect((await failureOf(client.forms.saveSubmission(payload(key)))).message).toBe(SESSION_EXPIRED_MESSAGE);
  });
});
