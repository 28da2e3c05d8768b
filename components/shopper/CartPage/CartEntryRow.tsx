'use client';

import { memo, useId, useState, type FormEvent } from 'react';
import { commerceProductFields } from '../../../logic/visitor/analyticsEvents.ts';
import { usePageAnalytics } from '../../../hooks/visitor/analytics/context.ts';
import type { CartEntry } from '../../../api/cart.ts';
import type { AdditionalFieldsFormDefinition } from '../../../logic/shopper/additionalFields.ts';
import { summaryFieldsOf } from '../../../logic/forms/formAnswerSummary.ts';
import { API_ERROR_MESSAGE_STRINGS } from '../../../logic/shared/apiErrors.ts';
import { isApiError } from '../../../api/errors.ts';
import { quantityMessage } from '../../../logic/shopper/cart.ts';
import { CART_ENTRY_STRINGS } from '../../../logic/shopper/cartPageStrings.ts';
import { formatMinorUnits } from '../../../logic/shopper/money.ts';
import { imageUrl, widthForDisplay } from '../../../logic/content/images.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { useCartActions } from '../../../hooks/shopper/useCart.tsx';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { error as fieldError } from '../../primitives/Field/Field.css.ts';
import { QuantityInput } from '../QuantityInput/QuantityInput.tsx';
import { cartFailureMessage } from './cartFailureMessage.ts';
import { EntryFieldsEditor } from './EntryFieldsEditor.tsx';
import { entry as entryClass, entryActions, entryAlert, entryInfo, entryTitle, lineTotal, muted, quantityForm, thumbnail } from './CartPage.css.ts';
import { attributeItems, DescriptionList } from '../../primitives/DescriptionList/DescriptionList.tsx';
import { FormAnswerSummary } from '../../content/FormAnswerSummary/FormAnswerSummary.tsx';

/** What a row shows: its own wording, the cart's messages and those of a failed call. */
const STRINGS = { ...API_ERROR_MESSAGE_STRINGS, ...CART_ENTRY_STRINGS };

/** Props of {@link CartEntryRow}. */
export interface CartEntryRowProps {
  /** The entry as the cart holds it. */
  entry: CartEntry;
  /** The store's currency, for its prices. */
  currency: string;
  /** The entry's product's additional-fields form, when the page knows it. */
  form?: AdditionalFieldsFormDefinition;
  /** Called once the entry has been removed (the page moves focus, since the row is gone). */
  onRemoved: () => void;
}

/** A failed change as shown next to its entry: the spec's title and the call's message. */
interface Failure {
  title: string;
  message: string;
}

/**
 * A quantity the server refused (400 or 409: not enough stock, a variant no longer sold): sending it
 * again cannot work, so the input goes back to the cart's quantity and the reason shows under it.
 * Other failures (no connection, too many calls, a server error) keep the typed quantity to retry.
 */
const refusedQuantity = (error: unknown): boolean => isApiError(error) && (error.status === 400 || error.status === 409);

/** The thumbnail's width in CSS pixels (CartPage.css.ts draws it at most this wide). */
const THUMBNAIL_WIDTH = 72;

/**
 * One cart entry: its variant, saved answers, quantity (changed with Update), line total and Remove.
 * Memoized: the cart keeps an unchanged entry's object, so a change to another entry leaves this row be.
 */
