'use client';

import type { HTMLAttributes, ReactNode } from 'react';
import { SUB_FIELDS, type CompositeFieldType } from '../../../logic/shopper/additionalFields.ts';
import { SUB_FIELD_STRINGS } from '../../../logic/forms/formFieldStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Field } from '../../primitives/Field/Field.tsx';
import { control } from '../../primitives/Field/Field.css.ts';
import { GroupFrame } from './FieldFrame.tsx';
import { cx } from '../../primitives/cx.ts';
import { shortSubFields, subField, subFields } from './fields.css.ts';
import { listOf, type FieldKindProps } from './fieldKindProps.ts';

/** How one sub-field of a composite kind behaves. */
export interface SubFieldHints {
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/** Props of {@link SubFields}. */
export interface SubFieldsProps extends FieldKindProps {
  /** The composite kind, whose sub-fields (logic/shopper/additionalFields.ts SUB_FIELDS) are drawn in order. */
  kind: CompositeFieldType;
  /** Per sub-field, in the same order: autofill and keyboard. */
  hints?: readonly SubFieldHints[];
  /** Controls of the kind's own after the typed sub-fields (a time's AM/PM), holding the parts that follow theirs. */
  renderExtra?: (extra: { invalid: true | undefined; parts: readonly string[]; setPart: (index: number, text: string) => void }) => ReactNode;
  /** How many parts {@link SubFieldsProps.renderExtra} holds. @default 0 */
  extraParts?: number;
  /** Sub-fields of a few characters each, laid out more to a line. @default false */
  short?: boolean;
  /** Positions of sub-fields not asked for (a phone without its country code): not drawn, their parts stay ''. @default [] */
  omitted?: readonly number[];
}

/** A fieldset of labelled sub-inputs; the value is their array, in order (shopper spec, entities). */
export function SubFields({ field, value, error, onChange, kind, hints = [], renderExtra, extraParts = 0, short = false, omitted = [] }: SubFieldsProps) {
  const strings = useStrings(SUB_FIELD_STRINGS);
  const keys = SUB_FIELDS[kind];
  const parts = listOf(value);
  const size = keys.length + extraParts;
  // The first drawn sub-field carries the field's id, so the form can focus the field's first control.
  const firstShown = keys.findIndex((_, index) => !omitted.includes(index));
  const setPart = (index: number, text: string) => onChange(Array.from({ length: size }, (_, at) => (at === index ? text : (parts[at] ?? ''))));
  return (
    <GroupFrame field={field} error={error}>
      {(invalid) => (
        <div className={cx(subFields, short && shortSubFields)}>
          {keys.map((key, index) =>
            omitted.includes(index) ? null : (
            <Field key={key} label={strings[key]} className={subField}>
              {(wiring) => (
                <input
                  {...wiring}
                  type="text"
                  name={`${field.id}-${index}`}
                  className={control}
                  data-field-id={index === firstShown ? field.id : undefined}
                  aria-invalid={invalid}
                  autoComplete={hints[index]?.autoComplete}
                  inputMode={hints[index]?.inputMode}
                  value={parts[index] ?? ''}
                  onChange={(event) => setPart(index, event.target.value)}
                />
              )}
            </Field>
            ),
          )}
          {renderExtra?.({ invalid, parts, setPart })}
        </div>
      )}
    </GroupFrame>
  );
}
