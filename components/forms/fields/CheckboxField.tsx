'use client';

import { useId } from 'react';
import * as Checkbox from '@radix-ui/react-checkbox';
import { GroupFrame } from './FieldFrame.tsx';
import { checkbox, checkMark, choice, choices } from './fields.css.ts';
import { type FieldKindProps, listOf, optionsOf } from './fieldKindProps.ts';

/** A checkbox field over radix Checkbox: any number of choices; the value is the checked ones, in the field's order. */
export function CheckboxField({ field, value, error, onChange }: FieldKindProps) {
  const id = useId();
  const checked = listOf(value);
  const options = optionsOf(field);
  return (
    <GroupFrame field={field} error={error}>
      {(invalid) => (
        <div className={choices}>
          {options.map((option, index) => (
            <label key={option} className={choice} htmlFor={`${id}-${index}`}>
              <Checkbox.Root
                id={`${id}-${index}`}
                name={field.id}
                value={option}
                className={checkbox}
                data-field-id={index === 0 ? field.id : undefined}
                aria-invalid={invalid}
                checked={checked.includes(option)}
                onCheckedChange={(state) => {
                  const next = state === true ? [...checked, option] : checked.filter((item) => item !== option);
                  onChange(options.filter((item) => next.includes(item)));
                }}
              >
                <Checkbox.Indicator className={checkMark} />
              </Checkbox.Root>
              {option}
            </label>
          ))}
        </div>
      )}
    </GroupFrame>
  );
}
