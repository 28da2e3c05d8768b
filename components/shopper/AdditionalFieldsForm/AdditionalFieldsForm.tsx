'use client';

import { useState, type FormEvent, type FormHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { JsonObject } from '../../../api/parse.ts';
import { isInputField, readAnswers } from '../../../logic/shopper/additionalFields.ts';
import { ADDITIONAL_FIELDS_FORM_STRINGS } from '../../../logic/forms/formFieldStrings.ts';
import { FORM_STRINGS, serializeForm, validateForm, type FormField, type FormValue } from '../../../logic/forms/forms.ts';
import { keepMaskedPasswords } from '../../../logic/forms/maskedPassword.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { cx } from '../../primitives/cx.ts';
import { actions, form as formClass } from './AdditionalFieldsForm.css.ts';
import { FormFieldControl } from '../../forms/fields/FormFieldControl.tsx';
import type { SectionHeadingLevel } from '../../forms/fields/fieldKindProps.ts';

/** What the form shows: its own wording and the forms' messages. */
const STRINGS = { ...FORM_STRINGS, ...ADDITIONAL_FIELDS_FORM_STRINGS };

/** Props of {@link AdditionalFieldsForm}: its own, and any DOM props of its `<form>`. */
export interface AdditionalFieldsFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'children' | 'onSubmit'> {
  /** The form's fields, in order: a product's additional-fields form (`FormDefinition.fields`). */
  fields: readonly FormField[];
  /** Answers to start from, keyed by field id (an entry's saved `additionalFields` when editing); read once, on mount. */
  initialAnswers?: JsonObject | null;
  /**
   * Receives the answers keyed by field id, in the submitted shape of shopper spec, entities, once every field
   * is valid. While a returned promise is pending the button reads "Saving" and a second submit is
   * ignored; whatever happens, the typed values stay.
   */
  onSubmit: (answers: JsonObject) => void | Promise<unknown>;
  /** Messages from the server keyed by field id (a 400 answer's `errors`), shown on their fields; the caller clears them. */
  fieldErrors?: Readonly<Record<string, string>> | null;
  /** Shown above the button, e.g. an Alert after a failed save. */
  status?: ReactNode;
  /** The button's text. @default the localized `formSaveText` ("Save") */
  submitLabel?: string;
  /** The button's text while `onSubmit`'s promise is pending. @default the localized `formSavingText` ("Saving") */
  pendingLabel?: string;
  /** The page's query string, which hidden fields read (shopper spec, entities). @default the page's own `location.search` */
  query?: string;
  /** The level of the headings of the form's sections. @default 3 */
  sectionHeadingLevel?: SectionHeadingLevel;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A product's additional-fields form (shopper spec, screens): one control per field, drawn by the page forms'
 * field-kind components (components/forms/fields), client validation with
 * the spec's messages on submit (focus moves to the first invalid field), then the answers as JSON.
 * Put it in a {@link Modal} titled with the form's name.
 */
export function AdditionalFieldsForm({
  fields,
  initialAnswers,
  onSubmit,
  fieldErrors,
  status,
  submitLabel,
  pendingLabel,
  query,
  sectionHeadingLevel = 3,
  className,
  ...props
}: AdditionalFieldsFormProps) {
  const strings = useStrings(STRINGS);
  const [values, setValues] = useState<Record<string, FormValue>>(() => readAnswers(fields, initialAnswers));
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);

  const inputFields = fields.filter(isInputField);
  const validation = validateForm(inputFields, values, strings);
  const errorOf = (id: string): string | null => (attempted ? validation.errors[id] : undefined) ?? fieldErrors?.[id] ?? null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    const firstInvalid = inputFields.find((field) => validation.errors[field.id]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(firstInvalid.id)}"]`)?.focus();
      return;
    }
    // A password left at the masked placeholder keeps the answer stored before.
    const answers: JsonObject = keepMaskedPasswords(fields, serializeForm(fields, values, query ?? window.location.search), initialAnswers);
    setSaving(true);
    try {
      await onSubmit(answers);
    } catch {
      // The caller shows its own failure (through `status`); the typed values stay for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      data-vitrine="additional-fields-form"
      data-state={saving ? 'saving' : 'idle'}
      noValidate
      {...props}
      className={cx(formClass, className)}
      onSubmit={(event) => void submit(event)}
    >
      {fields.map((field) => (
        <FormFieldControl
          key={field.id}
          field={field}
          value={values[field.id]}
          error={errorOf(field.id)}
          sectionHeadingLevel={sectionHeadingLevel}
          onChange={(value) => setValues((current) => ({ ...current, [field.id]: value }))}
        />
      ))}
      {attempted && validation.message ? <Alert>{validation.message}</Alert> : null}
      {status}
      <div className={actions}>
        <Button type="submit" aria-disabled={saving || undefined}>
          {saving ? (pendingLabel ?? strings.formSavingText) : (submitLabel ?? strings.formSaveText)}
        </Button>
      </div>
    </form>
  );
}
