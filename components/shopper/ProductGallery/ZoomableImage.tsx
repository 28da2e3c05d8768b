'use client';

import { useReducer, type MouseEvent, type PointerEvent } from 'react';
import * as Toggle from '@radix-ui/react-toggle';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { pointInBox, ZOOM_IDLE, zoomReducer, zoomTransform, type GalleryZoomMode, type ZoomEvent, type ZoomState } from '../../../logic/content/gallery.ts';
import type { ImagePriority } from '../../../logic/content/images.ts';
import type { ProductImage } from '../../../logic/shopper/product.ts';
import { ZOOMABLE_IMAGE_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { Image } from '../../content/Image/Image.tsx';
import { zoomHover, zoomLayer, zoomOrigin, zoomToggle, zoomTransform as zoomTransformVar } from './ProductGallery.css.ts';

/** Props of {@link ZoomableImage}. */
export interface ZoomableImageProps {
  image: ProductImage;
  /** What zooms it: the pointer resting on it, a press, or nothing. */
  mode: GalleryZoomMode;
  /** How much it is enlarged. */
  factor: number;
  /** The image's `sizes` attribute. */
  sizes: string;
  /** The image's loading priority. */
  priority?: ImagePriority;
}

const where = (event: PointerEvent<HTMLElement> | MouseEvent<HTMLElement>) =>
  pointInBox(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());

/** The zoom and the image it belongs to: a zoom left over from another image counts as none. */
interface ImageZoom {
  imageId: string;
  zoom: ZoomState;
}

const zoomOf = (state: ImageZoom, imageId: string): ZoomState => (state.imageId === imageId ? state.zoom : ZOOM_IDLE);

const reduce =
  (mode: GalleryZoomMode) =>
  (state: ImageZoom, { imageId, event }: { imageId: string; event: ZoomEvent }): ImageZoom => ({
    imageId,
    zoom: zoomReducer(mode, zoomOf(state, imageId), event),
  });

/**
 * A gallery image that zooms (shopper spec, screens): in hover mode while the pointer rests on it, following
 * the pointer; in click mode a toggle button (click, Enter or Space) zooms it on the pressed point.
 * Showing another image ends the zoom, while the element (and the keyboard focus on it) stays.
 */
export function ZoomableImage({ image, mode, factor, sizes, priority }: ZoomableImageProps) {
  const strings = useStrings(ZOOMABLE_IMAGE_STRINGS);
  const [stored, dispatchFor] = useReducer(reduce(mode), { imageId: image.id, zoom: ZOOM_IDLE });
  const state = zoomOf(stored, image.id);
  const dispatch = (event: ZoomEvent) => dispatchFor({ imageId: image.id, event });
  const transform = zoomTransform(state, factor);
  const pointer = {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => dispatch({ type: 'pointer-enter', point: where(event) }),
    onPointerMove: (event: PointerEvent<HTMLElement>) => dispatch({ type: 'pointer-move', point: where(event) }),
    onPointerLeave: () => dispatch({ type: 'pointer-leave' }),
  };
  const picture = (
    <span
      className={zoomLayer}
      {...(transform ? { style: assignInlineVars({ [zoomTransformVar]: transform.transform, [zoomOrigin]: transform.transformOrigin }) } : {})}
      data-zoomed={state.zoomed}
      data-part="zoom-layer"
    >
      <Image image={image} sizes={sizes} priority={priority} />
    </span>
  );
  const zoomData = { 'data-part': 'zoom', 'data-zoom': mode, 'data-zoomed': state.zoomed };

  if (mode === 'click') {
    return (
      <Toggle.Root
        className={zoomToggle}
        pressed={state.zoomed}
        // A keyboard press has no pointer place (detail 0): it zooms on the centre.
        onClick={(event) => dispatch({ type: 'press', ...(event.detail > 0 ? { point: where(event) } : {}) })}
        {...pointer}
        {...zoomData}
      >
        <span className={visuallyHidden}>{strings.galleryZoomLabel} </span>
        {picture}
      </Toggle.Root>
    );
  }
  return (
    <div className={mode === 'hover' ? zoomHover : undefined} {...(mode === 'hover' ? pointer : {})} {...zoomData}>
      {picture}
    </div>
  );
}
