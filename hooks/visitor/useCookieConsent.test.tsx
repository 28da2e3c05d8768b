// @vitest-environment jsdom
/** Cookie consent and the census cookies (shopper spec, entities, states, constants and limits) on jsdom's real document.cookie. */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetPageState } from '../shared/pageState.ts';
import { createCookieJar } from './cookieJar.ts';
import { useCensusVisitor } from './useCensusVisitor.ts';
import { CookieConsentProvider, useCookieConsent, type CookieConsentPolicy } from './useCookieConsent.ts';

const CENSUS = ['ss_cvr', 'ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvt'];
const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);

function cookies(): Record<string, string> {
  return Object.fromEntries(document.cookie.split('; ').filter(Boolean).map((pair) => pair.split('=') as [string, string]));
}

function setCookies(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) document.cookie = `${name}=${value}; Path=/`;
}

function withCensusCookies(extra: Record<string, string> = {}): void {
  setCookies({ ss_cvr: `77|${NOW - 1000}|${NOW - 1000}|${NOW - 1000}|1`, ss_cid: '77', ss_cpvisit: '1', ss_cvisit: '2', ss_cvt: String(NOW - 1000), ...extra });
}

function wrapper(policy: CookieConsentPolicy) {
  return ({ children }: { children: ReactNode }) => <CookieConsentProvider {...policy}>{children}</CookieConsentProvider>;
}

