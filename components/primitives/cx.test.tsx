import { describe, expect, it } from 'vitest';
import { cx } from './cx.ts';

describe('cx', () => {
  it('joins class names with one space, in order', () => {
    expect(cx('root', 'extra', 'more')).toBe('root extra more');
  });

  it('skips empty, false, null and undefined parts', () => {
    expect(cx('', 'root', false, null, undefined, 'extra')).toBe('root extra');
    expect(cx(undefined, false)).toBe('');
  });
});
