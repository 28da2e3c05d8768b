import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CART_CHECK_CONNECTION } from '../../../logic/shopper/cart.ts';
import { LocalizedStringsProvider } from '../../../hooks/shared/LocalizedStringsProvider.tsx';
import { SUBMITTING_LABEL } from '../../../logic/forms/forms.ts';
import { db } from '../../../mocks/db.ts';
import { linenShirt, woolScarf } from '../../../mocks/fixtures/catalogue.ts';
import { website } from '../../../mocks/fixtures/site.ts';
import { ABSENT_CAPTCHA_SCRIPT_URL, FAILING_CAPTCHA_SITE_KEY, fakeCaptcha } from '../../../mocks/fixtures/captcha.ts';
import { scenario } from '../../../mocks/scenarios.ts';
import { RestockForm } from './RestockForm.tsx';
import { drawsNothing } from '../../../stories/shared/storyNote.tsx';

const meta = {
  title: 'Shopper/RestockForm',
  component: RestockForm,
  args: { product: woolScarf },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof RestockForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const mailingList = { mailingListSignUpEnabled: true };
const navy = linenShirt.variants.find((variant) => variant.sku === 'LS-M-NAVY');

const emailBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /Email Address/ });
const submit = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Notify Me' });
/** The form's own thank-you (the page's announcer is a status too). */
const thanks = (canvasElement: HTMLElement) => {
  const form = canvasElement.querySelector<HTMLElement>('[data-vitrine="restock-form"]');
  if (!form) throw new Error('No restock form.');
  return within(form).findByRole('status');
};

/** A sold-out product: the heading, an email field marked '(required)' and the button; no opt-in or captcha unless the site has them. */
export const SoldOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: "Notify me when it's back in stock" })).toBeVisible();
    await expect(emailBox(canvasElement)).toHaveAttribute('aria-required', 'true');
    // Marked '(required)' in words, as every required field of the kit is, not with an asterisk.
    await expect(emailBox(canvasElement)).toHaveAccessibleName('Email Address (required)');
    await expect(canvasElement.querySelector('label')?.textContent).not.toContain('*');
    await expect(submit(canvasElement)).toBeEnabled();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'CAPTCHA' })).toBeNull();
  },
};

/** The merchant offers the mailing list, not opted in by default: the checkbox starts unchecked. */
export const WithMailingList: Story = {
  args: { merchandising: mailingList },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Sign up for news and updates' });
    await expect(box).not.toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Sign up for news and updates'));
    await expect(box).toBeChecked();
  },
};

/** The merchant opts shoppers in by default: the checkbox starts checked. */
export const MailingListOptedIn: Story = {
  args: { merchandising: { ...mailingList, mailingListOptInByDefault: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Sign up for news and updates' })).toBeChecked();
  },
};

/** The captcha area of the form, and the stand-in provider's checkbox once its script has drawn it. */
const captchaArea = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: 'CAPTCHA' });
const captchaBox = (canvasElement: HTMLElement) => within(canvasElement).findByRole('checkbox', { name: fakeCaptcha.checkboxLabel });
const withCaptcha = { captchaSiteKey: website.captchaSettings.siteKey };

/** The site has a captcha key: the provider's widget drawn in the form's 'CAPTCHA' area, not yet solved. */
export const WithCaptcha: Story = {
  args: withCaptcha,
  play: async ({ canvasElement }) => {
    await expect(await captchaBox(canvasElement)).not.toBeChecked();
    await waitFor(() => expect(captchaArea(canvasElement)).toHaveAttribute('data-state', 'ready'));
  },
};

