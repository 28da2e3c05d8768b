import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { normaliseGalleryOptions, type GalleryOptions } from '../../../logic/content/galleryOptions.ts';
import { galleryPhotos } from '../../../mocks/fixtures/gallery.ts';
import { GalleryDesigner } from './GalleryDesigner.tsx';
import { PageState, StoryFrame } from '../../../stories/builder/StoryFrame.tsx';

const meta = {
  title: 'Builder/GalleryDesigner',
  component: GalleryDesigner,
  args: { items: galleryPhotos, onValueChange: fn() },
} satisfies Meta<typeof GalleryDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

const previewBlock = (canvasElement: HTMLElement): HTMLElement => {
  const block = canvasElement.querySelector<HTMLElement>('[data-part="preview"] [data-vitrine="gallery-block"]');
  if (!block) throw new Error('No gallery preview.');
  return block;
};

/**
 * Every option at its default (rendering spec, constants and limits): a grid, 4 per row, padding 20, columns 300, square,
 * bottom, dark, every flag off. A grid shows only what it draws with: no thumbnail strip, autoplay,
 * controls or slide alignment; choosing a slideshow shows them at their defaults (delay 5, strip 80 and 20, center).
 */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Grid' })).toBeChecked();
    await expect(canvas.getByRole('spinbutton', { name: 'Thumbnails per row' })).toHaveValue(4);
    await expect(canvas.getByRole('spinbutton', { name: 'Padding (px)' })).toHaveValue(20);
    await expect(canvas.getByRole('spinbutton', { name: 'Maximum column width (px)' })).toHaveValue(300);
    await expect(canvas.getByRole('combobox', { name: 'Aspect ratio' })).toHaveValue('square');
    await expect(canvas.getByRole('combobox', { name: 'Title and description position' })).toHaveValue('bottom');
    await expect(canvas.getByRole('combobox', { name: 'Lightbox theme' })).toHaveValue('dark');
    await expect(canvas.getByRole('checkbox', { name: 'Open items in a lightbox' })).not.toBeChecked();
    for (const slidesOnly of ['Autoplay delay (seconds)', 'Thumbnail strip height (px)', 'Thumbnail strip margin (px)']) {
      await expect(canvas.queryByRole('spinbutton', { name: slidesOnly })).toBeNull();
    }
    await expect(canvas.queryByRole('combobox', { name: 'Active slide alignment' })).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: 'Autoplay' })).toBeNull();
    await expect(previewBlock(canvasElement)).toHaveAttribute('data-design', 'grid');
    await userEvent.click(canvas.getByRole('radio', { name: 'Slideshow' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Autoplay delay (seconds)' })).toHaveValue(5);
    await expect(canvas.getByRole('spinbutton', { name: 'Thumbnail strip height (px)' })).toHaveValue(80);
    await expect(canvas.getByRole('spinbutton', { name: 'Thumbnail strip margin (px)' })).toHaveValue(20);
    await expect(canvas.getByRole('combobox', { name: 'Active slide alignment' })).toHaveValue('center');
    await expect(canvas.getByRole('checkbox', { name: 'Autoplay' })).not.toBeChecked();
  },
};

/** Each design, chosen with the keyboard (arrow keys move through the designs), previewed at once. */
export const DesignSlideshow: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('radio', { name: 'Grid' }).focus();
    // Held down as a person holds it: radix checks the radio the focus lands on while an arrow key is down.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(within(canvasElement).getByRole('radio', { name: 'Slideshow' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(previewBlock(canvasElement)).toHaveAttribute('data-design', 'slideshow');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ design: 'slideshow' }));
  },
};

