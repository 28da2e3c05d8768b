/**
 * The API client against a fetch that misbehaves in every way: for EVERY call of the call
 * table (api/endpoints.ts), each misbehaviour either answers as the call documents (a 2xx answer its
 * reader accepts; an analytics call resolving false; the session-recording id resolving null) or
 * rejects with an ApiError whose message is one of the spec's (shopper spec, error catalogue) — never anything else.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../api/client.ts';
import { ENDPOINTS, type EndpointId } from '../../api/endpoints.ts';
import { ApiError } from '../../api/errors.ts';
import { API_ERROR_MESSAGE_STRINGS } from '../../logic/shared/apiErrors.ts';
import { deepArrayJson, deepObjectJson, longText } from './support/index.ts';

/** One call of each row of the call table; the compiler makes a new row add its call here. */
const CALLS: Readonly<Record<EndpointId, (client: ApiClient) => Promise<unknown>>> = {
  'cart.addEntry': (c) => c.cart.addEntry({ itemId: 'i', sku: 's', quantity: 1 }),
  'cart.updateAdditionalFields': (c) => c.cart.updateAdditionalFields('e1', { itemId: 'i', sku: 's', additionalFields: {} }),
  'cart.getCart': (c) => c.cart.getCart(),
  'cart.createSubscriptionCart': (c) => c.cart.createSubscriptionCart({ itemId: 'i', sku: 's', qty: 1 }),
  'cart.updateEntryQuantity': (c) => c.cart.updateEntryQuantity('e1', 2),
  'cart.removeEntry': (c) => c.cart.removeEntry('e1'),
  'inventory.getStock': (c) => c.inventory.getStock('i'),
  'inventory.signUpForRestock': (c) => c.inventory.signUpForRestock({ itemId: 'i', sku: 's', email: 'a@b.co', isJoinMailingList: false }),
  'rendering.getTemplateSchema': (c) => c.rendering.getTemplateSchema('page'),
  'rendering.getQuickView': (c) => c.rendering.getQuickView('p1'),
  'forms.validate': (c) => c.forms.validate('f1', { name: 'Ada' }),
  'forms.getSubmissionKey': (c) => c.forms.getSubmissionKey(),
  'forms.saveSubmission': (c) => c.forms.saveSubmission({ key: 'k', form: '{}' } as never),
  'census.recordHit': (c) => c.census.recordHit(1, {}),
  'census.buttonClick': (c) => c.census.buttonClick({} as never),
  'census.buttonRender': (c) => c.census.buttonRender({} as never),
  'census.formRender': (c) => c.census.formRender('f1'),
  'census.overlay': (c) => c.census.overlay({}),
  'census.recordQuickView': (c) => c.census.recordQuickView('p1'),
  'events.recordEvent': (c) => c.events.recordEvent('e', {}),
  'events.recordJavascriptErrors': (c) => c.events.recordJavascriptErrors([]),
  'events.sendPipelineEvent': (c) => c.events.sendPipelineEvent({}),
  'session.login': (c) => c.session.login({ email: 'a@b.co', password: 'p', rememberMe: false }),
  'session.logout': (c) => c.session.logout(),
  'session.setLocale': (c) => c.session.setLocale('fr'),
  'session.getFullstoryId': (c) => c.session.getFullstoryId(),
  'preferences.get': (c) => c.preferences.get('shop'),
  'preferences.put': (c) => c.preferences.put('shop', {}),
  'places.autocomplete': (c) => c.places.autocomplete({ input: 'x' }),
  'places.details': (c) => c.places.details({ placeId: 'x' }, { productPage: 'p', productSection: 's' }),
  'site.getHeaderFooter': (c) => c.site.getHeaderFooter(),
  'site.putHeaderFooter': (c) => c.site.putHeaderFooter({ header: {}, footer: {} }),
  'site.getMultilingualSettings': (c) => c.site.getMultilingualSettings(),
  'site.getMultilingualStatus': (c) => c.site.getMultilingualStatus(),
  'site.getLanguages': (c) => c.site.getLanguages(),
  'site.putLanguages': (c) => c.site.putLanguages([]),
  'site.deleteMultilingualConnection': (c) => c.site.deleteMultilingualConnection(),
  'site.getSiteLayout': (c) => c.site.getSiteLayout(),
  'site.updateNavigation': (c) => c.site.updateNavigation({ fieldName: 'f', templateId: 't', navigation: { items: [] } }),
  'store.createCollection': (c) => c.store.createCollection('w1', {} as never),
  'store.createRootCategory': (c) => c.store.createRootCategory('w1', 'c1', {} as never),
  'store.listCollections': (c) => c.store.listCollections('w1'),
  'performance.sendRecords': (c) => c.performance.sendRecords([]),
  'content.listComments': (c) => c.content.listComments('post-1'),
  'content.postComment': (c) => c.content.postComment({ itemId: 'post-1', author: 'Ana', text: 'Hi' }),
  'content.setLiked': (c) => c.content.setLiked('post-1', true),
  'mailingLists.list': (c) => c.mailingLists.list(),
  'builderSettings.listFonts': (c) => c.builderSettings.listFonts(),
  'builderSettings.getSiteTimeZone': (c) => c.builderSettings.getSiteTimeZone(),
  'files.startUpload': (c) => c.files.startUpload({ name: 'a.png', size: 3, type: 'image/png' }),
  'files.sendChunk': (c) => c.files.sendChunk('u1', 0, new Blob(['abc'])),
  'files.completeUpload': (c) => c.files.completeUpload('u1'),
  'files.getJob': (c) => c.files.getJob('j1'),
  'files.renameFile': (c) => c.files.renameFile('f1', 'menu.pdf'),
  'orders.getOrder': (c) => c.orders.getOrder('1001'),
};

