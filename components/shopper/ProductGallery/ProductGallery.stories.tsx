import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { canvasPrint, handThrownVase } from '../../../mocks/fixtures/collection.ts';
import { fieldGuideEbook, linenShirt } from '../../../mocks/fixtures/catalogue.ts';
import { withImages } from '../../../mocks/fixtures/images.ts';
import { ProductGallery } from './ProductGallery.tsx';

const imagesOf = (product: Parameters<typeof withImages>[0]) => withImages(product).images ?? [];

const meta = {
  title: 'Shopper/ProductGallery',
  component: ProductGallery,
  args: { images: imagesOf(linenShirt), onIndexChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const gallery = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Product images' });
const shows = async (canvas: Canvas, n: number, of = 4) => {
  await expect(canvas.getByRole('group', { name: `Image ${n} of ${of}` })).toBeVisible();
  await expect(canvas.getByRole('button', { name: `Show image ${n} of ${of}` })).toHaveAttribute('aria-current', 'true');
};
const zoomOf = (canvasElement: HTMLElement) => {
  const zoom = canvasElement.querySelector<HTMLElement>('[data-part="zoom"]');
  if (!zoom) throw new Error('No zoomable image.');
  return zoom;
};
const layerOf = (canvasElement: HTMLElement) => {
  const layer = canvasElement.querySelector<HTMLElement>('[data-part="zoom-layer"]');
  if (!layer) throw new Error('No zoom layer.');
  return layer;
};

/** How much the layer is enlarged as the page draws it now (1: not at all). */
const scaleOf = (layer: HTMLElement) => {
  const transform = getComputedStyle(layer).transform;
  return transform === 'none' ? 1 : new DOMMatrixReadOnly(transform).a;
};

/** The point the layer is enlarged around, as fractions of its width and height. */
const originOf = (layer: HTMLElement) => {
  const [x = '', y = ''] = getComputedStyle(layer).transformOrigin.split(' ');
  // The layout size, which the enlargement does not change.
  const { offsetWidth: width, offsetHeight: height } = layer;
  return [Math.round((parseFloat(x) / width) * 100) / 100, Math.round((parseFloat(y) / height) * 100) / 100];
};

/** A slideshow: the main image (loaded eagerly), its place in the set, and a thumbnail per image, the first current. */
export const Slideshow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(gallery(canvasElement)).toHaveAttribute('aria-roledescription', 'carousel');
    await shows(canvas, 1);
    await expect(canvas.getByText('Image 1 of 4')).toBeVisible();
    const main = canvas.getByRole('img', { name: 'Linen Shirt, front' });
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await waitFor(() => expect((main as HTMLImageElement).naturalWidth).toBeGreaterThan(0), { timeout: 20_000 });
    await expect(canvas.getAllByRole('button', { name: /^Show image/ })).toHaveLength(4);
  },
};

/** A thumbnail click shows its image. */
export const ThumbnailClick: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show image 3 of 4' }));
    await shows(canvas, 3);
    await expect(canvas.getByRole('img', { name: 'Linen Shirt, in use' })).toBeVisible();
    await expect(args.onIndexChange).toHaveBeenCalledWith(2);
  },
};

/** Left and Right arrow keys change the slide and wrap at both ends; the focused slide shows a focus ring. */
export const ArrowKeysWrap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const slide = canvas.getByRole('group', { name: 'Image 1 of 4' });
    await expect(slide).toHaveFocus();
    await expect(getComputedStyle(slide).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowLeft}');
    await shows(canvas, 4);
    await userEvent.keyboard('{ArrowRight}');
    await shows(canvas, 1);
    await userEvent.keyboard('{ArrowRight}');
    await shows(canvas, 2);
  },
};

/** Arrow keys on a thumbnail move the slide and the focus together. */
export const ArrowKeysOnThumbnails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Show image 1 of 4' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await shows(canvas, 4);
    await expect(canvas.getByRole('button', { name: 'Show image 4 of 4' })).toHaveFocus();
  },
};

