// @vitest-environment jsdom
/** A page form's submission (shopper spec, states, error catalogue) against the mock backend: the order of its steps and each failure. */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testClient } from '../../api/testing.ts';
import type { FormValues } from '../../logic/forms/forms.ts';
import { db } from '../../mocks/db.ts';
import { contactForm } from '../../mocks/fixtures/forms.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { startMockBackend } from '../../mocks/testing.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { useFormSubmission, type UseFormSubmissionOptions } from './useFormSubmission.ts';

const server = await startMockBackend();
const client = testClient();
const wrapper = ({ children }: { children: ReactNode }) => <ApiClientProvider client={client}>{children}</ApiClientProvider>;

const page = { pageTitle: 'Contact', pageId: 'page-contact', contentSource: 'c' as const, pagePath: '/contact', pagePermissionTypeValue: 1 };
const filled: FormValues = {
  'contact-name': ['Ada', 'Lovelace'],
  'contact-email': 'ada@example.com',
  'contact-message': 'Hello there',
};

function setup(options: Partial<UseFormSubmissionOptions> = {}) {
  return renderHook((props: Partial<UseFormSubmissionOptions>) => useFormSubmission({ formId: contactForm.id, fields: contactForm.fields, pageFields: page, ...props }), {
    wrapper,
    initialProps: options,
  });
}

const captcha = (token: string | null) => ({ getResponse: vi.fn(() => token), reset: vi.fn() });

describe('shopper spec, states Form submission: the order of the steps', () => {
  it('locks and reads Submitting…, then posts the sanitised fields with the page fields and succeeds', async () => {
    const { result } = setup();
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = result.current.submit({ ...filled, 'contact-subject': '  Hi\u0007 ' });
    });
    expect(result.current.submitting).toBe(true);
    expect(result.current.submitLabel('Send')).toBe('Submitting…');
    await act(() => pending);
    expect(result.current.state.phase).toBe('succeeded');
    expect(result.current.state.outcome).toEqual({ kind: 'submissionText' });
    expect(db.submissions).toHaveLength(1);
    expect(db.submissions[0]).toMatchObject({ formId: contactForm.id, pagePath: '/contact' });
    expect(db.submissions[0]?.form).toMatchObject({ 'contact-name': ['Ada', 'Lovelace'], 'contact-subject': 'Hi', 'contact-phone': ['', '', '', ''] });
  });

  it('on success tracks a newsletter submission, fires the DOM event, calls onSuccess, then redirects', async () => {
    const order: string[] = [];
    const target = new EventTarget();
    target.addEventListener('vitrine:form-success', (event) => order.push(`event:${(event as CustomEvent<{ formId: string }>).detail.formId}`));
    const onSuccess = vi.fn(() => order.push('onSuccess'));
    const navigate = vi.fn((url: string) => order.push(`navigate:${url}`));
    const { result } = setup({ successRedirectUrl: '/thanks', navigate, onSuccess });
    await act(() => result.current.submit(filled, target));
    expect(order).toEqual([`event:${contactForm.id}`, 'onSuccess', 'navigate:/thanks']);
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ formId: contactForm.id }));
    await vi.waitFor(() => expect(db.telemetry.map((record) => record.endpoint)).toContain('events.recordEvent'));
    expect(JSON.stringify(db.telemetry.find((record) => record.endpoint === 'events.recordEvent')?.body)).toContain('NewsletterSubmission');
  });

  it('stops on client validation with field errors, sending nothing', async () => {
    const { result } = setup();
    await act(() => result.current.submit({ 'contact-email': 'ada@' }));
    expect(result.current.state).toMatchObject({ phase: 'failed', failure: 'invalid', message: 'One or more fields is invalid, please check your entries.' });
    expect(result.current.state.fieldErrors['contact-name']).toBe('Required');
    expect(result.current.state.fieldErrors['contact-email']).toContain('Email is not valid.');
    expect(db.submissions).toEqual([]);
  });

  it('skips validation when disabled (the server still refuses the empty form)', async () => {
    const { result } = setup({ disableValidation: true });
    await act(() => result.current.submit({}));
    expect(result.current.state.failure).toBe('server');
    expect(result.current.state.fieldErrors['contact-name']).toBe('Required');
  });

  it('stops at an incomplete captcha after validation, before any key is fetched', async () => {
    const widget = captcha(null);
    const { result } = setup({ captcha: widget });
    await act(() => result.current.submit(filled));
    expect(result.current.state).toMatchObject({ phase: 'failed', failure: 'captcha', message: 'Complete CAPTCHA before submitting.' });
    expect(widget.getResponse).toHaveBeenCalledTimes(1);
    expect(widget.reset).not.toHaveBeenCalled();
    expect(db.submissionKeys.size).toBe(0);
  });

  it('posts the solved captcha token as captchaKey', async () => {
    const seen: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('SaveFormSubmission')) void request.clone().json().then((body) => seen.push(body));
    });
    const { result } = setup({ captcha: captcha('token-1') });
    await act(() => result.current.submit(filled));
    expect(result.current.state.phase).toBe('succeeded');
    expect(seen[0]).toMatchObject({ captchaKey: 'token-1', pageId: 'page-contact', contentSource: 'c' });
    server.events.removeAllListeners();
  });
});

