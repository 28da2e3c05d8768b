/** Steps about the builder's store creation wizard and navigation editor (rendering spec, entities, states, validation rules, calls). */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { sentBody } from '../support/calls.ts';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const wizard = (world: VitrineWorld) => world.page.locator('[data-vitrine="store-creation-wizard"]').first();
const navigationEditor = (world: VitrineWorld) => world.page.locator('[data-vitrine="navigation-editor"]').first();
const storeTitle = (world: VitrineWorld) => wizard(world).getByRole('textbox', { name: /Store title/ });

interface SentNavigation {
  fieldName: string;
  navigation: { items: Array<{ title?: string; collectionId?: string; children?: Array<{ title?: string }> }> };
}

/** The last navigation the page sent with UpdateNavigation that went through (the last one sent). */
async function lastNavigationSent(world: VitrineWorld): Promise<SentNavigation> {
  const calls = await world.callsSent('site.updateNavigation');
  const last = calls.at(-1);
  assert.ok(last, 'No navigation was sent');
  return sentBody(last) as SentNavigation;
}

When('the site owner renames the new store {string}', async function (this: VitrineWorld, title: string) {
  await storeTitle(this).fill(title);
});

When('the site owner creates the store', async function (this: VitrineWorld) {
  await wizard(this).getByRole('button', { name: 'Create store' }).click();
});

Then("the new store's address reads {string}", async function (this: VitrineWorld, address: string) {
  await this.settle();
  await eventually(async () => assert.equal(await wizard(this).locator('[data-part="url-id"]').textContent(), address));
});

Then("the new store's title still reads {string}", async function (this: VitrineWorld, title: string) {
  assert.equal(await storeTitle(this).inputValue(), title);
});

Then('every store creation step is done', async function (this: VitrineWorld) {
  const states = await wizard(this).locator('[data-step]').evaluateAll((steps) => steps.map((step) => step.getAttribute('data-state')));
  assert.ok(states.length > 0, 'No step is listed');
  assert.deepEqual(states, states.map(() => 'done'));
});

Then('{string} is the first item of the main navigation in the navigation editor', async function (this: VitrineWorld, title: string) {
  await navigationEditor(this).locator('[data-row-id]').first().filter({ hasText: title }).waitFor({ state: 'visible' });
});

Then('exactly {int} store collection(s) was/were asked for', async function (this: VitrineWorld, count: number) {
  assert.equal((await this.callsSent('store.createCollection')).length, count);
});

Then('the navigation sent put the new store first', async function (this: VitrineWorld) {
  const [created] = await this.callsSent('store.createCollection');
  assert.ok(created, 'No store collection was asked for');
  const title = (sentBody(created) as { title: string }).title;
  const sent = await lastNavigationSent(this);
  assert.equal(sent.fieldName, 'mainNav');
  assert.equal(sent.navigation.items[0]?.title, title);
  assert.match(sent.navigation.items[0]?.collectionId ?? '', /\S/);
  assert.equal(sent.navigation.items[1]?.title, 'Home');
});

Then('the root category was asked for {int} times, both under the one new collection', async function (this: VitrineWorld, count: number) {
  const calls = await this.callsSent('store.createRootCategory');
  assert.equal(calls.length, count);
  const collections = new Set(calls.map((call) => call.path.split('/').at(-2)));
  assert.equal(collections.size, 1, `Root categories asked for under ${[...collections].join(', ')}`);
  for (const call of calls) assert.deepEqual(sentBody(call), { displayName: 'Prints', parentCategoryId: null, type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 });
});

