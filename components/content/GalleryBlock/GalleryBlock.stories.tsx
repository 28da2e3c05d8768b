import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { galleryEmptyItem, galleryMixed, galleryPhotos, galleryVideo } from '../../../mocks/fixtures/gallery.ts';
import { GalleryBlock } from './GalleryBlock.tsx';

const meta = {
  title: 'Content/GalleryBlock',
  component: GalleryBlock,
  args: { items: galleryPhotos, label: 'Studio photographs', onIndexChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof GalleryBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const count = galleryPhotos.length;
const slideShown = async (canvasElement: HTMLElement, n: number, of = count) => {
  const slide = canvasElement.querySelector<HTMLElement>(`[data-part="slide"][data-index="${n - 1}"]`);
  await expect(slide).toHaveAttribute('data-state', 'active');
  await expect(within(canvasElement).getByText(`${n} of ${of}`, { selector: '[data-part="counter"]' })).toBeVisible();
};

/** The default design: a grid of every item, four per row, in square frames, each image whole (auto-crop off). */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const gallery = within(canvasElement).getByRole('region', { name: 'Studio photographs' });
    await expect(gallery).toHaveAttribute('data-design', 'grid');
    await expect(gallery).not.toHaveAttribute('aria-roledescription');
    await expect(canvasElement.querySelectorAll('[data-part="item"]')).toHaveLength(count);
  },
};

