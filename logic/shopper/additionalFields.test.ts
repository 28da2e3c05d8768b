import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIKERT_ANSWERS, SUB_FIELDS, isCompositeField, isInputField, readAnswers } from './additionalFields.ts';
import { summarizeAnswers } from '../forms/formAnswerSummary.ts';
import { serializeForm, type FormField, type FormValue } from '../forms/forms.ts';
import { DEFAULT_LOCALIZED_STRINGS } from '../shared/strings.ts';

const fields: FormField[] = [
  { id: 'heading', type: 'section', label: 'About the gift' },
  { id: 'initials', type: 'text', label: 'Initials', required: true },
  { id: 'thread', type: 'select', label: 'Thread', options: ['Gold', 'Silver'] },
  { id: 'recipient', type: 'name', label: 'Recipient' },
  { id: 'phone', type: 'phone', label: 'Phone' },
  { id: 'extras', type: 'checkbox', label: 'Extras', options: ['Box', 'Card'] },
  { id: 'survey', type: 'likert', label: 'Survey', options: ['Easy to order'] },
  { id: 'source', type: 'hidden', key: 'ref', value: 'site' },
];

describe('the sub-fields of composite fields (shopper spec, entities)', () => {
  it('phone has 3 sub-values, name 2, date 3; every label is a localized string', () => {
    expect(SUB_FIELDS.phone).toHaveLength(3);
    expect(SUB_FIELDS.name).toHaveLength(2);
    expect(SUB_FIELDS.date).toHaveLength(3);
    for (const keys of Object.values(SUB_FIELDS)) {
      for (const key of keys) expect(DEFAULT_LOCALIZED_STRINGS[key]).toBeTruthy();
    }
  });

  it('knows which kinds are composite and which take input', () => {
    expect(['name', 'address', 'date', 'time', 'phone'].every((type) => isCompositeField(type as FormField['type']))).toBe(true);
    expect(isCompositeField('text')).toBe(false);
    expect(isCompositeField('checkbox')).toBe(false);
    expect(isInputField({ id: 's', type: 'section' })).toBe(false);
    expect(isInputField({ id: 'h', type: 'hidden' })).toBe(false);
    expect(isInputField({ id: 't', type: 'text' })).toBe(true);
  });

  it('likert answers are the five localized likert labels, in order', () => {
    expect(LIKERT_ANSWERS.map((key) => DEFAULT_LOCALIZED_STRINGS[key])).toEqual([
      'Strongly Disagree',
      'Disagree',
      'Neutral',
      'Agree',
      'Strongly Agree',
    ]);
  });
});

describe('readAnswers: saved answers back into the form', () => {
  it('reads each kind and leaves out sections, hidden fields and unanswered fields', () => {
    const saved = {
      heading: 'ignored',
      initials: 'ABC',
      thread: 'Gold',
      recipient: ['Ada', 'Lovelace'],
      phone: ['', '1', '212', '5550100'],
      extras: ['Card'],
      survey: { 'Easy to order': 'Agree', junk: 3 },
      source: 'newsletter',
    };
    expect(readAnswers(fields, saved)).toEqual({
      initials: 'ABC',
      thread: 'Gold',
      recipient: ['Ada', 'Lovelace'],
      phone: ['1', '212', '5550100'],
      extras: ['Card'],
      survey: { 'Easy to order': 'Agree' },
    });
  });

  it('keeps short composite answers, a phone typed without the prepended empty string, and reads a lone value', () => {
    expect(readAnswers(fields, { recipient: ['Ada'], phone: ['1', '212', '5550100'], extras: 'Box', initials: ['AB'] })).toEqual({
      recipient: ['Ada'],
      phone: ['1', '212', '5550100'],
      extras: ['Box'],
      initials: 'AB',
    });
  });

  it('reads nothing from no answers or answers of the wrong shape', () => {
    expect(readAnswers(fields, null)).toEqual({});
    expect(readAnswers(fields, undefined)).toEqual({});
    expect(readAnswers(fields, { initials: null, survey: ['Agree'], recipient: { first: 'Ada' } })).toEqual({
      survey: {},
      recipient: [],
    });
  });

  it('what is submitted, read back and submitted again, is the same (any answers)', () => {
    const text = fc.string({ maxLength: 12 });
    const values = fc.record(
      {
        initials: text,
        thread: fc.constantFrom('Gold', 'Silver', ''),
        recipient: fc.array(text, { minLength: 2, maxLength: 2 }),
        phone: fc.array(text, { minLength: 3, maxLength: 3 }),
        extras: fc.subarray(['Box', 'Card']),
        survey: fc.record({ 'Easy to order': fc.constantFrom(...LIKERT_ANSWERS) }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(values, (typed) => {
        const submitted = serializeForm(fields, typed as Record<string, FormValue>);
        expect(serializeForm(fields, readAnswers(fields, submitted))).toEqual(submitted);
      }),
    );
  });
});

describe('summarizeAnswers: saved answers as lines of a summary', () => {
  it('gives each answer in form order, sub-values as a phrase and checked values as a list', () => {
    const saved = { initials: ' ABC ', recipient: ['Ada', 'Lovelace'], phone: ['', '1', '212', '5550100'], extras: ['Box', 'Card'] };
    expect(summarizeAnswers(fields, saved, 'N/A')).toEqual([
      { id: 'initials', label: 'Initials', value: 'ABC' },
      { id: 'thread', label: 'Thread', value: 'N/A' },
      { id: 'recipient', label: 'Recipient', value: 'Ada Lovelace' },
      { id: 'phone', label: 'Phone', value: '1 212 5550100' },
      { id: 'extras', label: 'Extras', value: 'Box, Card' },
    ]);
  });

  it('says there is no answer for every field when nothing was saved, and names an unlabelled field by its id', () => {
    expect(summarizeAnswers([{ id: 'note', type: 'text' }], null, 'N/A')).toEqual([{ id: 'note', label: 'note', value: 'N/A' }]);
    expect(summarizeAnswers([{ id: 'note', type: 'text' }], { note: ['', ' '] }, '—')).toEqual([{ id: 'note', label: 'note', value: '—' }]);
  });
});
