import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHARACTER_LIMIT_MESSAGE,
  EMAIL_FIELD_ERROR,
  EMAIL_FORMAT_HINT,
  EMAIL_INVALID_MESSAGE,
  FORM_FIELD_TYPES,
  FORM_INVALID_MESSAGE,
  FORM_KEY_ERROR_MESSAGE,
  FORM_PARSE_ERROR_MESSAGE,
  FORM_PROCESSING_ERROR_MESSAGE,
  FORM_SCROLL_DOWN_MESSAGE,
  FORM_SCROLL_UP_MESSAGE,
  FORM_STATUS_MESSAGES,
  FORM_STRINGS,
  FORM_UNKNOWN_ERROR_MESSAGE,
  readFormFields,
  REQUIRED_MESSAGE,
  SAVING_LABEL,
  SUBMITTING_LABEL,
  characterCounter,
  fieldErrors,
  isValidEmail,
  submissionErrorMessage,
  validateField,
  validateForm,
  type FormField,
  type FormValue,
} from './forms.ts';

const field = (type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({ id: `f-${type}`, type, ...extra });

describe('shopper spec, validation rules Forms / error catalogue form messages: verbatim', () => {
  it('quotes every form message of the spec exactly', () => {
    expect(REQUIRED_MESSAGE).toBe('Required');
    expect(CHARACTER_LIMIT_MESSAGE).toBe('You have exceeded the character limit.');
    expect(EMAIL_INVALID_MESSAGE).toBe('Email is not valid.');
    expect(EMAIL_FIELD_ERROR).toBe(`Email is not valid. ${EMAIL_FORMAT_HINT}`);
    expect(EMAIL_FORMAT_HINT).toMatch(/@/);
    expect(FORM_INVALID_MESSAGE).toBe('One or more fields is invalid, please check your entries.');
    expect(FORM_STATUS_MESSAGES).toEqual({
      401: 'Unable to submit form. Please try again later.',
      404: 'This form has not been configured yet.',
      429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
      500: 'Unable to send form. Please try again later.',
    });
    expect(FORM_UNKNOWN_ERROR_MESSAGE).toBe('Unknown error, please try again later.');
    expect(FORM_PROCESSING_ERROR_MESSAGE).toBe('Error processing form submission. Please reload and try again.');
    expect(FORM_KEY_ERROR_MESSAGE).toBe('Could not get a form submission key, please try again later.');
    expect(FORM_PARSE_ERROR_MESSAGE).toBe('Could not parse the form fields, please check your entries.');
    expect(FORM_SCROLL_DOWN_MESSAGE).toBe('Your form has encountered a problem. Please scroll down to review.');
    expect(FORM_SCROLL_UP_MESSAGE).toBe('Your form has encountered a problem. Please scroll up to review.');
  });

  it('uses the ellipsis character in Submitting… and no ellipsis in Saving (states)', () => {
    expect(SUBMITTING_LABEL).toBe('Submitting\u2026');
    expect(SUBMITTING_LABEL).not.toContain('...');
    expect(SAVING_LABEL).toBe('Saving');
  });

  it('lists the nineteen field kinds of entities and rendering spec, entities', () => {
    expect([...FORM_FIELD_TYPES].sort()).toEqual(
      ['address', 'checkbox', 'currency', 'date', 'email', 'hidden', 'likert', 'name', 'number', 'password', 'phone',
        'radio', 'section', 'select', 'text', 'textarea', 'time', 'twitter', 'website'],
    );
  });
});

describe('shopper spec, validation rules Forms: email validity', () => {
  it('accepts local@domain.tld with a 2 to 4 character alphanumeric top-level domain', () => {
    expect(isValidEmail('ann@example.com')).toBe(true);
    expect(isValidEmail('a.b+c@mail.example.co.uk')).toBe(true);
    expect(isValidEmail('ann@example.io')).toBe(true);
    expect(isValidEmail('ann@example.info')).toBe(true);
    expect(isValidEmail('ann@example.m3')).toBe(true);
  });

  it('rejects a top-level domain of 1 or 5 characters or with punctuation', () => {
    expect(isValidEmail('ann@example.c')).toBe(false);
    expect(isValidEmail('ann@example.museu')).toBe(false);
    expect(isValidEmail('ann@example.c-m')).toBe(false);
  });

  it('rejects a missing local part, at sign, domain or dot, and inner spaces', () => {
    expect(isValidEmail('@example.com')).toBe(false);
    expect(isValidEmail('annexample.com')).toBe(false);
    expect(isValidEmail('ann@.com')).toBe(false);
    expect(isValidEmail('ann@examplecom')).toBe(false);
    expect(isValidEmail('an n@example.com')).toBe(false);
    expect(isValidEmail('ann@ex@ample.com')).toBe(false);
    expect(isValidEmail('')).toBe(false);
  });

  it('trims before checking', () => {
    expect(isValidEmail('  ann@example.com \n')).toBe(true);
  });

  it('allows 256 characters and refuses 257', () => {
    const at256 = `${'a'.repeat(256 - '@example.com'.length)}@example.com`;
    expect(at256).toHaveLength(256);
    expect(isValidEmail(at256)).toBe(true);
    expect(isValidEmail(`a${at256}`)).toBe(false);
    expect(isValidEmail(`  ${at256}  `)).toBe(true);
  });

  it('never throws and never accepts text without an at sign (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        const valid = isValidEmail(text);
        expect(typeof valid).toBe('boolean');
        if (valid) {
          const trimmed = text.trim();
          expect(trimmed.length).toBeGreaterThanOrEqual(3);
          expect(trimmed.length).toBeLessThanOrEqual(256);
          expect(trimmed.split('@')).toHaveLength(2);
        }
      }),
    );
  });

  it('accepts every well-formed address it is given (property)', () => {
    const part = fc.stringMatching(/^[a-z0-9._-]{1,20}$/);
    const tld = fc.stringMatching(/^[A-Za-z0-9]{2,4}$/);
    fc.assert(fc.property(part, part, tld, (local, domain, top) => {
      expect(isValidEmail(`${local}@${domain}.${top}`)).toBe(true);
    }));
  });
});

