/**
 * `npm test`: every kind of test, once, on this machine, then one line with the total.
 *   1. types and lint   tsc --noEmit, eslint with no warnings
 *   2. unit             the inner loop (npm run test:unit): Vitest in Node over logic/, api/, hooks/,
 *                       mocks/, cli/ and the scripts' own tests, no build; alongside 1
 *   3. package, hostile the package built, packed, sized and server-rendered and the lint rules
 *                       (npm run test:package), and the hostile-input suites in Node; in one Vitest
 *                       run with the component tests (components/ and template/ *.test.tsx) in Chromium
 *   4. adoption         the packed package installed into fresh apps (scripts/package/adoption.ts): the
 *                       install's weight, every component rendered in plain Node and hydrated in
 *                       Chromium, and the example apps built and smoke-tested in Chromium; in a
 *                       process of its own alongside 5 and 6 (much of its time is npm waiting on
 *                       the disk and the network), its output printed once it ends
 *   5. features         Gherkin scenarios against the built Storybook in Chromium
 *   6. stories          every story of that same build, once, in Chromium: its play function runs to
 *                       its end, axe finds no violation, its images load, and it looks as its
 *                       screenshot baselines at 1280 and 375 px (tests/visual/)
 *   7. fonts            on a sample of stories, every glyph comes from the project's fonts, and the
 *                       pictures hold with the machine's fonts shadowing every family; in browsers of
 *                       its own alongside 6
 * The stories run once, in the built catalogue designers open; `npm run test:stories` runs the same
 * plays and axe checks through Vitest (the Storybook test panel's way), apart from `npm test`.
 * Every kind runs even when an earlier one fails; the exit code is non-zero if anything failed. The
 * run ends with each kind's time and the ten slowest items (test files, scenarios, stories).
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { findChromium, NO_CHROMIUM_MESSAGE } from '../visual/chromium.ts';
import { buildCatalogue } from '../visual/catalogue.ts';
import { FEATURES_REPORT, runFeatures, scenarioTimes } from './features.ts';
import { checkStoryImages } from '../visual/story-images.ts';
import { checkFonts } from '../visual/fonts-check.ts';
import { bin, formatTally, parseTally, run, runQuiet, type Tally } from './run.ts';
import { tallyVitest, vitestFailures, vitestFileTimes, type VitestJson } from './vitest-report.ts';

const UNIT_REPORT = 'reports/vitest-unit.json';
const VITEST_REPORT = 'reports/vitest.json';
const SLOWEST_NAMED = 10;
/** Every timed item of the run (a Vitest file, a scenario, a story), for the slowest ten at the end. */
const items: Array<{ kind: string; name: string; ms: number }> = [];

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

/** One Vitest run of the given projects: its tally by kind, what failed, and each file's time noted. */
async function vitest(projects: string[], report: string, extra: string[] = []): Promise<{ tallies: ReturnType<typeof tallyVitest>; failures: string[] }> {
  rmSync(report, { force: true });
  const args = ['run', ...projects.flatMap((project) => ['--project', project]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra];
  const code = await run(bin('vitest'), args);
  const json = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as VitestJson) : null;
  if (!json) {
    const tallies = tallyVitest({ testResults: [] });
    tallies.unit.failed += 1;
    return { tallies, failures: [`Vitest (${projects.join(', ')}) wrote no report`] };
  }
  const tallies = tallyVitest(json);
  for (const file of vitestFileTimes(json)) items.push({ kind: 'test file', ...file });
  const failures = vitestFailures(json);
  const failed = Object.values(tallies).reduce((sum, tally) => sum + tally.failed, 0);
  if (code !== 0 && failed === 0) tallies[projects[0] === 'unit' ? 'unit' : 'package'].failed += 1;
  return { tallies, failures };
}

/**
 * The adoption checks (`npm run test:adoption`) in a process of their own, so they can run while the
 * catalogue is built, the features run and the stories are checked; their tally is their last line.
 */
