import { FIELD_KINDS } from './fieldKinds.ts';
import type { FieldKindProps } from './fieldKindProps.ts';

/** One field of a form, drawn by the component of its kind; a kind the library does not know draws as text. */
export function FormFieldControl(props: FieldKindProps) {
  const Kind = Object.hasOwn(FIELD_KINDS, props.field.type) ? FIELD_KINDS[props.field.type] : FIELD_KINDS.text;
  return <Kind {...props} />;
}
