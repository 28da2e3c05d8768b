/**
 * The product fragments' localized-string defaults (rendering.md §3, "Localized strings"), one small
 * object per component that shows them, so a component's bundle carries the defaults it shows and no
 * others. `DEFAULT_LOCALIZED_STRINGS` (strings.ts) gathers them with every other module's; a site
 * overrides any of them through the localized-strings provider. Keys the spec names keep the spec's
 * names; those marked "Library string" are the library's own.
 */

/** The product badge's wording (rendering.md §4: sold out first, then sale). */
export const PRODUCT_BADGE_STRINGS = {
  productSoldOutText: 'sold out',
  productSaleText: 'sale',
} as const;

/** The product price's wording. */
export const PRODUCT_PRICE_STRINGS = {
  /** Library string: a price that varies by variant, e.g. "from $10.00". */
  productPriceFromText: 'from {price}',
  /** Library string: spoken before a sale price. */
  productSalePriceLabel: 'Sale price',
  /** Library string: spoken before the struck-through original price. */
  productOriginalPriceLabel: 'Original price',
} as const;

/** The add-to-cart button's own wording (its refusals and sold-out text are the cart's). */
export const ADD_TO_CART_BUTTON_STRINGS = {
  productAddToCartText: 'Add To Cart',
  productSubscribeText: 'Subscribe',
  /** Library string: the add-to-cart button while the item is being added. */
  addToCartAddingText: 'Adding…',
  /** Library string: the add-to-cart button once the item is in the cart. */
  addToCartAddedText: 'Added!',
} as const;

/** The quantity input's wording (its messages are the cart's). */
export const QUANTITY_INPUT_STRINGS = {
  productQuantityInputLabel: 'Quantity',
  /** Library string: the quantity input's increment button. */
  quantityIncrementLabel: 'Increase quantity',
  /** Library string: the quantity input's decrement button. */
  quantityDecrementLabel: 'Decrease quantity',
} as const;

/** The variant selector's wording. */
export const VARIANT_SELECTOR_STRINGS = {
  productVariantSelectText: 'Select {variantName}',
  giftCardValueDisplayText: 'Value',
  giftCardVariantSelectText: 'Select Value',
  /** Library string: a variant value that only sold-out variants have; `{value}` is the value. */
  variantValueSoldOutText: '{value} (sold out)',
  /** Library string: a variant value no variant has with the other choices; `{value}` is the value. */
  variantValueUnavailableText: '{value} (unavailable)',
} as const;

/** The close button's name, shared by dialogs, popovers and alerts. */
export const CLOSE_BUTTON_STRINGS = {
  /** Library string: the close button of dialogs, popovers and alerts. */
  closeLabel: 'Close',
} as const;

/** The added-to-cart popover's own wording (its "View Cart" link is the cart's). */
export const ADDED_TO_CART_POPOVER_STRINGS = {
  /** Library string: the added-to-cart popover's heading. */
  cartAddedTitle: 'Added to Cart',
  /** Library string: spoken when an item is added; `{title}` is the item's title. */
  cartAddedAnnouncement: '{title} added to cart.',
  /** Library string: how many of an entry the cart holds, e.g. "Qty 2". */
  cartEntryQuantityText: 'Qty {quantity}',
} as const;
