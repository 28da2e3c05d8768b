/**
 * Commerce predicates (TEMPLATE-LANGUAGE.md "Formatters and predicates to provide"): has-variants?,
 * on-sale?, sold-out?, varied-prices?, over the product in `@`, with the rules of logic/product.
 */
import * as productRules from '../../product.ts';
import type { Product } from '../../product.ts';
import * as templateProduct from '../product.ts';
import type { Predicate } from '../registry.ts';

// Imports bound once: a module runner may read imported names through a getter on every call.
const { hasVariedPrices, isOnSale, isSoldOut, showsVariantSelect } = productRules;
const { productOf } = templateProduct;

const onProduct = (rule: (product: Product) => boolean): Predicate => (_args, context) => {
  const value = context.value;
  if (typeof value !== 'object' || value === null) return false;
  const product = context.remember('product', value, productOf);
  return product !== null && rule(product);
};

/** The commerce predicates by name. */
export const COMMERCE_PREDICATES: Readonly<Record<string, Predicate>> = {
  'has-variants?': onProduct(showsVariantSelect),
  'on-sale?': onProduct(isOnSale),
  'sold-out?': onProduct(isSoldOut),
  'varied-prices?': onProduct(hasVariedPrices),
};
