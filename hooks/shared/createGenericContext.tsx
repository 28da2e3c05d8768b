'use client';

import { createContext, useContext, type JSX, type ReactNode } from 'react';
import { GENERIC_CONTEXT_MISSING_PROVIDER_MESSAGE } from '../../logic/builder/builderMessages.ts';

/** Props of a provider made by {@link createGenericContext}. */
export interface GenericContextProviderProps<T> {
  /** What every reader below receives. */
  value: T;
  children: ReactNode;
}

// A value no caller can supply, so `undefined` and `null` stay legitimate context values.
const MISSING: unique symbol = Symbol('vitrine.genericContext.missing');

/** A typed context whose reader throws the spec's message (rendering spec, error catalogue) outside its provider. */
export function createGenericContext<T>(
  displayName?: string,
): readonly [Provider: (props: GenericContextProviderProps<T>) => JSX.Element, useGenericContext: () => T] {
  const Context = createContext<T | typeof MISSING>(MISSING);
  if (displayName !== undefined) Context.displayName = displayName;

  function Provider({ value, children }: GenericContextProviderProps<T>): JSX.Element {
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }
  if (displayName !== undefined) Provider.displayName = `${displayName}Provider`;

  function useGenericContext(): T {
    const value = useContext(Context);
    // A developer error (a reader mounted outside its provider), so it throws rather than guessing a value.
    if (value === MISSING) throw new Error(GENERIC_CONTEXT_MISSING_PROVIDER_MESSAGE);
    return value;
  }

  return [Provider, useGenericContext] as const;
}
