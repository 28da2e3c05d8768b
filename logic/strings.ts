/**
 * The localized strings a site supplies (rendering.md §3, "Localized strings"), with the defaults
 * the library uses when a site gives none. Components read them through the localized-strings
 * provider, never inline. Keys the spec names keep the spec's names; the rest are the library's own.
 */
export const DEFAULT_LOCALIZED_STRINGS = {
  productAddToCartText: 'Add To Cart',
  productSubscribeText: 'Subscribe',
  productQuantityInputLabel: 'Quantity',
  productSoldOutText: 'sold out',
  productSaleText: 'sale',
  productQuickViewText: 'Quick View',
  productVariantSelectText: 'Select {variantName}',
  giftCardValueDisplayText: 'Value',
  giftCardVariantSelectText: 'Select Value',
  productSummaryFormNoAnswerText: 'N/A',
  StronglyDisagree: 'Strongly Disagree',
  Disagree: 'Disagree',
  Neutral: 'Neutral',
  Agree: 'Agree',
  StronglyAgree: 'Strongly Agree',
  /** Library string: a price that varies by variant, e.g. "from $10.00". */
  productPriceFromText: 'from {price}',
  /** Library string: spoken before a sale price. */
  productSalePriceLabel: 'Sale price',
  /** Library string: spoken before the struck-through original price. */
  productOriginalPriceLabel: 'Original price',
  /** Library string: the close button of dialogs, popovers and alerts. */
  closeLabel: 'Close',
} as const;

/** Every localized string key. */
export type LocalizedStringKey = keyof typeof DEFAULT_LOCALIZED_STRINGS;

/** A full set of localized strings. */
export type LocalizedStrings = Record<LocalizedStringKey, string>;

/** Replaces `{name}` placeholders with values; unknown placeholders stay as written. */
export function interpolate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
