/** Steps about media on a page: the video wrapper, the form-answer summary and the audio player's album. */
import { Then } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const video = (world: VitrineWorld) => world.page.locator('[data-vitrine="video"]');

Then('the video shows its picture and a play button, with no player loaded', async function (this: VitrineWorld) {
  await video(this).getByRole('button', { name: /^Play video/ }).waitFor({ state: 'visible' });
  await video(this).locator('img').waitFor({ state: 'visible' });
  await this.settle();
  assert.equal(await video(this).locator('iframe').count(), 0, 'a player is loaded before play was pressed');
});

Then('the video player from {string} is loaded in place of the picture', async function (this: VitrineWorld, src: string) {
  const frame = video(this).locator('iframe');
  await frame.waitFor({ state: 'attached' });
  assert.equal(await frame.getAttribute('src'), src);
  assert.equal(await video(this).getByRole('button', { name: /^Play video/ }).count(), 0, 'the play button is still shown');
  assert.equal(await video(this).getAttribute('data-state'), 'loaded');
});

Then('the video shows no player', async function (this: VitrineWorld) {
  await this.settle();
  assert.equal(await video(this).locator('iframe').count(), 0, 'a player is shown');
  assert.equal(await video(this).getByRole('button', { name: /^Play video/ }).count(), 0, 'a play button is shown');
});

Then('the form-answer summary answers {string} with {string}', async function (this: VitrineWorld, question: string, answer: string) {
  const summary = this.page.locator('[data-vitrine="form-answer-summary"]');
  await summary.first().waitFor({ state: 'visible' });
  await eventually(async () => {
    const pairs = await summary.locator('div').evaluateAll((lines) =>
      lines.map((line) => [line.querySelector(':scope > dt')?.textContent ?? '', line.querySelector(':scope > dd')?.textContent ?? '']),
    );
    assert.ok(
      pairs.some(([term, detail]) => term === question && detail === answer),
      `"${question}" is not answered "${answer}" among ${JSON.stringify(pairs)}`,
    );
  });
});

Then('the album lists {int} tracks, the last {string}', async function (this: VitrineWorld, count: number, last: string) {
  const tracks = this.page.locator('[data-vitrine="audio-player"] [data-part="tracks"] > li');
  await tracks.first().waitFor({ state: 'visible' });
  assert.equal(await tracks.count(), count);
  assert.ok((await tracks.last().innerText()).includes(last), `the last track is not "${last}"`);
});
