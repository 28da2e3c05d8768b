'use client';

import type { MouseEventHandler, ReactNode } from 'react';
import { PlainButton } from '../Button/Button.tsx';
import { cx } from '../cx.ts';
import { counter } from './GalleryCore.css.ts';

/** The icons of a gallery's buttons, as 24 px paths: line chevrons and corners, filled play and pause. */
export const GALLERY_ICONS = {
  previous: { path: 'M15 5l-7 7 7 7', filled: false },
  next: { path: 'M9 5l7 7-7 7', filled: false },
  enlarge: { path: 'M4 10V4h6M20 14v6h-6M4 4l6 6M20 20l-6-6', filled: false },
  stop: { path: 'M7 5h3v14H7zM14 5h3v14h-3z', filled: true },
  start: { path: 'M8 5v14l11-7z', filled: true },
} as const;

/** A 24 px gallery icon, hidden from assistive technology (its button carries the name). */
export function GalleryIcon({ name }: { name: keyof typeof GALLERY_ICONS }) {
  const { path, filled } = GALLERY_ICONS[name];
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={filled ? 1 : 2} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Props of {@link GalleryIconButton}. */
export interface GalleryIconButtonProps {
  icon: keyof typeof GALLERY_ICONS;
  /** The button's name (it shows only its icon). */
  label: string;
  onClick: MouseEventHandler<HTMLButtonElement>;
  /** Where it sits (laid over a slide, say): the gallery's own class. */
  className?: string;
  'data-part'?: string;
}

/** One of a gallery's icon buttons (previous, next, stop, start, enlarge): the secondary look, a touch target. */
export function GalleryIconButton({ icon: name, label, onClick, className, 'data-part': part }: GalleryIconButtonProps) {
  return (
    <PlainButton variant="secondary" size="icon" className={className} aria-label={label} data-part={part} onClick={onClick}>
      <GalleryIcon name={name} />
    </PlainButton>
  );
}

/** Props of {@link GalleryCounter}. */
export interface GalleryCounterProps {
  /** "n of N", worded by the gallery's strings. */
  children: ReactNode;
  /** Announce changes (not while a carousel rotates by itself). @default true */
  announce?: boolean;
  className?: string;
  'data-part'?: string;
}

/** Where the viewer is in the set ("Image 2 of 4"). */
export function GalleryCounter({ children, announce = true, className, 'data-part': part = 'counter' }: GalleryCounterProps) {
  return (
    <p className={cx(counter, className)} {...(announce ? { 'aria-live': 'polite' as const } : {})} data-part={part}>
      {children}
    </p>
  );
}
