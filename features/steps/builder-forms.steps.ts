/** Steps about the form builder (rendering spec, entities, validation rules, error catalogue): building a form, its storage messages, sending what was built. */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { sentBody } from '../support/calls.ts';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const builder = (world: VitrineWorld) => world.page.locator('[data-vitrine="form-builder"]').first();
/** The page's own form (not the builder's preview). */
const pageForm = (world: VitrineWorld) => world.page.locator('[aria-labelledby="page-heading"] [data-vitrine="page-form"]').first();
const row = (world: VitrineWorld, label: string) => builder(world).locator('li[data-field-id]', { has: world.page.getByRole('button', { name: `Reorder ${label}`, exact: true }) });

/** Opens a field's properties, unless they are open already (a field just added opens its own). */
async function editField(world: VitrineWorld, label: string) {
  const edit = row(world, label).getByRole('button', { name: `Edit ${label}`, exact: true });
  if ((await edit.getAttribute('aria-expanded')) !== 'true') await edit.click();
}

When(/^the site owner adds an? "([^"]*)" field to the form$/, async function (this: VitrineWorld, kind: string) {
  await builder(this).getByRole('combobox', { name: 'New field type' }).selectOption({ label: kind });
  await builder(this).getByRole('button', { name: 'Add field', exact: true }).click();
});

When('the site owner renames the form field {string} to {string}', async function (this: VitrineWorld, from: string, to: string) {
  const field = row(this, from);
  await editField(this, from);
  const label = field.getByRole('textbox', { name: 'Label', exact: true });
  await label.fill(to);
});

When(/^the site owner moves the form field "([^"]*)" (up|down) (\d+) places? with the keyboard$/, async function (this: VitrineWorld, label: string, direction: string, places: string) {
  const handle = builder(this).getByRole('button', { name: `Reorder ${label}`, exact: true });
  await handle.focus();
  await this.page.keyboard.press('Space');
  await eventually(async () => assert.equal(await handle.getAttribute('aria-pressed'), 'true'));
  // dnd-kit's keyboard sensor starts listening for the arrows on a timer queued at the pick-up: an
  // arrow pressed before it runs is not heard. A timer queued in the page now runs after it.
  await this.page.evaluate(() => new Promise<void>((done) => setTimeout(done, 0)));
  // dnd-kit's live region says each step; the next key waits for it, so every move is measured first.
  const region = this.page.locator('[id^="DndLiveRegion"]');
  for (let step = 0; step < Number(places); step += 1) {
    const before = await region.textContent();
    await this.page.keyboard.press(direction === 'up' ? 'ArrowUp' : 'ArrowDown');
    await eventually(async () => assert.notEqual(await region.textContent(), before));
  }
  await this.page.keyboard.press('Space');
  await eventually(async () => assert.match((await region.textContent()) ?? '', new RegExp(`^${label} dropped at position`)));
  await eventually(async () => assert.notEqual(await handle.getAttribute('aria-pressed'), 'true'));
});

Then('the form builder lists the fields {string}', async function (this: VitrineWorld, list: string) {
  await this.settle();
  await eventually(async () => {
    const labels = await builder(this).locator('[data-part="field-label"]').allTextContents();
    assert.deepEqual(labels.map((label) => label.trim()), list.split(', '));
  });
});

When('the visitor fills in the built form as {string} {string}, {string}, {string}', async function (this: VitrineWorld, first: string, last: string, email: string, message: string) {
  const form = pageForm(this);
  await form.getByRole('textbox', { name: 'First Name' }).fill(first);
  await form.getByRole('textbox', { name: 'Last Name' }).fill(last);
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.getByRole('textbox', { name: /^Message/ }).fill(message);
});

When('the visitor sends the built form', async function (this: VitrineWorld) {
  await pageForm(this).getByRole('button', { name: 'Submit' }).click();
});

Then('the built form\'s submission carried {string}, {string} and {string}', async function (this: VitrineWorld, name: string, email: string, message: string) {
  const calls = await this.callsSent('forms.saveSubmission');
  const [call] = calls;
  assert.ok(call && calls.length === 1, 'one submission was sent');
  const body = sentBody(call) as { form?: string };
  const form = JSON.parse(body.form ?? '{}') as Record<string, unknown>;
  assert.deepEqual(form, { 'name-1': name.split(' '), 'email-1': email, 'textarea-1': message });
});

When('the site owner chooses the mailing list {string}', async function (this: VitrineWorld, list: string) {
  const select = builder(this).getByRole('combobox', { name: 'Mailing list' });
  await select.selectOption({ label: list });
  await select.blur();
});

When('the site owner sends the form\'s submissions to the email addresses {string}', async function (this: VitrineWorld, addresses: string) {
  await builder(this).getByRole('radio', { name: 'Email', exact: true }).check();
  const input = builder(this).getByRole('textbox', { name: /^Email addresses/ });
  await input.fill(addresses);
  await input.blur();
});

Then('the form builder still holds the email addresses {string}', async function (this: VitrineWorld, addresses: string) {
  assert.equal(await builder(this).getByRole('textbox', { name: /^Email addresses/ }).inputValue(), addresses);
});

Then('the form builder offers the mailing list {string}', async function (this: VitrineWorld, list: string) {
  await builder(this).getByRole('combobox', { name: 'Mailing list' }).locator('option', { hasText: list }).waitFor({ state: 'attached' });
});

When('the site owner sets the form\'s submit button label to {string}', async function (this: VitrineWorld, label: string) {
  await builder(this).getByRole('tab', { name: 'Advanced', exact: true }).click();
  await builder(this).getByRole('textbox', { name: 'Submit button label', exact: true }).fill(label);
  await builder(this).getByRole('tab', { name: 'Storage', exact: true }).click();
});

Then('the form\'s submit button label is still {string}', async function (this: VitrineWorld, label: string) {
  await builder(this).getByRole('tab', { name: 'Advanced', exact: true }).click();
  assert.equal(await builder(this).getByRole('textbox', { name: 'Submit button label', exact: true }).inputValue(), label);
});

When('the site owner sets the maximum length of the form field {string} to {string}', async function (this: VitrineWorld, label: string, value: string) {
  await editField(this, label);
  await row(this, label).getByRole('textbox', { name: 'Maximum length', exact: true }).fill(value);
});

Then('the form field {string} still holds the maximum length {string}', async function (this: VitrineWorld, label: string, value: string) {
  assert.equal(await row(this, label).getByRole('textbox', { name: 'Maximum length', exact: true }).inputValue(), value);
});
