import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CAPTCHA_MESSAGES } from './captcha.ts';
import {
  FORM_INVALID_MESSAGE,
  FORM_KEY_ERROR_MESSAGE,
  FORM_PARSE_ERROR_MESSAGE,
  FORM_PROCESSING_ERROR_MESSAGE,
  FORM_STATUS_MESSAGES,
  REQUIRED_MESSAGE,
} from './forms.ts';
import {
  canSubmit,
  formSubmissionReducer,
  formSubmitLabel,
  initialFormSubmissionState,
  isSubmitting,
  type FormSubmissionEvent,
  type FormSubmissionState,
} from './formSubmission.ts';

const run = (state: FormSubmissionState, ...events: FormSubmissionEvent[]) => events.reduce(formSubmissionReducer, state);

const typed = run(initialFormSubmissionState(), { type: 'edit', fieldId: 'email', value: 'ann@example.com' });

describe('shopper spec, states Form submission: the happy path', () => {
  it('locks the form and reads Submitting… from submit until the post answers', () => {
    const submitted = run(typed, { type: 'submit' });
    expect(submitted.phase).toBe('validating');
    expect(submitted.locked).toBe(true);
    expect(formSubmitLabel(submitted, 'Send')).toBe('Submitting…');
    expect(formSubmitLabel(typed, 'Send')).toBe('Send');
  });

  it('reads Saving in an editing context', () => {
    const editing = run(initialFormSubmissionState({ editing: true }), { type: 'submit' });
    expect(formSubmitLabel(editing, 'Save')).toBe('Saving');
  });

  it('goes validating → fetching key → posting → succeeded without a captcha, keeping the key', () => {
    const fetching = run(typed, { type: 'submit' }, { type: 'validated', errors: {} });
    expect(fetching.phase).toBe('fetchingKey');
    const posting = run(fetching, { type: 'keyReceived', key: 'k1' });
    expect(posting).toMatchObject({ phase: 'posting', key: 'k1', locked: true });
    const done = run(posting, { type: 'posted' });
    expect(done).toMatchObject({ phase: 'succeeded', outcome: { kind: 'submissionText' }, values: { email: 'ann@example.com' } });
    expect(isSubmitting(done)).toBe(false);
  });

  it('redirects to the configured success URL', () => {
    const state = run(
      initialFormSubmissionState({ successRedirectUrl: ' /thanks ' }),
      { type: 'submit' }, { type: 'validated', errors: {} }, { type: 'keyReceived', key: 'k' }, { type: 'posted' },
    );
    expect(state.outcome).toEqual({ kind: 'redirect', url: '/thanks' });
  });

  it('checks the captcha after validation and carries its key', () => {
    const withCaptcha = initialFormSubmissionState({ captcha: true });
    const atCaptcha = run(withCaptcha, { type: 'submit' }, { type: 'validated', errors: {} });
    expect(atCaptcha.phase).toBe('captcha');
    expect(run(atCaptcha, { type: 'captchaChecked', token: 'tok' })).toMatchObject({ phase: 'fetchingKey', captchaKey: 'tok' });
  });
});

