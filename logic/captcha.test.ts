import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CAPTCHA_COMPACT_BELOW_PX, CAPTCHA_MESSAGES, captchaLayout, captchaRenderDecision } from './captcha.ts';

describe('shopper.md §5, §8 Captcha messages', () => {
  it('quotes both messages verbatim', () => {
    expect(CAPTCHA_MESSAGES.incomplete).toBe('Complete CAPTCHA before submitting.');
    expect(CAPTCHA_MESSAGES.notSetUp).toBe('ReCaptcha has not been set up!');
  });
});

describe('shopper.md §4, §9 Captcha layout', () => {
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

describe('rendering.md §4, §5 Captcha rendering', () => {
  it('renders a new container once there is a site key', () => {
    expect(captchaRenderDecision({ siteKey: 'k', containerId: 'a', rendered: new Set() })).toBe('render');
  });

  it('skips a container already rendered', () => {
    expect(captchaRenderDecision({ siteKey: 'k', containerId: 'a', rendered: new Set(['a']) })).toBe('already-rendered');
  });

  it('renders nothing without a site key', () => {
    for (const siteKey of [undefined, null, '', '  ']) {
      expect(captchaRenderDecision({ siteKey, containerId: 'a', rendered: new Set() })).toBe('no-site-key');
    }
  });
});
