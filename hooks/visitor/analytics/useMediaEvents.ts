'use client';

/**
 * The media fragments' analytics (shopper spec, calls audio 20, video 21, third-party video click): a start of
 * playback is recorded once (logic/visitor/analyticsMedia.ts mediaPlaybackStep), through the page's analytics,
 * which apply the suppression rules of states. A video embed is always a third party's player (oEmbed), so
 * a video's start is also its third-party video click, which the page sends only when it belongs to a
 * gated video collection and a census cookie is present.
 */
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { mediaPlaybackStep, type MediaEventInput, type MediaKind, type MediaPlaybackState } from '../../../logic/visitor/analyticsMedia.ts';
import { usePageAnalytics } from './context.ts';

/** What a player tells its analytics. */
export interface MediaStart {
  /** Playback of `media` (a key naming the track or video) started: recorded unless it is a resume. */
  start(media: string, input: MediaEventInput): void;
  /** The media ended or was unloaded: its next start is recorded again. */
  ended(): void;
}

/** A player's start rule and events; the page's analytics (none without an AnalyticsProvider) send them. */
export function useMediaStart(kind: MediaKind): MediaStart {
  const analytics = usePageAnalytics();
  const state = useRef<MediaPlaybackState>(null);
  return useMemo<MediaStart>(
    () => ({
      start(media, input) {
        const step = mediaPlaybackStep(state.current, { type: 'start', media });
        state.current = step.state;
        if (!step.record) return;
        analytics.mediaEvent?.(kind, input);
        if (kind === 'video') analytics.gatedVideoEvent('thirdPartyVideoClick', { videoUrl: input.url ?? null, provider: input.provider ?? null });
      },
      ended() {
        state.current = mediaPlaybackStep(state.current, { type: 'ended' }).state;
      },
    }),
    [analytics, kind],
  );
}

/**
 * Calls `onClick` when the visitor clicks into a frame (a provider's player): a click inside another
 * origin's frame never reaches the page, but it takes the focus from the page's window to the frame.
 */
export function useFrameClick(frame: RefObject<HTMLIFrameElement | null>, enabled: boolean, onClick: () => void): void {
  const latest = useRef(onClick);
  useEffect(() => {
    latest.current = onClick;
  });
  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return;
    const blurred = () => {
      if (frame.current !== null && document.activeElement === frame.current) latest.current();
    };
    window.addEventListener('blur', blurred);
    return () => window.removeEventListener('blur', blurred);
  }, [enabled, frame]);
}
