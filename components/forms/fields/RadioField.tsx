'use client';

import { useId } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { GroupFrame } from './FieldFrame.tsx';
import { choice, choices, radio, radioDot } from './fields.css.ts';
import { type FieldKindProps, optionsOf, textOf } from './fieldKindProps.ts';

/** A radio field over radix RadioGroup: one choice, arrow keys move between them; the value is the checked choice. */
export function RadioField({ field, value, error, onChange }: FieldKindProps) {
  const id = useId();
  return (
    <GroupFrame field={field} error={error}>
      {(invalid) => (
        <RadioGroup.Root
          className={choices}
          name={field.id}
          value={textOf(value)}
          onValueChange={onChange}
          aria-invalid={invalid}
          aria-required={field.required === true || undefined}
        >
          {optionsOf(field).map((option, index) => (
            <label key={option} className={choice} htmlFor={`${id}-${index}`}>
              <RadioGroup.Item id={`${id}-${index}`} value={option} className={radio} data-field-id={index === 0 ? field.id : undefined}>
                <RadioGroup.Indicator className={radioDot} />
              </RadioGroup.Item>
              {option}
            </label>
          ))}
        </RadioGroup.Root>
      )}
    </GroupFrame>
  );
}
