'use client';

import type { FieldsetHTMLAttributes, ReactNode, Ref } from 'react';
import * as Checkbox from '@radix-ui/react-checkbox';
import { BUILDER_MESSAGE_STRINGS } from '../../../logic/builder/builderMessages.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { cx } from '../../primitives/cx.ts';
import { Field, type FieldProps } from '../../primitives/Field/Field.tsx';
import * as css from './controls.css.ts';

/** Props of {@link BuilderField}: those of the library's Field. */
export type BuilderFieldProps = FieldProps;

/**
 * The builder's labelled field: the library's Field, with a required field's label followed by the
 * localized '(required)' in muted text instead of the asterisk (the control still carries
 * aria-required, so the words are hidden from assistive technology); its error shows once, under the
 * control, and is read with it (aria-describedby).
 */
export function BuilderField({ label, required = false, children, className, ...props }: BuilderFieldProps) {
  const strings = useStrings(BUILDER_MESSAGE_STRINGS);
  if (!required) return <Field {...props} label={label} className={className}>{children}</Field>;
  return (
    <Field
      {...props}
      className={cx('required', className)}
      label={
        <>
          {label}
          <span className={css.requiredText} aria-hidden="true">
            {' '}
            {strings.builderRequiredText}
          </span>
        </>
      }
    >
      {(control) => children({ ...control, 'aria-required': true })}
    </Field>
  );
}

/** Props of {@link BuilderCheckbox}. */
export interface BuilderCheckboxProps extends Omit<Checkbox.CheckboxProps, 'checked' | 'defaultChecked' | 'onCheckedChange' | 'children'> {
  /** What the box switches, in the site's words. */
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** The checkbox (a `button` with role checkbox). */
  ref?: Ref<HTMLButtonElement>;
}

/** A builder switch: radix Checkbox drawn by the theme, its label beside it (clicking the label toggles it). */
export function BuilderCheckbox({ label, onCheckedChange, className, disabled, ...props }: BuilderCheckboxProps) {
  return (
    <label className={cx(css.checkboxRow, className)} data-disabled={disabled || undefined}>
      <Checkbox.Root {...props} disabled={disabled} className={css.checkbox} onCheckedChange={(state) => onCheckedChange?.(state === true)}>
        <Checkbox.Indicator>
          <svg className={css.checkMark} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M2 6.5 5 9.5 10 3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Checkbox.Indicator>
      </Checkbox.Root>
      <span>{label}</span>
    </label>
  );
}

/** Props of {@link BuilderFieldset}: its legend, and any DOM props of its `<fieldset>`. */
export interface BuilderFieldsetProps extends FieldsetHTMLAttributes<HTMLFieldSetElement> {
  legend: ReactNode;
  ref?: Ref<HTMLFieldSetElement>;
}

/** A group of builder fields, drawn by the theme: border, radius, and a legend in the heading font. */
export function BuilderFieldset({ legend, className, children, ...props }: BuilderFieldsetProps) {
  return (
    <fieldset {...props} className={cx(css.fieldset, className)}>
      <legend className={css.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
