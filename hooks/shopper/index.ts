/** The hooks of the shopper's path: money, products and variants, stock, the cart, add to cart, quick view, orders. Modules of this folder not listed here are used inside hooks/ only. */
export * from './useCart.tsx';
export * from './useProductSelection.ts';
export * from './useAddToCart.ts';
export * from './useAdditionalFieldsForm.ts';
export * from './useAddedToCartPopover.ts';
export * from './useRestockSignup.ts';
export * from './useQuickView.ts';
export * from './useLiveStock.ts';
export * from './useOrder.ts';
export * from './useMoneyFormat.tsx';
export * from './MoneyFormatProvider.tsx';
