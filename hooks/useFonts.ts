import { useCallback, useEffect, useReducer, useState } from 'react';
import { createBuilderSettingsApi, type BuilderFont } from '../api/builderSettings.ts';
import { BUILDER_MESSAGE_STRINGS } from '../logic/builderMessages.ts';
import { fetchStateReducer, initialFetchState, type FetchState } from '../logic/fetchState.ts';
import { useApiModule } from './useApiClient.tsx';
import { useStrings } from './useLocalizedStrings.tsx';

/** What a builder read gives: where it is, what it read, and a way to read again. */
export interface BuilderRead<T> {
  status: 'loading' | 'ready' | 'failed';
  /** The last good answer (kept while a retry runs), else null. */
  data: T | null;
  /** The failure, for the caller to word (builderLoadErrorMessage or the picker's own message), else null. */
  failure: unknown;
  /** Reads again (the Try again of a failed read). */
  reload(): void;
}

/**
 * Runs `read` after the first render and again on reload(); an answer to an older read never
 * overwrites a newer one (fetchStateReducer), and a failure is kept as state, never thrown.
 * `read` must be stable (a module function or an API module's method).
 */
export function useBuilderRead<T>(read: () => Promise<T>): BuilderRead<T> {
  const [state, dispatch] = useReducer(
    (current: FetchState<T>, event: Parameters<typeof fetchStateReducer<T>>[1]) => fetchStateReducer(current, event),
    undefined,
    () => initialFetchState<T>(),
  );
  // Each reload starts a new request number: the effect reads again for it.
  const request = state.request;

  useEffect(() => {
    let current = true;
    read().then(
      (data) => current && dispatch({ type: 'succeeded', request, data }),
      (error: unknown) => current && dispatch({ type: 'failed', request, error }),
    );
    return () => {
      current = false;
    };
  }, [read, request]);

  const reload = useCallback(() => dispatch({ type: 'start' }), []);

  return {
    status: state.status === 'pending' ? 'loading' : state.status === 'success' ? 'ready' : 'failed',
    data: state.data,
    failure: state.status === 'failed' ? state.error : null,
    reload,
  };
}

/** What {@link useFonts} gives. */
export interface Fonts {
  status: 'loading' | 'ready' | 'failed';
  /** The fonts read (empty until read). */
  fonts: readonly BuilderFont[];
  /** 'Unable to load fonts' in the site's words when the read failed (rendering.md §8), else null. */
  error: string | null;
  /** Reads the list again. */
  reload(): void;
}

/** The fonts an owner may choose (library call builderSettings.listFonts), read after the first render. */
export function useFonts(): Fonts {
  const api = useApiModule('builderSettings', createBuilderSettingsApi);
  const strings = useStrings(BUILDER_MESSAGE_STRINGS);
  const read = useCallback(() => api.listFonts(), [api]);
  const { status, data, reload } = useBuilderRead(read);
  return { status, fonts: data ?? [], error: status === 'failed' ? strings.builderUnableToLoadFontsMessage : null, reload };
}

/** Loads a font's file for its preview; resolves once the family can be drawn, rejects when the file cannot be had. */
export type FontPreviewLoader = (font: BuilderFont) => Promise<void>;

/**
 * The browser's loader: a FontFace of the family from its preview file, added to the document's
 * fonts once loaded. Rejects where the FontFace API is missing (an old browser, a server render).
 */
export async function loadFontFace(font: BuilderFont): Promise<void> {
  if (typeof FontFace === 'undefined' || typeof document === 'undefined') throw new Error('The FontFace API is not available.');
  // JSON.stringify quotes and escapes the address as a CSS string would need.
  const face = new FontFace(font.family, `url(${JSON.stringify(font.previewUrl)})`);
  await face.load();
  document.fonts.add(face);
}

/** Where one font's preview is. */
export type FontPreviewStatus = 'loading' | 'loaded' | 'failed';

/** Loads one font's preview with `loader`; a failure stays as 'failed' until retry(). */
export function useFontPreview(font: BuilderFont, loader: FontPreviewLoader = loadFontFace): { status: FontPreviewStatus; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  // The outcome is kept with the load it answers: a new font or a retry reads as loading until its own answer.
  const [settled, setSettled] = useState<{ key: string; status: FontPreviewStatus } | null>(null);
  const { family, category, previewUrl } = font;
  const key = `${family}\n${previewUrl}\n${attempt}`;
  useEffect(() => {
    let current = true;
    let loading: Promise<void>;
    try {
      loading = loader({ family, category, previewUrl });
    } catch (error) {
      loading = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    loading.then(
      () => current && setSettled({ key, status: 'loaded' }),
      () => current && setSettled({ key, status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [loader, family, category, previewUrl, key]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { status: settled?.key === key ? settled.status : 'loading', retry };
}