/** Sent before the captcha is solved: 'Complete CAPTCHA before submitting.' in the captcha area, and nothing is sent. */
export const CaptchaIncomplete: Story = {
  args: withCaptcha,
  play: async ({ canvasElement }) => {
    await captchaBox(canvasElement);
    await userEvent.type(emailBox(canvasElement), 'ada@example.com');
    await userEvent.click(submit(canvasElement));
    await expect(within(captchaArea(canvasElement)).getByRole('alert')).toHaveTextContent('Complete CAPTCHA before submitting.');
    await expect(db.restockSignups).toEqual([]);
    await userEvent.click(await captchaBox(canvasElement));
    await expect(within(captchaArea(canvasElement)).queryByRole('alert')).toBeNull();
  },
};

/** Captcha solved, then sent: the thank-you. */
export const CaptchaSolvedSignedUp: Story = {
  args: withCaptcha,
  play: async ({ canvasElement }) => {
    await userEvent.type(emailBox(canvasElement), 'ada@example.com');
    await userEvent.click(await captchaBox(canvasElement));
    await userEvent.click(submit(canvasElement));
    await expect(await thanks(canvasElement)).toHaveTextContent("Thanks! We'll email you when it's back in stock.");
    await expect(db.restockSignups).toHaveLength(2);
  },
};

/** The signup failed (the session expired): the reason, the captcha reset for the next try, the email kept. */
export const CaptchaResetAfterFailure: Story = {
  args: withCaptcha,
  parameters: { msw: { handlers: { scenario: scenario('session-expired') } } },
  play: async ({ canvasElement }) => {
    await userEvent.type(emailBox(canvasElement), 'ada@example.com');
    await userEvent.click(await captchaBox(canvasElement));
    await expect(await captchaBox(canvasElement)).toBeChecked();
    await userEvent.click(submit(canvasElement));
    // The form's own alert (the captcha area has none now).
    const failure = () => canvasElement.querySelector('[data-vitrine="restock-form"] form > [role="alert"]');
    await waitFor(() => expect(failure()).toHaveTextContent('Unable to sign up'));
    await expect(failure()).toHaveTextContent('Your session has expired. Please reload the page and try again.');
    await expect(await captchaBox(canvasElement)).not.toBeChecked();
    await waitFor(() => expect(captchaArea(canvasElement)).toHaveAttribute('data-state', 'ready'));
    await expect(emailBox(canvasElement)).toHaveValue('ada@example.com');
  },
};

/** The captcha provider fails when ticked: the visitor is told, and the form still cannot be sent. */
export const CaptchaFailed: Story = {
  args: { captchaSiteKey: FAILING_CAPTCHA_SITE_KEY },
  play: async ({ canvasElement }) => {
    await userEvent.click(await captchaBox(canvasElement));
    await expect(await within(captchaArea(canvasElement)).findByRole('alert')).toHaveTextContent('The CAPTCHA could not be checked. Please try again.');
    await userEvent.type(emailBox(canvasElement), 'ada@example.com{Enter}');
    await expect(captchaArea(canvasElement)).toHaveTextContent('Complete CAPTCHA before submitting.');
    await expect(db.restockSignups).toEqual([]);
  },
};

/** The captcha library cannot be loaded: the visitor is told why the form cannot be sent. */
export const CaptchaLibraryAbsent: Story = {
  args: { ...withCaptcha, captchaScriptUrl: ABSENT_CAPTCHA_SCRIPT_URL },
  play: async ({ canvasElement }) => {
    await expect(await within(captchaArea(canvasElement)).findByRole('alert')).toHaveTextContent(
      'The CAPTCHA could not be loaded. Please reload the page and try again.',
    );
  },
};

/** Not an email: the spec's 'Please enter a valid email' on the field, and nothing is sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(emailBox(canvasElement), 'ada@example');
    await userEvent.click(submit(canvasElement));
    await expect(emailBox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailBox(canvasElement)).toHaveAccessibleDescription('Please enter a valid email');
    await expect(db.restockSignups).toEqual([]);
  },
};

/** Signed up from the keyboard: email and opt-in sent for every variant of the sold-out product, then the thank-you. */
export const SignedUp: Story = {
  args: { merchandising: { ...mailingList, mailingListOptInByDefault: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailBox(canvasElement), 'ada@example.com{Enter}');
    await expect(await thanks(canvasElement)).toHaveTextContent("Thanks! We'll email you when it's back in stock.");
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(db.restockSignups).toEqual([
      { itemId: woolScarf.id, sku: 'WS-GREY', email: 'ada@example.com', isJoinMailingList: true },
      { itemId: woolScarf.id, sku: 'WS-RUST', email: 'ada@example.com', isJoinMailingList: true },
    ]);
  },
};