describe('shopper spec, validation rules Forms: field validation', () => {
  it('an empty required field of any visible kind gives Required', () => {
    for (const type of FORM_FIELD_TYPES) {
      if (type === 'hidden' || type === 'section') continue;
      expect(validateField(field(type, { required: true }), undefined), type).toBe(REQUIRED_MESSAGE);
      expect(validateField(field(type, { required: true }), ''), type).toBe(REQUIRED_MESSAGE);
    }
  });

  it('whitespace and control characters alone count as empty', () => {
    expect(validateField(field('text', { required: true }), '  \t\u0000 ')).toBe(REQUIRED_MESSAGE);
  });

  it('a required checkbox group with nothing checked gives Required; one checked passes', () => {
    const group = field('checkbox', { required: true, options: ['A', 'B'] });
    expect(validateField(group, [])).toBe(REQUIRED_MESSAGE);
    expect(validateField(group, ['A'])).toBeNull();
  });

  it('a required multi-part field is empty only when every part is', () => {
    expect(validateField(field('name', { required: true }), ['', ' '])).toBe(REQUIRED_MESSAGE);
    expect(validateField(field('name', { required: true }), ['Ann', ''])).toBeNull();
  });

  it('a required likert field needs at least one answer', () => {
    const likert = field('likert', { required: true, options: ['Service', 'Price'] });
    expect(validateField(likert, {})).toBe(REQUIRED_MESSAGE);
    expect(validateField(likert, { Service: '' })).toBe(REQUIRED_MESSAGE);
    expect(validateField(likert, { Service: 'Agree' })).toBeNull();
  });

  it('hidden and section fields are never invalid, even marked required', () => {
    expect(validateField(field('hidden', { required: true }), undefined)).toBeNull();
    expect(validateField(field('section', { required: true }), undefined)).toBeNull();
  });

  it('a textarea may hold exactly maxLength characters and not one more', () => {
    const area = field('textarea', { maxLength: 5 });
    expect(validateField(area, 'abcde')).toBeNull();
    expect(validateField(area, 'abcdef')).toBe(CHARACTER_LIMIT_MESSAGE);
    expect(validateField(area, '😀😀😀😀😀')).toBeNull();
  });

  it('an optional empty textarea passes; a required empty one is Required before the limit', () => {
    expect(validateField(field('textarea', { maxLength: 0 }), '')).toBeNull();
    expect(validateField(field('textarea', { maxLength: 3, required: true }), '')).toBe(REQUIRED_MESSAGE);
  });

  it('maxLength applies to textareas only', () => {
    expect(validateField(field('text', { maxLength: 2 }), 'abcdef')).toBeNull();
  });

  it('an email field shows the message and the hint; an optional empty email passes', () => {
    expect(validateField(field('email'), 'nope')).toBe(EMAIL_FIELD_ERROR);
    expect(validateField(field('email'), '')).toBeNull();
    expect(validateField(field('email'), '   ')).toBeNull();
    expect(validateField(field('email', { required: true }), '  ann@example.com ')).toBeNull();
  });

  it('other kinds are always valid client-side', () => {
    for (const type of ['number', 'website', 'currency', 'phone', 'date', 'twitter', 'password'] as const) {
      expect(validateField(field(type), 'not really a value')).toBeNull();
    }
  });
});

describe('shopper spec, validation rules Forms: validating the whole form', () => {
  const fields: FormField[] = [
    { id: 'name', type: 'name', required: true },
    { id: 'email', type: 'email', required: true },
    { id: 'message', type: 'textarea', maxLength: 10 },
    { id: 'intro', type: 'section' },
  ];

  it('collects each invalid field with its message and adds the overall message', () => {
    const result = validateForm(fields, { name: ['', ''], email: 'x@y', message: 'more than ten characters' });
    expect(result).toEqual({
      valid: false,
      errors: { name: REQUIRED_MESSAGE, email: EMAIL_FIELD_ERROR, message: CHARACTER_LIMIT_MESSAGE },
      message: FORM_INVALID_MESSAGE,
    });
  });

  it('is valid with no errors and no message when every field passes', () => {
    expect(validateForm(fields, { name: ['Ann', 'Lee'], email: 'ann@example.com' })).toEqual({ valid: true, errors: {}, message: null });
  });

  it('reads only own values, so a field named like a prototype member is still empty', () => {
    const result = validateForm([{ id: 'toString', type: 'text', required: true }], {});
    expect(result.errors).toEqual({ toString: REQUIRED_MESSAGE });
  });
});