When('the site owner moves the navigation item {string} up with the keyboard', async function (this: VitrineWorld, title: string) {
  // dnd-kit's keyboard sensor: Space picks the item up, an arrow moves it, Space drops it; each key
  // waits for the state the one before it leads to (picked up, then moved over the item above).
  const row = navigationEditor(this).locator('[data-row-id]').filter({ has: this.page.getByRole('button', { name: `Drag ${title}`, exact: true }) });
  await row.getByRole('button', { name: `Drag ${title}`, exact: true }).focus();
  await this.page.keyboard.press('Space');
  await row.and(this.page.locator('[data-dragging="true"]')).waitFor({ state: 'attached' });
  const before = await navigationEditor(this).locator('[data-row-id]').evaluateAll((rows) => rows.map((one) => one.getAttribute('data-row-id')));
  const id = await row.getAttribute('data-row-id');
  const above = navigationEditor(this).locator(`[data-row-id="${before[before.indexOf(id) - 1] ?? ''}"]`);
  // dnd-kit listens for the arrows a moment after the pick-up (a timer), so an arrow pressed before
  // that is not heard: press again until the item has moved up.
  const translateOf = async (one: typeof row) => /translate3d\(0px, (-?)[1-9]/.exec((await one.getAttribute('style')) ?? '')?.[1];
  const movedUp = async () => (await translateOf(row)) === '-';
  for (let tries = 0; tries < 10 && !(await movedUp()); tries += 1) {
    await this.page.keyboard.press('ArrowUp');
    await eventually(async () => assert.ok(await movedUp()), 300).catch(() => undefined);
  }
  assert.ok(await movedUp(), `${title} was not moved up`);
  // Then the row above moves down: dnd-kit has taken it as the place to drop (a drop before that puts
  // the item back where it was).
  await eventually(async () => assert.equal(await translateOf(above), '', `${title} was not moved over the item above`));
  await this.page.keyboard.press('Space');
  await row.and(this.page.locator('[data-dragging]')).waitFor({ state: 'detached' });
  // Dropped: the item is listed earlier than it was.
  await eventually(async () => {
    const after = await navigationEditor(this).locator('[data-row-id]').evaluateAll((rows) => rows.map((one) => one.getAttribute('data-row-id')));
    assert.ok(after.indexOf(id) < before.indexOf(id), `${title} did not move up`);
  });
});

When('the site owner nests the navigation item {string} with the keyboard', async function (this: VitrineWorld, title: string) {
  const indent = navigationEditor(this).getByRole('button', { name: `Indent: ${title}`, exact: true });
  await indent.focus();
  await this.page.keyboard.press('Enter');
});

Then('the navigation editor lists {string}', async function (this: VitrineWorld, list: string) {
  await eventually(async () => {
    const titles = await navigationEditor(this)
      .locator('[data-row-id]')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('span > span')?.textContent ?? ''));
    assert.deepEqual(titles, list.split(', '));
  });
});

Then('the navigation saved for {string} lists {string}', async function (this: VitrineWorld, fieldName: string, list: string) {
  await eventually(async () => {
    const sent = await lastNavigationSent(this);
    assert.equal(sent.fieldName, fieldName);
    assert.deepEqual(
      sent.navigation.items.map((item) => item.title),
      list.split(', '),
    );
  });
});

Then('the navigation saved for {string} nests {string} under {string}', async function (this: VitrineWorld, fieldName: string, list: string, parent: string) {
  const sent = await lastNavigationSent(this);
  assert.equal(sent.fieldName, fieldName);
  const item = sent.navigation.items.find((candidate) => candidate.title === parent);
  assert.deepEqual(
    item?.children?.map((child) => child.title),
    list.split(', '),
  );
});

Then('the navigation editor offers neither {string} nor {string}', async function (this: VitrineWorld, first: string, second: string) {
  // Once the layout has been read: the editor then shows what it offers.
  await navigationEditor(this).and(this.page.locator('[data-state="ready"]')).waitFor({ state: 'attached' });
  for (const label of [first, second]) {
    assert.equal(await navigationEditor(this).getByRole('button', { name: label, exact: true }).count(), 0, `The navigation editor offers "${label}"`);
  }
});

When('the site owner titles the new navigation item {string} leading to the collection {string}', async function (this: VitrineWorld, title: string, collection: string) {
  const form = navigationEditor(this).getByRole('form', { name: 'Add item' });
  await form.getByRole('textbox', { name: /Title/ }).fill(title);
  await form.getByRole('combobox', { name: /Collection/ }).selectOption({ label: collection });
  await form.getByRole('button', { name: 'Save item', exact: true }).click();
});

Then('the navigation saved for {string} leads {string} to the collection {string}', async function (this: VitrineWorld, fieldName: string, title: string, collectionId: string) {
  await eventually(async () => {
    const sent = await lastNavigationSent(this);
    assert.equal(sent.fieldName, fieldName);
    assert.equal(sent.navigation.items.find((item) => item.title === title)?.collectionId, collectionId);
  });
});
