import { describe, expect, it } from 'vitest';
import { Memo } from './memo.ts';

describe('Memo: bounded results of costly pure rules (dates, truncation)', () => {
  it('files results by group (by identity), variant and input', () => {
    const memo = new Memo(10);
    const group = ['%Y'];
    memo.keep(group, 'UTC', 1, 'a');
    expect(memo.find(group, 'UTC', 1)).toBe('a');
    expect(memo.find(['%Y'], 'UTC', 1)).toBeUndefined();
    expect(memo.find(group, 'Europe/Paris', 1)).toBeUndefined();
    expect(memo.find(group, 'UTC', '1')).toBeUndefined();
    memo.keep(group, 'UTC', '1', 'b');
    expect(memo.find(group, 'UTC', 1)).toBe('a');
    expect(memo.find(group, 'UTC', '1')).toBe('b');
  });

  it('starts over when full, so it never holds more than its size', () => {
    const memo = new Memo(2);
    const group = {};
    memo.keep(group, '', 1, 'r1');
    memo.keep(group, '', 2, 'r2');
    memo.keep(group, '', 3, 'r3');
    expect(memo.find(group, '', 3)).toBe('r3');
    expect(memo.find(group, '', 1)).toBeUndefined();
    expect(memo.find(group, '', 2)).toBeUndefined();
  });
});
