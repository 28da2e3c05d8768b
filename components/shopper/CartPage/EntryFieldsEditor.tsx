'use client';

import { useState } from 'react';
import type { CartEntry } from '../../../api/cart.ts';
import { isApiError } from '../../../api/errors.ts';
import type { JsonObject } from '../../../api/parse.ts';
import type { AdditionalFieldsFormDefinition } from '../../../logic/shopper/additionalFields.ts';
import { API_ERROR_MESSAGE_STRINGS } from '../../../logic/shared/apiErrors.ts';
import { CART_FIELDS_EDITOR_STRINGS } from '../../../logic/shopper/cartPageStrings.ts';
import { fieldErrors as readFieldErrors } from '../../../logic/forms/forms.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { useCartActions } from '../../../hooks/shopper/useCart.tsx';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Modal } from '../../primitives/Modal/Modal.tsx';
import { AdditionalFieldsForm } from '../AdditionalFieldsForm/AdditionalFieldsForm.tsx';
import { cartFailureMessage } from './cartFailureMessage.ts';

/** What the editor shows: its own wording, the cart's messages and those of a failed call. */
const STRINGS = { ...API_ERROR_MESSAGE_STRINGS, ...CART_FIELDS_EDITOR_STRINGS };

/** Props of {@link EntryFieldsEditor}. */
export interface EntryFieldsEditorProps {
  /** The entry whose answers are edited. */
  entry: CartEntry;
  /** Its product's additional-fields form. */
  form: AdditionalFieldsFormDefinition;
}

/** What a failed save shows: the alert's message and the server's per-field messages. */
interface SaveFailure {
  message: string;
  fields: Record<string, string>;
}

/**
 * "Edit Details" for a cart entry: its additional-fields form in a modal, filled with the saved
 * answers and saved with the PUT call (shopper spec, calls). A refused save keeps the modal open with the
 * typed answers, "Unable to update form" and the reason (the server's field messages on their fields).
 */
export function EntryFieldsEditor({ entry, form }: EntryFieldsEditorProps) {
  const strings = useStrings(STRINGS);
  const { updateAdditionalFields } = useCartActions();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    setFailure(null);
  };

  const save = async (answers: JsonObject) => {
    setFailure(null);
    try {
      await updateAdditionalFields(entry, answers);
      setOpen(false);
    } catch (error) {
      const fields = isApiError(error) ? readFieldErrors(error.data) : {};
      const hasFieldErrors = Object.keys(fields).length > 0;
      setFailure({ message: hasFieldErrors ? strings.cartUpdateMissingInformationText : cartFailureMessage(error, strings), fields });
    }
  };

  return (
    <Modal
      title={form.name}
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <Button variant="secondary" size="small" aria-label={interpolate(strings.cartEditFieldsLabel, { title: entry.title })}>
          {strings.cartEditFieldsText}
        </Button>
      }
    >
      <AdditionalFieldsForm
        fields={form.fields}
        initialAnswers={entry.additionalFields}
        onSubmit={save}
        fieldErrors={failure?.fields ?? null}
        status={failure ? <Alert title={strings.cartUnableToUpdateFormText}>{failure.message}</Alert> : null}
      />
    </Modal>
  );
}
