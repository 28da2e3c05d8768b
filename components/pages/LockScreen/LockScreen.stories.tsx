import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LockScreen } from './LockScreen.tsx';

/** The site's password in these stories. */
const PASSWORD = 'spring-preview';

const meta = {
  title: 'Pages/Lock screen',
  component: LockScreen,
  args: { onSubmitPassword: fn(async (password: string) => password === PASSWORD), onUnlocked: fn() },
} satisfies Meta<typeof LockScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const passwordBox = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText(/^Password/);

/** Locked: the heading, a required password field and the Enter button. */
export const Locked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page is password protected' })).toBeVisible();
    await expect(passwordBox(canvasElement)).toHaveAttribute('type', 'password');
    await expect(passwordBox(canvasElement)).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('button', { name: 'Enter' })).toBeVisible();
  },
};

/** With the site owner's message under the heading. */
export const WithMessage: Story = {
  args: { message: 'Our spring preview opens to everyone on 1 March.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Our spring preview opens to everyone on 1 March.')).toBeVisible();
  },
};

/** A wrong password: the message on the field, the field emptied and focused. */
export const WrongPassword: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(passwordBox(canvasElement), 'autumn{Enter}');
    await expect(await within(canvasElement).findByText('That password is not right. Please try again.')).toBeVisible();
    await expect(passwordBox(canvasElement)).toHaveValue('');
    await expect(passwordBox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(passwordBox(canvasElement)).toHaveFocus());
    await expect(args.onUnlocked).not.toHaveBeenCalled();
  },
};

/** The check itself failed (offline, a failed call): its own message, and the visitor can try again. */
export const CheckFailed: Story = {
  args: { onSubmitPassword: fn(async (_password: string): Promise<boolean> => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    await userEvent.type(passwordBox(canvasElement), `${PASSWORD}{Enter}`);
    await expect(await within(canvasElement).findByText('The password could not be checked. Please try again.')).toBeVisible();
  },
};

/** Sent empty: asked for the password, nothing checked. */
export const EmptyPassword: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enter' }));
    await expect(within(canvasElement).getByText('Enter the password.')).toBeVisible();
    await expect(args.onSubmitPassword).not.toHaveBeenCalled();
  },
};

/** The right password: the site is told, and the screen says the page is unlocked and opening, with no form left. */
export const Unlocked: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(passwordBox(canvasElement), `${PASSWORD}{Enter}`);
    await waitFor(() => expect(args.onUnlocked).toHaveBeenCalledTimes(1));
    await expect(canvasElement.querySelector('[data-vitrine="lock-screen"]')).toHaveAttribute('data-state', 'unlocked');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page unlocked' })).toBeVisible();
    await expect(canvas.getByText('Password accepted. Opening the page…')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByLabelText(/^Password/)).toBeNull();
    await expect(args.onSubmitPassword).toHaveBeenCalledWith(PASSWORD);
  },
};
