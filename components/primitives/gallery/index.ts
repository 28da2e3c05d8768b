export * from './GalleryControls.tsx';
export * from './GalleryLightbox.tsx';
export * from './GalleryThumbnails.tsx';
export * from './GalleryViewer.tsx';
export * from './useGalleryNavigation.ts';
export { lightboxMedia as galleryLightboxMedia } from './GalleryCore.css.ts';
export * from './GalleryEmpty.tsx';
