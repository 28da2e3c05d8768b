/** Steps about the cart: the cart indicator, the added-to-cart popover and the cart page. */
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { cartBadge } from '../../logic/shopper/cart.ts';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

// The cart indicator.

const indicator = (world: VitrineWorld) => world.page.locator('[data-vitrine="cart-indicator"]');
const indicatorLink = (world: VitrineWorld) => world.page.locator('[data-vitrine="cart-indicator-link"]');

Then('the cart indicator badge reads {string}', async function (this: VitrineWorld, text: string) {
  const badge = indicator(this).locator('[data-part="badge"]');
  await eventually(async () => assert.equal((await badge.innerText()).trim(), text));
});

Then('the cart indicator shows the subtotal {string}', async function (this: VitrineWorld, text: string) {
  const subtotal = indicator(this).locator('[data-part="subtotal"]');
  await eventually(async () => assert.equal((await subtotal.innerText()).trim(), text));
});

Then('screen readers hear the cart indicator say {string}', async function (this: VitrineWorld, text: string) {
  await eventually(async () => {
    const spoken = indicator(this).locator('[role="status"]');
    assert.equal((await spoken.textContent())?.trim(), text);
    // The same words describe the link, so they are read whenever the link is reached.
    assert.equal(await indicatorLink(this).getAttribute('aria-describedby'), await spoken.getAttribute('id'));
  });
});

Then('the cart indicator is marked empty', async function (this: VitrineWorld) {
  await eventually(async () => assert.equal(await indicator(this).getAttribute('data-empty'), 'true'));
});

Then('the cart indicator is not marked empty', async function (this: VitrineWorld) {
  await eventually(async () => assert.equal(await indicator(this).getAttribute('data-empty'), null));
});

Then('the cart indicator links to {string} reading {string}', async function (this: VitrineWorld, href: string, text: string) {
  const link = indicatorLink(this);
  assert.equal(await link.getAttribute('href'), href);
  assert.match(await link.innerText(), new RegExp(`^${text}\\b`));
});

Given('a cart holding {int} item(s)', function (this: VitrineWorld, count: number) {
  this.subject.cartCount = count;
});

Then('its badge reads {string} and screen readers hear {string}', function (this: VitrineWorld, text: string, spoken: string) {
  const count = this.subject.cartCount;
  assert.equal(typeof count, 'number', 'No cart has been described yet.');
  const badge = cartBadge(count as number);
  assert.deepEqual({ text: badge.text, label: badge.label }, { text, label: spoken });
});

// The added-to-cart popover.

const popover = (world: VitrineWorld) => world.page.getByRole('dialog', { name: 'Added to Cart' });

Then('the added-to-cart popover shows {string}', async function (this: VitrineWorld, text: string) {
  await popover(this).getByText(text, { exact: true }).waitFor({ state: 'visible' });
});

Then('the added-to-cart popover is open', async function (this: VitrineWorld) {
  await popover(this).waitFor({ state: 'visible', timeout: 5000 });
});

Then('the added-to-cart popover is closed', async function (this: VitrineWorld) {
  // After the close, the key or the time that closes it: nothing waits for the popover's own 3 seconds.
  await this.settle();
  assert.equal(await popover(this).count(), 0, 'the popover is still open');
});

Then('the add is announced to screen readers as {string}', async function (this: VitrineWorld, text: string) {
  // The page's one announcer (LiveAnnouncer), which the popover announces the add through.
  const announcement = this.page.locator('[data-vitrine="live-announcer"]');
  await eventually(async () => assert.equal((await announcement.textContent())?.trim(), text));
});

Then('the keyboard focus is on {string} in the added-to-cart popover', async function (this: VitrineWorld, name: string) {
  const control = popover(this).getByRole('button', { name, exact: true }).or(popover(this).getByRole('link', { name, exact: true }));
  await eventually(async () => assert.equal(await control.evaluate((element) => element === document.activeElement), true, `"${name}" does not have the keyboard focus`));
});

When('the shopper closes the added-to-cart popover', async function (this: VitrineWorld) {
  await popover(this).getByRole('button', { name: 'Close' }).click();
});

When('the shopper dismisses the added-to-cart popover with the Escape key', async function (this: VitrineWorld) {
  await this.page.keyboard.press('Escape');
});

