import { SELECT_OPTION_BUTTON_TEXT, SOLD_OUT_BUTTON_TEXT } from '../../../logic/cart.ts';
import type { AddToCartButtonState } from '../../../logic/addToCartFlow.ts';
import { addToCartLabel, type Product } from '../../../logic/product.ts';
import type { LocalizedStrings } from '../../../logic/strings.ts';
import { useAddToCart, type UseAddToCartOptions } from '../../../hooks/useAddToCart.ts';
import { useLocalizedStrings } from '../../../hooks/useLocalizedStrings.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { button as buttonClass, root } from './AddToCartButton.css.ts';

/** Props of {@link AddToCartButton}: the add-to-cart flow's options, plus how the button looks. */
export interface AddToCartButtonProps extends UseAddToCartOptions {
  /** Disables the button whatever the flow says (e.g. until the page's cart has loaded). @default false */
  disabled?: boolean;
  /** Take the container's whole width. @default true on a product page, false on a listing */
  fullWidth?: boolean;
  /** Extra class on the root (button, live region and alert). */
  className?: string;
  /** Id of the element naming the product (a listing card's title), read after the button's label. */
  describedBy?: string;
}

function buttonText(state: AddToCartButtonState, product: Product, strings: LocalizedStrings): string {
  switch (state) {
    case 'sold-out':
      return SOLD_OUT_BUTTON_TEXT;
    case 'adding':
      return strings.addToCartAddingText;
    case 'added':
      return strings.addToCartAddedText;
    case 'select-option':
      return SELECT_OPTION_BUTTON_TEXT;
    default:
      return addToCartLabel(product, strings);
  }
}

/**
 * The add-to-cart button (shopper.md §2, §4, §5, §8): adds, subscribes or buys at once with express
 * checkout; reads "Adding…", then "Added!" for 2 s after a 1 s delay; shows the spec's alert when the
 * add is refused; on a listing reads 'Select Option' for 2 s when a variant must be chosen first; a
 * sold-out product reads 'Sold Out' and stays disabled. Progress is announced in a polite live region.
 */
export function AddToCartButton({ disabled = false, fullWidth, className, describedBy, ...options }: AddToCartButtonProps) {
  const strings = useLocalizedStrings();
  const flow = useAddToCart(options);
  const { product, context = 'detail' } = options;
  const text = buttonText(flow.state, product, strings);
  const announced = flow.state === 'adding' || flow.state === 'added' || flow.state === 'select-option';
  return (
    <div className={[root, className].filter(Boolean).join(' ')} data-vitrine="add-to-cart" data-context={context}>
      <Button
        variant="primary"
        fullWidth={fullWidth ?? context === 'detail'}
        className={buttonClass}
        data-vitrine="add-to-cart-button"
        data-state={flow.state}
        disabled={disabled || flow.soldOut}
        // Busy keeps focus on the button (a disabled one would drop it) while presses are ignored.
        aria-disabled={flow.busy || undefined}
        aria-busy={flow.state === 'adding' || undefined}
        aria-describedby={describedBy}
        onClick={() => void flow.addToCart()}
      >
        {text}
      </Button>
      <span role="status" className={visuallyHidden} data-part="progress">
        {announced ? text : ''}
      </span>
      {flow.alert ? (
        <Alert title={flow.alert.title} onDismiss={flow.dismissAlert}>
          {flow.alert.message}
        </Alert>
      ) : null}
    </div>
  );
}
