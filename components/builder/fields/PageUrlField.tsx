import { BUILDER_FIELD_STRINGS, validatePageUrl } from '../../../logic/builder/builderFields.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { ValidatedTextField, type BuilderTextFieldProps } from './ValidatedTextField.tsx';

/** Props of {@link PageUrlField}. */
export type PageUrlFieldProps = BuilderTextFieldProps;

/** A page's URL on the site (a path such as /about), else '{val} is not a valid page URL' (rendering spec, validation rules). */
export function PageUrlField(props: PageUrlFieldProps) {
  const strings = useStrings(BUILDER_FIELD_STRINGS);
  return <ValidatedTextField spellCheck={false} autoCapitalize="none" {...props} kind="page-url-field" validate={(value) => validatePageUrl(value, strings)} />;
}