type Answer = () => Promise<Response> | Response;
const json = (body: string, status = 200): Answer => () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } });

/** Every way a fetch can misbehave, by name. */
const MISBEHAVIOURS: ReadonlyArray<[string, Answer]> = [
  ['network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ['abort', () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))],
  ['a thrown string', () => Promise.reject('offline')],
  ['not a Response', () => Promise.resolve({} as Response)],
  ['undefined', () => Promise.resolve(undefined as unknown as Response)],
  ['an error Response', () => Response.error()],
  ['a body that fails to read', () => new Response(new ReadableStream({ start: (controller) => controller.error(new Error('reset')) }))],
  ['malformed JSON', json('{"shoppingCart": {"id": ')],
  ['truncated JSON', json('[{"sku":"a","unlimited":tr')],
  ['HTML', json('<html><body>502 Bad Gateway</body></html>')],
  ['huge', json(JSON.stringify({ html: longText(2_000_000), items: Array.from({ length: 10_000 }, (_, index) => index) }))],
  ['nested objects', json(deepObjectJson(50_000))],
  ['nested arrays', json(deepArrayJson(50_000))],
  ['an array', json('[]')],
  ['a string', json('"ok"')],
  ['a number', json('42')],
  ['null', json('null')],
  ['prototype keys', json('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "crumbFail": "maybe"}')],
  ['crumb failure', json('{"crumbFail": true}', 200)],
];

/** Every status a fetch can hand to the page (a Response cannot carry 1xx; 0 is Response.error() above). */
const STATUSES = Array.from({ length: 400 }, (_, index) => 200 + index);

const SPEC_MESSAGES = new Set<string>(Object.values(API_ERROR_MESSAGE_STRINGS));

/** What a call may do: resolve (its reader accepted the answer, or it swallows failures by contract) or reject with a spec-worded ApiError. */
async function outcome(id: EndpointId, answer: Answer): Promise<'resolved' | 'api-error'> {
  const client = createApiClient({
    fetch: () => answer() as Promise<Response>,
    baseUrl: 'https://shop.example.com',
    getCookie: () => undefined,
    reportError: () => undefined,
    warn: () => undefined,
  });
  try {
    await CALLS[id](client);
    return 'resolved';
  } catch (error) {
    expect(error, `${id} rejected with ${String(error)}`).toBeInstanceOf(ApiError);
    const { message } = error as ApiError;
    expect(SPEC_MESSAGES.has(message) || message === 'Unable to find site main navigation', `${id}: "${message}" is not a spec message`).toBe(true);
    return 'api-error';
  }
}

const IDS = Object.keys(ENDPOINTS) as EndpointId[];
/** Calls that never reject by contract (shopper spec, calls, error catalogue: analytics failures ignored; the session-recording id logged only). */
const QUIET = new Set(IDS.filter((id) => ENDPOINTS[id].domain === 'analytics'));

describe('every call, every misbehaving fetch', () => {
  it('the call table and CALLS agree', () => {
    expect(Object.keys(CALLS).sort()).toEqual([...IDS].sort());
  });

  it.each(IDS)('%s: an ApiError with a spec message each time, or its documented quiet answer', async (id) => {
    for (const [name, answer] of MISBEHAVIOURS) {
      const result = await outcome(id, answer);
      const noAnswer = ['network error', 'abort', 'a thrown string', 'not a Response', 'undefined', 'an error Response', 'a body that fails to read'].includes(name);
      if (noAnswer && !QUIET.has(id)) expect(result, `${id} with ${name}`).toBe('api-error');
    }
    for (const status of STATUSES) {
      const result = await outcome(id, json('{"unexpected": true}', status));
      const success = ENDPOINTS[id].path.includes('pipeline') ? status === 200 || status === 202 : status < 300;
      if (!success && !QUIET.has(id)) expect(result, `${id} with status ${status}`).toBe('api-error');
    }
  });
});
