import { describe, expect, it } from 'vitest';
import type { FormField } from './forms.ts';
import { isEmptyAnswer, likertAnswerKey, summaryAnswerText, summaryFieldOf, summaryFieldsOf } from './formAnswerSummary.ts';
import { DEFAULT_LOCALIZED_STRINGS } from '../shared/strings.ts';

describe('rendering spec, entities "Summary form field types" and error catalogue "N/A"', () => {
  it('reads every type from a template value: rawTitle, values or value', () => {
    expect(summaryFieldOf({ type: 'name', rawTitle: 'Your name', values: ['Ada', 'Lovelace'] })).toMatchObject({ type: 'name', title: 'Your name', text: 'Ada Lovelace' });
    expect(summaryFieldOf({ type: 'address', rawTitle: 'Ship to', values: { Line1: '1 Main St', Line2: '', City: 'Springfield' } })?.text).toBe('1 Main St, Springfield');
    expect(summaryFieldOf({ type: 'checkbox', rawTitle: 'Extras', values: ['Box', 'Card'] })?.text).toBe('Box, Card');
    expect(summaryFieldOf({ type: 'date', rawTitle: 'When', values: ['11', '24', '2026'] })?.text).toBe('November 24, 2026');
    expect(summaryFieldOf({ type: 'phone', rawTitle: 'Phone', values: ['', '1', '555', '0100'] })?.text).toBe('1 555 0100');
    expect(summaryFieldOf({ type: 'time', rawTitle: 'At', values: ['10', '30'] })?.text).toBe('10:30 AM');
    for (const type of ['radio', 'select', 'text']) expect(summaryFieldOf({ type, rawTitle: 'T', value: 'Gold' })).toMatchObject({ type, text: 'Gold' });
    expect(summaryFieldOf({ type: 'textarea', rawTitle: 'Note', value: 'Hi' })?.type).toBe('text');
  });

  it('writes a date and a time through Intl in the locale given, an address with commas, and parts that make no date or time as typed', () => {
    expect(summaryAnswerText('date', ['11', '24', '2026'])).toBe('November 24, 2026');
    expect(summaryAnswerText('date', ['11', '24', '2026'], 'fr-FR')).toBe('24 novembre 2026');
    expect(summaryAnswerText('date', ['02', '29', '2026'])).toBe('02 29 2026');
    expect(summaryAnswerText('date', ['11', '', '2026'])).toBe('11 2026');
    expect(summaryAnswerText('time', ['10', '30', 'AM'])).toBe('10:30 AM');
    expect(summaryAnswerText('time', ['12', '05', 'AM'])).toBe('12:05 AM');
    expect(summaryAnswerText('time', ['7', '05', 'PM'], 'fr-FR')).toBe('19:05');
    expect(summaryAnswerText('time', ['13', '00', 'PM'])).toBe('13 00 PM');
    expect(summaryAnswerText('address', ['12 Loom Street', 'Unit 4', 'Portland', 'OR', '97201', 'United States'])).toBe('12 Loom Street, Unit 4, Portland, OR 97201, United States');
    expect(summaryAnswerText('address', ['1 Main St', '', 'Springfield', '', '', 'USA'])).toBe('1 Main St, Springfield, USA');
    expect(summaryAnswerText('date', ['11', '24', '2026'], 'not a locale!')).toBe('11 24 2026');
    expect(summaryAnswerText('name', ['', ''])).toBe('');
  });

  it('reads likert answers as the five localized labels (keys, labels or -2..2), keeping unknown answers as text', () => {
    const field = summaryFieldOf({ type: 'likert', rawTitle: 'Survey', values: { Easy: 'Agree', Fast: 'strongly disagree', Fair: '2', Odd: 'Maybe' } });
    expect(field?.likert).toEqual([
      { question: 'Easy', answer: 'Agree', text: '' },
      { question: 'Fast', answer: 'StronglyDisagree', text: '' },
      { question: 'Fair', answer: 'StronglyAgree', text: '' },
      { question: 'Odd', answer: null, text: 'Maybe' },
    ]);
    expect(['StronglyDisagree', 'Disagree', 'Neutral', 'Agree', 'StronglyAgree'].map((key) => likertAnswerKey(key))).toEqual(['StronglyDisagree', 'Disagree', 'Neutral', 'Agree', 'StronglyAgree']);
    expect(likertAnswerKey(-2)).toBe('StronglyDisagree');
    expect(likertAnswerKey(0)).toBe('Neutral');
    expect(likertAnswerKey(3)).toBeNull();
    expect(likertAnswerKey(1.5)).toBeNull();
  });

  it('an empty answer is empty (its summary shows N/A)', () => {
    expect(DEFAULT_LOCALIZED_STRINGS.productSummaryFormNoAnswerText).toBe('N/A');
    for (const value of [{ type: 'text', rawTitle: 'T', value: '  ' }, { type: 'name', values: ['', ''] }, { type: 'likert', values: { Easy: '' } }, { type: 'checkbox' }]) {
      const field = summaryFieldOf(value);
      expect(field && isEmptyAnswer(field)).toBe(true);
    }
  });

  it('never throws on hostile values', () => {
    const throwing = new Proxy({}, { get: () => { throw new Error('no'); } });
    expect(summaryFieldOf(throwing)).toBeNull();
    expect(summaryFieldOf({})).toBeNull();
    for (const value of [null, undefined, 1, 'x', [], { type: {}, values: { __proto__: 1 } }]) expect(() => summaryFieldOf(value)).not.toThrow();
  });

  it('summarizes a cart entry\'s saved answers in form order, likert questions in their order, missing answers empty', () => {
    const fields: FormField[] = [
      { id: 'h', type: 'section', label: 'About' },
      { id: 'initials', type: 'text', label: 'Initials' },
      { id: 'survey', type: 'likert', label: 'Survey', options: ['Easy', 'Fast'] },
      { id: 'thread', type: 'select', label: 'Thread', options: ['Gold'] },
    ];
    const summary = summaryFieldsOf(fields, { initials: 'ADA', survey: { Fast: 'Agree' } });
    expect(summary.map((field) => [field.id, field.title, field.text])).toEqual([['initials', 'Initials', 'ADA'], ['survey', 'Survey', ''], ['thread', 'Thread', '']]);
    expect(summary[1]?.likert).toEqual([{ question: 'Easy', answer: null, text: '' }, { question: 'Fast', answer: 'Agree', text: '' }]);
    expect(summary.map(isEmptyAnswer)).toEqual([false, false, true]);
  });
});
