/**
 * The gallery block's localized-string defaults (rendering spec, entities "Localized strings", constants and limits gallery
 * designs). Every key is a library string: the spec names none for the block. The role descriptions
 * follow the WAI-ARIA carousel practice (`carousel`, `slide`), worded here so a site can translate them.
 */

/** The gallery block's wording: its name, its slides, its buttons, its lightbox. */
export const GALLERY_STRINGS = {
  /** Library string: the gallery block's name (and its lightbox's) when the block has no title. */
  galleryBlockLabel: 'Gallery',
  /** Library string: how a screen reader names a slideshow or slider's kind (its aria-roledescription). */
  galleryBlockRoleDescription: 'carousel',
  /** Library string: how a screen reader names a slide's kind (its aria-roledescription). */
  galleryBlockSlideRoleDescription: 'slide',
  /** Library string: a slide's name and the visible counter; `{index}` and `{count}` are numbers. */
  galleryBlockSlideLabel: '{index} of {count}',
  /** Library string: the previous-slide button. */
  galleryBlockPreviousLabel: 'Previous slide',
  /** Library string: the next-slide button. */
  galleryBlockNextLabel: 'Next slide',
  /** Library string: the name of the thumbnail strip. */
  galleryBlockThumbnailsLabel: 'Choose a slide',
  /** Library string: a thumbnail button; `{index}` and `{count}` are numbers. */
  galleryBlockThumbnailLabel: 'Show slide {index} of {count}',
  /** Library string: the button that opens an item in the lightbox; `{index}` and `{count}` are numbers. */
  galleryBlockOpenLabel: 'View item {index} of {count} larger',
  /** Library string: the button that plays a video item; `{index}` and `{count}` are numbers. */
  galleryBlockPlayVideoLabel: 'Play video {index} of {count}',
  /** Library string: the button that stops autoplay (WAI-ARIA: a rotating carousel has one). */
  galleryBlockStopLabel: 'Stop slide rotation',
  /** Library string: the button that starts autoplay again. */
  galleryBlockStartLabel: 'Start slide rotation',
  /** Library string: a gallery block with no items at all. */
  galleryBlockEmptyText: 'No images in this gallery yet',
  /** Library string: an item whose media type is `imageEmpty` (no image chosen yet). */
  galleryBlockEmptyItemLabel: 'No image yet',
  /** Library string: inside a video element, for a browser that cannot play it. */
  galleryBlockVideoFallback: 'This browser cannot play the video.',
} as const;
