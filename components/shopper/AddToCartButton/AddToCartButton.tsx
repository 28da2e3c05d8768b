'use client';

import { useEffect, useState, type ComponentType, type HTMLAttributes, type Ref } from 'react';
import type { CartEntryAnswer } from '../../../api/cart.ts';
import { ADD_TO_CART_FORM_RETRY_TEXT, type AddToCartButtonState } from '../../../logic/shopper/addToCartFlow.ts';
import { CART_PLEASE_TRY_AGAIN, CART_UNABLE_TO_OPEN_FORM, SELECT_OPTION_BUTTON_TEXT, SOLD_OUT_BUTTON_TEXT } from '../../../logic/shopper/cart.ts';
import { addToCartLabel, type Product } from '../../../logic/shopper/product.ts';
import { ADD_TO_CART_BUTTON_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { useAddToCart, type UseAddToCartOptions } from '../../../hooks/shopper/useAddToCart.ts';
import { usePageAnalytics } from '../../../hooks/visitor/analytics/context.ts';
import { useAdditionalFieldsForms, type AdditionalFieldsDialogProps } from '../../../hooks/shopper/useAdditionalFieldsForm.ts';
import { useAnnounce } from '../../../hooks/shared/useAnnounce.tsx';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { plainButtonElement } from '../../primitives/Button/Button.tsx';
import { cx } from '../../primitives/cx.ts';
import { button as buttonClass, root } from './AddToCartButton.css.ts';

/**
 * Props of {@link AddToCartButton}: the add-to-cart flow's options, how the button looks, and DOM props
 * of its root (which holds the button and its alert).
 */
export interface AddToCartButtonProps extends UseAddToCartOptions, Omit<HTMLAttributes<HTMLDivElement>, 'children' | keyof UseAddToCartOptions> {
  /** Disables the button whatever the flow says (e.g. until the page's cart has loaded). @default false */
  disabled?: boolean;
  /** Take the container's whole width. @default true on a product page, false on a listing */
  fullWidth?: boolean;
  /** Id of the element naming the product (a listing card's title), read after the button's label. */
  describedBy?: string;
  ref?: Ref<HTMLDivElement>;
}

/** What the button shows: its own wording, the cart's sold-out and select-option texts, and a form that cannot be opened. */
const STRINGS = {
  ...ADD_TO_CART_BUTTON_STRINGS,
  productSoldOutButtonText: SOLD_OUT_BUTTON_TEXT,
  productSelectOptionButtonText: SELECT_OPTION_BUTTON_TEXT,
  cartUnableToOpenFormText: CART_UNABLE_TO_OPEN_FORM,
  cartPleaseTryAgainText: CART_PLEASE_TRY_AGAIN,
  addToCartFormRetryText: ADD_TO_CART_FORM_RETRY_TEXT,
};

/** The product's additional-fields form asked at a press: the button pressed, and the dialog once its code has loaded. */
interface AskedForm {
  opener: HTMLElement;
  /** Absent when the page gives no forms, or the dialog's code could not be loaded. */
  Dialog: ComponentType<AdditionalFieldsDialogProps> | undefined;
}

function buttonText(state: AddToCartButtonState, product: Product, strings: Readonly<Record<keyof typeof STRINGS, string>>): string {
  switch (state) {
    case 'sold-out':
      return strings.productSoldOutButtonText;
    case 'adding':
      return strings.addToCartAddingText;
    case 'added':
      return strings.addToCartAddedText;
    case 'select-option':
      return strings.productSelectOptionButtonText;
    default:
      return addToCartLabel(product, strings);
  }
}

/**
 * The add-to-cart button (shopper spec, screens, states, validation rules, error catalogue): adds, subscribes or buys at once with express
 * checkout; reads "Adding…", then "Added!" for 2 s after a 1 s delay; shows the spec's alert when the
 * add is refused; on a listing reads 'Select Option' for 2 s when a variant must be chosen first; a
 * sold-out product reads 'Sold Out' and stays disabled. Progress is announced through the page's one
 * polite announcer (useAnnounce). It never reads the cart, so a change of the cart does not render it.
 * The checks and calls of the add load apart (hooks/shopper/addToCartLoader.ts): when the page's CartProvider
 * mounts, or on a page with no cart when the shopper first points at, focuses or presses the button.
 * A product with an additional-fields form (`additionalFieldsFormId`) and no `additionalFields` given
 * asks its form first (shopper spec, screens), in a modal lightbox the page's AdditionalFieldsFormsProvider
 * loads only at such a press; the item goes in with the answers, and a form that cannot be opened says
 * 'Unable to open form' with Retry.
 * Analytics: the census button-render on mount and button-click on a press, the visitor and
 * pixel AddToCart events once the item is in the cart, through the page's AnalyticsProvider (suppressed
 * per shopper spec, states); without a provider it sends none, as before.
 */
export function AddToCartButton({
  disabled = false,
  fullWidth,
  className,
  describedBy,
  ref,
  product,
  choice,
  context = 'detail',
  expressCheckout,
  checkoutUrl,
  subscriptionPageUrl,
  navigate,
  additionalFields,
  onAdded,
  ...props
}: AddToCartButtonProps) {
  const strings = useStrings(STRINGS);
  const announce = useAnnounce();
  const analytics = usePageAnalytics();
  const added = (answer: CartEntryAnswer) => {
    const { entry, shoppingCart } = answer;
    // Built inline (not with logic/visitor/analyticsEvents' helpers) to keep the button's bundle small.
    analytics.visitorEvent('AddToCart', {
      product: { itemId: product.id, itemTitle: product.title, itemType: product.productType },
      productTypes: [product.productType],
      cartId: shoppingCart.id,
      numItemsInCart: shoppingCart.totalQuantity,
      cartValue: shoppingCart.subtotalCents,
      itemPrice: entry.purchasePriceCents,
      itemQuantity: entry.quantity,
      variant: entry.chosenVariant.attributes,
    });
    analytics.pixelEvent('AddToCart', { contentIds: [product.id], contentName: product.title, value: entry.subTotal, quantity: entry.quantity });
    onAdded?.(answer);
  };
  const flow = useAddToCart({ product, choice, context, expressCheckout, checkoutUrl, subscriptionPageUrl, navigate, additionalFields, onAdded: added });
  const forms = useAdditionalFieldsForms();
  const [asked, setAsked] = useState<AskedForm | null>(null);
  // The form, the modal and their logic come from the page's AdditionalFieldsFormsProvider, loaded only
  // when a press needs them; a page that gives none cannot open the form.
  const ask = async (opener: HTMLElement) => {
    let Dialog: AskedForm['Dialog'];
    try {
      Dialog = await forms?.loadDialog();
    } catch {
      // Its code could not be loaded (offline): said under the button, with Retry.
    }
    setAsked({ opener, Dialog });
  };
  const productId = product.id;
  const { buttonRender } = analytics.census;
  useEffect(() => {
    void buttonRender({ itemId: productId });
  }, [buttonRender, productId]);
  const text = buttonText(flow.state, product, strings);
  const announced = flow.state === 'adding' || flow.state === 'added' || flow.state === 'select-option';
  useEffect(() => {
    if (announced) announce(text);
  }, [announced, text, announce]);
  return (
    <div {...props} ref={ref} className={cx(root, className)} data-vitrine="add-to-cart" data-context={context}>
      {/* The button's element itself, not a <PlainButton> around it: one component fewer per card of a listing. */}
      {plainButtonElement({
        variant: 'primary',
        fullWidth: fullWidth ?? context === 'detail',
        className: buttonClass,
        'data-vitrine': 'add-to-cart-button',
        'data-state': flow.state,
        disabled: disabled || flow.soldOut,
        // Busy keeps focus on the button (a disabled one would drop it) while presses are ignored.
        'aria-disabled': flow.busy || undefined,
        'aria-busy': flow.state === 'adding' || undefined,
        'aria-describedby': describedBy,
        onClick: (event) => {
          const opener = event.currentTarget;
          void analytics.census.buttonClick({ itemId: product.id });
          void flow.addToCart().then((outcome) => {
            if (outcome?.type === 'form-needed') void ask(opener);
          });
        },
        onPointerEnter: flow.prepare,
        onFocus: flow.prepare,
        children: text,
      })}
      {flow.alert ? (
        <Alert title={flow.alert.title} onDismiss={flow.dismissAlert}>
          {flow.alert.message}
        </Alert>
      ) : null}
      {asked?.Dialog ? (
        <asked.Dialog product={product} add={flow.addToCart} opener={asked.opener} onClose={() => setAsked(null)} />
      ) : asked ? (
        <Alert title={strings.cartUnableToOpenFormText} onDismiss={() => setAsked(null)}>
          {/* The listing button's own stack (its gap, its items where they start): Retry under the message. */}
          <div className={root} data-context="listing">
            {strings.cartPleaseTryAgainText}
            {plainButtonElement({ variant: 'secondary', size: 'small', onClick: () => void ask(asked.opener), children: strings.addToCartFormRetryText })}
          </div>
        </Alert>
      ) : null}
    </div>
  );
}
