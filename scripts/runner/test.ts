/**
 * `npm test`: every kind of test, once, on this machine, then one line with the total.
 *   1. types and lint   tsc --noEmit, eslint with no warnings
 *   2. unit             Vitest in Node (logic/, api/, hooks/, mocks/)
 *   3. components       component tests (components/ and template/ *.test.tsx) in Chromium
 *   4. adoption         the packed package installed into fresh apps (scripts/package/adoption.ts): the
 *                       install's weight, every component rendered in plain Node and hydrated in
 *                       Chromium, and the example apps built and smoke-tested in Chromium
 *   5. features         Gherkin scenarios against the built Storybook in Chromium
 *   6. stories          every story of that same build, once, in Chromium: its play function runs to
 *                       its end, axe finds no violation, its images load, and it looks as its
 *                       screenshot baselines at 1280 and 375 px (tests/visual/)
 * The stories run once, in the built catalogue designers open; `npm run test:stories` runs the same
 * plays and axe checks through Vitest (the Storybook test panel's way), apart from `npm test`.
 * Every kind runs even when an earlier one fails; the exit code is non-zero if anything failed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { findChromium, NO_CHROMIUM_MESSAGE } from '../visual/chromium.ts';
import { checkAdoption } from '../package/adoption.ts';
import { buildCatalogue } from '../visual/catalogue.ts';
import { runFeatures } from './features.ts';
import { checkStoryImages } from '../visual/story-images.ts';
import { bin, formatTally, run, runQuiet, type Tally } from './run.ts';
import { tallyVitest, vitestFailures, type VitestJson } from './vitest-report.ts';

const VITEST_REPORT = 'reports/vitest.json';

async function checks(): Promise<Tally> {
  const [types, lint] = await Promise.all([
    runQuiet(bin('tsc'), ['--noEmit']),
    runQuiet(bin('eslint'), ['--max-warnings', '0', '.']),
  ]);
  const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
  for (const [name, result] of [['Type check', types], ['Lint', lint]] as const) {
    if (result.code === 0) tally.passed += 1;
    else {
      tally.failed += 1;
      console.error(`\n${name} failed:\n${result.output}`);
    }
  }
  return tally;
}

async function vitest(): Promise<{ unit: Tally; browser: Tally; failures: string[] }> {
  rmSync(VITEST_REPORT, { force: true });
  const code = await run(bin('vitest'), ['run', '--project', 'unit', '--project', 'components', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`]);
  const report = existsSync(VITEST_REPORT) ? (JSON.parse(readFileSync(VITEST_REPORT, 'utf8')) as VitestJson) : null;
  const result = report
    ? { ...tallyVitest(report), failures: vitestFailures(report) }
    : { unit: { passed: 0, failed: 0, skipped: 0 }, browser: { passed: 0, failed: 0, skipped: 0 }, failures: ['Vitest wrote no report'] };
  if (code !== 0 && result.unit.failed + result.browser.failed === 0) result.unit.failed += 1;
  return result;
}

if (!findChromium()) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
mkdirSync('reports', { recursive: true });

const started = Date.now();
/** Runs one step of the test run and notes how long it took, in whole seconds. */
async function timed<T>(step: () => Promise<T>): Promise<[T, number]> {
  const from = Date.now();
  const result = await step();
  return [result, Math.round((Date.now() - from) / 1000)];
}
const [typesAndLint, checksSeconds] = await timed(checks);
const [{ unit, browser, failures: vitestFailed }, vitestSeconds] = await timed(vitest);
const [adoption, adoptionSeconds] = await timed(checkAdoption);
// Built on its own step so the totals say how much of the features' time is the build.
const [built, buildSeconds] = await timed(buildCatalogue);
const [features, featuresSeconds] = built
  ? await timed(() => runFeatures({ build: false }))
  : ([{ passed: 0, failed: 1, skipped: 0 }, 0] as const);
if (!built) console.error('Storybook did not build, so no feature could run.');
const [images, imagesSeconds] = await timed(() => checkStoryImages({ build: false }));

// Unit tests and component tests run in one Vitest run, so they share its time.
const kinds: Array<[string, Tally, string]> = [
  ['Types and lint', typesAndLint, `${checksSeconds} s`],
  ['Unit', unit, `${vitestSeconds} s, one Vitest run with the next line`],
  ['Component tests', browser, `${vitestSeconds} s`],
  ['Adoption: install, SSR, apps', adoption, `${adoptionSeconds} s`],
  ['Features', features, `${featuresSeconds} s, after ${buildSeconds} s of Storybook build`],
  ['Stories: play, axe, looks', images, `${imagesSeconds} s`],
];
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
console.log('');
for (const [name, tally, time] of kinds) {
  console.log(`${name.padEnd(28)} ${formatTally(tally).padEnd(22)} (${time})`);
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
}
// The failed Vitest tests again: their output is long before this point.
for (const failure of vitestFailed) console.log(`Failed: ${failure}`);
console.log(`(${Math.round((Date.now() - started) / 1000)} s in all; feature report: reports/features.html)`);
console.log(formatTally(total));
process.exitCode = total.failed > 0 ? 1 : 0;
