import { describe, expect, it } from 'vitest';
import { tallyVitest, vitestFailures, vitestFileTimes, vitestKind, type VitestJson } from './vitest-report.ts';

const report: VitestJson = {
  testResults: [
    {
      name: '/repo/logic/money.test.ts',
      status: 'passed',
      startTime: 1_000,
      endTime: 1_250,
      assertionResults: [{ status: 'passed' }, { status: 'skipped' }],
    },
    {
      name: '/repo/components/shopper/Cart/Cart.stories.tsx',
      status: 'failed',
      assertionResults: [
        { status: 'passed', fullName: 'Empty' },
        { status: 'failed', fullName: 'Shopper/Cart Filled', failureMessages: ['Error: expected 2 items\n    at play (Cart.stories.tsx:40)'] },
      ],
    },
    { name: '/repo/components/shopper/Gallery/Gallery.test.tsx', status: 'failed', message: 'Failed to load url ./missing.ts\nmore', assertionResults: [] },
  ],
};

describe('the totals of npm test from Vitest\'s report', () => {
  it('counts unit tests apart from stories and component tests, a file that did not load as one failure', () => {
    expect(tallyVitest(report)).toEqual({
      unit: { passed: 1, failed: 0, skipped: 1 },
      package: { passed: 0, failed: 0, skipped: 0 },
      hostile: { passed: 0, failed: 0, skipped: 0 },
      browser: { passed: 1, failed: 2, skipped: 0 },
    });
  });

  it('tells the package and lint tests and the hostile suite in Node from the inner loop', () => {
    expect(vitestKind('/repo/scripts/package/size.test.ts')).toBe('package');
    expect(vitestKind('/repo/scripts/lint/lint-rules.test.ts')).toBe('package');
    expect(vitestKind('/repo/tests/hostile/logic.test.ts')).toBe('hostile');
    expect(vitestKind('/repo/tests/hostile/forms.test.tsx')).toBe('browser');
    expect(vitestKind('/repo/scripts/runner/vitest-report.test.ts')).toBe('unit');
  });

  it('gives each file its time, leaving out files the report gives none', () => {
    expect(vitestFileTimes(report, '/repo')).toEqual([{ name: 'logic/money.test.ts', ms: 250 }]);
  });

  it('names each failure by file and test with the first line of why, and a file that did not load by its error', () => {
    expect(vitestFailures(report, '/repo')).toEqual([
      'components/shopper/Cart/Cart.stories.tsx › Shopper/Cart Filled: Error: expected 2 items',
      'components/shopper/Gallery/Gallery.test.tsx: Failed to load url ./missing.ts',
    ]);
  });

  it('names nothing when nothing failed', () => {
    expect(vitestFailures({ testResults: report.testResults.slice(0, 1) }, '/repo')).toEqual([]);
  });
});
