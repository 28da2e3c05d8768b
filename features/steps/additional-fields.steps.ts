/** Steps about a product's additional-fields form asked at an add (shopper spec, screens, calls, error catalogue). Each names the form, so none can be mistaken for a page form's. */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const form = (world: VitrineWorld) => world.page.locator('[data-vitrine="additional-fields-dialog"]');

/** The form's control for a question: its text box or its list (the label may carry a Required marker). */
const question = (world: VitrineWorld, label: string) => {
  const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
  return form(world).getByRole('textbox', { name }).or(form(world).getByRole('combobox', { name }));
};

Then('the {string} form is shown for {string}', async function (this: VitrineWorld, name: string, product: string) {
  const dialog = this.page.getByRole('dialog', { name, exact: true });
  await dialog.waitFor({ state: 'visible' });
  assert.equal(await dialog.getAttribute('data-vitrine'), 'additional-fields-dialog');
  const described = await dialog.getAttribute('aria-describedby');
  assert.ok(described, 'The form does not say which product it is for.');
  assert.equal((await this.page.locator(`[id="${described}"]`).innerText()).trim(), product);
});

When('the shopper answers {string} with {string} in the form', async function (this: VitrineWorld, label: string, answer: string) {
  const control = question(this, label);
  if ((await control.evaluate((element) => element.tagName)) === 'SELECT') await control.selectOption(answer);
  else await control.fill(answer);
});

When('the shopper sends the form', async function (this: VitrineWorld) {
  await form(this).locator('button[type="submit"]').click();
});

When('the shopper closes the form with the Escape key', async function (this: VitrineWorld) {
  await this.page.keyboard.press('Escape');
});

Then('the form is closed', async function (this: VitrineWorld) {
  await form(this).waitFor({ state: 'detached' });
});

Then("the form's {string} says {string}", async function (this: VitrineWorld, label: string, message: string) {
  await eventually(async () => assert.equal(await question(this, label).getAttribute('aria-invalid'), 'true', `"${label}" is not marked`));
  const described = (await question(this, label).getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(described.split(' ').filter(Boolean).map((id) => this.page.locator(`[id="${id}"]`).innerText()));
  assert.ok(texts.some((text) => text.trim() === message), `"${label}" says ${texts.join(' / ')}`);
});

Then('in the form the shopper is told {string}: {string}', async function (this: VitrineWorld, heading: string, message: string) {
  const alert = form(this).getByRole('alert').filter({ hasText: heading });
  await alert.waitFor({ state: 'visible' });
  assert.ok((await alert.innerText()).includes(message), `the alert reads "${await alert.innerText()}"`);
});

Then('the form still holds {string} in {string}', async function (this: VitrineWorld, answer: string, label: string) {
  assert.equal(await question(this, label).inputValue(), answer);
});

Then('{string} is in the cart with the answers {string}', async function (this: VitrineWorld, title: string, answers: string) {
  // The page's own mock backend answers, so this reads the cart the shopper's page has.
  const entries = () =>
    this.page.evaluate(async () => ((await (await fetch('/api/commerce/shopping-cart')).json()) as { entries: Array<{ title: string; additionalFields: Record<string, unknown> | null }> }).entries);
  await eventually(async () => {
    const entry = (await entries()).find((candidate) => candidate.title === title);
    assert.ok(entry, `"${title}" is not in the cart`);
    assert.deepEqual(Object.values(entry.additionalFields ?? {}), answers.split(', '));
  });
});

Then("the keyboard focus is back on the {string} card's button", async function (this: VitrineWorld, title: string) {
  const button = this.page.getByRole('article', { name: title, exact: true }).locator('[data-vitrine="add-to-cart-button"]');
  await eventually(async () => assert.equal(await button.evaluate((element) => element === document.activeElement), true, `The ${title} button does not have the keyboard focus`));
});
