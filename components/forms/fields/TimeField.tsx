'use client';

import { FORM_STRINGS } from '../../../logic/forms/forms.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Field } from '../../primitives/Field/Field.tsx';
import { control } from '../../primitives/Field/Field.css.ts';
import { SubFields } from './SubFields.tsx';
import { subField } from './fields.css.ts';
import type { FieldKindProps } from './fieldKindProps.ts';

const NUMERIC = { inputMode: 'numeric' as const, autoComplete: 'off' };
const HINTS = [NUMERIC, NUMERIC];

/** The half of the day a time is in: submitted as 'AM' or 'PM', shown in the site's words. */
const PERIODS = [
  ['AM', 'formAmText'],
  ['PM', 'formPmText'],
] as const;

/** A time field: hour and minute typed as numbers, then AM or PM picked from a native select; the value is [hour, minute, period]. */
export function TimeField(props: FieldKindProps) {
  const strings = useStrings(FORM_STRINGS);
  return (
    <SubFields
      {...props}
      kind="time"
      hints={HINTS}
      short
      extraParts={1}
      renderExtra={({ invalid, parts, setPart }) => (
        <Field label={strings.formTimePeriodText} className={subField}>
          {(wiring) => (
            <select
              {...wiring}
              name={`${props.field.id}-2`}
              className={control}
              aria-invalid={invalid}
              value={parts[2] ?? ''}
              onChange={(event) => setPart(2, event.target.value)}
            >
              {/* Not picked yet: a dash, since the select is only a few characters wide. */}
              <option value="">–</option>
              {PERIODS.map(([period, key]) => (
                <option key={period} value={period}>
                  {strings[key]}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    />
  );
}
