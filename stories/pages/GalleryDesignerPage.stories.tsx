import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GalleryDesigner } from '../../components/builder/GalleryDesigner/GalleryDesigner.tsx';
import { GalleryBlock } from '../../components/content/GalleryBlock/GalleryBlock.tsx';
import { normaliseGalleryOptions, type GalleryOptions } from '../../logic/content/galleryOptions.ts';
import { galleryPhotos } from '../../mocks/fixtures/gallery.ts';
import { layout } from './GalleryDesignerPage.css.ts';

/**
 * The builder with a gallery page open: the gallery designer in the side panel, the page's own
 * gallery beside it, redrawn with each change the owner makes (the options as the block stores them).
 */
function GalleryDesignerPage() {
  const [options, setOptions] = useState<GalleryOptions>(() => normaliseGalleryOptions({ thumbnailsPerRow: 3, flags: { lightbox: true, 'show-meta': true } }));
  return (
    <div className={layout}>
      <aside aria-label="Block settings">
        <GalleryDesigner value={options} onValueChange={setOptions} />
      </aside>
      <main>
        <h1>The studio</h1>
        <GalleryBlock label="The studio at work" items={galleryPhotos} options={options} />
      </main>
    </div>
  );
}

const meta = {
  title: 'Pages/Builder/Gallery designer',
  component: GalleryDesignerPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof GalleryDesignerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page as it opens, at rest (the features act on it): a grid of three per row. */
export const GalleryDesignerAtRest: Story = {
  name: 'Gallery designer at rest',
};

/** The owner makes the grid a slideshow with thumbnails, then types a padding out of range: the page's gallery follows, clamped. */
export const GalleryDesignerPageStory: Story = {
  name: 'Gallery designer',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gallery = canvas.getByRole('region', { name: 'The studio at work' });
    await expect(gallery).toHaveAttribute('data-design', 'grid');
    await userEvent.click(canvas.getByRole('radio', { name: 'Slideshow' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show thumbnails' }));
    await expect(gallery).toHaveAttribute('data-design', 'slideshow');
    await expect(gallery).toHaveAttribute('data-thumbnails', 'true');
    const padding = canvas.getByRole('spinbutton', { name: 'Padding (px)' });
    await userEvent.clear(padding);
    await userEvent.type(padding, '80{Enter}');
    await expect(padding).toHaveValue(50);
    await expect(padding).toHaveAccessibleDescription('Set to 50: Padding (px) must be between 0 and 50');
  },
};
