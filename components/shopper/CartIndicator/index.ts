export { CART_INDICATOR_LINK, CartIndicator, type CartIndicatorProps } from './CartIndicator.tsx';
