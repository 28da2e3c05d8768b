import { SubFields } from './SubFields.tsx';
import type { FieldKindProps } from './fieldKindProps.ts';

const HINTS = [
  { autoComplete: 'tel-country-code', inputMode: 'tel' as const },
  { autoComplete: 'tel-area-code', inputMode: 'tel' as const },
  { autoComplete: 'tel-local', inputMode: 'tel' as const },
];

/** A phone field: country code, area code and number (submitted with an empty string first, shopper.md §3). */
export function PhoneField(props: FieldKindProps) {
  return <SubFields {...props} kind="phone" hints={HINTS} short />;
}
