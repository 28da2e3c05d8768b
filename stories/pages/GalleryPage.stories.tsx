import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GalleryBlock } from '../../components/content/GalleryBlock/GalleryBlock.tsx';
import { galleryMixed, galleryPhotos } from '../../mocks/fixtures/gallery.ts';

/**
 * A site's gallery page: a slideshow of the studio that plays by itself every 4 seconds (as the
 * builder stores it, in kebab-case), then a grid of the work whose items open in a light lightbox,
 * a video among them.
 */
function GalleryPage() {
  return (
    <main style={{ maxWidth: 880, margin: '0 auto', padding: 16 }}>
      <h1>The studio</h1>
      <GalleryBlock
        label="The studio at work"
        items={galleryPhotos}
        options={{ design: 'slideshow', autoplay: true, 'autoplay-delay': 4, controls: true, thumbnails: true, 'thumbnails-per-row': 6, 'thumbnail-strip-height': 64, lightbox: true, 'show-meta': true, 'aspect-ratio': 'widescreen' }}
      />
      <h2>Recent work</h2>
      <GalleryBlock
        label="Recent work"
        items={galleryMixed}
        options={{ design: 'grid', thumbnailsPerRow: 3, padding: 12, aspectRatio: 'four-three', lightboxTheme: 'light', flags: { lightbox: true, 'auto-crop': true, 'show-meta-on-hover': true } }}
      />
    </main>
  );
}

const meta = {
  title: 'Pages/Gallery page',
  component: GalleryPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GalleryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gallery page: the studio slideshow moved on to its second slide by its button, the grid of work below. */
export const GalleryPageStory: Story = {
  name: 'Gallery page',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const studio = within(canvas.getByRole('region', { name: 'The studio at work' }));
    await userEvent.click(studio.getByRole('button', { name: 'Next slide' }));
    await expect(studio.getByText('2 of 6', { selector: '[data-part="counter"]' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Recent work' })).getAllByRole('button', { name: /^View item \d of 7 larger$/ })).toHaveLength(6);
  },
};

/** A grid item open in the light lightbox; Escape closes it and brings the focus back, Enter opens it again. */
export const WorkInTheLightbox: Story = {
  play: async ({ canvasElement }) => {
    const work = within(within(canvasElement).getByRole('region', { name: 'Recent work' }));
    const opener = work.getByRole('button', { name: 'View item 4 of 7 larger' });
    await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Recent work' });
    await expect(dialog).toHaveAttribute('data-theme', 'light');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const again = await within(document.body).findByRole('dialog', { name: 'Recent work' });
    await expect(within(again).getByText('4 of 7')).toBeVisible();
  },
};
