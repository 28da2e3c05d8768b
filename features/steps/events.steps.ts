/** Steps about events (rendering spec, entities, states): an event's day and calendar link, past and upcoming lists, the month calendar. */
import { Then, When, type DataTable } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const KEYS: Record<string, string> = {
  'the left arrow key': 'ArrowLeft',
  'the right arrow key': 'ArrowRight',
  'the up arrow key': 'ArrowUp',
  'the down arrow key': 'ArrowDown',
  Home: 'Home',
  End: 'End',
  'Page Up': 'PageUp',
  'Page Down': 'PageDown',
};

const calendar = (world: VitrineWorld) => world.page.locator('[data-vitrine="event-calendar"]').first();

/** The calendar link of the one event item on the page, as a URL. */
async function calendarLink(world: VitrineWorld): Promise<URL> {
  const href = await world.page.locator('[data-vitrine="event-item"] [data-part="calendar-link"]').first().getAttribute('href');
  assert.ok(href, 'the event has a calendar link');
  return new URL(href);
}

Then('the event {string} is on {string}', async function (this: VitrineWorld, title: string, when: string) {
  const item = this.page.getByRole('article', { name: title });
  await item.waitFor({ state: 'visible' });
  assert.equal((await item.locator('[data-part="when"]').textContent())?.trim(), when);
});

Then(
  "the event's calendar link adds {string} from {string} to {string}",
  async function (this: VitrineWorld, title: string, start: string, end: string) {
    const url = await calendarLink(this);
    assert.equal(`${url.origin}${url.pathname}`, 'https://www.google.com/calendar/render');
    assert.equal(url.searchParams.get('action'), 'TEMPLATE');
    assert.equal(url.searchParams.get('text'), title);
    assert.equal(url.searchParams.get('dates'), `${start}/${end}`);
  },
);

Then("the event's calendar link gives the place as {string}", async function (this: VitrineWorld, place: string) {
  assert.equal((await calendarLink(this)).searchParams.get('location'), place);
});

Then('the events listed are, in order:', async function (this: VitrineWorld, table: DataTable) {
  const expected = table.raw().map(([title]) => title?.trim());
  const list = this.page.locator('[data-vitrine="event-list"]').first();
  await list.waitFor({ state: 'visible' });
  const titles = await list.locator('[data-vitrine="event-item"] h2, [data-vitrine="event-item"] h3, [data-vitrine="event-item"] h4').allTextContents();
  assert.deepEqual(titles.map((title) => title.trim()), expected);
});

When(
  /^the visitor presses (the left arrow key|the right arrow key|the up arrow key|the down arrow key|Home|End|Page Up|Page Down) in the events calendar$/,
  async function (this: VitrineWorld, keyName: string) {
    const key = KEYS[keyName];
    assert.ok(key);
    // The keyboard way in: Tab reaches the grid's one focusable day, the selected one.
    const inside = await calendar(this).getByRole('grid').evaluate((element) => element.contains(document.activeElement));
    if (!inside) await calendar(this).getByRole('gridcell', { selected: true }).focus();
    await this.page.keyboard.press(key);
  },
);

Then('the events calendar shows {string} with {string} selected', async function (this: VitrineWorld, month: string, day: string) {
  const grid = calendar(this).getByRole('grid', { name: month, exact: true });
  await grid.waitFor({ state: 'visible' });
  await eventually(async () => {
    const selected = grid.getByRole('gridcell', { selected: true });
    assert.equal(await selected.count(), 1, 'one day is selected');
    const name = (await selected.textContent()) ?? '';
    assert.ok(name.includes(day), `the selected day reads "${name}"`);
    const focused = await selected.evaluate((element) => element === document.activeElement || !element.closest('table')?.contains(document.activeElement));
    assert.ok(focused, 'the keyboard focus is on the selected day');
  });
});
