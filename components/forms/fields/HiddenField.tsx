import type { FieldKindProps } from './fieldKindProps.ts';

/**
 * A hidden field draws nothing: its value is the page's query-string parameter of its key, else its
 * default, read when the form is submitted (serializeForm, shopper spec, entities), so the visitor cannot change it.
 */
export function HiddenField(props: FieldKindProps) {
  void props;
  return null;
}
