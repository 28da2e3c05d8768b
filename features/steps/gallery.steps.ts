/** Steps about the gallery block (rendering spec, constants and limits): its slides, its keys, its viewer (lightbox) and its autoplay. */
import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { DEFAULT_LOCALIZED_STRINGS, interpolate } from '../../logic/shared/strings.ts';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const KEYS: Record<string, string> = { 'the left arrow key': 'ArrowLeft', 'the right arrow key': 'ArrowRight', Home: 'Home', End: 'End' };

const label = (index: number, count: number) => interpolate(DEFAULT_LOCALIZED_STRINGS.galleryBlockSlideLabel, { index, count });

const gallery = (world: VitrineWorld) => world.page.locator('[data-vitrine="gallery-block"]').first();
const viewer = (world: VitrineWorld) => world.page.locator('[data-vitrine="gallery-block-lightbox"]');

Then('the photo gallery shows slide {int} of {int}', async function (this: VitrineWorld, index: number, count: number) {
  const active = gallery(this).locator('[data-part="slide"][data-state="active"]');
  await eventually(async () => {
    assert.equal(await active.count(), 1, 'one slide is active');
    assert.equal(await active.getAttribute('aria-label'), label(index, count));
  });
  await active.waitFor({ state: 'visible' });
});

// The slide left behind turns inert, and a browser drops the focus of an inert element to the page.
Then("the visitor's keyboard is on slide {int} of the photo gallery", async function (this: VitrineWorld, index: number) {
  const slide = gallery(this).locator(`[data-part="slide"][data-index="${index - 1}"]`);
  await eventually(async () => assert.ok(await slide.evaluate((element) => element.contains(document.activeElement)), `the keyboard is not on slide ${index}`));
});

When("the visitor presses the photo gallery's {string} button", async function (this: VitrineWorld, name: string) {
  await gallery(this).getByRole('button', { name, exact: true }).click();
});

When(/^the visitor presses (the left arrow key|the right arrow key|Home|End) in the photo gallery$/, async function (this: VitrineWorld, keyName: string) {
  const key = KEYS[keyName];
  assert.ok(key);
  // The keyboard way in: Tab reaches the gallery's first button; keys then act on the whole gallery.
  const inside = await gallery(this).evaluate((element) => element.contains(document.activeElement));
  if (!inside) await gallery(this).getByRole('button').first().focus();
  await this.page.keyboard.press(key);
});

When(/^the visitor presses (the left arrow key|the right arrow key|Home|End) in the photo viewer$/, async function (this: VitrineWorld, keyName: string) {
  const key = KEYS[keyName];
  assert.ok(key);
  await viewer(this).waitFor({ state: 'visible' });
  await this.page.keyboard.press(key);
});

When('the visitor opens item {int} of {int} of the photo gallery in the viewer', async function (this: VitrineWorld, index: number, count: number) {
  const name = interpolate(DEFAULT_LOCALIZED_STRINGS.galleryBlockOpenLabel, { index, count });
  await gallery(this).getByRole('button', { name, exact: true }).click();
});

Then('the photo viewer shows item {int} of {int}', async function (this: VitrineWorld, index: number, count: number) {
  await viewer(this).waitFor({ state: 'visible' });
  await eventually(async () => assert.equal(await viewer(this).locator('[data-part="lightbox-counter"]').textContent(), label(index, count)));
});

When('the visitor closes the photo viewer with the Escape key', async function (this: VitrineWorld) {
  await viewer(this).waitFor({ state: 'visible' });
  await this.page.keyboard.press('Escape');
});

Then('the photo viewer is closed', async function (this: VitrineWorld) {
  await viewer(this).waitFor({ state: 'detached' });
  // The focus is back on the item that opened it, inside the gallery.
  await eventually(async () => assert.ok(await gallery(this).evaluate((element) => element.contains(document.activeElement)), 'the focus is not back in the gallery'));
});

When('the visitor rests the pointer on the photo gallery', async function (this: VitrineWorld) {
  await gallery(this).locator('[data-part="viewport"]').hover();
});

When('the visitor moves the pointer away from the photo gallery', async function (this: VitrineWorld) {
  const box = await gallery(this).boundingBox();
  assert.ok(box, 'the gallery is not shown');
  // Beside the gallery (stories keep it narrower than the page): outside it, on the page.
  await this.page.mouse.move(box.x + box.width + 20, box.y + 10);
});

When('the visitor moves the keyboard into the photo gallery', async function (this: VitrineWorld) {
  await gallery(this).getByRole('button').first().focus();
});

When('the visitor moves the keyboard out of the photo gallery', async function (this: VitrineWorld) {
  await this.page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));
});

// Features run with reduced motion (features/support/world.ts); a @clock scenario's page is its own, so
// it may allow motion without touching the next scenario. The slideshow's wait then starts now, on the
// scenario's clock. The page learns of a change on its next frame, not when emulateMedia returns, so
// allowing motion waits until the gallery offers to stop its slides: that render also starts the
// slideshow's wait, and time passed before it would pass before the wait began. (Features already
// ask for reduced motion, so asking again changes nothing there is to wait for.)
Given(/^the visitor's device (allows motion|asks for reduced motion)$/, async function (this: VitrineWorld, setting: string) {
  assert.ok(this.fakeClock, 'only in a @clock scenario, whose page is its own');
  const allows = setting === 'allows motion';
  await this.page.emulateMedia({ reducedMotion: allows ? 'no-preference' : 'reduce' });
  if (allows) {
    await gallery(this).getByRole('button', { name: DEFAULT_LOCALIZED_STRINGS.galleryBlockStopLabel, exact: true }).waitFor({ state: 'visible' });
  }
});

Then('the photo gallery offers {string}', async function (this: VitrineWorld, name: string) {
  await gallery(this).getByRole('button', { name, exact: true }).waitFor({ state: 'visible' });
});

Then('the photo gallery does not offer {string}', async function (this: VitrineWorld, name: string) {
  await this.settle();
  assert.equal(await gallery(this).getByRole('button', { name, exact: true }).count(), 0, `the gallery offers "${name}"`);
});
