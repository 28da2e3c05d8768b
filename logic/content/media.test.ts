import { describe, expect, it } from 'vitest';
import { albumTracks, albumTracksLeftOut, audioTracksOf, durationSeconds, mediaTime, videoOf } from './media.ts';

describe('rendering spec, constants and limits "Max tracks in an album 60"', () => {
  it('an album plays its first 60 tracks; 60 or fewer are kept as they are', () => {
    const tracks = Array.from({ length: 75 }, (_, index) => index);
    expect(albumTracks(tracks)).toHaveLength(60);
    expect(albumTracks(tracks).at(-1)).toBe(59);
    const sixty = tracks.slice(0, 60);
    expect(albumTracks(sixty)).toBe(sixty);
    expect(albumTracks(null)).toEqual([]);
    expect(albumTracks('tracks' as unknown as string[])).toEqual([]);
  });

  it('counts the tracks left out', () => {
    expect(albumTracksLeftOut(75)).toBe(15);
    expect(albumTracksLeftOut(61)).toBe(1);
    expect(albumTracksLeftOut(60)).toBe(0);
    expect(albumTracksLeftOut(Number.NaN)).toBe(0);
    expect(albumTracksLeftOut(Infinity)).toBe(0);
  });
});

describe('the time an audio player shows', () => {
  it('is m:ss, then h:mm:ss from an hour', () => {
    expect(mediaTime(0)).toBe('0:00');
    expect(mediaTime(65.9)).toBe('1:05');
    expect(mediaTime(3599)).toBe('59:59');
    expect(mediaTime(3600 + 61)).toBe('1:01:01');
  });

  it('reads anything that is not a time as 0:00', () => {
    for (const value of [Number.NaN, -5, -0, Infinity, -Infinity]) expect(mediaTime(value)).toBe('0:00');
  });

  it('reads a duration in ms as seconds', () => {
    expect(durationSeconds(200_000)).toBe(200);
    expect(durationSeconds('200000')).toBeUndefined();
    expect(durationSeconds(-1)).toBeUndefined();
  });
});

describe('reading the audio-player and video template values', () => {
  it('reads one track or an album\'s tracks, dropping those without a file', () => {
    expect(audioTracksOf({ title: 'Intro', structuredContent: { audioAssetUrl: 'https://a.test/1.mp3', durationInMs: 5000 } })).toEqual([
      { url: 'https://a.test/1.mp3', title: 'Intro', durationMs: 5000 },
    ]);
    expect(audioTracksOf({ tracks: [{ url: 'u1', author: 'Ada' }, { title: 'no file' }, 'x'] })).toEqual([{ url: 'u1', author: 'Ada' }]);
    const throwing = new Proxy({}, { get: () => { throw new Error('no'); } });
    for (const value of [null, 1, 'x', [], throwing]) expect(audioTracksOf(value)).toEqual([]);
  });

  it('reads a video\'s oembed, overlay and main image', () => {
    expect(videoOf({ title: 'Walk', overlay: true, oembed: { html: '<iframe>', provider_name: 'YouTube' }, mainImage: { assetUrl: 'https://i.test/a', originalSize: '800x450' } })).toEqual({
      html: '<iframe>',
      providerName: 'YouTube',
      title: 'Walk',
      overlay: true,
      image: { assetUrl: 'https://i.test/a', originalSize: '800x450' },
    });
    expect(videoOf({ title: 'No embed' })).toBeNull();
    expect(videoOf({ oembed: { html: 5 }, overlay: 'yes' })).toEqual({ html: '', providerName: '', title: '', overlay: false });
  });
});
