/** Steps about the catalogue views: the product gallery and its lightbox, listing cards and the grid. */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { DEFAULT_LOCALIZED_STRINGS, interpolate } from '../../logic/shared/strings.ts';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const KEYS: Record<string, string> = { left: 'ArrowLeft', right: 'ArrowRight' };

const slideName = (index: number, count: number) => interpolate(DEFAULT_LOCALIZED_STRINGS.gallerySlideLabel, { index, count });

const gallery = (world: VitrineWorld) => world.page.locator('[data-vitrine="product-gallery"]').first();
const picture = (world: VitrineWorld) => gallery(world).locator('[data-part="zoom"]').first();
const lightbox = (world: VitrineWorld) => world.page.getByRole('dialog');

Then('the gallery shows image {int} of {int}', async function (this: VitrineWorld, index: number, count: number) {
  const slide = gallery(this).locator('[data-part="slide"]');
  await eventually(async () => {
    assert.equal(await slide.count(), 1, 'the slideshow shows one picture at a time');
    assert.equal(await slide.getAttribute('aria-label'), slideName(index, count));
  });
  await slide.locator('img').waitFor({ state: 'visible' });
});

Then('the gallery shows {int} pictures one under another', async function (this: VitrineWorld, count: number) {
  const slides = gallery(this).locator('[data-part="slide"]');
  await eventually(async () => assert.equal(await slides.count(), count));
  let previousBottom = Number.NEGATIVE_INFINITY;
  for (let at = 0; at < count; at += 1) {
    const box = await slides.nth(at).boundingBox();
    assert.ok(box, `picture ${at + 1} is not shown`);
    assert.ok(box.y >= previousBottom, `picture ${at + 1} is not under picture ${at}`);
    previousBottom = box.y + box.height;
  }
});

When(/^the shopper presses the (left|right) arrow key in the gallery$/, async function (this: VitrineWorld, direction: string) {
  const key = KEYS[direction];
  assert.ok(key);
  // The keyboard way into the gallery: focus the picture (or its zoom button), as Tab would.
  const target = gallery(this).locator('[data-part="slide"][tabindex], [data-part="zoom"][aria-pressed]').first();
  await target.focus();
  await this.page.keyboard.press(key);
});

When(/^the shopper presses the (left|right) arrow key in the lightbox$/, async function (this: VitrineWorld, direction: string) {
  const key = KEYS[direction];
  assert.ok(key);
  await lightbox(this).waitFor({ state: 'visible' });
  await this.page.keyboard.press(key);
});

When('the shopper rests the pointer on the gallery picture', async function (this: VitrineWorld) {
  await picture(this).hover();
});

When('the shopper moves the pointer away from the gallery picture', async function (this: VitrineWorld) {
  await this.page.mouse.move(0, 0);
});

When('the shopper clicks the gallery picture', async function (this: VitrineWorld) {
  await picture(this).click();
});

/** How much the picture is enlarged as the page draws it (1: not at all). */
const drawnScale = (world: VitrineWorld) =>
  picture(world)
    .locator('[data-part="zoom-layer"]')
    .evaluate((layer) => {
      const transform = getComputedStyle(layer).transform;
      return transform === 'none' ? 1 : new DOMMatrixReadOnly(transform).a;
    });

Then('the gallery picture is zoomed in {float} times', async function (this: VitrineWorld, factor: number) {
  await eventually(async () => {
    assert.equal(await picture(this).getAttribute('data-zoomed'), 'true', 'the picture is not zoomed in');
    assert.equal(await drawnScale(this), factor);
  });
});

Then('the gallery picture is not zoomed in', async function (this: VitrineWorld) {
  await eventually(async () => {
    assert.equal(await picture(this).getAttribute('data-zoomed'), 'false', 'the picture is zoomed in');
    assert.equal(await drawnScale(this), 1);
  });
});

Then('the lightbox shows image {int} of {int}', async function (this: VitrineWorld, index: number, count: number) {
  const slide = lightbox(this).getByRole('group', { name: slideName(index, count), exact: true });
  await slide.waitFor({ state: 'visible' });
  await slide.locator('img').waitFor({ state: 'visible' });
});

When('the shopper closes the lightbox with the Escape key', async function (this: VitrineWorld) {
  await lightbox(this).waitFor({ state: 'visible' });
  await this.page.keyboard.press('Escape');
  await lightbox(this).waitFor({ state: 'detached' });
});

When('the shopper opens the lightbox on image {int} of {int}', async function (this: VitrineWorld, index: number, count: number) {
  await gallery(this)
    .getByRole('group', { name: slideName(index, count), exact: true })
    .getByRole('button', { name: DEFAULT_LOCALIZED_STRINGS.galleryOpenLightboxLabel })
    .click();
});

// Time on a listing (@clock): stopped a second ahead of the page's clock, so it cannot already be past
// that moment when the pause lands; from then on it moves only by "When 2 seconds pass".

// Listing cards: each card is an article named by its product's title.

const card = (world: VitrineWorld, title: string) => world.page.getByRole('article', { name: title, exact: true });
const cardButton = (world: VitrineWorld, title: string) => card(world, title).locator('[data-vitrine="add-to-cart-button"]');

When('the shopper clicks {string} on the {string} card', async function (this: VitrineWorld, label: string, title: string) {
  await card(this, title).getByRole('button', { name: label, exact: true }).click();
});

When("the shopper tries to press the {string} card's button anyway", async function (this: VitrineWorld, title: string) {
  // A disabled button takes no click; force one anyway, as an impatient shopper would.
  await cardButton(this, title).click({ force: true });
});

Then("the {string} card's button reads {string}", async function (this: VitrineWorld, title: string, text: string) {
  await eventually(async () => assert.equal((await cardButton(this, title).innerText()).trim(), text));
});

Then("the {string} card's button cannot be pressed", async function (this: VitrineWorld, title: string) {
  await eventually(async () => assert.equal(await cardButton(this, title).isDisabled(), true, `the ${title} button can be pressed`));
});

// The pages.

When('the shopper opens the cart from the cart indicator', async function (this: VitrineWorld) {
  await this.page.locator('[data-vitrine="cart-indicator-link"]').first().click();
});

Then('the cart page lists {string}', async function (this: VitrineWorld, title: string) {
  const entry = this.page.locator('[data-vitrine="cart-page"] [data-vitrine="cart-entry"]').filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  await entry.first().waitFor({ state: 'visible' });
});
