/** Steps about the special pages (shopper spec, screens page types 100, 101, 103, 106; rendering spec, screens). Each names its page, so none can be mistaken for another area's. */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import type { VitrineWorld } from '../support/world.ts';

const SPECIAL_PAGE = '[data-page-type]';

Then('the special page is headed {string}', async function (this: VitrineWorld, heading: string) {
  await this.page.locator(SPECIAL_PAGE).getByRole('heading', { name: heading, exact: true }).first().waitFor({ state: 'visible' });
});

Then('the members-only page offers the member sign-in form', async function (this: VitrineWorld) {
  const page = this.page.locator('[data-vitrine="member-area-denied"]');
  await page.getByRole('textbox', { name: /^Email/ }).waitFor({ state: 'visible' });
  await page.getByLabel(/^Password/).first().waitFor({ state: 'visible' });
});

Then('the not-found page names the path {string}', async function (this: VitrineWorld, path: string) {
  const page = this.page.locator('[data-vitrine="not-found"]');
  const text = await page.locator('p').first().textContent();
  assert.ok(text?.includes(path), `The not-found page reads "${text}"`);
});

Then('the not-found page shows the requested path as plain text', async function (this: VitrineWorld) {
  await this.settle();
  const page = this.page.locator('[data-vitrine="not-found"]');
  const text = (await page.locator('p').first().textContent()) ?? '';
  assert.ok(text.includes('<script>'), `The path is not shown as written: "${text}"`);
  assert.equal(await page.locator('img, script').count(), 0, 'Markup from the path became part of the page');
  assert.equal(await this.page.evaluate(() => (window as { pwned?: unknown }).pwned), undefined, 'A script from the path ran');
});

When('the visitor enters the page password {string}', async function (this: VitrineWorld, password: string) {
  const box = this.page.locator('[data-vitrine="lock-screen"]').getByLabel(/^Password/);
  await box.fill(password);
  await box.press('Enter');
  await this.settle();
});

Then('the lock screen is still locked', async function (this: VitrineWorld) {
  assert.equal(await this.page.locator('[data-vitrine="lock-screen"]').getAttribute('data-state'), 'wrong');
});

Then('the lock screen lets the visitor in', async function (this: VitrineWorld) {
  await this.page.locator('[data-vitrine="lock-screen"][data-state="unlocked"]').waitFor({ state: 'attached' });
});
