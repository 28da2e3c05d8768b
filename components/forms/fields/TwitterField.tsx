import { TextInput } from './TextInput.tsx';
import type { FieldKindProps } from './fieldKindProps.ts';

/** A Twitter field: a handle, typed as is. */
export function TwitterField(props: FieldKindProps) {
  return <TextInput {...props} autoComplete="off" />;
}
