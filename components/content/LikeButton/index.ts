export { LikeButton, type LikeButtonProps } from './LikeButton.tsx';
