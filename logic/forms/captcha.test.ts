import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CAPTCHA_COMPACT_BELOW_PX,
  CAPTCHA_MESSAGES,
  CAPTCHA_SCRIPT_URL,
  CAPTCHA_STRINGS,
  captchaLayout,
  captchaNotice,
  captchaRenderDecision,
  captchaScriptUrl,
  hasCaptchaSiteKey,
} from './captcha.ts';
import { DEFAULT_LOCALIZED_STRINGS } from '../shared/strings.ts';

describe('shopper spec, validation rules, error catalogue Captcha messages', () => {
  it('quotes both messages verbatim', () => {
    expect(CAPTCHA_MESSAGES.incomplete).toBe('Complete CAPTCHA before submitting.');
    expect(CAPTCHA_MESSAGES.notSetUp).toBe('ReCaptcha has not been set up!');
  });
});

describe('shopper spec, states, constants and limits Captcha layout', () => {
  it('is compact under 320 px and normal from 320 px', () => {
    expect(CAPTCHA_COMPACT_BELOW_PX).toBe(320);
    expect(captchaLayout(0)).toBe('compact');
    expect(captchaLayout(319)).toBe('compact');
    expect(captchaLayout(319.5)).toBe('compact');
    expect(captchaLayout(320)).toBe('normal');
    expect(captchaLayout(321)).toBe('normal');
  });

  it('is one of the two layouts for any number (property)', () => {
    fc.assert(fc.property(fc.double(), (width) => {
      expect(['compact', 'normal']).toContain(captchaLayout(width));
    }));
  });
});

describe('rendering spec, states, validation rules Captcha rendering', () => {
  it('renders a new container once there is a site key', () => {
    expect(captchaRenderDecision({ siteKey: 'k', containerId: 'a', rendered: new Set() })).toBe('render');
  });

  it('skips a container already rendered', () => {
    expect(captchaRenderDecision({ siteKey: 'k', containerId: 'a', rendered: new Set(['a']) })).toBe('already-rendered');
  });

  it('has a site key only when it is a non-blank string', () => {
    expect(hasCaptchaSiteKey('captcha-site-key')).toBe(true);
    for (const siteKey of [undefined, null, '', '  ', 42, {}]) expect(hasCaptchaSiteKey(siteKey)).toBe(false);
  });

  it('renders nothing without a site key', () => {
    for (const siteKey of [undefined, null, '', '  ']) {
      expect(captchaRenderDecision({ siteKey, containerId: 'a', rendered: new Set() })).toBe('no-site-key');
    }
  });
});

describe('shopper spec, states Captcha: the library is loaded in explicit mode (reCAPTCHA v2 api.js)', () => {
  it("is reCAPTCHA's documented script address", () => {
    expect(CAPTCHA_SCRIPT_URL).toBe('https://www.google.com/recaptcha/api.js');
  });

  it('names the onload callback and asks for explicit rendering', () => {
    expect(captchaScriptUrl(CAPTCHA_SCRIPT_URL, 'loaded1')).toBe('https://www.google.com/recaptcha/api.js?onload=loaded1&render=explicit');
  });

  it('keeps the query of the given address and replaces its own parameters', () => {
    expect(captchaScriptUrl('https://example.test/api.js?hl=fr&render=auto', 'cb')).toBe('https://example.test/api.js?hl=fr&render=explicit&onload=cb');
  });

  it('appends the parameters to a relative address', () => {
    expect(captchaScriptUrl('/captcha/api.js', 'cb')).toBe('/captcha/api.js?onload=cb&render=explicit');
    expect(captchaScriptUrl('/captcha/api.js?x=1', 'cb')).toBe('/captcha/api.js?x=1&onload=cb&render=explicit');
  });

  it('never throws, whatever it is given (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (base, callback) => {
        expect(captchaScriptUrl(base as string, callback as string)).toContain('render=explicit');
      }),
    );
  });
});

describe('shopper spec, validation rules, error catalogue What the captcha area tells the visitor', () => {
  it('is a localized string: the incomplete message verbatim, and the library wording', () => {
    expect(DEFAULT_LOCALIZED_STRINGS.captchaIncompleteMessage).toBe('Complete CAPTCHA before submitting.');
    expect(DEFAULT_LOCALIZED_STRINGS).toMatchObject(CAPTCHA_STRINGS);
  });

  it('says it is loading, then nothing while it can be solved or once solved', () => {
    expect(captchaNotice('loading', null)).toEqual({ text: 'Loading the CAPTCHA…', tone: 'info' });
    for (const status of ['idle', 'ready', 'solved'] as const) expect(captchaNotice(status, null)).toBeNull();
  });

  it('tells the visitor when the library is absent, but shows nothing without a site key (error catalogue)', () => {
    expect(captchaNotice('unavailable', 'not-set-up')).toEqual({
      text: 'The CAPTCHA could not be loaded. Please reload the page and try again.',
      tone: 'error',
    });
    expect(captchaNotice('unavailable', 'no-site-key')).toBeNull();
  });

  it("words the provider's error and an expired answer as problems", () => {
    expect(captchaNotice('failed', null)).toEqual({ text: 'The CAPTCHA could not be checked. Please try again.', tone: 'error' });
    expect(captchaNotice('expired', null)).toEqual({ text: 'The CAPTCHA has expired. Please complete it again.', tone: 'error' });
  });

  it("uses the site's wording", () => {
    const strings = { ...CAPTCHA_STRINGS, captchaFailedMessage: 'Le CAPTCHA a échoué.' };
    expect(captchaNotice('failed', null, strings)?.text).toBe('Le CAPTCHA a échoué.');
  });
});
