import { describe, expect, it } from 'vitest';
import { keyWords } from './keyWords.ts';

describe('keyWords: a settings key as sentence-case words (docs/design.md, capitalisation)', () => {
  it('splits camelCase, kebab-case and snake_case, and capitalises the first word only', () => {
    expect(keyWords('showLanguagePicker')).toBe('Show language picker');
    expect(keyWords('brand-left')).toBe('Brand left');
    expect(keyWords('footer_text')).toBe('Footer text');
  });
  it('keeps ID, URL and other initialisms in capitals', () => {
    expect(keyWords('newsletterFormId')).toBe('Newsletter form ID');
    expect(keyWords('pageURL')).toBe('Page URL');
    expect(keyWords('HTMLSnippet')).toBe('HTML snippet');
  });
  it('gives back a key with no words as it is', () => {
    expect(keyWords('')).toBe('');
    expect(keyWords('--')).toBe('--');
  });
});
