/** Steps of the cookie banner and the census cookies (features/visitor/consent.feature): the page's real cookies. */
import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { CENSUS_COOKIES, COOKIE_NAMES, parseVisitorRecord } from '../../logic/visitor/cookies.ts';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

/** The cookies the visitor's browser holds for the open page, name → value. */
async function browserCookies(world: VitrineWorld): Promise<Record<string, string>> {
  const cookies = await world.page.context().cookies(world.page.url());
  return Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie.value]));
}

const banner = (world: VitrineWorld) => world.page.locator('[data-vitrine="cookie-banner"]');

Then('the cookie banner asks the visitor about cookies', async function (this: VitrineWorld) {
  await banner(this).getByRole('button', { name: 'Accept cookies' }).waitFor({ state: 'visible' });
  await banner(this).getByRole('button', { name: 'Decline' }).waitFor({ state: 'visible' });
});

Then('the cookie banner is gone', async function (this: VitrineWorld) {
  await this.settle();
  assert.equal(await banner(this).count(), 0, 'the cookie banner is still on the page');
});

Then("the visitor's browser remembers that cookies were {string}", async function (this: VitrineWorld, answer: string) {
  const expected = { accepted: 'true', declined: 'false' }[answer];
  assert.ok(expected, `"${answer}" is neither "accepted" nor "declined"`);
  await eventually(async () => assert.equal((await browserCookies(this))[COOKIE_NAMES.cookieAllowed], expected));
});

Then("the visitor's browser holds no census cookies", async function (this: VitrineWorld) {
  await eventually(async () => {
    const held = Object.keys(await browserCookies(this));
    assert.deepEqual(CENSUS_COOKIES.filter((name) => held.includes(name)), []);
  });
});

Then("the visitor's browser holds every census cookie", async function (this: VitrineWorld) {
  await this.settle();
  const held = Object.keys(await browserCookies(this));
  assert.deepEqual(CENSUS_COOKIES.filter((name) => !held.includes(name)), []);
});

Then("the visitor's browser holds a visitor record of a first visit", async function (this: VitrineWorld) {
  await eventually(async () => {
    const cookies = await browserCookies(this);
    const record = parseVisitorRecord(cookies[COOKIE_NAMES.censusVisitor]);
    assert.ok(record, `ss_cvr holds ${JSON.stringify(cookies[COOKIE_NAMES.censusVisitor])}, not a visitor record`);
    assert.equal(record.visitCount, 1);
    assert.equal(record.firstVisit, record.latestVisit);
  });
});
