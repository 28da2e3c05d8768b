/**
 * The Captcha area as an open component (ref, className, DOM props) and its wording in each state
 * (shopper spec, validation rules, error catalogue), given a captcha handle directly, so no provider script is involved.
 */
import { cleanup, render } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalizedStringsProvider } from '../../../hooks/shared/LocalizedStringsProvider.tsx';
import type { CaptchaHandle } from '../../../hooks/forms/useCaptcha.ts';
import { Captcha } from './Captcha.tsx';

function handle(overrides: Partial<CaptchaHandle> = {}): CaptchaHandle {
  return {
    status: 'ready',
    siteKey: 'captcha-site-key',
    unavailableReason: null,
    layout: 'normal',
    containerRef: vi.fn(),
    getResponse: () => null,
    execute: () => Promise.reject(new Error('not used')),
    reset: vi.fn(),
    ...overrides,
  };
}

afterEach(cleanup);

describe('Captcha area', () => {
  it("is a group named 'CAPTCHA' taking a ref, a class and DOM props, and hands its widget element to the captcha", () => {
    const ref = createRef<HTMLDivElement>();
    const captcha = handle({ layout: 'compact' });
    const { getByRole } = render(<Captcha captcha={captcha} ref={ref} className="site-captcha" id="restock-captcha" data-testid="area" />);
    const area = getByRole('group', { name: 'CAPTCHA' });
    expect(ref.current).toBe(area);
    expect(area.id).toBe('restock-captcha');
    expect(area.className).toMatch(/\bsite-captcha\b/);
    expect(area.className.split(' ').length).toBeGreaterThan(1);
    expect(area.dataset.testid).toBe('area');
    expect(area.dataset.state).toBe('ready');
    expect(area.dataset.layout).toBe('compact');
    expect(area.dataset.sitekey).toBe('captcha-site-key');
    const widget = area.querySelector('[data-part="widget"]');
    expect(captcha.containerRef).toHaveBeenCalledWith(widget);
    expect(widget?.childElementCount).toBe(0);
  });

  it('shows nothing without a site key (shopper spec, error catalogue)', () => {
    const { container } = render(<Captcha captcha={handle({ status: 'unavailable', siteKey: null, unavailableReason: 'no-site-key' })} />);
    expect(container.childElementCount).toBe(0);
  });

  it('says it is loading, without alarming anyone', () => {
    const { getByRole, queryByRole } = render(<Captcha captcha={handle({ status: 'loading' })} />);
    expect(getByRole('group', { name: 'CAPTCHA' })).toHaveTextContent('Loading the CAPTCHA…');
    expect(queryByRole('alert')).toBeNull();
  });

  it('alerts when the library is absent, when the provider fails and when the answer expired', () => {
    const cases = [
      [handle({ status: 'unavailable', unavailableReason: 'not-set-up' }), 'The CAPTCHA could not be loaded. Please reload the page and try again.'],
      [handle({ status: 'failed' }), 'The CAPTCHA could not be checked. Please try again.'],
      [handle({ status: 'expired' }), 'The CAPTCHA has expired. Please complete it again.'],
    ] as const;
    for (const [captcha, message] of cases) {
      const { getByRole, unmount } = render(<Captcha captcha={captcha} />);
      expect(getByRole('alert')).toHaveTextContent(message);
      expect(getByRole('group', { name: 'CAPTCHA' })).toHaveAccessibleDescription(message);
      unmount();
    }
  });

  it("shows the form's message, marked invalid, and says nothing once solved", () => {
    const { getByRole, rerender, queryByRole } = render(<Captcha captcha={handle()} error="Complete CAPTCHA before submitting." />);
    expect(getByRole('alert')).toHaveTextContent('Complete CAPTCHA before submitting.');
    expect(getByRole('group', { name: 'CAPTCHA' })).toHaveAttribute('data-invalid', 'true');
    rerender(<Captcha captcha={handle({ status: 'solved' })} />);
    expect(queryByRole('alert')).toBeNull();
    expect(getByRole('group', { name: 'CAPTCHA' })).not.toHaveAccessibleDescription();
  });

  it("speaks the site's words", () => {
    const { getByRole } = render(
      <LocalizedStringsProvider strings={{ captchaAreaLabel: 'Vérification', captchaFailedMessage: 'La vérification a échoué.' }}>
        <Captcha captcha={handle({ status: 'failed' })} />
      </LocalizedStringsProvider>,
    );
    expect(getByRole('group', { name: 'Vérification' })).toHaveTextContent('La vérification a échoué.');
  });
});
