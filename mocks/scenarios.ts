/**
 * Named failure scenarios of the mock backend. `scenario(name)` returns MSW handlers that go in
 * front of the normal ones, so every call they cover fails the named way until they are removed.
 *
 *   Per story (Storybook):
 *     parameters: { msw: { handlers: { scenario: scenario('rate-limited') } } }
 *   Per test (Node, with `server = await createMockServer()` listening):
 *     server.use(...scenario('offline'));            // server.resetHandlers() in afterEach
 *   Per feature (the built Storybook), or by hand from the toolbar's "Backend" menu:
 *     iframe.html?id=<story>&globals=backend:out-of-stock
 *   In a consuming app's own worker:
 *     worker.use(...scenario('slow', { delayMs: 3000 }));
 *
 * Which calls each one covers is in SCENARIOS; `scenarioCoverage()` lists it per call.
 */
import { HttpHandler, HttpResponse } from 'msw';
import { INSUFFICIENT_STOCK_MESSAGE } from '../logic/shopper/cart.ts';
import { FORM_PARSE_ERROR_MESSAGE, REQUIRED_MESSAGE, validateForm } from '../logic/forms/forms.ts';
import { db, dbResets } from './db.ts';
import { hold } from './hold.ts';
import type { FormDefinition } from './fixtures/forms.ts';
import { cartHandlers, contentHandlers, formHandlers, handlers, inventoryHandlers, mailingListHandlers, preferencesHandlers, sessionHandlers, telemetryHandlers } from './handlers/index.ts';
import { FILE_SCENARIOS, fileScenario } from './handlers/files.ts';
import { STORE_SCENARIOS, storeScenario } from './handlers/store.ts';
import { BUILDER_SETTINGS_SCENARIOS, builderSettingsScenario } from './handlers/builderSettings.ts';
import { SITE_SETTINGS_SCENARIOS, siteSettingsScenario } from './handlers/siteSettings.ts';
import { ORDER_SCENARIOS, orderScenario } from './handlers/orders.ts';
import { formOfSubmission } from './handlers/forms.ts';
import { WRONG_CREDENTIALS_TEXT } from './handlers/session.ts';
import { errorAnswer, jsonBody } from './respond.ts';

/** The error text the `form-error-text` scenario answers with (a server's own text, shown as sent). */
export const FORM_ERROR_TEXT = 'This form is no longer accepting submissions.';

/** Every scenario, with what it does and which calls it covers. */
export const SCENARIOS = {
  'rate-limited': '429 Too Many Requests on every call.',
  'server-error': '500 Internal Server Error on every call.',
  offline: 'No answer at all (a network error) on every call.',
  'session-expired': 'A crumb failure (401 with crumbFail) on every call that changes something (POST, PUT, DELETE).',
  'form-not-configured': '404 on the form calls: the form has not been configured.',
  'form-unauthorized': '401 on the form calls.',
  'field-errors': "400 with errors keyed by field id on form validation and submission: every required field of the form says it is required.",
  slow: 'Every call answers as usual, after a delay (1500 ms unless told) long enough to see pending states.',
  'out-of-stock': 'Adding to the cart, changing a quantity and subscribing answer the not-enough-stock message; every stock reads 0.',
  'form-error-text': `400 with the server's error text (data.error: "${FORM_ERROR_TEXT}") on the form submission.`,
  'form-unknown-error': '400 with neither field errors nor an error text on the form submission.',
  'form-key-failure': 'The form submission key cannot be had (500 on FormSubmissionKey).',
  'form-parse-failure': "400 with the parse message on the form submission: the backend could not read the submitted fields.",
  'form-processing-error': 'No answer at all (a network error) to the form submission itself; the key comes as usual.',
  'wrong-password': '401 on the member sign-in, whatever is typed: the email or password is incorrect.',
  'sign-out-crumb-fail-once': 'The first member sign-out answers a crumb failure (401 with crumbFail); the repeat goes through.',
  'preferences-save-failure': '500 on saving commerce preferences (PUT); reading them answers as usual.',
  'analytics-down': '500 on every analytics call (census, events, events pipeline, performance records); everything else answers as usual.',
  'comments-down': "500 on the comment calls (reading an item's comments and posting one); likes and everything else answer as usual.",
  'comment-post-failure': "500 on posting a comment; reading the comments answers as usual.",
  'like-failure': '500 on liking or un-liking an item; everything else answers as usual.',
  'no-mailing-lists': "The site owner has no mailing list: the mailing-list call answers an empty list.",
  'mailing-lists-down': "500 on reading the owner's mailing lists; everything else answers as usual.",
  'mailing-lists-fail-once': "The first read of the owner's mailing lists answers 500; the next one answers as usual.",
  ...FILE_SCENARIOS,
  ...STORE_SCENARIOS,
  ...BUILDER_SETTINGS_SCENARIOS,
  ...SITE_SETTINGS_SCENARIOS,
  ...ORDER_SCENARIOS,
} as const satisfies Record<string, string>;

