import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hostileVideo, vimeoBasicVideo, vimeoVideo, youtubeVideo } from '../../../mocks/fixtures/media.ts';
import { VideoWrapper } from './VideoWrapper.tsx';

const meta = {
  title: 'Content/VideoWrapper',
  component: VideoWrapper,
  args: {
    html: youtubeVideo.html,
    providerName: youtubeVideo.providerName,
    videoTitle: youtubeVideo.title,
    overlay: true,
    ...(youtubeVideo.image ? { image: youtubeVideo.image } : {}),
    onLoadedChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof VideoWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

const wrapper = (canvasElement: HTMLElement) => {
  const found = canvasElement.querySelector<HTMLElement>('[data-vitrine="video"]');
  if (found === null) throw new Error('No video wrapper.');
  return found;
};

/** The overlay: the main image and a play button; no frame (nothing of the provider's is loaded) until it is pressed. */
export const Overlay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(wrapper(canvasElement)).toHaveAttribute('data-state', 'overlay');
    await expect(canvas.getByRole('button', { name: 'Play video: Weaving a linen shirt' })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByText('Video from YouTube')).toBeVisible();
  },
};

/** Pressing play loads the provider's player in place of the overlay and moves focus into it. */
export const OverlayPressed: Story = {
  // The provider's own embed code (its iframe's allow list) draws Chromium's warnings about features it does not know.
  tags: ['logs-to-console'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play video: Weaving a linen shirt' }));
    await expect(args.onLoadedChange).toHaveBeenCalledWith(true);
    await expect(wrapper(canvasElement)).toHaveAttribute('data-state', 'loaded');
    const frame = canvasElement.querySelector('iframe');
    if (frame === null) throw new Error('No frame.');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/vitrine-demo?feature=oembed');
    await expect(frame).toHaveAttribute('title', 'Weaving a linen shirt');
    await waitFor(() => expect(frame).toHaveFocus());
  },
};

/** Without an overlay the player is there at once, in the frame's own shape (4:3 here). */
export const Loaded: Story = {
  // The provider's own embed code (its iframe's allow list) draws Chromium's warnings about features it does not know.
  tags: ['logs-to-console'],
  args: { html: vimeoVideo.html, providerName: vimeoVideo.providerName, videoTitle: vimeoVideo.title, overlay: false },
  play: async ({ canvasElement }) => {
    await expect(wrapper(canvasElement)).toHaveAttribute('data-state', 'loaded');
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?h=8272103f6e');
    await expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen; picture-in-picture');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox');
    await expect(within(canvasElement).getByText('Video from Vimeo')).toBeVisible();
  },
};

/** A Vimeo Basic account's video (Vimeo gave no player): the spec's message instead of a player. */
export const VimeoBasic: Story = {
  args: { html: vimeoBasicVideo.html, providerName: vimeoBasicVideo.providerName, videoTitle: vimeoBasicVideo.title },
  play: async ({ canvasElement }) => {
    await expect(wrapper(canvasElement)).toHaveAttribute('data-state', 'vimeo-basic');
    await expect(wrapper(canvasElement).querySelector('[data-vitrine="alert"]')).toHaveTextContent('Vimeo Basic accounts are unsupported. Please share a video from a different account.');
    await expect(within(canvasElement).queryByRole('button', { name: /Play video/ })).toBeNull();
  },
};

/** Another provider that gave no player the page can show. */
export const Unavailable: Story = {
  args: { html: '<p>Embedding disabled</p>', providerName: 'Example Video' },
  play: async ({ canvasElement }) => {
    await expect(wrapper(canvasElement)).toHaveAttribute('data-state', 'unavailable');
    await expect(wrapper(canvasElement).querySelector('[data-vitrine="alert"]')).toHaveTextContent('This video cannot be shown.');
  },
};

/**
 * Hostile oEmbed html (a script, an image with onerror, a javascript: frame, a frame with onload,
 * srcdoc, style and camera access): only the provider's frame is drawn, with none of those, and nothing ran.
 */
export const HostileOembed: Story = {
  args: { html: hostileVideo.html, providerName: hostileVideo.providerName, videoTitle: hostileVideo.title, overlay: false },
  play: async ({ canvasElement }) => {
    const frames = canvasElement.querySelectorAll('iframe');
    await expect(frames).toHaveLength(1);
    const frame = frames[0];
    await expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/vitrine-demo');
    for (const name of ['onload', 'srcdoc', 'style']) await expect(frame).not.toHaveAttribute(name);
    await expect(frame).toHaveAttribute('allow', 'autoplay');
    await expect(frame).toHaveAttribute('title', '<b>Bold</b> title');
    await expect(canvasElement.querySelector('script, img')).toBeNull();
    await expect((window as { __vitrineHacked?: boolean }).__vitrineHacked).toBeUndefined();
  },
};
