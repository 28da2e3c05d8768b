import { BUILDER_FIELD_STRINGS, validateLink } from '../../../logic/builder/builderFields.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { ValidatedTextField, type BuilderTextFieldProps } from './ValidatedTextField.tsx';

/** Props of {@link LinkField}. */
export type LinkFieldProps = BuilderTextFieldProps;

/** An external link: http(s) and a dotted host, else 'Links must be formatted as http://… or https://…' (rendering spec, validation rules). */
export function LinkField(props: LinkFieldProps) {
  const strings = useStrings(BUILDER_FIELD_STRINGS);
  return <ValidatedTextField inputMode="url" autoComplete="url" {...props} kind="link-field" validate={(value) => validateLink(value, strings)} />;
}
