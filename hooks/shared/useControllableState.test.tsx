// @vitest-environment jsdom
/** useControllableState: one controlled-or-uncontrolled state for every component. */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState.ts';

describe('useControllableState', () => {
  it('uncontrolled: starts from the default, keeps what is set and reports it', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ value: undefined, defaultValue: '1', onChange }));
    expect(result.current[0]).toBe('1');
    act(() => result.current[1]('2'));
    expect(result.current[0]).toBe('2');
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('controlled: follows the caller and only reports what is asked for', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useControllableState({ value, defaultValue: 'a', onChange }), {
      initialProps: { value: 'x' as string | undefined },
    });
    act(() => result.current[1]('y'));
    expect(result.current[0]).toBe('x');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('y');
    rerender({ value: 'y' });
    expect(result.current[0]).toBe('y');
  });

  it('does not report a value equal to the current one, and its setter is stable', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(() => useControllableState({ value: undefined, defaultValue: 3, onChange }));
    const setter = result.current[1];
    act(() => setter(3));
    expect(onChange).not.toHaveBeenCalled();
    rerender();
    expect(result.current[1]).toBe(setter);
  });

  it('two sets in one event each see the one before', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ value: undefined, defaultValue: 0, onChange }));
    act(() => {
      result.current[1](1);
      result.current[1](1);
      result.current[1](2);
    });
    expect(onChange.mock.calls).toEqual([[1], [2]]);
    expect(result.current[0]).toBe(2);
  });
});
