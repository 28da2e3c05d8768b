import { describe, expect, it } from 'vitest';
import { scenarioTimes, tallyCucumberMessages } from './features.ts';

/** A cucumber message stream of two scenarios: one passed in 1.5 s, one failed in 0.25 s, then retried and passed. */
const stamp = (seconds: number, nanos = 0) => ({ seconds, nanos });
const stream = [
  { pickle: { id: 'p1', name: 'An add from the grid', uri: 'features/shopper/cart.feature' } },
  { pickle: { id: 'p2', name: 'A refused open', uri: 'features/shopper/forms.feature' } },
  { testCase: { id: 't1', pickleId: 'p1' } },
  { testCase: { id: 't2', pickleId: 'p2' } },
  { testCaseStarted: { id: 's1', testCaseId: 't1', timestamp: stamp(100) } },
  { testStepFinished: { testCaseStartedId: 's1', testStepResult: { status: 'PASSED' } } },
  { testCaseFinished: { testCaseStartedId: 's1', timestamp: stamp(101, 500_000_000), willBeRetried: false } },
  { testCaseStarted: { id: 's2', testCaseId: 't2', timestamp: stamp(102) } },
  { testStepFinished: { testCaseStartedId: 's2', testStepResult: { status: 'FAILED' } } },
  { testCaseFinished: { testCaseStartedId: 's2', timestamp: stamp(102, 250_000_000), willBeRetried: true } },
  { testCaseStarted: { id: 's3', testCaseId: 't2', timestamp: stamp(103) } },
  { testStepFinished: { testCaseStartedId: 's3', testStepResult: { status: 'PASSED' } } },
  { testCaseFinished: { testCaseStartedId: 's3', timestamp: stamp(103, 100_000_000), willBeRetried: false } },
]
  .map((message) => JSON.stringify(message))
  .join('\n');

describe("the features' report read by npm test", () => {
  it('counts a scenario that passed on its retry once, as passed', () => {
    expect(tallyCucumberMessages(stream)).toEqual({ passed: 2, failed: 0, skipped: 0 });
  });

  it("gives every attempt of a scenario its time, named by feature file and scenario", () => {
    expect(scenarioTimes(stream)).toEqual([
      { name: 'features/shopper/cart.feature › An add from the grid', ms: 1500 },
      { name: 'features/shopper/forms.feature › A refused open', ms: 250 },
      { name: 'features/shopper/forms.feature › A refused open', ms: 100 },
    ]);
  });
});
