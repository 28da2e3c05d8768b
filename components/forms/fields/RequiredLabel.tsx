import type { ReactNode } from 'react';
import { FORM_STRINGS } from '../../../logic/forms/forms.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { requiredMarker } from './RequiredLabel.css.ts';

/**
 * A label followed by the localized '(required)' in muted text (shopper spec, validation rules: required
 * fields are marked), the kit's mark of a required field in place of an asterisk. It stays in the label's
 * accessible name: a composite field's sub-inputs carry no aria-required of their own.
 */
export function RequiredLabel({ children }: { children: ReactNode }) {
  const strings = useStrings(FORM_STRINGS);
  return (
    <>
      {children}{' '}
      <span className={requiredMarker} data-part="required-mark">
        {strings.formRequiredMarkerText}
      </span>
    </>
  );
}
