/** Steps shared by every feature: opening a story as the starting state, and reading the page. */
import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { isScenarioName, SCENARIO_NAMES } from '../../mocks/scenarios.ts';
import type { VitrineWorld } from '../support/world.ts';
import { STORY_TIMEOUT_MS } from '../../scripts/visual/catalogue.ts';

Given('the store backend is {string}', function (this: VitrineWorld, name: string) {
  assert.ok(isScenarioName(name), `No mock backend scenario "${name}"; there are ${SCENARIO_NAMES.join(', ')}.`);
  this.backend = name;
});

Given('the shopper sees the {string} story of {string}', { timeout: STORY_TIMEOUT_MS }, async function (this: VitrineWorld, name: string, title: string) {
  await this.openStory(title, name);
});

When('the shopper clicks {string}', async function (this: VitrineWorld, label: string) {
  await this.page.getByRole('button', { name: label }).click();
});

When('{int} second(s) pass(es)', async function (this: VitrineWorld, seconds: number) {
  await this.passTime(seconds * 1000);
});

Then('the page shows {string}', async function (this: VitrineWorld, text: string) {
  // Shown: the same text in a hidden part of the page (a closed fieldset's field) does not count.
  await this.page.getByText(text, { exact: true }).filter({ visible: true }).first().waitFor({ state: 'visible' });
});

Then('the page does not show {string}', async function (this: VitrineWorld, text: string) {
  await this.settle();
  // What the page shows, not what the page's announcer last said to screen readers (steps of their own).
  const shown = await this.page
    .getByText(text, { exact: true })
    .evaluateAll((elements) => elements.filter((element) => !element.closest('[data-vitrine="live-announcer"]')).length);
  assert.equal(shown, 0, `"${text}" is on the page`);
});
