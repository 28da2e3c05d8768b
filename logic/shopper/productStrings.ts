/**
 * The product fragments' (and their shared primitives') localized-string defaults (rendering spec, entities, "Localized strings"), one small
 * object per component that shows them, so a component's bundle carries the defaults it shows and no
 * others. `DEFAULT_LOCALIZED_STRINGS` (strings.ts) gathers them with every other module's; a site
 * overrides any of them through the localized-strings provider. Keys the spec names keep the spec's
 * names; those marked "Library string" are the library's own.
 */

/** The product badge's wording (rendering spec, states: sold out first, then sale). */
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

/** The quick-view button of a listing card (its waiting text is the quick view's). */
export const QUICK_VIEW_BUTTON_STRINGS = {
  productQuickViewText: 'Quick View',
} as const;

/** The product gallery's and its lightbox's wording. */
export const PRODUCT_GALLERY_STRINGS = {
  /** Library string: the product gallery's name (and its lightbox's). */
  galleryLabel: 'Product images',
  /** Library string: how a screen reader names the gallery's kind (its aria-roledescription). */
  galleryRoleDescription: 'carousel',
  /** Library string: how a screen reader names a slide's kind (its aria-roledescription). */
  gallerySlideRoleDescription: 'slide',
  /** Library string: the gallery's previous-image button. */
  galleryPreviousLabel: 'Previous image',
  /** Library string: the gallery's next-image button. */
  galleryNextLabel: 'Next image',
  /** Library string: the name of the gallery's row of thumbnails. */
  galleryThumbnailsLabel: 'Choose an image',
  /** Library string: a thumbnail button; `{index}` and `{count}` are numbers. */
  galleryThumbnailLabel: 'Show image {index} of {count}',
  /** Library string: a slide of the gallery; `{index}` and `{count}` are numbers. */
  gallerySlideLabel: 'Image {index} of {count}',
  /** Library string: the button that opens the gallery's lightbox. */
  galleryOpenLightboxLabel: 'View larger image',
  /** Library string: in place of the pictures of a product that has none. */
  galleryEmptyText: 'No image available',
} as const;

/** The gallery's zoomable image. */
export const ZOOMABLE_IMAGE_STRINGS = {
  /** Library string: the button that zooms the image in click mode. */
  galleryZoomLabel: 'Zoom image',
} as const;

/** The related products' wording. */
export const RELATED_PRODUCTS_STRINGS = {
  /** Library string: the related products' heading. */
  relatedProductsTitle: 'You might also like',
} as const;

/** The product grid's states besides its cards. */
export const PRODUCT_GRID_STRINGS = {
  /** Library string: a listing with no products. */
  productGridEmptyText: 'There are no products here yet.',
  /** Library string: the title of a listing whose products could not be loaded. */
  productGridFailedTitle: 'Unable to load products',
  /** Library string: read while a listing's products load (the placeholder cards say nothing). */
  productGridLoadingText: 'Loading products…',
} as const;

/** The product page's own wording: the additional-fields form before the add. */
export const PRODUCT_DETAIL_STRINGS = {
  /** Library string: the button that opens a product's additional-fields form before it is added. */
  productDetailsOpenText: 'Add Details',
  /** Library string: the same button once the form has answers. */
  productDetailsEditText: 'Edit Details',
  /** Library string: shown once the additional-fields answers are kept for the add. */
  productDetailsSavedText: 'Your details will be added with the item.',
  /** Library string: why the add button waits on a product whose form has required fields. */
  productDetailsRequiredText: 'Add your details to add this item to your cart.',
} as const;

/** The error-boundary fallback's own wording (its title is the API's "Something went wrong"). */
export const ERROR_BOUNDARY_STRINGS = {
  /** Library string: the error-boundary fallback's button that renders the part again (rendering spec, error catalogue recovery action). */
  errorRetryText: 'Try again',
} as const;

/** The restock form's own wording (its messages are the merchandising's, captcha's and forms'). */
export const RESTOCK_FORM_STRINGS = {
  /** Library string: the restock form's heading. */
  restockTitleText: "Notify me when it's back in stock",
  /** Library string: the restock form's email field. */
  restockEmailLabel: 'Email Address',
  /** Library string: the restock form's join-mailing-list checkbox. */
  restockJoinMailingListLabel: 'Sign up for news and updates',
  /** Library string: the restock form's submit button. */
  restockSubmitText: 'Notify Me',
  /** Library string: shown once the restock signup is saved. */
  restockSuccessText: "Thanks! We'll email you when it's back in stock.",
  /** Library string: title of the alert when the restock signup failed. */
  restockFailedTitle: 'Unable to sign up',
} as const;
