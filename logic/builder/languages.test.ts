import { describe, expect, it } from 'vitest';
import { addLanguage, isLanguagesChanged, isMultilingualConnected, moveLanguage, newLanguageProblems, removeLanguage, setDefaultLanguage } from './languages.ts';

const en = { code: 'en-US', name: 'English', isDefault: true };
const fr = { code: 'fr-FR', name: 'Français', isDefault: false };
const de = { code: 'de-DE', name: 'Deutsch', isDefault: false };

describe('the languages list (rendering spec, entities Multilingual)', () => {
  it('adds at the end, the first one added the default', () => {
    expect(addLanguage([en], { code: ' es-ES ', name: ' Español ' })).toEqual([en, { code: 'es-ES', name: 'Español', isDefault: false }]);
    expect(addLanguage([], { code: 'es-ES', name: 'Español' })).toEqual([{ code: 'es-ES', name: 'Español', isDefault: true }]);
  });

  it('refuses a blank code or name and a code already listed, whatever its case', () => {
    expect(newLanguageProblems([en], { code: ' ', name: '' })).toEqual({ code: 'Enter a language code', name: 'Enter a language name' });
    expect(newLanguageProblems([en], { code: 'EN-us', name: 'x' })).toEqual({ code: 'EN-us is already a language of the site', name: null });
    expect(newLanguageProblems([en], { code: 'fr-FR', name: 'Français' })).toEqual({ code: null, name: null });
  });

  it('removes one; removing the default makes the first one left the default', () => {
    expect(removeLanguage([en, fr, de], 'fr-FR')).toEqual([en, de]);
    expect(removeLanguage([en, fr, de], 'en-US')).toEqual([{ ...fr, isDefault: true }, de]);
    expect(removeLanguage([en], 'en-US')).toEqual([]);
  });

  it('moves one to an index, clamped; the same list when nothing moves', () => {
    expect(moveLanguage([en, fr, de], 'de-DE', 0)).toEqual([de, en, fr]);
    expect(moveLanguage([en, fr, de], 'en-US', 99)).toEqual([fr, de, en]);
    const list = [en, fr];
    expect(moveLanguage(list, 'en-US', 0)).toBe(list);
    expect(moveLanguage(list, 'xx', 1)).toBe(list);
    expect(moveLanguage(list, 'en-US', Number.NaN)).toBe(list);
  });

  it('keeps exactly one default', () => {
    expect(setDefaultLanguage([en, fr], 'fr-FR')).toEqual([{ ...en, isDefault: false }, { ...fr, isDefault: true }]);
    expect(setDefaultLanguage([en, fr], 'xx')).toEqual([en, fr]);
  });

  it('tells an edited list from the saved one', () => {
    expect(isLanguagesChanged([en, fr], [en, fr])).toBe(false);
    expect(isLanguagesChanged([en, fr], [fr, en])).toBe(true);
    expect(isLanguagesChanged([en, fr], [en])).toBe(true);
  });

  it('reads the connection status', () => {
    expect(isMultilingualConnected({ connected: true })).toBe(true);
    expect(isMultilingualConnected({ connected: 'yes' })).toBe(false);
    expect(isMultilingualConnected(null)).toBe(false);
  });
});
