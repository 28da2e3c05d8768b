/**
 * Steps of the page's error reports and performance records (features/visitor/error-reports.feature,
 * performance.feature), checked against the requests the page sent (world.callsSent), beacons included.
 */
import { Given, Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { CSRF_HEADER } from '../../api/http.ts';
import { sentBody } from '../support/calls.ts';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

/** The errors the Visitor/Telemetry story throws on purpose: expected, so they do not fail the scenario. */
const PLANNED_ERRORS = ['The size guide script failed.', 'The stock check was never answered.'];

/** Presses a button whose error nobody catches, and waits for the page to have thrown it. */
async function pressExpectingUncaughtError(world: VitrineWorld, label: string): Promise<void> {
  const thrown = world.page.waitForEvent('pageerror');
  await world.page.getByRole('button', { name: label }).click();
  await thrown;
  world.pageErrors = world.pageErrors.filter((message) => !PLANNED_ERRORS.some((planned) => message.includes(planned)));
}

Given("the visitor's browser holds the crumb {string}", async function (this: VitrineWorld, crumb: string) {
  await this.page.evaluate((value) => {
    document.cookie = `crumb=${value}; Path=/`;
  }, crumb);
});

When('a script on the page throws {string}', async function (this: VitrineWorld, message: string) {
  assert.equal(message, PLANNED_ERRORS[0], 'the Visitor/Telemetry story throws only "The size guide script failed."');
  await pressExpectingUncaughtError(this, 'Throw an error');
});

When('a promise on the page is rejected and nobody catches it', async function (this: VitrineWorld) {
  await pressExpectingUncaughtError(this, 'Reject a promise');
});

When('a promise on the page is rejected {int} times and nobody catches it', async function (this: VitrineWorld, times: number) {
  for (let pressed = 0; pressed < times; pressed += 1) await pressExpectingUncaughtError(this, 'Reject a promise');
});

/** The error reports of every RecordJavascriptErrors request sent so far, by request. */
async function errorReportRequests(world: VitrineWorld) {
  const calls = await world.callsSent('events.recordJavascriptErrors');
  return calls.map((call) => ({ call, reports: sentBody(call) as Array<{ event: string; data: Record<string, unknown> }> }));
}

Then('no error report has been sent', async function (this: VitrineWorld) {
  assert.deepEqual(await errorReportRequests(this), []);
});

Then(/^(\d+) error reports? (?:was|were) sent in (\d+) requests?$/, async function (this: VitrineWorld, reports: string, requests: string) {
  const sent = await errorReportRequests(this);
  assert.equal(sent.length, Number(requests), 'requests to RecordJavascriptErrors');
  assert.equal(sent.flatMap((request) => request.reports).length, Number(reports), 'error reports in them');
});

Then('the error reports say {string} on website {string}', async function (this: VitrineWorld, message: string, websiteId: string) {
  await eventually(async () => {
    const reports = (await errorReportRequests(this)).flatMap((request) => request.reports);
    const report = reports.find((each) => each.data.message === message);
    assert.ok(report, `no error report says "${message}"; they say ${JSON.stringify(reports.map((each) => each.data.message))}`);
    assert.equal(report.data.websiteId, websiteId);
    assert.equal(report.data.templateId, 'tpl-vitrine');
    assert.ok(String(report.data.url).includes('iframe.html'), 'the report carries the page address');
    assert.ok(String(report.data.userAgent).length > 0, 'the report carries the user agent');
  });
});

Then('every error report request carried the crumb {string} as its CSRF header', async function (this: VitrineWorld, crumb: string) {
  const sent = await errorReportRequests(this);
  assert.ok(sent.length > 0, 'no error report was sent');
  for (const { call } of sent) assert.equal(call.headers[CSRF_HEADER.toLowerCase()], crumb);
});

/** Makes the page believe it was hidden (or shown), as switching tabs does, and tells it. */
async function setPageVisibility(world: VitrineWorld, state: 'hidden' | 'visible'): Promise<void> {
  // A plain value, no function: tsx names functions in the step's source with a helper the page does not have.
  await world.page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: visibility });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/**
 * Playwright sees a beacon go (a POST of type "ping") but not its body, so the page keeps a copy of each
 * beacon's body as it sends it; the beacon itself still goes. Called by the steps before anything can be sent.
 */
async function keepBeaconCopies(world: VitrineWorld): Promise<void> {
  await world.page.evaluate(() => {
    const page = window as unknown as { vitrineBeaconCopies?: Array<{ url: string; body: string }> };
    if (page.vitrineBeaconCopies) return;
    const copies: Array<{ url: string; body: string }> = [];
    page.vitrineBeaconCopies = copies;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      if (data instanceof Blob) void data.text().then((body) => copies.push({ url: String(url), body }));
      else copies.push({ url: String(url), body: typeof data === 'string' ? data : '' });
      return send(url, data);
    };
  });
}

/** The bodies of the beacons the page sent to `path`. */
async function beaconBodies(world: VitrineWorld, path: string): Promise<string[]> {
  const copies = await world.page.evaluate(() => (window as unknown as { vitrineBeaconCopies?: Array<{ url: string; body: string }> }).vitrineBeaconCopies ?? []);
  return copies.filter((copy) => new URL(copy.url, 'http://page.invalid').pathname === path).map((copy) => copy.body);
}

When('the visitor switches to another tab', async function (this: VitrineWorld) {
  await keepBeaconCopies(this);
  await setPageVisibility(this, 'hidden');
});

When('the visitor comes back and switches away again', async function (this: VitrineWorld) {
  await setPageVisibility(this, 'visible');
  await setPageVisibility(this, 'hidden');
});

Then('no performance records have been sent', async function (this: VitrineWorld) {
  await keepBeaconCopies(this);
  assert.deepEqual(await this.callsSent('performance.sendRecords'), []);
});

Then("the page's performance records were sent once, with how the page loaded", async function (this: VitrineWorld) {
  await eventually(async () => assert.equal((await this.callsSent('performance.sendRecords')).length, 1));
  const [call] = await this.callsSent('performance.sendRecords');
  // A beacon's body is read from the page's copy; a plain-text post's from the request itself.
  let body = call?.body ?? '';
  if (body === '' && call) {
    await eventually(async () => assert.equal((await beaconBodies(this, call.path)).length, 1));
    body = (await beaconBodies(this, call.path))[0] ?? '';
  }
  const records = JSON.parse(body || 'null') as Array<Record<string, unknown>> | null;
  assert.ok(Array.isArray(records), 'the performance call carried no list of records');
  assert.ok(records.some((record) => record.event === 'navigation'), `no navigation record among ${JSON.stringify(records.map((record) => record.event))}`);
  for (const record of records) for (const field of ['app', 'data', 'event', 'pageLoadId', 'ts']) assert.ok(field in record, `a record has no ${field}`);
});
