/** Steps about the back-in-stock (restock) form: its email, its captcha, and what it answers. */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { fakeCaptcha } from '../../mocks/fixtures/captcha.ts';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const restockForm = (world: VitrineWorld) => world.page.locator('[data-vitrine="restock-form"]');
const emailBox = (world: VitrineWorld) => restockForm(world).getByRole('textbox', { name: /Email Address/ });
const captchaArea = (world: VitrineWorld) => restockForm(world).getByRole('group', { name: 'CAPTCHA' });
/** The captcha provider's checkbox (the mock backend's stand-in for reCAPTCHA's widget), once drawn. */
const captchaBox = (world: VitrineWorld) => captchaArea(world).getByRole('checkbox', { name: fakeCaptcha.checkboxLabel });

When('the shopper enters {string} as the email for the restock alert', async function (this: VitrineWorld, email: string) {
  await emailBox(this).fill(email);
});

When("the shopper solves the restock form's captcha", async function (this: VitrineWorld) {
  await captchaBox(this).check();
  await eventually(async () => assert.equal(await captchaArea(this).getAttribute('data-state'), 'solved', 'the captcha is not solved'));
});

Then("the restock form's email field says {string}", async function (this: VitrineWorld, message: string) {
  await eventually(async () => {
    assert.equal(await emailBox(this).getAttribute('aria-invalid'), 'true', 'the email field is not marked invalid');
    const described = await emailBox(this).evaluate((element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    assert.ok(described.includes(message), `the email field says "${described}", not "${message}"`);
  });
});

Then("the restock form's captcha says {string}", async function (this: VitrineWorld, message: string) {
  await eventually(async () => {
    const text = await captchaArea(this).innerText();
    assert.ok(text.includes(message), `the captcha area says "${text}", not "${message}"`);
  });
});

Then('the restock form is still waiting for an email', async function (this: VitrineWorld) {
  await this.settle();
  assert.equal(await emailBox(this).isVisible(), true, 'the email field is gone');
  assert.equal(await restockForm(this).getAttribute('data-state'), 'idle', 'the request was sent');
});

Then('the restock form thanks the shopper with {string}', async function (this: VitrineWorld, message: string) {
  await eventually(async () => {
    const thanks = restockForm(this).getByRole('status');
    assert.equal(await thanks.count(), 1, 'the form shows no thank-you');
    const text = await thanks.innerText();
    assert.ok(text.includes(message), `the form says "${text}", not "${message}"`);
  });
});

Then("the restock form's captcha is no longer solved", async function (this: VitrineWorld) {
  await eventually(async () => {
    assert.equal(await captchaArea(this).getAttribute('data-state'), 'ready', 'the captcha did not start over');
    assert.equal(await captchaBox(this).isChecked(), false, "the captcha's checkbox is still ticked");
  });
});

Then("the restock form's captcha is ready to be solved", async function (this: VitrineWorld) {
  await eventually(async () => {
    assert.equal(await captchaBox(this).isVisible(), true, "the captcha's checkbox is not shown");
    assert.equal(await captchaBox(this).isChecked(), false, "the captcha's checkbox is already ticked");
  });
});

Then('the restock form still holds the email {string}', async function (this: VitrineWorld, email: string) {
  assert.equal(await emailBox(this).inputValue(), email);
});
