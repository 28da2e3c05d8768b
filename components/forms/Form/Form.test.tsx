/**
 * Nothing a visitor typed is lost on any failure ("Done means"; shopper spec, states step 6, error catalogue):
 * every field kind of the every-field form is filled in, the submission fails with each status of error catalogue
 * in turn, and after each one every value is still there. In Chromium, against a fetch that answers
 * each failure.
 */
import { cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createApiClient } from '../../../api/client.ts';
import { AnalyticsContext, SILENT_ANALYTICS } from '../../../hooks/visitor/analytics/context.ts';
import { ApiClientProvider } from '../../../hooks/shared/useApiClient.tsx';
import type { FormValues } from '../../../logic/forms/forms.ts';
import { contactForm, contactPageFields, everyFieldForm, newsletterForm } from '../../../mocks/fixtures/forms.ts';
import { Form, type PageFormDefinition } from './Form.tsx';

/** How the fake backend fails the next submission. */
type Failure = { call: 'key' | 'save'; status: number; body?: unknown } | { call: 'save'; noAnswer: true };

let failure: Failure | null = null;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Validation passes and analytics are taken; the key or the post fails as `failure` says. */
async function fakeFetch(input: RequestInfo | URL): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  if (url.includes('FormSubmissionKey')) {
    return failure?.call === 'key' && 'status' in failure ? json(failure.body ?? {}, failure.status) : json({ key: 'key-1' });
  }
  if (url.includes('SaveFormSubmission') && failure?.call === 'save') {
    if ('noAnswer' in failure) throw new TypeError('Failed to fetch');
    return json(failure.body ?? {}, failure.status);
  }
  return json({});
}

const client = createApiClient({ fetch: fakeFetch, baseUrl: '', getCookie: () => undefined });

afterEach(() => {
  cleanup();
  failure = null;
});

const box = (name: string | RegExp) => page.getByRole('textbox', { name, exact: true });
const likert = (question: string, answer: string) =>
  page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer, exact: true });
/** What is typed into each text box, by its accessible name (sub-fields by their own names). */
const TYPED: Array<[string | RegExp, string]> = [
  ['First Name', 'Ada'],
  ['Last Name', 'Lovelace'],
  [/^Email/, 'ada@example.com'],
  ['Company', 'Analytical Engines'],
  ['Notes', 'Bring punch cards'],
  ['Team size', '12'],
  ['Website', 'https://ada.example'],
  ['Budget', '1500.00'],
  ['Twitter', '@ada'],
  ['Address 1', '12 St James Square'],
  ['Address 2', 'Flat 3'],
  ['City', 'London'],
  ['State/Province', 'Greater London'],
  ['Zip/Postal Code', 'SW1Y 4JH'],
  ['Country', 'United Kingdom'],
  ['Month', '12'],
  ['Day', '10'],
  ['Year', '1815'],
  ['Hour', '09'],
  ['Minute', '30'],
  ['Country Code', '44'],
  ['Area Code', '20'],
  ['Number', '7946 0958'],
];

async function fillEveryKind() {
  // Filled, not typed key by key: what this file checks is that each value survives the failures
  // (typing is the controlled test's below), and each keystroke is a round trip to the browser driver.
  for (const [name, text] of TYPED) await userEvent.fill(box(name), text);
  await userEvent.type(page.getByLabelText(/^Password/), 'secret-42');
  await userEvent.click(page.getByRole('checkbox', { name: 'Textiles' }));
  await userEvent.click(page.getByRole('checkbox', { name: 'Woodwork' }));
  await userEvent.click(page.getByRole('radio', { name: 'Phone', exact: true }));
  await userEvent.selectOptions(page.getByRole('combobox', { name: 'Country' }), 'Canada');
  await userEvent.selectOptions(page.getByRole('combobox', { name: 'AM/PM' }), 'PM');
  await userEvent.click(likert('The site was easy to use', 'Agree'));
  await userEvent.click(likert('I found what I wanted', 'Strongly Agree'));
}

