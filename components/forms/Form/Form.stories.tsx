import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../mocks/db.ts';
import { contactForm, contactPageFields, everyFieldForm, newsletterForm } from '../../../mocks/fixtures/forms.ts';
import { website } from '../../../mocks/fixtures/site.ts';
import { scenario } from '../../../mocks/scenarios.ts';
import { expectContactFormKept, fillContactForm } from '../../../stories/forms/formStory.setup.ts';
import { Form } from './Form.tsx';

const meta = {
  title: 'Forms/Form',
  component: Form,
  args: { form: contactForm, pageFields: contactPageFields, query: '', navigate: fn(), onSuccess: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (root: HTMLElement, name: string | RegExp) => within(root).getByRole('button', { name });

/** The contact form as a visitor finds it: name, email and message required (class `required` and '(required)'), nothing sent yet. */
export const ContactForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    const required = canvasElement.querySelectorAll('.required');
    await expect(Array.from(required, (field) => field.getAttribute('data-field'))).toEqual(['contact-name', 'contact-email', 'contact-message']);
    for (const field of required) await expect(within(field as HTMLElement).getByText('(required)')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('0 / 500')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Filled in and sent: the submission text replaces the form and takes focus; onSuccess hears of it. */
export const ContactFormSent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillContactForm(canvasElement);
    await userEvent.click(button(canvasElement, 'Submit'));
    const thanks = await canvas.findByText('Thank you! We will be in touch within two working days.');
    await waitFor(() => expect(thanks.closest('[data-part="submission-text"]')).toHaveFocus());
    await expect(canvasElement.querySelector('form')).not.toBeVisible();
    await expect(args.onSuccess).toHaveBeenCalledWith(expect.objectContaining({ formId: 'form-contact' }));
    await expect(db.submissions).toHaveLength(1);
  },
};

/** The newsletter form: its hidden field takes the page's `utm_source`. */
export const NewsletterForm: Story = {
  args: { form: newsletterForm, query: '?utm_source=spring-mailer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email Address/ }), 'ada@example.com{Enter}');
    await canvas.findByText('You are on the list.');
    await expect(db.submissions[0]?.form).toEqual({ 'newsletter-email': 'ada@example.com', 'newsletter-source': 'spring-mailer' });
  },
};

/** Without the query parameter the hidden field sends its default. */
export const NewsletterFormDefaultSource: Story = {
  args: { form: newsletterForm },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email Address/ }), 'ada@example.com{Enter}');
    await canvas.findByText('You are on the list.');
    await expect(db.submissions[0]?.form).toMatchObject({ 'newsletter-source': 'site' });
  },
};

