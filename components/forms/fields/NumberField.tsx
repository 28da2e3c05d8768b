import { TextInput } from './TextInput.tsx';
import type { FieldKindProps } from './fieldKindProps.ts';

/** A number field: text with a numeric keyboard (any text is kept; the spec checks nothing client-side). */
export function NumberField(props: FieldKindProps) {
  return <TextInput {...props} inputMode="decimal" autoComplete="off" withPlaceholder />;
}
