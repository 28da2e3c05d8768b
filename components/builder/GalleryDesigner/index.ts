export { GalleryDesigner, type GalleryDesignerProps } from './GalleryDesigner.tsx';
