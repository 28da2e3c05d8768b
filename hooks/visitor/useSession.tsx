'use client';

/**
 * The site member's session (shopper spec, entities "Site user session", roles, calls): who is signed in, read from
 * the user-info cookie, and the sign-in, sign-out and member-language calls. A site mounts one
 * SessionProvider; every component under it sees the same member and each other's sign-in and sign-out.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createSessionApi, type LoginAnswer, type LoginRequest } from '../../api/session.ts';
import { parseCookieHeader, parseUserInfoCookie } from '../../logic/visitor/cookies.ts';
import { shouldSendMemberLocale, USER_INFO_COOKIE } from '../../logic/visitor/session.ts';
import { useApiModule } from '../shared/useApiClient.tsx';

/** Who the visitor is: signed in or not, and the member's id (shopper spec, roles). */
export interface MemberState {
  authenticated: boolean;
  siteUserId: string | null;
}

/** A call the session is making: signing in, signing out, or none. */
export type SessionPending = 'sign-in' | 'sign-out' | null;

/** What {@link useSession} gives. */
export interface Session extends MemberState {
  /** The email the member signed in with on this page, null when unknown (a session read from the cookie). */
  email: string | null;
  /** The call under way, if any. */
  pending: SessionPending;
  /**
   * POST /api/site-users/account/session. Resolves with the answer (its xsrfToken is then sent as the
   * XSRF header on every later call) and the member is signed in; rejects with the ApiError otherwise.
   * After a sign-in the member's language is sent when the site language is not custom-coded.
   */
  signIn(request: LoginRequest): Promise<LoginAnswer>;
  /** DELETE /api/site-users/account/session?cloneCart=…, repeated once on crumbFail; rejects with the ApiError when it fails. */
  signOut(options?: { cloneCart?: boolean }): Promise<void>;
  /** POST /api/site-users/account/locale; resolves false without a call when `language` is custom-coded. Rejects when the call fails. */
  setLocale(language: string): Promise<boolean>;
}

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  children: ReactNode;
  /** The user-info cookie's text, for a site that names it otherwise or renders on a server. @default the page's `SiteUserInfo` cookie */
  userInfoCookie?: string | null;
  /** The site's current language code: after a sign-in it becomes the member's language unless it is custom-coded. @default none (no locale call) */
  siteLanguage?: string;
}

const SessionContext = createContext<Session | null>(null);

function readUserInfoCookie(): string | undefined {
  try {
    return typeof document === 'undefined' ? undefined : parseCookieHeader(document.cookie)[USER_INFO_COOKIE];
  } catch {
    return undefined;
  }
}

interface SessionData extends MemberState {
  email: string | null;
}

/** The session state and calls; the provider shares one, a hook with no provider keeps its own. */
function useSessionState(userInfoCookie: string | null | undefined, siteLanguage: string | undefined, unused = false): Session {
  const api = useApiModule('session', createSessionApi);
  // A consumer under a provider never shows its own state, so it does not read the cookie for it.
  const [data, setData] = useState<SessionData>(() => ({
    ...parseUserInfoCookie(unused ? null : userInfoCookie === undefined ? readUserInfoCookie() : userInfoCookie),
    email: null,
  }));
  const [pending, setPending] = useState<SessionPending>(null);
  const setLocale = useCallback(
    async (code: string) => {
      if (!shouldSendMemberLocale(code)) return false;
      await api.setLocale(code.trim());
      return true;
    },
    [api],
  );

  const signIn = useCallback(
    async (request: LoginRequest) => {
      setPending('sign-in');
      try {
        const answer = await api.login(request);
        setData({ authenticated: true, siteUserId: answer.siteUserId, email: request.email.trim() });
        // The member is signed in whatever the language call does, so its failure is not the sign-in's.
        if (siteLanguage !== undefined) setLocale(siteLanguage).catch(() => undefined);
        return answer;
      } finally {
        setPending(null);
      }
    },
    [api, setLocale, siteLanguage],
  );

  const signOut = useCallback(
    async (options: { cloneCart?: boolean } = {}) => {
      setPending('sign-out');
      try {
        await api.logout(options);
        setData({ authenticated: false, siteUserId: null, email: null });
      } finally {
        setPending(null);
      }
    },
    [api],
  );

  return useMemo(() => ({ ...data, pending, signIn, signOut, setLocale }), [data, pending, signIn, signOut, setLocale]);
}

/** Gives every component below it the one member session of the page. */
export function SessionProvider({ children, userInfoCookie, siteLanguage }: SessionProviderProps) {
  const session = useSessionState(userInfoCookie, siteLanguage);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The session of the nearest SessionProvider, or null without one. */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext);
}

/**
 * The member session: the provider's, else one of this component's own (read from the page's cookie,
 * its sign-in and sign-out then seen by this component only). Never throws, with or without a provider.
 */
export function useSession(): Session {
  const shared = useContext(SessionContext);
  // Called either way (hooks run in a fixed order); without a provider nothing else holds a session.
  const own = useSessionState(undefined, undefined, shared !== null);
  return shared ?? own;
}