/** The chosen variant is out of stock (Medium Navy shirt): the signup is for that variant, without the mailing list. */
export const ChosenVariantOutOfStock: Story = {
  args: { product: linenShirt, variant: navy },
  play: async ({ canvasElement }) => {
    await userEvent.type(emailBox(canvasElement), 'ada@example.com');
    await userEvent.click(submit(canvasElement));
    await thanks(canvasElement);
    await expect(db.restockSignups).toEqual([{ itemId: linenShirt.id, sku: 'LS-M-NAVY', email: 'ada@example.com', isJoinMailingList: false }]);
  },
};

/** While it is sent: the button reads 'Submitting…'. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { scenario: scenario('slow', { delayMs: 60_000 }) } } },
  play: async ({ canvasElement }) => {
    await userEvent.type(emailBox(canvasElement), 'ada@example.com');
    await userEvent.click(submit(canvasElement));
    const button = within(canvasElement).getByRole('button', { name: SUBMITTING_LABEL });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The signup failed (no connection): the alert with the reason; the form stays for another try. */
export const SignupFailed: Story = {
  parameters: { msw: { handlers: { scenario: scenario('offline') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailBox(canvasElement), 'ada@example.com');
    await userEvent.click(submit(canvasElement));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Unable to sign up');
    await expect(alert).toHaveTextContent(CART_CHECK_CONNECTION);
    await expect(emailBox(canvasElement)).toHaveValue('ada@example.com');
  },
};

/** The merchant's own wording for the heading and the thank-you. */
export const MerchantWording: Story = {
  args: { merchandising: { restockNotificationMessages: { title: 'Tell me when the scarf is back', success: 'You are on the list.' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Tell me when the scarf is back' })).toBeVisible();
    await userEvent.type(emailBox(canvasElement), 'ada@example.com{Enter}');
    await expect(await thanks(canvasElement)).toHaveTextContent('You are on the list.');
  },
};

/** Hidden by default on the product page: nothing shows. */
export const HiddenByDefault: Story = {
  decorators: [drawsNothing('the store hides the sign-up on the product page until a sold-out choice is made.')],
  args: { merchandising: { restockNotificationViews: { productDetail: { hiddenByDefault: true } } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-vitrine="restock-form"]')).toBeNull();
  },
};

/** A product in stock: nothing to sign up for, nothing shows. */
export const InStock: Story = {
  decorators: [drawsNothing('the product is in stock, so there is nothing to be told about.')],
  args: { product: linenShirt },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-vitrine="restock-form"]')).toBeNull();
  },
};

/** The site's own wording: heading, field, button and the message for an address that is not an email. */
export const Localized: Story = {
  decorators: [
    (Story) => (
      <LocalizedStringsProvider
        strings={{
          restockTitleText: 'Prévenez-moi du retour en stock',
          restockEmailLabel: 'Adresse e-mail',
          restockSubmitText: 'Me prévenir',
          restockEmailInvalidMessage: 'Veuillez saisir une adresse e-mail valide',
        }}
      >
        {Story()}
      </LocalizedStringsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Prévenez-moi du retour en stock' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Adresse e-mail/ }), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Me prévenir' }));
    await expect(canvas.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveAccessibleDescription('Veuillez saisir une adresse e-mail valide');
  },
};

/** Under a product title that is itself an h2: the form's heading one level lower. */
export const HeadingLevelThree: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: "Notify me when it's back in stock" })).toBeVisible();
  },
};
