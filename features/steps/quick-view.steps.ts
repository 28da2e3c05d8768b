/** Steps about the product quick view (shopper spec, screens, states, calls, error catalogue, constants and limits). Each names the quick view, so none can be mistaken for another area's. */
import { After, Before, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { Locator, Request } from 'playwright';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const QUICK_VIEW = '[data-vitrine="quick-view"]';

/** The quick-view button of the product called `title`: on a listing card, or beside the title in a list. */
function quickViewButton(world: VitrineWorld, title: string): Locator {
  const card = world.page.getByRole('article', { name: title, exact: true });
  const beside = world.page.locator('li').filter({ has: world.page.getByText(title, { exact: true }) });
  return card.or(beside).first().locator('[data-vitrine="quick-view-button"]');
}

const lightbox = (world: VitrineWorld) => world.page.locator(QUICK_VIEW);

/** The product ids of the quick-view census records the page sent during the scenario, in order. */
function quickViewRecords(world: VitrineWorld): string[] {
  const records = world.subject.quickViewRecords;
  if (!Array.isArray(records)) throw new Error('Quick-view records are watched in scenarios tagged @quick-view only.');
  return records as string[];
}

// Every request from the scenario's start, so a record sent while the story loads is counted too.
Before({ tags: '@quick-view' }, function (this: VitrineWorld) {
  const records: string[] = [];
  const listener = (request: Request) => {
    const match = /\/api\/census\/RecordQuickView\/([^/?]+)/.exec(request.url());
    if (match?.[1] && request.method() === 'POST') records.push(decodeURIComponent(match[1]));
  };
  this.subject.quickViewRecords = records;
  this.subject.quickViewRecordListener = listener;
  this.page.on('request', listener);
});

After({ tags: '@quick-view' }, function (this: VitrineWorld) {
  const listener = this.subject.quickViewRecordListener;
  if (typeof listener === 'function') this.page.off('request', listener as (request: Request) => void);
});

When('the shopper opens the quick view of {string}', async function (this: VitrineWorld, title: string) {
  await quickViewButton(this, title).click();
});

Then('the quick view shows {string}', async function (this: VitrineWorld, title: string) {
  await eventually(async () => {
    const dialog = this.page.getByRole('dialog', { name: title, exact: true });
    assert.equal(await dialog.count(), 1, `No quick view of "${title}" is open.`);
    assert.equal(await dialog.getAttribute('data-vitrine'), 'quick-view');
    assert.equal((await dialog.locator('.product-title').innerText()).trim(), title);
  });
});

Then('the quick view still shows {string}', async function (this: VitrineWorld, title: string) {
  await this.settle();
  assert.equal(await this.page.getByRole('dialog', { name: title, exact: true }).count(), 1, `The quick view of "${title}" is no longer shown.`);
});

Then('no quick view is open', async function (this: VitrineWorld) {
  // Not settle(): in these scenarios an answer may be meant to hang (a slow or silent backend).
  await this.quiet();
  assert.equal(await lightbox(this).count(), 0, 'A quick view is open.');
});

Then('the quick-view button of {string} shows it is loading', async function (this: VitrineWorld, title: string) {
  const button = quickViewButton(this, title);
  await eventually(async () => {
    assert.equal(await button.getAttribute('data-state'), 'loading');
    assert.equal(await button.getAttribute('aria-busy'), 'true');
  });
});

Then(/^the quick view (offers|does not offer) a (previous|next) product$/, async function (this: VitrineWorld, offers: string, which: string) {
  await eventually(async () => assert.equal(await lightbox(this).getAttribute('data-state'), 'loaded'));
  const count = await lightbox(this).getByRole('button', { name: which === 'previous' ? 'Previous product' : 'Next product' }).count();
  assert.equal(count, offers === 'offers' ? 1 : 0);
});

When(/^the shopper presses the (left|right) arrow key in the quick view$/, async function (this: VitrineWorld, direction: string) {
  await lightbox(this).waitFor({ state: 'visible' });
  await this.page.keyboard.press(direction === 'left' ? 'ArrowLeft' : 'ArrowRight');
});

When('the shopper closes the quick view with the Escape key', async function (this: VitrineWorld) {
  await lightbox(this).waitFor({ state: 'visible' });
  await this.page.keyboard.press('Escape');
});

When('the shopper clicks on the page behind the quick view', async function (this: VitrineWorld) {
  await lightbox(this).waitFor({ state: 'visible' });
  // A corner of the page, where the dimmed page shows around the lightbox.
  await this.page.mouse.click(5, 5);
});

When('the shopper clicks inside a product form shown over the quick view', async function (this: VitrineWorld) {
  await lightbox(this).waitFor({ state: 'visible' });
  // A product form layered over the quick view (an item's extra questions): a press inside it reaches the form, not the page.
  await this.page.evaluate(async () => {
    const form = document.createElement('form');
    form.setAttribute('data-vitrine', 'product-form');
    document.body.append(form);
    const init = { bubbles: true, cancelable: true, button: 0 };
    form.dispatchEvent(new PointerEvent('pointerdown', { ...init, pointerType: 'mouse' }));
    form.dispatchEvent(new MouseEvent('mousedown', init));
    form.dispatchEvent(new PointerEvent('pointerup', { ...init, pointerType: 'mouse' }));
    form.dispatchEvent(new MouseEvent('mouseup', init));
    form.dispatchEvent(new MouseEvent('click', init));
    // The dialog decides on an outside click in a zero-delay timer queued by the click; a timer queued
    // now runs after it (timers of equal delay run in order), so the decision has been made here.
    await new Promise((done) => setTimeout(done, 0));
    form.remove();
  });
});

Then('the keyboard focus is back on the quick-view button of {string}', async function (this: VitrineWorld, title: string) {
  const button = quickViewButton(this, title);
  await eventually(async () => assert.equal(await button.evaluate((element) => element === document.activeElement), true));
});

Then('the quick view sits {int} pixels from the top of the window', async function (this: VitrineWorld, pixels: number) {
  await eventually(async () => {
    assert.equal(await lightbox(this).getAttribute('data-tall'), 'true');
    const box = await lightbox(this).boundingBox();
    assert.equal(box?.y, pixels);
  });
});

Then('the quick view is centred in the window', async function (this: VitrineWorld) {
  await eventually(async () => assert.equal(await lightbox(this).getAttribute('data-tall'), 'false'));
  const box = await lightbox(this).boundingBox();
  const height = this.page.viewportSize()?.height ?? 0;
  assert.ok(box, 'No quick view.');
  assert.ok(Math.abs(box.y + box.height / 2 - height / 2) <= 1, `The quick view's middle is at ${box.y + box.height / 2}, the window's at ${height / 2}.`);
});

Then('an alert titled {string} says {string}', async function (this: VitrineWorld, title: string, message: string) {
  const alert = this.page.getByRole('alertdialog', { name: title, exact: true });
  await eventually(async () => {
    assert.equal(await alert.count(), 1, `No alert titled "${title}".`);
    assert.equal(await alert.getAttribute('aria-describedby').then((id) => (id ? this.page.locator(`[id="${id}"]`).innerText() : null)), message);
  });
});

Then('the quick view has no add-to-cart button', async function (this: VitrineWorld) {
  await eventually(async () => assert.equal(await lightbox(this).getAttribute('data-state'), 'loaded'));
  // Not settle(): the page's cart is meant to be still on its way.
  await this.quiet();
  assert.equal(await lightbox(this).locator('[data-vitrine="add-to-cart-button"]').count(), 0);
});

When('the quick view\'s page is about to unload', async function (this: VitrineWorld) {
  await lightbox(this).waitFor({ state: 'visible' });
  await this.page.evaluate(() => window.dispatchEvent(new Event('beforeunload')));
});

When('the shopper adds the product to the cart from the quick view', async function (this: VitrineWorld) {
  await lightbox(this).getByRole('button', { name: 'Add To Cart' }).click();
});

Then('the added-to-cart popover is shown inside the quick view', async function (this: VitrineWorld) {
  const popover = lightbox(this).locator('[data-vitrine="added-to-cart-popover"]');
  await popover.waitFor({ state: 'visible' });
  // Not in the part of the page the open quick view hides from screen readers.
  assert.equal(await popover.evaluate((element) => element.closest('[aria-hidden="true"]') === null), true, 'The popover is hidden from screen readers.');
});

When('the shopper presses Tab from the add-to-cart button in the quick view', async function (this: VitrineWorld) {
  await lightbox(this).locator('[data-vitrine="add-to-cart-button"]').focus();
  await this.page.keyboard.press('Tab');
});

When('the shopper presses Tab again in the quick view', async function (this: VitrineWorld) {
  await this.page.keyboard.press('Tab');
});

When('the shopper chooses {string} for {string} in the quick view', async function (this: VitrineWorld, value: string, option: string) {
  await lightbox(this).getByRole('combobox', { name: option }).selectOption(value);
});

Then('a quick view of {string} has been recorded', async function (this: VitrineWorld, productId: string) {
  const records = quickViewRecords(this);
  await eventually(() => assert.ok(records.includes(productId), `Recorded: ${records.join(', ') || 'nothing'}.`));
});

Then('the quick views recorded are {string}', async function (this: VitrineWorld, list: string) {
  const records = quickViewRecords(this);
  const expected = list.split(',').map((id) => id.trim());
  await eventually(() => assert.deepEqual(records, expected));
});

Then('nothing but the product in the quick view has run', async function (this: VitrineWorld) {
  await eventually(async () => assert.equal(await lightbox(this).getByRole('button', { name: 'Add To Cart' }).count(), 1));
  assert.equal(await this.page.evaluate(() => (window as { quickViewScriptRan?: boolean }).quickViewScriptRan ?? false), false);
  assert.equal(await lightbox(this).locator('script, [onload], [onerror]').count(), 0);
});
