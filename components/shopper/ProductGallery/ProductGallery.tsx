'use client';

import { useCallback, useRef, useState, type HTMLAttributes, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { VIEWPORT } from '../../../logic/shared/constants.ts';
import { nextSlide, previousSlide, slideForKey, wrapSlide, zoomFactor, type GalleryLayout, type GalleryZoomMode } from '../../../logic/content/gallery.ts';
import type { ProductImage } from '../../../logic/shopper/product.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { PRODUCT_GALLERY_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Image } from '../../content/Image/Image.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { cx } from '../../primitives/cx.ts';
import {
  counter,
  enlarge,
  lightboxFrame,
  lightboxStage,
  next as nextClass,
  previous as previousClass,
  root,
  slide as slideClass,
  stack,
  stage,
  thumbnail,
  thumbnails as thumbnailsClass,
} from './ProductGallery.css.ts';
import { GalleryLightbox } from './GalleryLightbox.tsx';
import { ZoomableImage } from './ZoomableImage.tsx';

/** Props of {@link ProductGallery}: its own, and any DOM props of its `<section>`. */
export interface ProductGalleryProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The product's images, main image first. */
  images: readonly ProductImage[];
  /** `slideshow`: one image at a time with thumbnails; `stacked`: every image, one under another. @default 'slideshow' */
  layout?: GalleryLayout;
  /** What zooms an image: the pointer resting on it, a click (or Enter/Space), or nothing. @default 'hover' */
  zoom?: GalleryZoomMode;
  /** How much a zoomed image is enlarged. @default 1.5 (GALLERY_ZOOM_DEFAULT) */
  zoomFactor?: number;
  /** Show the row of thumbnails under a slideshow. @default true */
  thumbnails?: boolean;
  /** Offer a lightbox (a large view in a dialog with the same navigation). @default true */
  lightbox?: boolean;
  /** The slide shown (controlled). */
  index?: number;
  /** The slide shown first (uncontrolled). @default 0 */
  defaultIndex?: number;
  /** Called with the new slide when the shopper changes it. */
  onIndexChange?: (index: number) => void;
  /** The gallery's name. @default the localized `galleryLabel` */
  label?: string;
  /** How wide the gallery is shown, for the images' `sizes`. @default '(max-width: 432px) 100vw, 50vw' */
  sizes?: string;
  ref?: Ref<HTMLElement>;
}

const THUMBNAIL_SIZES = '64px';
const DEFAULT_SIZES = `(max-width: ${VIEWPORT.mobileMaxWidth}px) 100vw, 50vw`;

