import { describe, expect, it } from 'vitest';
import { FORM_SUCCESS_EVENT, NEWSLETTER_SUBMISSION_EVENT, newsletterSubmissionData, runsPostSubmitScript, submissionPayload } from './formSubmit.ts';

describe('shopper spec, entities Form submission payload', () => {
  const page = { pageTitle: 'Contact', pageId: 'p1', contentSource: 'c' as const, pagePath: '/contact', pagePermissionTypeValue: 1 };

  it('adds the key, the form as a JSON string, the captcha key and the page fields', () => {
    const payload = submissionPayload({ key: 'k1', form: { email: 'ann@example.com' }, page, captchaKey: 'cap' });
    expect(payload).toEqual({ key: 'k1', form: '{"email":"ann@example.com"}', captchaKey: 'cap', ...page });
  });

  it('leaves out captchaKey when there is none', () => {
    expect(submissionPayload({ key: 'k1', form: {}, page })).not.toHaveProperty('captchaKey');
    expect(submissionPayload({ key: 'k1', form: {}, page, captchaKey: null })).not.toHaveProperty('captchaKey');
  });
});

describe('shopper spec, states step 5 Form submission: success event, newsletter tracking, post-submit scripts', () => {
  it('names the success event and the tracked newsletter submission', () => {
    expect(FORM_SUCCESS_EVENT).toBe('vitrine:form-success');
    expect(NEWSLETTER_SUBMISSION_EVENT).toBe('NewsletterSubmission');
    expect(newsletterSubmissionData('form-newsletter')).toEqual({ formId: 'form-newsletter' });
    expect(newsletterSubmissionData(42 as unknown as string)).toEqual({ formId: '' });
  });

  it('runs inline scripts of the post-submit HTML and never loads a script from a src', () => {
    expect(runsPostSubmitScript({})).toBe(true);
    expect(runsPostSubmitScript({ type: 'text/javascript', src: '' })).toBe(true);
    expect(runsPostSubmitScript({ type: ' Module ' })).toBe(true);
    expect(runsPostSubmitScript({ src: 'https://evil.example/x.js' })).toBe(false);
    expect(runsPostSubmitScript({ src: '/own.js' })).toBe(false);
    expect(runsPostSubmitScript({ type: 'application/ld+json' })).toBe(false);
    expect(runsPostSubmitScript(null as unknown as { src?: string })).toBe(false);
  });
});
