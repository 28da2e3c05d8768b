export { PopupOverlay, type PopupOverlayProps } from './PopupOverlay.tsx';
