import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { blogSettings, blogSiteUrl, harbourPost } from '../../../mocks/fixtures/blog.ts';
import { ShareButtons } from './ShareButtons.tsx';
import { drawsNothing } from '../../../stories/shared/storyNote.tsx';

const meta = {
  title: 'Content/ShareButtons',
  component: ShareButtons,
  args: { item: harbourPost, options: blogSettings.shareButtonOptions, siteUrl: blogSiteUrl },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ShareButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

const address = encodeURIComponent('https://vitrine-goods.test/journal/mornings-at-the-harbour');
const title = encodeURIComponent('Mornings at the harbour');

/** What each service's link must be, for the item above. */
const expected: Array<[string, string]> = [
  ['Share on Facebook', `https://www.facebook.com/sharer/sharer.php?u=${address}`],
  ['Share on X', `https://x.com/intent/post?url=${address}&text=${title}`],
  ['Share on LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${address}`],
  ['Share on Pinterest', `https://www.pinterest.com/pin/create/button/?url=${address}&description=${title}`],
  ['Share on Reddit', `https://www.reddit.com/submit?url=${address}&title=${title}`],
  ['Share on Tumblr', `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${address}&title=${title}`],
  ['Share on Email', `mailto:?subject=${title}&body=${address}`],
];

/** `social-button`: every service as a full-width button, each a safe link with the item's full address and title. */
export const Block: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Share' });
    for (const [name, href] of expected) {
      const link = within(nav).getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', href);
      if (!href.startsWith('mailto:')) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      if (!href.startsWith('mailto:')) await expect(link).toHaveAttribute('target', '_blank');
    }
  },
};

/** `social-button-inline`: the same links, small, in a row. */
export const Inline: Story = {
  args: { variant: 'inline' },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(expected.map(([, href]) => href));
    await expect(within(canvasElement).getByText('Facebook')).toBeVisible();
  },
};

/** Only the services the site turns on, in the library's order (a list with the older name 'twitter'). */
export const SomeServices: Story = {
  args: { options: ['email', 'twitter'] },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.dataset.service)).toEqual(['x', 'email']);
  },
};

/** No service turned on: nothing. */
export const NoServices: Story = {
  decorators: [drawsNothing('the site turns on no share service.')],
  args: { options: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** A hostile title is only ever part of an encoded address. */
export const HostileTitle: Story = {
  args: { item: { ...harbourPost, title: '"><script>alert(1)</script>&x=' }, options: ['x'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: /^Share on X/ }).getAttribute('href')).toContain('text=%22%3E%3Cscript%3E');
  },
};
