export * from './GalleryBlock.tsx';
