/** Steps about the builder's shared pieces (CORE): the confirm question before an action that cannot be undone. */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const question = (world: VitrineWorld) => world.page.getByRole('alertdialog');
const pageList = (world: VitrineWorld) => world.page.locator('#storybook-root li');

When('the site owner asks to remove the page {string}', async function (this: VitrineWorld, name: string) {
  await this.page.getByRole('button', { name: `Remove ${name}` }).click();
});

Then('the builder asks {string} before going ahead', async function (this: VitrineWorld, title: string) {
  await this.page.getByRole('alertdialog', { name: title }).waitFor({ state: 'visible' });
});

Then('the safe choice {string} is ready to press', async function (this: VitrineWorld, label: string) {
  await eventually(async () => {
    const focused = await question(this).getByRole('button', { name: label }).evaluate((button) => button === document.activeElement);
    assert.ok(focused, `"${label}" does not have the focus`);
  });
});

When('the site owner presses Escape on the question', async function (this: VitrineWorld) {
  await question(this).press('Escape');
});

Then("the builder's question is closed", async function (this: VitrineWorld) {
  await question(this).waitFor({ state: 'detached' });
});

Then('the page {string} is still in the page list', async function (this: VitrineWorld, name: string) {
  await this.settle();
  assert.equal(await pageList(this).filter({ hasText: name }).count(), 1, `"${name}" is not in the page list`);
});

Then('the page {string} is no longer in the page list', async function (this: VitrineWorld, name: string) {
  await eventually(async () => assert.equal(await pageList(this).filter({ hasText: name }).count(), 0, `"${name}" is still listed`));
});

Then('the owner is back on the remove button of {string}', async function (this: VitrineWorld, name: string) {
  await eventually(async () => {
    const focused = await this.page.getByRole('button', { name: `Remove ${name}` }).evaluate((button) => button === document.activeElement);
    assert.ok(focused, `the remove button of "${name}" does not have the focus`);
  });
});
