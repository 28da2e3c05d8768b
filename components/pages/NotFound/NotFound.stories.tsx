import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from './NotFound.tsx';

const meta = {
  title: 'Pages/Not found',
  component: NotFound,
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A path with nothing at it: the page says which, and links home. */
export const MissingPage: Story = {
  args: { path: '/shop/linen-shirt-old' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText('Nothing is at /shop/linen-shirt-old. It may have moved, or the address may be mistyped.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(canvasElement.querySelector('[data-page-type="100"]')).not.toBeNull();
  },
};

/** A hostile path (markup and a script in it) is shown as the text it is: nothing of it becomes an element. */
export const PathWithMarkup: Story = {
  args: { path: '/<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/<img src=x onerror=/)).toBeVisible();
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect((window as { pwned?: number }).pwned).toBeUndefined();
  },
};

/** A very long path wraps inside the column instead of widening the page. */
export const LongPath: Story = {
  args: { path: `/${'collections/'.repeat(30)}summer` },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector<HTMLElement>('[data-vitrine="not-found"]');
    await expect(page?.scrollWidth).toBeLessThanOrEqual(320);
  },
};
