import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SessionProvider } from '../../../hooks/visitor/useSession.tsx';
import { SignInForm } from '../../account/SignInForm/SignInForm.tsx';
import { MemberAreaDenied } from './MemberAreaDenied.tsx';

const meta = {
  title: 'Pages/Member area access denied',
  component: MemberAreaDenied,
} satisfies Meta<typeof MemberAreaDenied>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member-area note of rendering spec, screens as the page's heading, with the site's sign-in form under it. */
export const WithSignIn: Story = {
  render: (args) => (
    <SessionProvider>
      <MemberAreaDenied {...args}>
        <SignInForm headingLevel={2} />
      </MemberAreaDenied>
    </SessionProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page is locked; available only to site members' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^Email/ })).toBeVisible();
    await expect(canvasElement.querySelector('[data-page-type="106"]')).not.toBeNull();
  },
};

/** The note alone (a site that signs its members in on another page). */
export const NoteOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'This page is locked; available only to site members' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
  },
};