describe('shopper spec, screens Forms: the character counter', () => {
  it("reads 'n / max' and is over only above max", () => {
    expect(characterCounter('', 10)).toEqual({ text: '0 / 10', over: false });
    expect(characterCounter('a'.repeat(10), 10)).toEqual({ text: '10 / 10', over: false });
    expect(characterCounter('a'.repeat(11), 10)).toEqual({ text: '11 / 10', over: true });
  });
});

describe('shopper spec, error catalogue Form submission errors', () => {
  it('maps 401, 404, 429 and 500 to the table', () => {
    expect(submissionErrorMessage(401, null)).toBe('Unable to submit form. Please try again later.');
    expect(submissionErrorMessage(404, {})).toBe('This form has not been configured yet.');
    expect(submissionErrorMessage(429, {})).toBe('Unable to submit form. Submission rate limit exceeded. Please try again later.');
    expect(submissionErrorMessage(500, { error: 'ignored' })).toBe('Unable to send form. Please try again later.');
  });

  it('a 400 with data.errors gives the overall message and the field errors', () => {
    const data = { errors: { email: 'Already subscribed.', name: 'Too short.' } };
    expect(submissionErrorMessage(400, data)).toBe(FORM_INVALID_MESSAGE);
    expect(fieldErrors(data)).toEqual({ email: 'Already subscribed.', name: 'Too short.' });
  });

  it('a 400 otherwise gives data.error, else the unknown-error text', () => {
    expect(submissionErrorMessage(400, { error: 'Bad key.' })).toBe('Bad key.');
    expect(submissionErrorMessage(400, { error: '' })).toBe(FORM_UNKNOWN_ERROR_MESSAGE);
    expect(submissionErrorMessage(400, { errors: {} })).toBe(FORM_UNKNOWN_ERROR_MESSAGE);
    expect(submissionErrorMessage(400, 'text')).toBe(FORM_UNKNOWN_ERROR_MESSAGE);
    expect(submissionErrorMessage(400, null)).toBe(FORM_UNKNOWN_ERROR_MESSAGE);
  });

  it('any other status gets the 500 text', () => {
    for (const status of [0, 403, 502, 503, 200]) {
      expect(submissionErrorMessage(status, {})).toBe('Unable to send form. Please try again later.');
    }
  });

  it('fieldErrors keeps only string messages and is empty for anything else', () => {
    expect(fieldErrors({ errors: { a: 'x', b: 3, c: '' } })).toEqual({ a: 'x' });
    expect(fieldErrors({ errors: ['x'] })).toEqual({});
    expect(fieldErrors(undefined)).toEqual({});
  });

  it('never throws and always answers a non-empty message and string field errors (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.anything(), (status, data) => {
        const message = submissionErrorMessage(status, data);
        expect(typeof message).toBe('string');
        expect(message.length).toBeGreaterThan(0);
        for (const value of Object.values(fieldErrors(data))) expect(typeof value).toBe('string');
      }),
    );
  });

  it('validateField never throws on arbitrary values (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORM_FIELD_TYPES), fc.boolean(), fc.anything(), (type, required, value) => {
        const message = validateField(field(type, { required, maxLength: 3 }), value as FormValue);
        expect(message === null || typeof message === 'string').toBe(true);
      }),
    );
  });
});

describe('shopper spec, validation rules Forms: the library\'s own wording', () => {
  it('words the required marker, the submit button and a time\'s half of the day as localized-string defaults', () => {
    expect(FORM_STRINGS.formRequiredMarkerText).toBe('(required)');
    expect(FORM_STRINGS.formSubmitText).toBe('Submit');
    expect([FORM_STRINGS.formTimePeriodText, FORM_STRINGS.formAmText, FORM_STRINGS.formPmText]).toEqual(['AM/PM', 'AM', 'PM']);
  });
});

describe('shopper spec, entities Form field kinds: reading a definition from the server', () => {
  it('keeps the fields with an id and a known kind, in order, and never throws', () => {
    const name = { id: 'n', type: 'name', label: 'Name' };
    const hidden = { id: 'h', type: 'hidden', key: 'ref' };
    expect(readFormFields([name, { id: 'x', type: 'signature' }, null, 'text', { type: 'text' }, { id: 3, type: 'text' }, hidden])).toEqual([name, hidden]);
    for (const hostile of [undefined, null, 'fields', 42, { length: 2 }]) expect(readFormFields(hostile)).toEqual([]);
  });
});