/** The previous and next buttons, wrapping too. */
export const PreviousAndNext: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await shows(canvas, 4);
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await shows(canvas, 1);
  },
};

/** Starts on another image (`defaultIndex`). */
export const StartingOnThirdImage: Story = {
  args: { defaultIndex: 2 },
  play: async ({ canvasElement }) => {
    await shows(within(canvasElement), 3);
  },
};

/** Rests the pointer on the zoomable image, at a point given as fractions of its width and height. */
const restPointerOn = async (zoom: HTMLElement, x: number, y: number) => {
  const box = zoom.getBoundingClientRect();
  const coords = { clientX: box.left + box.width * x, clientY: box.top + box.height * y };
  await userEvent.hover(zoom);
  await userEvent.pointer({ target: zoom, coords });
};

/**
 * Hover zoom (the default): nothing zoomed until the pointer rests on the image; then enlarged 1.5×
 * around the point under the pointer (here the shirt's collar, up and right of the centre).
 */
export const HoverZoom: Story = {
  play: async ({ canvasElement }) => {
    const zoom = zoomOf(canvasElement);
    await expect(zoom).toHaveAttribute('data-zoom', 'hover');
    await expect(zoom).toHaveAttribute('data-zoomed', 'false');
    await restPointerOn(zoom, 0.6, 0.3);
    await waitFor(() => expect(zoom).toHaveAttribute('data-zoomed', 'true'));
    await waitFor(() => expect(scaleOf(layerOf(canvasElement))).toBe(1.5));
    await expect(originOf(layerOf(canvasElement))).toEqual([0.6, 0.3]);
  },
};

/** Hover zoom at work: the image is enlarged 1.5× while the pointer rests on it, and back when it leaves. */
export const HoverZoomInAndOut: Story = {
  play: async ({ canvasElement }) => {
    const zoom = zoomOf(canvasElement);
    await userEvent.hover(zoom);
    await waitFor(() => expect(zoom).toHaveAttribute('data-zoomed', 'true'));
    await waitFor(() => expect(scaleOf(layerOf(canvasElement))).toBe(1.5));
    await userEvent.unhover(zoom);
    await waitFor(() => expect(zoom).toHaveAttribute('data-zoomed', 'false'));
    await waitFor(() => expect(scaleOf(layerOf(canvasElement))).toBe(1));
  },
};

/** Click zoom: the image is a toggle button; pressed, it shows the image enlarged 1.5× around the pressed point. */
export const ClickZoom: Story = {
  args: { zoom: 'click' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: /^Zoom image/ });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveAccessibleName('Zoom image Linen Shirt, front');
    const box = toggle.getBoundingClientRect();
    await userEvent.pointer({ keys: '[MouseLeft]', target: toggle, coords: { clientX: box.left + box.width * 0.4, clientY: box.top + box.height * 0.6 } });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(scaleOf(layerOf(canvasElement))).toBe(1.5));
  },
};

/** Click zoom at work: a click or Enter zooms 1.5×, the next one zooms out; changing slide ends the zoom and keeps the focus; Enter zooms the new image. */
export const ClickZoomToggled: Story = {
  args: { zoom: 'click' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /^Zoom image/ });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(scaleOf(layerOf(canvasElement))).toBe(1.5));
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(originOf(layerOf(canvasElement))).toEqual([0.5, 0.5]);
    await userEvent.keyboard('{ArrowRight}');
    await shows(canvas, 2);
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await shows(canvas, 3);
    // Enter zooms the new image, on its centre.
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(scaleOf(layerOf(canvasElement))).toBe(1.5));
  },
};

/** The site's own zoom factor: 2× under the resting pointer. */
export const ZoomFactorTwo: Story = {
  args: { zoomFactor: 2 },
  play: async ({ canvasElement }) => {
    await restPointerOn(zoomOf(canvasElement), 0.5, 0.5);
    await waitFor(() => expect(scaleOf(layerOf(canvasElement))).toBe(2));
  },
};

