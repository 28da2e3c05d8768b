import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BUILDER_LIMITS,
  EMAILS_FORMAT_MESSAGE,
  FIELD_PROPERTIES,
  FILE_NAME_REQUIRED_MESSAGE,
  FORM_BUILDER_FIELDSETS,
  LIST_REQUIRED_MESSAGE,
  NUMBER_FORMAT_DIGITS,
  PLEASE_ENTER_VALID_EMAIL,
  clampNumberFormatDigits,
  editableFieldProperties,
  validateBuilderEmail,
  validateEmailList,
  validateFileName,
  validateListSelected,
  withinLimit,
} from './builder.ts';

describe('rendering spec, entities Form field types and editable properties', () => {
  it('gives each row of the table its properties', () => {
    for (const type of ['text', 'textarea', 'email', 'number', 'website'] as const) {
      expect(FIELD_PROPERTIES[type]).toEqual(['description', 'placeholder', 'required']);
    }
    expect(FIELD_PROPERTIES.currency).toEqual(['description', 'currencySymbol', 'required']);
    for (const type of ['password', 'twitter', 'date', 'time', 'name', 'address'] as const) {
      expect(FIELD_PROPERTIES[type]).toEqual(['description', 'required']);
    }
    expect(FIELD_PROPERTIES.phone).toEqual(['description', 'showCountryCode', 'required']);
    expect(FIELD_PROPERTIES.section).toEqual(['description', 'underline']);
    for (const type of ['radio', 'checkbox', 'select', 'likert'] as const) {
      expect(FIELD_PROPERTIES[type]).toEqual(['description', 'options', 'required']);
    }
    expect(FIELD_PROPERTIES.hidden).toEqual(['key', 'value']);
    expect(Object.keys(FIELD_PROPERTIES)).toHaveLength(19);
  });

  it('adds maxLength to textarea only when the vanilla form handler flag is on', () => {
    expect(editableFieldProperties('textarea')).toEqual(['description', 'placeholder', 'required']);
    expect(editableFieldProperties('textarea', { vanillaFormHandler: false })).not.toContain('maxLength');
    expect(editableFieldProperties('textarea', { vanillaFormHandler: true })).toEqual(['description', 'placeholder', 'required', 'maxLength']);
    expect(editableFieldProperties('text', { vanillaFormHandler: true })).not.toContain('maxLength');
    expect(FIELD_PROPERTIES.textarea).toEqual(['description', 'placeholder', 'required']);
  });

  it('has the fieldsets build, storage, advanced, captcha, disclaimer', () => {
    expect(FORM_BUILDER_FIELDSETS).toEqual(['build', 'storage', 'advanced', 'captcha', 'disclaimer']);
  });
});

describe('rendering spec, validation rules Builder messages: emails', () => {
  it('quotes the messages verbatim', () => {
    expect(PLEASE_ENTER_VALID_EMAIL).toBe('Please enter a valid email');
    expect(EMAILS_FORMAT_MESSAGE).toBe('Emails must be formatted as {email}');
  });

  it('accepts an address and refuses anything else', () => {
    expect(validateBuilderEmail(' owner@shop.com ')).toBeNull();
    expect(validateBuilderEmail('owner@shop')).toBe(PLEASE_ENTER_VALID_EMAIL);
    expect(validateBuilderEmail('')).toBe(PLEASE_ENTER_VALID_EMAIL);
  });

  it('checks every address of a list and shows the expected format', () => {
    expect(validateEmailList('a@b.com, c@d.org;e@f.net')).toBeNull();
    expect(validateEmailList('a@b.com, nope')).toBe('Emails must be formatted as name@example.com');
    expect(validateEmailList('nope', 'you@yoursite.com')).toBe('Emails must be formatted as you@yoursite.com');
    expect(validateEmailList(' , ')).toBe(PLEASE_ENTER_VALID_EMAIL);
  });
});

describe('rendering spec, validation rules Builder messages: lists and file names', () => {
  it('requires a list', () => {
    expect(LIST_REQUIRED_MESSAGE).toBe('A List must be selected');
    expect(validateListSelected(null)).toBe(LIST_REQUIRED_MESSAGE);
    expect(validateListSelected(' ')).toBe(LIST_REQUIRED_MESSAGE);
    expect(validateListSelected('list-1')).toBeNull();
  });

  it('requires a file name', () => {
    expect(FILE_NAME_REQUIRED_MESSAGE).toBe('Please enter a file name');
    expect(validateFileName('')).toBe(FILE_NAME_REQUIRED_MESSAGE);
    expect(validateFileName(undefined)).toBe(FILE_NAME_REQUIRED_MESSAGE);
    expect(validateFileName('catalogue.pdf')).toBeNull();
  });
});

describe('rendering spec, constants and limits Builder limits', () => {
  it('has the limits of the spec', () => {
    expect(BUILDER_LIMITS).toEqual({
      blocksPerLayout: 60,
      albumTracks: 60,
      userOrderableCollectionItems: 250,
      productsPerCollection: 200,
      nestedCategories: 10000,
      photoSharingGalleryCount: 20,
      photoSharingGallerySize: 50,
    });
  });

  it('lets a 60th block in and refuses a 61st', () => {
    expect(withinLimit(59, BUILDER_LIMITS.blocksPerLayout)).toBe(true);
    expect(withinLimit(60, BUILDER_LIMITS.blocksPerLayout)).toBe(false);
    expect(withinLimit(249, BUILDER_LIMITS.userOrderableCollectionItems)).toBe(true);
    expect(withinLimit(249, BUILDER_LIMITS.userOrderableCollectionItems, 2)).toBe(false);
    expect(withinLimit(199, BUILDER_LIMITS.productsPerCollection)).toBe(true);
    expect(withinLimit(200, BUILDER_LIMITS.productsPerCollection)).toBe(false);
  });

  it('clamps number format digits to 0–50', () => {
    expect(NUMBER_FORMAT_DIGITS).toEqual({ min: 0, max: 50 });
    expect(clampNumberFormatDigits(-1)).toBe(0);
    expect(clampNumberFormatDigits(0)).toBe(0);
    expect(clampNumberFormatDigits(50)).toBe(50);
    expect(clampNumberFormatDigits(51)).toBe(50);
    expect(clampNumberFormatDigits(2.4)).toBe(2);
    expect(clampNumberFormatDigits(Number.NaN)).toBe(0);
  });

  it('property: clamped digits are always an integer from 0 to 50', () => {
    fc.assert(
      fc.property(fc.double(), (digits) => {
        const result = clampNumberFormatDigits(digits);
        expect(Number.isInteger(result) && result >= 0 && result <= 50).toBe(true);
      }),
    );
  });
});
