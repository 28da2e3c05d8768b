'use client';

import type { ImageAsset } from '../../../logic/content/images.ts';
import { Image } from '../../content/Image/Image.tsx';
import { cx } from '../cx.ts';
import { thumbnail, thumbnails } from './GalleryCore.css.ts';

/** Props of {@link GalleryThumbnails}. */
export interface GalleryThumbnailsProps {
  /** The slides, in order: each one's id and image (none for a slide without one: its button stays, empty). */
  slides: readonly { id: string; image?: ImageAsset | null }[];
  current: number;
  onSelect: (at: number) => void;
  /** The strip's name. */
  label: string;
  /** A thumbnail's name; `at` is 0-based. */
  thumbnailLabel: (at: number) => string;
  /** The images' `sizes` (their width on the page). */
  sizes: string;
  /** How the strip is laid out (a row, a grid), and how a thumbnail is sized in it. */
  className?: string;
  thumbnailClassName?: string;
}

/**
 * The one thumbnail strip of the library's galleries: a button per slide, the current one marked
 * (`aria-current`); the images are decoration, the buttons carry the names.
 */
export function GalleryThumbnails({ slides, current, onSelect, label, thumbnailLabel, sizes, className, thumbnailClassName }: GalleryThumbnailsProps) {
  return (
    <ul className={cx(thumbnails, className)} aria-label={label} data-part="thumbnails">
      {slides.map(({ id, image }, at) => (
        <li key={id}>
          <button
            type="button"
            className={cx(thumbnail, thumbnailClassName)}
            aria-label={thumbnailLabel(at)}
            aria-current={at === current ? 'true' : undefined}
            data-part="thumbnail"
            data-index={at}
            onClick={() => onSelect(at)}
          >
            {image ? <Image image={image} alt="" sizes={sizes} fit="cover" /> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
