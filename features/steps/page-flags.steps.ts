import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import type { VitrineWorld } from '../support/world.ts';

Then('the cookie banner is not shown', async function (this: VitrineWorld) {
  await this.settle();
  assert.equal(await this.page.locator('[data-vitrine="cookie-banner"]').count(), 0, 'the cookie banner is on the page');
});

Then('the page tells the owner it is a preview', async function (this: VitrineWorld) {
  const notice = this.page.locator('[data-vitrine="preview-notice"]');
  await notice.waitFor({ state: 'visible' });
  assert.match((await notice.textContent()) ?? '', /^Preview/);
});

Then('the page does not say it is a preview', async function (this: VitrineWorld) {
  await this.settle();
  assert.equal(await this.page.locator('[data-vitrine="preview-notice"]').count(), 0, 'the preview notice is on the page');
});
