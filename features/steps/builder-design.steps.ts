/** Steps about the builder's design editors (rendering spec, validation rules, constants and limits): the colour field, the tag editor and the gallery designer. */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const colourField = (world: VitrineWorld) => world.page.locator('[data-vitrine="colour-input"]').first();
const tagEditor = (world: VitrineWorld) => world.page.locator('[data-vitrine="tag-editor"]').first();
const designer = (world: VitrineWorld) => world.page.locator('[data-vitrine="gallery-designer"]').first();
/** The page's own gallery (not the designer's preview). */
const pageGallery = (world: VitrineWorld) => world.page.locator('main [data-vitrine="gallery-block"]').first();

When('the site owner types the colour {string}', async function (this: VitrineWorld, colour: string) {
  await colourField(this).getByRole('textbox').fill(colour);
});

Then('the colour field says {string}', async function (this: VitrineWorld, message: string) {
  await colourField(this).locator('[data-part="error"]', { hasText: message }).waitFor({ state: 'visible' });
});

Then('the colour field still shows {string}', async function (this: VitrineWorld, colour: string) {
  assert.equal(await colourField(this).getByRole('textbox').inputValue(), colour);
});

Then('the saved colour is still {string}', async function (this: VitrineWorld, colour: string) {
  // The Controlled story shows what the page holds: only a colour the field passed on gets there.
  await this.settle();
  await eventually(async () => assert.equal(await this.page.getByTestId('saved').textContent(), colour));
});

When(/^the site owner adds the (tag|category) "([^"]*)"$/, async function (this: VitrineWorld, tagType: string, name: string) {
  const input = tagEditor(this).getByRole('textbox', { name: tagType === 'category' ? 'New category' : 'New tag' });
  await input.fill(name);
  await input.press('Enter');
});

Then('the tags are still {string}', async function (this: VitrineWorld, list: string) {
  await this.settle();
  const names = await tagEditor(this).locator('li[data-name]').evaluateAll((items) => items.map((item) => item.getAttribute('data-name')));
  assert.deepEqual(names, list.split(', '));
});

When('the site owner starts renaming the tag {string}', async function (this: VitrineWorld, name: string) {
  await tagEditor(this).getByRole('button', { name: `Rename ${name}`, exact: true }).click();
});

When('the site owner chooses the {string} gallery design', async function (this: VitrineWorld, design: string) {
  await designer(this).getByRole('radio', { name: design, exact: true }).click();
});

When('the site owner turns on the gallery option {string}', async function (this: VitrineWorld, option: string) {
  await designer(this).getByRole('checkbox', { name: option, exact: true }).check();
});

When('the site owner sets the gallery option {string} to {string}', async function (this: VitrineWorld, option: string, value: string) {
  const input = designer(this).getByRole('spinbutton', { name: option, exact: true });
  await input.fill(value);
  await input.press('Enter');
});

Then('the gallery option {string} reads {int}', async function (this: VitrineWorld, option: string, value: number) {
  await eventually(async () => assert.equal(await designer(this).getByRole('spinbutton', { name: option, exact: true }).inputValue(), String(value)));
});

Then('the gallery on the page is a {string}', async function (this: VitrineWorld, design: string) {
  await eventually(async () => assert.equal(await pageGallery(this).getAttribute('data-design'), design));
});

Then('the gallery on the page shows its thumbnails', async function (this: VitrineWorld) {
  await pageGallery(this).locator('[data-part="thumbnails"]').waitFor({ state: 'visible' });
});

Then('the gallery on the page has padding {int}', async function (this: VitrineWorld, padding: number) {
  const items = pageGallery(this).locator('[data-part="items"]');
  await eventually(async () => assert.equal(await items.evaluate((list) => getComputedStyle(list).rowGap), `${padding}px`));
});
