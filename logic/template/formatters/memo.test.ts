import { describe, expect, it } from 'vitest';
import { Memo } from './memo.ts';

describe('Memo: bounded results of costly pure rules (dates, truncation)', () => {
  it('computes once per group and input', () => {
    const memo = new Memo(10);
    let calls = 0;
    const compute = () => `r${(calls += 1)}`;
    expect(memo.get('a', 1, compute)).toBe('r1');
    expect(memo.get('a', 1, compute)).toBe('r1');
    expect(memo.get('b', 1, compute)).toBe('r2');
    expect(memo.get('a', '1', compute)).toBe('r3');
    expect(calls).toBe(3);
  });

  it('starts over when full, so it never holds more than its size', () => {
    const memo = new Memo(2);
    let calls = 0;
    const compute = () => `r${(calls += 1)}`;
    memo.get('g', 1, compute);
    memo.get('g', 2, compute);
    memo.get('g', 3, compute);
    expect(memo.get('g', 3, compute)).toBe('r3');
    expect(memo.get('g', 1, compute)).toBe('r4');
    expect(calls).toBe(4);
  });
});
