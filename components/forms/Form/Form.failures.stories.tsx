import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contactForm, contactPageFields } from '../../../mocks/fixtures/forms.ts';
import { scenario, type ScenarioName } from '../../../mocks/scenarios.ts';
import { expectContactFormKept, fillContactForm } from '../../../stories/forms/formStory.setup.ts';
import { Form } from './Form.tsx';

/** Every failure of a form submission (shopper spec, error catalogue), one story each, from the mock backend's scenarios. */
const meta = {
  title: 'Forms/Form/Failures',
  component: Form,
  args: { form: contactForm, pageFields: contactPageFields, query: '' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story whose backend fails the `name` way: filled in, sent, the message shown, the problem said above and below, every value kept. */
function failure(name: ScenarioName, message: string): Story {
  return {
    parameters: { msw: { handlers: { scenario: scenario(name) } } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await fillContactForm(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
      const above = canvas.getByText('Your form has encountered a problem. Please scroll down to review.');
      const below = canvas.getByText('Your form has encountered a problem. Please scroll up to review.');
      const firstField = canvas.getByRole('textbox', { name: 'First Name' });
      await expect(above.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await expect(below.compareDocumentPosition(canvas.getByRole('button', { name: 'Submit' })) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
      await expect(canvas.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
      await expectContactFormKept(canvasElement);
    },
  };
}

/** 401: 'Unable to submit form. Please try again later.' */
export const Unauthorized = failure('form-unauthorized', 'Unable to submit form. Please try again later.');

/** 404: 'This form has not been configured yet.' */
export const NotConfigured = failure('form-not-configured', 'This form has not been configured yet.');

/** 429: the submission rate limit. */
export const RateLimited = failure('rate-limited', 'Unable to submit form. Submission rate limit exceeded. Please try again later.');

/** 500: 'Unable to send form. Please try again later.' */
export const ServerError = failure('server-error', 'Unable to send form. Please try again later.');

/** 400 with data.error: the server's own text, as sent. */
export const ErrorText = failure('form-error-text', 'This form is no longer accepting submissions.');

/** 400 with neither field errors nor a text: 'Unknown error, please try again later.' */
export const UnknownError = failure('form-unknown-error', 'Unknown error, please try again later.');

/** The submission key could not be had. */
export const KeyFailure = failure('form-key-failure', 'Could not get a form submission key, please try again later.');

/** The backend could not read the submitted fields. */
export const ParseFailure = failure('form-parse-failure', 'Could not parse the form fields, please check your entries.');

/** No answer to the submission itself. */
export const ProcessingError = failure('form-processing-error', 'Error processing form submission. Please reload and try again.');

/** Sent with Enter from a field: the fields lock while it is on its way, and after the failure focus is on the button, not lost. */
export const FailureAfterEnter: Story = {
  parameters: { msw: { handlers: { scenario: scenario('server-error') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContactForm(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Subject' }), '{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to send form. Please try again later.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Submit' })).toHaveFocus());
    await expectContactFormKept(canvasElement);
  },
};
