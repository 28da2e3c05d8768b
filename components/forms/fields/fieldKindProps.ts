import type { FormField, FormValue } from '../../../logic/forms/forms.ts';

/** The heading levels a form's sections may take. */
export type SectionHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** What every field-kind component takes. */
export interface FieldKindProps {
  /** The field to draw. */
  field: FormField;
  /** What the visitor has entered so far. */
  value: FormValue | undefined;
  /** The field's message (client or server), or null when it has none. */
  error: string | null;
  /** Receives the field's new value on every change. */
  onChange: (value: FormValue) => void;
  /** The level of a section's heading. @default 3 */
  sectionHeadingLevel?: SectionHeadingLevel;
}

/** The text of a value typed into one control. */
export function textOf(value: FormValue | undefined): string {
  if (typeof value === 'string') return value;
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '';
}

/** The parts of a value typed into several controls, or the checked values of a group. */
export function listOf(value: FormValue | undefined): readonly string[] {
  if (Array.isArray(value)) return value.filter((part): part is string => typeof part === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** The answers of a likert field, question → answer. */
export function likertOf(value: FormValue | undefined): Readonly<Record<string, string>> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Readonly<Record<string, string>>) : {};
}

/** A field's choices (radio, checkbox, select) or questions (likert): its options that are text, none when it has none. */
export function optionsOf(field: FormField): readonly string[] {
  return Array.isArray(field.options) ? field.options.filter((option): option is string => typeof option === 'string') : [];
}
