/**
 * The image never throws on what a JavaScript caller or a site's data may pass (rendering spec, validation rules: a
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

describe('Image told once per change of problems', () => {
  it('a valid picture says nothing; a refused one says it once, again only when its problems change', () => {
    const asset = { assetUrl: 'https://images.test/a.jpg', originalSize: '800x600' };
    const { rerender } = render(<Image image={asset} alt="" />);
    expect(errors).not.toHaveBeenCalled();
    rerender(<Image {...garbage({ src: 'a', width: 0, height: 10, alt: '', sizes: '1px' })} />);
    rerender(<Image {...garbage({ src: 'a', width: 0, height: 10, alt: '', sizes: '1px' })} />);
    expect(errors.mock.calls).toEqual([['Image: width requires a positive integer, but received a negative value or a non-integer value']]);
    rerender(<Image {...garbage({ src: 'a', width: 10, height: 0, alt: '', sizes: '1px' })} />);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors).toHaveBeenLastCalledWith('Image: height requires a positive integer, but received a negative value or a non-integer value');
  });
});

describe('Image focal point', () => {
  it('each picture keeps its own focal point, past the kept styles, and a caller style joins it', () => {
    // 70 distinct points: more than the 64 shared styles kept, so the kept ones are emptied once on the way.
    const points = Array.from({ length: 70 }, (_, index) => ({ x: index / 100, y: 0.5 }));
    const callerStyle = { opacity: 0.5 };
    const { container } = render(
      <>
        {points.map((point, index) => (
          <Image key={index} image={{ assetUrl: `https://images.test/${index}.jpg`, originalSize: '800x600', mediaFocalPoint: point }} alt="" />
        ))}
        <Image image={{ assetUrl: 'https://images.test/styled.jpg', originalSize: '800x600' }} alt="" style={callerStyle} />
      </>,
    );
    const images = [...container.querySelectorAll('img')];
    const positions = images.map((image) => image.getAttribute('style')?.match(/: ?([\d.]+% [\d.]+%)/)?.[1]);
    expect(positions.slice(0, 3)).toEqual(['0% 50%', '1% 50%', '2% 50%']);
    expect(positions[69]).toBe('69% 50%');
    expect(positions[70]).toBe('50% 50%');
    expect(images[70]?.style.opacity).toBe('0.5');
  });
});
