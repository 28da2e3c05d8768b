import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient } from '../../../api/client.ts';
import { CartProvider } from '../../../hooks/shopper/useCart.tsx';
import { SessionProvider } from '../../../hooks/visitor/useSession.tsx';
import { canvasTote } from '../../../mocks/fixtures/catalogue.ts';
import { CartIndicator } from '../../shopper/CartIndicator/CartIndicator.tsx';
import { db } from '../../../mocks/db.ts';
import { memberAccount } from '../../../mocks/fixtures/shop.ts';
import { scenario } from '../../../mocks/scenarios.ts';
import { AccountMenu } from './AccountMenu.tsx';

/** The user-info cookie of a signed-in member, as the page would have it. */
const SIGNED_IN_COOKIE = JSON.stringify({ authenticated: true, siteUserId: memberAccount.id });

const meta = {
  title: 'Account/AccountMenu',
  component: AccountMenu,
  // A story's `userInfoCookie` parameter is the page's user-info cookie (none: a signed-out visitor).
  decorators: [
    (Story, context) => (
      <SessionProvider userInfoCookie={(context.parameters.userInfoCookie as string | undefined) ?? null}>{Story()}</SessionProvider>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => {
  const found = canvasElement.querySelector<HTMLElement>('[data-vitrine="account-menu"]');
  if (!found) throw new Error('No account menu.');
  return found;
};

/** Opens the signed-in menu from the keyboard and waits for it (focus goes to its first button). */
async function openMenu(canvasElement: HTMLElement) {
  within(canvasElement).getByRole('button', { name: 'Account' }).focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('dialog', { name: 'Account' });
  await waitFor(() => expect(within(menu).getByRole('button', { name: 'Sign out' })).toHaveFocus());
  return menu;
}

/** Closes the menu with Escape: focus goes back to its trigger. */
async function closeMenu(canvasElement: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await expect(within(canvasElement).getByRole('button', { name: 'Account' })).toHaveFocus();
}

/** A visitor: the 'Sign in' button. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'signed-out');
  },
};

/** Opens the sign-in dialog from the keyboard and waits for its form. */
async function openSignIn(canvasElement: HTMLElement) {
  within(canvasElement).getByRole('button', { name: 'Sign in' }).focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
  await expect(within(dialog).getByRole('textbox', { name: /Email/ })).toBeVisible();
  return dialog;
}

/** The sign-in dialog, opened from the keyboard: the form inside, focus in it. */
export const SignInDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSignIn(canvasElement);
    await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
  },
};

/** Escape closes the sign-in dialog and gives focus back to 'Sign in'. */
export const SignInDialogClosedWithEscape: Story = {
  play: async ({ canvasElement }) => {
    await openSignIn(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Sign in' })).toHaveFocus();
  },
};

/** The dialog open from the start (uncontrolled `defaultSignInOpen`). */
export const SignInDialogOpen: Story = {
  args: { defaultSignInOpen: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeVisible();
  },
};

/** Signing in through the dialog: it closes, the 'Account' menu takes focus and says who is signed in. */
export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), memberAccount.email);
    await userEvent.type(within(dialog).getByLabelText(/Password/), memberAccount.password);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Account' })).toHaveFocus());
    const menu = await openMenu(canvasElement);
    await expect(menu).toHaveTextContent(`Signed in as ${memberAccount.email}`);
    await closeMenu(canvasElement);
  },
};

/** A member the user-info cookie says is signed in: the 'Account' menu button (the features start here). */
export const SignedIn: Story = {
  parameters: { userInfoCookie: SIGNED_IN_COOKIE },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'signed-in');
    await expect(within(canvasElement).getByRole('button', { name: 'Account' })).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

/** The signed-in menu opened from the keyboard: who is signed in, and 'Sign out' (focused). */
export const MenuOpen: Story = {
  parameters: { userInfoCookie: SIGNED_IN_COOKIE },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(menu).toHaveTextContent(`Signed in as ${memberAccount.id}`);
  },
};

/** Escape closes the signed-in menu and gives focus back to 'Account'. */
export const MenuClosedWithEscape: Story = {
  parameters: { userInfoCookie: SIGNED_IN_COOKIE },
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement);
    await closeMenu(canvasElement);
  },
};

/** Sign out from the keyboard: the visitor is signed out and focus moves to 'Sign in'. */
export const SignsOut: Story = {
  parameters: { userInfoCookie: SIGNED_IN_COOKIE },
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'signed-out'));
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Sign in' })).toHaveFocus());
  },
};

/** The first sign-out answers a crumb failure: it is repeated once and the visitor is signed out. */
export const SignOutRetried: Story = {
  parameters: { userInfoCookie: SIGNED_IN_COOKIE },
  globals: { backend: 'sign-out-crumb-fail-once' },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'signed-out'));
  },
};

/** The repeat fails too (the session expired): the member stays signed in and is told why. */
export const SignOutFailed: Story = {
  parameters: { userInfoCookie: SIGNED_IN_COOKIE, msw: { handlers: { scenario: scenario('session-expired') } } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your session has expired. Please reload the page and try again.');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'signed-in');
    await expect(db.session).toBeNull();
  },
};

const client = createApiClient({ fetch: (input, init) => fetch(input, init), baseUrl: '', getCookie: () => undefined });

/** A page with a cart holding one Canvas Tote (added through the API before the story renders). */
const withACart: Pick<Story, 'loaders' | 'decorators'> = {
  loaders: [
    async () => {
      await client.cart.addEntry({ itemId: canvasTote.id, sku: 'CT-1', quantity: 1 });
      return {};
    },
  ],
  decorators: [
    (Story) => (
      <CartProvider>
        <CartIndicator />
        <Story />
      </CartProvider>
    ),
  ],
};

const cartIndicator = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-vitrine="cart-indicator"]');

/** Signs out from the open menu once the page's cart has loaded with the tote in it. */
async function signOutWithTheTote(canvasElement: HTMLElement) {
  await waitFor(() => expect(cartIndicator(canvasElement)).not.toHaveAttribute('data-empty'));
  const menu = await openMenu(canvasElement);
  await userEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'signed-out'));
}

/** On a page with a cart: signing out without cloneCart empties it, and the page reads it again. */
export const SignsOutOfAPageWithACart: Story = {
  parameters: { userInfoCookie: SIGNED_IN_COOKIE },
  ...withACart,
  play: async ({ canvasElement }) => {
    await signOutWithTheTote(canvasElement);
    await waitFor(() => expect(cartIndicator(canvasElement)).toHaveAttribute('data-empty', 'true'));
  },
};

/** With `cloneCart`, the cart is kept for the visitor after signing out. */
export const SignsOutKeepingTheCart: Story = {
  args: { cloneCart: true },
  parameters: { userInfoCookie: SIGNED_IN_COOKIE },
  ...withACart,
  play: async ({ canvasElement }) => {
    await signOutWithTheTote(canvasElement);
    await expect(cartIndicator(canvasElement)).not.toHaveAttribute('data-empty');
    await expect(db.cart.entries).toHaveLength(1);
  },
};
