import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hostileCommentText } from '../../../mocks/fixtures/blog.ts';
import { AutolinkedText } from './AutolinkedText.tsx';

const meta = {
  title: 'Content/AutolinkedText',
  component: AutolinkedText,
  args: { text: 'New glazes with @vitrine_goods: www.vitrine-goods.test/glazes and https://vitrine-goods.test/journal. #pottery #café' },
  decorators: [(Story) => <p style={{ maxWidth: 480 }}>{Story()}</p>],
} satisfies Meta<typeof AutolinkedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** URLs, a handle and hashtags linked; the sentence's full stop stays text. */
export const Mixed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '@vitrine_goods' })).toHaveAttribute('href', 'https://x.com/vitrine_goods');
    await expect(canvas.getByRole('link', { name: 'www.vitrine-goods.test/glazes' })).toHaveAttribute('href', 'https://www.vitrine-goods.test/glazes');
    await expect(canvas.getByRole('link', { name: 'https://vitrine-goods.test/journal' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '#café' })).toHaveAttribute('href', 'https://x.com/hashtag/caf%C3%A9');
  },
};

/** Plain text: no link. */
export const PlainText: Story = {
  args: { text: 'Mail us at hello@vitrine-goods.test, we are C# free.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** Long hostile text: markup stays text, no script link, the long word wraps. */
export const Hostile: Story = {
  args: { text: `${hostileCommentText} ${'https://a.test/'.repeat(200)} ${'@a '.repeat(300)}` },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img, b, script')).toBeNull();
    await expect(within(canvasElement).queryByRole('link', { name: /javascript/ })).toBeNull();
    await expect(canvasElement.textContent).toContain('<img src=x onerror="alert(1)">');
  },
};
