import { useId, type ReactNode } from 'react';
import { Label } from 'radix-ui';
import { description as descriptionClass, error as errorClass, field, label as labelClass, required as requiredClass } from './Field.css.ts';

/** The attributes a field hands to its control so label, hint and error are wired for assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** Props of {@link Field}. */
export interface FieldProps {
  label: ReactNode;
  /** Renders the control with the wiring attributes. */
  children: (control: FieldControlProps) => ReactNode;
  /** A hint shown under the label. */
  description?: ReactNode;
  /** The error shown under the control; marks the control invalid. */
  error?: string | null;
  /** Marks the field required (class `required`, as the spec's forms do). @default false */
  required?: boolean;
  className?: string;
}

/** A labelled form control with its hint and error message. */
export function Field({ label, children, description, error, required = false, className }: FieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={[field, required ? 'required' : null, className].filter(Boolean).join(' ')}
      data-vitrine="field"
      data-invalid={error ? true : undefined}
    >
      <Label.Root htmlFor={id} className={labelClass}>
        {label}
        {required ? <span className={requiredClass} aria-hidden="true">*</span> : null}
      </Label.Root>
      {description ? (
        <p id={descriptionId} className={descriptionClass}>
          {description}
        </p>
      ) : null}
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {error ? (
        <p id={errorId} className={errorClass} data-part="error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
