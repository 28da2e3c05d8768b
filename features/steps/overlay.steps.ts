/** Steps about the newsletter popup overlay (shopper spec, entities, calls; rendering spec, entities). Each names the newsletter overlay, so none can be mistaken for another area's. */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { sentBody } from '../support/calls.ts';
import type { VitrineWorld } from '../support/world.ts';

const OVERLAY = '[data-vitrine="popup-overlay"]';
const overlay = (world: VitrineWorld) => world.page.locator(OVERLAY);

Then('the newsletter overlay is shown in the {string} position', async function (this: VitrineWorld, position: string) {
  const shown = this.page.getByRole('dialog', { name: 'Newsletter' });
  await shown.waitFor({ state: 'visible' });
  assert.equal(await shown.getAttribute('data-position'), position);
});

Then('the newsletter overlay is not shown', async function (this: VitrineWorld) {
  await this.settle();
  assert.equal(await overlay(this).count(), 0, 'The newsletter overlay is on the page');
});

Then('the page behind the newsletter overlay is out of reach', async function (this: VitrineWorld) {
  // A modal hides the rest of the page from assistive technology and from the pointer.
  await this.page.getByRole('heading', { name: 'Spring collection' }).waitFor({ state: 'detached' });
});

Then('the page behind the newsletter overlay is still usable', async function (this: VitrineWorld) {
  await this.settle();
  await this.page.getByRole('heading', { name: 'Spring collection' }).waitFor({ state: 'visible' });
  // A click on the page reaches it, and does not count as closing the overlay.
  await this.page.getByRole('heading', { name: 'Spring collection' }).click();
  await overlay(this).waitFor({ state: 'visible' });
});

When('the visitor presses Escape on the newsletter overlay', async function (this: VitrineWorld) {
  await overlay(this).waitFor({ state: 'visible' });
  await this.page.keyboard.press('Escape');
  await overlay(this).waitFor({ state: 'detached' });
});

When('the visitor closes the newsletter overlay', async function (this: VitrineWorld) {
  await overlay(this).getByRole('button', { name: 'Close' }).click();
  await overlay(this).waitFor({ state: 'detached' });
});

When('the visitor comes back to the page with the newsletter overlay', async function (this: VitrineWorld) {
  await this.page.getByRole('button', { name: 'Visit the page again' }).click();
  await this.settle();
});

When('the visitor signs up in the newsletter overlay with {string}', async function (this: VitrineWorld, email: string) {
  const box = overlay(this).getByRole('textbox', { name: /^Email Address/ });
  await box.fill(email);
  await box.press('Enter');
});

Then('the newsletter overlay says {string}', async function (this: VitrineWorld, message: string) {
  await overlay(this).getByRole('alert').filter({ hasText: message }).first().waitFor({ state: 'visible' });
});

Then('the newsletter overlay still holds the email {string}', async function (this: VitrineWorld, email: string) {
  assert.equal(await overlay(this).getByRole('textbox', { name: /^Email Address/ }).inputValue(), email);
});

Then('the keyboard is inside the newsletter overlay', async function (this: VitrineWorld) {
  await this.settle();
  const inside = await overlay(this).evaluate((element) => element.contains(element.ownerDocument.activeElement));
  assert.ok(inside, 'Focus is not in the newsletter overlay');
});

Then('the keyboard is back on {string}', async function (this: VitrineWorld, name: string) {
  await this.settle();
  const focused = await this.page.getByRole('button', { name }).evaluate((element) => element === element.ownerDocument.activeElement);
  assert.ok(focused, `Focus is not on "${name}"`);
});

/** The census overlay events the page sent during the scenario, as { event, position }. */
async function overlayEvents(self: VitrineWorld): Promise<Array<{ event?: unknown; position?: unknown }>> {
  const calls = await self.callsSent('census.overlay');
  return calls.map((call) => (sentBody(call) ?? {}) as { event?: unknown; position?: unknown });
}

Then(
  'the census was told the newsletter overlay was {string} in the {string} position',
  async function (this: VitrineWorld, event: string, position: string) {
    const events = await overlayEvents(this);
    assert.ok(
      events.some((sent) => sent.event === event && sent.position === position),
      `No census overlay event "${event}" at "${position}"; sent: ${JSON.stringify(events)}`,
    );
  },
);

Then('nothing was sent to the census about the newsletter overlay', async function (this: VitrineWorld) {
  assert.deepEqual(await overlayEvents(this), []);
});
