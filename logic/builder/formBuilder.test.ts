import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FORM_BUILDER_STRINGS, NO_MAILING_LISTS_MESSAGE } from './formBuilderStrings.ts';
import {
  FORM_BUILDER_FIELD_TYPES,
  fieldProperties,
  fieldTypeLabel,
  moveFormField,
  newFormField,
  parseFieldOptions,
  parseMaxLength,
  removeFormField,
  storageProblem,
  updateFormField,
} from './formBuilder.ts';
import type { FormField } from '../forms/forms.ts';

const strings = FORM_BUILDER_STRINGS;

describe('form builder strings (rendering spec, validation rules, error catalogue)', () => {
  it('words the spec messages as the spec does', () => {
    expect(strings.formBuilderInvalidEmail).toBe('Please enter a valid email');
    expect(strings.formBuilderEmailsFormat).toBe('Emails must be formatted as {email}');
    expect(strings.formBuilderListRequired).toBe('A List must be selected');
    expect(NO_MAILING_LISTS_MESSAGE).toBe("You don't have any mailing lists. Please create one before continuing.");
    expect(strings.formBuilderNoMailingLists).toBe(NO_MAILING_LISTS_MESSAGE);
  });
});

describe('the fields the builder offers and their properties (rendering spec, entities table)', () => {
  it('offers the 19 kinds, each named', () => {
    expect(FORM_BUILDER_FIELD_TYPES).toHaveLength(19);
    expect(fieldTypeLabel('select', strings)).toBe('Dropdown');
    expect(fieldTypeLabel('unknown', strings)).toBe('Text');
    expect(fieldTypeLabel('toString', strings)).toBe('Text');
  });

  it('edits exactly the table’s properties; textarea gains maxLength only with the vanilla form handler flag', () => {
    expect(fieldProperties({ type: 'phone' })).toEqual(['description', 'showCountryCode', 'required']);
    expect(fieldProperties({ type: 'hidden' })).toEqual(['key', 'value']);
    expect(fieldProperties({ type: 'textarea' })).not.toContain('maxLength');
    expect(fieldProperties({ type: 'textarea' }, { vanillaFormHandler: true })).toContain('maxLength');
    expect(fieldProperties({ type: 'nonsense' as FormField['type'] })).toEqual([]);
  });
});

describe('adding, moving, changing and removing fields', () => {
  it('gives a new field an id no other field has', () => {
    expect(newFormField('text', [], 'Text')).toEqual({ id: 'text-1', type: 'text', label: 'Text' });
    expect(newFormField('text', [{ id: 'text-1' }, { id: 'text-3' }], 'Text').id).toBe('text-2');
    expect(newFormField('radio', [], 'Radio buttons')).toEqual({ id: 'radio-1', type: 'radio', label: 'Radio buttons', options: [] });
    expect(newFormField('hidden', [], 'Hidden')).toEqual({ id: 'hidden-1', type: 'hidden', label: 'Hidden', key: '', value: '' });
  });

  it('moves one field, clamping positions; the same list when nothing moves', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveFormField(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveFormField(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveFormField(list, 1, 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveFormField(list, 2, 2)).toBe(list);
    expect(moveFormField(list, Number.NaN, 1)).toBe(list);
    expect(moveFormField([], 0, 1)).toEqual([]);
  });

  it('keeps every field when moving (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), fc.integer(), (list, from, to) => {
        expect([...moveFormField(list, from, to)].sort()).toEqual([...list].sort());
      }),
    );
  });

  it('changes one field without touching its id or kind, and removes one', () => {
    const fields: FormField[] = [{ id: 'a', type: 'text', label: 'A' }, { id: 'b', type: 'email', label: 'B' }];
    expect(updateFormField(fields, 'b', { label: 'Email', required: true, id: 'x', type: 'text' })).toEqual([
      { id: 'a', type: 'text', label: 'A' },
      { id: 'b', type: 'email', label: 'Email', required: true },
    ]);
    expect(removeFormField(fields, 'a')).toEqual([{ id: 'b', type: 'email', label: 'B' }]);
  });
});

describe('what the owner types', () => {
  it('reads options one per line', () => {
    expect(parseFieldOptions(' Red \n\nGreen\r\nBlue ')).toEqual(['Red', 'Green', 'Blue']);
    expect(parseFieldOptions('')).toEqual([]);
  });

  it('reads a maximum length as a whole number of at least 1', () => {
    expect(parseMaxLength(' 500 ')).toBe(500);
    for (const bad of ['', '0', '-3', '2.5', 'abc', '1e3', '9999999999']) expect(parseMaxLength(bad)).toBeNull();
  });
});

describe('the storage fieldset (rendering spec, validation rules)', () => {
  it('asks for a mailing list', () => {
    expect(storageProblem(undefined, strings)).toBe('A List must be selected');
    expect(storageProblem({ kind: 'mailingList', listId: ' ' }, strings)).toBe('A List must be selected');
    expect(storageProblem({ kind: 'mailingList', listId: 'list-1' }, strings)).toBeNull();
  });

  it('asks for email addresses, each one an address', () => {
    expect(storageProblem({ kind: 'email', addresses: '' }, strings)).toBe('Please enter a valid email');
    expect(storageProblem({ kind: 'email', addresses: 'owner@shop.com, nope' }, strings)).toBe('Emails must be formatted as name@example.com');
    expect(storageProblem({ kind: 'email', addresses: 'nope' }, strings, 'you@site.com')).toBe('Emails must be formatted as you@site.com');
    expect(storageProblem({ kind: 'email', addresses: 'owner@shop.com; sales@shop.com' }, strings)).toBeNull();
  });

  it('words the messages in the site’s strings', () => {
    const site = { ...strings, formBuilderEmailsFormat: 'Format: {email}', formBuilderInvalidEmail: 'Bad email' };
    expect(storageProblem({ kind: 'email', addresses: 'x' }, site)).toBe('Format: name@example.com');
    expect(storageProblem({ kind: 'email', addresses: ' ' }, site)).toBe('Bad email');
  });
});
