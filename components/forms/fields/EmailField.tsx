import { TextInput } from './TextInput.tsx';
import type { FieldKindProps } from './fieldKindProps.ts';

/** An email field: checked on submit (shopper spec, validation rules), with the email keyboard and autofill. */
export function EmailField(props: FieldKindProps) {
  return <TextInput {...props} type="email" inputMode="email" autoComplete="email" withPlaceholder />;
}
