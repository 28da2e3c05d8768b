/** Steps about commerce preferences shown in several panels of a page, and the calls they make. */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { sentBody } from '../support/calls.ts';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const preferencePanel = (world: VitrineWorld, name: string) => world.page.getByRole('region', { name, exact: true });

When(
  'the shopper chooses {string} for {string} in the {string} preference panel',
  async function (this: VitrineWorld, choice: string, label: string, panel: string) {
    await preferencePanel(this, panel).getByRole('combobox', { name: label }).selectOption(choice);
  },
);

When('the shopper saves the {string} preference panel', async function (this: VitrineWorld, panel: string) {
  await preferencePanel(this, panel).getByRole('button', { name: 'Save' }).click();
});

Then('the {string} preference panel shows {string}', async function (this: VitrineWorld, panel: string, text: string) {
  await eventually(async () => {
    const shown = await preferencePanel(this, panel).innerText();
    assert.ok(shown.includes(text), `the ${panel} panel shows "${shown}", not "${text}"`);
  });
});

Then('the {string} preferences were read once', async function (this: VitrineWorld, namespace: string) {
  const reads = (await this.callsSent('preferences.get')).filter((call) => call.path.endsWith(`/${namespace}`));
  assert.equal(reads.length, 1, `the preferences were read ${reads.length} times`);
});

Then('the {string} preferences were saved as:', async function (this: VitrineWorld, namespace: string, json: string) {
  const saves = (await this.callsSent('preferences.put')).filter((call) => call.path.endsWith(`/${namespace}`));
  const [save] = saves;
  assert.ok(save && saves.length === 1, `the preferences were saved ${saves.length} times`);
  assert.deepEqual(sentBody(save), JSON.parse(json));
});

Then('no preferences were saved', async function (this: VitrineWorld) {
  assert.deepEqual(await this.callsSent('preferences.put'), [], 'preferences were saved');
});
