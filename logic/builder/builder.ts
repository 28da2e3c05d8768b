/**
 * Rules of the site-owner builder (rendering spec, screens, entities, states, validation rules, constants and limits): the form builder's editable
 * properties, the builder's validation messages with their validators and its limits. Store creation
 * is in `storeCreation.ts`, the upgrade destinations in `upgrade.ts`, gallery options in
 * `galleryOptions.ts`, tags and categories in `tags.ts`.
 */
import { isValidEmail } from '../forms/forms.ts';
import { interpolate } from '../shared/interpolate.ts';

// The link, page-URL and option fields moved to their own module; re-exported so importers keep working.
export * from './builderFields.ts';

/** The editable properties of each form field type in the form builder (rendering spec, entities table). */
export const FIELD_PROPERTIES = {
  text: ['description', 'placeholder', 'required'],
  textarea: ['description', 'placeholder', 'required'],
  email: ['description', 'placeholder', 'required'],
  number: ['description', 'placeholder', 'required'],
  website: ['description', 'placeholder', 'required'],
  currency: ['description', 'currencySymbol', 'required'],
  password: ['description', 'required'],
  twitter: ['description', 'required'],
  date: ['description', 'required'],
  time: ['description', 'required'],
  name: ['description', 'required'],
  address: ['description', 'required'],
  phone: ['description', 'showCountryCode', 'required'],
  section: ['description', 'underline'],
  radio: ['description', 'options', 'required'],
  checkbox: ['description', 'options', 'required'],
  select: ['description', 'options', 'required'],
  likert: ['description', 'options', 'required'],
  hidden: ['key', 'value'],
} as const;

/** A field type of the form builder. */
export type BuilderFieldType = keyof typeof FIELD_PROPERTIES;

/** An editable property of a form field (including textarea's flag-gated maxLength). */
export type BuilderFieldProperty = (typeof FIELD_PROPERTIES)[BuilderFieldType][number] | 'maxLength';

/** The properties the builder lets an owner edit; textarea gains maxLength when the vanilla form handler flag is on. */
export function editableFieldProperties(type: BuilderFieldType, flags: { vanillaFormHandler?: boolean } = {}): readonly BuilderFieldProperty[] {
  const properties: readonly BuilderFieldProperty[] = FIELD_PROPERTIES[type];
  return type === 'textarea' && flags.vanillaFormHandler === true ? [...properties, 'maxLength'] : properties;
}

/** The fieldsets of the form builder, in order (rendering spec, entities). */
export const FORM_BUILDER_FIELDSETS = ['build', 'storage', 'advanced', 'captcha', 'disclaimer'] as const;

/** Builder message (rendering spec, validation rules). */
export const PLEASE_ENTER_VALID_EMAIL = 'Please enter a valid email';
/** Builder message; {email} is an example address (rendering spec, validation rules). */
export const EMAILS_FORMAT_MESSAGE = 'Emails must be formatted as {email}';
/** Builder message (rendering spec, validation rules). */
export const LIST_REQUIRED_MESSAGE = 'A List must be selected';

const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/** `Please enter a valid email` unless the trimmed value is an e-mail address (the visitor forms' rule). */
export function validateBuilderEmail(value: string): string | null {
  return isValidEmail(value.trim()) ? null : PLEASE_ENTER_VALID_EMAIL;
}

/** The example address of {@link EMAILS_FORMAT_MESSAGE}. */
export const EXAMPLE_EMAIL = 'name@example.com';

/** A list of addresses separated by commas, semicolons or spaces: `Emails must be formatted as …` when one is not an address. */
export function validateEmailList(value: string, example: string = EXAMPLE_EMAIL): string | null {
  const addresses = value.split(/[\s,;]+/).filter((part) => part !== '');
  if (addresses.length === 0) return PLEASE_ENTER_VALID_EMAIL;
  return addresses.every(isValidEmail) ? null : interpolate(EMAILS_FORMAT_MESSAGE, { email: example });
}

/** `A List must be selected` when no mailing list is chosen. */
export function validateListSelected(listId: string | null | undefined): string | null {
  return isBlank(listId) ? LIST_REQUIRED_MESSAGE : null;
}

// The file name rule lives with the other file rules (files.ts); kept reachable from here for its users.
export { FILE_NAME_REQUIRED_MESSAGE, validateFileName } from '../forms/files.ts';

/** Limits of the builder (rendering spec, constants and limits). */
export const BUILDER_LIMITS = {
  blocksPerLayout: 60,
  albumTracks: 60,
  userOrderableCollectionItems: 250,
  productsPerCollection: 200,
  nestedCategories: 10000,
  photoSharingGalleryCount: 20,
  photoSharingGallerySize: 50,
} as const;

/** True when `adding` more items still fit under a limit (a count equal to the limit is full). */
export function withinLimit(current: number, limit: number, adding = 1): boolean {
  return current + adding <= limit;
}

/** The range of a number format's digit options (rendering spec, constants and limits). */
export const NUMBER_FORMAT_DIGITS = { min: 0, max: 50 } as const;

/** Digits of a number format, rounded and clamped to 0–50; a non-number gives 0. */
export function clampNumberFormatDigits(digits: number): number {
  if (!Number.isFinite(digits)) return NUMBER_FORMAT_DIGITS.min;
  return Math.min(NUMBER_FORMAT_DIGITS.max, Math.max(NUMBER_FORMAT_DIGITS.min, Math.round(digits)));
}
