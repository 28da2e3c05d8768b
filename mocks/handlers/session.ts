/**
 * The site-member session (shopper spec, calls): login checks the email and password and issues an
 * xsrfToken; while a member is signed in, logout needs that token in the XSRF header. Logout with
 * cloneCart false leaves an empty cart behind; with true the cart stays.
 */
import { http, HttpResponse } from 'msw';
import { db, nextId } from '../db.ts';
import { asText, badRequest, errorAnswer, jsonBody } from '../respond.ts';

/** The header the client sends the xsrfToken in (api/http.ts XSRF_HEADER). */
const XSRF_HEADER = 'x-xsrf-token';

/** The server's text when the email or password is refused (not shown to the member: logic/visitor/session.ts words it). */
export const WRONG_CREDENTIALS_TEXT = 'The email or password is incorrect.';

/** The session-recording id the backend hands out. */
export const FULLSTORY_ID = 'fs-vitrine-session';

/** Handlers of the session calls. */
export const sessionHandlers = [
  http.post('*/api/site-users/account/session', async ({ request }) => {
    const body = await jsonBody(request);
    const email = asText(body?.email);
    const password = asText(body?.password);
    if (!body || email === null || password === null || typeof body.rememberMe !== 'boolean') {
      return badRequest('email, password, rememberMe');
    }
    const member = db.members.find((candidate) => candidate.email.toLowerCase() === email.trim().toLowerCase());
    if (!member || member.password !== password) return errorAnswer(401, WRONG_CREDENTIALS_TEXT);
    db.session = { memberId: member.id, xsrfToken: nextId('xsrf') };
    return HttpResponse.json({ xsrfToken: db.session.xsrfToken, siteUserId: member.id });
  }),

  http.delete('*/api/site-users/account/session', ({ request }) => {
    if (db.session && request.headers.get(XSRF_HEADER) !== db.session.xsrfToken) {
      return errorAnswer(403, 'The XSRF token is missing or does not match.');
    }
    db.session = null;
    if (new URL(request.url).searchParams.get('cloneCart') !== 'true') db.cart.entries = [];
    return HttpResponse.json({});
  }),

  http.post('*/api/site-users/account/locale', async ({ request }) => {
    const language = asText((await jsonBody(request))?.language);
    if (language === null) return badRequest('language');
    if (!db.languages.some((candidate) => candidate.code === language)) return errorAnswer(400, `The site has no language ${language}.`);
    db.memberLocale = language;
    return HttpResponse.json({});
  }),

  http.get('*/api/commerce/fullstory/getId', () => HttpResponse.text(FULLSTORY_ID)),
];