async function expectEveryValueKept() {
  for (const [name, text] of TYPED) await expect.element(box(name)).toHaveValue(text);
  await expect.element(page.getByLabelText(/^Password/)).toHaveValue('secret-42');
  await expect.element(page.getByRole('checkbox', { name: 'Ceramics' })).not.toBeChecked();
  await expect.element(page.getByRole('checkbox', { name: 'Textiles' })).toBeChecked();
  await expect.element(page.getByRole('checkbox', { name: 'Woodwork' })).toBeChecked();
  await expect.element(page.getByRole('radio', { name: 'Phone', exact: true })).toBeChecked();
  await expect.element(page.getByRole('radio', { name: 'Email', exact: true })).not.toBeChecked();
  await expect.element(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Canada');
  await expect.element(page.getByRole('combobox', { name: 'AM/PM' })).toHaveValue('PM');
  await expect.element(likert('The site was easy to use', 'Agree')).toBeChecked();
  await expect.element(likert('I found what I wanted', 'Strongly Agree')).toBeChecked();
  await expect.element(likert('I found what I wanted', 'Agree')).not.toBeChecked();
}

const FAILURES: Array<[string, Failure, string]> = [
  ['401', { call: 'save', status: 401 }, 'Unable to submit form. Please try again later.'],
  ['404', { call: 'save', status: 404 }, 'This form has not been configured yet.'],
  ['429', { call: 'save', status: 429 }, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
  ['500', { call: 'save', status: 500 }, 'Unable to send form. Please try again later.'],
  ['400 with data.errors', { call: 'save', status: 400, body: { errors: { 'every-text': 'That company is already registered.' } } }, 'One or more fields is invalid, please check your entries.'],
  ['400 with data.error', { call: 'save', status: 400, body: { error: 'This form is no longer accepting submissions.' } }, 'This form is no longer accepting submissions.'],
  ['400 with neither', { call: 'save', status: 400, body: {} }, 'Unknown error, please try again later.'],
  ['the key', { call: 'key', status: 500 }, 'Could not get a form submission key, please try again later.'],
  ['the parse failure', { call: 'save', status: 400, body: { error: 'Could not parse the form fields, please check your entries.' } }, 'Could not parse the form fields, please check your entries.'],
  ['no answer', { call: 'save', noAnswer: true }, 'Error processing form submission. Please reload and try again.'],
];

const submitButton = () => page.getByRole('button', { name: 'Submit' });

describe('no form failure loses a typed value', () => {
  it('keeps every value of every field kind through each failure of shopper spec, error catalogue, in turn', async () => {
    render(
      <ApiClientProvider client={client}>
        <Form form={everyFieldForm} pageFields={contactPageFields} query="?ref=spring-mailer" />
      </ApiClientProvider>,
    );
    await fillEveryKind();
    await expectEveryValueKept();
    for (const [, next, message] of FAILURES) {
      failure = next;
      await userEvent.click(submitButton());
      await expect.element(page.getByRole('alert')).toHaveTextContent(message);
      await expect.element(page.getByText('Your form has encountered a problem. Please scroll down to review.')).toBeVisible();
      await expect.element(page.getByText('Your form has encountered a problem. Please scroll up to review.')).toBeVisible();
      await expect.element(submitButton()).not.toHaveAttribute('aria-disabled');
      await expectEveryValueKept();
    }
  });

  it('shows a 400 field error below its field and marks it', async () => {
    render(
      <ApiClientProvider client={client}>
        <Form form={everyFieldForm} pageFields={contactPageFields} query="" />
      </ApiClientProvider>,
    );
    await fillEveryKind();
    failure = { call: 'save', status: 400, body: { errors: { 'every-text': 'That company is already registered.' } } };
    await userEvent.click(submitButton());
    const message = page.getByText('That company is already registered.');
    await expect.element(message).toBeVisible();
    const company = box('Company');
    await expect.element(company).toHaveAttribute('aria-invalid', 'true');
    await expect.element(company).toHaveAccessibleDescription('That company is already registered.');
    expect(message.element().compareDocumentPosition(company.element()) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });
});

describe('Form is open: controlled values, the DOM success event', () => {
  it('follows the values it is given and reports each change', async () => {
    const changes: FormValues[] = [];
    function Controlled() {
      const [values, setValues] = useState<FormValues>({ 'contact-subject': 'Hello' });
      return (
        <Form
          form={contactForm}
          pageFields={contactPageFields}
          query=""
          values={values}
          onValuesChange={(next) => {
            changes.push(next);
            setValues({ ...next, 'contact-subject': String(next['contact-subject']).toUpperCase() });
          }}
        />
      );
    }
    render(
      <ApiClientProvider client={client}>
        <Controlled />
      </ApiClientProvider>,
    );
    await expect.element(box('Subject')).toHaveValue('Hello');
    await userEvent.type(box('Subject'), 'x');
    await expect.element(box('Subject')).toHaveValue('HELLOX');
    expect(changes).toEqual([{ 'contact-subject': 'Hellox' }]);
  });

  it('fires vitrine:form-success from its root, bubbling, before onSuccess', async () => {
    const order: string[] = [];
    const listener = vi.fn((event: Event) => order.push(`event:${(event as CustomEvent<{ formId: string }>).detail.formId}`));
    document.addEventListener('vitrine:form-success', listener);
    render(
      <ApiClientProvider client={client}>
        <Form form={contactForm} pageFields={contactPageFields} query="" data-testid="contact" onSuccess={() => order.push('onSuccess')} />
      </ApiClientProvider>,
    );
    await userEvent.type(box('First Name'), 'Ada');
    await userEvent.type(box('Last Name'), 'Lovelace');
    await userEvent.type(box(/^Email/), 'ada@example.com');
    await userEvent.type(box(/^Message/), 'Hello');
    await userEvent.click(submitButton());
    await expect.element(page.getByText('Thank you! We will be in touch within two working days.')).toBeVisible();
    document.removeEventListener('vitrine:form-success', listener);
    expect(order).toEqual(['event:form-contact', 'onSuccess']);
    expect((listener.mock.calls[0]?.[0] as Event).target).toBe(page.getByTestId('contact').element());
  });
});

describe('Form never throws on a malformed definition from the server', () => {
  it('draws what it can and leaves the rest out', async () => {
    const hostile = {
      id: 5,
      name: { text: 'x' },
      fields: [
        { id: 'kept', type: 'radio', label: 'Kept', options: 'not a list' },
        { id: 'also-kept', type: 'select', label: 'Also kept', options: ['One', 7, null] },
        { id: 'dropped', type: 'signature', label: 'Dropped' },
        'junk',
        null,
      ],
      submissionText: ['no'],
    } as unknown as PageFormDefinition;
    render(
      <ApiClientProvider client={client}>
        <Form form={hostile} pageFields={contactPageFields} query="" />
      </ApiClientProvider>,
    );
    await expect.element(page.getByRole('group', { name: 'Kept' })).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'Also kept' })).toBeVisible();
    expect(page.getByRole('option').elements().map((option) => option.textContent)).toEqual(['Select an option', 'One']);
    expect(page.getByText('Dropped').elements()).toHaveLength(0);
    expect(page.getByRole('heading').elements()).toHaveLength(0);
  });
});

