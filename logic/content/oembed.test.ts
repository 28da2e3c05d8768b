import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectLinearTime, hostileText, repeated } from '../../tests/hostile/support/index.ts';
import { decodeAttribute, iframeAttributes, sanitizeOembed, videoEmbed, VIMEO_BASIC_UNSUPPORTED_MESSAGE } from './oembed.ts';
import { DEFAULT_LOCALIZED_STRINGS } from '../shared/strings.ts';

const youtube = '<iframe width="200" height="113" src="https://www.youtube.com/embed/abc?feature=oembed&amp;x=1" frameborder="0" allow="accelerometer; autoplay; camera; encrypted-media" allowfullscreen title="A walk"></iframe>';

describe('rendering spec, entities "Video": only the provider\'s iframe of the oEmbed html survives', () => {
  it('keeps the https src (entities decoded), size, title and the allow-listed features', () => {
    expect(sanitizeOembed(youtube, 'YouTube')).toEqual({
      src: 'https://www.youtube.com/embed/abc?feature=oembed&x=1',
      width: 200,
      height: 113,
      title: 'A walk',
      allow: 'accelerometer; autoplay; encrypted-media',
      allowFullScreen: true,
    });
  });

  it('drops scripts, handlers and every other attribute; an iframe inside a script or comment is not a frame', () => {
    const hostile = `<!-- <iframe src="https://www.youtube.com/embed/comment"> --><script>"<iframe src='https://www.youtube.com/embed/script'>"</script><iframe src="javascript:alert(1)"></iframe><iframe onload="alert(1)" srcdoc="<script>alert(1)</script>" src="https://www.youtube.com/embed/real" style="x"></iframe><img src=x onerror=alert(1)>`;
    expect(sanitizeOembed(hostile, 'YouTube')).toEqual({ src: 'https://www.youtube.com/embed/real', allow: '', allowFullScreen: false });
  });

  it('refuses javascript:, data:, http: and credentials in the src, and hosts not of a known provider', () => {
    for (const src of ['javascript:alert(1)', 'JaVaScRiPt&#58;alert(1)', 'data:text/html,<b>', 'http://www.youtube.com/embed/a', 'https://user:pw@www.youtube.com/embed/a', '']) {
      expect(sanitizeOembed(`<iframe src="${src}"></iframe>`, 'YouTube')).toBeNull();
    }
    expect(sanitizeOembed('<iframe src="https://evil.example/embed"></iframe>', 'YouTube')).toBeNull();
    // A frame inside another frame's fallback text is not a frame.
    expect(sanitizeOembed('<iframe src="https://evil.example/a"><iframe src="https://www.youtube.com/embed/b"></iframe>', 'YouTube')).toBeNull();
    expect(sanitizeOembed('<iframe src="https://player.vimeo.com/video/1"></iframe>', 'YouTube')).toBeNull();
    // A provider the library does not know keeps any https frame (sandboxed by the wrapper).
    expect(sanitizeOembed('<iframe src="//video.example/embed/1"></iframe>', 'Example')?.src).toBe('https://video.example/embed/1');
  });

  it('reads unquoted and single-quoted values, upper-case tags, and keeps the first of a repeated attribute', () => {
    expect(sanitizeOembed("<IFRAME SRC='https://player.vimeo.com/video/7' src=https://evil.example width=640 height=abc>", 'Vimeo')).toEqual({
      src: 'https://player.vimeo.com/video/7',
      width: 640,
      allow: '',
      allowFullScreen: false,
    });
  });

  it('decodes named and numeric references, leaves unknown and malformed ones as text', () => {
    expect(decodeAttribute('a&amp;b&#x41;&#66;&bogus;&#xD800;&')).toBe('a&bAB&bogus;&#xD800;&');
  });

  it('never throws and never returns anything but null or a frame with an https src, whatever the input', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText(200), fc.anything()), fc.oneof(fc.string(), fc.anything()), (html, provider) => {
        const frame = sanitizeOembed(html, provider);
        if (frame !== null) expect(frame.src.startsWith('https://')).toBe(true);
      }),
    );
  });

  it('reads any html in linear time (unclosed quotes, tags, comments, references)', async () => {
    await expectLinearTime('oEmbed html with a long allow list', {
      make: (size) => `<iframe src="https://www.youtube.com/embed/a" allow="${repeated('autoplay; ', size)}">`,
      run: (html) => sanitizeOembed(html, 'YouTube'),
    });
    for (const chunk of ['<iframe a="', '<a b=\'', '<!--', '<script>', '&#x', '<', '<iframe x x x ']) {
      await expectLinearTime(`oEmbed html of ${chunk}`, { make: (size) => repeated(chunk, size), run: (html) => iframeAttributes(html) });
    }
  });
});

describe('rendering spec, validation rules "Video": the Vimeo Basic message', () => {
  it('is the spec\'s sentence, a localized string', () => {
    expect(VIMEO_BASIC_UNSUPPORTED_MESSAGE).toBe('Vimeo Basic accounts are unsupported. Please share a video from a different account.');
    expect(DEFAULT_LOCALIZED_STRINGS.videoVimeoBasicUnsupportedText).toBe(VIMEO_BASIC_UNSUPPORTED_MESSAGE);
  });

  it('shows for a Vimeo video without a player frame; other providers without one are unavailable', () => {
    expect(videoEmbed('', 'Vimeo')).toEqual({ kind: 'vimeo-basic' });
    expect(videoEmbed('<p>private</p>', ' vimeo ')).toEqual({ kind: 'vimeo-basic' });
    expect(videoEmbed(undefined, 'YouTube')).toEqual({ kind: 'unavailable' });
    expect(videoEmbed('<iframe src="https://player.vimeo.com/video/9"></iframe>', 'Vimeo')).toMatchObject({ kind: 'frame', frame: { src: 'https://player.vimeo.com/video/9' } });
  });
});
