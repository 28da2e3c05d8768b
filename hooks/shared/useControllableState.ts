'use client';

import { useCallback, useInsertionEffect, useRef, useState } from 'react';

/** Options of {@link useControllableState}. */
export interface ControllableStateOptions<T> {
  /** The caller's value: when not undefined, the state is controlled and follows it. */
  value: T | undefined;
  /** The first value when uncontrolled. */
  defaultValue: T;
  /** Called with every value the component asks for, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * State a component may own or leave to its caller, as radix components do: controlled when `value`
 * is given (the setter only calls `onChange`), uncontrolled otherwise (the setter also keeps it).
 * The setter is stable. `onChange` is called only when the value asked for differs from the current
 * one (by Object.is).
 */
export function useControllableState<T>({ value, defaultValue, onChange }: ControllableStateOptions<T>): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const latest = useRef({ current, controlled, onChange });
  useInsertionEffect(() => {
    latest.current = { current, controlled, onChange };
  });
  const set = useCallback((next: T) => {
    const { current: now, controlled: isControlled, onChange: notify } = latest.current;
    if (Object.is(now, next)) return;
    if (!isControlled) setOwn(next);
    // The next call in the same event sees this value, as a controlled caller would give it back.
    latest.current = { ...latest.current, current: next };
    notify?.(next);
  }, []);
  return [current, set];
}