/** A 24 px line icon: a chevron pointing left or right, or the enlarge corners. */
function Icon({ path }: { path: string }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const ICONS = { previous: 'M15 5l-7 7 7 7', next: 'M9 5l7 7-7 7', enlarge: 'M4 10V4h6M20 14v6h-6M4 4l6 6M20 20l-6-6' } as const;

/**
 * The product gallery (shopper spec, screens, rendering spec, constants and limits): a slideshow with thumbnails or a stack of
 * images. Thumbnail clicks and the Left/Right arrow keys change the slide, wrapping at both ends;
 * images zoom on hover or click (1.5× by default); a lightbox shows the current image large, with
 * the same buttons and arrow keys.
 */
export function ProductGallery({
  images,
  layout = 'slideshow',
  zoom = 'hover',
  zoomFactor: factor,
  thumbnails = true,
  lightbox = true,
  index,
  defaultIndex = 0,
  onIndexChange,
  label,
  sizes = DEFAULT_SIZES,
  className,
  ref,
  onKeyDown,
  ...props
}: ProductGalleryProps) {
  const strings = useStrings(PRODUCT_GALLERY_STRINGS);
  const [shownIndex, setShownIndex] = useControllableState({ value: index, defaultValue: defaultIndex, onChange: onIndexChange });
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  // The root is the lightbox's container and the caller's element.
  const rootRef = useCallback(
    (node: HTMLElement) => {
      setContainer(node);
      const cleanup = typeof ref === 'function' ? ref(node) : undefined;
      if (ref && typeof ref === 'object') ref.current = node;
      return () => {
        setContainer(null);
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      };
    },
    [ref],
  );
  const opener = useRef<HTMLElement | null>(null);
  const count = images.length;
  const current = wrapSlide(shownIndex, count);
  const name = label ?? strings.galleryLabel;
  const scale = zoomFactor(factor);
  const slideLabel = (at: number) => interpolate(strings.gallerySlideLabel, { index: at + 1, count });

  if (count === 0) return null;

  const go = (to: number) => {
    const target = wrapSlide(to, count);
    if (target !== current) setShownIndex(target);
  };

  const openLightbox = (at: number, event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    go(at);
    setLightboxOpen(true);
  };

  // The lightbox is rendered inside the gallery, so its key presses bubble here too: one navigation for both.
  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (layout === 'stacked' && !lightboxOpen) return;
    const target = slideForKey(event.key, current, count);
    if (target === null) return;
    event.preventDefault();
    go(target);
    if (event.target instanceof HTMLElement && event.target.dataset.part === 'thumbnail') {
      event.currentTarget.querySelector<HTMLElement>(`[data-part="thumbnail"][data-index="${target}"]`)?.focus();
    }
  };

  const stepButtons = (variantClass: { previous: string; next: string } | null) =>
    count > 1 ? (
      <>
        <Button variant="secondary" size="icon" className={variantClass?.previous} aria-label={strings.galleryPreviousLabel} data-part="previous" onClick={() => go(previousSlide(current, count))}>
          <Icon path={ICONS.previous} />
        </Button>
        <Button variant="secondary" size="icon" className={variantClass?.next} aria-label={strings.galleryNextLabel} data-part="next" onClick={() => go(nextSlide(current, count))}>
          <Icon path={ICONS.next} />
        </Button>
      </>
    ) : null;

  const enlargeButton = (at: number) =>
    lightbox ? (
      <Button variant="secondary" size="icon" className={enlarge} aria-label={strings.galleryOpenLightboxLabel} data-part="open-lightbox" onClick={(event) => openLightbox(at, event)}>
        <Icon path={ICONS.enlarge} />
      </Button>
    ) : null;

  // The slideshow keeps one slide element (key 'current') so the focus stays on it while the image changes.
  const slide = (image: ProductImage, at: number, key: string, focusable: boolean) => (
    <div
      key={key}
      role="group"
      aria-roledescription={strings.gallerySlideRoleDescription}
      aria-label={slideLabel(at)}
      className={slideClass}
      data-part="slide"
      data-index={at}
      {...(focusable ? { tabIndex: 0 } : {})}
    >
      <ZoomableImage image={image} mode={zoom} factor={scale} sizes={sizes} priority={at === 0 ? 'high' : null} />
      {enlargeButton(at)}
    </div>
  );

  const shown = images[current];
  return (
    <section
      aria-roledescription={strings.galleryRoleDescription}
      aria-label={name}
      data-vitrine="product-gallery"
      data-layout={layout}
      data-zoom={zoom}
      data-index={current}
      {...props}
      ref={rootRef}
      className={cx(root, className)}
      onKeyDown={handleKeyDown}
    >
      {layout === 'stacked' ? (
        <div className={stack}>{images.map((image, at) => slide(image, at, image.id, false))}</div>
      ) : (
        <>
          <div className={stage}>
            {shown ? slide(shown, current, 'current', zoom !== 'click') : null}
            {stepButtons({ previous: previousClass, next: nextClass })}
          </div>
          {count > 1 ? (
            <p className={counter} aria-live="polite" data-part="counter">
              {slideLabel(current)}
            </p>
          ) : null}
          {thumbnails && count > 1 ? (
            <ul className={thumbnailsClass} aria-label={strings.galleryThumbnailsLabel}>
              {images.map((image, at) => (
                <li key={image.id}>
                  <button
                    type="button"
                    className={thumbnail}
                    aria-label={interpolate(strings.galleryThumbnailLabel, { index: at + 1, count })}
                    aria-current={at === current ? 'true' : undefined}
                    data-part="thumbnail"
                    data-index={at}
                    onClick={() => go(at)}
                  >
                    <Image image={image} alt="" sizes={THUMBNAIL_SIZES} fit="cover" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      {lightbox && shown ? (
        <GalleryLightbox title={name} open={lightboxOpen} onOpenChange={setLightboxOpen} container={container} returnFocus={() => opener.current?.focus()}>
          <div className={lightboxStage} data-part="lightbox" data-index={current}>
            <div role="group" aria-roledescription={strings.gallerySlideRoleDescription} aria-label={slideLabel(current)} className={lightboxFrame}>
              <Image key={shown.id} image={shown} fit="contain" sizes="96vw" priority="high" />
            </div>
            {count > 1 ? (
              <p className={counter} aria-live="polite" data-part="counter">
                {slideLabel(current)}
              </p>
            ) : null}
            {stepButtons({ previous: previousClass, next: nextClass })}
          </div>
        </GalleryLightbox>
      ) : null}
    </section>
  );
}
