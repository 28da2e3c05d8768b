import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../cx.ts';
import { description as descriptionClass, error as errorClass, field, label as labelClass, required as requiredClass } from './Field.css.ts';

/** The attributes a field hands to its control so label, hint and error are wired for assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** Props of {@link Field}: its own, and any DOM props of its root. */
export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  label: ReactNode;
  /** Renders the control with the wiring attributes. */
  children: (control: FieldControlProps) => ReactNode;
  /** A hint shown under the label. */
  description?: ReactNode;
  /** The error shown under the control; marks the control invalid. */
  error?: string | null;
  /** Marks the field required (class `required`, as the spec's forms do). @default false */
  required?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** A labelled form control with its hint and error message. */
export function Field({ label, children, description, error, required = false, className, ...props }: FieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  // aria-describedby is a list of ids, joined like class names.
  const describedBy = cx(descriptionId, errorId) || undefined;
  return (
    <div data-vitrine="field" data-invalid={error ? true : undefined} {...props} className={cx(field, required && 'required', className)}>
      {/* A native label: radix's Label adds only a guard against selecting the label's text on a double
          click, and with it radix's Slot and Primitive (~1.5 KB gzip) in every bundle with a field. */}
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <span className={requiredClass} aria-hidden="true">*</span> : null}
      </label>
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
