/**
 * Steps about the analytics of what a visitor does (shopper spec, entities, states, calls): the audio and video events
 * and the gated-video events the census heard (the requests the page sent, world.callsSent), the events
 * pipeline's posts, and the ad pixel's events the site's client was given (the Visitor/Analytics
 * stories list them). Each names the census, the pipeline or the ad pixel, so none is another area's.
 */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { ANALYTICS_EVENT, GATED_VIDEO_EVENTS, type GatedVideoEventKey } from '../../logic/visitor/analytics.ts';
import { PIPELINE_EVENT_FIELDS, PIPELINE_SCHEMAS } from '../../logic/visitor/analyticsPipeline.ts';
import { catalogue } from '../../mocks/fixtures/catalogue.ts';
import { eventually } from '../support/eventually.ts';
import { sentBody } from '../support/calls.ts';
import type { VitrineWorld } from '../support/world.ts';

/** A form-encoded post's `data` field, parsed. */
function formData(form: Record<string, string>): Record<string, unknown> {
  try {
    return JSON.parse(form.data ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The census hits of one event number the page sent, as their data. */
async function hitsOf(world: VitrineWorld, event: number): Promise<Array<Record<string, unknown>>> {
  return (await world.callsSent('census.recordHit'))
    .map((call) => (sentBody(call) ?? {}) as Record<string, string>)
    .filter((form) => Number(form.event) === event)
    .map(formData);
}

const MEDIA_EVENTS = { audio: ANALYTICS_EVENT.audio, video: ANALYTICS_EVENT.video } as const;

Then(/^the census heard (\d+) (audio|video) events?, for "([^"]*)"$/, async function (this: VitrineWorld, count: string, kind: 'audio' | 'video', title: string) {
  await eventually(async () => {
    const events = await hitsOf(this, MEDIA_EVENTS[kind]);
    assert.equal(events.length, Number(count), `The census heard ${JSON.stringify(events)}`);
    for (const data of events) assert.equal(data.mediaTitle, title);
  });
});

/** The gated-video events in the spec's words (shopper spec, calls). */
const GATED_VIDEO_WORDS: Readonly<Record<string, GatedVideoEventKey>> = {
  'access-denied page view': 'accessDeniedPageView',
  'access-denied call-to-action click': 'accessDeniedCtaClick',
  'video list page view': 'videoListPageView',
  'video detail page view': 'videoDetailPageView',
  'third-party video click': 'thirdPartyVideoClick',
};

/** The gated-video events (RecordEvent) the page sent, as their names and data. */
async function gatedVideoEvents(world: VitrineWorld): Promise<Array<{ event: string; data: Record<string, unknown> }>> {
  const names: readonly string[] = Object.values(GATED_VIDEO_EVENTS);
  return (await world.callsSent('events.recordEvent'))
    .map((call) => (sentBody(call) ?? {}) as Record<string, string>)
    .filter((form) => names.includes(form.event ?? ''))
    .map((form) => ({ event: form.event ?? '', data: formData(form) }));
}

function gatedVideoEventName(words: string): string {
  const key = GATED_VIDEO_WORDS[words];
  assert.ok(key, `No gated-video event "${words}"; there are ${Object.keys(GATED_VIDEO_WORDS).join(', ')}.`);
  return GATED_VIDEO_EVENTS[key];
}

/** Waits for exactly one of the named gated-video event and gives its data. */
async function oneGatedVideoEvent(world: VitrineWorld, words: string): Promise<Record<string, unknown>> {
  const name = gatedVideoEventName(words);
  let data: Record<string, unknown> = {};
  await eventually(async () => {
    const events = (await gatedVideoEvents(world)).filter((each) => each.event === name);
    assert.equal(events.length, 1, `Expected one ${name}; the census heard ${JSON.stringify(await gatedVideoEvents(world))}`);
    data = events[0]?.data ?? {};
  });
  return data;
}

Then('the census heard one gated-video {string}', async function (this: VitrineWorld, words: string) {
  await oneGatedVideoEvent(this, words);
});

Then('the census heard one gated-video {string}, the viewer\'s access {string}', async function (this: VitrineWorld, words: string, status: string) {
  assert.equal((await oneGatedVideoEvent(this, words)).viewerAccessStatus, status);
});

Then('the census heard one gated-video {string} for the {string} video', async function (this: VitrineWorld, words: string, provider: string) {
  assert.equal((await oneGatedVideoEvent(this, words)).videoProvider, provider);
});

Then('no gated-video event was sent', async function (this: VitrineWorld) {
  assert.deepEqual(await gatedVideoEvents(this), []);
});

/** The page's global where it copies what it sends by beacon. */
const BEACON_COPIES = 'vitrineAnalyticsBeaconBodies';

