/**
 * Runs the Gherkin features against a freshly built Storybook in real Chromium and prints their
 * tally. `--no-build` reuses storybook-static/ (npm test builds it once per run). The build is the
 * full catalogue designers open (scripts/visual/catalogue.ts), not `storybook build --test`.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { buildCatalogue } from '../visual/catalogue.ts';
import { formatTally, run, type Tally } from './run.ts';

export const FEATURES_REPORT = 'reports/features.ndjson';

/** Counts scenarios from cucumber's message stream: a scenario fails if any step failed, was undefined, ambiguous or pending. */
export function tallyCucumberMessages(ndjson: string): Tally {
  const worst = new Map<string, string>();
  const retried = new Set<string>();
  const rank = ['PASSED', 'SKIPPED', 'PENDING', 'UNDEFINED', 'AMBIGUOUS', 'FAILED', 'UNKNOWN'];
  for (const line of ndjson.split('\n')) {
    if (!line.trim()) continue;
    const message = JSON.parse(line) as {
      testCaseStarted?: { id: string };
      testStepFinished?: { testCaseStartedId: string; testStepResult: { status: string } };
      testCaseFinished?: { testCaseStartedId: string; willBeRetried: boolean };
    };
    if (message.testCaseStarted) worst.set(message.testCaseStarted.id, 'PASSED');
    if (message.testStepFinished) {
      const { testCaseStartedId, testStepResult } = message.testStepFinished;
      const current = worst.get(testCaseStartedId) ?? 'PASSED';
      if (rank.indexOf(testStepResult.status) > rank.indexOf(current)) worst.set(testCaseStartedId, testStepResult.status);
    }
    if (message.testCaseFinished?.willBeRetried) retried.add(message.testCaseFinished.testCaseStartedId);
  }
  const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
  for (const [id, status] of worst) {
    if (retried.has(id)) continue;
    if (status === 'PASSED') tally.passed += 1;
    else if (status === 'SKIPPED') tally.skipped += 1;
    else tally.failed += 1;
  }
  return tally;
}

/** How long each scenario took, from cucumber's message stream: "feature file › scenario" and milliseconds. */
export function scenarioTimes(ndjson: string): Array<{ name: string; ms: number }> {
  const pickles = new Map<string, string>();
  const cases = new Map<string, string>();
  const started = new Map<string, { pickle: string; at: number }>();
  const times: Array<{ name: string; ms: number }> = [];
  const ms = (stamp: { seconds: number; nanos: number }) => stamp.seconds * 1000 + stamp.nanos / 1e6;
  for (const line of ndjson.split('\n')) {
    if (!line.trim()) continue;
    const message = JSON.parse(line) as {
      pickle?: { id: string; name: string; uri: string };
      testCase?: { id: string; pickleId: string };
      testCaseStarted?: { id: string; testCaseId: string; timestamp: { seconds: number; nanos: number } };
      testCaseFinished?: { testCaseStartedId: string; timestamp: { seconds: number; nanos: number } };
    };
    if (message.pickle) pickles.set(message.pickle.id, `${message.pickle.uri} › ${message.pickle.name}`);
    if (message.testCase) cases.set(message.testCase.id, message.testCase.pickleId);
    if (message.testCaseStarted) {
      const { id, testCaseId, timestamp } = message.testCaseStarted;
      started.set(id, { pickle: cases.get(testCaseId) ?? '', at: ms(timestamp) });
    }
    if (message.testCaseFinished) {
      const start = started.get(message.testCaseFinished.testCaseStartedId);
      if (start) times.push({ name: pickles.get(start.pickle) ?? '?', ms: ms(message.testCaseFinished.timestamp) - start.at });
    }
  }
  return times;
}

/** Builds Storybook (unless told not to), runs cucumber, and returns the scenario tally. */
export async function runFeatures({ build }: { build: boolean }): Promise<Tally> {
  if (build && !(await buildCatalogue())) {
    console.error('Storybook did not build, so no feature could run.');
    return { passed: 0, failed: 1, skipped: 0 };
  }
  rmSync(FEATURES_REPORT, { force: true });
  const code = await run(process.execPath, ['--import', 'tsx', 'node_modules/@cucumber/cucumber/bin/cucumber.js']);
  const tally = existsSync(FEATURES_REPORT) ? tallyCucumberMessages(readFileSync(FEATURES_REPORT, 'utf8')) : { passed: 0, failed: 0, skipped: 0 };
  // A run that crashed before any scenario reported still counts as a failure.
  if (code !== 0 && tally.failed === 0) tally.failed = 1;
  console.log('Feature report: reports/features.html');
  return tally;
}

if (import.meta.main) {
  const tally = await runFeatures({ build: !process.argv.includes('--no-build') });
  console.log(formatTally(tally));
  process.exitCode = tally.failed > 0 ? 1 : 0;
}
