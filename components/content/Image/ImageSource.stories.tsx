import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { smallImage } from '../../../mocks/fixtures/images.ts';
import { Image, type ImageSourceProps } from './Image.tsx';

/**
 * The spec's props form of the image (rendering spec, entities "Image component props"): src, width, height and
 * alt, with class, style, priority, sizes, loader, srcset, onLoadingComplete and passthrough. Each prop
 * the image template refuses (rendering spec, validation rules) shows the visitor an empty box, never a broken image,
 * and tells the developer in the console once: the stories below check each message there.
 */
const meta = {
  // Refused props are told to the developer once in the console, in the spec's words: that message is these stories' point.
  tags: ['logs-to-console'],
  title: 'Content/Image (props form)',
  component: Image,
  args: {
    src: smallImage.assetUrl,
    width: 640,
    height: 480,
    alt: 'The workshop bench',
    sizes: '(max-width: 432px) 100vw, 320px',
    onLoadingComplete: fn(),
  },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  // The developer's console is where a refused prop is told: watched (and kept quiet) in every story.
  beforeEach: () => {
    const errors = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => errors.mockRestore();
  },
} satisfies Meta<ImageSourceProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const img = (canvasElement: HTMLElement) => within(canvasElement).getByRole('img');

/** Waits until the mock image service has answered and the browser has drawn the image. */
const loaded = async (element: HTMLElement) =>
  waitFor(() => expect(element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0).toBe(true), { timeout: 20_000 });

/** The refused image: an empty box (named by its alt text when it has one), its problems listed, and one console error. */
const refused = async (canvasElement: HTMLElement, problems: string) => {
  const box = canvasElement.querySelector('[data-vitrine="image"]');
  await expect(box?.tagName).toBe('SPAN');
  await expect(box).toHaveAttribute('data-state', 'invalid');
  await expect(box).toHaveAttribute('data-problems', problems);
  await waitFor(() => expect(console.error).toHaveBeenCalledWith(`Image: ${problems}`));
  await expect(canvasElement.querySelector('img')).toBeNull();
};

/** src, width, height, alt and sizes with the image service's loader: its renditions up to the original's width. */
export const Valid: Story = {
  // Valid props: nothing may reach the console.
  tags: ['!logs-to-console'],
  play: async ({ args, canvasElement }) => {
    const image = img(canvasElement);
    await expect(image).toHaveAccessibleName('The workshop bench');
    await expect(image).toHaveAttribute('width', '640');
    await expect(image).toHaveAttribute('height', '480');
    await expect(image).toHaveAttribute('loading', 'lazy');
    const widths = (image.getAttribute('srcset') ?? '').split(', ').map((candidate) => candidate.split(' ')[1]);
    await expect(widths).toEqual(['100w', '300w', '500w', '640w']);
    await expect(image).toHaveAttribute('sizes', '(max-width: 432px) 100vw, 320px');
    await loaded(image);
    await waitFor(() => expect(args.onLoadingComplete).toHaveBeenCalledWith(image));
    await expect(console.error).not.toHaveBeenCalled();
  },
};

/** Priority high, width and height as the template writes them (digit strings), class, style and passthrough attributes. */
export const PriorityClassAndPassthrough: Story = {
  // Valid props: nothing may reach the console.
  tags: ['!logs-to-console'],
  args: { priority: 'high', width: '640', height: '480', class: 'site-hero', style: { borderRadius: 8 }, passthrough: { 'data-section': 'hero' } },
  play: async ({ canvasElement }) => {
    const image = img(canvasElement);
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveClass('site-hero');
    await expect(image).toHaveAttribute('data-section', 'hero');
    await expect(image.style.borderRadius).toBe('8px');
    await loaded(image);
  },
};

/** Loader raw: the address as given and the caller's own srcset; no sizes needed. */
export const RawLoader: Story = {
  // Valid props: nothing may reach the console.
  tags: ['!logs-to-console'],
  args: {
    loader: 'raw',
    src: `${smallImage.assetUrl}?format=original`,
    srcset: `${smallImage.assetUrl}?format=300w 300w, ${smallImage.assetUrl}?format=original 640w`,
    sizes: undefined,
  },
  play: async ({ canvasElement }) => {
    const image = img(canvasElement);
    await expect(image).toHaveAttribute('src', `${smallImage.assetUrl}?format=original`);
    await expect(image.getAttribute('srcset')).toContain('300w');
    await loaded(image);
  },
};

/** No src (rendering spec, validation rules: src, width and height required). */
export const MissingSrc: Story = {
  args: { src: '' },
  play: async ({ canvasElement }) => {
    await refused(canvasElement, 'src is required');
    await expect(img(canvasElement)).toHaveAccessibleName('The workshop bench');
  },
};

/** A negative width and a fractional height (rendering spec, validation rules: positive integers), in the spec's words. */
export const NotPositiveIntegers: Story = {
  args: { width: -640, height: 480.5 },
  play: async ({ canvasElement }) => {
    await refused(
      canvasElement,
      'width requires a positive integer, but received a negative value or a non-integer value; height requires a positive integer, but received a negative value or a non-integer value',
    );
  },
};

/** No alt text at all (rendering spec, entities: alt required; `''` would be a decorative image): hidden, not named. */
export const MissingAlt: Story = {
  args: { alt: undefined as unknown as string },
  play: async ({ canvasElement }) => {
    await refused(canvasElement, 'alt is required');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** A priority other than high, low or null (rendering spec, validation rules). */
export const BadPriority: Story = {
  args: { priority: 'urgent' as ImageSourceProps['priority'] },
  play: async ({ canvasElement }) => refused(canvasElement, 'priority must be high, low or null'),
};

/** A loader other than sqs or raw (rendering spec, validation rules). */
export const BadLoader: Story = {
  args: { loader: 'cdn' as ImageSourceProps['loader'] },
  play: async ({ canvasElement }) => refused(canvasElement, 'loader must be sqs or raw'),
};

/** A srcset with the image service's loader (rendering spec, validation rules: srcset only with loader raw). */
export const SrcsetWithoutRaw: Story = {
  args: { srcset: `${smallImage.assetUrl}?format=300w 300w` },
  play: async ({ canvasElement }) => refused(canvasElement, 'srcset is only allowed with loader raw'),
};

/** No sizes with the image service's loader (rendering spec, validation rules: sizes required with loader sqs). */
export const SizesMissingWithSqs: Story = {
  args: { sizes: undefined },
  play: async ({ canvasElement }) => refused(canvasElement, 'sizes is required with loader sqs'),
};