/**
 * Playwright sees a beacon leave (a "ping" request) but is not given its body: before the step that sends
 * one, the page wraps its sendBeacon to keep a copy of each body, and still sends the beacon itself.
 */
async function copyBeaconBodies(world: VitrineWorld): Promise<void> {
  await world.page.evaluate((name) => {
    const page = window as unknown as Record<string, string[] | undefined>;
    if (page[name]) return;
    const bodies: string[] = [];
    page[name] = bodies;
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => bodies.push(text));
      else if (typeof data === 'string') bodies.push(data);
      return original(url, data);
    };
  }, BEACON_COPIES);
}

/** The events pipeline's events the page sent: the bodies of its JSON posts, then those of its beacons (from the page's copies). */
async function pipelineEvents(world: VitrineWorld): Promise<Array<Record<string, unknown>>> {
  const posted = (await world.callsSent('events.sendPipelineEvent')).filter((call) => call.body !== '');
  const beaconed = await world.page.evaluate((name) => (window as unknown as Record<string, string[] | undefined>)[name] ?? [], BEACON_COPIES);
  return [...posted.map((call) => sentBody(call)), ...beaconed.map((text) => JSON.parse(text) as unknown)].map((body) => (body ?? {}) as Record<string, unknown>);
}

When('the visitor follows the related product {string} to its page', async function (this: VitrineWorld, title: string) {
  await copyBeaconBodies(this);
  const related = this.page.getByRole('region', { name: 'You might also like' }).getByRole('article', { name: title, exact: true });
  await related.getByRole('link', { name: title, exact: true }).click();
});

Then('a beacon went to the events pipeline', async function (this: VitrineWorld) {
  await eventually(async () => {
    const beacons = (await this.callsSent('events.sendPipelineEvent')).filter((call) => call.body === '');
    assert.equal(beacons.length, 1, 'no beacon (a body Playwright is not shown) went to the events pipeline');
  });
});

/** Checks a pipeline body carries every newer event field of shopper spec, entities. */
function assertEveryField(body: Record<string, unknown>): void {
  assert.deepEqual(PIPELINE_EVENT_FIELDS.filter((field) => !Object.hasOwn(body, field)), [], 'fields missing from the pipeline event');
}

Then('the events pipeline heard one page view of {string}', async function (this: VitrineWorld, path: string) {
  await eventually(async () => {
    const views = (await pipelineEvents(this)).filter((body) => body.custom_schema_name === PIPELINE_SCHEMAS.pageView);
    assert.equal(views.length, 1, `The pipeline heard ${JSON.stringify(await pipelineEvents(this))}`);
    assertEveryField(views[0] ?? {});
    assert.equal(views[0]?.page_path, path);
  });
});

Then('the events pipeline heard the visitor follow {string} to its page', async function (this: VitrineWorld, title: string) {
  const product = catalogue.find((candidate) => candidate.title === title);
  assert.ok(product, `No product titled "${title}" in the catalogue fixtures.`);
  await eventually(async () => {
    const follows = (await pipelineEvents(this)).filter((body) => body.custom_schema_name === PIPELINE_SCHEMAS.relatedProductClick);
    assert.equal(follows.length, 1, `The pipeline heard ${JSON.stringify(await pipelineEvents(this))}`);
    assertEveryField(follows[0] ?? {});
    assert.equal(follows[0]?.object_identifier, product.id);
    assert.match(String(follows[0]?.destination_url), /^https?:\/\//);
  });
});

/** The events the story's sink listed, as "client:name". */
async function clientEvents(world: VitrineWorld): Promise<string[]> {
  return world.page
    .locator('[data-vitrine="analytics-event-log"] li')
    .evaluateAll((items) => items.map((item) => `${item.getAttribute('data-client') ?? ''}:${item.getAttribute('data-event') ?? ''}`));
}

Then(/^the site's (ad pixel|visitor client) heard "([^"]*)" once$/, async function (this: VitrineWorld, client: string, name: string) {
  const heard = `${client === 'ad pixel' ? 'pixel' : 'visitor'}:${name}`;
  await eventually(async () => assert.ok((await clientEvents(this)).includes(heard), `Heard ${JSON.stringify(await clientEvents(this))}`));
  await this.settle();
  assert.equal((await clientEvents(this)).filter((event) => event === heard).length, 1, `Heard ${JSON.stringify(await clientEvents(this))}`);
});

Then('the site\'s ad pixel did not hear {string}', async function (this: VitrineWorld, name: string) {
  await this.settle();
  assert.ok(!(await clientEvents(this)).includes(`pixel:${name}`), `Heard ${JSON.stringify(await clientEvents(this))}`);
});

When("the visitor types {string} into the page form's {string} box", async function (this: VitrineWorld, text: string, name: string) {
  const label = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  await this.page.locator('[data-vitrine="page-form"]').getByRole('textbox', { name: label }).fill(text);
});
