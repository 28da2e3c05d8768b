import { TextInput } from './TextInput.tsx';
import type { FieldKindProps } from './fieldKindProps.ts';

/** A text field: one line of text. */
export function TextField(props: FieldKindProps) {
  return <TextInput {...props} withPlaceholder />;
}