/** The name of a scenario. */
export type ScenarioName = keyof typeof SCENARIOS;

/** Every scenario name, in SCENARIOS order. */
export const SCENARIO_NAMES = Object.keys(SCENARIOS) as ScenarioName[];

/** Options of {@link scenario}. */
export interface ScenarioOptions {
  /** The delay of `slow`, in milliseconds. @default 1500 */
  delayMs?: number;
}

/** The delay of `slow` unless told otherwise. */
export const SLOW_DELAY_MS = 1500;

/** True when a value names a scenario. */
export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && Object.hasOwn(SCENARIOS, value);
}

type Resolver = ConstructorParameters<typeof HttpHandler>[2];

/** One handler per given handler, same method and path, answering with `resolver`. */
function over(targets: readonly HttpHandler[], resolver: Resolver): HttpHandler[] {
  return targets.map((target) => new HttpHandler(target.info.method, target.info.path, resolver));
}

function isChange(target: HttpHandler): boolean {
  return typeof target.info.method === 'string' && target.info.method !== 'GET';
}

function requiredErrors(form: FormDefinition | undefined): Record<string, string> {
  if (!form) return {};
  const { errors } = validateForm(form.fields, {});
  const first = form.fields.find((field) => field.type !== 'section' && field.type !== 'hidden');
  return Object.keys(errors).length > 0 || !first ? errors : { [first.id]: REQUIRED_MESSAGE };
}

function byPath(list: readonly HttpHandler[], fragment: string): HttpHandler[] {
  return list.filter((target) => String(target.info.path).includes(fragment));
}

/** The member-session handler of one method (sign-in is POST, sign-out DELETE). */
function memberSession(method: string): HttpHandler[] {
  return byPath(sessionHandlers, '/account/session').filter((target) => target.info.method === method);
}

