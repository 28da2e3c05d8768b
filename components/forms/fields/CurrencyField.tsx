import { TextInput } from './TextInput.tsx';
import type { FieldKindProps } from './fieldKindProps.ts';

/** A currency field: an amount, typed with a numeric keyboard, the owner's currency symbol before it (rendering spec, entities). */
export function CurrencyField(props: FieldKindProps) {
  return <TextInput {...props} inputMode="decimal" autoComplete="off" prefix={props.field.currencySymbol} />;
}
