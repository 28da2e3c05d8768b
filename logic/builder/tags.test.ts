import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ONE_TAG_AT_A_TIME_MESSAGE,
  TAG_EXISTS_MESSAGE,
  TAG_LIBRARY_MESSAGES,
  TAG_MAX_LENGTH,
  TAG_STRINGS,
  tagTypeText,
  validateStartEditing,
  validateTag,
} from './tags.ts';

describe('rendering spec, validation rules and constants and limits Tags and categories', () => {
  it('quotes the messages verbatim', () => {
    expect(TAG_EXISTS_MESSAGE).toBe('This {tagType} already exists');
    expect(ONE_TAG_AT_A_TIME_MESSAGE).toBe('You may only edit one {tagType} at a time');
  });

  it('allows 50 characters for a tag and refuses 51', () => {
    expect(TAG_MAX_LENGTH.tag).toBe(50);
    expect(validateTag('t'.repeat(49), 'tag', [])).toBeNull();
    expect(validateTag('t'.repeat(50), 'tag', [])).toBeNull();
    expect(validateTag('t'.repeat(51), 'tag', [])).toBe('A tag may have at most 50 characters');
  });

  it('allows 25 characters for a category and refuses 26', () => {
    expect(TAG_MAX_LENGTH.category).toBe(25);
    expect(validateTag('c'.repeat(24), 'category', [])).toBeNull();
    expect(validateTag('c'.repeat(25), 'category', [])).toBeNull();
    expect(validateTag('c'.repeat(26), 'category', [])).toBe('A category may have at most 25 characters');
  });

  it('refuses a name that exists, ignoring case and spaces', () => {
    expect(validateTag(' Summer ', 'tag', ['summer'])).toBe('This tag already exists');
    expect(validateTag('Shoes', 'category', ['Hats', ' shoes'])).toBe('This category already exists');
    expect(validateTag('Shoes', 'category', ['Hats'])).toBeNull();
  });

  it('refuses a blank name', () => {
    expect(TAG_LIBRARY_MESSAGES.empty).toBe('Enter a {tagType}');
    expect(validateTag('   ', 'tag', [])).toBe('Enter a tag');
  });

  it('allows editing one at a time', () => {
    expect(validateStartEditing(null, 'tag')).toBeNull();
    expect(validateStartEditing('tag-1', 'tag', 'tag-1')).toBeNull();
    expect(validateStartEditing('tag-1', 'tag', 'tag-2')).toBe('You may only edit one tag at a time');
    expect(validateStartEditing('cat-1', 'category')).toBe('You may only edit one category at a time');
  });

  it('property: a tag is too long exactly when it has more than 50 characters after trimming', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 80 }).filter((s) => s.trim() !== ''), (name) => {
        const tooLong = Array.from(name.trim()).length > 50;
        expect(validateTag(name, 'tag', []) === 'A tag may have at most 50 characters').toBe(tooLong);
      }),
    );
  });
});

describe('rendering spec, validation rules Tags and categories in the site\'s words', () => {
  const german = {
    tagExistsMessage: 'Diese(r) {tagType} existiert bereits',
    tagOneAtATimeMessage: 'Nur ein(e) {tagType} auf einmal',
    tagEmptyMessage: '{tagType} eingeben',
    tagTooLongMessage: '{tagType}: höchstens {max} Zeichen',
    tagTypeTagText: 'Schlagwort',
    tagTypeCategoryText: 'Kategorie',
  };

  it('defaults to the spec wording and the English type names', () => {
    expect(TAG_STRINGS.tagExistsMessage).toBe('This {tagType} already exists');
    expect(TAG_STRINGS.tagOneAtATimeMessage).toBe('You may only edit one {tagType} at a time');
    expect(tagTypeText('tag')).toBe('tag');
    expect(tagTypeText('category')).toBe('category');
  });

  it('words every message, the type included, in the strings given', () => {
    expect(validateTag('Hats', 'category', ['hats'], german)).toBe('Diese(r) Kategorie existiert bereits');
    expect(validateTag('', 'tag', [], german)).toBe('Schlagwort eingeben');
    expect(validateTag('k'.repeat(26), 'category', [], german)).toBe('Kategorie: höchstens 25 Zeichen');
    expect(validateStartEditing('a', 'tag', 'b', german)).toBe('Nur ein(e) Schlagwort auf einmal');
  });

  it('takes a JavaScript caller\'s garbage without throwing', () => {
    expect(validateTag(null as unknown as string, 'tag', null as unknown as string[])).toBe('Enter a tag');
    expect(validateTag('Hats', 'tag', [null, 7] as unknown as string[])).toBeNull();
    expect(validateStartEditing(3 as unknown as string, 'tag')).toBeNull();
  });
});