/** A slideshow: one slide at a time, previous/next buttons, a counter and the thumbnail strip. */
export const Slideshow: Story = {
  args: { options: { design: 'slideshow', flags: { controls: true, thumbnails: true, lightbox: true } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Studio photographs' })).toHaveAttribute('aria-roledescription', 'carousel');
    await slideShown(canvasElement, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await slideShown(canvasElement, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await slideShown(canvasElement, count);
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 3 of 6' }));
    await slideShown(canvasElement, 3);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
  },
};

/** A slideshow with buttons, thumbnails and the lightbox as a visitor first sees it (it does not act: the features start here). */
export const SlideshowAtRest: Story = {
  args: { options: { design: 'slideshow', flags: { controls: true, thumbnails: true, lightbox: true, 'show-meta': true } } },
  play: async ({ canvasElement }) => {
    await slideShown(canvasElement, 1);
  },
};

/**
 * Arrow keys move and wrap, Home goes to the first slide and End to the last. From a slide's item the
 * focus follows the slide shown (the one left turns inert); from a control it stays on the control.
 */
export const SlideshowKeyboard: Story = {
  args: { options: { design: 'slideshow', flags: { controls: true, lightbox: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const item = (n: number) => canvas.getByRole('button', { name: `View item ${n} of ${count} larger` });
    await userEvent.tab();
    await expect(item(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await slideShown(canvasElement, 2);
    await expect(item(2)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await slideShown(canvasElement, 3);
    await userEvent.keyboard('{End}');
    await slideShown(canvasElement, count);
    await userEvent.keyboard('{ArrowRight}');
    await slideShown(canvasElement, 1);
    await userEvent.keyboard('{ArrowLeft}');
    await slideShown(canvasElement, count);
    await expect(item(count)).toHaveFocus();
    const next = canvas.getByRole('button', { name: 'Next slide' });
    next.focus();
    await userEvent.keyboard('{ArrowRight}');
    await slideShown(canvasElement, 1);
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await slideShown(canvasElement, 2);
    await userEvent.keyboard('{Home}');
    await slideShown(canvasElement, 1);
    await expect(next).toHaveFocus();
  },
};

/** A slider (carousel): slides side by side, the active one centred. */
export const Slider: Story = {
  args: { options: { design: 'carousel', flags: { controls: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Studio photographs' })).toHaveAttribute('data-design', 'slider');
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await slideShown(canvasElement, 2);
  },
};

/** Stacked: every item one under another, whole (not cropped), with its meta. */
export const Stacked: Story = {
  args: { options: { design: 'stacked', flags: { 'show-meta': true } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Harbour at dawn')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="item"]')).toHaveAttribute('data-cropped', 'false');
  },
};

/** The lightbox (dark): an item opens it; arrows move; Escape closes it and the focus goes back to the item. */
export const LightboxDark: Story = {
  args: { options: { lightbox: true, 'lightbox-theme': 'dark' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'View item 2 of 6 larger' });
    await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Studio photographs' });
    await expect(dialog).toHaveAttribute('data-theme', 'dark');
    await expect(within(dialog).getByText('2 of 6')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByText('3 of 6')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous slide' }));
    await expect(within(dialog).getByText('2 of 6')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    // Enter on the focused item opens it again: pictured open, on the item it shows.
    await userEvent.keyboard('{Enter}');
    const again = await within(document.body).findByRole('dialog', { name: 'Studio photographs' });
    await expect(within(again).getByText('2 of 6')).toBeVisible();
    await expect(within(again).getByRole('img', { name: 'A potter at the wheel in a small workshop' })).toBeVisible();
  },
};

/** The lightbox in its light theme, open. */
export const LightboxLight: Story = {
  args: { options: { lightbox: true, lightboxTheme: 'light' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View item 1 of 6 larger' }));
    await expect(await within(document.body).findByRole('dialog', { name: 'Studio photographs' })).toHaveAttribute('data-theme', 'light');
  },
};

/** A video item shows its poster with a play button; with the lightbox on, it plays there. */
export const VideoInLightbox: Story = {
  args: { items: galleryMixed, options: { lightbox: true, flags: { 'show-meta': true } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play video 3 of 7' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Studio photographs' });
    await waitFor(() => expect(dialog.querySelector('video')).toHaveAttribute('src', galleryVideo.videoUrl ?? ''));
  },
};

/** Without the lightbox, a video plays in place of its poster. */
export const VideoInline: Story = {
  args: { items: galleryMixed, options: { design: 'slideshow', flags: { controls: true } }, defaultIndex: 2 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play video 3 of 7' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-part="slide"][data-index="2"] video')).not.toBeNull());
  },
};

/** No items at all: a frame of the block's proportions that says the gallery has no images yet. */
export const NoItems: Story = {
  args: { items: [], options: { design: 'slideshow', lightbox: true } },
  play: async ({ canvasElement }) => {
    const gallery = within(canvasElement).getByRole('region', { name: 'Studio photographs' });
    await expect(gallery).toHaveAttribute('data-state', 'empty');
    await expect(within(gallery).getByText('No images in this gallery yet')).toBeVisible();
    await expect(within(gallery).queryByRole('button')).toBeNull();
  },
};

/** An item with no image yet (imageEmpty) shows a placeholder and opens nothing. */
export const EmptyItem: Story = {
  args: { items: [galleryEmptyItem, ...galleryPhotos.slice(0, 2)], options: { lightbox: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No image yet')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'View item 1 of 3 larger' })).toBeNull();
  },
};

/**
 * Autoplay on (every 5 s): running until the pointer rests on it or the focus enters, with a stop button.
 * It follows the visitor's motion preference (the features switch it); pictured with motion allowed.
 */
export const Autoplay: Story = {
  tags: ['looks-with-motion'],
  args: { options: { design: 'slideshow', flags: { autoplay: true, controls: true } } },
  play: async ({ canvasElement }) => {
    const gallery = within(canvasElement).getByRole('region', { name: 'Studio photographs' });
    await userEvent.unhover(gallery);
    await expect(gallery).toHaveAttribute('data-autoplay-state', 'running');
  },
};

/** Autoplay stopped by the visitor: paused, and the button offers to start it again (pictured with motion allowed). */
export const AutoplayStopped: Story = {
  tags: ['looks-with-motion'],
  args: { options: { design: 'slideshow', flags: { autoplay: true, controls: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Stop slide rotation' }));
    await expect(canvas.getByRole('button', { name: 'Start slide rotation' })).toBeVisible();
    await userEvent.unhover(canvas.getByRole('region', { name: 'Studio photographs' }));
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(canvas.getByRole('region', { name: 'Studio photographs' })).toHaveAttribute('data-autoplay-state', 'paused');
  },
};

/** Reduced motion: autoplay never runs (no stop button either) and nothing moves. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true, options: { design: 'slideshow', flags: { autoplay: true, controls: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gallery = canvas.getByRole('region', { name: 'Studio photographs' });
    await expect(gallery).toHaveAttribute('data-motion', 'reduce');
    await expect(gallery).toHaveAttribute('data-autoplay-state', 'paused');
    await expect(canvas.queryByRole('button', { name: 'Stop slide rotation' })).toBeNull();
    const slide = canvasElement.querySelector<HTMLElement>('[data-part="slide"]');
    await expect(slide && getComputedStyle(slide).transitionDuration).toBe('0s');
  },
};

/** A gallery of one: no controls, no counter. */
export const SingleItem: Story = {
  args: { items: galleryPhotos.slice(0, 1), options: { design: 'slideshow', flags: { controls: true, autoplay: true } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Next slide' })).toBeNull();
  },
};

const hostileTitle = '<img src=x onerror="window.__galleryHacked=1">{{title}} \u202Eevil\u202C '.repeat(20);

/** Merchant text is text: a title full of markup and template syntax shows as typed, and no element is made from it. */
export const HostileText: Story = {
  args: {
    items: [{ id: 'hostile', mediaType: { kind: 'image' } as unknown as string, image: galleryPhotos[0]?.image ?? null, title: hostileTitle, description: '</figcaption><script>1</script>' }],
    options: { flags: { 'show-meta': true, lightbox: true } },
  },
  play: async ({ canvasElement }) => {
    const meta = canvasElement.querySelector('[data-part="meta"]');
    await expect(meta?.querySelector('img, script')).toBeNull();
    await expect(meta?.textContent).toContain('</figcaption><script>1</script>');
  },
};
