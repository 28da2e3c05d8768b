'use client';

import { useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { BuilderField } from './controls.tsx';
import { control } from '../../primitives/Field/Field.css.ts';

/** The props every text field of the builder shares: label, hint, value, and the DOM props of its input. */
export interface BuilderTextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'children' | 'type'> {
  label: ReactNode;
  /** A hint under the label. */
  description?: ReactNode;
  /** Controlled value. */
  value?: string;
  /** Uncontrolled first value. @default '' */
  defaultValue?: string;
  /** Every change of what the owner typed, valid or not: nothing typed is lost. */
  onValueChange?: (value: string) => void;
  /** An empty field is refused too (as a page URL or an option is). @default false */
  required?: boolean;
  /** The input element. */
  ref?: Ref<HTMLInputElement>;
}

/** Props of {@link ValidatedTextField}: the shared ones and the rule. */
export interface ValidatedTextFieldProps extends BuilderTextFieldProps {
  /** The message for a value, or null when it is fine; called only for a non-empty value unless required. */
  validate: (value: string) => string | null;
  /** The `data-vitrine` name of the field. */
  kind: string;
  /** Extra children after the input (a datalist). */
  after?: ReactNode;
}

/**
 * A text field that checks what was typed on blur and when its form is submitted (the input carries
 * the message as its custom validity, so the form's own validation stops the submit and fires
 * `invalid`, which shows it); once shown, the message follows every keystroke. What was typed stays.
 */
export function ValidatedTextField({
  label,
  description,
  value,
  defaultValue = '',
  onValueChange,
  required = false,
  validate,
  kind,
  after,
  className,
  ref,
  onBlur,
  onInvalid,
  ...inputProps
}: ValidatedTextFieldProps) {
  const [text, setText] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const [shown, setShown] = useState(false);
  const problem = text.trim() === '' && !required ? null : validate(text);
  const input = useRef<HTMLInputElement | null>(null);

  // The form's own validation sees the problem, so a submit is stopped and fires `invalid`.
  useEffect(() => {
    input.current?.setCustomValidity(problem ?? '');
  }, [problem]);

  const error = shown ? problem : null;
  return (
    <BuilderField
      label={label}
      description={description}
      error={error}
      required={required}
      className={className}
      data-vitrine={kind}
      data-state={error ? 'invalid' : 'valid'}
    >
      {(wiring) => (
        <>
          <input
            type="text"
            {...inputProps}
            {...wiring}
            ref={(node) => {
              input.current = node;
              if (typeof ref === 'function') return ref(node);
              if (ref) ref.current = node;
              return undefined;
            }}
            className={control}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onBlur={(event) => {
              setShown(true);
              onBlur?.(event);
            }}
            onInvalid={(event) => {
              // Our message shows in the field; the browser's own bubble would repeat it.
              event.preventDefault();
              setShown(true);
              onInvalid?.(event);
            }}
          />
          {after}
        </>
      )}
    </BuilderField>
  );
}
