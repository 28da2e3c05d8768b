// @vitest-environment jsdom
/** The builder's font list, one font's preview (FontFace, faked here) and the site's time zone, against the mock backend. */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testClient } from '../../api/testing.ts';
import { db } from '../../mocks/db.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { startMockBackend } from '../../mocks/testing.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { loadFontFace, useFontPreview, useFonts } from './useFonts.ts';
import { useSiteTimeZone } from '../content/useSiteTimeZone.ts';

const server = await startMockBackend();
const client = testClient();
const wrapper = ({ children }: { children: ReactNode }) => <ApiClientProvider client={client}>{children}</ApiClientProvider>;
const caveat = { family: 'Caveat', category: 'handwriting', previewUrl: 'https://fonts.test/caveat.woff2' };

afterEach(() => {
  // Unmounted before the next test, so no render of this one is left for after the environment is gone.
  cleanup();
  vi.unstubAllGlobals();
});

describe('useFonts', () => {
  it('reads the fonts after the first render', async () => {
    const { result } = renderHook(() => useFonts(), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.fonts.map((font) => font.family)).toEqual(['Playfair Display', 'Work Sans', 'Space Mono', 'Caveat']);
    expect(result.current.error).toBeNull();
  });

  it("says 'Unable to load fonts' when the read fails, and reads again on reload", async () => {
    server.use(...scenario('fonts-fail-once'));
    const { result } = renderHook(() => useFonts(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe('Unable to load fonts');
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.fonts).toHaveLength(4);
  });
});

describe('useSiteTimeZone (rendering spec, error catalogue, constants and limits)', () => {
  it("reads the site's zone, America/New_York until then", async () => {
    const { result } = renderHook(() => useSiteTimeZone(), { wrapper });
    expect(result.current.timeZone).toBe('America/New_York');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.timeZone).toBe('Europe/Lisbon');
  });

  it("says 'Failed to load timezone' and keeps the default when the read fails", async () => {
    server.use(...scenario('time-zone-down'));
    const { result } = renderHook(() => useSiteTimeZone(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe('Failed to load timezone');
    expect(result.current.timeZone).toBe('America/New_York');
  });

  it('falls back to America/New_York for a zone the browser does not know', async () => {
    db.siteTimeZone = 'Mars/Olympus_Mons';
    const { result } = renderHook(() => useSiteTimeZone(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.timeZone).toBe('America/New_York');
  });
});

/** A stand-in for the browser's FontFace: records what it was built with, loads as told. */
function fakeFontFace(outcome: 'loads' | 'fails') {
  const built: Array<{ family: string; source: string }> = [];
  const added: unknown[] = [];
  class FakeFontFace {
    readonly family: string;
    constructor(family: string, source: string) {
      this.family = family;
      built.push({ family, source });
    }
    load() {
      return outcome === 'loads' ? Promise.resolve(this) : Promise.reject(new DOMException('Bad font', 'NetworkError'));
    }
  }
  vi.stubGlobal('FontFace', FakeFontFace);
  Object.defineProperty(document, 'fonts', { configurable: true, value: { add: (face: unknown) => added.push(face) } });
  return { built, added };
}

describe('loadFontFace: the FontFace API', () => {
  it('builds a FontFace of the family from its preview file and adds it once loaded', async () => {
    const { built, added } = fakeFontFace('loads');
    await loadFontFace(caveat);
    expect(built).toEqual([{ family: 'Caveat', source: 'url("https://fonts.test/caveat.woff2")' }]);
    expect(added).toHaveLength(1);
  });

  it('rejects, adding nothing, when the file does not load', async () => {
    const { added } = fakeFontFace('fails');
    await expect(loadFontFace(caveat)).rejects.toThrow('Bad font');
    expect(added).toEqual([]);
  });

  it('rejects where there is no FontFace API', async () => {
    vi.stubGlobal('FontFace', undefined);
    await expect(loadFontFace(caveat)).rejects.toThrow('FontFace');
  });
});

describe('useFontPreview', () => {
  it('is loaded when the loader resolves', async () => {
    const { result } = renderHook(() => useFontPreview(caveat, () => Promise.resolve()));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('loaded'));
  });

  it('is failed when the loader rejects or throws, and retry() loads again', async () => {
    let fail = true;
    const loader = vi.fn(() => {
      if (fail) throw new Error('no file');
      return Promise.resolve();
    });
    const { result } = renderHook(() => useFontPreview(caveat, loader));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
