import { SubFields } from './SubFields.tsx';
import type { FieldKindProps } from './fieldKindProps.ts';

const HINTS = [
  { autoComplete: 'tel-country-code', inputMode: 'tel' as const },
  { autoComplete: 'tel-area-code', inputMode: 'tel' as const },
  { autoComplete: 'tel-local', inputMode: 'tel' as const },
];

/** Without the owner's show-country-code property the country code is not asked for (its part stays ''). */
const WITHOUT_COUNTRY_CODE = [0];

/**
 * A phone field: area code and number, and the country code before them only when the owner shows it
 * (rendering spec, entities showCountryCode); submitted with an empty string first (shopper spec, entities).
 */
export function PhoneField(props: FieldKindProps) {
  return <SubFields {...props} kind="phone" hints={HINTS} short omitted={props.field.showCountryCode === true ? undefined : WITHOUT_COUNTRY_CODE} />;
}
