'use client';

import { SELECT_FIELD_STRINGS } from '../../../logic/forms/formFieldStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { control } from '../../primitives/Field/Field.css.ts';
import { ControlFrame } from './FieldFrame.tsx';
import { type FieldKindProps, optionsOf, textOf } from './fieldKindProps.ts';

/**
 * A select field over a native `<select>`: the phone's own picker, autofill, and form semantics for
 * free, no portal to position inside a narrow column or a dialog, and typing a letter jumps to it.
 */
export function SelectField({ field, value, error, onChange }: FieldKindProps) {
  const strings = useStrings(SELECT_FIELD_STRINGS);
  return (
    <ControlFrame field={field} error={error}>
      {(wiring) => (
        <select
          {...wiring}
          name={field.id}
          className={control}
          data-field-id={field.id}
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{strings.formSelectPlaceholderText}</option>
          {optionsOf(field).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </ControlFrame>
  );
}
