'use client';

import { useCallback, useEffect, useState } from 'react';
import { createBuilderSettingsApi, type BuilderFont } from '../../api/builderSettings.ts';
import { BUILDER_MESSAGE_STRINGS } from '../../logic/builder/builderMessages.ts';
import { useApiModule } from '../shared/useApiClient.tsx';
import { useBuilderRead } from './useBuilderCall.ts';
import { useStrings } from '../shared/useLocalizedStrings.tsx';

/** What {@link useFonts} gives. */
export interface Fonts {
  status: 'loading' | 'ready' | 'failed';
  /** The fonts read (empty until read). */
  fonts: readonly BuilderFont[];
  /** 'Unable to load fonts' in the site's words when the read failed (rendering spec, error catalogue), else null. */
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
