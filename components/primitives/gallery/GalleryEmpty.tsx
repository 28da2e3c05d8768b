import type { HTMLAttributes } from 'react';
import { cx } from '../cx.ts';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { empty, emptyMark, emptyMessage, emptyRatioVar } from './GalleryCore.css.ts';

/** Props of {@link GalleryEmpty}: the message, the frame's proportions, and DOM props of its `<div>`. */
export interface GalleryEmptyProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What the frame says (a localized string of the gallery using it). */
  message: string;
  /** The frame's proportions as a CSS aspect-ratio, e.g. `'4 / 5'`. @default '4 / 3' */
  aspectRatio?: string;
}

/**
 * What a gallery shows when it has no images: a frame the size of a picture with a picture mark and the
 * message, so the page keeps its layout and says why the space is empty. The mark is decoration; the
 * message is the frame's text.
 */
export function GalleryEmpty({ message, aspectRatio = '4 / 3', className, style, ...props }: GalleryEmptyProps) {
  return (
    <div data-part="empty" {...props} className={cx(empty, className)} style={Object.assign(assignInlineVars({ [emptyRatioVar]: aspectRatio }), style)}>
      <svg className={emptyMark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect x="4" y="7" width="32" height="26" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="14" cy="16" r="3" fill="currentColor" />
        <path d="M7 30l9-9 6 6 4-4 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      <p className={emptyMessage}>{message}</p>
    </div>
  );
}