/** The slider (carousel) design. */
export const DesignSlider: Story = {
  args: { defaultValue: { design: 'carousel', flags: { controls: true } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Slider (carousel)' })).toBeChecked();
    await expect(previewBlock(canvasElement)).toHaveAttribute('data-design', 'slider');
  },
};

/** The stacked design. */
export const DesignStacked: Story = {
  args: { defaultValue: { design: 'stacked', flags: { 'show-meta': true } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Stacked' })).toBeChecked();
    await expect(previewBlock(canvasElement)).toHaveAttribute('data-design', 'stacked');
  },
};

/** A number out of range is not passed on; leaving the field clamps it and the message says why. */
export const ClampedValue: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const padding = canvas.getByRole('spinbutton', { name: 'Padding (px)' });
    await userEvent.clear(padding);
    await userEvent.type(padding, '75');
    await expect(canvas.getByText('Padding (px) must be between 0 and 50')).toBeInTheDocument();
    await expect(padding).toHaveAttribute('aria-invalid', 'true');
    // 7 was in range on the way; 75 never went out.
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ padding: 7 }));
    await userEvent.tab();
    await expect(padding).toHaveValue(50);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ padding: 50 }));
    // Clamped, the value is valid: no error, a note says what it was set to and why.
    await expect(padding).not.toHaveAttribute('aria-invalid');
    await expect(padding).toHaveAccessibleDescription('Set to 50: Padding (px) must be between 0 and 50');
    await expect(previewBlock(canvasElement).querySelector('[data-part="items"]')).toHaveStyle({ rowGap: '50px' });
    for (const [options] of (args.onValueChange as ReturnType<typeof fn>).mock.calls as [GalleryOptions][]) {
      await expect(options.padding).toBeLessThanOrEqual(50);
    }
  },
};

/** Below the minimum: 50 px columns is clamped to 100 with Enter. */
export const ClampedBelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const width = canvas.getByRole('spinbutton', { name: 'Maximum column width (px)' });
    await userEvent.clear(width);
    await userEvent.type(width, '50{Enter}');
    await expect(width).toHaveValue(100);
    await expect(canvas.getByText('Set to 100: Maximum column width (px) must be between 100 and 300')).toBeInTheDocument();
    await expect(width).not.toHaveAttribute('aria-invalid');
  },
};

/** The slider moves by one from the keyboard and the preview follows. */
export const SliderKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('slider', { name: 'Thumbnails per row' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('spinbutton', { name: 'Thumbnails per row' })).toHaveValue(6);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ thumbnailsPerRow: 6 }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('spinbutton', { name: 'Thumbnails per row' })).toHaveValue(10);
  },
};

/** Choices and flags on a slideshow: a light lightbox and widescreen, thumbnails on, previewed. */
export const ChoicesAndFlags: Story = {
  args: { defaultValue: { design: 'slideshow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Lightbox theme' }), 'light');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Aspect ratio' }), 'widescreen');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show thumbnails' }));
    const block = previewBlock(canvasElement);
    await expect(block).toHaveAttribute('data-lightbox-theme', 'light');
    await expect(block).toHaveAttribute('data-aspect-ratio', 'widescreen');
    await expect(block).toHaveAttribute('data-thumbnails', 'true');
  },
};

/** Stored options out of range (as a block may hold them) are shown clamped: 99 per row reads 10. */
export const StoredOutOfRange: Story = {
  args: { defaultValue: { 'thumbnails-per-row': 99, padding: -5, 'meta-position': 'nowhere' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Thumbnails per row' })).toHaveValue(10);
    await expect(canvas.getByRole('spinbutton', { name: 'Padding (px)' })).toHaveValue(0);
    await expect(canvas.getByRole('combobox', { name: 'Title and description position' })).toHaveValue('bottom');
  },
};

/** Controlled, without the built-in preview: the page holds the options. */
export const Controlled: Story = {
  args: { items: undefined },
  render: function Render(args) {
    const [options, setOptions] = useState<GalleryOptions>(() => normaliseGalleryOptions({ design: 'slideshow', padding: 10 }));
    return (
      <StoryFrame>
        <GalleryDesigner {...args} value={options} onValueChange={setOptions} />
        <PageState label="Saved on the page:" value={`${options.design}, padding ${options.padding} px`} />
      </StoryFrame>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-part="preview"]')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Stacked' }));
    await expect(canvas.getByTestId('saved')).toHaveTextContent('stacked, padding 10 px');
  },
};

/** Disabled: nothing can change, and every control looks it (muted labels, faded controls). */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: { design: 'slideshow' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton', { name: 'Padding (px)' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Autoplay' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('radio', { name: 'Grid' })).toBeDisabled();
    await expect(within(canvasElement).getByRole('group', { name: 'Gallery design' })).toHaveAttribute('aria-disabled', 'true');
  },
};
