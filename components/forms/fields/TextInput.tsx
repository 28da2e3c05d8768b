'use client';

import type { HTMLAttributes } from 'react';
import { control } from '../../primitives/Field/Field.css.ts';
import { ControlFrame } from './FieldFrame.tsx';
import { affixed, affixText } from './fields.css.ts';
import { textOf, type FieldKindProps } from './fieldKindProps.ts';

/** Props of {@link TextInput}: a field kind's props and how its one-line input behaves. */
export interface TextInputProps extends FieldKindProps {
  /** The input's type. @default 'text' */
  type?: 'text' | 'email' | 'url' | 'password';
  /** The keyboard a phone shows. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** What the browser may fill in. */
  autoComplete?: string;
  /** Shows the field's placeholder (the kinds whose builder properties include it, rendering spec, entities). @default false */
  withPlaceholder?: boolean;
  /** Text drawn beside the input, before it (a currency's symbol). */
  prefix?: string;
}

/**
 * The one-line input the text-like kinds share. Numbers and amounts stay text inputs with a numeric
 * keyboard: a native number input reports '' for what it cannot parse, and the visitor's typing would
 * be lost on a failed submission.
 */
export function TextInput({ field, value, error, onChange, type = 'text', inputMode, autoComplete, withPlaceholder = false, prefix }: TextInputProps) {
  const placeholder = withPlaceholder && typeof field.placeholder === 'string' && field.placeholder !== '' ? field.placeholder : undefined;
  const affix = typeof prefix === 'string' && prefix.trim() !== '' ? prefix : null;
  return (
    <ControlFrame field={field} error={error}>
      {(wiring) => {
        const input = (
        <input
          {...wiring}
          type={type}
          name={field.id}
          className={control}
          data-field-id={field.id}
          inputMode={inputMode}
          autoComplete={autoComplete}
          spellCheck={type === 'text' ? undefined : false}
          placeholder={placeholder}
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value)}
        />
        );
        return affix ? (
          <span className={affixed} data-part="affixed">
            <span className={affixText} data-part="prefix">
              {affix}
            </span>
            {input}
          </span>
        ) : (
          input
        );
      }}
    </ControlFrame>
  );
}