export const CartEntryRow = memo(function CartEntryRow({ entry, currency, form, onRemoved }: CartEntryRowProps) {
  const strings = useStrings(STRINGS);
  const { updateQuantity, removeEntry } = useCartActions();
  const analytics = usePageAnalytics();
  const [draft, setDraft] = useState<string | null>(null);
  const [pending, setPending] = useState<'quantity' | 'remove' | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const text = draft ?? String(entry.quantity);
  const changed = draft !== null && draft.trim() !== String(entry.quantity);
  // Text that is not a whole number in 1..9999 shows its message under the input and is never sent.
  const sendable = changed && quantityMessage(text, strings) === null;
  const answers = form && entry.additionalFields ? summaryFieldsOf(form.fields, entry.additionalFields) : [];

  const submitQuantity = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (pending || !sendable) return;
    setPending('quantity');
    setFailure(null);
    setRefusal(null);
    try {
      await updateQuantity(entry.id, Number(text.trim()));
      setDraft(null);
      // The Update button goes away once sent; a keyboard user who pressed it continues from the input.
      if (form.contains(document.activeElement) || document.activeElement === document.body) form.querySelector('input')?.focus();
    } catch (error) {
      if (refusedQuantity(error)) {
        setDraft(null);
        setRefusal(cartFailureMessage(error, strings));
      } else {
        setFailure({ title: strings.cartUnableToUpdateQuantityText, message: cartFailureMessage(error, strings) });
      }
    } finally {
      setPending(null);
    }
  };

  const remove = async () => {
    if (pending) return;
    setPending('remove');
    setFailure(null);
    try {
      await removeEntry(entry.id);
      analytics.visitorEvent('RemoveFromCart', {
        ...commerceProductFields({ id: entry.itemId, title: entry.title, productType: entry.productType }),
        itemPrice: entry.purchasePriceCents,
        itemQuantity: entry.quantity,
        variant: entry.chosenVariant.attributes,
      });
      onRemoved();
    } catch (error) {
      setFailure({ title: strings.cartUnableToRemoveItemText, message: cartFailureMessage(error, strings) });
      setPending(null);
    }
  };

  return (
    <li className={entryClass} data-vitrine="cart-entry" data-entry-id={entry.id} data-state={pending ?? (failure || refusal ? 'failed' : 'idle')}>
      <div className={thumbnail} data-part="thumbnail">
        {/* The title beside it names the line: the picture is decoration (alt ''). Two renditions, for 1× and 2× screens. */}
        {entry.image ? (
          <img
            src={imageUrl(entry.image.assetUrl, widthForDisplay(THUMBNAIL_WIDTH))}
            srcSet={`${imageUrl(entry.image.assetUrl, widthForDisplay(THUMBNAIL_WIDTH, 2))} 2x`}
            alt=""
            width={THUMBNAIL_WIDTH}
            height={THUMBNAIL_WIDTH}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      <div className={entryInfo}>
        <h2 className={entryTitle}>{entry.title}</h2>
        <DescriptionList items={attributeItems(entry.chosenVariant.attributes)} data-part="attributes" />
        <FormAnswerSummary fields={answers} data-part="answers" />
        <p className={muted} data-part="unit-price">
          {interpolate(strings.cartUnitPriceText, { price: formatMinorUnits({ value: entry.purchasePriceCents, currency }) })}
        </p>
        {form ? <EntryFieldsEditor entry={entry} form={form} /> : null}
      </div>
      <form className={quantityForm} onSubmit={(event) => void submitQuantity(event)}>
        {/* Named by its product: a page of rows is not a list of inputs all called "Quantity". */}
        <QuantityInput
          value={text}
          onValueChange={(value) => {
            setDraft(value);
            setRefusal(null);
          }}
          aria-label={interpolate(strings.cartEntryQuantityLabel, { title: entry.title })}
          {...(refusal ? { 'aria-describedby': refusalId } : {})}
        />
        {refusal ? (
          <p id={refusalId} role="alert" className={fieldError} data-part="quantity-refused">
            {refusal}
          </p>
        ) : null}
        {sendable ? (
          <Button type="submit" variant="secondary" size="small" aria-label={interpolate(strings.cartUpdateQuantityLabel, { title: entry.title })}>
            {strings.cartUpdateQuantityText}
          </Button>
        ) : null}
      </form>
      <div className={entryActions}>
        <p className={lineTotal} data-part="line-total">
          <span className={visuallyHidden}>{strings.cartEntrySubtotalLabel} </span>
          {formatMinorUnits({ value: entry.subTotal, currency })}
        </p>
        <Button
          variant="ghost"
          size="small"
          aria-label={interpolate(strings.cartRemoveLabel, { title: entry.title })}
          aria-disabled={pending !== null || undefined}
          onClick={() => void remove()}
        >
          {strings.cartRemoveText}
        </Button>
      </div>
      {failure ? (
        <Alert className={entryAlert} title={failure.title} onDismiss={() => setFailure(null)}>
          {failure.message}
        </Alert>
      ) : null}
    </li>
  );
});