When('the shopper scrolls the page down by {int} pixels', async function (this: VitrineWorld, pixels: number) {
  await this.page.evaluate((by) => window.scrollBy(0, by), pixels);
});

Then('the added-to-cart popover sits just below the cart link', async function (this: VitrineWorld) {
  await eventually(async () => {
    const link = await indicatorLink(this).boundingBox();
    const box = await popover(this).boundingBox();
    assert.ok(link && box, 'the cart link or the popover is not on the page');
    assert.ok(Math.abs(box.y - (link.y + link.height + 8)) < 2, `the popover is at ${box.y}, the link ends at ${link.y + link.height}`);
  });
});

// The cart page.

const entries = (world: VitrineWorld) => world.page.locator('[data-vitrine="cart-entry"]');
const entry = (world: VitrineWorld, title: string) =>
  entries(world).filter({ has: world.page.getByRole('heading', { name: title, exact: true }) });
const details = (world: VitrineWorld) => world.page.getByRole('dialog');

async function typeQuantity(world: VitrineWorld, title: string, text: string) {
  const input = entry(world, title).getByRole('spinbutton', { name: 'Quantity' });
  await input.fill(text);
  await input.press('Enter');
}

When('the shopper changes the quantity of {string} to {int}', async function (this: VitrineWorld, title: string, quantity: number) {
  await typeQuantity(this, title, String(quantity));
});

When('the shopper types {string} as the quantity of {string}', async function (this: VitrineWorld, text: string, title: string) {
  await typeQuantity(this, title, text);
});

When('the shopper removes {string} from the cart', async function (this: VitrineWorld, title: string) {
  await entry(this, title).getByRole('button', { name: `Remove ${title}`, exact: true }).click();
});

When('the shopper opens the details of {string}', async function (this: VitrineWorld, title: string) {
  await entry(this, title).getByRole('button', { name: `Edit Details for ${title}`, exact: true }).click();
  await details(this).waitFor({ state: 'visible' });
});

When('the shopper sets {string} to {string} in the details', async function (this: VitrineWorld, label: string, value: string) {
  await details(this).getByRole('textbox', { name: label }).fill(value);
});

When('the shopper saves the details', async function (this: VitrineWorld) {
  await details(this).getByRole('button', { name: 'Save', exact: true }).click();
});

Then('the details show {string}', async function (this: VitrineWorld, text: string) {
  await details(this).getByText(text, { exact: true }).waitFor({ state: 'visible' });
});

Then('the details are closed', async function (this: VitrineWorld) {
  // Once the store has answered the save.
  await this.settle();
  assert.equal(await details(this).count(), 0, 'the details are still open');
});

Then('the details still hold {string} in {string}', async function (this: VitrineWorld, value: string, label: string) {
  assert.equal(await details(this).getByRole('textbox', { name: label }).inputValue(), value);
});

Then('the cart lists {int} entry/entries', async function (this: VitrineWorld, count: number) {
  await eventually(async () => assert.equal(await entries(this).count(), count));
});

Then('the cart no longer lists {string}', async function (this: VitrineWorld, title: string) {
  // Once the store has answered the removal.
  await this.settle();
  assert.equal(await entry(this, title).count(), 0, `"${title}" is still in the cart`);
});

Then('the cart entry {string} shows {string}', async function (this: VitrineWorld, title: string, text: string) {
  await entry(this, title).getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
});

Then('the quantity of {string} reads {string}', async function (this: VitrineWorld, title: string, text: string) {
  const input = entry(this, title).getByRole('spinbutton', { name: 'Quantity' });
  await eventually(async () => assert.equal(await input.inputValue(), text));
});

Then('the line total of {string} reads {string}', async function (this: VitrineWorld, title: string, text: string) {
  const total = entry(this, title).locator('[data-part="line-total"]');
  await eventually(async () => assert.match((await total.innerText()).trim(), new RegExp(`${text.replace(/[$.]/g, '\\$&')}$`)));
});

Then('the cart entry {string} offers no way to send its quantity', async function (this: VitrineWorld, title: string) {
  assert.equal(await entry(this, title).getByRole('button', { name: `Update quantity of ${title}` }).count(), 0);
});

