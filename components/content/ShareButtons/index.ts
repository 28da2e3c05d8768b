export { ShareButtons, type ShareButtonsProps, type ShareItem } from './ShareButtons.tsx';