describe('shopper spec, calls advertising pixel: a visitor\'s form sent is a Lead, a mailing list joined CompleteRegistration', () => {
  const sendContact = async (props: { editing?: boolean } = {}) => {
    const pixelEvent = vi.fn();
    render(
      <ApiClientProvider client={client}>
        <AnalyticsContext.Provider value={{ ...SILENT_ANALYTICS, pixelEvent }}>
          <Form form={contactForm} pageFields={contactPageFields} query="" {...props} />
        </AnalyticsContext.Provider>
      </ApiClientProvider>,
    );
    await userEvent.type(box('First Name'), 'Ada');
    await userEvent.type(box('Last Name'), 'Lovelace');
    await userEvent.type(box(/^Email/), 'ada@example.com');
    await userEvent.type(box(/^Message/), 'Hello');
    await userEvent.click(submitButton());
    return pixelEvent;
  };

  it('the contact form sent is one Lead, naming the form', async () => {
    const pixelEvent = await sendContact();
    await expect.element(page.getByText('Thank you! We will be in touch within two working days.')).toBeVisible();
    expect(pixelEvent.mock.calls).toEqual([['Lead', { contentIds: ['form-contact'], contentName: 'Contact Us', contentType: null }]]);
  });

  it('the newsletter, sent to a mailing list, is one CompleteRegistration', async () => {
    const pixelEvent = vi.fn();
    render(
      <ApiClientProvider client={client}>
        <AnalyticsContext.Provider value={{ ...SILENT_ANALYTICS, pixelEvent }}>
          <Form form={{ ...newsletterForm, storage: { kind: 'mailingList', listId: 'list-newsletter' } }} pageFields={contactPageFields} query="" />
        </AnalyticsContext.Provider>
      </ApiClientProvider>,
    );
    await userEvent.type(box(/^Email Address/), 'ada@example.com');
    await userEvent.click(submitButton());
    await expect.element(page.getByText('You are on the list.')).toBeVisible();
    expect(pixelEvent.mock.calls.map(([name]) => name)).toEqual(['CompleteRegistration']);
  });

  it('a failed submission, or a save in an editing context, is none', async () => {
    failure = { call: 'save', status: 500 };
    const failed = await sendContact();
    await expect.element(page.getByText('Unable to send form. Please try again later.')).toBeVisible();
    expect(failed).not.toHaveBeenCalled();
    cleanup();
    failure = null;
    const edited = await sendContact({ editing: true });
    await expect.element(page.getByText('Thank you! We will be in touch within two working days.')).toBeVisible();
    expect(edited).not.toHaveBeenCalled();
  });
});
