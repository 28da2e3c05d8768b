/**
 * Product rules of the store (rendering spec, entities, states): availability, sale state and the badge a
 * product gets. Pure functions over the product data the site renders.
 */
import type { ImageAsset } from '../content/images.ts';
import type { DecimalMoney, LooseMoney, Money } from './money.ts';
import { readMoneyValue } from './money.ts';

/** Product type codes (shopper spec, entities, rendering spec, entities). */
export const PRODUCT_TYPE = {
  physical: 1,
  digital: 2,
  service: 3,
  giftCard: 4,
  paywall: 5,
} as const;

/** One of the product type codes. */
export type ProductType = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];

/** A purchasable variant of a product (rendering spec, entities). */
export interface Variant {
  sku: string;
  attributes: Record<string, string>;
  priceMoney: Money;
  salePriceMoney?: Money;
  /** The legacy price in minor units, with no currency (rendering spec, entities); read when priceMoney is absent. */
  price?: number;
  /** The legacy sale price in minor units (rendering spec, entities); read when salePriceMoney is absent. */
  salePrice?: number;
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

/** An image of a product: an asset with its id (a variant's `mainImageId` names one), address and size. */
export interface ProductImage extends ImageAsset {
  id: string;
  assetUrl: string;
  /** `WxH` in pixels. */
  originalSize: string;
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
  /** The product's images, main image first; a product may have none. */
  images?: ProductImage[];
}

/** The badge a product shows: sold out first, then sale, then nothing. */
export type ProductStatus = 'sold-out' | 'on-sale' | null;

/** True for products whose stock counts (physical and service); digital and gift-card stock counts as unlimited (rendering spec, states). */
export function hasStockRule(product: Product): boolean {
  return product.productType === PRODUCT_TYPE.physical || product.productType === PRODUCT_TYPE.service;
}

/**
 * Physical and service products are sold out when every variant has limited stock at zero;
 * digital products and gift cards never are (rendering spec, states).
 */
export function isSoldOut(product: Product): boolean {
  if (!hasStockRule(product)) return false;
  return product.variants.every((variant) => !variant.unlimited && variant.qtyInStock <= 0);
}

/**
 * Physical or service products are on sale when any variant is; a digital product when its own
 * flag is set; gift cards never (rendering spec, states).
 */
export function isOnSale(product: Product): boolean {
  if (hasStockRule(product)) return product.variants.some((variant) => variant.onSale);
  if (product.productType === PRODUCT_TYPE.digital) return product.onSale === true;
  return false;
}

/** `'sold-out'`, else `'on-sale'`, else `null`: sold out wins (rendering spec, states, display priority). */
export function productStatus(product: Product): ProductStatus {
  if (isSoldOut(product)) return 'sold-out';
  if (isOnSale(product)) return 'on-sale';
  return null;
}

/** Default price when a product has none: 0 in USD (rendering spec, constants and limits). */
export const DEFAULT_PRICE: Money = { value: 0, currency: 'USD' };

/**
 * A variant's prices as data may carry them (rendering spec, entities lists both shapes): priceMoney and
 * salePriceMoney, or only the legacy minor-unit price and salePrice. Typed loosely on purpose: the
 * answer of a server or a template's data, not the library's own objects.
 */
export interface PricedVariant {
  onSale?: boolean | null;
  priceMoney?: Money | LooseMoney | DecimalMoney | null;
  salePriceMoney?: Money | LooseMoney | DecimalMoney | null;
  price?: number | null;
  salePrice?: number | null;
}

/**
 * The Money a price field holds, read the one way logic/shopper/money.ts readMoneyValue reads money in data
 * (a decimal string in major units, a number in minor units, either object shape); null when it is not money.
 */
function priceMoneyOf(value: unknown, currency: string): Money | null {
  return value !== null && typeof value === 'object' ? readMoneyValue(value, currency) : null;
}

/** The currency a price field states itself (`currency` or `currencyCode`), else undefined. */
function statedCurrency(value: unknown): string | undefined {
  if (priceMoneyOf(value, DEFAULT_PRICE.currency) === null) return undefined;
  const money = value as { currency?: unknown; currencyCode?: unknown };
  const code = typeof money.currency === 'string' ? money.currency : money.currencyCode;
  return typeof code === 'string' ? readMoneyValue(0, code)?.currency : undefined;
}

/** The currency an item's prices state (its price's, else its sale price's), else undefined. */
function itemCurrency(item: PricedVariant | null | undefined): string | undefined {
  return statedCurrency(item?.priceMoney) ?? statedCurrency(item?.salePriceMoney);
}

/** The Money shape when it reads as money, else the legacy minor units in `currency` (none when not finite), else undefined. */
function moneyOf(money: unknown, legacy: unknown, currency: string): Money | undefined {
  const read = priceMoneyOf(money, currency) ?? (typeof legacy === 'number' ? readMoneyValue(legacy, currency) : null);
  return read ?? undefined;
}

/**
 * A variant's price and sale price read from either shape. A legacy amount takes the currency of the
 * variant's other Money field, else `currency` (the product's, when the caller knows it), else USD;
 * with neither shape the price is the default, 0 (rendering spec, constants and limits).
 */
export function variantPrices(variant: PricedVariant, currency?: string): { price: Money; salePrice: Money | undefined } {
  const item: PricedVariant = variant !== null && typeof variant === 'object' ? variant : {};
  const known = itemCurrency(item) ?? currency ?? DEFAULT_PRICE.currency;
  return {
    price: moneyOf(item.priceMoney, item.price, known) ?? { value: DEFAULT_PRICE.value, currency: known },
    salePrice: moneyOf(item.salePriceMoney, item.salePrice, known),
  };
}

/** What a variant costs now: its sale price while on sale, else its price (either shape, see {@link variantPrices}). */
export function effectivePrice(variant: PricedVariant, currency?: string): Money {
  const { price, salePrice } = variantPrices(variant, currency);
  return variant?.onSale === true && salePrice ? salePrice : price;
}

function pricedItems(product: Product): PricedVariant[] {
  if (Array.isArray(product.variants) && product.variants.length > 0) return product.variants;
  // An absent sale price reads as no sale price, as a missing field does (see variantPrices).
  return [{ onSale: product.onSale === true, priceMoney: product.priceMoney ?? DEFAULT_PRICE, salePriceMoney: product.salePriceMoney }];
}

/** The currency of the first Money a product's prices carry: what its legacy amounts are in. */
function productCurrency(items: readonly PricedVariant[]): string | undefined {
  for (const item of items) {
    const stated = itemCurrency(item);
    if (stated !== undefined) return stated;
  }
  return undefined;
}

/** What a product's price shows, read in one pass over its variants (see {@link productPrices}). */
export interface ProductPrices {
  /** Lowest current price over the variants. */
  min: Money;
  /** Highest current price over the variants. */
  max: Money;
  /** The variants do not all cost the same. */
  varied: boolean;
  /** The single price to strike through while that one price is on sale, else null. */
  original: Money | null;
}

/**
 * The range, whether it varies and the original price at once: each variant's prices read once
 * (a listing asks all three for each of its 200 cards). What a variant costs now is
 * {@link effectivePrice}'s answer; the original is the price of the first variant on sale with a sale price.
 */
export function productPrices(product: Product): ProductPrices {
  const items = pricedItems(product);
  const currency = productCurrency(items);
  let min: Money = DEFAULT_PRICE;
  let max: Money = DEFAULT_PRICE;
  let firstSale: Money | null = null;
  items.forEach((item, index) => {
    const { price, salePrice } = variantPrices(item, currency);
    const onSale = item?.onSale === true && salePrice !== undefined;
    const now = onSale ? salePrice : price;
    if (index === 0 || now.value < min.value) min = now;
    if (index === 0 || now.value > max.value) max = now;
    if (onSale) firstSale ??= price;
  });
  const varied = min.value !== max.value;
  // Struck through only while that one price is on sale (isOnSale: the product's own rule, rendering spec, states).
  return { min, max, varied, original: !varied && isOnSale(product) ? firstSale : null };
}

/** Lowest and highest current price over the variants, in minor units, so a card can say "from". */
export function priceRange(product: Product): { min: Money; max: Money } {
  const { min, max } = productPrices(product);
  return { min, max };
}

/** True when the variants do not all cost the same. */
export function hasVariedPrices(product: Product): boolean {
  return productPrices(product).varied;
}

/** The single price to show as struck-through "original" when one price is on sale, else null. */
export function originalPrice(product: Product): Money | null {
  return productPrices(product).original;
}

/** Store settings a product fragment reads (rendering spec, entities, "Website and settings"). */
export interface ProductSettings {
  storeSettings?: { multipleQuantityAllowedForServices?: boolean };
}

/** Site strings a button label is chosen from (rendering spec, entities, "Localized strings"). */
export interface AddToCartLabelStrings {
  productAddToCartText: string;
  productSubscribeText: string;
}

/** One value of a variant option and whether it can be picked with the other current choices. */
export interface VariantOptionValue {
  value: string;
  available: boolean;
}

/** A variant option (e.g. Size) with its values, in the order a picker shows them. */
export interface VariantOption {
  name: string;
  values: VariantOptionValue[];
}

/** True when a variant can still be bought: unlimited, stock above zero, or a product without stock. */
export function isVariantInStock(product: Product, variant: Variant): boolean {
  if (!hasStockRule(product)) return true;
  return variant.unlimited || variant.qtyInStock > 0;
}

/**
 * Units that can be bought over all variants; `Infinity` when any variant is unlimited, and always
 * for digital products and gift cards (rendering spec, states).
 */
export function totalStock(product: Product): number {
  if (!hasStockRule(product)) return Number.POSITIVE_INFINITY;
  let total = 0;
  for (const variant of product.variants) {
    if (variant.unlimited) return Number.POSITIVE_INFINITY;
    total += Math.max(0, variant.qtyInStock);
  }
  return total;
}

/** The variant picker shows for more than one variant, never for a digital product (rendering spec, states). */
export function showsVariantSelect(product: Product): boolean {
  return product.productType !== PRODUCT_TYPE.digital && product.variants.length > 1;
}

/**
 * The quantity input shows for physical products, and for services unless the store forbids several
 * of them; never for a subscribable product; only when more than one unit can be bought (rendering spec, states).
 */
export function showsQuantityInput(product: Product, settings: ProductSettings = {}): boolean {
  const servicesAllowed = settings.storeSettings?.multipleQuantityAllowedForServices !== false;
  const typeAllows =
    product.productType === PRODUCT_TYPE.physical ||
    (product.productType === PRODUCT_TYPE.service && servicesAllowed);
  return typeAllows && !isSubscribableProduct(product) && totalStock(product) > 1;
}

/**
 * True when the product sells as a subscription: its `isSubscribable` flag is set and it is a physical
 * or service product, the only types a merchant can make subscribable (rendering spec, entities
 * Subscription, roles and permissions; shopper spec, entities). A digital, gift-card or paywall product
 * carrying the flag reads as not subscribable.
 */
export function isSubscribableProduct(product: Product): boolean {
  return product.isSubscribable === true && hasStockRule(product);
}

/**
 * The add-to-cart button's label: the merchant's custom text when enabled and not blank, else the
 * subscribe text for a subscribable product, else the add-to-cart text (rendering spec, states).
 */
export function addToCartLabel(product: Product, strings: AddToCartLabelStrings): string {
  const custom = product.customAddButtonText;
  if (product.useCustomAddButtonText === true && custom !== undefined && custom.trim() !== '') return custom;
  return isSubscribableProduct(product) ? strings.productSubscribeText : strings.productAddToCartText;
}

/**
 * The option names of a product in picker order: `variantOptionOrdering` first, then any other
 * attribute name in the order the variants first use it.
 */
export function optionNames(product: Product): string[] {
  const names = [...(product.variantOptionOrdering ?? [])];
  for (const variant of product.variants) {
    for (const name of Object.keys(variant.attributes)) {
      if (!names.includes(name)) names.push(name);
    }
  }
  return names;
}

/** The variant whose every attribute equals the chosen value, or undefined when none does. */
export function findVariant(product: Product, attributes: Readonly<Record<string, unknown>>): Variant | undefined {
  return product.variants.find((variant) =>
    Object.entries(variant.attributes).every(([name, value]) => Object.hasOwn(attributes, name) && attributes[name] === value),
  );
}

function isChosen(selected: Readonly<Record<string, unknown>>, name: string): boolean {
  const value = Object.hasOwn(selected, name) ? selected[name] : undefined;
  return typeof value === 'string' && value !== '';
}

/**
 * Every option with its values; a value is available when an in-stock variant has it together with
 * the other options already chosen, so a picker can disable missing or sold-out combinations.
 */
export function variantOptions(product: Product, selected: Readonly<Record<string, unknown>> = {}): VariantOption[] {
  const names = optionNames(product);
  const inStock = product.variants.filter((variant) => isVariantInStock(product, variant));
  return names.map((name) => {
    const values: string[] = [];
    for (const variant of product.variants) {
      const value = variant.attributes[name];
      if (value !== undefined && !values.includes(value)) values.push(value);
    }
    const others = names.filter((other) => other !== name && isChosen(selected, other));
    return {
      name,
      values: values.map((value) => ({
        value,
        available: inStock.some(
          (variant) =>
            variant.attributes[name] === value &&
            others.every((other) => variant.attributes[other] === selected[other]),
        ),
      })),
    };
  });
}