describe('shopper spec, states Form submission: stopping and failing', () => {
  it('stops on invalid fields: errors shown, overall message, form unlocked, values kept', () => {
    const state = run(typed, { type: 'submit' }, { type: 'validated', errors: { name: REQUIRED_MESSAGE } });
    expect(state).toMatchObject({
      phase: 'failed', failure: 'invalid', message: FORM_INVALID_MESSAGE, fieldErrors: { name: REQUIRED_MESSAGE },
      locked: false, values: { email: 'ann@example.com' }, captchaResets: 0,
    });
    expect(canSubmit(state)).toBe(true);
  });

  it('stops on an incomplete captcha with the captcha message', () => {
    for (const token of [null, '']) {
      const state = run(initialFormSubmissionState({ captcha: true }), { type: 'submit' }, { type: 'validated', errors: {} }, { type: 'captchaChecked', token });
      expect(state).toMatchObject({ phase: 'failed', failure: 'captcha', message: CAPTCHA_MESSAGES.incomplete, locked: false });
    }
  });

  it('on a post failure shows the error catalogue message and field errors, resets the captcha and unlocks', () => {
    const posting = run(
      initialFormSubmissionState({ captcha: true }, { email: 'ann@example.com' }),
      { type: 'submit' }, { type: 'validated', errors: {} }, { type: 'captchaChecked', token: 't' }, { type: 'keyReceived', key: 'k' },
    );
    const state = run(posting, { type: 'postFailed', status: 400, data: { errors: { email: 'Taken.' } } });
    expect(state).toMatchObject({
      phase: 'failed', failure: 'server', message: FORM_INVALID_MESSAGE, fieldErrors: { email: 'Taken.' },
      captchaResets: 1, locked: false, submitDisabled: false, key: null, captchaKey: null, values: { email: 'ann@example.com' },
    });
    expect(run(posting, { type: 'postFailed', status: 429, data: null }).message).toBe(FORM_STATUS_MESSAGES[429]);
  });

  it('disables submit after a failure when bound to a captcha, until the captcha is completed again', () => {
    const state = run(
      initialFormSubmissionState({ captcha: true, captchaBound: true }),
      { type: 'submit' }, { type: 'validated', errors: {} }, { type: 'captchaChecked', token: 't' }, { type: 'keyFailed' },
    );
    expect(state).toMatchObject({ phase: 'failed', message: FORM_KEY_ERROR_MESSAGE, submitDisabled: true, captchaResets: 1 });
    expect(canSubmit(state)).toBe(false);
    expect(run(state, { type: 'submit' })).toBe(state);
    const again = run(state, { type: 'captchaCompleted' });
    expect(canSubmit(again)).toBe(true);
  });

  it('does not reset a captcha the form does not have', () => {
    const state = run(typed, { type: 'submit' }, { type: 'validated', errors: {} }, { type: 'keyFailed' });
    expect(state).toMatchObject({ captchaResets: 0, submitDisabled: false });
  });

  it('maps processing failures to the parse and processing messages', () => {
    const fetching = run(typed, { type: 'submit' }, { type: 'validated', errors: {} });
    expect(run(fetching, { type: 'processingFailed', reason: 'parse' }).message).toBe(FORM_PARSE_ERROR_MESSAGE);
    expect(run(fetching, { type: 'keyReceived', key: 'k' }, { type: 'processingFailed', reason: 'unexpected' }).message)
      .toBe(FORM_PROCESSING_ERROR_MESSAGE);
  });

  it('a new submit after a failure clears the old errors but keeps the values', () => {
    const failedOnce = run(typed, { type: 'submit' }, { type: 'validated', errors: { name: REQUIRED_MESSAGE } });
    const edited = run(failedOnce, { type: 'edit', fieldId: 'name', value: ['Ann', 'Lee'] });
    expect(edited.phase).toBe('failed');
    const resubmitted = run(edited, { type: 'submit' });
    expect(resubmitted).toMatchObject({ phase: 'validating', fieldErrors: {}, message: null, failure: null });
    expect(resubmitted.values).toEqual({ email: 'ann@example.com', name: ['Ann', 'Lee'] });
  });
});

