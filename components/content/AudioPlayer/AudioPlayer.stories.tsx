import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mediaTime } from '../../../logic/content/media.ts';
import { fullAlbum, overfullAlbum, podcastEpisode, studioAlbum } from '../../../mocks/fixtures/media.ts';
import { AudioPlayer } from './AudioPlayer.tsx';

const meta = {
  title: 'Content/AudioPlayer',
  component: AudioPlayer,
  args: { tracks: [podcastEpisode], onPlayingChange: fn(), onTrackChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof AudioPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => {
  const player = canvasElement.querySelector<HTMLElement>('[data-vitrine="audio-player"]');
  if (player === null) throw new Error('No audio player.');
  return player;
};
const part = (canvasElement: HTMLElement, name: string) => {
  const found = root(canvasElement).querySelector<HTMLElement>(`[data-part="${name}"]`);
  if (found === null) throw new Error(`No ${name}.`);
  return found;
};
const media = (canvasElement: HTMLElement) => {
  const found = root(canvasElement).querySelector('audio');
  if (found === null) throw new Error('No audio element.');
  return found;
};

/**
 * Ends a story with the player paused at `second` exactly, whether the browser let it play or not:
 * where playing audio stops depends on when it is paused (the media's own clock), so the position
 * slider's keys put it on a whole second (Home, then an arrow per second) and the picture is the same
 * on every run and machine.
 */
async function stopAt(canvasElement: HTMLElement, second: number) {
  const canvas = within(canvasElement);
  const audio = media(canvasElement);
  if (!audio.paused) await userEvent.click(canvas.getByRole('button', { name: /^Pause / }));
  await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'paused'));
  await waitFor(() => expect(audio.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA), { timeout: 20_000 });
  const seek = canvas.getByRole('slider', { name: /^Position in / });
  seek.focus();
  await userEvent.keyboard(`{Home}${'{ArrowRight}'.repeat(second)}`);
  await waitFor(() => expect({ at: audio.currentTime, seeking: audio.seeking, paused: audio.paused }).toEqual({ at: second, seeking: false, paused: true }));
  await expect(seek).toHaveAttribute('aria-valuenow', String(second));
  await expect(part(canvasElement, 'time')).toHaveTextContent(`${mediaTime(second)} / 0:06`);
}

/** Not started: Play names the track, the position is 0:00 of the track's 0:06, and the slider can be reached once the file's length is known. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Play Episode 12: Dyeing with Indigo' })).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'paused');
    await expect(part(canvasElement, 'time')).toHaveTextContent('0:00 / 0:06');
    const seek = canvas.getByRole('slider', { name: 'Position in Episode 12: Dyeing with Indigo' });
    await expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 0:06');
    await expect(canvas.getByText('The Linen Hour')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/**
 * Playing: Play becomes Pause and the time runs; Pause stops it. A browser plays only after a real
 * gesture of the visitor: a test's synthetic click is refused, and the player then reads as paused
 * again (the refusal never reaches the page). Playback itself is checked with real clicks in
 * AudioPlayer.test.tsx. Either way it ends paused a second in (stopAt), the same picture every time.
 */
export const Playing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Play Episode 12: Dyeing with Indigo' }));
    await expect(args.onPlayingChange).toHaveBeenCalledWith(true);
    if (navigator.userActivation.hasBeenActive) {
      await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'playing'));
      await waitFor(() => expect(part(canvasElement, 'time')).toHaveTextContent('0:01 / 0:06'), { timeout: 20_000 });
      await userEvent.click(canvas.getByRole('button', { name: 'Pause Episode 12: Dyeing with Indigo' }));
      await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'paused'));
      await expect(media(canvasElement).paused).toBe(true);
    } else {
      await waitFor(() => expect(args.onPlayingChange).toHaveBeenLastCalledWith(false));
      await expect(root(canvasElement)).toHaveAttribute('data-state', 'paused');
    }
    await stopAt(canvasElement, 1);
  },
};

/** From the keyboard: Tab reaches play, then the position slider; arrow keys seek a second at a time, End goes to the end. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seek = canvas.getByRole('slider', { name: /Position in/ });
    await waitFor(() => expect(seek).not.toHaveAttribute('aria-disabled'));
    await waitFor(() => expect(seek).toHaveAttribute('aria-valuemax', '6'), { timeout: 20_000 });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Play / })).toHaveFocus();
    await userEvent.tab();
    await expect(seek).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(seek).toHaveAttribute('aria-valuetext', '0:02 of 0:06'));
    await expect(part(canvasElement, 'time')).toHaveTextContent('0:02 / 0:06');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mute' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Unmute' })).toHaveFocus();
    await expect(canvas.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuenow', '0');
  },
};

/**
 * An album: its tracks in a list, the current one marked; picking another makes it the current track
 * and plays it (where the browser allows: see Playing). It ends paused at the start of that track
 * (stopAt), the same picture every time.
 */
export const Album: Story = {
  args: { tracks: studioAlbum },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Tracks' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(list).getByRole('button', { name: /01\. Morning Loom/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(list).getByRole('button', { name: /03\. Warp and Weft/ }));
    await expect(args.onTrackChange).toHaveBeenCalledWith(2);
    await expect(within(list).getByRole('button', { name: /03\. Warp and Weft/ })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: /^(Play|Pause) 03\. Warp and Weft/ })).toBeVisible();
    if (navigator.userActivation.hasBeenActive) await waitFor(() => expect(media(canvasElement).paused).toBe(false));
    else await waitFor(() => expect(args.onPlayingChange).toHaveBeenLastCalledWith(false));
    await stopAt(canvasElement, 0);
    await expect(canvas.getByRole('button', { name: 'Play 03. Warp and Weft' })).toBeVisible();
  },
};

/** A long album at the limit: all 60 tracks are listed (rendering spec, constants and limits). */
export const LongAlbum: Story = {
  args: { tracks: fullAlbum },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Tracks' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(60);
    await expect(root(canvasElement).querySelector('[data-part="left-out"]')).toBeNull();
  },
};

/** Over the limit: 72 tracks given, the first 60 listed and played, and a note says 12 are left out. */
export const OverTrackLimit: Story = {
  args: { tracks: overfullAlbum },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Tracks' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(60);
    await expect(within(list).queryByRole('button', { name: /^61\./ })).toBeNull();
    await expect(part(canvasElement, 'left-out')).toHaveTextContent('12 more tracks are over the album limit and are not played.');
  },
};

/** A track without a title or a known length: "Untitled track", 0:00 until the file's length is read. */
export const Untitled: Story = {
  args: { tracks: [{ url: podcastEpisode.url }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Play Untitled track' })).toBeVisible();
    await waitFor(() => expect(part(canvasElement, 'time')).toHaveTextContent('0:00 / 0:06'), { timeout: 20_000 });
  },
};
