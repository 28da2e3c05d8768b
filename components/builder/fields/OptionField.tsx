import { useId } from 'react';
import { BUILDER_FIELD_STRINGS, validateOption } from '../../../logic/builder/builderFields.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { ValidatedTextField, type BuilderTextFieldProps } from './ValidatedTextField.tsx';

/** Props of {@link OptionField}. */
export interface OptionFieldProps extends BuilderTextFieldProps {
  /** The values the field accepts, exactly as written; offered as suggestions while typing. */
  options: readonly string[];
}

/** One of a fixed set of values, typed with suggestions, else '{val} is not one of the expected options' (rendering spec, validation rules). */
export function OptionField({ options, ...props }: OptionFieldProps) {
  const strings = useStrings(BUILDER_FIELD_STRINGS);
  const listId = useId();
  return (
    <ValidatedTextField
      list={listId}
      autoComplete="off"
      {...props}
      kind="option-field"
      validate={(value) => validateOption(value, options, strings)}
      after={
        <datalist id={listId}>
          {options.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      }
    />
  );
}
