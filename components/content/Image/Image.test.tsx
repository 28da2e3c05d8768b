/**
 * The image never throws on what a JavaScript caller or a site's data may pass (rendering.md §5: a
 * refused prop shows an empty box and is told in the console): garbage in either form renders the
 * empty box with its problems, once in the console.
 */
import { cleanup, render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Image } from './Image.tsx';

let errors: MockInstance<typeof console.error>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  errors.mockRestore();
});

/** Props as an untyped caller may write them. */
const garbage = (props: Record<string, unknown>) => props as unknown as ComponentProps<typeof Image>;

describe('Image on hostile props', () => {
  it.each([
    ['image null', { image: null }, 'src is required; width is required; height is required; sizes is required with loader sqs; alt is required'],
    ['image a string (read as the props form)', { image: 'https://images.test/a.jpg', sizes: '50vw' }, 'src is required; width is required; height is required; alt is required'],
    ['an object as width and a number as src', { src: 42, width: { n: 1 }, height: '2', alt: 'x', sizes: '1px' }, 'width requires a positive integer, but received a negative value or a non-integer value'],
    ['size Infinity and NaN', { src: 'a', width: Infinity, height: Number.NaN, alt: '', sizes: '1px' }, 'width requires a positive integer, but received a negative value or a non-integer value; height requires a positive integer, but received a negative value or a non-integer value'],
  ])('%s: an empty box, the problems listed and told once', (_name, props, problems) => {
    const { container } = render(<Image {...garbage(props)} />);
    const box = container.querySelector('[data-vitrine="image"]');
    expect(box?.tagName).toBe('SPAN');
    expect(box).toHaveAttribute('data-problems', problems);
    expect(container.querySelector('img')).toBeNull();
    expect(errors.mock.calls).toEqual([[`Image: ${problems}`]]);
  });
});
