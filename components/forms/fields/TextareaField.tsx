'use client';

import { characterCounter } from '../../../logic/forms/forms.ts';
import { control } from '../../primitives/Field/Field.css.ts';
import { ControlFrame } from './FieldFrame.tsx';
import { counter } from './fields.css.ts';
import { textOf, type FieldKindProps } from './fieldKindProps.ts';

/** A textarea; with a maximum length it shows the counter 'n / max', flagged over the limit (shopper spec, screens). */
export function TextareaField({ field, value, error, onChange }: FieldKindProps) {
  const text = textOf(value);
  const count = typeof field.maxLength === 'number' && Number.isFinite(field.maxLength) ? characterCounter(text, field.maxLength) : null;
  return (
    <ControlFrame
      field={field}
      error={error}
      description={
        count ? (
          <span className={counter} data-part="counter" data-over={count.over || undefined}>
            {count.text}
          </span>
        ) : undefined
      }
    >
      {(wiring) => (
        <textarea
          {...wiring}
          name={field.id}
          className={control}
          data-field-id={field.id}
          rows={4}
          placeholder={field.placeholder || undefined}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </ControlFrame>
  );
}
