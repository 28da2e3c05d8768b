/** The rules of the shopper's path: money, products and variants, stock, the cart, add to cart, quick view, orders. Modules of this folder not listed here are used inside logic/ only. */
export * from './money.ts';
export * from './product.ts';
export * from './productStrings.ts';
export * from './cartPageStrings.ts';
export * from './cart.ts';
export * from './cartTotals.ts';
export * from './store.ts';
export * from './subscription.ts';
export * from './addToCartFlow.ts';
export * from './variantChoices.ts';
export * from './merchandising.ts';
export * from './addedToCartPopover.ts';
export * from './additionalFields.ts';
export * from './order.ts';
export * from './currencyNames.ts';
