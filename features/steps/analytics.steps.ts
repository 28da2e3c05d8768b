/**
 * Steps about page analytics (shopper spec, entities, states, calls, constants and limits): what the page sent to the census and the events
 * pipeline (the requests themselves, world.callsSent), and what the site's visitor and pixel clients were
 * given (the Visitor/Analytics stories list them). Each names the census, a page view, a heartbeat or
 * the site's clients, so none can be mistaken for another area's.
 */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { EndpointId } from '../../api/endpoints.ts';
import { ANALYTICS_EVENT } from '../../logic/visitor/analytics.ts';
import { catalogue } from '../../mocks/fixtures/catalogue.ts';
import { forms } from '../../mocks/fixtures/forms.ts';
import { eventually } from '../support/eventually.ts';
import { sentBody } from '../support/calls.ts';
import type { VitrineWorld } from '../support/world.ts';

/** Every analytics call of the call table: the census, analytics events and the events pipeline. */
const ANALYTICS_CALLS: readonly EndpointId[] = [
  'census.recordHit', 'census.buttonClick', 'census.buttonRender', 'census.formRender', 'census.overlay', 'census.recordQuickView',
  'events.recordEvent', 'events.sendPipelineEvent',
];

function productId(title: string): string {
  const product = catalogue.find((candidate) => candidate.title === title);
  assert.ok(product, `No product titled "${title}" in the catalogue fixtures.`);
  return product.id;
}

function formId(name: string): string {
  const form = forms.find((candidate) => candidate.name === name);
  assert.ok(form, `No form named "${name}" in the form fixtures.`);
  return form.id;
}

/** The RecordHit posts the page sent, as their event number and data. */
async function hits(world: VitrineWorld): Promise<Array<{ event: number; data: Record<string, unknown> }>> {
  const calls = await world.callsSent('census.recordHit');
  return calls.map((call) => {
    const form = (sentBody(call) ?? {}) as Record<string, string>;
    let data: Record<string, unknown> = {};
    try {
      data = JSON.parse(form.data ?? '{}') as Record<string, unknown>;
    } catch {
      // A hit whose data is not JSON is checked by what it lacks.
    }
    return { event: Number(form.event), data };
  });
}

const hitsOf = async (world: VitrineWorld, event: number) => (await hits(world)).filter((hit) => hit.event === event);

Then('a page view was recorded for {string}', async function (this: VitrineWorld, path: string) {
  await eventually(async () => {
    const views = await hitsOf(this, ANALYTICS_EVENT.pageView);
    assert.equal(views.length, 1, `Expected one page view; the census got ${JSON.stringify(await hits(this))}`);
    assert.equal(views[0]?.data.pagePath, path);
  });
});

Then('no page view was recorded', async function (this: VitrineWorld) {
  assert.deepEqual(await hitsOf(this, ANALYTICS_EVENT.pageView), []);
});

Then('a site search for {string} was recorded', async function (this: VitrineWorld, query: string) {
  await eventually(async () => {
    const searches = await hitsOf(this, ANALYTICS_EVENT.siteSearch);
    assert.deepEqual(searches.map((search) => search.data.query), [query]);
  });
});

Then('no heartbeat was recorded', async function (this: VitrineWorld) {
  assert.deepEqual(await hitsOf(this, ANALYTICS_EVENT.heartbeat), []);
});

Then(/^(\d+) heartbeats? (?:was|were) recorded$/, async function (this: VitrineWorld, count: string) {
  await eventually(async () => assert.equal((await hitsOf(this, ANALYTICS_EVENT.heartbeat)).length, Number(count)));
});

/** The JSON bodies of one census call. */
async function censusBodies(world: VitrineWorld, id: EndpointId): Promise<Array<Record<string, unknown>>> {
  return (await world.callsSent(id)).map((call) => (sentBody(call) ?? {}) as Record<string, unknown>);
}

Then('the census heard the add-to-cart button of {string} was shown', async function (this: VitrineWorld, title: string) {
  const id = productId(title);
  await eventually(async () => assert.ok((await censusBodies(this, 'census.buttonRender')).some((body) => body.itemId === id), `No button render for ${id}`));
});

Then('the census heard the add-to-cart button of {string} was pressed', async function (this: VitrineWorld, title: string) {
  const id = productId(title);
  await eventually(async () => assert.ok((await censusBodies(this, 'census.buttonClick')).some((body) => body.itemId === id), `No button click for ${id}`));
});

Then('the census heard the form {string} was shown', async function (this: VitrineWorld, name: string) {
  const id = formId(name);
  await eventually(async () => assert.deepEqual((await censusBodies(this, 'census.formRender')).map((body) => body.formId), [id]));
});

Then('the census heard the quick view of {string} was opened', async function (this: VitrineWorld, title: string) {
  const id = productId(title);
  await eventually(async () => {
    const paths = (await this.callsSent('census.recordQuickView')).map((call) => call.path);
    assert.ok(paths.some((path) => path.endsWith(`/${id}`)), `No quick view recorded for ${id}; sent ${JSON.stringify(paths)}`);
  });
});

Then('nothing was sent to the analytics', async function (this: VitrineWorld) {
  const sent = [];
  for (const id of ANALYTICS_CALLS) sent.push(...(await this.callsSent(id)).map((call) => `${call.method} ${call.path}`));
  assert.deepEqual(sent, []);
});

/** The events the story's sink listed, as "client:name". */
async function clientEvents(world: VitrineWorld): Promise<string[]> {
  return world.page
    .locator('[data-vitrine="analytics-event-log"] li')
    .evaluateAll((items) => items.map((item) => `${item.getAttribute('data-client') ?? ''}:${item.getAttribute('data-event') ?? ''}`));
}

Then('the site\'s visitor client heard {string}', async function (this: VitrineWorld, name: string) {
  await eventually(async () => assert.ok((await clientEvents(this)).includes(`visitor:${name}`), `Heard ${JSON.stringify(await clientEvents(this))}`));
});

Then('the site\'s ad pixel heard {string}', async function (this: VitrineWorld, name: string) {
  await eventually(async () => assert.ok((await clientEvents(this)).includes(`pixel:${name}`), `Heard ${JSON.stringify(await clientEvents(this))}`));
});

Then('the site\'s clients heard nothing', async function (this: VitrineWorld) {
  await this.settle();
  assert.deepEqual(await clientEvents(this), []);
});

When('the shopper adds the product to the cart from its own page', async function (this: VitrineWorld) {
  await this.page.locator('[data-vitrine="product-detail"] [data-part="purchase"]').getByRole('button', { name: 'Add To Cart' }).click();
});

/** A related product's card on the product page. */
const relatedCard = (world: VitrineWorld, title: string) =>
  world.page.getByRole('region', { name: 'You might also like' }).getByRole('article', { name: title, exact: true });

When('the shopper adds the related product {string} to the cart', async function (this: VitrineWorld, title: string) {
  await relatedCard(this, title).getByRole('button', { name: 'Add To Cart' }).click();
});

When('the shopper follows the related product {string}', async function (this: VitrineWorld, title: string) {
  await relatedCard(this, title).getByRole('link', { name: title, exact: true }).click();
});