describe('shopper spec, error catalogue Form submission failures', () => {
  const cases: Array<[string, Parameters<typeof scenario>[0], string]> = [
    ['401', 'form-unauthorized', 'Unable to submit form. Please try again later.'],
    ['404', 'form-not-configured', 'This form has not been configured yet.'],
    ['429', 'rate-limited', 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    ['500', 'server-error', 'Unable to send form. Please try again later.'],
    ['400 with data.error', 'form-error-text', 'This form is no longer accepting submissions.'],
    ['400 with neither', 'form-unknown-error', 'Unknown error, please try again later.'],
    ['the key', 'form-key-failure', 'Could not get a form submission key, please try again later.'],
    ['the parse failure', 'form-parse-failure', 'Could not parse the form fields, please check your entries.'],
    ['no answer to the post', 'form-processing-error', 'Error processing form submission. Please reload and try again.'],
  ];
  it.each(cases)('%s: shows its message, resets the captcha and unlocks', async (_, name, message) => {
    server.use(...scenario(name));
    const widget = captcha('token');
    const { result } = setup({ captcha: widget });
    await act(() => result.current.submit(filled));
    expect(result.current.state).toMatchObject({ phase: 'failed', message, locked: false });
    expect(result.current.canSubmit).toBe(true);
    // A refusal at the server's validation comes before the captcha, which then stays as it is.
    expect(widget.reset).toHaveBeenCalledTimes(result.current.state.captchaResets);
  });

  it('400 with data.errors: each message above its field', async () => {
    server.use(...scenario('field-errors'));
    const { result } = setup();
    await act(() => result.current.submit(filled));
    expect(result.current.state.fieldErrors).toMatchObject({ 'contact-name': 'Required', 'contact-email': 'Required', 'contact-message': 'Required' });
    expect(result.current.state.message).toBe('One or more fields is invalid, please check your entries.');
  });

  it('after a failed post the captcha is reset and a bound button stays disabled until it is solved again', async () => {
    server.use(...scenario('form-unknown-error'));
    const widget = captcha('token');
    const { result } = setup({ captcha: widget, captchaBound: true });
    await act(() => result.current.submit(filled));
    expect(widget.reset).toHaveBeenCalledTimes(1);
    expect(result.current.canSubmit).toBe(false);
    await act(() => result.current.submit(filled));
    expect(widget.getResponse).toHaveBeenCalledTimes(1);
    act(() => result.current.captchaCompleted());
    expect(result.current.canSubmit).toBe(true);
  });

  it('reads Saving in an editing context', async () => {
    const { result } = setup({ editing: true });
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = result.current.submit(filled);
    });
    expect(result.current.submitLabel('Save')).toBe('Saving');
    await act(() => pending);
    expect(result.current.submitLabel('Save')).toBe('Save');
  });
});
