/** Steps about the builder's data editors (DATA): the file upload and the chart data editor. */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { sentBody } from '../support/calls.ts';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const upload = (world: VitrineWorld) => world.page.locator('[data-vitrine="file-upload"]');
const chartEditor = (world: VitrineWorld) => world.page.locator('[data-vitrine="chart-data-editor"]');

When('the site owner picks the file {string} of {int} bytes', async function (this: VitrineWorld, name: string, bytes: number) {
  const type = name.endsWith('.pdf') ? 'application/pdf' : name.endsWith('.png') ? 'image/png' : 'application/octet-stream';
  await upload(this).locator('input[type="file"]').setInputFiles({ name, mimeType: type, buffer: Buffer.alloc(bytes, 'a') });
});

Then('the upload progress bar of {string} stands at {int} percent', async function (this: VitrineWorld, name: string, percent: number) {
  const bar = this.page.getByRole('progressbar', { name: `Uploading ${name}` });
  await eventually(async () => assert.equal(await bar.getAttribute('aria-valuenow'), String(percent)));
});

Then('the file reached the site in {int} pieces', async function (this: VitrineWorld, pieces: number) {
  const chunks = await this.callsSent('files.sendChunk');
  assert.equal(chunks.length, pieces);
});

Then('the retried upload went on from byte {int}, not from the start', async function (this: VitrineWorld, offset: number) {
  const offsets = (await this.callsSent('files.sendChunk')).map((call) => (sentBody(call) as { offset?: unknown } | null)?.offset);
  // The failed piece and its retry are both at `offset`; no piece after the failure starts again at 0.
  const failedAt = offsets.indexOf(offset);
  assert.ok(failedAt > 0, `no piece at ${offset}: ${offsets.join(', ')}`);
  assert.equal(offsets[failedAt + 1], offset, `the retry sent ${String(offsets[failedAt + 1])} next`);
  assert.ok(!offsets.slice(failedAt + 1).includes(0), `the retry started over: ${offsets.join(', ')}`);
  assert.equal((await this.callsSent('files.startUpload')).length, 1);
});

Then('the file upload says {string}', async function (this: VitrineWorld, text: string) {
  await upload(this).getByRole('alert').filter({ hasText: text }).first().waitFor({ state: 'visible' });
});

When('the site owner renames the uploaded file to {string}', async function (this: VitrineWorld, name: string) {
  await upload(this).getByRole('button', { name: 'Rename' }).click();
  const field = upload(this).getByRole('textbox', { name: 'File name' });
  await field.fill(name);
  await upload(this).getByRole('button', { name: 'Save name' }).click();
});

Then('the file name field still holds {string}', async function (this: VitrineWorld, name: string) {
  assert.equal(await upload(this).getByRole('textbox', { name: 'File name' }).inputValue(), name);
});

When('the site owner adds a row to the chart data', async function (this: VitrineWorld) {
  await chartEditor(this).getByRole('button', { name: 'Add row' }).click();
});

When('the site owner types {string} in the chart cell {string}', async function (this: VitrineWorld, text: string, cell: string) {
  await chartEditor(this).getByRole('textbox', { name: cell, exact: true }).fill(text);
});

When('the site owner asks to remove the chart column {string}', async function (this: VitrineWorld, column: string) {
  await chartEditor(this).getByRole('button', { name: `Remove column ${column}`, exact: true }).click();
});

When('the site owner asks to remove chart row {int}', async function (this: VitrineWorld, row: number) {
  await chartEditor(this).getByRole('button', { name: `Remove row ${row}`, exact: true }).click();
});

When('the site owner removes the chart column {string}', async function (this: VitrineWorld, column: string) {
  await chartEditor(this).getByRole('button', { name: `Remove column ${column}`, exact: true }).click();
  await this.page.getByRole('alertdialog', { name: `Remove column ${column}?` }).getByRole('button', { name: 'Remove', exact: true }).click();
});

When('the site owner removes chart row {int}', async function (this: VitrineWorld, row: number) {
  await chartEditor(this).getByRole('button', { name: `Remove row ${row}`, exact: true }).click();
  await this.page.getByRole('alertdialog', { name: `Remove row ${row}?` }).getByRole('button', { name: 'Remove', exact: true }).click();
});

Then('the chart data has {int} row(s)', async function (this: VitrineWorld, count: number) {
  const grid = chartEditor(this).getByRole('table', { name: 'Chart data', exact: true });
  await eventually(async () => assert.equal(await grid.locator('tbody tr').count(), count));
});

When('the site owner previews the chart as {string}', async function (this: VitrineWorld, type: string) {
  await chartEditor(this).getByRole('radio', { name: type, exact: true }).check();
});

Then('the chart data says {string}', async function (this: VitrineWorld, message: string) {
  await eventually(async () => assert.equal(await chartEditor(this).locator('[data-part="message"]').textContent(), message));
});

Then('the chart data shows no message', async function (this: VitrineWorld) {
  await eventually(async () => assert.equal(await chartEditor(this).locator('[data-part="message"]').textContent(), ''));
});

Then('the chart cell {string} still holds {string}', async function (this: VitrineWorld, cell: string, text: string) {
  assert.equal(await chartEditor(this).getByRole('textbox', { name: cell, exact: true }).inputValue(), text);
});

Then('the {string} preview draws {int} {word}', async function (this: VitrineWorld, name: string, count: number, part: string) {
  await chartEditor(this).getByRole('img', { name }).waitFor({ state: 'visible' });
  const shape = { bar: 'bar', bars: 'bar', line: 'line', lines: 'line', slice: 'slice', slices: 'slice' }[part];
  assert.ok(shape, `no chart part "${part}"`);
  await eventually(async () => assert.equal(await chartEditor(this).locator(`[data-part="${shape}"]`).count(), count));
});

Then('the chart preview shows no chart', async function (this: VitrineWorld) {
  await eventually(async () => assert.equal(await chartEditor(this).locator('[data-vitrine="chart-preview"]').getAttribute('data-state'), 'empty'));
  assert.equal(await chartEditor(this).locator('[data-part="bar"], [data-part="line"], [data-part="slice"]').count(), 0);
});
