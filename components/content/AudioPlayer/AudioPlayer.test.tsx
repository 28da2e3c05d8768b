/**
 * Playback with real clicks (a browser plays only after a visitor's gesture, which a story's synthetic
 * click is not): the silent fixture track really plays, its time runs, Pause stops it, and an album
 * moves on to the next track when one ends.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import { AnalyticsContext, SILENT_ANALYTICS } from '../../../hooks/visitor/analytics/context.ts';
import { podcastEpisode, silentWav } from '../../../mocks/fixtures/media.ts';
import { AudioPlayer } from './AudioPlayer.tsx';

afterEach(cleanup);

const player = () => {
  const found = document.querySelector<HTMLElement>('[data-vitrine="audio-player"]');
  if (found === null) throw new Error('No audio player.');
  return found;
};

it('plays from a real press: Pause appears, the time runs, Pause stops it', async () => {
  const onPlayingChange = vi.fn();
  render(<AudioPlayer tracks={[podcastEpisode]} onPlayingChange={onPlayingChange} />);
  await userEvent.click(page.getByRole('button', { name: 'Play Episode 12: Dyeing with Indigo' }));
  await expect.element(page.getByRole('button', { name: 'Pause Episode 12: Dyeing with Indigo' })).toBeVisible();
  await expect.poll(() => player().dataset['state']).toBe('playing');
  await expect.poll(() => player().querySelector('[data-part="time"]')?.textContent, { timeout: 20_000 }).toBe('0:01 / 0:06');
  await userEvent.click(page.getByRole('button', { name: 'Pause Episode 12: Dyeing with Indigo' }));
  await expect.poll(() => player().dataset['state']).toBe('paused');
  expect(player().querySelector('audio')?.paused).toBe(true);
  expect(onPlayingChange.mock.calls).toEqual([[true], [false]]);
});

it('an album plays on into its next track when one ends', async () => {
  const short = silentWav(0.3);
  const onTrackChange = vi.fn();
  const onPlayingChange = vi.fn();
  render(<AudioPlayer tracks={[{ url: short, title: 'One' }, { url: short, title: 'Two' }]} onTrackChange={onTrackChange} onPlayingChange={onPlayingChange} />);
  // Each track that plays to its end says so: the count is the state to wait for. "Pause Two" shows
  // only while the 0.3 s track plays, which a loaded machine's polling once missed altogether.
  let ended = 0;
  player().querySelector('audio')?.addEventListener('ended', () => (ended += 1));
  await userEvent.click(page.getByRole('button', { name: 'Play One' }));
  await expect.poll(() => ended, { timeout: 20_000 }).toBe(2);
  expect(onTrackChange.mock.calls).toEqual([[1]]);
  // The last track ends: the album stops, on its last track; it did not stop between the two.
  await expect.element(page.getByRole('button', { name: 'Play Two' })).toBeVisible();
  expect(onPlayingChange.mock.calls).toEqual([[true], [false]]);
});

it('shopper spec, calls audio event (20): one per track started, none for a resume after a pause', async () => {
  const mediaEvent = vi.fn();
  const short = silentWav(0.3);
  render(
    <AnalyticsContext.Provider value={{ ...SILENT_ANALYTICS, mediaEvent }}>
      <AudioPlayer tracks={[podcastEpisode]} />
      <AudioPlayer tracks={[{ url: short, title: 'One' }, { url: short, title: 'Two', author: 'The Weavers' }]} />
    </AnalyticsContext.Provider>,
  );
  await userEvent.click(page.getByRole('button', { name: 'Play Episode 12: Dyeing with Indigo' }));
  await userEvent.click(page.getByRole('button', { name: 'Pause Episode 12: Dyeing with Indigo' }));
  await userEvent.click(page.getByRole('button', { name: 'Play Episode 12: Dyeing with Indigo' }));
  await expect.element(page.getByRole('button', { name: 'Pause Episode 12: Dyeing with Indigo' })).toBeVisible();
  expect(mediaEvent.mock.calls).toEqual([
    ['audio', { url: podcastEpisode.url, title: podcastEpisode.title, author: podcastEpisode.author, trackIndex: 0, trackCount: 1 }],
  ]);
  // An album that plays on: each track that starts is one event.
  await userEvent.click(page.getByRole('button', { name: 'Play One' }));
  await expect.poll(() => mediaEvent.mock.calls.length, { timeout: 20_000 }).toBe(3);
  expect(mediaEvent.mock.calls.slice(1).map(([, input]) => [input.title, input.trackIndex, input.trackCount])).toEqual([['One', 0, 2], ['Two', 1, 2]]);
});
