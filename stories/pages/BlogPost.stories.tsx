import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AutolinkedText } from '../../components/content/AutolinkedText/AutolinkedText.tsx';
import { CommentLink } from '../../components/content/CommentLink/CommentLink.tsx';
import { Comments } from '../../components/content/Comments/Comments.tsx';
import { FollowButton } from '../../components/content/FollowButton/FollowButton.tsx';
import { Image } from '../../components/content/Image/Image.tsx';
import { LikeButton } from '../../components/content/LikeButton/LikeButton.tsx';
import { ShareButtons } from '../../components/content/ShareButtons/ShareButtons.tsx';
import { blogAccount, blogSettings, blogSiteUrl, harbourPost, harbourPostText } from '../../mocks/fixtures/blog.ts';

/** The settings a blog post page reads: the site's comment, like and share settings. */
interface BlogPostPageProps {
  settings: typeof blogSettings | { readonly commentsEnabled: boolean; readonly simpleLikingEnabled: boolean; readonly shareButtonOptions: Readonly<Record<string, boolean>> };
}

/**
 * A site's blog post: the main image, the title with its comment link, the text autolinked, the like
 * widget, share buttons in a row, the author's follow button, and the comments with their form.
 */
function BlogPostPage({ settings }: BlogPostPageProps) {
  // The link says what the comment list counts (a comment posted here included).
  const [commentCount, setCommentCount] = useState(harbourPost.publicCommentCount ?? 0);
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 16, display: 'grid', gap: 16 }}>
      <article style={{ display: 'grid', gap: 12 }}>
        {harbourPost.mainImage ? <Image image={harbourPost.mainImage} sizes="720px" priority="high" /> : null}
        <h1 style={{ margin: 0 }}>{harbourPost.title}</h1>
        <CommentLink item={{ ...harbourPost, publicCommentCount: commentCount }} settings={settings} />
        <p style={{ margin: 0 }}>
          <AutolinkedText text={harbourPostText} />
        </p>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
          <LikeButton itemId={harbourPost.id} likeCount={harbourPost.likeCount ?? 0} enabled={settings.simpleLikingEnabled} />
          <FollowButton userName={blogAccount.userName} profileUrl={blogAccount.profileUrl} />
        </div>
        <ShareButtons item={harbourPost} options={settings.shareButtonOptions} siteUrl={blogSiteUrl} variant="inline" />
      </article>
      <Comments item={harbourPost} settings={settings} siteUrl={blogSiteUrl} onCountChange={setCommentCount} />
    </main>
  );
}

const meta = {
  title: 'Pages/Blog post',
  component: BlogPostPage,
  args: { settings: blogSettings },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlogPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The blog post: the comment link reaches the comments, a like counts, and a comment posted joins the list. */
export const BlogPost: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mornings at the harbour' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '@harbour_kiln' })).toHaveAttribute('href', 'https://x.com/harbour_kiln');
    const link = canvas.getByRole('link', { name: '2 Comments' });
    await expect(canvasElement.querySelector(link.getAttribute('href')?.replace(/^[^#]*/, '') ?? '#none')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }));
    await expect(canvas.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    await canvas.findByText('Ana wrote:');
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Hana');
    await userEvent.type(canvas.getByRole('textbox', { name: /Comment/ }), 'Beautiful blue!');
    await userEvent.click(canvas.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(canvas.getByRole('region', { name: '3 Comments' })).toBeVisible());
    await expect(await canvas.findByRole('link', { name: '3 Comments' })).toBeVisible();
  },
};

/** The same post on a site without likes or comments: neither shows, nor the comment link; sharing and following stay. */
export const WithoutLikesOrComments: Story = {
  args: { settings: { commentsEnabled: false, simpleLikingEnabled: false, shareButtonOptions: { facebook: true, email: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Like' })).toBeNull();
    await expect(canvasElement.querySelector('[data-vitrine="comments"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-vitrine="comment-link"]')).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'Share' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Follow @vitrine_goods' })).toBeVisible();
  },
};