async function adoptionAlongside(): Promise<{ tally: Tally; output: string }> {
  const { code, output } = await runQuiet(process.execPath, ['scripts/package/adoption.ts']);
  const tally = parseTally(output) ?? { passed: 0, failed: 0, skipped: 0 };
  if (code !== 0 && tally.failed === 0) tally.failed += 1;
  return { tally, output };
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
// The unit tests alongside the type check and lint, which take a core each: the unit tests get the
// cores left, at least one. On 2 idle cores one worker ran them in 20 s and two in 26 s (their files
// share a worker's modules, so a second worker loads everything again), and side by side the three
// took 30-33 s where the two steps one after the other took 23 + 39 s.
const unitWorkers = String(Math.max(1, availableParallelism() - 2));
const [[typesAndLint, checksSeconds], [unitRun, unitSeconds]] = await Promise.all([
  timed(checks),
  timed(() => vitest(['unit'], UNIT_REPORT, ['--maxWorkers', unitWorkers])),
]);
const [restRun, restSeconds] = await timed(() => vitest(['package', 'hostile', 'components'], VITEST_REPORT));
// Started now, waited for after the stories.
const adoptionRun = timed(adoptionAlongside);
// Built on its own step so the totals say how much of the features' time is the build.
const [built, buildSeconds] = await timed(buildCatalogue);
const [features, featuresSeconds] = built
  ? await timed(() => runFeatures({ build: false }))
  : ([{ passed: 0, failed: 1, skipped: 0 }, 0] as const);
if (!built) console.error('Storybook did not build, so no feature could run.');
if (existsSync(FEATURES_REPORT)) for (const scenario of scenarioTimes(readFileSync(FEATURES_REPORT, 'utf8'))) items.push({ kind: 'scenario', ...scenario });
const storyTimes: Array<{ name: string; ms: number }> = [];
// The fonts check shows eight stories in browsers of its own, mostly waiting on them: it runs
// alongside the stories' pass instead of after it.
const fontsRun = timed(() => checkFonts({ build: false }));
const [images, imagesSeconds] = await timed(() => checkStoryImages({ build: false, timings: storyTimes }));
for (const story of storyTimes) items.push({ kind: 'story', ...story });
const [fonts, fontsSeconds] = await fontsRun;
const [{ tally: adoption, output: adoptionOutput }, adoptionSeconds] = await adoptionRun;
console.log(`\nAdoption (run alongside the features and stories):\n${adoptionOutput.trimEnd()}`);

const sum = (...tallies: Tally[]): Tally => ({
  passed: tallies.reduce((total, tally) => total + tally.passed, 0),
  failed: tallies.reduce((total, tally) => total + tally.failed, 0),
  skipped: tallies.reduce((total, tally) => total + tally.skipped, 0),
});
// The package, hostile and component tests run in one Vitest run, so they share its time.
const kinds: Array<[string, Tally, string]> = [
  ['Types and lint', typesAndLint, `${checksSeconds} s`],
  ['Unit (npm run test:unit)', sum(...Object.values(unitRun.tallies)), `${unitSeconds} s, alongside types and lint`],
  ['Package, lint rules, hostile', sum(restRun.tallies.package, restRun.tallies.hostile, restRun.tallies.unit), `${restSeconds} s, one Vitest run with the next line`],
  ['Component tests', restRun.tallies.browser, `${restSeconds} s`],
  ['Adoption: install, SSR, apps', adoption, `${adoptionSeconds} s, alongside the next two lines`],
  ['Features', features, `${featuresSeconds} s, after ${buildSeconds} s of Storybook build`],
  ['Stories: play, axe, looks', images, `${imagesSeconds} s`],
  ['Fonts: own, shadowed', fonts, `${fontsSeconds} s, alongside the stories`],
];
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
console.log('');
for (const [name, tally, time] of kinds) {
  console.log(`${name.padEnd(28)} ${formatTally(tally).padEnd(22)} (${time})`);
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
}
console.log(`\nThe ${SLOWEST_NAMED} slowest items:`);
for (const item of [...items].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_NAMED)) {
  console.log(`  ${(item.ms / 1000).toFixed(1).padStart(6)} s  ${item.kind.padEnd(9)} ${item.name}`);
}
// The failed Vitest tests again: their output is long before this point.
for (const failure of [...unitRun.failures, ...restRun.failures]) console.log(`Failed: ${failure}`);
console.log(`(${Math.round((Date.now() - started) / 1000)} s in all; feature report: reports/features.html)`);
console.log(formatTally(total));
process.exitCode = total.failed > 0 ? 1 : 0;
