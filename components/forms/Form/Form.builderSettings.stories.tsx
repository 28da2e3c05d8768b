import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contactForm, contactPageFields } from '../../../mocks/fixtures/forms.ts';
import { fillContactForm } from '../../../stories/forms/formStory.setup.ts';
import { Form } from './Form.tsx';

/** What the form builder sets in a definition besides its fields (rendering spec, entities advanced, captcha, disclaimer), as the page form honours it. */
const meta = {
  title: 'Forms/Form/Builder settings',
  component: Form,
  args: { form: contactForm, pageFields: contactPageFields, query: '', navigate: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The definition's own submit label and disclaimer: the button reads it, the disclaimer sits above it. */
export const SubmitLabelAndDisclaimer: Story = {
  args: { form: { ...contactForm, submitLabel: 'Send message', disclaimerEnabled: true, disclaimerText: 'We keep your message for 30 days.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Send message' });
    const disclaimer = canvas.getByText('We keep your message for 30 days.');
    await expect(disclaimer).toBeVisible();
    await expect(disclaimer.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** A disclaimer the builder turned off is not shown, though its text is kept in the definition. */
export const DisclaimerOff: Story = {
  args: { form: { ...contactForm, disclaimerEnabled: false, disclaimerText: 'We keep your message for 30 days.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('We keep your message for 30 days.')).toBeNull();
    await expect(canvasElement.querySelector('[data-part="disclaimer"]')).toBeNull();
  },
};

/** The captcha turned off in the builder: no captcha even though the site has a key. */
export const CaptchaOff: Story = {
  args: { form: { ...contactForm, captcha: false }, captchaSiteKey: 'site-key-demo' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-vitrine="captcha"]')).toBeNull();
  },
};

/** The definition's redirect: after a success the page goes there instead of showing the submission text. */
export const RedirectAfterSubmission: Story = {
  args: { form: { ...contactForm, successRedirectUrl: 'https://shop.example.com/thanks' } },
  play: async ({ args, canvasElement }) => {
    await fillContactForm(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('https://shop.example.com/thanks'));
  },
};
