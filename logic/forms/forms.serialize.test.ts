import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FORM_FIELD_TYPES, sanitizeFormText, serializeForm, validateForm, type FormField, type FormValues } from './forms.ts';

describe('shopper spec, entities Form submission payload: serialising the fields', () => {
  const fields: FormField[] = [
    { id: 'addr', type: 'address' },
    { id: 'date', type: 'date' },
    { id: 'name', type: 'name' },
    { id: 'time', type: 'time' },
    { id: 'phone', type: 'phone' },
    { id: 'topics', type: 'checkbox', options: ['A', 'B', 'C'] },
    { id: 'size', type: 'radio', options: ['S', 'M'] },
    { id: 'colour', type: 'select', options: ['Red', 'Blue'] },
    { id: 'opinion', type: 'likert', options: ['Service', 'Price'] },
    { id: 'source', type: 'hidden', key: 'utm', value: 'direct' },
    { id: 'intro', type: 'section' },
    { id: 'message', type: 'textarea' },
    { id: 'email', type: 'email' },
  ];
  const values: FormValues = {
    addr: [' 1 Main St ', '', 'Springfield'],
    date: ['12', '31', '2026'],
    name: ['Ann', 'Lee'],
    time: ['10', '30', '', 'AM'],
    phone: ['555', '123', '4567'],
    topics: ['A', 'C'],
    size: 'M',
    colour: 'Blue',
    opinion: { Service: 'Agree' },
    message: '  Hello\nthere\u0007  ',
    email: ' ann@example.com\u0000 ',
  };

  it('shapes every kind as entities says and skips sections', () => {
    expect(serializeForm(fields, values, '')).toEqual({
      addr: ['1 Main St', '', 'Springfield'],
      date: ['12', '31', '2026'],
      name: ['Ann', 'Lee'],
      time: ['10', '30', '', 'AM'],
      phone: ['', '555', '123', '4567'],
      topics: ['A', 'C'],
      size: 'M',
      colour: 'Blue',
      opinion: { Service: 'Agree', Price: '' },
      source: 'direct',
      message: 'Hello\nthere',
      email: 'ann@example.com',
    });
  });

  it('takes a hidden value from the query parameter of the same name, as a string or URLSearchParams', () => {
    expect(serializeForm(fields, values, '?utm=spring').source).toBe('spring');
    expect(serializeForm(fields, values, new URLSearchParams({ utm: 'autumn' })).source).toBe('autumn');
    expect(serializeForm(fields, values, '?other=1').source).toBe('direct');
    expect(serializeForm(fields, values, '?utm=').source).toBe('direct');
  });

  it('a hidden field without a default or a parameter is empty', () => {
    expect(serializeForm([{ id: 'h', type: 'hidden', key: 'ref' }], {}, '')).toEqual({ h: '' });
  });

  it('pads a short phone to three sub-values and drops extras', () => {
    expect(serializeForm([{ id: 'p', type: 'phone' }], { p: ['555'] }, '')).toEqual({ p: ['', '555', '', ''] });
    expect(serializeForm([{ id: 'p', type: 'phone' }], { p: ['1', '2', '3', '4'] }, '')).toEqual({ p: ['', '1', '2', '3'] });
  });

  it('missing values give empty shapes, and single-value kinds take a string', () => {
    const empty = serializeForm(fields, {}, '');
    expect(empty.addr).toEqual([]);
    expect(empty.topics).toEqual([]);
    expect(empty.size).toBe('');
    expect(empty.message).toBe('');
    expect(empty.opinion).toEqual({ Service: '', Price: '' });
  });

  it('strips control characters: all of them outside a textarea, all but tabs and line breaks inside', () => {
    expect(sanitizeFormText(' a\nb\u0000c\u007f\u009f ')).toBe('abc');
    expect(sanitizeFormText(' a\nb\tc\u0001 ', true)).toBe('a\nb\tc');
  });

  it('keeps a field id like __proto__ as an own key of the output', () => {
    const form = serializeForm([{ id: '__proto__', type: 'text' }], JSON.parse('{"__proto__":"x"}') as FormValues, '');
    expect(Object.hasOwn(form, '__proto__')).toBe(true);
    expect(JSON.parse(JSON.stringify(form))).toEqual(JSON.parse('{"__proto__":"x"}'));
  });

  const arbitraryField = fc.record(
    {
      id: fc.string({ maxLength: 8 }),
      type: fc.constantFrom(...FORM_FIELD_TYPES),
      required: fc.boolean(),
      maxLength: fc.integer({ min: -1, max: 50 }),
      options: fc.array(fc.string({ maxLength: 6 }), { maxLength: 4 }),
      key: fc.string({ maxLength: 6 }),
      value: fc.string({ maxLength: 6 }),
    },
    { requiredKeys: ['id', 'type'] },
  );
  const arbitraryValue: fc.Arbitrary<unknown> = fc.oneof(
    fc.string(),
    fc.array(fc.string(), { maxLength: 5 }),
    fc.dictionary(fc.string({ maxLength: 6 }), fc.string()),
    fc.anything(),
  );

  it('never throws on arbitrary fields, values and query, and every value keeps its documented shape (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryField, { selector: (f) => f.id, maxLength: 6 }), fc.array(arbitraryValue, { maxLength: 6 }), fc.string(), (fs, vs, query) => {
        const values = Object.fromEntries(fs.map((f, i) => [f.id, vs[i]])) as FormValues;
        const form = serializeForm(fs, values, query);
        for (const f of fs) {
          if (f.type === 'section') continue;
          const out = form[f.id];
          if (['address', 'date', 'name', 'time', 'phone', 'checkbox'].includes(f.type)) {
            expect(Array.isArray(out)).toBe(true);
            if (f.type === 'phone' && Array.isArray(out)) expect(out[0]).toBe('');
            if (Array.isArray(out)) for (const part of out) expect(part).toBe(part.trim());
          } else if (f.type === 'likert') {
            expect(out !== null && typeof out === 'object' && !Array.isArray(out)).toBe(true);
          } else {
            expect(typeof out).toBe('string');
            expect(out).toBe(typeof out === 'string' ? out.trim() : out);
          }
        }
        expect(() => JSON.parse(JSON.stringify(form))).not.toThrow();
        const result = validateForm(fs, values);
        expect(result.valid).toBe(Object.keys(result.errors).length === 0);
      }),
    );
  });

  it('sanitised text has no control characters other than the kept ones and no outer whitespace (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.boolean(), (text, multiline) => {
        const clean = sanitizeFormText(text, multiline);
        expect(clean).toBe(clean.trim());
        expect(/[\p{Cc}]/u.test(clean.replace(multiline ? /[\n\r\t]/g : /$^/g, ''))).toBe(false);
      }),
    );
  });
});
