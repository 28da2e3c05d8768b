/**
 * The media fragment formatters (audio-player, video, summary-form-field) give the same
 * markup as their components rendered in the same tree with the same identifier prefix, in the site's
 * words, and print nothing for a value with nothing to show.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AudioPlayer } from '../../components/content/AudioPlayer/AudioPlayer.tsx';
import { FormAnswerSummary } from '../../components/content/FormAnswerSummary/FormAnswerSummary.tsx';
import { VideoWrapper } from '../../components/content/VideoWrapper/VideoWrapper.tsx';
import { createFragmentTemplateEngine, fragmentIdentifierPrefix, fragmentTree } from '../fragmentFormatters.tsx';

const episode = { id: 'ep-12', title: 'Episode 12', structuredContent: { audioAssetUrl: 'https://media.test/ep12.mp3', author: 'The Linen Hour', durationInMs: 65_000 } };
const albumItem = { id: 'album-1', tracks: Array.from({ length: 61 }, (_, index) => ({ title: `Track ${index + 1}`, url: `https://media.test/${index + 1}.mp3` })) };
const youtube = '<iframe width="480" height="270" src="https://www.youtube.com/embed/abc" allow="autoplay; camera" allowfullscreen title="A walk"></iframe>';
const videoItem = { id: 'video-1', title: 'A walk', overlay: true, oembed: { html: `<script>alert(1)</script>${youtube}`, providerName: 'YouTube' }, mainImage: { assetUrl: 'https://images.test/walk', originalSize: '800x450' } };
const answer = { id: 'q-1', type: 'likert', rawTitle: 'Survey', values: { 'Easy to order': 'Agree', 'Fast delivery': '' } };

const engine = createFragmentTemplateEngine();
const render = (source: string, context: unknown) => engine.renderTemplate(source, context);
const markup = (name: string, element: ReactElement, key: string, strings = {}) =>
  renderToString(fragmentTree(element, strings), { identifierPrefix: fragmentIdentifierPrefix(name, key) });

describe('the media fragment formatters render the library\'s components', () => {
  it('audio-player: the player of the item\'s track, carrying the incumbent\'s data-url, data-title and data-author', () => {
    const result = render('{item|audio-player}', { item: episode });
    expect(result.errors).toEqual([]);
    expect(result.html).toBe(
      markup('audio-player', <AudioPlayer tracks={[{ url: 'https://media.test/ep12.mp3', title: 'Episode 12', author: 'The Linen Hour', durationMs: 65_000 }]} />, 'ep-12'),
    );
    expect(result.html).toContain('data-url="https://media.test/ep12.mp3"');
    expect(result.html).toContain('data-title="Episode 12"');
    expect(result.html).toContain('data-author="The Linen Hour"');
    expect(result.html).toContain('0:00 / 1:05');
    expect(result.html).toContain('aria-label="Play Episode 12"');
  });

  it('audio-player: an album lists at most 60 tracks (rendering spec, constants and limits), in the site\'s words', () => {
    const result = render('{item|audio-player}', { item: albumItem, localizedStrings: { audioPlayLabel: 'Lire {title}' } });
    expect(result.html).toContain('Track 60');
    expect(result.html).not.toContain('Track 61');
    expect(result.html).toContain('aria-label="Lire Track 1"');
    expect(result.html).toContain('1 more tracks are over the album limit');
  });

  it('video: the wrapper with the overlay; the script of the oEmbed html is nowhere', () => {
    const result = render('{item|video}', { item: videoItem });
    expect(result.errors).toEqual([]);
    expect(result.html).toBe(
      markup('video', <VideoWrapper html={videoItem.oembed.html} providerName="YouTube" videoTitle="A walk" overlay image={videoItem.mainImage} />, 'video-1'),
    );
    expect(result.html).toContain('data-state="overlay"');
    expect(result.html).toContain('aria-label="Play video: A walk"');
    expect(result.html).toContain('Video from YouTube');
    expect(result.html).not.toContain('<script');
    expect(result.html).not.toContain('<iframe');
  });

  it('video without an overlay: only the provider\'s iframe, sandboxed, its camera access dropped', () => {
    const result = render('{item|video}', { item: { ...videoItem, overlay: false } });
    expect(result.html).toContain('<iframe');
    expect(result.html).toContain('src="https://www.youtube.com/embed/abc"');
    expect(result.html).toContain('allow="autoplay"');
    expect(result.html).toContain('sandbox="allow-scripts');
    expect(result.html).not.toContain('<script');
  });

  it('video: a Vimeo Basic account\'s video shows the spec\'s message', () => {
    const result = render('{item|video}', { item: { id: 'v', oembed: { html: '', providerName: 'Vimeo' } } });
    expect(result.html).toContain('Vimeo Basic accounts are unsupported. Please share a video from a different account.');
  });

  it('summary-form-field: the answer summary of one field, likert labels and N/A in the site\'s words', () => {
    const result = render('{field|summary-form-field}', { field: answer, localizedStrings: { productSummaryFormNoAnswerText: 'Sans réponse' } });
    expect(result.errors).toEqual([]);
    expect(result.html).toBe(
      markup(
        'summary-form-field',
        <FormAnswerSummary fields={[{ id: 'q-1', type: 'likert', title: 'Survey', text: '', likert: [{ question: 'Easy to order', answer: 'Agree', text: '' }, { question: 'Fast delivery', answer: null, text: '' }] }]} />,
        'q-1',
        { productSummaryFormNoAnswerText: 'Sans réponse' },
      ),
    );
    expect(result.html).toContain('Agree');
    expect(result.html).toContain('Sans réponse');
    expect(render('{field|summary-form-field}', { field: { type: 'text', rawTitle: 'Note', value: '' } }).html).toContain('N/A');
  });

  it('summary-form-field: visitor text stays text', () => {
    const html = render('{field|summary-form-field}', { field: { type: 'text', rawTitle: '<b>T</b>', value: '<script>alert(1)</script>' } }).html;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
  });

  it('print nothing for a value with nothing to show, and never throw', () => {
    const throwing = new Proxy({}, { get: () => { throw new Error('no'); } });
    for (const value of [null, 'x', 3, {}, throwing]) {
      const result = render('{v|audio-player}{v|video}{v|summary-form-field}', { v: value });
      expect(result.html).toBe('');
    }
  });
});
