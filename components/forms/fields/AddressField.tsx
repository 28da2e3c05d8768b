import { SubFields } from './SubFields.tsx';
import type { FieldKindProps } from './fieldKindProps.ts';

const HINTS = [
  { autoComplete: 'address-line1' },
  { autoComplete: 'address-line2' },
  { autoComplete: 'address-level2' },
  { autoComplete: 'address-level1' },
  { autoComplete: 'postal-code' },
  { autoComplete: 'country-name' },
];

/** An address field: two lines, city, state, postal code and country. */
export function AddressField(props: FieldKindProps) {
  return <SubFields {...props} kind="address" hints={HINTS} />;
}
