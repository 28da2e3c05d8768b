/** Reading Vitest's JSON report for npm test's totals: the tally of each kind, and what failed. */
import type { Tally } from './run.ts';

export interface VitestJson {
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ status: string; fullName?: string; failureMessages?: string[] }>;
  }>;
}

/**
 * Each failed Vitest test as "file › test: first line of why", so the end of a long log (all a CI
 * page may show) still names them; a file that failed to load is named with its error.
 */
export function vitestFailures(report: VitestJson, root = process.cwd()): string[] {
  const failures: string[] = [];
  const firstLine = (text: string | undefined) => (text ?? '').trim().split('\n')[0] ?? '';
  for (const file of report.testResults) {
    const name = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${name} › ${test.fullName ?? '?'}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0) failures.push(`${name}: ${firstLine(file.message)}`);
  }
  return failures;
}

/** Splits Vitest's results into unit tests and browser tests (stories and component tests). */
export function tallyVitest(report: VitestJson): { unit: Tally; browser: Tally } {
  const unit: Tally = { passed: 0, failed: 0, skipped: 0 };
  const browser: Tally = { passed: 0, failed: 0, skipped: 0 };
  for (const file of report.testResults) {
    const tally = /\.stories\.tsx$|\/(components|template|tests\/hostile|tests\/support)\/.*\.test\.tsx$/.test(file.name) ? browser : unit;
    for (const test of file.assertionResults) {
      if (test.status === 'passed') tally.passed += 1;
      else if (test.status === 'failed') tally.failed += 1;
      else tally.skipped += 1;
    }
    // A file that failed to load has no tests to count; it still fails the run.
    if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) tally.failed += 1;
  }
  return { unit, browser };
}
