import { describe, expect, it } from 'vitest';
import { tallyVitest, vitestFailures, type VitestJson } from './vitest-report.ts';

const report: VitestJson = {
  testResults: [
    {
      name: '/repo/logic/money.test.ts',
      status: 'passed',
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
      browser: { passed: 1, failed: 2, skipped: 0 },
    });
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
