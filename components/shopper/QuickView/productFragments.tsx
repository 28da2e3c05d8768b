import type { ReactElement } from 'react';
import { merchandisingViewOf } from '../../../logic/template/product.ts';
import type { MerchandisingContext, MerchandisingView } from '../../../logic/shopper/merchandising.ts';
import { isSubscribableProduct, type Product, type ProductSettings } from '../../../logic/shopper/product.ts';
import type { ProductSelection } from '../../../hooks/shopper/useProductSelection.ts';
import { AddToCartButton } from '../AddToCartButton/AddToCartButton.tsx';
import { ProductBadge } from '../ProductBadge/ProductBadge.tsx';
import { ProductPrice } from '../ProductPrice/ProductPrice.tsx';
import { QuantityInput } from '../QuantityInput/QuantityInput.tsx';
import { RestockForm } from '../RestockForm/RestockForm.tsx';
import { ScarcityMessage } from '../ScarcityMessage/ScarcityMessage.tsx';
import { SubscriptionPrice } from '../SubscriptionPrice/SubscriptionPrice.tsx';
import { VariantSelector } from '../VariantSelector/VariantSelector.tsx';

/** What a product fragment reads besides its product and its tag's arguments. */
export interface ProductFragmentOptions {
  /** The product's merchandising context (rendering spec, entities). */
  merchandising?: MerchandisingContext;
  /** The site's captcha key, for the restock form. */
  captchaSiteKey?: string;
  /** The store settings that decide whether a quantity input shows. */
  settings?: ProductSettings;
  /**
   * One choice shared by the product's fragments: the quick view wires its variant picker, quantity
   * input and add button to it. Left out (the server's render), each keeps its own, starting from
   * nothing chosen and quantity 1, which is what a shared choice starts from too: same markup.
   */
  selection?: ProductSelection;
}

/** Builds a product fragment's element: from the product, the tag's arguments and the options; null renders nothing. */
export type ProductFragment = (product: Product, args: readonly string[], options: ProductFragmentOptions) => ReactElement | null;

/** The merchant's sold-out wording, when there is one. */
function soldOutText(options: ProductFragmentOptions): { customSoldOutText?: string } {
  const text = options.merchandising?.customSoldOutText;
  return text !== undefined && text.trim() !== '' ? { customSoldOutText: text } : {};
}

/** The view a tag names among its arguments (`productItem`, `quickView`); a product page by default. */
export function fragmentView(args: readonly string[]): MerchandisingView {
  for (const arg of args) {
    const view = merchandisingViewOf(arg);
    if (view !== undefined) return view;
  }
  return 'productDetail';
}

/**
 * The fragments of a product, by template formatter name: the one list both sides use. template/
 * renders each to markup through react-dom/server (a site template's `{item|add-to-cart-btn}`), and
 * the quick view brings the same markup to life by rendering the same element in the page's React tree
 * (components/ never imports react-dom/server, and template/ sits above components/, so the list lives
 * here, with the components it builds). A name missing here is a fragment nobody revives: its markup
 * stays as it came.
 */
export const PRODUCT_FRAGMENTS: Readonly<Record<string, ProductFragment>> = {
  /**
   * `{item|product-price}`: the price, struck-through original and badge (`no-badge` leaves the badge
   * out). rendering spec, error catalogue records the incumbent's "not yet implemented" for this formatter; the
   * library has the component, so the formatter renders it.
   */
  'product-price': (product, args, options) => <ProductPrice product={product} showBadge={!args.includes('no-badge')} {...soldOutText(options)} />,
  /** `{item|product-status}`: the sold-out or sale badge, or nothing. */
  'product-status': (product, _args, options) => <ProductBadge product={product} {...soldOutText(options)} />,
  /** `{item|subscription-price}`: the price of a subscribable product with its billing wording (`keep-unit`). */
  'subscription-price': (product, args) =>
    isSubscribableProduct(product) ? <SubscriptionPrice product={product} keepUnit={args.includes('keep-unit')} /> : null,
  /** `{item|variants-select}` (dropdowns) or `{item|variants-select radio}`. */
  'variants-select': (product, args, { selection }) => (
    <VariantSelector
      product={product}
      appearance={args.includes('radio') ? 'radio' : 'dropdown'}
      {...(selection
        ? {
            attributes: selection.attributes,
            onAttributesChange: selection.setAttributes,
            denomination: selection.denomination,
            onDenominationChange: selection.setDenomination,
          }
        : {})}
    />
  ),
  /** `{item|quantity-input}`: shown only when the product takes a quantity (rendering spec, states). */
  'quantity-input': (product, _args, { settings, selection }) => (
    <QuantityInput
      product={product}
      settings={settings ?? {}}
      {...(selection ? { value: selection.quantity, onValueChange: selection.setQuantity } : {})}
    />
  ),
  /** `{item|add-to-cart-btn}` on a product page, `{item|add-to-cart-btn listing}` in a list. */
  'add-to-cart-btn': (product, args, { selection }) => (
    <AddToCartButton product={product} context={args.includes('listing') ? 'listing' : 'detail'} {...(selection ? { choice: selection } : {})} />
  ),
  /** `{item|product-checkout}`: the express-checkout button, which adds and goes straight to checkout. */
  'product-checkout': (product, _args, { selection }) => (
    <AddToCartButton product={product} expressCheckout {...(selection ? { choice: selection } : {})} />
  ),
  /**
   * `{item|product-scarcity}` (or `… productItem`, `… quickView`): the merchant's scarcity message with
   * the units left, from the product's merchandising context; nothing when it is not shown there.
   */
  'product-scarcity': (product, args, { merchandising }) => (
    <ScarcityMessage product={product} merchandising={merchandising ?? {}} view={fragmentView(args)} />
  ),
  /**
   * `{item|product-restock-notification}` (or `… productItem`, `… quickView`): the back-in-stock form
   * while the product is sold out, with the merchant's wording and opt-in, and the site's captcha area.
   */
  'product-restock-notification': (product, args, { merchandising, captchaSiteKey }) => (
    <RestockForm
      product={product}
      merchandising={merchandising ?? {}}
      view={fragmentView(args)}
      {...(captchaSiteKey === undefined ? {} : { captchaSiteKey })}
    />
  ),
};

/** The fragments that add to the cart: shown only once the page's cart has loaded (shopper spec, states Quick view). */
export const CART_FRAGMENTS: ReadonlySet<string> = new Set(['add-to-cart-btn', 'product-checkout']);
