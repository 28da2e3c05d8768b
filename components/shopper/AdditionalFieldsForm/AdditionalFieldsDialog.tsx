'use client';

import { useState, type KeyboardEvent } from 'react';
import { isApiError } from '../../../api/errors.ts';
import type { JsonObject } from '../../../api/parse.ts';
import { ADD_TO_CART_FORM_STRINGS } from '../../../logic/shopper/addToCartFlow.ts';
import { fieldErrors as readFieldErrors } from '../../../logic/forms/formErrors.ts';
import { addToCartLabel } from '../../../logic/shopper/product.ts';
import { ADD_TO_CART_BUTTON_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { useAdditionalFieldsForm, type AdditionalFieldsDialogProps } from '../../../hooks/shopper/useAdditionalFieldsForm.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { AdditionalFieldsForm } from './AdditionalFieldsForm.tsx';
import { loading, retryRow } from './AdditionalFieldsDialog.css.ts';

/** What the dialog shows: the failures of the form and of the add, and the button's own words. */
const STRINGS = { ...ADD_TO_CART_FORM_STRINGS, ...ADD_TO_CART_BUTTON_STRINGS };

/** Why the last add with the answers did not go through: the alert's message, and messages keyed by field id. */
interface AddFailure {
  message: string;
  fields: Record<string, string>;
}

/** The arrow keys move a quick view around the button that opened this dialog: they stay here. */
function keepArrowKeys(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key.startsWith('Arrow')) event.stopPropagation();
}

/**
 * The additional-fields form asked at an add from a listing or a quick view (shopper spec, screens: a modal
 * lightbox for the form attached to a product), loaded by the page's AdditionalFieldsFormsProvider only
 * when a press needs it. The form comes from that provider; one that cannot be had says 'Unable to open form' with
 * Retry. Submitting adds the item with the answers through the button's own flow (its "Adding…",
 * announcements and popover) and closes; a refused add says 'Unable to add item' and why, marks the
 * fields the store refused, and keeps everything typed. Cancelling (Close, Escape, a click outside) adds
 * nothing. Either way focus goes back to the button.
 */
export function AdditionalFieldsDialog({ product, add, opener, onClose }: AdditionalFieldsDialogProps) {
  const strings = useStrings(STRINGS);
  const load = useAdditionalFieldsForm(product);
  const [open, setOpen] = useState(true);
  const [failure, setFailure] = useState<AddFailure | null>(null);

  const submit = async (answers: JsonObject) => {
    setFailure(null);
    const outcome = await add(answers);
    // Ignored (the button is still busy with the last try): nothing happened, the form stays as it is.
    if (!outcome) return;
    if (outcome.type === 'refused' || outcome.type === 'failed') {
      const fields = outcome.type === 'failed' && isApiError(outcome.error) ? readFieldErrors(outcome.error.data) : {};
      setFailure({ message: Object.keys(fields).length > 0 ? strings.cartUpdateMissingInformationText : outcome.message, fields });
      return;
    }
    setOpen(false);
  };

  const form = load.status === 'ready' ? load.form : null;
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={form ? form.name : product.title}
      {...(form ? { description: product.title } : {})}
      data-vitrine="additional-fields-dialog"
      data-state={load.status}
      onKeyDown={keepArrowKeys}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        if (opener?.isConnected) opener.focus();
        onClose();
      }}
    >
      {form ? (
        <AdditionalFieldsForm
          fields={form.fields}
          onSubmit={submit}
          fieldErrors={failure?.fields ?? null}
          status={failure ? <Alert title={strings.cartUnableToAddItemText}>{failure.message}</Alert> : null}
          submitLabel={addToCartLabel(product, strings)}
          pendingLabel={strings.addToCartAddingText}
        />
      ) : load.status === 'failed' ? (
        <Alert title={strings.cartUnableToOpenFormText}>
          <div className={retryRow}>
            <span>{strings.cartPleaseTryAgainText}</span>
            <Button variant="secondary" size="small" onClick={load.retry}>
              {strings.addToCartFormRetryText}
            </Button>
          </div>
        </Alert>
      ) : (
        <p role="status" className={loading}>
          {strings.addToCartFormLoadingText}
        </p>
      )}
    </Modal>
  );
}
