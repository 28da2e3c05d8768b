import { describe, expect, it } from 'vitest';
import { forgetPageState, onForgetPageState } from './pageState.ts';

describe('forgetPageState', () => {
  it('runs every registered forgetter, each time it is called', () => {
    const forgotten: string[] = [];
    onForgetPageState(() => forgotten.push('consent'));
    onForgetPageState(() => forgotten.push('captcha'));
    forgetPageState();
    expect(forgotten).toEqual(['consent', 'captcha']);
    forgetPageState();
    expect(forgotten).toEqual(['consent', 'captcha', 'consent', 'captcha']);
  });

  it('goes on past a forgetter that throws', () => {
    let after = 0;
    onForgetPageState(() => {
      throw new Error('cannot forget');
    });
    onForgetPageState(() => {
      after += 1;
    });
    expect(() => forgetPageState()).not.toThrow();
    expect(after).toBe(1);
  });
});
