// @vitest-environment jsdom
/** createGenericContext: a typed context whose reader refuses to run outside its provider (rendering spec, error catalogue "Other"). */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createGenericContext } from './createGenericContext.tsx';

describe('createGenericContext (rendering spec, error catalogue)', () => {
  it('gives the provider value to a reader below it', () => {
    const [Provider, useValue] = createGenericContext<{ name: string }>('Editor');
    const wrapper = ({ children }: { children: ReactNode }) => <Provider value={{ name: 'Shop' }}>{children}</Provider>;
    const { result } = renderHook(() => useValue(), { wrapper });
    expect(result.current).toEqual({ name: 'Shop' });
  });

  it('passes undefined and null through as values, not as "no provider"', () => {
    const [Provider, useValue] = createGenericContext<string | undefined>();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider value={undefined}>{children}</Provider>;
    expect(renderHook(() => useValue(), { wrapper }).result.current).toBeUndefined();
  });

  it("throws 'useGenericContext must be used within a Provider' outside its provider", () => {
    const [, useValue] = createGenericContext<number>('Lonely');
    // React logs the thrown render error; keep the test output clean.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useValue())).toThrow('useGenericContext must be used within a Provider');
    quiet.mockRestore();
  });

  it('keeps two contexts apart', () => {
    const [ProviderA, useA] = createGenericContext<string>('A');
    const [, useB] = createGenericContext<string>('B');
    const wrapper = ({ children }: { children: ReactNode }) => <ProviderA value="a">{children}</ProviderA>;
    expect(renderHook(() => useA(), { wrapper }).result.current).toBe('a');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useB(), { wrapper })).toThrow('useGenericContext must be used within a Provider');
    quiet.mockRestore();
  });

  it('names the provider for the React devtools', () => {
    const [Provider] = createGenericContext<number>('Fonts');
    expect((Provider as { displayName?: string }).displayName).toBe('FontsProvider');
  });
});