/** The handlers that make the named scenario happen; put them in front of the normal ones. */
export function scenario(name: ScenarioName, options: ScenarioOptions = {}): HttpHandler[] {
  switch (name) {
    case 'rate-limited':
      return over(handlers, () => HttpResponse.json({}, { status: 429 }));
    case 'server-error':
      return over(handlers, () => HttpResponse.json({}, { status: 500 }));
    case 'offline':
      return over(handlers, () => HttpResponse.error());
    case 'session-expired':
      return over(handlers.filter(isChange), () => HttpResponse.json({ crumbFail: true }, { status: 401 }));
    case 'form-not-configured':
      return over(formHandlers, () => HttpResponse.json({}, { status: 404 }));
    case 'form-unauthorized':
      return over(formHandlers, () => HttpResponse.json({}, { status: 401 }));
    case 'field-errors':
      return [
        ...over(byPath(formHandlers, '/validate/'), ({ params }) =>
          HttpResponse.json({ errors: requiredErrors(db.forms.get(String(params.formId))) }, { status: 400 }),
        ),
        ...over(byPath(formHandlers, 'SaveFormSubmission'), async ({ request }) => {
          const body = await jsonBody(request);
          return HttpResponse.json({ errors: requiredErrors(formOfSubmission(body?.form)) }, { status: 400 });
        }),
      ];
    case 'slow': {
      const ms = options.delayMs ?? SLOW_DELAY_MS;
      // Answering nothing after the delay lets the normal handler answer. A call whose story or test
      // ended while it was held (the store was reset meanwhile) fails as a network error instead: its
      // late write would land in the next one's store (a category the Store Creation Wizard's In
      // Progress story left running showed up two stories later, under load).
      return over(handlers, async () => {
        const resetsBefore = dbResets();
        await hold(ms);
        if (dbResets() !== resetsBefore) return HttpResponse.error();
        return undefined;
      });
    }
    case 'out-of-stock':
      return [
        ...over(cartHandlers.filter((target) => target.info.method === 'POST' || String(target.info.path).endsWith('/quantity')), () =>
          errorAnswer(400, INSUFFICIENT_STOCK_MESSAGE),
        ),
        ...over(byPath(inventoryHandlers, '/stock/'), ({ request }) => {
          const product = db.products.get(new URL(request.url).searchParams.get('itemId') ?? '');
          if (!product) return errorAnswer(404, 'Product not found.');
          return HttpResponse.json({ results: product.variants.map(({ sku }) => ({ sku, unlimited: false, qtyInStock: 0 })) });
        }),
      ];
    case 'form-error-text':
      return over(byPath(formHandlers, 'SaveFormSubmission'), () => errorAnswer(400, FORM_ERROR_TEXT));
    case 'form-unknown-error':
      return over(byPath(formHandlers, 'SaveFormSubmission'), () => HttpResponse.json({}, { status: 400 }));
    case 'form-key-failure':
      return over(byPath(formHandlers, 'FormSubmissionKey'), () => HttpResponse.json({}, { status: 500 }));
    case 'form-parse-failure':
      return over(byPath(formHandlers, 'SaveFormSubmission'), () => errorAnswer(400, FORM_PARSE_ERROR_MESSAGE));
    case 'form-processing-error':
      return over(byPath(formHandlers, 'SaveFormSubmission'), () => HttpResponse.error());
    case 'wrong-password':
      return over(memberSession('POST'), () => errorAnswer(401, WRONG_CREDENTIALS_TEXT));
    case 'sign-out-crumb-fail-once': {
      // Counted per installation: each story, test or feature that installs the scenario starts afresh.
      let failed = false;
      return over(memberSession('DELETE'), () => {
        if (failed) return undefined;
        failed = true;
        return HttpResponse.json({ crumbFail: true }, { status: 401 });
      });
    }
    case 'preferences-save-failure':
      return over(preferencesHandlers.filter(isChange), () => HttpResponse.json({}, { status: 500 }));
    case 'analytics-down':
      return over(telemetryHandlers, () => HttpResponse.json({}, { status: 500 }));
    case 'comments-down':
      return over(byPath(contentHandlers, '/comments'), () => HttpResponse.json({}, { status: 500 }));
    case 'comment-post-failure':
      return over(byPath(contentHandlers, '/comments').filter(isChange), () => HttpResponse.json({}, { status: 500 }));
    case 'like-failure':
      return over(byPath(contentHandlers, '/like'), () => HttpResponse.json({}, { status: 500 }));
    case 'upload-failure':
    case 'upload-incomplete':
    case 'processing-failure':
    case 'processing-cancelled':
    case 'processing-poll-failure':
    case 'job-no-data':
    case 'rename-failure':
    case 'upload-stalls':
    case 'processing-held':
      return fileScenario(name);
    case 'store-collections-down':
    case 'store-collection-failure':
    case 'store-root-category-failure-once':
    case 'navigation-update-failure':
    case 'navigation-update-failure-once':
    case 'layout-without-navigation':
      return storeScenario(name);
    case 'fonts-down':
    case 'fonts-fail-once':
    case 'time-zone-down':
    case 'time-zone-fail-once':
      return builderSettingsScenario(name);
    case 'header-footer-down':
    case 'header-footer-save-failure':
    case 'languages-down':
    case 'languages-save-failure':
    case 'multilingual-disconnect-failure':
    case 'template-schema-down':
    case 'places-down':
      return siteSettingsScenario(name);
    case 'orders-down': case 'order-fail-once': return orderScenario(name);
    case 'no-mailing-lists':
      return over(mailingListHandlers, () => HttpResponse.json({ lists: [] }));
    case 'mailing-lists-down':
      return over(mailingListHandlers, () => HttpResponse.json({}, { status: 500 }));
    case 'mailing-lists-fail-once': {
      // Counted per installation, like sign-out-crumb-fail-once.
      let failed = false;
      return over(mailingListHandlers, () => {
        if (failed) return undefined;
        failed = true;
        return HttpResponse.json({}, { status: 500 });
      });
    }
  }
}

/** Every mocked call with the scenarios that cover it, in handler order (for the Mocks/Endpoints page). */
export function scenarioCoverage(): Array<{ method: string; path: string; scenarios: ScenarioName[] }> {
  const key = (target: HttpHandler) => `${String(target.info.method)} ${String(target.info.path)}`;
  const covered = new Map(SCENARIO_NAMES.map((name) => [name, new Set(scenario(name).map(key))]));
  return handlers.map((target) => ({
    method: String(target.info.method),
    path: String(target.info.path).replace(/^\*/, ''),
    scenarios: SCENARIO_NAMES.filter((name) => covered.get(name)?.has(key(target))),
  }));
}

