import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GALLERY_OPTIONS, type GalleryActiveAlignment, type GalleryAspectRatio, type GalleryMetaPosition } from '../../../logic/content/galleryOptions.ts';
import { galleryPhotos } from '../../../mocks/fixtures/gallery.ts';
import { GalleryBlock } from './GalleryBlock.tsx';

/** Every option of rendering spec, constants and limits at its extremes: each range's min and max, each choice, every flag on and off. */
const meta = {
  title: 'Content/GalleryBlock/Options',
  component: GalleryBlock,
  args: { items: galleryPhotos, label: 'Studio photographs' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof GalleryBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const numbers = GALLERY_OPTIONS.numbers;
const pick = (key: 'min' | 'max') => Object.fromEntries(Object.entries(numbers).map(([name, range]) => [name, range[key]]));
const allFlags = (on: boolean) => Object.fromEntries(GALLERY_OPTIONS.flags.map((flag) => [flag, on]));
const gallery = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Studio photographs' });

/** Every number at its minimum, as a slideshow with thumbnails: padding 0, one per row, a 0 px strip (hidden), 100 px columns. */
export const NumbersAtMinimum: Story = {
  args: { options: { design: 'slideshow', ...pick('min'), flags: { thumbnails: true, controls: true } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="thumbnails"]')).toBeNull();
  },
};

/** Every number at its maximum: 10 per row, a 200 px strip 60 px below, padding 50, 300 px columns. */
export const NumbersAtMaximum: Story = {
  args: { options: { design: 'slideshow', ...pick('max'), flags: { thumbnails: true, controls: true } } },
  play: async ({ canvasElement }) => {
    const thumb = canvasElement.querySelector<HTMLElement>('[data-part="thumbnail"]');
    await expect(thumb?.getBoundingClientRect().height).toBe(200);
  },
};

/** Numbers beyond their ranges (and strings) are clamped: 99 per row reads 10, padding -5 reads 0. */
export const NumbersOutOfRange: Story = {
  args: { options: { 'thumbnails-per-row': 99, padding: -5, 'max-column-width': '1000', 'autoplay-delay': 0 } },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>('[data-part="items"]');
    await expect(list && getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(10);
    await expect(list && getComputedStyle(list).rowGap).toBe('0px');
  },
};

/** Autoplay at its shortest delay, 1 second (a delay of 0 is read as 1). */
export const AutoplayFastest: Story = {
  args: { options: { design: 'slideshow', 'autoplay-delay': 0, flags: { autoplay: true, controls: true } } },
  play: async ({ canvasElement }) => {
    await expect(gallery(canvasElement)).toHaveAttribute('data-autoplay-delay', '1');
  },
};

/** Autoplay at its longest delay, 10 seconds (a delay of 60 is read as 10). */
export const AutoplaySlowest: Story = {
  args: { options: { design: 'slider', autoplayDelay: 60, flags: { autoplay: true, controls: true } } },
  play: async ({ canvasElement }) => {
    await expect(gallery(canvasElement)).toHaveAttribute('data-autoplay-delay', '10');
  },
};

/** A grid with thumbnails per row 1 and max column width 100 (its narrowest). */
export const GridNarrowest: Story = { args: { options: { thumbnailsPerRow: 1, maxColumnWidth: 100, padding: 0 } } };

/** A grid with thumbnails per row 10 and padding 50 (its widest gaps). */
export const GridWidest: Story = { args: { options: { thumbnailsPerRow: 10, maxColumnWidth: 300, padding: 50 } } };

/** Every flag on (autoplay, auto-crop, controls, lightbox, square thumbs, meta, meta on hover, thumbnails). */
export const AllFlagsOn: Story = {
  args: { options: { design: 'slideshow', flags: allFlags(true) } },
  play: async ({ canvasElement }) => {
    for (const flag of GALLERY_OPTIONS.flags) await expect(gallery(canvasElement)).toHaveAttribute(`data-${flag}`, 'true');
  },
};

/** Every flag off: a slideshow with no buttons but the counter, no thumbnails, no meta, no lightbox. */
export const AllFlagsOff: Story = {
  args: { options: { design: 'slideshow', flags: allFlags(false) } },
  play: async ({ canvasElement }) => {
    for (const flag of GALLERY_OPTIONS.flags) await expect(gallery(canvasElement)).toHaveAttribute(`data-${flag}`, 'false');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Square thumbnails in the strip (square-thumbs on). */
export const SquareThumbnails: Story = {
  args: { options: { design: 'slideshow', thumbnailStripHeight: 60, flags: { thumbnails: true, 'square-thumbs': true } } },
  play: async ({ canvasElement }) => {
    const thumb = canvasElement.querySelector<HTMLElement>('[data-part="thumbnail"]')?.getBoundingClientRect();
    await expect(thumb && Math.round(thumb.width)).toBe(60);
  },
};

/** The meta shown only on hover or focus (show-meta-on-hover). */
export const MetaOnHover: Story = { args: { options: { flags: { 'show-meta-on-hover': true } } } };

const ratioStory = (aspectRatio: GalleryAspectRatio): Story => ({
  args: { options: { aspectRatio, flags: { 'auto-crop': true } } },
  play: async ({ canvasElement }) => {
    await expect(gallery(canvasElement)).toHaveAttribute('data-aspect-ratio', aspectRatio);
  },
});

/** Aspect ratio square (the default). */
export const AspectSquare = ratioStory('square');
/** Aspect ratio standard (3:2). */
export const AspectStandard = ratioStory('standard');
/** Aspect ratio standard-vertical (2:3). */
export const AspectStandardVertical = ratioStory('standard-vertical');
/** Aspect ratio four-three (4:3). */
export const AspectFourThree = ratioStory('four-three');
/** Aspect ratio three-four-vertical (3:4). */
export const AspectThreeFourVertical = ratioStory('three-four-vertical');
/** Aspect ratio widescreen (16:9). */
export const AspectWidescreen = ratioStory('widescreen');
/** Aspect ratio anamorphic widescreen (2.4:1). */
export const AspectAnamorphicWidescreen = ratioStory('anamorphic-widescreen');

const metaStory = (metaPosition: GalleryMetaPosition): Story => ({
  args: { options: { metaPosition, thumbnailsPerRow: 3, flags: { 'show-meta': true } } },
  play: async ({ canvasElement }) => {
    await expect(gallery(canvasElement)).toHaveAttribute('data-meta-position', metaPosition);
    await expect(within(canvasElement).getByText('Harbour at dawn')).toBeVisible();
  },
});

/** Meta at the top. */
export const MetaTop = metaStory('top');
/** Meta at the top left. */
export const MetaTopLeft = metaStory('top-left');
/** Meta at the top right. */
export const MetaTopRight = metaStory('top-right');
/** Meta in the centre. */
export const MetaCenter = metaStory('center');
/** Meta at the bottom (the default). */
export const MetaBottom = metaStory('bottom');
/** Meta at the bottom left. */
export const MetaBottomLeft = metaStory('bottom-left');
/** Meta at the bottom right. */
export const MetaBottomRight = metaStory('bottom-right');

const alignStory = (activeAlignment: GalleryActiveAlignment): Story => ({
  args: { options: { design: 'slider', activeAlignment, maxColumnWidth: 200, flags: { controls: true } }, defaultIndex: 2 },
  play: async ({ canvasElement }) => {
    await expect(gallery(canvasElement)).toHaveAttribute('data-active-alignment', activeAlignment);
  },
});

/** A slider with its active slide aligned left. */
export const SliderAlignedLeft = alignStory('left');
/** A slider with its active slide centred (the default). */
export const SliderAlignedCenter = alignStory('center');
/** A slider with its active slide aligned right. */
export const SliderAlignedRight = alignStory('right');
