import type { ImgHTMLAttributes, Ref, SyntheticEvent } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cssPosition } from '../../../logic/gallery.ts';
import {
  altText,
  DEFAULT_IMAGE_LOADER,
  focalPoint,
  imageLoading,
  imageUrl,
  parseSize,
  SRCSET_WIDTHS,
  srcSet as srcSetOf,
  validateImageProps,
  type ImageAsset,
  type ImageLoader,
  type ImagePriority,
  type ImageSize,
} from '../../../logic/images.ts';
import { cx } from '../../primitives/cx.ts';
import { focalPosition, image as imageClass, invalid } from './Image.css.ts';

/** Props of {@link Image}: its own, and any DOM props of the `<img>` (the image service sets its address and size). */
export interface ImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'children'> {
  /** The asset: its address, `originalSize` (`WxH`), focal point, and the texts the alt text falls back to. */
  image: ImageAsset;
  /** The `sizes` attribute: how wide the image is shown, so the browser picks a rendition. @default '100vw' */
  sizes?: string;
  /** `high`: loaded at once with high fetch priority (the main product image); otherwise loaded lazily. */
  priority?: ImagePriority;
  /** The alt text; `''` marks a decorative image. @default the asset's alt text, else its title, caption or file name */
  alt?: string;
  /** `sqs`: the image service's renditions; `raw`: the address as given. @default 'sqs' */
  loader?: ImageLoader;
  /** Your own `srcset`; only with loader `raw`. */
  srcSet?: string;
  /** `natural` keeps the proportions; `cover` fills the box, cropping around the focal point; `contain` shows it whole. @default 'natural' */
  fit?: 'natural' | 'cover' | 'contain';
  /** Called with the element once the image has loaded. */
  onLoadingComplete?: (element: HTMLImageElement) => void;
  /** The `<img>`; an image that cannot be shown renders an empty box instead, and the ref stays null. */
  ref?: Ref<HTMLImageElement>;
}

/** The class of each fit, worked out once: the recipe's runtime copies its variants object on every call. */
const FIT_CLASSES: Readonly<Record<string, string>> = {
  natural: imageClass({ fit: 'natural' }),
  cover: imageClass({ fit: 'cover' }),
  contain: imageClass({ fit: 'contain' }),
};

/** The widest rendition up to 1000 px that the original covers, for browsers that ignore `srcset`. */
const FALLBACK_MAX_WIDTH = 1000;

function sizeOf(image: ImageAsset): ImageSize | null {
  try {
    return parseSize(image.originalSize ?? '');
  } catch {
    return null;
  }
}

function fallbackSrc(assetUrl: string, width: number): string {
  const limit = Math.min(width, FALLBACK_MAX_WIDTH);
  let widest: number | undefined;
  for (const step of SRCSET_WIDTHS) if (step <= limit) widest = step;
  return imageUrl(assetUrl, widest ?? 'original');
}

/**
 * The library's image (rendering.md §3–§5, §9): renditions of the image service in `srcset`, eager
 * with high fetch priority for priority `high` and lazy otherwise, the focal point kept in view when
 * cropped, and an alt text that falls back to the title, caption or file name. Props the image
 * template would refuse (no address, no valid size, a srcset without loader raw…) render an empty box
 * named by the alt text, with the problems in `data-problems`.
 */
export function Image({
  image,
  sizes = '100vw',
  priority,
  alt,
  loader = DEFAULT_IMAGE_LOADER,
  srcSet,
  fit = 'natural',
  onLoadingComplete,
  className,
  onLoad,
  style,
  ref,
  ...props
}: ImageProps) {
  const text = alt ?? altText(image);
  const size = sizeOf(image);
  const src = image.assetUrl ?? '';
  const problems = validateImageProps({ src, width: size?.width, height: size?.height, priority, loader, srcset: srcSet, sizes });

  if (problems.length > 0 || !size) {
    return (
      <span
        role="img"
        aria-label={text}
        data-vitrine="image"
        data-state="invalid"
        data-problems={problems.map((problem) => `${problem.prop} ${problem.message}`).join('; ')}
        {...props}
        {...(style ? { style } : {})}
        className={cx(invalid, className)}
      />
    );
  }

  const { loading, fetchPriority } = imageLoading(priority);
  // A load handler only when someone listens: none on a listing's 200 pictures.
  const handleLoad =
    onLoad || onLoadingComplete
      ? (event: SyntheticEvent<HTMLImageElement>) => {
          onLoad?.(event);
          onLoadingComplete?.(event.currentTarget);
        }
      : undefined;
  const renditions = loader === 'sqs' ? srcSetOf(src, `${size.width}x${size.height}`) : srcSet;
  return (
    <img
      ref={ref}
      src={loader === 'sqs' ? fallbackSrc(src, size.width) : src}
      {...(renditions ? { srcSet: renditions, sizes } : {})}
      width={size.width}
      height={size.height}
      alt={text}
      loading={loading}
      {...(fetchPriority ? { fetchPriority } : {})}
      decoding="async"
      data-vitrine="image"
      data-fit={fit}
      {...props}
      // The focal point is a CSS variable the stylesheet reads; a caller's own style still applies.
      style={Object.assign(assignInlineVars({ [focalPosition]: cssPosition(focalPoint(image)) }), style)}
      className={cx(FIT_CLASSES[fit] ?? imageClass({ fit }), className)}
      onLoad={handleLoad}
    />
  );
}
