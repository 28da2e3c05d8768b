'use client';

import { useCallback, useRef, useState, type HTMLAttributes, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { VIEWPORT } from '../../../logic/shared/constants.ts';
import { slideForKey, zoomFactor, type GalleryLayout, type GalleryZoomMode } from '../../../logic/content/gallery.ts';
import type { ProductImage } from '../../../logic/shopper/product.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { PRODUCT_GALLERY_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Image } from '../../content/Image/Image.tsx';
import { cx } from '../../primitives/cx.ts';
import { GalleryCounter, GalleryIconButton } from '../../primitives/gallery/GalleryControls.tsx';
import { GalleryLightbox } from '../../primitives/gallery/GalleryLightbox.tsx';
import { GalleryEmpty } from '../../primitives/gallery/GalleryEmpty.tsx';
import { GalleryThumbnails } from '../../primitives/gallery/GalleryThumbnails.tsx';
import { GallerySlide, GalleryViewer, type GallerySlideNames } from '../../primitives/gallery/GalleryViewer.tsx';
import { useGalleryNavigation } from '../../primitives/gallery/useGalleryNavigation.ts';
import { lightboxMedia } from '../../primitives/gallery/GalleryCore.css.ts';
import { enlarge, next as nextClass, previous as previousClass, root, slide as slideClass, stack, thumbnail, thumbnails as thumbnailsClass } from './ProductGallery.css.ts';
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
  const count = images.length;
  const { current, go, onKeyDown: navigate } = useGalleryNavigation({ count, index, defaultIndex, onIndexChange, slideForKey });
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
  const name = label ?? strings.galleryLabel;
  const scale = zoomFactor(factor);
  const names: GallerySlideNames = {
    roleDescription: strings.gallerySlideRoleDescription,
    label: (at) => interpolate(strings.gallerySlideLabel, { index: at + 1, count }),
  };

  if (count === 0)
    return (
      <section aria-label={name} data-vitrine="product-gallery" data-state="empty" {...props} ref={rootRef} className={cx(root, className)}>
        <GalleryEmpty message={strings.galleryEmptyText} aspectRatio="4 / 5" />
      </section>
    );

  const openLightbox = (at: number, event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    go(at);
    setLightboxOpen(true);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    onKeyDown?.(event);
    if (layout === 'stacked' && !lightboxOpen) return;
    navigate(event);
  };

  const slideContent = (at: number) => {
    const image = images[at];
    if (!image) return null;
    return (
      <>
        <ZoomableImage image={image} mode={zoom} factor={scale} sizes={sizes} priority={at === 0 ? 'high' : null} />
        {lightbox ? (
          <GalleryIconButton icon="enlarge" className={enlarge} label={strings.galleryOpenLightboxLabel} data-part="open-lightbox" onClick={(event) => openLightbox(at, event)} />
        ) : null}
      </>
    );
  };

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
        <div className={stack}>
          {images.map((image, at) => (
            <GallerySlide key={image.id} at={at} names={names} className={slideClass}>
              {slideContent(at)}
            </GallerySlide>
          ))}
        </div>
      ) : (
        <>
          <GalleryViewer
            count={count}
            current={current}
            slides="current"
            names={names}
            slideKey={(at) => images[at]?.id ?? String(at)}
            renderSlide={slideContent}
            slideClassName={slideClass}
            {...(zoom === 'click' ? {} : { slideTabIndex: 0 })}
          >
            {count > 1 ? (
              <>
                <GalleryIconButton icon="previous" className={previousClass} label={strings.galleryPreviousLabel} data-part="previous" onClick={() => go(current - 1)} />
                <GalleryIconButton icon="next" className={nextClass} label={strings.galleryNextLabel} data-part="next" onClick={() => go(current + 1)} />
              </>
            ) : null}
          </GalleryViewer>
          {count > 1 ? <GalleryCounter>{names.label(current)}</GalleryCounter> : null}
          {thumbnails && count > 1 ? (
            <GalleryThumbnails
              slides={images.map((image) => ({ id: image.id, image }))}
              current={current}
              onSelect={go}
              label={strings.galleryThumbnailsLabel}
              thumbnailLabel={(at) => interpolate(strings.galleryThumbnailLabel, { index: at + 1, count })}
              sizes={THUMBNAIL_SIZES}
              className={thumbnailsClass}
              thumbnailClassName={thumbnail}
            />
          ) : null}
        </>
      )}
      {lightbox && shown ? (
        <GalleryLightbox
          title={name}
          open={lightboxOpen}
          onOpenChange={setLightboxOpen}
          container={container}
          returnFocus={() => opener.current?.focus()}
          count={count}
          current={current}
          go={go}
          names={names}
          previousLabel={strings.galleryPreviousLabel}
          nextLabel={strings.galleryNextLabel}
          data-vitrine="gallery-lightbox"
        >
          {/* Whole and centred: a focal point places a crop, and nothing is cropped here. */}
          <Image key={shown.id} image={{ ...shown, mediaFocalPoint: null }} className={lightboxMedia} fit="natural" sizes="96vw" priority="high" />
        </GalleryLightbox>
      ) : null}
    </section>
  );
}
