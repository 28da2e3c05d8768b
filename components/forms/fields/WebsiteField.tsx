import { TextInput } from './TextInput.tsx';
import type { FieldKindProps } from './fieldKindProps.ts';

/** A website field: a URL, with the URL keyboard. */
export function WebsiteField(props: FieldKindProps) {
  return <TextInput {...props} type="url" inputMode="url" autoComplete="url" withPlaceholder />;
}
