import { TextInput } from './TextInput.tsx';
import type { FieldKindProps } from './fieldKindProps.ts';

/** A currency field: an amount, typed with a numeric keyboard. */
export function CurrencyField(props: FieldKindProps) {
  return <TextInput {...props} inputMode="decimal" autoComplete="off" />;
}
