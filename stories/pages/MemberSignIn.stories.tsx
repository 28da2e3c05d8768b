import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountMenu } from '../../components/account/AccountMenu/AccountMenu.tsx';
import { SignInForm } from '../../components/account/SignInForm/SignInForm.tsx';
import { SessionProvider, useSession } from '../../hooks/visitor/useSession.tsx';
import { db } from '../../mocks/db.ts';
import { memberAccount } from '../../mocks/fixtures/shop.ts';

/** The members' page: the sign-in form until the visitor signs in, then what members see. */
function MembersMain() {
  const { authenticated } = useSession();
  return (
    <main style={{ maxWidth: 480 }}>
      <h1>Members</h1>
      {authenticated ? <p>Welcome back. Your member prices apply across the shop.</p> : <SignInForm headingLevel={2} />}
    </main>
  );
}

/** A site page with the account menu in its header; after a sign-in the member's language follows the site's unless it is custom-coded. */
function MemberSignInPage({ siteLanguage }: { siteLanguage: string }) {
  return (
    <SessionProvider userInfoCookie={null} siteLanguage={siteLanguage}>
      <div style={{ display: 'grid', gap: 24, padding: 16 }}>
        <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <strong>Vitrine Goods</strong>
          <AccountMenu />
        </header>
        <MembersMain />
      </div>
    </SessionProvider>
  );
}

const meta = {
  title: 'Pages/Member sign-in',
  component: MemberSignInPage,
  parameters: { layout: 'fullscreen' },
  args: { siteLanguage: 'fr-FR' },
} satisfies Meta<typeof MemberSignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the header's 'Sign in' and the page's own sign-in form (the features start here). */
export const MemberSignIn: Story = {
  name: 'Member sign-in',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('banner')).getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByRole('region', { name: 'Sign in' })).toBeVisible();
  },
};

/** Signing in on the page: the header's account menu follows, and the member's language is sent (fr-FR is not custom-coded). */
export const SignedInOnThePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(canvas.getByRole('main'));
    await userEvent.type(main.getByRole('textbox', { name: /Email/ }), memberAccount.email);
    await userEvent.type(main.getByLabelText(/Password/), memberAccount.password);
    await userEvent.click(main.getByRole('button', { name: 'Sign in' }));
    await main.findByText('Welcome back. Your member prices apply across the shop.');
    await expect(within(canvas.getByRole('banner')).getByRole('button', { name: 'Account' })).toBeVisible();
    await waitFor(() => expect(db.memberLocale).toBe('fr-FR'));
  },
};

/** A site language with a made-up code (private use): no member language is sent after a sign-in (the features sign in here). */
export const CustomCodedLanguage: Story = {
  args: { siteLanguage: 'en-x-pirate' },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('main')).getByRole('region', { name: 'Sign in' })).toBeVisible();
  },
};