/** Zoom switched off: the pointer resting on the image does nothing. */
export const ZoomOff: Story = {
  args: { zoom: 'off' },
  play: async ({ canvasElement }) => {
    await restPointerOn(zoomOf(canvasElement), 0.6, 0.3);
    await expect(zoomOf(canvasElement)).toHaveAttribute('data-zoomed', 'false');
    await expect(scaleOf(layerOf(canvasElement))).toBe(1);
  },
};

const openLightbox = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'View larger image' }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Product images' }));
};

/**
 * The lightbox: the current image large in a dialog (the Modal, rendered inside the gallery, with the
 * one close button), moved by the same buttons and arrow keys, wrapping at both ends.
 */
export const Lightbox: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openLightbox(canvasElement);
    await expect(dialog.getByRole('group', { name: 'Image 1 of 4' })).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Close' })).toHaveFocus());
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveAttribute('data-part', 'close');
    const lightbox = canvasElement.querySelector('[data-vitrine="product-gallery"] [data-vitrine="gallery-lightbox"]');
    await expect(lightbox).toHaveAttribute('data-vitrine', 'gallery-lightbox');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(dialog.getByRole('group', { name: 'Image 4 of 4' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Linen Shirt, back' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('group', { name: 'Image 1 of 4' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Next image' }));
    await expect(dialog.getByRole('group', { name: 'Image 2 of 4' })).toBeVisible();
  },
};

/** Closing the lightbox (Escape) returns focus to its button and leaves the gallery on the image reached. */
export const LightboxClosed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openLightbox(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Previous image' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    await shows(canvas, 4);
    await expect(canvas.getByRole('button', { name: 'View larger image' })).toHaveFocus();
  },
};

/** Stacked: every image one under another, each with its lightbox button; no thumbnails or step buttons. */
export const Stacked: Story = {
  args: { layout: 'stacked', images: imagesOf(handThrownVase) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { name: /^Image \d of 3$/ })).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: 'View larger image' })).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: /^Show image/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Next image' })).toBeNull();
  },
};

/** Stacked: an image's button opens the lightbox at that image, where the arrow keys move as in a slideshow. */
export const StackedLightbox: Story = {
  args: { layout: 'stacked', images: imagesOf(handThrownVase) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const third = within(canvas.getByRole('group', { name: 'Image 3 of 3' }));
    await userEvent.click(third.getByRole('button', { name: 'View larger image' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Product images' }));
    await expect(dialog.getByRole('group', { name: 'Image 3 of 3' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('group', { name: 'Image 1 of 3' })).toBeVisible();
  },
};

/** Wide images, without thumbnails. */
export const WithoutThumbnails: Story = {
  args: { thumbnails: false, images: imagesOf(canvasPrint) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Show image/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByRole('group', { name: 'Image 2 of 3' })).toBeVisible();
  },
};

/** One image: nothing to move between, so no buttons, count or thumbnails; the lightbox stays. */
export const SingleImage: Story = {
  args: { images: imagesOf(fieldGuideEbook) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Field Guide (eBook), front' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next image' })).toBeNull();
    await expect(canvas.queryByText('Image 1 of 1')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'View larger image' })).toBeVisible();
  },
};

/** Without a lightbox. */
export const WithoutLightbox: Story = {
  args: { lightbox: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'View larger image' })).toBeNull();
  },
};

/** No images: a picture-sized frame that says so, in place of the gallery; nothing to move, zoom or enlarge. */
export const NoImages: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Product images' });
    await expect(region).toHaveAttribute('data-state', 'empty');
    await expect(within(region).getByText('No image available')).toBeVisible();
    await expect(within(region).queryByRole('button')).toBeNull();
    await expect(within(region).queryByRole('img')).toBeNull();
  },
};
