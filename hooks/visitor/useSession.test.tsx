// @vitest-environment jsdom
/** The member session (shopper spec, entities Site user session, roles, calls) against the mock backend. */
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { failureOf, testClient, TEST_ORIGIN } from '../../api/testing.ts';
import { db } from '../../mocks/db.ts';
import { memberAccount } from '../../mocks/fixtures/shop.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { startMockBackend } from '../../mocks/testing.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { SessionProvider, useOptionalSession, useSession, type SessionProviderProps } from './useSession.tsx';

const server = await startMockBackend();

function wrapperOf(props: Omit<SessionProviderProps, 'children'> = {}, client = testClient()) {
  return ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={client}>
      <SessionProvider {...props}>{children}</SessionProvider>
    </ApiClientProvider>
  );
}

const ada = { email: memberAccount.email, password: memberAccount.password, rememberMe: true };

describe('shopper spec, roles visitors are authenticated or not, read from the user-info cookie', () => {
  it('reads a signed-in member from the cookie', () => {
    const { result } = renderHook(() => useSession(), { wrapper: wrapperOf({ userInfoCookie: '{"authenticated":true,"siteUserId":"member-ada"}' }) });
    expect(result.current.authenticated).toBe(true);
    expect(result.current.siteUserId).toBe('member-ada');
  });

  it('reads a malformed or absent cookie as signed out, never throwing', () => {
    for (const cookie of ['{not json', '%E0%A4%A', '[1,2]', '', null]) {
      const { result } = renderHook(() => useSession(), { wrapper: wrapperOf({ userInfoCookie: cookie }) });
      expect(result.current).toMatchObject({ authenticated: false, siteUserId: null });
    }
  });

  it('reads any cookie text, however hostile, as a member state without throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant('{"authenticated":true,"siteUserId":{"toString":1}}')), (cookie) => {
        const { result, unmount } = renderHook(() => useSession(), { wrapper: wrapperOf({ userInfoCookie: cookie }) });
        const { authenticated, siteUserId } = result.current;
        unmount();
        return typeof authenticated === 'boolean' && (siteUserId === null || typeof siteUserId === 'string');
      }),
      { numRuns: 50 },
    );
  });

  it("reads the page's own cookie by default", () => {
    document.cookie = `SiteUserInfo=${encodeURIComponent('{"authenticated":true,"siteUserId":"u7"}')}`;
    try {
      const { result } = renderHook(() => useSession(), { wrapper: wrapperOf() });
      expect(result.current).toMatchObject({ authenticated: true, siteUserId: 'u7' });
    } finally {
      document.cookie = 'SiteUserInfo=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });

  it('works without a provider (useOptionalSession says there is none)', () => {
    const { result } = renderHook(() => ({ session: useSession(), optional: useOptionalSession() }));
    expect(result.current.session.authenticated).toBe(false);
    expect(result.current.optional).toBeNull();
  });
});

describe('shopper spec, calls POST /api/site-users/account/session', () => {
  it('signs in, shares the member with every consumer, and sends the xsrfToken on later calls', async () => {
    const seen: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE') seen.push(request.headers.get('x-xsrf-token'));
    });
    const { result } = renderHook(() => ({ a: useSession(), b: useSession() }), { wrapper: wrapperOf() });
    await act(async () => {
      await result.current.a.signIn(ada);
    });
    expect(result.current.b).toMatchObject({ authenticated: true, siteUserId: 'member-ada', email: 'ada@example.com', pending: null });
    const token = db.session?.xsrfToken;
    expect(token).toMatch(/^xsrf/);
    await act(async () => {
      await result.current.b.signOut();
    });
    server.events.removeAllListeners();
    expect(seen).toEqual([token]);
    expect(result.current.a).toMatchObject({ authenticated: false, siteUserId: null, email: null });
    expect(db.session).toBeNull();
  });

  it('rejects with the 401 and stays signed out on a wrong password', async () => {
    const { result } = renderHook(() => useSession(), { wrapper: wrapperOf() });
    let status = 0;
    await act(async () => {
      status = (await failureOf(result.current.signIn({ ...ada, password: 'wrong' }))).status;
    });
    expect(status).toBe(401);
    expect(result.current).toMatchObject({ authenticated: false, pending: null });
  });

  it('is pending while the call is on its way', async () => {
    const { result } = renderHook(() => useSession(), { wrapper: wrapperOf() });
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.signIn(ada);
    });
    expect(result.current.pending).toBe('sign-in');
    await act(async () => {
      await done;
    });
    expect(result.current.pending).toBeNull();
  });
});

describe('shopper spec, calls DELETE /api/site-users/account/session?cloneCart, repeated once on crumbFail', () => {
  it('sends cloneCart and repeats a crumb failure once', async () => {
    const queries: string[] = [];
    let first = true;
    server.use(
      http.delete('*/api/site-users/account/session', ({ request }) => {
        queries.push(new URL(request.url).search);
        if (!first) return undefined;
        first = false;
        return HttpResponse.json({ crumbFail: true }, { status: 401 });
      }),
    );
    const { result } = renderHook(() => useSession(), { wrapper: wrapperOf({ userInfoCookie: '{"authenticated":true,"siteUserId":"member-ada"}' }) });
    await act(async () => {
      await result.current.signOut({ cloneCart: true });
    });
    expect(queries).toEqual(['?cloneCart=true', '?cloneCart=true']);
    expect(result.current.authenticated).toBe(false);
  });

  it('rejects and stays signed in when the repeat fails too', async () => {
    server.use(...scenario('session-expired'));
    const { result } = renderHook(() => useSession(), { wrapper: wrapperOf({ userInfoCookie: '{"authenticated":true,"siteUserId":"member-ada"}' }) });
    await act(async () => {
      await failureOf(result.current.signOut());
    });
    expect(result.current).toMatchObject({ authenticated: true, pending: null });
  });
});

describe('shopper spec, calls POST /api/site-users/account/locale, when the site language is not custom-coded', () => {
  it('sends the site language after a sign-in', async () => {
    const { result } = renderHook(() => useSession(), { wrapper: wrapperOf({ siteLanguage: 'fr-FR' }) });
    await act(async () => {
      await result.current.signIn(ada);
    });
    await waitFor(() => expect(db.memberLocale).toBe('fr-FR'));
  });

  it('sends nothing for a custom-coded language', async () => {
    const posted: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/locale')) posted.push(request.url);
    });
    const { result } = renderHook(() => useSession(), { wrapper: wrapperOf({ siteLanguage: 'x-klingon' }) });
    let sent = true;
    await act(async () => {
      await result.current.signIn(ada);
      sent = await result.current.setLocale('en-x-pirate');
    });
    server.events.removeAllListeners();
    expect(sent).toBe(false);
    expect(posted).toEqual([]);
    expect(db.memberLocale).toBeNull();
  });

  it('keeps the member signed in when the locale call fails', async () => {
    let refused!: () => void;
    const localeRefused = new Promise<void>((resolve) => {
      refused = resolve;
    });
    server.use(
      http.post('*/api/site-users/account/locale', () => {
        refused();
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const client = createApiClient({ fetch: (input, init) => fetch(input, init), baseUrl: TEST_ORIGIN, getCookie: () => undefined });
    const { result } = renderHook(() => useSession(), { wrapper: wrapperOf({ siteLanguage: 'de-DE' }, client) });
    await act(async () => {
      await result.current.signIn(ada);
      await localeRefused;
    });
    // Were the refusal's rejection unhandled, Vitest would fail the run; the member stays signed in.
    expect(result.current.authenticated).toBe(true);
    expect(db.memberLocale).toBeNull();
  });
});
