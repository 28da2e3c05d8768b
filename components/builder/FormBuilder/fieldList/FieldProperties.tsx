'use client';

import { useState, type ReactNode } from 'react';
import type { BuilderFieldProperty } from '../../../../logic/builder/builder.ts';
import { fieldProperties, parseFieldOptions, parseMaxLength } from '../../../../logic/builder/formBuilder.ts';
import type { FormBuilderStrings } from '../../../../logic/builder/formBuilderStrings.ts';
import type { FormField } from '../../../../logic/forms/forms.ts';
import { BuilderField } from '../../fields/controls.tsx';
import { control } from '../../../primitives/Field/Field.css.ts';
import { cx } from '../../../primitives/cx.ts';
import { properties as propertiesClass, textarea } from '../FormBuilder.css.ts';
import { BuilderCheckbox } from '../../fields/controls.tsx';

/** Props of {@link FieldProperties}. */
export interface FieldPropertiesProps {
  field: FormField;
  /** The site's feature flags: the vanilla form handler adds textarea's maximum length. */
  vanillaFormHandler: boolean;
  strings: FormBuilderStrings;
  /** Called with each change of the field (its id and kind never change). */
  onChange: (patch: Partial<FormField>) => void;
  /** The panel's id, which the row's edit button controls. */
  id: string;
  hidden: boolean;
}

/** One checkbox property (required, show country code, underline), labelled by its own text. */
function Toggle({ label, checked, onChange, name }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; name: string }) {
  return (
    <div data-property={name}>
      <BuilderCheckbox label={label} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

/**
 * The property panel of one field: its label, then exactly the properties rendering spec, entities gives its
 * kind (FIELD_PROPERTIES), textarea's maximum length only with the vanilla form handler flag. What the
 * owner types stays in the inputs even when it is not valid (a maximum length that is not a whole
 * number shows its message; the definition keeps its last valid value).
 */
export function FieldProperties({ field, vanillaFormHandler, strings, onChange, id, hidden }: FieldPropertiesProps) {
  const editable = fieldProperties(field, { vanillaFormHandler });
  const [optionsText, setOptionsText] = useState(() => (field.options ?? []).join('\n'));
  const [maxLengthText, setMaxLengthText] = useState(() => (field.maxLength === undefined ? '' : String(field.maxLength)));
  const maxLengthError = maxLengthText.trim() !== '' && parseMaxLength(maxLengthText) === null ? strings.formBuilderMaxLengthInvalid : null;

  const text = (name: 'label' | 'description' | 'placeholder' | 'currencySymbol' | 'key' | 'value', label: string) => (
    <BuilderField key={name} label={label} data-property={name}>
      {(wiring) => (
        <input {...wiring} className={control} type="text" value={field[name] ?? ''} onChange={(event) => onChange({ [name]: event.currentTarget.value })} />
      )}
    </BuilderField>
  );

  const property = (name: BuilderFieldProperty): ReactNode => {
    switch (name) {
      case 'description':
        return text('description', strings.formBuilderPropertyDescription);
      case 'placeholder':
        return text('placeholder', strings.formBuilderPropertyPlaceholder);
      case 'currencySymbol':
        return text('currencySymbol', strings.formBuilderPropertyCurrencySymbol);
      case 'key':
        return text('key', strings.formBuilderPropertyKey);
      case 'value':
        return text('value', strings.formBuilderPropertyValue);
      case 'required':
        return <Toggle key={name} name={name} label={strings.formBuilderPropertyRequired} checked={field.required === true} onChange={(required) => onChange({ required })} />;
      case 'showCountryCode':
        return (
          <Toggle key={name} name={name} label={strings.formBuilderPropertyShowCountryCode} checked={field.showCountryCode === true} onChange={(showCountryCode) => onChange({ showCountryCode })} />
        );
      case 'underline':
        return <Toggle key={name} name={name} label={strings.formBuilderPropertyUnderline} checked={field.underline === true} onChange={(underline) => onChange({ underline })} />;
      case 'options':
        return (
          <BuilderField key={name} label={strings.formBuilderPropertyOptions} description={strings.formBuilderPropertyOptionsHint} data-property={name}>
            {(wiring) => (
              <textarea
                {...wiring}
                className={cx(control, textarea)}
                value={optionsText}
                onChange={(event) => {
                  const typed = event.currentTarget.value;
                  setOptionsText(typed);
                  onChange({ options: parseFieldOptions(typed) });
                }}
              />
            )}
          </BuilderField>
        );
      case 'maxLength':
        return (
          <BuilderField key={name} label={strings.formBuilderPropertyMaxLength} error={maxLengthError} data-property={name}>
            {(wiring) => (
              <input
                {...wiring}
                className={control}
                type="text"
                inputMode="numeric"
                value={maxLengthText}
                onChange={(event) => {
                  const typed = event.currentTarget.value;
                  setMaxLengthText(typed);
                  if (typed.trim() === '') onChange({ maxLength: undefined });
                  const parsed = parseMaxLength(typed);
                  if (parsed !== null) onChange({ maxLength: parsed });
                }}
              />
            )}
          </BuilderField>
        );
    }
  };

  return (
    <div id={id} hidden={hidden} className={propertiesClass} data-part="field-properties">
      {text('label', strings.formBuilderPropertyLabel)}
      {editable.map(property)}
    </div>
  );
}
