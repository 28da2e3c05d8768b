/** Steps about buying: the add-to-cart button, the options and quantity chosen, the alert, and where the shopper ends up. */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const addToCartButton = (world: VitrineWorld) => world.page.locator('[data-vitrine="add-to-cart-button"]');

When('the shopper picks {string} for {string}', async function (this: VitrineWorld, value: string, option: string) {
  const dropdown = this.page.getByRole('combobox', { name: option, exact: true });
  if ((await dropdown.count()) > 0) {
    await dropdown.selectOption({ label: value });
    return;
  }
  await this.page.getByRole('radiogroup', { name: option, exact: true }).getByRole('radio', { name: value, exact: true }).click();
});

When('the shopper types {string} as the quantity', async function (this: VitrineWorld, text: string) {
  await this.page.getByRole('spinbutton').fill(text);
});

When('the shopper double-clicks {string}', async function (this: VitrineWorld, label: string) {
  await this.page.getByRole('button', { name: label, exact: true }).dblclick();
});

Then('the add-to-cart button reads {string}', async function (this: VitrineWorld, text: string) {
  await eventually(async () => assert.equal((await addToCartButton(this).innerText()).trim(), text));
});

Then('the add-to-cart button cannot be pressed', async function (this: VitrineWorld) {
  await eventually(async () => assert.equal(await addToCartButton(this).isDisabled(), true, 'the button can be pressed'));
});

Then('the shopper is told {string}: {string}', async function (this: VitrineWorld, title: string, message: string) {
  const alert = this.page.getByRole('alert');
  await eventually(async () => {
    assert.equal(await alert.count(), 1, 'exactly one alert is shown');
    const text = await alert.innerText();
    assert.ok(text.includes(title), `the alert says "${text}", not the title "${title}"`);
    assert.ok(text.includes(message), `the alert says "${text}", not "${message}"`);
  });
});

Then('no alert is shown', async function (this: VitrineWorld) {
  // The add has been answered (no button is still adding) and the page has shown what it was told.
  await eventually(async () => assert.equal(await this.page.locator('[data-vitrine="add-to-cart-button"][data-state="adding"]').count(), 0, 'the add is still on its way'));
  await this.settle();
  assert.equal(await this.page.getByRole('alert').count(), 0, 'an alert is shown');
});

Then('the {string} list offers {string} but it cannot be picked', async function (this: VitrineWorld, option: string, text: string) {
  const choice = this.page.getByRole('combobox', { name: option, exact: true }).getByRole('option', { name: text, exact: true });
  await eventually(async () => assert.equal(await choice.isDisabled(), true, `"${text}" can be picked`));
});

Then('the shopper\'s cart holds {int} item(s)', async function (this: VitrineWorld, count: number) {
  // The page's own mock backend answers, so this reads the cart the shopper's page has.
  const quantity = () => this.page.evaluate(async () => ((await (await fetch('/api/commerce/shopping-cart')).json()) as { totalQuantity: number }).totalQuantity);
  await eventually(async () => assert.equal(await quantity(), count));
});

Then('the shopper is taken to {string}', async function (this: VitrineWorld, address: string) {
  const destination = this.page.locator('[data-navigated-to]');
  await eventually(async () => assert.equal(await destination.getAttribute('data-navigated-to'), address));
});

Then('the shopper is taken to the subscription page with the token of their new subscription cart', async function (this: VitrineWorld) {
  const destination = this.page.locator('[data-navigated-to]');
  await eventually(async () => {
    const address = (await destination.getAttribute('data-navigated-to')) ?? '';
    assert.match(address, /^\/commerce\/subscription\?cartToken=subscription-cart-\d+$/);
  });
});

Then('the shopper stays on the page', async function (this: VitrineWorld) {
  // Every answer in, and what it set off done: only then can "not sent elsewhere" be told.
  await this.settle();
  assert.equal(await this.page.locator('[data-navigated-to]').count(), 0, 'the shopper was sent elsewhere');
});
