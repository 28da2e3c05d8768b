import { TextInput } from './TextInput.tsx';
import type { FieldKindProps } from './fieldKindProps.ts';

/** A password field: masked, never filled in with the visitor's saved password for this site. */
export function PasswordField(props: FieldKindProps) {
  return <TextInput {...props} type="password" autoComplete="new-password" />;
}
