import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mediaEventData, mediaPlaybackStep, type MediaPlaybackAction, type MediaPlaybackState } from './analyticsMedia.ts';

/** Runs the start rule over actions; the starts it recorded, as the media each named. */
function recordedStarts(actions: readonly MediaPlaybackAction[]): string[] {
  let state: MediaPlaybackState = null;
  const recorded: string[] = [];
  for (const action of actions) {
    const step = mediaPlaybackStep(state, action);
    state = step.state;
    if (step.record && action.type === 'start') recorded.push(action.media);
  }
  return recorded;
}

const start = (media: string): MediaPlaybackAction => ({ type: 'start', media });
const ended: MediaPlaybackAction = { type: 'ended' };

describe('shopper spec, calls audio (20) and video (21) events: once per start', () => {
  it('records the first play, not a resume after a pause', () => {
    expect(recordedStarts([start('0:a'), start('0:a'), start('0:a')])).toEqual(['0:a']);
  });

  it('records each new track or video, and the same one again once it has ended', () => {
    expect(recordedStarts([start('0:a'), start('1:b'), start('0:a')])).toEqual(['0:a', '1:b', '0:a']);
    expect(recordedStarts([start('v'), ended, start('v'), start('v')])).toEqual(['v', 'v']);
  });

  it('an end with nothing started records nothing', () => {
    expect(mediaPlaybackStep(null, ended)).toEqual({ state: null, record: false });
  });

  it('any sequence: a start is recorded exactly when it is not a repeat of the last recorded start since an end (property)', () => {
    const action = fc.oneof(fc.constantFrom('a', 'b', 'c').map(start), fc.constant(ended));
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let last: string | null = null;
        const expected: string[] = [];
        for (const each of actions) {
          if (each.type === 'ended') last = null;
          else if (each.media !== last) {
            expected.push(each.media);
            last = each.media;
          }
        }
        expect(recordedStarts(actions)).toEqual(expected);
      }),
    );
  });

  it('hostile state and actions never throw and record nothing unreadable', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (state, action) => {
        const step = mediaPlaybackStep(state as never, action as never);
        expect(typeof step.record).toBe('boolean');
        expect(step.state === null || typeof step.state === 'string').toBe(true);
      }),
    );
  });
});

describe('shopper spec, calls audio and video events: what the hit says of the media', () => {
  it('names an album track by its number from 1, with the album\'s count', () => {
    expect(mediaEventData('audio', { url: 'https://cdn.example/03.mp3', title: ' Indigo ', author: 'The Weavers', trackIndex: 2, trackCount: 6 })).toEqual({
      mediaType: 'audio', mediaUrl: 'https://cdn.example/03.mp3', mediaTitle: 'Indigo', mediaAuthor: 'The Weavers', mediaProvider: null, trackNumber: 3, trackCount: 6,
    });
  });

  it('a single track or a position outside the album has no number', () => {
    expect(mediaEventData('audio', { title: 'Episode 12', trackIndex: 0, trackCount: 1 })).toMatchObject({ trackNumber: null, trackCount: null });
    expect(mediaEventData('audio', { trackIndex: 6, trackCount: 6 })).toMatchObject({ trackNumber: null, trackCount: null });
  });

  it('names a video by its player and provider', () => {
    expect(mediaEventData('video', { url: 'https://www.youtube.com/embed/x', title: 'Weaving', provider: 'YouTube' })).toMatchObject({
      mediaType: 'video', mediaUrl: 'https://www.youtube.com/embed/x', mediaProvider: 'YouTube',
    });
  });

  it('leaves out an address that is the file itself (data:, blob:) or not a web address', () => {
    for (const url of ['data:audio/wav;base64,UklGRg==', 'blob:https://shop.test/1', 'javascript:alert(1)', '/audio.mp3', `https://x.test/${'a'.repeat(3000)}`]) {
      expect(mediaEventData('audio', { url }).mediaUrl, url).toBeNull();
    }
  });

  it('any input keeps every field, with whole numbers or null (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (kind, input) => {
        const data = mediaEventData(kind as never, input as never);
        expect(Object.keys(data).sort()).toEqual(['mediaAuthor', 'mediaProvider', 'mediaTitle', 'mediaType', 'mediaUrl', 'trackCount', 'trackNumber']);
        expect(['audio', 'video']).toContain(data.mediaType);
        expect(data.trackNumber === null || Number.isSafeInteger(data.trackNumber)).toBe(true);
      }),
    );
  });
});
