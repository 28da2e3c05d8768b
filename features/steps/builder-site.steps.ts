/** Steps about the site settings editors (rendering spec, entities, states, calls) and the address lookup (shopper spec, calls). */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const languagesEditor = (world: VitrineWorld) => world.page.locator('[data-vitrine="languages-editor"]').first();
const stylesEditor = (world: VitrineWorld) => world.page.locator('[data-vitrine="site-styles-editor"]').first();
const lookup = (world: VitrineWorld) => world.page.locator('[data-vitrine="address-lookup"]').first();

When('the site owner removes the language {string}', async function (this: VitrineWorld, name: string) {
  await languagesEditor(this).getByRole('button', { name: `Remove ${name}`, exact: true }).click();
});

When('the site owner answers {string} to the language question', async function (this: VitrineWorld, answer: string) {
  await this.page.getByRole('alertdialog').getByRole('button', { name: answer, exact: true }).click();
});

Then('the site languages are {string}', async function (this: VitrineWorld, list: string) {
  await this.settle();
  await eventually(async () => {
    const names = await languagesEditor(this).locator('[data-code] [data-part="name"]').allTextContents();
    assert.deepEqual(names, list.split(', '));
  });
});

When('the site owner sets the palette colour {string} to {string}', async function (this: VitrineWorld, label: string, colour: string) {
  await stylesEditor(this).getByRole('textbox', { name: label, exact: true }).fill(colour);
});

Then('the site styles preview button is {string}', async function (this: VitrineWorld, colour: string) {
  const button = stylesEditor(this).locator('[data-part="preview"]').getByText('A button', { exact: true });
  await eventually(async () => assert.equal(await button.evaluate((element) => getComputedStyle(element).backgroundColor), colour));
});

When('the site owner types {string} in the address lookup', async function (this: VitrineWorld, text: string) {
  await lookup(this).getByRole('combobox').pressSequentially(text);
});

Then('the address lookup suggests {string}', async function (this: VitrineWorld, address: string) {
  // Ready: the suggestions are those of the whole text typed. An answer to a shorter text (its
  // lookup sent when typing paused past the debounce, on a loaded machine) shows while the last one
  // is on its way, and the list that replaces it drops the keyboard's place in it.
  await this.page.locator('[data-vitrine="address-lookup"][data-state="ready"]').first().waitFor();
  await this.page.getByRole('option', { name: address, exact: true }).waitFor({ state: 'visible' });
});

When('the site owner picks the first address suggestion with the keyboard', async function (this: VitrineWorld) {
  const input = lookup(this).getByRole('combobox');
  await input.press('ArrowDown');
  await input.press('Enter');
});

Then('the address lookup shows {string}', async function (this: VitrineWorld, address: string) {
  await eventually(async () => assert.equal(await lookup(this).getByRole('combobox').inputValue(), address));
});

Then('the place details were asked for with a tracking context', async function (this: VitrineWorld) {
  const calls = await this.callsSent('places.details');
  assert.equal(calls.length, 1);
  const query = calls[0]?.query ?? new URLSearchParams();
  assert.equal(query.get('placeId'), 'place-broadway');
  assert.ok(query.get('productPage'), 'No productPage');
  assert.ok(query.get('productSection'), 'No productSection');
});
