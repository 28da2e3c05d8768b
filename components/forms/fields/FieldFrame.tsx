import { useId, type ReactNode } from 'react';
import type { FormField } from '../../../logic/forms/forms.ts';
import { Field, type FieldControlProps } from '../../primitives/Field/Field.tsx';
import { cx } from '../../primitives/cx.ts';
import { description as descriptionText, error as errorText } from '../../primitives/Field/Field.css.ts';
import { frame, group, legend } from './fields.css.ts';
import { RequiredLabel } from './RequiredLabel.tsx';

/** The owner's description of a field (the form builder's description property, rendering spec, entities), or null when blank. */
export function fieldDescription(field: FormField): string | null {
  return typeof field.description === 'string' && field.description.trim() !== '' ? field.description : null;
}

/** A field's label, with the required mark on a required field. */
function FieldLabel({ field }: { field: FormField }) {
  const label = field.label ?? field.id;
  return field.required === true ? <RequiredLabel>{label}</RequiredLabel> : <>{label}</>;
}

/** The frame's root attributes: class `required` on a required field (shopper spec, validation rules), state for styling and tests. */
function frameProps(field: FormField, error: string | null) {
  return {
    className: cx(frame, field.required === true && 'required'),
    'data-vitrine': 'form-field',
    'data-kind': field.type,
    'data-field': field.id,
    'data-invalid': error ? true : undefined,
  };
}

/** Props of {@link ControlFrame}. */
export interface ControlFrameProps {
  field: FormField;
  error: string | null;
  /** A hint under the label after the field's own description (a textarea's counter). */
  description?: ReactNode;
  /** Renders the control with its wiring (id, described-by the error and hint, invalid, required). */
  children: (control: FieldControlProps) => ReactNode;
}

/** A field's message, shown below its control (the kit's convention; shopper spec, error catalogue); nothing when it has none. */
function FieldError({ id, error }: { id: string; error: string | null }) {
  return error ? (
    <p id={id} className={errorText} data-part="error">
      {error}
    </p>
  ) : null;
}

/**
 * A field of one control over the Field primitive: the label with '(required)', the hint, the control,
 * then its error below it (linked to the control by aria-describedby), printed once.
 */
export function ControlFrame({ field, error, description, children }: ControlFrameProps) {
  const errorId = useId();
  const owned = fieldDescription(field);
  // The Field primitive has one hint, described-by from the control: the owner's text, then the kind's own hint.
  const hint =
    owned && description ? (
      <>
        <span data-part="description">{owned}</span> {description}
      </>
    ) : owned ? (
      <span data-part="description">{owned}</span>
    ) : (
      description
    );
  return (
    <div {...frameProps(field, error)}>
      <Field label={<FieldLabel field={field} />} description={hint}>
        {(control) =>
          children({
            ...control,
            ...(error || control['aria-describedby']
              ? { 'aria-describedby': cx(control['aria-describedby'], error && errorId) }
              : {}),
            ...(error ? { 'aria-invalid': true as const } : {}),
            ...(field.required === true ? { 'aria-required': true as const } : {}),
          })
        }
      </Field>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** Props of {@link GroupFrame}. */
export interface GroupFrameProps {
  field: FormField;
  error: string | null;
  /** Renders the group's controls; `invalid` marks each of them. */
  children: (invalid: true | undefined) => ReactNode;
}

/** A field of several controls: a fieldset whose legend names them, then its error below it. */
export function GroupFrame({ field, error, children }: GroupFrameProps) {
  const errorId = useId();
  const descriptionId = useId();
  const owned = fieldDescription(field);
  return (
    <div {...frameProps(field, error)}>
      <fieldset className={group} aria-describedby={cx(error && errorId, owned && descriptionId) || undefined} data-invalid={error ? true : undefined}>
        <legend className={legend}>
          <FieldLabel field={field} />
        </legend>
        {owned ? (
          <p id={descriptionId} className={descriptionText} data-part="description">
            {owned}
          </p>
        ) : null}
        {children(error ? true : undefined)}
      </fieldset>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
