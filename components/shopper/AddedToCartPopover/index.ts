export { AddedToCartPopover, type AddedToCartPopoverProps } from './AddedToCartPopover.tsx';
