/**
 * Product rules of the store (rendering.md §3, §4): availability, sale state and the badge a
 * product gets. Pure functions over the product data the site renders.
 */
import type { Money } from './money.ts';

/** Product type codes (shopper.md §3, rendering.md §3). */
export const PRODUCT_TYPE = {
  physical: 1,
  digital: 2,
  service: 3,
  giftCard: 4,
  paywall: 5,
} as const;

/** One of the product type codes. */
export type ProductType = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];

/** A purchasable variant of a product (rendering.md §3). */
export interface Variant {
  sku: string;
  attributes: Record<string, string>;
  priceMoney: Money;
  salePriceMoney?: Money;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  mainImageId?: string;
}

/** A billing plan of a subscribable product. */
export interface SubscriptionPlan {
  billingPeriod: { value: number; unit: 'WEEK' | 'MONTH' | 'YEAR' | 'week' | 'month' | 'year' };
  numBillingCycles: number;
}

/** A product as the storefront renders it (the item plus its structuredContent). */
export interface Product {
  id: string;
  title: string;
  fullUrl?: string;
  productType: ProductType;
  variants: Variant[];
  /** Price of a digital product (it has no variants to carry one). */
  priceMoney?: Money;
  salePriceMoney?: Money;
  /** Sale flag of a digital product. */
  onSale?: boolean;
  isSubscribable?: boolean;
  subscriptionPlan?: SubscriptionPlan;
  variantOptionOrdering?: string[];
  additionalFieldsFormId?: string;
  useCustomAddButtonText?: boolean;
  customAddButtonText?: string;
}

/** The badge a product shows: sold out first, then sale, then nothing. */
export type ProductStatus = 'sold-out' | 'on-sale' | null;

function hasStockRule(product: Product): boolean {
  return product.productType === PRODUCT_TYPE.physical || product.productType === PRODUCT_TYPE.service;
}

/**
 * Physical and service products are sold out when every variant has limited stock at zero;
 * digital products and gift cards never are (rendering.md §4).
 */
export function isSoldOut(product: Product): boolean {
  if (!hasStockRule(product)) return false;
  return product.variants.every((variant) => !variant.unlimited && variant.qtyInStock <= 0);
}

/**
 * Physical or service products are on sale when any variant is; a digital product when its own
 * flag is set; gift cards never (rendering.md §4).
 */
export function isOnSale(product: Product): boolean {
  if (hasStockRule(product)) return product.variants.some((variant) => variant.onSale);
  if (product.productType === PRODUCT_TYPE.digital) return product.onSale === true;
  return false;
}

/** `'sold-out'`, else `'on-sale'`, else `null`: sold out wins (rendering.md §4, display priority). */
export function productStatus(product: Product): ProductStatus {
  if (isSoldOut(product)) return 'sold-out';
  if (isOnSale(product)) return 'on-sale';
  return null;
}

/** Default price when a product has none: 0 in USD (rendering.md §9). */
export const DEFAULT_PRICE: Money = { value: 0, currency: 'USD' };

/** What a variant costs now: its sale price while on sale, else its price. */
export function effectivePrice(variant: Pick<Variant, 'onSale' | 'priceMoney' | 'salePriceMoney'>): Money {
  return variant.onSale && variant.salePriceMoney ? variant.salePriceMoney : variant.priceMoney;
}

function pricedItems(product: Product): Array<Pick<Variant, 'onSale' | 'priceMoney' | 'salePriceMoney'>> {
  if (product.variants.length > 0) return product.variants;
  return [
    {
      onSale: product.onSale === true,
      priceMoney: product.priceMoney ?? DEFAULT_PRICE,
      ...(product.salePriceMoney ? { salePriceMoney: product.salePriceMoney } : {}),
    },
  ];
}

/** Lowest and highest current price over the variants, in minor units, so a card can say "from". */
export function priceRange(product: Product): { min: Money; max: Money } {
  const prices = pricedItems(product).map(effectivePrice);
  const first = prices[0] ?? DEFAULT_PRICE;
  let min = first;
  let max = first;
  for (const price of prices) {
    if (price.value < min.value) min = price;
    if (price.value > max.value) max = price;
  }
  return { min, max };
}

/** True when the variants do not all cost the same. */
export function hasVariedPrices(product: Product): boolean {
  const { min, max } = priceRange(product);
  return min.value !== max.value;
}

/** The single price to show as struck-through "original" when one price is on sale, else null. */
export function originalPrice(product: Product): Money | null {
  if (!isOnSale(product) || hasVariedPrices(product)) return null;
  const item = pricedItems(product).find((variant) => variant.onSale && variant.salePriceMoney);
  return item ? item.priceMoney : null;
}
