import type { CSSProperties, ImgHTMLAttributes, ReactElement, Ref, SyntheticEvent } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cssPosition } from '../../../logic/content/gallery.ts';
import {
  altText,
  DEFAULT_FOCAL_POINT,
  DEFAULT_IMAGE_LOADER,
  focalPoint,
  imageLoading,
  imageUrl,
  parseSize,
  SRCSET_WIDTHS,
  srcSetOfWidth,
  validateImageProps,
  validateImageSourceProps,
  type ImageAsset,
  type ImageLoader,
  type ImagePriority,
  type ImagePropProblem,
  type ImageSize,
} from '../../../logic/content/images.ts';
import { cx } from '../../primitives/cx.ts';
import { focalPosition, image as imageClass, imageFit } from './Image.css.ts';
import { InvalidImage } from './InvalidImage.tsx';

/** Props of {@link Image} in both forms: its own, and any DOM props of the `<img>` (the loader sets its address and size). */
interface ImageCommonProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'children'> {
  /** The `sizes` attribute: how wide the image is shown, so the browser picks a rendition. Required with loader `sqs` in the props form. @default '100vw' with an asset */
  sizes?: string;
  /** `high`: loaded at once with high fetch priority (the main product image); otherwise loaded lazily. */
  priority?: ImagePriority;
  /** `sqs`: the image service's renditions; `raw`: the address as given. @default 'sqs' */
  loader?: ImageLoader;
  /** Your own `srcset`; only with loader `raw`. */
  srcSet?: string;
  /** The spec's spelling of {@link srcSet}. */
  srcset?: string;
  /** The spec's spelling of `className`, merged with it. */
  class?: string;
  /** Attributes put on the `<img>` as written (a site script's `data-*`), under the ones the image sets itself. */
  passthrough?: Readonly<Record<string, string | number | boolean>>;
  /** `natural` keeps the proportions; `cover` fills the box, cropping around the focal point; `contain` shows it whole. @default 'natural' */
  fit?: 'natural' | 'cover' | 'contain';
  /** Called with the element once the image has loaded. */
  onLoadingComplete?: (element: HTMLImageElement) => void;
  /** The `<img>`; an image that cannot be shown renders an empty box instead, and the ref stays null. */
  ref?: Ref<HTMLImageElement>;
}

/** The asset form: an image asset of the content model. */
export interface ImageAssetProps extends ImageCommonProps {
  /** The asset: its address, `originalSize` (`WxH`), focal point, and the texts the alt text falls back to. */
  image: ImageAsset;
  /** The alt text; `''` marks a decorative image. @default the asset's alt text, else its title, caption or file name */
  alt?: string;
  src?: never;
  width?: never;
  height?: never;
}

/** The props form of the spec (rendering spec, entities "Image component props"): src, width, height and alt required. */
export interface ImageSourceProps extends ImageCommonProps {
  image?: never;
  /** The address: an asset of the image service (loader `sqs`) or any image (loader `raw`). */
  src: string;
  /** The original's width in pixels, a positive integer. */
  width: number | string;
  /** The original's height in pixels, a positive integer. */
  height: number | string;
  /** The alt text; `''` marks a decorative image. */
  alt: string;
}

/** Props of {@link Image}: an asset, or the spec's src, width, height and alt. */
export type ImageProps = ImageAssetProps | ImageSourceProps;

/** The classes of an image with this fit: an unknown fit (from untyped data) gets no fit of its own. */
const classesOfFit = (fit: string): string =>
  Object.hasOwn(imageFit, fit) ? `${imageClass} ${imageFit[fit as keyof typeof imageFit]}` : imageClass;

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

/** What the image shows, read from either form: address, size, alt text and the problems of its props. */
interface Reading {
  src: string;
  size: ImageSize | null;
  text: string | undefined;
  focal: string;
  problems: ImagePropProblem[];
}

