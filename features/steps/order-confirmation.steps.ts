/**
 * Steps about the order pages (shopper spec, screens page types 202, 204, 206, 207, 208, 211; entities Order; calls
 * the advertising pixel's Purchase; error catalogue the failed load): what the page and its order summary show,
 * and the Purchase events the story's sink listed (the Pages/Order confirmation stories list them).
 * Each names the order, so none can be mistaken for another area's.
 */
import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { formatMoney } from '../../logic/shopper/money.ts';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const ORDER_PAGE = '[data-vitrine][data-page-type]';
const ORDER_SUMMARY = '[data-vitrine="order-summary"]';

Then('the order page is headed {string}', async function (this: VitrineWorld, heading: string) {
  await this.page.locator(ORDER_PAGE).getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ state: 'visible' });
});

Then('the order summary lists {string}, quantity {int}, at {string} each', async function (this: VitrineWorld, item: string, quantity: number, price: string) {
  const row = this.page.locator(ORDER_SUMMARY).getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: item, exact: true }) });
  await row.waitFor({ state: 'visible' });
  assert.equal((await row.locator('[data-part="quantity"]').textContent())?.trim(), String(quantity));
  assert.equal((await row.locator('[data-part="unit-price"]').textContent())?.trim(), price);
});

Then(/^the order's (shipping|tax|total) reads "([^"]*)"$/, async function (this: VitrineWorld, line: string, amount: string) {
  const row = this.page.locator(`${ORDER_SUMMARY} [data-part="${line}"]`);
  await row.waitFor({ state: 'visible' });
  assert.equal((await row.locator('dd').textContent())?.trim(), amount);
});

Then('the order summary says it is a test order', async function (this: VitrineWorld) {
  const note = this.page.locator(ORDER_SUMMARY).getByRole('note');
  await note.waitFor({ state: 'visible' });
  const text = (await note.textContent()) ?? '';
  assert.ok(text.includes('Test order') && text.includes('test mode'), `The notice reads "${text}"`);
});

Then('the order page says the order could not be loaded: {string}', async function (this: VitrineWorld, message: string) {
  const alert = this.page.locator(ORDER_PAGE).getByRole('alert');
  await alert.waitFor({ state: 'visible' });
  const text = (await alert.textContent()) ?? '';
  assert.ok(text.includes('Your order could not be loaded'), `The alert reads "${text}"`);
  assert.ok(text.includes(message), `The alert reads "${text}", not "${message}"`);
});

/** The Purchase events the story's sink was given, each with its payload. */
async function purchases(world: VitrineWorld): Promise<Array<Record<string, unknown>>> {
  const payloads = await world.page
    .locator('[data-vitrine="analytics-event-log"] li[data-client="pixel"][data-event="Purchase"]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-payload') ?? 'null'));
  return payloads.map((payload) => JSON.parse(payload) as Record<string, unknown>);
}

Then('the site\'s ad pixel heard of the purchase exactly once, for {string}', async function (this: VitrineWorld, total: string) {
  await eventually(async () => assert.ok((await purchases(this)).length > 0, 'The ad pixel heard of no purchase'));
  // Once it has come, let everything the page still had to do happen: a second one would show now.
  await this.settle();
  const heard = await purchases(this);
  assert.equal(heard.length, 1, `The ad pixel heard of ${heard.length} purchases: ${JSON.stringify(heard)}`);
  const [payload] = heard;
  const paid = formatMoney({ value: Number(payload?.value_minor_units), currency: String(payload?.currency) });
  assert.equal(paid, total, `The purchase was reported for ${paid}`);
});

Then('the site\'s ad pixel heard of no purchase', async function (this: VitrineWorld) {
  await this.settle();
  assert.deepEqual(await purchases(this), []);
});
