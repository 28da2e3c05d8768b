import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button.tsx';
import { LinkField } from './LinkField.tsx';
import { frame } from '../../../stories/builder/storyFrame.css.ts';

const meta = {
  title: 'Builder/Fields/LinkField',
  component: LinkField,
  args: { label: 'Button link', description: 'Where the button takes visitors.', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof LinkField>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Button link' });

/** Empty: no message until the owner types something wrong. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(box(canvasElement));
    await userEvent.tab();
    await expect(box(canvasElement)).not.toHaveAttribute('aria-invalid');
  },
};

/** A valid https link, typed: reported on every keystroke, no message on blur. */
export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(box(canvasElement), 'https://vitrine.example/shop');
    await userEvent.tab();
    await expect(box(canvasElement)).not.toHaveAttribute('aria-invalid');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('https://vitrine.example/shop');
  },
};

/** A link without its scheme: on blur the rendering spec, validation rules message names both forms with the host typed; the text stays. */
export const InvalidOnBlur: Story = {
  args: { defaultValue: 'vitrine.example/shop' },
  play: async ({ canvasElement }) => {
    await userEvent.click(box(canvasElement));
    await userEvent.tab();
    await expect(box(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(box(canvasElement)).toHaveAccessibleDescription(/Links must be formatted as http:\/\/vitrine\.example or https:\/\/vitrine\.example/);
    await expect(box(canvasElement)).toHaveValue('vitrine.example/shop');
    // Fixing it clears the message as the owner types.
    await userEvent.clear(box(canvasElement));
    await userEvent.type(box(canvasElement), 'https://vitrine.example/shop');
    await expect(box(canvasElement)).not.toHaveAttribute('aria-invalid');
  },
};

/** Inside a form: saving with a bad link is stopped and shows the message; nothing typed is lost. */
export const ShownOnSubmit: Story = {
  args: { defaultValue: 'ftp://files.example.org' },
  render: (args) => {
    const onSubmit = fn();
    return (
      <form
        data-testid="form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        className={frame}
      >
        <LinkField {...args} />
        <div>
          <Button type="submit">Save</Button>
        </div>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submitted = counter();
    canvas.getByTestId('form').addEventListener('submit', submitted.record);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Links must be formatted as http://files.example.org or https://files.example.org')).toBeVisible();
    await expect(submitted.count()).toBe(0);
    await expect(box(canvasElement)).toHaveValue('ftp://files.example.org');
  },
};

/** Counts submit events without the story's own handler. */
function counter() {
  let count = 0;
  return { record: () => void (count += 1), count: () => count };
}
