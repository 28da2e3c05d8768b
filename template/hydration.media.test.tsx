/**
 * The media fragments' markup (audio-player, video, summary-form-field) hydrates into the live
 * components: in Chromium, each formatter's markup is put in the page and hydrated with the
 * same tree and identifier prefix; React reports no mismatch, keeps every server-rendered node, and
 * the component is then live (the player's buttons answer, the video's play button loads the frame).
 */
import { act } from 'react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LocalizedStrings } from '../logic/shared/strings.ts';
import { AudioPlayer } from '../components/content/AudioPlayer/AudioPlayer.tsx';
import { FormAnswerSummary } from '../components/content/FormAnswerSummary/FormAnswerSummary.tsx';
import { VideoWrapper } from '../components/content/VideoWrapper/VideoWrapper.tsx';
import { SILENT_TRACK_URL, studioAlbum, youtubeVideo } from '../mocks/fixtures/media.ts';
import { fragmentTree } from './fragmentFormatters.tsx';
import { hydrationHarness } from './testing.tsx';


const strings: Partial<LocalizedStrings> = { productSummaryFormNoAnswerText: 'Sans réponse' };
const templateContext = {
  episode: { id: 'ep-12', title: 'Episode 12', author: 'The Linen Hour', audioAssetUrl: SILENT_TRACK_URL },
  album: { id: 'album-1', tracks: studioAlbum },
  video: { id: 'video-1', title: youtubeVideo.title, overlay: true, oembed: { html: youtubeVideo.html, providerName: 'YouTube' }, mainImage: youtubeVideo.image },
  field: { id: 'q-1', type: 'name', rawTitle: 'Name', values: ['Ada', ''] },
  empty: { id: 'q-2', type: 'text', rawTitle: 'Note', value: '' },
  localizedStrings: strings,
};

const { serverRender, hydrate, only } = hydrationHarness({ context: templateContext, strings });

/**
 * Radix Slider's hidden form input: rendered until the slider has mounted and found no form around it,
 * then removed by radix's own update after hydration (not a mismatch: nothing is reported).
 */
const sliderInput = (node: Element) => node instanceof HTMLInputElement && node.style.display === 'none';


describe('Media fragment markup hydrates into the live component', () => {
  it('audio-player: the hydrated mute button mutes the audio element', async () => {
    const container = serverRender('{episode|audio-player}');
    await hydrate(container, 'audio-player', 'ep-12', <AudioPlayer tracks={[{ url: SILENT_TRACK_URL, title: 'Episode 12', author: 'The Linen Hour' }]} />, { mayRemove: sliderInput });
    const audio = only<HTMLAudioElement>(container, 'audio');
    await act(async () => userEvent.click(only(container, 'button[aria-label="Mute"]')));
    expect(audio.muted).toBe(true);
    expect(only(container, '[data-part="mute"]')).toHaveAttribute('aria-label', 'Unmute');
  });

  it('audio-player (an album): picking a track in the hydrated list makes it current', async () => {
    const container = serverRender('{album|audio-player}');
    await hydrate(container, 'audio-player', 'album-1', <AudioPlayer tracks={studioAlbum} />, { mayRemove: sliderInput });
    const third = [...container.querySelectorAll('li button')][2];
    if (third === undefined) throw new Error('No third track.');
    await act(async () => userEvent.click(third));
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(only<HTMLElement>(container, '[data-vitrine="audio-player"]').dataset['title']).toBe(studioAlbum[2]?.title);
  });

  it('video: the hydrated play button loads the provider\'s frame', async () => {
    const container = serverRender('{video|video}');
    const image = youtubeVideo.image;
    await hydrate(
      container,
      'video',
      'video-1',
      <VideoWrapper html={youtubeVideo.html} providerName="YouTube" videoTitle={youtubeVideo.title} overlay {...(image ? { image } : {})} />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    await act(async () => userEvent.click(only(container, 'button')));
    expect(only(container, 'iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/vitrine-demo?feature=oembed');
    expect(only(container, '[data-vitrine="video"]')).toHaveAttribute('data-state', 'loaded');
  });

  it('summary-form-field: the hydrated summary updates the same nodes', async () => {
    const container = serverRender('{field|summary-form-field}');
    const root = await hydrate(container, 'summary-form-field', 'q-1', <FormAnswerSummary fields={[{ id: 'q-1', type: 'name', title: 'Name', text: 'Ada', likert: [] }]} />);
    const answer = only(container, 'dd');
    expect(answer.textContent).toBe('Ada');
    await act(async () => root.render(fragmentTree(<FormAnswerSummary fields={[{ id: 'q-1', type: 'name', title: 'Name', text: '', likert: [] }]} />, strings)));
    expect(only(container, 'dd')).toBe(answer);
    expect(answer.textContent).toBe('Sans réponse');
  });

  it('summary-form-field: an empty answer hydrates with the site\'s N/A', async () => {
    const container = serverRender('{empty|summary-form-field}');
    await hydrate(container, 'summary-form-field', 'q-2', <FormAnswerSummary fields={[{ id: 'q-2', type: 'text', title: 'Note', text: '', likert: [] }]} />);
    expect(only(container, 'dd').textContent).toBe('Sans réponse');
  });
});
