/**
 * The slider's frames in a real browser (rendering spec, constants and limits "Default slider aspect
 * ratio 50"): a slider's items are drawn twice as wide as tall unless a stored slider ratio says
 * otherwise, and the named aspect ratio shapes every other design.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { galleryPhotos } from '../../../mocks/fixtures/gallery.ts';
import { GalleryBlock } from './GalleryBlock.tsx';

afterEach(cleanup);

/** Height over width of the first item's frame, in per cent. */
function frameShape(container: HTMLElement): number {
  const frame = container.querySelector<HTMLElement>('[data-part="item"][data-index="0"]');
  if (!frame) throw new Error('no first item');
  const box = frame.getBoundingClientRect();
  return Math.round((box.height / box.width) * 100);
}

describe('GalleryBlock slider aspect ratio', () => {
  it('draws a slider at the default ratio 50, whatever named ratio is stored', () => {
    const { container } = render(
      <div style={{ width: 600 }}>
        <GalleryBlock items={galleryPhotos} label="Photographs" options={{ design: 'slider', aspectRatio: 'three-four-vertical' }} />
      </div>,
    );
    expect(container.querySelector('[data-vitrine="gallery-block"]')).toHaveAttribute('data-slider-aspect-ratio', '50');
    expect(frameShape(container)).toBe(50);
  });

  it('takes a stored slider ratio', () => {
    const { container } = render(
      <div style={{ width: 600 }}>
        <GalleryBlock items={galleryPhotos} label="Photographs" options={{ 'slider-aspect-ratio': 75, design: 'carousel' }} />
      </div>,
    );
    expect(frameShape(container)).toBe(75);
  });

  it('leaves the other designs at their named ratio', () => {
    const { container } = render(
      <div style={{ width: 600 }}>
        <GalleryBlock items={galleryPhotos} label="Photographs" options={{ design: 'slideshow', aspectRatio: 'standard' }} />
      </div>,
    );
    expect(container.querySelector('[data-vitrine="gallery-block"]')).not.toHaveAttribute('data-slider-aspect-ratio');
    expect(frameShape(container)).toBe(67);
  });
});