describe('shopper spec, states Form submission: illegal transitions are ignored', () => {
  it('returns the same state for events out of order', () => {
    expect(run(typed, { type: 'posted' })).toBe(typed);
    expect(run(typed, { type: 'keyReceived', key: 'k' })).toBe(typed);
    expect(run(typed, { type: 'validated', errors: {} })).toBe(typed);
    expect(run(typed, { type: 'captchaChecked', token: 't' })).toBe(typed);
    expect(run(typed, { type: 'captchaCompleted' })).toBe(typed);
    const validating = run(typed, { type: 'submit' });
    expect(run(validating, { type: 'submit' })).toBe(validating);
    expect(run(validating, { type: 'edit', fieldId: 'email', value: 'x' })).toBe(validating);
    const done = run(validating, { type: 'validated', errors: {} }, { type: 'keyReceived', key: 'k' }, { type: 'posted' });
    expect(run(done, { type: 'postFailed', status: 500, data: null })).toBe(done);
    expect(run(done, { type: 'submit' })).toBe(done);
  });

  const event: fc.Arbitrary<FormSubmissionEvent> = fc.oneof(
    fc.record({ type: fc.constant('edit' as const), fieldId: fc.constantFrom('a', 'b'), value: fc.string() }),
    fc.constant({ type: 'submit' as const }),
    fc.record({ type: fc.constant('validationFailed' as const), status: fc.integer({ min: 0, max: 599 }), data: fc.anything() }),
    fc.record({ type: fc.constant('validated' as const), errors: fc.dictionary(fc.constantFrom('a', 'b'), fc.string({ minLength: 1 })) }),
    fc.record({ type: fc.constant('captchaChecked' as const), token: fc.option(fc.string()) }),
    fc.constant({ type: 'captchaCompleted' as const }),
    fc.record({ type: fc.constant('keyReceived' as const), key: fc.string() }),
    fc.constant({ type: 'keyFailed' as const }),
    fc.constant({ type: 'posted' as const }),
    fc.record({ type: fc.constant('postFailed' as const), status: fc.integer({ min: 0, max: 599 }), data: fc.anything() }),
    fc.record({ type: fc.constant('processingFailed' as const), reason: fc.constantFrom('parse' as const, 'unexpected' as const) }),
  );

  it('never throws, never loses a typed value, and is locked exactly while in flight (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.array(event, { maxLength: 30 }), (captcha, captchaBound, events) => {
        let state = initialFormSubmissionState({ captcha, captchaBound });
        const typedValues: Record<string, unknown> = {};
        for (const e of events) {
          const before = state;
          state = formSubmissionReducer(state, e);
          if (e.type === 'edit' && state !== before) typedValues[e.fieldId] = e.value;
          expect(state.values).toEqual(typedValues);
          if (state.phase !== 'succeeded') expect(state.locked).toBe(isSubmitting(state));
          if (state.phase === 'failed') expect(state.message).not.toBeNull();
          if (state.submitDisabled) expect(captcha && captchaBound).toBe(true);
        }
      }),
    );
  });
});

describe('shopper spec, states step 2 and error catalogue: server validation and the config a submission starts with', () => {
  it("stops on the server's validation before the captcha: the status table's message, field errors, captcha untouched", () => {
    const validating = run(initialFormSubmissionState({ captcha: true, captchaBound: true }), { type: 'submit' });
    const refused = run(validating, { type: 'validationFailed', status: 400, data: { errors: { email: 'Taken.' } } });
    expect(refused).toMatchObject({
      phase: 'failed', failure: 'server', message: FORM_INVALID_MESSAGE, fieldErrors: { email: 'Taken.' },
      locked: false, captchaResets: 0, submitDisabled: false,
    });
    expect(run(validating, { type: 'validationFailed', status: 404, data: {} }).message).toBe('This form has not been configured yet.');
    expect(run(validating, { type: 'validationFailed', status: 400, data: {} }).message).toBe('Unknown error, please try again later.');
  });

  it('ignores a server validation failure outside validation', () => {
    expect(run(typed, { type: 'validationFailed', status: 500, data: null })).toBe(typed);
  });

  it('takes the config given with submit for this submission', () => {
    const state = run(typed, { type: 'submit', config: { editing: true, captcha: true } }, { type: 'validated', errors: {} });
    expect(state.phase).toBe('captcha');
    expect(formSubmitLabel(run(typed, { type: 'submit', config: { editing: true } }), 'Send')).toBe('Saving');
    expect(run(typed, { type: 'submit' }).config).toEqual(typed.config);
  });
});
