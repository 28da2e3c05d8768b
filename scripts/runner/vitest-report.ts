/** Reading Vitest's JSON report for npm test's totals: the tally of each kind, what failed, and what took longest. */
import type { Tally } from './run.ts';

export interface VitestJson {
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    startTime?: number;
    endTime?: number;
    assertionResults: Array<{ status: string; fullName?: string; failureMessages?: string[] }>;
  }>;
}

/** The kinds of Vitest test npm test counts apart, by where the file lives. */
export type VitestKind = 'unit' | 'package' | 'hostile' | 'browser';

/** Which kind a test file is: stories and *.test.tsx of components/, template/ and tests/ run in Chromium. */
export function vitestKind(file: string): VitestKind {
  if (/\.stories\.tsx$|\/(components|template|tests\/hostile|tests\/support)\/.*\.test\.tsx$/.test(file)) return 'browser';
  if (/\/scripts\/(package|lint)\//.test(file)) return 'package';
  if (/\/tests\/hostile\/.*\.test\.ts$/.test(file)) return 'hostile';
  return 'unit';
}

const relative = (name: string, root: string) => (name.startsWith(`${root}/`) ? name.slice(root.length + 1) : name);

/**
 * Each failed Vitest test as "file › test: first line of why", so the end of a long log (all a CI
 * page may show) still names them; a file that failed to load is named with its error.
 */
export function vitestFailures(report: VitestJson, root = process.cwd()): string[] {
  const failures: string[] = [];
  const firstLine = (text: string | undefined) => (text ?? '').trim().split('\n')[0] ?? '';
  for (const file of report.testResults) {
    const name = relative(file.name, root);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${name} › ${test.fullName ?? '?'}: ${firstLine(test.failureMessages?.[0])}`);
    if (file.status === 'failed' && failed.length === 0) failures.push(`${name}: ${firstLine(file.message)}`);
  }
  return failures;
}

/** Vitest's results counted by kind (vitestKind); a file that failed to load counts as one failure. */
export function tallyVitest(report: VitestJson): Record<VitestKind, Tally> {
  const tallies: Record<VitestKind, Tally> = {
    unit: { passed: 0, failed: 0, skipped: 0 },
    package: { passed: 0, failed: 0, skipped: 0 },
    hostile: { passed: 0, failed: 0, skipped: 0 },
    browser: { passed: 0, failed: 0, skipped: 0 },
  };
  for (const file of report.testResults) {
    const tally = tallies[vitestKind(file.name)];
    for (const test of file.assertionResults) {
      if (test.status === 'passed') tally.passed += 1;
      else if (test.status === 'failed') tally.failed += 1;
      else tally.skipped += 1;
    }
    if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) tally.failed += 1;
  }
  return tallies;
}

/** How long each test file took, in milliseconds, as "file" → ms (files without times are left out). */
export function vitestFileTimes(report: VitestJson, root = process.cwd()): Array<{ name: string; ms: number }> {
  return report.testResults
    .filter((file) => typeof file.startTime === 'number' && typeof file.endTime === 'number')
    .map((file) => ({ name: relative(file.name, root), ms: (file.endTime ?? 0) - (file.startTime ?? 0) }));
}
