export { FollowButton, type FollowButtonProps } from './FollowButton.tsx';
