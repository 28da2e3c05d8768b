/** The hostile suite's own tools can fail: a quadratic function fails the linear check, a linear one passes. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deepArrayJson, deepObject, expectLinearTime, fuzzParams, hostileText, HOSTILE_FORM_TEXT, LONE_SURROGATES, longText, measureGrowth,
} from './support/index.ts';

/** A deliberately quadratic scan: for every position, look at everything after it. */
function quadratic(text: string): number {
  let count = 0;
  for (let start = 0; start < text.length; start += 1) for (let index = start; index < text.length; index += 1) if (text[index] === ')') count += 1;
  return count;
}

function linear(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) if (text[index] === ')') count += 1;
  return count;
}

describe('linear-time check (a ratio, never an absolute time)', () => {
  it('passes a linear scan', () => {
    expect(() => expectLinearTime('linear', { make: (n) => ')'.repeat(n), run: linear, size: 10_000 })).not.toThrow();
  });

  it('fails a quadratic scan, clearly', () => {
    const growth = measureGrowth({ make: (n) => ')'.repeat(n), run: quadratic, size: 100, maxSize: 800 });
    expect(growth.ratio).toBeGreaterThan(50);
    expect(() => expectLinearTime('quadratic', { make: (n) => ')'.repeat(n), run: quadratic, size: 100, maxSize: 800 })).toThrow(/quadratic is not linear/);
  });
});

describe('generators', () => {
  it('hostile text reaches lone surrogates, direction overrides and prototype keys', () => {
    const seen = fc.sample(hostileText(), { ...fuzzParams(400), numRuns: 400 }).join('');
    expect(LONE_SURROGATES.some((half) => seen.includes(half))).toBe(true);
    expect(seen).toContain('\u202E');
    expect(seen).toContain('__proto__');
  });

  it('builds deep input without recursion, and exact-length long text', () => {
    expect(deepArrayJson(3)).toBe('[[[]]]');
    expect(JSON.stringify(deepObject(2))).toBe('{"a":{"a":{}}}');
    expect(() => deepObject(1_000_000)).not.toThrow();
    expect(longText(1234)).toHaveLength(1234);
    expect(HOSTILE_FORM_TEXT.length).toBeGreaterThan(500);
  });
});
