/** Steps about page forms (components/forms/Form): filling them in, their button, messages, counter and captcha. */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { fakeCaptcha } from '../../mocks/fixtures/captcha.ts';
import { CONTACT_BOXES } from '../../stories/forms/contactEntry.ts';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const pageForm = (world: VitrineWorld) => world.page.locator('[data-vitrine="page-form"]');
const formElement = (world: VitrineWorld) => pageForm(world).locator('form');
const submitButton = (world: VitrineWorld) => formElement(world).locator('button[type="submit"]');
const box = (world: VitrineWorld, name: string | RegExp) => pageForm(world).getByRole('textbox', { name, exact: true });
const captchaArea = (world: VitrineWorld) => pageForm(world).getByRole('group', { name: 'CAPTCHA' });
const captchaBox = (world: VitrineWorld) => captchaArea(world).getByRole('checkbox', { name: fakeCaptcha.checkboxLabel });
/** A field of the form by the start of its label (the label may go on with '(required)'). */
const field = (world: VitrineWorld, label: string) =>
  pageForm(world)
    .locator('[data-vitrine="form-field"]')
    .filter({ has: world.page.locator('label, legend').filter({ hasText: new RegExp(`^${label}`) }) })
    .first();

When('the visitor fills in the contact form', async function (this: VitrineWorld) {
  for (const [name, text] of CONTACT_BOXES) await box(this, name).fill(text);
});

When('the visitor fills in and sends the contact form using only the keyboard', async function (this: VitrineWorld) {
  // From the top of the page: Tab reaches each box in order, then the button, and Enter sends.
  await this.page.locator('body').focus();
  for (const [name, text] of CONTACT_BOXES) {
    await this.page.keyboard.press('Tab');
    await eventually(async () => assert.equal(await box(this, name).evaluate((element) => element === document.activeElement), true, `Tab did not reach "${String(name)}"`));
    await this.page.keyboard.type(text);
  }
  await this.page.keyboard.press('Tab');
  assert.equal(await submitButton(this).evaluate((element) => element === document.activeElement), true, 'Tab did not reach the button');
  await this.page.keyboard.press('Enter');
});

When("the visitor types {int} characters into the page form's {string} box", async function (this: VitrineWorld, count: number, name: string) {
  await pageForm(this).getByRole('textbox', { name: new RegExp(`^${name}`) }).fill('x'.repeat(count));
});

When("the visitor solves the page form's captcha", async function (this: VitrineWorld) {
  await captchaBox(this).check();
  await eventually(async () => assert.equal(await captchaArea(this).getAttribute('data-state'), 'solved', 'the captcha is not solved'));
});

Then("the page form's button reads {string}", async function (this: VitrineWorld, text: string) {
  await eventually(async () => assert.equal((await submitButton(this).innerText()).trim(), text));
});

Then("the page form's fields are locked", async function (this: VitrineWorld) {
  await eventually(async () => assert.equal(await box(this, 'First Name').isDisabled(), true, 'the fields can still be changed'));
  assert.equal(await submitButton(this).getAttribute('aria-disabled'), 'true', 'the button can still be pressed');
});

Then("the page form's button cannot be pressed", async function (this: VitrineWorld) {
  await this.settle();
  assert.equal(await submitButton(this).getAttribute('aria-disabled'), 'true', 'the button can be pressed');
});

Then("the page form's button can be pressed", async function (this: VitrineWorld) {
  await eventually(async () => assert.equal(await submitButton(this).getAttribute('aria-disabled'), null, 'the button cannot be pressed'));
});

Then('the page form says {string}', async function (this: VitrineWorld, message: string) {
  await eventually(async () => {
    const text = await formElement(this).getByRole('alert').innerText();
    assert.equal(text.trim(), message);
  });
});

Then('the page form says {string} above it and {string} below it', async function (this: VitrineWorld, above: string, below: string) {
  await eventually(async () => {
    assert.equal((await formElement(this).locator('[data-part="problem-above"]').innerText()).trim(), above);
    assert.equal((await formElement(this).locator('[data-part="problem-below"]').innerText()).trim(), below);
  });
  // Above the first field and below the button, where a visitor scrolled either way sees one of them.
  const order = await formElement(this).evaluate((form) => {
    const parts = ['[data-part="problem-above"]', '[data-vitrine="form-field"]', 'button[type="submit"]', '[data-part="problem-below"]'];
    const all = Array.from(form.querySelectorAll(parts.join(', ')));
    return parts.map((part) => all.findIndex((element) => element.matches(part)));
  });
  assert.deepEqual([...order].sort((a, b) => a - b), order, 'the notes are not above the fields and below the button');
});

Then('the page form field {string} says {string} below it', async function (this: VitrineWorld, label: string, message: string) {
  const target = field(this, label);
  await eventually(async () => {
    assert.equal(await target.getAttribute('data-invalid'), 'true', `"${label}" is not marked as errored`);
    const last = await target.evaluate((element) => element.lastElementChild?.textContent ?? '');
    assert.equal(last, message, `"${label}" says "${last}" below it`);
  });
});

Then('everything typed into the contact form is still there', async function (this: VitrineWorld) {
  for (const [name, text] of CONTACT_BOXES) assert.equal(await box(this, name).inputValue(), text, `"${String(name)}" lost what was typed`);
});

Then('the page form is replaced by {string}', async function (this: VitrineWorld, text: string) {
  await eventually(async () => {
    const shown = await pageForm(this).locator('[data-part="submission-text"]').innerText();
    assert.ok(shown.includes(text), `the form shows "${shown}"`);
    assert.equal(await formElement(this).isVisible(), false, 'the form is still shown');
  });
});

Then('the page form is not sent', async function (this: VitrineWorld) {
  await this.settle();
  assert.equal(await pageForm(this).locator('[data-part="submission-text"]').count(), 0, 'the form was sent');
  assert.equal(await pageForm(this).getAttribute('data-state'), 'failed');
});

Then("the page form's counter reads {string}", async function (this: VitrineWorld, text: string) {
  await eventually(async () => assert.equal((await pageForm(this).locator('[data-part="counter"]').innerText()).trim(), text));
});

Then("the page form's counter is flagged over the limit", async function (this: VitrineWorld) {
  assert.equal(await pageForm(this).locator('[data-part="counter"]').getAttribute('data-over'), 'true', 'the counter is not flagged');
});

Then("the page form's counter is not flagged", async function (this: VitrineWorld) {
  assert.equal(await pageForm(this).locator('[data-part="counter"]').getAttribute('data-over'), null, 'the counter is flagged');
});

Then("the page form's captcha says {string}", async function (this: VitrineWorld, message: string) {
  await eventually(async () => {
    const text = await captchaArea(this).innerText();
    assert.ok(text.includes(message), `the captcha area says "${text}", not "${message}"`);
  });
});

Then("the page form's captcha is no longer solved", async function (this: VitrineWorld) {
  await eventually(async () => assert.equal(await captchaBox(this).isChecked(), false, 'the captcha is still solved'));
});
