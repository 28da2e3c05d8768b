import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  captionedImage,
  filenameOnlyImage,
  offCentreImage,
  productImages,
  sizelessImage,
  smallImage,
  untitledAltImage,
} from '../../../mocks/fixtures/images.ts';
import { linenShirt } from '../../../mocks/fixtures/catalogue.ts';
import { Image, type ImageAssetProps } from './Image.tsx';

const shirtFront = productImages[linenShirt.id]?.[0] ?? offCentreImage;

const meta = {
  title: 'Content/Image',
  component: Image,
  args: { image: shirtFront, sizes: '(max-width: 432px) 100vw, 320px', onLoadingComplete: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<ImageAssetProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const img = (canvasElement: HTMLElement) => within(canvasElement).getByRole('img');

/** Waits until the mock image service has answered and the browser has drawn the image. */
const loaded = async (element: HTMLElement) =>
  waitFor(() => expect(element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0).toBe(true), { timeout: 20_000 });

/** No priority: loaded lazily, from a srcset of every rendition up to the original's width (1600 px: the original itself last). */
export const Lazy: Story = {
  play: async ({ args, canvasElement }) => {
    const image = img(canvasElement);
    await expect(image).toHaveAccessibleName('Linen Shirt, front');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).not.toHaveAttribute('fetchpriority');
    const srcset = image.getAttribute('srcset') ?? '';
    await expect(srcset.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual(['100w', '300w', '500w', '750w', '1000w', '1500w', '1600w']);
    await expect(srcset).toContain('https://images.test/products/linen-shirt/front?format=500w 500w');
    await expect(image).toHaveAttribute('sizes', '(max-width: 432px) 100vw, 320px');
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '2000');
    await loaded(image);
    await waitFor(() => expect(args.onLoadingComplete).toHaveBeenCalledWith(image));
  },
};

/** Priority high (the main product image): loaded at once, with high fetch priority. */
export const PriorityHigh: Story = {
  args: { priority: 'high' },
  play: async ({ canvasElement }) => {
    const image = img(canvasElement);
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await loaded(image);
  },
};

/** Priority low: the same as none, lazy. */
export const PriorityLow: Story = {
  args: { priority: 'low' },
  play: async ({ canvasElement }) => {
    const image = img(canvasElement);
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).not.toHaveAttribute('fetchpriority');
  },
};

/** Cropped into a square, a wide photo keeps its subject (focal point 0.8, 0.25) in view. */
export const FocalPoint: Story = {
  args: { image: offCentreImage, fit: 'cover' },
  decorators: [(Story) => <div style={{ width: 240, height: 240 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const image = img(canvasElement);
    await expect(image).toHaveStyle({ objectPosition: '80% 25%', objectFit: 'cover' });
    await expect(image.getBoundingClientRect().height).toBe(240);
    await loaded(image);
  },
};

/** Without a focal point, the crop is centred. */
export const CentredCrop: Story = {
  args: { image: smallImage, fit: 'cover' },
  decorators: [(Story) => <div style={{ width: 240, height: 120 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(img(canvasElement)).toHaveStyle({ objectPosition: '50% 50%' });
  },
};

/** Shown whole inside its box, letterboxed. */
export const Contain: Story = {
  args: { image: offCentreImage, fit: 'contain' },
  decorators: [(Story) => <div style={{ width: 240, height: 240 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(img(canvasElement)).toHaveStyle({ objectFit: 'contain' });
  },
};

/** An original smaller than the largest rendition: no rendition wider than it, the original at its own width. */
export const SmallOriginal: Story = {
  args: { image: smallImage },
  play: async ({ canvasElement }) => {
    const image = img(canvasElement);
    const widths = (image.getAttribute('srcset') ?? '').split(', ').map((candidate) => candidate.split(' ')[1]);
    await expect(widths).toEqual(['100w', '300w', '500w', '640w']);
    await expect(image).toHaveAttribute('src', 'https://images.test/cases/workshop?format=500w');
    await loaded(image);
  },
};

/** No alt text: the title stands in. */
export const AltFromTitle: Story = {
  args: { image: untitledAltImage },
  play: async ({ canvasElement }) => {
    await expect(img(canvasElement)).toHaveAccessibleName('The studio in winter light');
  },
};

/** No alt text, no title: the caption's text, without its markup. */
export const AltFromCaption: Story = {
  args: { image: captionedImage },
  play: async ({ canvasElement }) => {
    await expect(img(canvasElement)).toHaveAccessibleName('Saturday market & fresh bread');
  },
};

/** Nothing but a file name: the file name. */
export const AltFromFileName: Story = {
  args: { image: filenameOnlyImage },
  play: async ({ canvasElement }) => {
    await expect(img(canvasElement)).toHaveAccessibleName('stoneware-bowls.jpg');
  },
};

/** Decorative (`alt=""`, e.g. a thumbnail inside a labelled button): hidden from assistive technology. */
export const Decorative: Story = {
  args: { alt: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** Loader raw: the address as given, with the caller's own srcset. */
export const RawLoader: Story = {
  args: {
    loader: 'raw',
    image: { ...smallImage, assetUrl: 'https://images.test/cases/workshop?format=original' },
    srcSet: 'https://images.test/cases/workshop?format=300w 300w, https://images.test/cases/workshop?format=original 640w',
  },
  play: async ({ canvasElement }) => {
    const image = img(canvasElement);
    await expect(image).toHaveAttribute('src', 'https://images.test/cases/workshop?format=original');
    await expect(image.getAttribute('srcset')).toContain('300w');
    await loaded(image);
  },
};

/** Props the image template refuses (here, no size): an empty box named by the alt text, the problems listed for the developer. */
export const Invalid: Story = {
  // Refused props are told to the developer once in the console, in the spec's words: that message is the story's point.
  tags: ['logs-to-console'],
  args: { image: sizelessImage },
  play: async ({ canvasElement }) => {
    const box = img(canvasElement);
    await expect(box.tagName).toBe('SPAN');
    await expect(box).toHaveAccessibleName('A photo without a size');
    await expect(box).toHaveAttribute('data-state', 'invalid');
    await expect(box.getAttribute('data-problems')).toContain('width is required');
  },
};

/** A srcset with the image service's loader is refused (rendering spec, validation rules: srcset only with loader raw). */
export const SrcsetWithoutRaw: Story = {
  // Refused props are told to the developer once in the console, in the spec's words: that message is the story's point.
  tags: ['logs-to-console'],
  args: { srcSet: 'https://images.test/x 100w' },
  play: async ({ canvasElement }) => {
    await expect(img(canvasElement).getAttribute('data-problems')).toBe('srcset is only allowed with loader raw');
  },
};