Then('next to {string} the shopper is told {string}: {string}', async function (this: VitrineWorld, title: string, heading: string, message: string) {
  const alert = entry(this, title).getByRole('alert');
  await alert.waitFor({ state: 'visible' });
  await eventually(async () => {
    const text = await alert.innerText();
    assert.ok(text.includes(heading) && text.includes(message), `the alert reads "${text}"`);
  });
});

Then('in the details the shopper is told {string}: {string}', async function (this: VitrineWorld, heading: string, message: string) {
  const alert = details(this).getByRole('alert').filter({ hasText: heading });
  await alert.waitFor({ state: 'visible' });
  assert.ok((await alert.innerText()).includes(message), `the alert reads "${await alert.innerText()}"`);
});

Then('the order summary reads:', async function (this: VitrineWorld, table: DataTable) {
  const summary = this.page.getByRole('region', { name: 'Order summary' });
  await eventually(async () => {
    for (const [label = '', amount] of table.raw()) {
      const exactly = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
      const line = summary.locator('dt', { hasText: exactly }).locator('xpath=following-sibling::dd[1]');
      assert.equal((await line.innerText()).trim(), amount, `${label}`);
    }
  });
});

Then('every cart entry shows its picture', async function (this: VitrineWorld) {
  const rows = await entries(this).all();
  assert.ok(rows.length > 0, 'the cart lists no entries');
  for (const row of rows) {
    const picture = row.locator('[data-part="thumbnail"] img');
    await eventually(async () => assert.equal(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), true));
  }
});

Then('the order summary has no discount line', async function (this: VitrineWorld) {
  const summary = this.page.getByRole('region', { name: 'Order summary' });
  await summary.waitFor({ state: 'visible' });
  assert.equal(await summary.locator('[data-part="discount"]').count(), 0);
});

Then('under the quantity of {string} the shopper is told {string}', async function (this: VitrineWorld, title: string, message: string) {
  const said = entry(this, title).getByRole('alert');
  await eventually(async () => assert.equal((await said.innerText()).trim(), message));
  // It describes the quantity input, so it is read again whenever the input is reached.
  const input = entry(this, title).getByRole('spinbutton', { name: 'Quantity' });
  assert.ok((await input.getAttribute('aria-describedby'))?.split(' ').includes((await said.getAttribute('id')) ?? ''), 'the message does not describe the input');
});

Then('the cart entry {string} no longer says {string}', async function (this: VitrineWorld, title: string, message: string) {
  await eventually(async () => assert.equal(await entry(this, title).getByText(message, { exact: true }).count(), 0));
});

// Checkout.

const checkoutAction = (world: VitrineWorld, name: string) =>
  world.page.locator('[data-part="checkout"]').getByRole('link', { name, exact: true }).or(world.page.locator('[data-part="checkout"]').getByRole('button', { name, exact: true }));

Then('the cart page offers {string} leading to {string}', async function (this: VitrineWorld, name: string, href: string) {
  const link = this.page.locator('[data-part="checkout"]').getByRole('link', { name, exact: true });
  await eventually(async () => assert.equal(await link.getAttribute('href'), href));
  assert.equal(await link.getAttribute('aria-disabled'), null);
});

Then('the cart page\'s {string} is unavailable because {string}', async function (this: VitrineWorld, name: string, reason: string) {
  const action = checkoutAction(this, name);
  await action.waitFor({ state: 'visible' });
  assert.equal(await action.getAttribute('aria-disabled'), 'true');
  assert.equal(await action.getAttribute('href'), null, 'it still leads somewhere');
  // Pressing it goes nowhere (forced: Playwright waits for an aria-disabled control to be enabled), and
  // the reason is what it is described by.
  await action.click({ force: true });
  assert.equal(await action.evaluate((element) => element.closest('[data-vitrine="cart-page"]') !== null), true);
  const describedBy = (await action.getAttribute('aria-describedby')) ?? '';
  const description = this.page.locator(`[id="${describedBy}"]`);
  assert.equal((await description.innerText()).trim(), reason);
});

Then('the cart page offers no {string}', async function (this: VitrineWorld, name: string) {
  await this.settle();
  assert.equal(await checkoutAction(this, name).count(), 0);
});
