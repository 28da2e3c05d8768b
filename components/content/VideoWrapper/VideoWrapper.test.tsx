/**
 * The video's analytics with real clicks (shopper spec, calls: video event 21, third-party video click): the
 * overlay's play and a click into the provider's player each start the video once, and the focus the
 * overlay moves into the player is not a second start.
 */
import type { ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import { AnalyticsContext, SILENT_ANALYTICS } from '../../../hooks/visitor/analytics/context.ts';
import { vimeoVideo, youtubeVideo } from '../../../mocks/fixtures/media.ts';
import { VideoWrapper } from './VideoWrapper.tsx';

afterEach(cleanup);

function renderWithSpies(ui: ReactNode) {
  const mediaEvent = vi.fn();
  const gatedVideoEvent = vi.fn();
  render(
    <AnalyticsContext.Provider value={{ ...SILENT_ANALYTICS, mediaEvent, gatedVideoEvent }}>
      <button type="button">Elsewhere</button>
      {ui}
    </AnalyticsContext.Provider>,
  );
  return { mediaEvent, gatedVideoEvent };
}

it('the overlay\'s play is one start: one video event and one third-party click, not again as the visitor clicks into the player', async () => {
  const { mediaEvent, gatedVideoEvent } = renderWithSpies(
    <VideoWrapper html={youtubeVideo.html} providerName="YouTube" videoTitle="Weaving a linen shirt" overlay />,
  );
  await userEvent.click(page.getByRole('button', { name: 'Play video: Weaving a linen shirt' }));
  const frame = page.getByTitle('Weaving a linen shirt');
  await expect.element(frame).toHaveFocus();
  await userEvent.click(page.getByRole('button', { name: 'Elsewhere' }));
  await userEvent.click(frame);
  await expect.poll(() => document.activeElement === frame.element()).toBe(true);
  const src = 'https://www.youtube.com/embed/vitrine-demo?feature=oembed';
  expect(mediaEvent.mock.calls).toEqual([['video', { url: src, title: 'Weaving a linen shirt', provider: 'YouTube' }]]);
  expect(gatedVideoEvent.mock.calls).toEqual([['thirdPartyVideoClick', { videoUrl: src, provider: 'YouTube' }]]);
});

it('a first click into a player shown at once is its start; later clicks into it are not', async () => {
  const { mediaEvent, gatedVideoEvent } = renderWithSpies(<VideoWrapper html={vimeoVideo.html} providerName="Vimeo" videoTitle="Studio tour" />);
  const frame = page.getByTitle('Studio tour');
  await userEvent.click(frame);
  await expect.poll(() => mediaEvent.mock.calls.length).toBe(1);
  await userEvent.click(page.getByRole('button', { name: 'Elsewhere' }));
  await userEvent.click(frame);
  await expect.poll(() => document.activeElement === frame.element()).toBe(true);
  expect(mediaEvent).toHaveBeenCalledTimes(1);
  expect(gatedVideoEvent).toHaveBeenCalledTimes(1);
  expect(mediaEvent.mock.calls[0]?.[1]).toMatchObject({ provider: 'Vimeo', url: 'https://player.vimeo.com/video/76979871?h=8272103f6e' });
});

it('a click on the page, not the player, is no start', async () => {
  const { mediaEvent } = renderWithSpies(<VideoWrapper html={vimeoVideo.html} providerName="Vimeo" videoTitle="Studio tour" />);
  await userEvent.click(page.getByRole('button', { name: 'Elsewhere' }));
  await userEvent.click(page.getByText('Video from Vimeo'));
  expect(mediaEvent).not.toHaveBeenCalled();
});
