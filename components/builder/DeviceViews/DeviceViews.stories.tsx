import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DeviceViews } from './DeviceViews.tsx';

const meta = {
  title: 'Builder/DeviceViews',
  component: DeviceViews,
  args: {
    onDeviceChange: fn(),
    children: (
      <article>
        <h2>Linen Shirt</h2>
        <p>Breathable linen, cut for warm days.</p>
      </article>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DeviceViews>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const frame = canvasElement.querySelector<HTMLElement>('[data-part="frame"]');
  if (!frame) throw new Error('No frame.');
  return {
    canvas,
    frame,
    toolbar: canvas.getByRole('radiogroup', { name: 'Device view' }),
    device: (name: string) => canvas.getByRole('radio', { name }),
  };
};

/** Desktop: the toolbar (id frame-toolbar-desktop) with Desktop on, the page at the whole width. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const { frame, toolbar, device } = parts(canvasElement);
    await expect(toolbar).toHaveAttribute('id', 'frame-toolbar-desktop');
    await expect(device('Desktop')).toHaveAttribute('aria-checked', 'true');
    await expect(getComputedStyle(frame).maxWidth).toBe('none');
    await expect(within(frame).getByRole('heading', { name: 'Linen Shirt' })).toBeVisible();
  },
};

/** Tablet: the frame at most 768 px wide. */
export const Tablet: Story = {
  args: { defaultDevice: 'tablet' },
  play: async ({ canvasElement }) => {
    const { frame, device } = parts(canvasElement);
    await expect(device('Tablet')).toHaveAttribute('aria-checked', 'true');
    await expect(frame).toHaveAttribute('data-device', 'tablet');
    await expect(getComputedStyle(frame).maxWidth).toBe('768px');
  },
};

/** Phone: the frame at the spec's mobile width, 432 px at most. */
export const Phone: Story = {
  args: { defaultDevice: 'phone' },
  play: async ({ canvasElement }) => {
    const { frame, device } = parts(canvasElement);
    await expect(device('Phone')).toHaveAttribute('aria-checked', 'true');
    await expect(getComputedStyle(frame).maxWidth).toBe('432px');
    await expect(canvasElement.querySelector('[data-vitrine="device-views"]')).toHaveAttribute('data-state', 'phone');
  },
};

/** From the keyboard: Tab to the toolbar, arrow keys move between devices, Space picks one; pressing the shown device keeps it. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const { frame, device } = parts(canvasElement);
    await userEvent.tab();
    await expect(device('Desktop')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(device('Tablet')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(device('Phone')).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(getComputedStyle(frame).maxWidth).toBe('432px'));
    await expect(args.onDeviceChange).toHaveBeenLastCalledWith('phone');
    await userEvent.keyboard(' ');
    await expect(device('Phone')).toHaveAttribute('aria-checked', 'true');
    await expect(args.onDeviceChange).toHaveBeenCalledTimes(1);
  },
};

/** The page owns the device: a click asks for it through onDeviceChange, and the frame follows only the page's device. */
export const Controlled: Story = {
  args: { device: 'tablet' },
  play: async ({ args, canvasElement }) => {
    const { frame, device } = parts(canvasElement);
    await userEvent.click(device('Phone'));
    await expect(args.onDeviceChange).toHaveBeenLastCalledWith('phone');
    await expect(frame).toHaveAttribute('data-device', 'tablet');
  },
};
