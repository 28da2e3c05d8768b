/**
 * Site-member session calls (shopper spec, calls): login (its xsrfToken is then sent as the XSRF header on
 * every call), logout (repeated once when the answer carries crumbFail), the member's language, and
 * the session-recording id (errors are logged only).
 */
import { isCrumbFailure } from '../logic/shared/apiErrors.ts';
import { isApiError } from './errors.ts';
import { callsOf, isSendableCredential, type Transport } from './http.ts';
import { ignoreAnswer, readObject, readOptional, readString, ResponseShapeError } from './parse.ts';
import type { EndpointFields } from './endpoints.ts';

/** The session rows of the call table (api/endpoints.ts): what the transport needs to make each call. */
export const SESSION_CALLS = {
  'session.login': { method: 'POST', path: '/api/site-users/account/session', domain: 'shopper' },
  'session.logout': { method: 'DELETE', path: '/api/site-users/account/session', domain: 'shopper' },
  'session.setLocale': { method: 'POST', path: '/api/site-users/account/locale', domain: 'shopper' },
  'session.getFullstoryId': { method: 'GET', path: '/api/commerce/fullstory/getId', domain: 'analytics' },
} as const satisfies Record<string, EndpointFields>;

/** Body of the login (shopper spec, entities, Site user session). */
export interface LoginRequest {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** What a login answers. */
export interface LoginAnswer {
  xsrfToken: string;
  siteUserId: string | null;
}

/** The answered xsrfToken; one that could not be sent as a header is an answer of the wrong shape. */
function readCredential(value: unknown): string {
  const token = readString(value, 'xsrfToken');
  if (!isSendableCredential(token)) throw new ResponseShapeError('xsrfToken', 'visible ASCII characters (it is sent as a header)');
  return token;
}

/** The session calls of one client. */
export function createSessionApi(transport: Transport) {
  const call = callsOf(transport, SESSION_CALLS);
  return {
    /** POST /api/site-users/account/session: signs in; later calls carry the xsrfToken it answers. */
    async login(request: LoginRequest): Promise<LoginAnswer> {
      const answer = await call('session.login', { json: request }, (data) => {
        const object = readObject(data, 'answer');
        return {
          xsrfToken: readCredential(object.xsrfToken),
          siteUserId: readOptional(object.siteUserId, 'siteUserId', readString) ?? null,
        };
      });
      transport.setXsrfToken(answer.xsrfToken);
      return answer;
    },
    /** DELETE /api/site-users/account/session?cloneCart=: signs out; a crumbFail answer is retried once. */
    async logout(options: { cloneCart?: boolean } = {}): Promise<void> {
      const request = { query: { cloneCart: options.cloneCart ?? false } };
      try {
        await call('session.logout', request, ignoreAnswer);
      } catch (error) {
        if (!isApiError(error) || !isCrumbFailure(error.data)) throw error;
        await call('session.logout', request, ignoreAnswer);
      }
      transport.setXsrfToken(null);
    },
    /** POST /api/site-users/account/locale: the member's language; send it only when the site language is not custom-coded. */
    setLocale(language: string): Promise<void> {
      return call('session.setLocale', { json: { language } }, ignoreAnswer);
    },
    /** GET /api/commerce/fullstory/getId: the session-recording id, or null after logging the error. */
    async getFullstoryId(): Promise<string | null> {
      try {
        return await call('session.getFullstoryId', {}, (data) => readString(data, 'id'));
      } catch (error) {
        transport.warn('session.getFullstoryId failed; session recording stays off.', error);
        return null;
      }
    },
  };
}