afterEach(() => {
  for (const name of Object.keys(cookies())) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('shopper spec, states the cookie banner writes ss_cookieAllowed', () => {
  it('opens on a first visit, and accepting writes true and closes it', () => {
    const { result } = renderHook(() => useCookieConsent(), { wrapper: wrapper({}) });
    expect(result.current.allowed).toBeNull();
    expect(result.current.bannerOpen).toBe(true);
    act(() => result.current.accept());
    expect(cookies().ss_cookieAllowed).toBe('true');
    expect(result.current.allowed).toBe(true);
    expect(result.current.bannerOpen).toBe(false);
  });

  it('stays closed once answered, opens again on request and takes a new answer', () => {
    setCookies({ ss_cookieAllowed: 'true' });
    const { result } = renderHook(() => useCookieConsent(), { wrapper: wrapper({}) });
    expect(result.current.bannerOpen).toBe(false);
    const button = document.createElement('button');
    act(() => result.current.openBanner(button));
    expect(result.current.bannerOpen).toBe(true);
    expect(result.current.returnFocusTo).toBe(button);
    act(() => result.current.decline());
    expect(cookies().ss_cookieAllowed).toBe('false');
    expect(result.current.bannerOpen).toBe(false);
  });

  it('asks again when the allowed cookie holds something unreadable', () => {
    setCookies({ ss_cookieAllowed: '%E0%A4%A' });
    const { result } = renderHook(() => useCookieConsent(), { wrapper: wrapper({}) });
    expect(result.current.allowed).toBeNull();
    expect(result.current.bannerOpen).toBe(true);
  });

  it('never shows with the banner off', () => {
    const { result } = renderHook(() => useCookieConsent(), { wrapper: wrapper({ bannerEnabled: false }) });
    expect(result.current.bannerOpen).toBe(false);
  });
});

describe('shopper spec, states census cookies are cleared when a restrictive cookie policy applies', () => {
  const cases: Array<[string, CookieConsentPolicy, string | undefined, boolean]> = [
    ['not restrictive, not answered', {}, undefined, false],
    ['not restrictive, declined', {}, 'false', false],
    ['restrictive, accepted', { restrictive: true }, 'true', false],
    ['restrictive, not answered', { restrictive: true }, undefined, true],
    ['restrictive, declined', { restrictive: true }, 'false', true],
    ['restrictive and absolute, accepted', { restrictive: true, absolute: true }, 'true', true],
    ['restrictive with the banner off, accepted', { restrictive: true, bannerEnabled: false }, 'true', true],
    ['cloneable, not restrictive, accepted', { cloneable: true }, 'true', true],
  ];
  it.each(cases)('%s: cleared %s', (_name, policy, allowed, cleared) => {
    withCensusCookies(allowed === undefined ? {} : { ss_cookieAllowed: allowed });
    const { result } = renderHook(() => useCookieConsent(), { wrapper: wrapper(policy) });
    expect(result.current.censusCookiesCleared).toBe(cleared);
    const left = CENSUS.filter((name) => name in cookies());
    expect(left).toEqual(cleared ? [] : CENSUS);
  });

  it('clears them again when the visitor declines under a restrictive policy', () => {
    withCensusCookies({ ss_cookieAllowed: 'true' });
    const { result } = renderHook(() => useCookieConsent(), { wrapper: wrapper({ restrictive: true }) });
    expect(CENSUS.filter((name) => name in cookies())).toEqual(CENSUS);
    act(() => result.current.openBanner());
    act(() => result.current.decline());
    expect(CENSUS.filter((name) => name in cookies())).toEqual([]);
    expect(result.current.censusCookiesCleared).toBe(true);
  });
});

describe('shopper spec, entities the visitor record, session timestamp and analytics cookie (useCensusVisitor)', () => {
  const options = { now: () => NOW, newId: () => '31337' };

  it('writes a first visit into the three cookies', () => {
    const { result } = renderHook(() => useCensusVisitor(options), { wrapper: wrapper({}) });
    expect(result.current.newVisit).toBe(true);
    expect(cookies()).toMatchObject({ ss_cvr: `31337|${NOW}|${NOW}|${NOW}|1`, ss_cvt: String(NOW), ss_cid: '31337' });
  });

  it('replaces an invalid record without throwing', () => {
    setCookies({ ss_cvr: 'not|a|record', ss_cvt: 'later' });
    const { result } = renderHook(() => useCensusVisitor(options), { wrapper: wrapper({}) });
    expect(result.current.record?.visitCount).toBe(1);
    expect(cookies().ss_cvr).toBe(`31337|${NOW}|${NOW}|${NOW}|1`);
  });

  it('writes nothing while the census cookies must be cleared, and counts the page view once the visitor accepts', () => {
    const { result } = renderHook(() => ({ consent: useCookieConsent(), visitor: useCensusVisitor(options) }), { wrapper: wrapper({ restrictive: true }) });
    expect(result.current.visitor.record).toBeNull();
    expect(CENSUS.filter((name) => name in cookies())).toEqual([]);
    act(() => result.current.consent.accept());
    expect(result.current.visitor.record?.id).toBe('31337');
    expect(cookies().ss_cvr).toBe(`31337|${NOW}|${NOW}|${NOW}|1`);
  });

  it('survives a jar that throws', () => {
    const jar = createCookieJar({
      get cookie(): string {
        throw new DOMException('sandboxed', 'SecurityError');
      },
      set cookie(_value: string) {
        throw new DOMException('sandboxed', 'SecurityError');
      },
    });
    const { result } = renderHook(() => useCensusVisitor({ ...options, jar }));
    expect(result.current.newVisit).toBe(true);
    expect(jar.all()).toEqual({});
    expect(jar.set('ss_cvt', '1', 1000)).toBe(false);
  });
});

describe('the page store of a page with no provider', () => {
  it('keeps the answer for the page, and starts afresh from the cookies once the page state is forgotten', () => {
    const first = renderHook(() => useCookieConsent());
    act(() => first.result.current.accept());
    first.unmount();
    for (const name of Object.keys(cookies())) document.cookie = `${name}=; Max-Age=0; Path=/`;
    // The same page: the store still holds the answer it was given, whatever the cookies say now.
    const again = renderHook(() => useCookieConsent());
    expect(again.result.current.allowed).toBe(true);
    again.unmount();
    forgetPageState();
    const fresh = renderHook(() => useCookieConsent());
    expect(fresh.result.current.allowed).toBeNull();
    expect(fresh.result.current.bannerOpen).toBe(true);
  });
});
