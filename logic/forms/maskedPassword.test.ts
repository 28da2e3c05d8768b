import { describe, expect, it } from 'vitest';
import type { FormField } from './forms.ts';
import { serializeForm } from './forms.ts';
import { summarizeAnswers, summaryFieldOf } from './formAnswerSummary.ts';
import { keepMaskedPasswords, maskedPasswordValue, MASKED_PASSWORD_PLACEHOLDER } from './maskedPassword.ts';
import { readAnswers } from '../shopper/additionalFields.ts';

const fields: FormField[] = [
  { id: 'name', type: 'text', label: 'Name on the gift' },
  { id: 'pin', type: 'password', label: 'Locker code' },
];
const stored = { name: 'Ada', pin: 'hunter2' };

describe('rendering spec, constants and limits: masked password placeholder value is used for hidden fields', () => {
  it('is eight bullets, and only a stored password shows it', () => {
    expect(MASKED_PASSWORD_PLACEHOLDER).toBe('••••••••');
    expect(maskedPasswordValue('hunter2')).toBe(MASKED_PASSWORD_PLACEHOLDER);
    expect(maskedPasswordValue('a much longer password than eight')).toBe(MASKED_PASSWORD_PLACEHOLDER);
    expect(maskedPasswordValue('')).toBe('');
    expect(maskedPasswordValue(undefined)).toBe('');
    expect(maskedPasswordValue(1234)).toBe('');
  });

  it('starts a form editing stored answers at the placeholder, never the password', () => {
    const values = readAnswers(fields, stored);
    expect(values).toEqual({ name: 'Ada', pin: MASKED_PASSWORD_PLACEHOLDER });
    expect(JSON.stringify(values)).not.toContain('hunter2');
  });

  it('keeps the stored password when the placeholder comes back unchanged', () => {
    const answers = serializeForm(fields, readAnswers(fields, stored));
    expect(keepMaskedPasswords(fields, answers, stored)).toEqual({ name: 'Ada', pin: 'hunter2' });
  });

  it('saves a newly typed password, and a cleared one as cleared', () => {
    expect(keepMaskedPasswords(fields, { name: 'Ada', pin: 'new-code' }, stored)).toEqual({ name: 'Ada', pin: 'new-code' });
    expect(keepMaskedPasswords(fields, { name: 'Ada', pin: '' }, stored)).toEqual({ name: 'Ada', pin: '' });
  });

  it('never saves the placeholder itself as a password', () => {
    expect(keepMaskedPasswords(fields, { pin: MASKED_PASSWORD_PLACEHOLDER }, {})).toEqual({});
    expect(keepMaskedPasswords(fields, { pin: MASKED_PASSWORD_PLACEHOLDER }, null)).toEqual({});
    // A text field may hold bullets: only password fields are masked.
    expect(keepMaskedPasswords(fields, { name: MASKED_PASSWORD_PLACEHOLDER }, stored)).toEqual({ name: MASKED_PASSWORD_PLACEHOLDER });
  });

  it('summarizes a stored password as the placeholder, an empty one as no answer', () => {
    expect(summarizeAnswers(fields, stored, 'N/A')).toEqual([
      { id: 'name', label: 'Name on the gift', value: 'Ada' },
      { id: 'pin', label: 'Locker code', value: MASKED_PASSWORD_PLACEHOLDER },
    ]);
    expect(summarizeAnswers(fields, { name: 'Ada' }, 'N/A')[1]?.value).toBe('N/A');
    expect(summaryFieldOf({ type: 'password', rawTitle: 'Locker code', value: 'hunter2' })).toMatchObject({ text: MASKED_PASSWORD_PLACEHOLDER, parts: [MASKED_PASSWORD_PLACEHOLDER] });
    expect(JSON.stringify(summaryFieldOf({ type: 'Password', rawTitle: 'Code', values: ['hunter2'] }))).not.toContain('hunter2');
  });
});
