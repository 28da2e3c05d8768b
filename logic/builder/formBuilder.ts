/**
 * The form builder's rules (rendering spec, entities, validation rules): adding, removing, moving and editing the fields of a
 * form definition, the editable properties of each kind (FIELD_PROPERTIES in builder.ts), and the
 * storage fieldset's checks worded in the site's strings. Every function is pure and never throws.
 */
import { EXAMPLE_EMAIL, PLEASE_ENTER_VALID_EMAIL, editableFieldProperties, validateEmailList, validateListSelected, type BuilderFieldProperty, type BuilderFieldType } from './builder.ts';
import type { FormBuilderStringKey, FormBuilderStrings } from './formBuilderStrings.ts';
import { FORM_FIELD_TYPES, type FormField, type FormStorage } from '../forms/forms.ts';
import { interpolate } from '../shared/interpolate.ts';

/** The field kinds the builder offers, in the add menu's order. */
export const FORM_BUILDER_FIELD_TYPES: readonly BuilderFieldType[] = FORM_FIELD_TYPES;

const TYPE_STRING: Readonly<Record<BuilderFieldType, FormBuilderStringKey>> = {
  text: 'formBuilderTypeText',
  textarea: 'formBuilderTypeTextarea',
  email: 'formBuilderTypeEmail',
  number: 'formBuilderTypeNumber',
  website: 'formBuilderTypeWebsite',
  currency: 'formBuilderTypeCurrency',
  password: 'formBuilderTypePassword',
  twitter: 'formBuilderTypeTwitter',
  date: 'formBuilderTypeDate',
  time: 'formBuilderTypeTime',
  name: 'formBuilderTypeName',
  address: 'formBuilderTypeAddress',
  phone: 'formBuilderTypePhone',
  section: 'formBuilderTypeSection',
  radio: 'formBuilderTypeRadio',
  checkbox: 'formBuilderTypeCheckbox',
  select: 'formBuilderTypeSelect',
  likert: 'formBuilderTypeLikert',
  hidden: 'formBuilderTypeHidden',
};

/** The name of a field kind in the site's words; an unknown kind reads as text. */
export function fieldTypeLabel(type: string, strings: FormBuilderStrings): string {
  return Object.hasOwn(TYPE_STRING, type) ? strings[TYPE_STRING[type as BuilderFieldType]] : strings.formBuilderTypeText;
}

/** The properties the owner edits for a field, in the spec's order (label is edited for every field but hidden, which has key and value). */
export function fieldProperties(field: Pick<FormField, 'type'>, flags: { vanillaFormHandler?: boolean } = {}): readonly BuilderFieldProperty[] {
  return Object.hasOwn(TYPE_STRING, field.type) ? editableFieldProperties(field.type, flags) : [];
}

/** A new field of a kind, labelled, with an id no existing field has (`text-1`, `text-2`, …). */
export function newFormField(type: BuilderFieldType, existing: readonly Pick<FormField, 'id'>[], label: string): FormField {
  const ids = new Set(existing.map((field) => field.id));
  let number = 1;
  while (ids.has(`${type}-${number}`)) number += 1;
  const field: FormField = { id: `${type}-${number}`, type, label };
  if (type === 'hidden') return { id: field.id, type, label, key: '', value: '' };
  if (type === 'radio' || type === 'checkbox' || type === 'select' || type === 'likert') field.options = [];
  return field;
}

/** The fields with the one at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveFormField<T>(fields: readonly T[], from: number, to: number): readonly T[] {
  const last = fields.length - 1;
  if (last < 0 || !Number.isInteger(from) || !Number.isInteger(to)) return fields;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  if (source === target) return fields;
  const next = [...fields];
  const [moved] = next.splice(source, 1) as [T];
  next.splice(target, 0, moved);
  return next;
}

/** The fields with the one of that id changed by `patch` (its id and type kept). */
export function updateFormField(fields: readonly FormField[], id: string, patch: Partial<FormField>): readonly FormField[] {
  return fields.map((field) => (field.id === id ? { ...field, ...patch, id: field.id, type: field.type } : field));
}

/** The fields without the one of that id. */
export function removeFormField(fields: readonly FormField[], id: string): readonly FormField[] {
  return fields.filter((field) => field.id !== id);
}

/** Options typed one per line: each line trimmed, blank lines dropped. */
export function parseFieldOptions(text: string): string[] {
  return String(text ?? '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A textarea's maximum length as typed: a whole number of at least 1 (digits only), else null. */
export function parseMaxLength(text: string): number | null {
  const trimmed = String(text ?? '').trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number >= 1 ? number : null;
}

/**
 * The storage fieldset's problem in the site's words, or null: a mailing list must be chosen
 * ('A List must be selected'); email addresses must be there ('Please enter a valid email') and each
 * one an address ('Emails must be formatted as {email}', filled with `example`). The rules are builder.ts's.
 */
export function storageProblem(storage: FormStorage | undefined, strings: FormBuilderStrings, example: string = EXAMPLE_EMAIL): string | null {
  if (!storage || typeof storage !== 'object') return strings.formBuilderListRequired;
  if (storage.kind === 'email') {
    const problem = validateEmailList(typeof storage.addresses === 'string' ? storage.addresses : '', example);
    if (problem === null) return null;
    return problem === PLEASE_ENTER_VALID_EMAIL ? strings.formBuilderInvalidEmail : interpolate(strings.formBuilderEmailsFormat, { email: example });
  }
  return validateListSelected(typeof storage.listId === 'string' ? storage.listId : null) === null ? null : strings.formBuilderListRequired;
}
