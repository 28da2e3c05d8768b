import { useId, type ReactNode } from 'react';
import { LIKERT_ANSWERS, SUB_FIELDS, isCompositeField } from '../../../logic/additionalFields.ts';
import { characterCounter, type FormField, type FormValue, type LikertValue } from '../../../logic/forms.ts';
import { useLocalizedStrings } from '../../../hooks/useLocalizedStrings.tsx';
import { Field } from '../../primitives/Field/Field.tsx';
import { control } from '../../primitives/Field/Field.css.ts';
import { cx } from '../../primitives/cx.ts';
import { choice, choices, counter, group, groupError, legend, likertQuestion, requiredMark, section, subFields } from './AdditionalFieldsForm.css.ts';

/** Props of {@link FormFieldInput}. */
export interface FormFieldInputProps {
  /** The field to draw. */
  field: FormField;
  /** What the shopper has entered so far. */
  value: FormValue | undefined;
  /** The field's message, or null when it is valid. */
  error: string | null;
  /** Receives the field's new value on every change. */
  onChange: (value: FormValue) => void;
  /** The level of a section's heading. @default 3 */
  sectionHeadingLevel?: SectionHeadingLevel;
}

/** The heading levels a form's sections may take. */
export type SectionHeadingLevel = 2 | 3 | 4 | 5;

const TEXT_INPUT_TYPES: Partial<Record<FormField['type'], string>> = {
  email: 'email',
  website: 'url',
  password: 'password',
};

function textOf(value: FormValue | undefined): string {
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? (value[0] ?? '') : '';
}

function listOf(value: FormValue | undefined): readonly string[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'string' && value !== '' ? [value] : [];
}

function likertOf(value: FormValue | undefined): LikertValue {
  return value !== undefined && typeof value === 'object' && !Array.isArray(value) ? (value as LikertValue) : {};
}

/** A fieldset with its legend and error, for fields made of several controls. */
function FieldGroup({ field, error, children }: { field: FormField; error: string | null; children: (describedBy?: string) => ReactNode }) {
  const errorId = useId();
  return (
    <fieldset
      className={cx(group, field.required === true && 'required')}
      data-vitrine="field"
      data-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className={legend}>
        {field.label}
        {field.required ? <span className={requiredMark} aria-hidden="true">*</span> : null}
      </legend>
      {children(error ? errorId : undefined)}
      {error ? (
        <p id={errorId} className={groupError} data-part="error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One field of a visitor form, drawn by its kind; sections are headings and hidden fields draw nothing. */
export function FormFieldInput({ field, value, error, onChange, sectionHeadingLevel = 3 }: FormFieldInputProps) {
  const strings = useLocalizedStrings();
  const name = useId();
  const invalid = error ? true : undefined;

  if (field.type === 'hidden') return null;
  if (field.type === 'section') {
    const Heading = `h${sectionHeadingLevel}` as const;
    return <Heading className={section}>{field.label}</Heading>;
  }

  if (isCompositeField(field.type)) {
    const parts = listOf(value);
    const keys = SUB_FIELDS[field.type];
    return (
      <FieldGroup field={field} error={error}>
        {() => (
          <div className={subFields}>
            {keys.map((key, index) => (
              <Field key={key} label={strings[key]}>
                {(props) => (
                  <input
                    {...props}
                    type="text"
                    className={control}
                    data-field-id={index === 0 ? field.id : undefined}
                    aria-invalid={invalid}
                    value={parts[index] ?? ''}
                    onChange={(event) => onChange(keys.map((_, at) => (at === index ? event.target.value : (parts[at] ?? ''))))}
                  />
                )}
              </Field>
            ))}
          </div>
        )}
      </FieldGroup>
    );
  }

  if (field.type === 'checkbox' || field.type === 'radio') {
    const checked = listOf(value);
    const multiple = field.type === 'checkbox';
    return (
      <FieldGroup field={field} error={error}>
        {() => (
          <div className={choices}>
            {(field.options ?? []).map((option, index) => (
              <label key={option} className={choice}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={name}
                  value={option}
                  data-field-id={index === 0 ? field.id : undefined}
                  aria-invalid={invalid}
                  checked={checked.includes(option)}
                  onChange={(event) => {
                    if (!multiple) onChange(option);
                    else onChange(event.target.checked ? [...checked, option] : checked.filter((item) => item !== option));
                  }}
                />
                {option}
              </label>
            ))}
          </div>
        )}
      </FieldGroup>
    );
  }

  if (field.type === 'likert') {
    const answers = likertOf(value);
    return (
      <FieldGroup field={field} error={error}>
        {() =>
          (field.options ?? []).map((question, row) => (
            <fieldset key={question} className={likertQuestion}>
              <legend>{question}</legend>
              <div className={choices}>
                {LIKERT_ANSWERS.map((answer, index) => (
                  <label key={answer} className={choice}>
                    <input
                      type="radio"
                      name={`${name}-${row}`}
                      value={answer}
                      data-field-id={row === 0 && index === 0 ? field.id : undefined}
                      checked={answers[question] === answer}
                      onChange={() => onChange({ ...answers, [question]: answer })}
                    />
                    {strings[answer]}
                  </label>
                ))}
              </div>
            </fieldset>
          ))
        }
      </FieldGroup>
    );
  }

  const text = textOf(value);
  const count = field.type === 'textarea' && typeof field.maxLength === 'number' ? characterCounter(text, field.maxLength) : null;
  return (
    <Field
      label={field.label}
      required={field.required === true}
      error={error}
      description={
        count ? (
          <span className={counter} data-part="counter" data-over={count.over || undefined}>
            {count.text}
          </span>
        ) : undefined
      }
    >
      {(props) => {
        const common = { ...props, className: control, 'data-field-id': field.id };
        if (field.type === 'textarea') {
          return <textarea {...common} rows={4} value={text} onChange={(event) => onChange(event.target.value)} />;
        }
        if (field.type === 'select') {
          return (
            <select {...common} value={text} onChange={(event) => onChange(event.target.value)}>
              <option value="">{strings.formSelectPlaceholderText}</option>
              {(field.options ?? []).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          );
        }
        const numeric = field.type === 'number' || field.type === 'currency';
        return (
          <input
            {...common}
            type={TEXT_INPUT_TYPES[field.type] ?? 'text'}
            {...(numeric ? { inputMode: 'decimal' as const } : {})}
            value={text}
            onChange={(event) => onChange(event.target.value)}
          />
        );
      }}
    </Field>
  );
}
