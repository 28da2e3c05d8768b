// @vitest-environment jsdom
/** The media fragments' analytics hooks (shopper spec, calls audio 20, video 21, third-party video click; states). */
import { act, render, renderHook } from '@testing-library/react';
import { useRef, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AnalyticsContext, SILENT_ANALYTICS, type Analytics } from './context.ts';
import { useFrameClick, useMediaStart } from './useMediaEvents.ts';
import { useReviewsEvents } from './useReviewsEvents.ts';

function withAnalytics(analytics: Analytics) {
  return ({ children }: { children: ReactNode }) => <AnalyticsContext.Provider value={analytics}>{children}</AnalyticsContext.Provider>;
}

function spyAnalytics() {
  return { ...SILENT_ANALYTICS, mediaEvent: vi.fn(), gatedVideoEvent: vi.fn(), visitorEvent: vi.fn() };
}

describe('shopper spec, calls audio (20): one event per start', () => {
  it('a first play is one event; a resume is none; the next track is one more', () => {
    const analytics = spyAnalytics();
    const { result } = renderHook(() => useMediaStart('audio'), { wrapper: withAnalytics(analytics) });
    const first = { title: 'One', trackIndex: 0, trackCount: 2 };
    result.current.start('0:one', first);
    result.current.start('0:one', first);
    expect(analytics.mediaEvent.mock.calls).toEqual([['audio', first]]);
    result.current.start('1:two', { title: 'Two', trackIndex: 1, trackCount: 2 });
    expect(analytics.mediaEvent).toHaveBeenCalledTimes(2);
    expect(analytics.gatedVideoEvent).not.toHaveBeenCalled();
  });

  it('a track played again after it ended is a new start', () => {
    const analytics = spyAnalytics();
    const { result } = renderHook(() => useMediaStart('audio'), { wrapper: withAnalytics(analytics) });
    result.current.start('0:one', {});
    result.current.ended();
    result.current.start('0:one', {});
    expect(analytics.mediaEvent).toHaveBeenCalledTimes(2);
  });

  it('without a provider nothing is sent and nothing throws', () => {
    const { result } = renderHook(() => useMediaStart('video'));
    expect(() => result.current.start('v', { url: 'https://x.test/embed' })).not.toThrow();
  });
});

describe('shopper spec, calls video (21) and the third-party video click', () => {
  it('a video\'s start is its event 21 and its third-party click, once', () => {
    const analytics = spyAnalytics();
    const { result } = renderHook(() => useMediaStart('video'), { wrapper: withAnalytics(analytics) });
    const video = { url: 'https://www.youtube.com/embed/x', title: 'Weaving', provider: 'YouTube' };
    result.current.start(video.url, video);
    result.current.start(video.url, video);
    expect(analytics.mediaEvent.mock.calls).toEqual([['video', video]]);
    expect(analytics.gatedVideoEvent.mock.calls).toEqual([['thirdPartyVideoClick', { videoUrl: video.url, provider: 'YouTube' }]]);
  });
});

function Frame({ onClick, enabled = true }: { onClick: () => void; enabled?: boolean }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useFrameClick(frame, enabled, onClick);
  return (
    <>
      <button type="button">Elsewhere</button>
      <iframe ref={frame} title="Player" />
    </>
  );
}

describe('a click into a provider\'s frame', () => {
  it('is seen when the page\'s window loses the focus to the frame, not to anything else', () => {
    const onClick = vi.fn();
    const { getByTitle, getByRole, unmount } = render(<Frame onClick={onClick} />);
    act(() => getByRole('button').focus());
    act(() => void window.dispatchEvent(new Event('blur')));
    expect(onClick).not.toHaveBeenCalled();
    act(() => getByTitle('Player').focus());
    act(() => void window.dispatchEvent(new Event('blur')));
    expect(onClick).toHaveBeenCalledTimes(1);
    unmount();
    window.dispatchEvent(new Event('blur'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is not listened for while disabled', () => {
    const onClick = vi.fn();
    const { getByTitle } = render(<Frame onClick={onClick} enabled={false} />);
    act(() => getByTitle('Player').focus());
    act(() => void window.dispatchEvent(new Event('blur')));
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('shopper spec, calls reviews tab and anchor clicks', () => {
  it('each click is one site-visitor event with the product\'s commerce fields', () => {
    const analytics = spyAnalytics();
    const { result } = renderHook(() => useReviewsEvents({ id: 'prod-1', title: 'Linen Shirt', productType: 1 }), { wrapper: withAnalytics(analytics) });
    result.current.tabClicked();
    result.current.anchorClicked();
    const fields = { product: { itemId: 'prod-1', itemTitle: 'Linen Shirt', itemType: 1 }, productTypes: [1] };
    expect(analytics.visitorEvent.mock.calls).toEqual([['ReviewsTabClick', fields], ['ReviewsAnchorClick', fields]]);
  });

  it('keeps its handlers while the product stays the same', () => {
    const analytics = spyAnalytics();
    const { result, rerender } = renderHook(({ title }) => useReviewsEvents({ id: 'prod-1', title }), { wrapper: withAnalytics(analytics), initialProps: { title: 'Linen Shirt' } });
    const first = result.current;
    rerender({ title: 'Linen Shirt' });
    expect(result.current).toBe(first);
  });

  it('without a provider the clicks send nothing and throw nothing', () => {
    const { result } = renderHook(() => useReviewsEvents(null));
    expect(() => result.current.tabClicked()).not.toThrow();
  });
});