function readProps(props: ImageProps, sizes: string | undefined, srcSet: string | undefined): Reading {
  const { priority, loader = DEFAULT_IMAGE_LOADER } = props;
  // typeof, not !== undefined: a JavaScript caller's `image: null` is read as the props form (and refused), not dereferenced.
  if (typeof props.image === 'object' && props.image !== null) {
    const { image } = props;
    const size = sizeOf(image);
    const src = image.assetUrl ?? '';
    const text = props.alt ?? altText(image);
    const given = { src, width: size?.width, height: size?.height, priority, loader, srcset: srcSet, sizes: sizes ?? DEFAULT_SIZES };
    return { src, size, text, focal: cssPosition(focalPoint(image)), problems: validateImageProps(given) };
  }
  const { src, width, height, alt } = props;
  const problems = validateImageSourceProps({ src, width, height, alt, priority, loader, srcset: srcSet, sizes });
  const size = problems.some((problem) => problem.prop === 'width' || problem.prop === 'height') ? null : { width: Number(width), height: Number(height) };
  return { src: typeof src === 'string' ? src : '', size, text: typeof alt === 'string' ? alt : undefined, focal: cssPosition(DEFAULT_FOCAL_POINT), problems };
}

/** The asset form's `sizes` when none is given: as wide as the screen. */
const DEFAULT_SIZES = '100vw';

/** How many focal points' inline styles are kept: a listing's pictures share a few (most the centre). */
const FOCAL_STYLES_KEPT = 64;
const focalStyles = new Map<string, CSSProperties>();

/**
 * The inline variable of a focal point, made once per position and shared (React never changes a style
 * object): a 200-card listing otherwise builds 200 equal ones. Emptied when full, so odd points never pile up.
 */
function focalStyle(position: string): CSSProperties {
  let found = focalStyles.get(position);
  if (found === undefined) {
    if (focalStyles.size >= FOCAL_STYLES_KEPT) focalStyles.clear();
    // A plain copy: assignInlineVars' own object carries a hidden toString, and a Server Component
    // may pass only plain objects to the client.
    found = { ...assignInlineVars({ [focalPosition]: position }) };
    focalStyles.set(position, found);
  }
  return found;
}

/**
 * The library's image (rendering spec, entities–validation rules, constants and limits), from an asset (`image`) or from the spec's props
 * (`src`, `width`, `height`, `alt`): renditions of the image service in `srcset`, eager with high fetch
 * priority for priority `high` and lazy otherwise, the focal point kept in view when cropped, and an alt
 * text that falls back to the title, caption or file name. Props the image template would refuse (no
 * address, no valid size, a srcset without loader raw…) never throw and show nothing broken: an empty
 * box named by the alt text, the problems in `data-problems`, and once in the developer's console.
 */
export function Image(props: ImageProps) {
  return imageElement(props);
}

/**
 * What {@link Image} draws, as an element, with no component of its own around it: for a component that
 * shows one picture in each of many (a listing's 200 cards), where every component layer costs React a
 * fiber to mount. Same props, same markup, and like it, it never throws.
 */
export function imageElement(props: ImageProps): ReactElement {
  const {
    image: _image,
    src: _src,
    width: _width,
    height: _height,
    alt: _alt,
    sizes: givenSizes,
    priority,
    loader = DEFAULT_IMAGE_LOADER,
    srcSet: givenSrcSet,
    srcset,
    fit = 'natural',
    onLoadingComplete,
    class: classProp,
    passthrough,
    className,
    onLoad,
    style,
    ref,
    ...rest
  } = props;
  const srcSet = givenSrcSet ?? srcset;
  const { src, size, text, focal, problems } = readProps(props, givenSizes, srcSet);

  if (problems.length > 0 || !size) {
    return <InvalidImage text={text} problems={problems} {...rest} {...(style ? { style } : {})} className={cx(classProp, className)} />;
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
  const sizes = givenSizes ?? (typeof props.image === 'object' && props.image !== null ? DEFAULT_SIZES : undefined);
  const renditions = loader === 'sqs' ? srcSetOfWidth(src, size.width) : srcSet;
  return (
    <img
      {...passthrough}
      ref={ref}
      src={loader === 'sqs' ? fallbackSrc(src, size.width) : src}
      {...(renditions ? { srcSet: renditions, ...(sizes === undefined ? {} : { sizes }) } : {})}
      width={size.width}
      height={size.height}
      alt={text ?? ''}
      loading={loading}
      {...(fetchPriority ? { fetchPriority } : {})}
      decoding="async"
      data-vitrine="image"
      data-fit={fit}
      {...rest}
      // The focal point is a CSS variable the stylesheet reads; a caller's own style still applies.
      style={style ? { ...assignInlineVars({ [focalPosition]: focal }), ...style } : focalStyle(focal)}
      className={cx(classesOfFit(fit), classProp, className)}
      // Only a caller in the browser can listen, so a Server Component renders no handler.
      {...(handleLoad ? { onLoad: handleLoad } : {})}
    />
  );
}
