/** Steps about pictures on a page: how a picture is described and loaded, and the empty frame of a refused one. */
import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { VitrineWorld } from '../support/world.ts';

Then(
  'the picture described as {string} is shown, loading when the visitor scrolls near it',
  async function (this: VitrineWorld, description: string) {
    const picture = this.page.getByRole('img', { name: description });
    await picture.waitFor({ state: 'visible' });
    assert.equal(await picture.getAttribute('loading'), 'lazy');
  },
);

Then('the picture described as {string} is shown, loading at once', async function (this: VitrineWorld, description: string) {
  const picture = this.page.getByRole('img', { name: description });
  await picture.waitFor({ state: 'visible' });
  assert.equal(await picture.getAttribute('loading'), 'eager');
  assert.equal(await picture.getAttribute('fetchpriority'), 'high');
});

Then("the picture's place is an empty frame, with no broken image", async function (this: VitrineWorld) {
  const frame = this.page.locator('[data-vitrine="image"]');
  await frame.waitFor({ state: 'visible' });
  assert.equal(await frame.getAttribute('data-state'), 'invalid');
  assert.equal(await this.page.locator('img').count(), 0, 'an image element is shown');
  assert.equal((await frame.textContent()) ?? '', '', 'the frame shows text');
});
