/**
 * The cart page's localized-string defaults (rendering spec, entities, "Localized strings"), one small object
 * per part that shows them, so a bundle carries the defaults it shows and no others. The cart's spec
 * messages stay in cart.ts (CART_STRINGS); `DEFAULT_LOCALIZED_STRINGS` (strings.ts) gathers them all,
 * and a site overrides any of them through the localized-strings provider.
 */

/** The cart page's own wording: its heading, states and list. */
export const CART_PAGE_STRINGS = {
  /** Library string: the cart page's heading. */
  cartPageTitle: 'Shopping Cart',
  /** Library string: the cart page with no entries. */
  cartEmptyText: 'Your cart is empty.',
  /** Library string: the cart page while the cart loads. */
  cartLoadingText: 'Loading your cart…',
  /** Library string: title of the alert when the cart could not be loaded. */
  cartLoadFailedTitle: 'Unable to load cart',
  /** Library string: the button that loads the cart again. */
  cartRetryText: 'Try Again',
  /** Library string: the cart page while a change is being applied. */
  cartRecalculatingText: 'Updating your cart…',
  /** Library string: the name of the list of cart entries. */
  cartEntriesLabel: 'Items in your cart',
  /** Library string: the cart page's one primary action, the link to checkout (shopper spec, page type 201). */
  cartCheckoutText: 'Check out',
  /** Library string: the empty cart's link back to the shop. */
  cartContinueShoppingText: 'Continue shopping',
} as const;

/** A cart row's wording: its price, quantity form, remove button and answers. */
export const CART_ENTRY_STRINGS = {
  /** Library string: an entry's unit price, e.g. "$68.00 each". */
  cartUnitPriceText: '{price} each',
  /** Library string: spoken before an entry's line total. */
  cartEntrySubtotalLabel: 'Item subtotal',
  /** Library string: the button that removes an entry. */
  cartRemoveText: 'Remove',
  /** Library string: the remove button's full name; `{title}` is the entry's title. */
  cartRemoveLabel: 'Remove {title}',
  /** Library string: a cart row's quantity input, named by its product; `{title}` is the entry's title. */
  cartEntryQuantityLabel: 'Quantity, {title}',
  /** Library string: the button that sends a changed quantity. */
  cartUpdateQuantityText: 'Update',
  /** Library string: that button's full name; `{title}` is the entry's title. */
  cartUpdateQuantityLabel: 'Update quantity of {title}',
} as const;

/** The button of a cart row that edits the entry's additional-fields answers. */
export const CART_FIELDS_EDITOR_STRINGS = {
  /** Library string: the button that opens an entry's additional-fields form. */
  cartEditFieldsText: 'Edit Details',
  /** Library string: the edit button's full name; `{title}` is the entry's title. */
  cartEditFieldsLabel: 'Edit Details for {title}',
} as const;

/** The cart's totals. */
export const CART_TOTALS_STRINGS = {
  /** Library string: the totals' name. */
  cartTotalsLabel: 'Order summary',
  /** Library string: the totals' lines. */
  cartSubtotalText: 'Subtotal',
  cartDiscountText: 'Discount',
  /** Library string: the discount line naming the cart's valid coupons; `{codes}` is their codes, comma-separated. */
  cartDiscountCodesText: 'Discount ({codes})',
  /** Library string: a discount's amount, taken off the subtotal; `{amount}` is the formatted amount. */
  cartDiscountAmountText: '−{amount}',
  cartTaxText: 'Tax',
  cartShippingText: 'Shipping',
  cartGrandTotalText: 'Total',
} as const;
