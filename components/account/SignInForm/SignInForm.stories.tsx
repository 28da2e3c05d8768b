import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient } from '../../../api/client.ts';
import { ApiClientProvider } from '../../../hooks/shared/useApiClient.tsx';
import { SessionProvider } from '../../../hooks/visitor/useSession.tsx';
import { db } from '../../../mocks/db.ts';
import { memberAccount } from '../../../mocks/fixtures/shop.ts';
import { scenario } from '../../../mocks/scenarios.ts';
import { SignInForm } from './SignInForm.tsx';

const meta = {
  title: 'Account/SignInForm',
  component: SignInForm,
  args: { onSignedIn: fn() },
  decorators: [
    (Story) => (
      <SessionProvider>
        <div style={{ maxWidth: 420 }}>{Story()}</div>
      </SessionProvider>
    ),
  ],
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const emailBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: /Email/ });
const passwordBox = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText(/Password/);
const rememberMe = (canvasElement: HTMLElement) => within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
const form = (canvasElement: HTMLElement) => {
  const found = canvasElement.querySelector<HTMLElement>('[data-vitrine="sign-in-form"]');
  if (!found) throw new Error('No sign-in form.');
  return found;
};

/** Types the member's email and a password, ticks remember me, and signs in. */
async function signIn(canvasElement: HTMLElement, password = memberAccount.password) {
  await userEvent.type(emailBox(canvasElement), memberAccount.email);
  await userEvent.type(passwordBox(canvasElement), password);
  await userEvent.click(rememberMe(canvasElement));
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
}

/** Shows the failure and keeps what was typed (the password too, unless it was refused). */
async function expectFailure(canvasElement: HTMLElement, message: string, keepsPassword = true) {
  const alert = await within(form(canvasElement)).findByRole('alert');
  await expect(alert).toHaveTextContent('Unable to sign in');
  await expect(alert).toHaveTextContent(message);
  await expect(form(canvasElement)).toHaveAttribute('data-state', 'failed');
  await expect(emailBox(canvasElement)).toHaveValue(memberAccount.email);
  await expect(rememberMe(canvasElement)).toBeChecked();
  await expect(passwordBox(canvasElement)).toHaveValue(keepsPassword ? memberAccount.password : '');
}

/** Nothing typed yet: email and password (both required), remember me, the button. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(emailBox(canvasElement)).toHaveAttribute('aria-required', 'true');
    await expect(passwordBox(canvasElement)).toHaveAttribute('type', 'password');
    await expect(rememberMe(canvasElement)).not.toBeChecked();
    await expect(form(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

/** Sent empty, then with an email that is not one: the forms' messages (shopper spec, validation rules), and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('One or more fields is invalid, please check your entries.');
    await expect(canvas.getAllByText('Required')).toHaveLength(2);
    await userEvent.type(emailBox(canvasElement), 'ada@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText(/Email is not valid\./)).toBeVisible();
    await expect(db.session).toBeNull();
  },
};

/** On its way: the button reads 'Signing in…'. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { scenario: scenario('slow', { delayMs: 60_000 }) } } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    const button = await within(canvasElement).findByRole('button', { name: 'Signing in…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(form(canvasElement)).toHaveAttribute('data-state', 'submitting');
  },
};

/** The right email and password: the member is signed in (the backend holds the session). */
export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    await signIn(canvasElement);
    await expect(await within(form(canvasElement)).findByRole('status')).toHaveTextContent('You are signed in.');
    await expect(form(canvasElement)).toHaveAttribute('data-state', 'signed-in');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
    await expect(db.session?.memberId).toBe(memberAccount.id);
  },
};

/** A wrong password (401): the message; the email and remember me stay, the refused password is emptied. */
export const WrongPassword: Story = {
  parameters: { msw: { handlers: { scenario: scenario('wrong-password') } } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await expectFailure(canvasElement, 'Unable to sign in. The email or password is incorrect.', false);
  },
};

/** Too many tries (429): 'Please try again in a few seconds.', everything typed kept. */
export const RateLimited: Story = {
  parameters: { msw: { handlers: { scenario: scenario('rate-limited') } } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await expectFailure(canvasElement, 'Please try again in a few seconds.');
  },
};

/** No connection: 'Please check your internet connection.', everything typed kept. */
export const Offline: Story = {
  parameters: { msw: { handlers: { scenario: scenario('offline') } } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await expectFailure(canvasElement, 'Please check your internet connection.');
  },
};

/** A crumb failure with cookies on: the session expired (shopper spec, error catalogue). */
export const SessionExpired: Story = {
  parameters: { msw: { handlers: { scenario: scenario('session-expired') } } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await expectFailure(canvasElement, 'Your session has expired. Please reload the page and try again.');
  },
};

/** A browser that refuses cookies (the client says so): a crumb failure asks to enable them (shopper spec, error catalogue). */
const cookielessClient = createApiClient({
  fetch: (input, init) => fetch(input, init),
  baseUrl: '',
  getCookie: () => undefined,
  cookiesEnabled: () => false,
});

/** Its own session under the cookieless client: the form's session is the nearest provider's. */
const cookieless: NonNullable<Story['decorators']> = [
  (Story) => (
    <ApiClientProvider client={cookielessClient}>
      <SessionProvider>{Story()}</SessionProvider>
    </ApiClientProvider>
  ),
];

/** In a browser that refuses cookies, before anything is sent (the features sign in from here). */
export const CookielessBrowser: Story = {
  decorators: cookieless,
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement)).toHaveAttribute('data-state', 'idle');
  },
};

/** Cookies disabled: 'Please enable cookies in your browser, reload the page, and try again.' */
export const CookiesDisabled: Story = {
  parameters: { msw: { handlers: { scenario: scenario('session-expired') } } },
  decorators: cookieless,
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await expectFailure(canvasElement, 'Please enable cookies in your browser, reload the page, and try again.');
  },
};
