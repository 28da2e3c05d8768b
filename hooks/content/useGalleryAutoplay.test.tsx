// @vitest-environment jsdom
/**
 * The gallery block's autoplay (rendering spec, constants and limits: delay 1-10 s) on a fake clock: it advances after the
 * delay, waits a full delay again after each change, pauses on hover and focus, stops on the
 * visitor's button and never runs for reduced motion.
 */
import { act, renderHook } from '@testing-library/react';
import type { FocusEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGalleryAutoplay, useReducedMotion, type GalleryAutoplayOptions } from './useGalleryAutoplay.ts';

const base = (onAdvance: () => void): GalleryAutoplayOptions => ({
  design: 'slideshow',
  autoplay: true,
  delayMs: 3000,
  count: 3,
  index: 0,
  lightboxOpen: false,
  reducedMotion: false,
  onAdvance,
});

const blurOutside = { relatedTarget: null, currentTarget: { contains: () => false } } as unknown as FocusEvent<HTMLElement>;

describe('useGalleryAutoplay (rendering spec, constants and limits)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances after the delay, and again a full delay after the slide changed', () => {
    const onAdvance = vi.fn();
    const { rerender } = renderHook((props: GalleryAutoplayOptions) => useGalleryAutoplay(props), { initialProps: base(onAdvance) });
    act(() => vi.advanceTimersByTime(2999));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAdvance).toHaveBeenCalledTimes(1);
    rerender({ ...base(onAdvance), index: 1 });
    act(() => vi.advanceTimersByTime(2999));
    expect(onAdvance).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onAdvance).toHaveBeenCalledTimes(2);
  });

  it('pauses while hovered or focused and runs again after', () => {
    const onAdvance = vi.fn();
    const { result } = renderHook(() => useGalleryAutoplay(base(onAdvance)));
    act(() => result.current.pauseHandlers.onPointerEnter());
    act(() => vi.advanceTimersByTime(10_000));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => result.current.pauseHandlers.onPointerLeave());
    act(() => result.current.pauseHandlers.onFocus());
    act(() => vi.advanceTimersByTime(10_000));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => result.current.pauseHandlers.onBlur(blurOutside));
    act(() => vi.advanceTimersByTime(3000));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('stops on the visitor button and never runs for reduced motion', () => {
    const onAdvance = vi.fn();
    const { result } = renderHook(() => useGalleryAutoplay(base(onAdvance)));
    expect(result.current.available).toBe(true);
    act(() => result.current.toggleStopped());
    act(() => vi.advanceTimersByTime(10_000));
    expect(onAdvance).not.toHaveBeenCalled();
    expect(result.current.stopped).toBe(true);
    const reduced = renderHook(() => useGalleryAutoplay({ ...base(onAdvance), reducedMotion: true }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(onAdvance).not.toHaveBeenCalled();
    expect(reduced.result.current.available).toBe(false);
  });
});

describe('useReducedMotion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("follows the visitor's prefers-reduced-motion setting, and an override wins", () => {
    let matches = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && matches;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    matches = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(result.current).toBe(true);
    expect(renderHook(() => useReducedMotion(false)).result.current).toBe(false);
  });

  it('is false where the page has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(renderHook(() => useReducedMotion()).result.current).toBe(false);
  });
});
