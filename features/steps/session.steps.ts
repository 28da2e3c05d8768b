/** Steps about the member's session: the sign-in form, the account menu, and the session calls sent. */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { sentBody } from '../support/calls.ts';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

/** The xsrfToken each scenario's sign-in answered, to compare with what later calls carry. */
const answeredTokens = new WeakMap<VitrineWorld, string>();

const signInForm = (world: VitrineWorld) => world.page.locator('[data-vitrine="sign-in-form"]');
const accountMenu = (world: VitrineWorld) => world.page.locator('[data-vitrine="account-menu"]');
const emailBox = (world: VitrineWorld) => signInForm(world).getByRole('textbox', { name: /Email/ });
const passwordBox = (world: VitrineWorld) => signInForm(world).getByLabel(/Password/);

When('the member opens the sign-in dialog', async function (this: VitrineWorld) {
  await accountMenu(this).getByRole('button', { name: 'Sign in' }).click();
  await signInForm(this).waitFor({ state: 'visible' });
});

When('the member asks to be remembered', async function (this: VitrineWorld) {
  await signInForm(this).getByRole('checkbox', { name: 'Remember me' }).check();
});

When('the member signs in as {string} with the password {string}', async function (this: VitrineWorld, email: string, password: string) {
  this.page.on('response', async (response) => {
    if (response.request().method() !== 'POST' || !response.url().endsWith('/api/site-users/account/session') || !response.ok()) return;
    const answer = (await response.json().catch(() => null)) as { xsrfToken?: unknown } | null;
    if (typeof answer?.xsrfToken === 'string') answeredTokens.set(this, answer.xsrfToken);
  });
  await emailBox(this).fill(email);
  await passwordBox(this).fill(password);
  await signInForm(this).getByRole('button', { name: 'Sign in' }).click();
});

When('the member signs out', async function (this: VitrineWorld) {
  await accountMenu(this).getByRole('button', { name: 'Account' }).click();
  await this.page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click();
});

Then('the member is signed in', async function (this: VitrineWorld) {
  await eventually(async () => {
    const signedIn = this.page.locator('[data-vitrine="account-menu"][data-state="signed-in"], [data-vitrine="sign-in-form"][data-state="signed-in"]');
    assert.ok((await signedIn.count()) > 0, 'nothing on the page says the member is signed in');
  });
});

Then('the visitor is signed out', async function (this: VitrineWorld) {
  await eventually(async () => assert.equal(await accountMenu(this).getAttribute('data-state'), 'signed-out', 'the member is still signed in'));
});

Then('the sign-in sent {string} and asked to be remembered', async function (this: VitrineWorld, email: string) {
  const calls = await this.callsSent('session.login');
  const [call] = calls;
  assert.ok(call && calls.length === 1, `${calls.length} sign-ins were sent`);
  const body = sentBody(call) as Record<string, unknown> | null;
  assert.equal(body?.email, email);
  assert.equal(body?.rememberMe, true, 'remember me was not sent');
});

Then('no sign-in was sent', async function (this: VitrineWorld) {
  assert.deepEqual(await this.callsSent('session.login'), [], 'a sign-in was sent');
});

Then('the sign-out was sent once, with the security token the sign-in answered, keeping no cart', async function (this: VitrineWorld) {
  const calls = await this.callsSent('session.logout');
  const [call] = calls;
  assert.ok(call && calls.length === 1, `${calls.length} sign-outs were sent`);
  const token = answeredTokens.get(this);
  assert.ok(token, 'the sign-in answered no token');
  assert.equal(call.headers['x-xsrf-token'], token, 'the sign-out did not carry the token the sign-in answered');
  assert.equal(call.query.get('cloneCart'), 'false');
  const [signIn] = await this.callsSent('session.login');
  assert.equal(signIn?.headers['x-xsrf-token'], undefined, 'the sign-in itself carried a token');
});

Then('the sign-out was sent {int} time(s)', async function (this: VitrineWorld, times: number) {
  assert.equal((await this.callsSent('session.logout')).length, times);
});

Then('the sign-in form says {string}', async function (this: VitrineWorld, message: string) {
  await eventually(async () => {
    const text = await signInForm(this).getByRole('alert').innerText();
    assert.ok(text.includes(message), `the sign-in form says "${text}", not "${message}"`);
  });
});

Then('the account menu says {string}', async function (this: VitrineWorld, message: string) {
  await eventually(async () => {
    const text = await accountMenu(this).getByRole('alert').innerText();
    assert.ok(text.includes(message), `the account menu says "${text}", not "${message}"`);
  });
});

Then('the sign-in form still holds the email {string}', async function (this: VitrineWorld, email: string) {
  assert.equal(await emailBox(this).inputValue(), email);
});

Then('the sign-in form still holds the password {string}', async function (this: VitrineWorld, password: string) {
  assert.equal(await passwordBox(this).inputValue(), password);
});

Then("the sign-in form's password is empty", async function (this: VitrineWorld) {
  assert.equal(await passwordBox(this).inputValue(), '');
});

Then("the member's language was set to {string}", async function (this: VitrineWorld, language: string) {
  await eventually(async () => {
    const calls = await this.callsSent('session.setLocale');
    assert.equal(calls.length, 1, `${calls.length} member languages were sent`);
    assert.deepEqual(calls.map(sentBody), [{ language }]);
  });
});

Then('no member language was sent', async function (this: VitrineWorld) {
  assert.deepEqual(await this.callsSent('session.setLocale'), [], 'a member language was sent');
});
