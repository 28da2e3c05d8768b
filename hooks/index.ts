export * from './useLocalizedStrings.tsx';
export * from './useApiClient.tsx';
export * from './useCart.tsx';
export * from './useProductSelection.ts';
export * from './useAddToCart.ts';
export * from './useAddedToCartPopover.ts';
export * from './useRestockSignup.ts';