/** One field of every kind, each drawn by its own component: sub-fields, choices, likert, a counted textarea. */
export const EveryFieldKind: Story = {
  args: { form: everyFieldForm, query: '?ref=spring-mailer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'About you' })).toBeVisible();
    for (const group of ['Name', 'Interests', 'Address', 'Preferred date', 'Preferred time', 'Phone', 'Contact by', 'Your visit']) {
      await expect(canvas.getByRole('group', { name: new RegExp(`^${group}`) })).toBeVisible();
    }
    for (const box of ['Company', 'Notes', 'Team size', 'Website', 'Budget', 'Twitter', 'City', 'Month', 'Hour', 'Area Code']) {
      await expect(canvas.getByRole('textbox', { name: box })).toBeVisible();
    }
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'AM/PM' }), 'PM');
    await expect(canvas.getByRole('combobox', { name: 'AM/PM' })).toHaveDisplayValue('PM');
    await expect(canvas.getByRole('radiogroup', { name: 'The site was easy to use' })).toBeVisible();
    await expect(canvas.getByText('0 / 200')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Textiles' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Phone' }));
    await userEvent.click(within(canvas.getByRole('radiogroup', { name: 'I found what I wanted' })).getByRole('radio', { name: 'Agree' }));
    await expect(canvas.getByRole('checkbox', { name: 'Textiles' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Phone' })).toBeChecked();
  },
};

/** Every field kind from the keyboard alone: Tab between fields, Space ticks a checkbox, arrow keys pick a radio choice or a likert answer. */
export const EveryFieldKindByKeyboard: Story = {
  args: { form: everyFieldForm },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabTo = async (target: HTMLElement) => {
      for (let presses = 0; presses < 60 && canvasElement.ownerDocument.activeElement !== target; presses += 1) await userEvent.tab();
      await expect(target).toHaveFocus();
    };
    await tabTo(canvas.getByRole('textbox', { name: 'First Name' }));
    await userEvent.keyboard('Ada');
    await tabTo(canvas.getByRole('checkbox', { name: 'Textiles' }));
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Textiles' })).toBeChecked();
    await tabTo(canvas.getByRole('textbox', { name: 'Hour' }));
    await userEvent.keyboard('9');
    await tabTo(canvas.getByRole('radio', { name: 'Email' }));
    // Held down as a person's key is: radix moves focus a moment after the keydown and checks the radio it lands on.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Phone' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    const easy = within(canvas.getByRole('radiogroup', { name: 'The site was easy to use' }));
    await tabTo(easy.getByRole('radio', { name: 'Strongly Disagree' }));
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(easy.getByRole('radio', { name: 'Disagree' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await tabTo(button(canvasElement, 'Submit'));
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');
    await expect(canvas.getByRole('textbox', { name: 'Hour' })).toHaveValue('9');
  },
};

/** In a column narrower than 320 px every field fits, nothing sticks out sideways, and the captcha is compact. */
export const NarrowColumn: Story = {
  args: { form: everyFieldForm, captchaSiteKey: website.captchaSettings.siteKey },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('group', { name: 'CAPTCHA' });
    await within(area).findByRole('checkbox', { name: "I'm not a robot" });
    // The captcha tells its layout with its ready state, in the render after its widget is drawn.
    await waitFor(() => expect(area).toHaveAttribute('data-layout', 'compact'));
    const root = canvasElement.querySelector<HTMLElement>('[data-vitrine="page-form"]');
    await expect(root?.getBoundingClientRect().width).toBeLessThanOrEqual(300);
    for (const control of canvasElement.querySelectorAll('input, select, textarea, button')) {
      if (control.getAttribute('aria-hidden') === 'true') continue;
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual((root?.getBoundingClientRect().right ?? 0) + 1);
    }
  },
};

/** While the submission is on its way the form is locked and the button reads 'Submitting…'. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { scenario: scenario('slow', { delayMs: 60_000 }) } } },
  play: async ({ canvasElement }) => {
    await fillContactForm(canvasElement);
    await userEvent.click(button(canvasElement, 'Submit'));
    const busy = await within(canvasElement).findByRole('button', { name: 'Submitting…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(within(canvasElement).getByRole('textbox', { name: 'First Name' })).toBeDisabled();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A save in an editing context reads 'Saving' while on its way. */
export const Saving: Story = {
  args: { editing: true },
  parameters: { msw: { handlers: { scenario: scenario('slow', { delayMs: 60_000 }) } } },
  play: async ({ canvasElement }) => {
    await fillContactForm(canvasElement);
    await userEvent.click(button(canvasElement, 'Submit'));
    await expect(await within(canvasElement).findByRole('button', { name: 'Saving' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * Sent: the submission text replaces the form, then the post-submit HTML; its inline script runs, a
 * script with a src is dropped.
 */
export const Succeeded: Story = {
  args: {
    postSubmitHtml:
      '<p>Follow us for news.</p><script>document.currentScript.parentElement.setAttribute("data-ran", "yes")</script><script src="https://cdn.example/tracker.js"></script>',
  },
  play: async ({ canvasElement }) => {
    await fillContactForm(canvasElement);
    await userEvent.click(button(canvasElement, 'Submit'));
    await within(canvasElement).findByText('Thank you! We will be in touch within two working days.');
    await expect(within(canvasElement).getByText('Follow us for news.')).toBeVisible();
    const html = canvasElement.querySelector('[data-part="post-submit-html"]');
    await waitFor(() => expect(html).toHaveAttribute('data-ran', 'yes'));
    await expect(html?.querySelector('script[src]')).toBeNull();
  },
};

/** The page's disable-user-scripts flag is on (rendering spec, entities Cookies/flags): the post-submit HTML shows, none of its scripts runs. */
export const UserScriptsDisabled: Story = {
  args: { ...Succeeded.args, disableUserScripts: true },
  play: async ({ canvasElement }) => {
    await fillContactForm(canvasElement);
    await userEvent.click(button(canvasElement, 'Submit'));
    await within(canvasElement).findByText('Thank you! We will be in touch within two working days.');
    await expect(within(canvasElement).getByText('Follow us for news.')).toBeVisible();
    const html = canvasElement.querySelector('[data-part="post-submit-html"]');
    // Once the page has handled the post-submit HTML, its scripts are gone and never ran.
    await waitFor(() => expect(html?.querySelector('script')).toBeNull());
    await expect(html).not.toHaveAttribute('data-ran');
  },
};

/** With a success URL the page goes there instead (the story's navigate records it). */
export const RedirectsOnSuccess: Story = {
  args: { successRedirectUrl: '/thank-you' },
  play: async ({ args, canvasElement }) => {
    await fillContactForm(canvasElement);
    await userEvent.click(button(canvasElement, 'Submit'));
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/thank-you'));
    await expect(within(canvasElement).queryByText('Thank you! We will be in touch within two working days.')).toBeNull();
  },
};

/** Sent empty: 'Required' once below each required field, the form's message, the problem said above and below; nothing sent. */
export const ValidationStops: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'ada@');
    await userEvent.click(button(canvasElement, 'Submit'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('One or more fields is invalid, please check your entries.');
    await expect(canvas.getByText('Your form has encountered a problem. Please scroll down to review.')).toBeVisible();
    await expect(canvas.getByText('Your form has encountered a problem. Please scroll up to review.')).toBeVisible();
    const email = canvasElement.querySelector<HTMLElement>('[data-field="contact-email"]');
    const error = within(email as HTMLElement).getByText('Email is not valid. Email addresses should follow the format user@domain.com.');
    await expect(error.compareDocumentPosition(within(email as HTMLElement).getByRole('textbox')) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    await expect(canvas.getAllByText('Required', { selector: '[data-part="error"]' })).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue('ada@');
    await expect(db.submissions).toEqual([]);
  },
};

/** The server's own validation refuses fields: each message below its field, the field marked as errored. */
export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: { scenario: scenario('field-errors') } } },
  play: async ({ canvasElement }) => {
    await fillContactForm(canvasElement);
    await userEvent.click(button(canvasElement, 'Submit'));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('One or more fields is invalid, please check your entries.');
    const message = canvas.getByRole('textbox', { name: /^Message/ });
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(/Required/);
    await expect(canvasElement.querySelector('[data-field="contact-message"]')).toHaveAttribute('data-invalid', 'true');
    await expectContactFormKept(canvasElement);
  },
};

/** The message textarea's counter: 'n / max', flagged over the limit, which stops the submission. */
export const CounterOverLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByRole('textbox', { name: /^Message/ });
    await userEvent.type(message, 'Hello');
    await expect(canvas.getByText('5 / 500')).not.toHaveAttribute('data-over');
    await userEvent.click(message);
    await userEvent.paste('x'.repeat(496));
    const counter = canvas.getByText('501 / 500');
    await expect(counter).toHaveAttribute('data-over', 'true');
    await userEvent.click(button(canvasElement, 'Submit'));
    await expect(await canvas.findByText('You have exceeded the character limit.')).toBeVisible();
    await expect(message).toHaveValue(`Hello${'x'.repeat(496)}`);
  },
};

/** With the site's captcha, the button bound to it: the labelled area with its widget ready to be solved. */
export const WithCaptcha: Story = {
  args: { captchaSiteKey: website.captchaSettings.siteKey, captchaBound: true },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('group', { name: 'CAPTCHA' });
    await expect(await within(area).findByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  },
};

/** Sent before the captcha is solved: 'Complete CAPTCHA before submitting.' and nothing is sent; solved, it sends. */
export const CaptchaIncomplete: Story = {
  args: { captchaSiteKey: website.captchaSettings.siteKey },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('group', { name: 'CAPTCHA' });
    await fillContactForm(canvasElement);
    await userEvent.click(button(canvasElement, 'Submit'));
    await expect(await within(area).findByText('Complete CAPTCHA before submitting.')).toBeVisible();
    await expect(db.submissions).toEqual([]);
    await userEvent.click(await within(area).findByRole('checkbox', { name: "I'm not a robot" }));
    await userEvent.click(button(canvasElement, 'Submit'));
    await canvas.findByText('Thank you! We will be in touch within two working days.');
  },
};

/** Bound to the captcha: a failed submission resets it and keeps the button disabled until it is solved again. */
export const CaptchaResetAfterFailure: Story = {
  args: { captchaSiteKey: website.captchaSettings.siteKey, captchaBound: true },
  parameters: { msw: { handlers: { scenario: scenario('form-unknown-error') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('group', { name: 'CAPTCHA' });
    await fillContactForm(canvasElement);
    const robot = await within(area).findByRole('checkbox', { name: "I'm not a robot" });
    await userEvent.click(robot);
    await waitFor(() => expect(robot).toBeChecked());
    await userEvent.click(button(canvasElement, 'Submit'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unknown error, please try again later.');
    await waitFor(() => expect(within(area).getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked());
    await expect(button(canvasElement, 'Submit')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(area).getByRole('checkbox', { name: "I'm not a robot" }));
    await waitFor(() => expect(button(canvasElement, 'Submit')).not.toHaveAttribute('aria-disabled'));
    await expectContactFormKept(canvasElement);
  },
};

/** The site's own wording: the button, the busy label, the required marker, the messages and the notes above and below. */
export const Localized: Story = {
  parameters: {
    localizedStrings: {
      formSubmitText: 'Envoyer',
      formRequiredMarkerText: '(obligatoire)',
      formRequiredMessage: 'Obligatoire',
      formInvalidMessage: 'Un ou plusieurs champs ne sont pas valides.',
      formScrollDownMessage: 'Votre formulaire a un problème. Faites défiler vers le bas.',
      formScrollUpMessage: 'Votre formulaire a un problème. Faites défiler vers le haut.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('(obligatoire)')).toHaveLength(3);
    await userEvent.click(button(canvasElement, 'Envoyer'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Un ou plusieurs champs ne sont pas valides.');
    await expect(canvas.getAllByText('Obligatoire', { selector: '[data-part="error"]' })).toHaveLength(3);
    await expect(canvas.getByText('Votre formulaire a un problème. Faites défiler vers le bas.')).toBeVisible();
    await expect(canvas.getByText('Votre formulaire a un problème. Faites défiler vers le haut.')).toBeVisible();
  },
};
