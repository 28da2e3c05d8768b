/**
 * The media fragments of a template: `audio-player` (the library's AudioPlayer rendered
 * on the server: the placeholder markup, with the incumbent's `data-url` / `data-title` /
 * `data-author`, that hydrates into the live player), `video` (the VideoWrapper of a video block's
 * oEmbed answer, only the provider's iframe surviving) and `summary-form-field` (one form answer in
 * the FormAnswerSummary). What each reads from its template value is a rule of logic/ (audioTracksOf,
 * videoOf, summaryFieldOf); a value with nothing to show prints nothing.
 */
import { summaryFieldOf } from '../../logic/forms/formAnswerSummary.ts';
import { audioTracksOf, videoOf } from '../../logic/content/media.ts';
import { AudioPlayer } from '../../components/content/AudioPlayer/AudioPlayer.tsx';
import { FormAnswerSummary } from '../../components/content/FormAnswerSummary/FormAnswerSummary.tsx';
import { VideoWrapper } from '../../components/content/VideoWrapper/VideoWrapper.tsx';
import type { FragmentRenderer } from '../fragmentFormatters.tsx';

/** The media fragment renderers, by formatter name (spread into FRAGMENT_RENDERERS). */
export const MEDIA_FRAGMENTS: Readonly<Record<string, FragmentRenderer>> = {
  /** `{item|audio-player}`: a track (an audio item, `structuredContent.audioAssetUrl`) or an album's `tracks`. */
  'audio-player': (value) => {
    const tracks = audioTracksOf(value);
    return tracks.length === 0 ? null : <AudioPlayer tracks={tracks} />;
  },
  /** `{item|video}`: a video block (`oembed.html`, `oembed.providerName`, `overlay`, `mainImage`). */
  video: (value) => {
    const video = videoOf(value);
    if (video === null) return null;
    return (
      <VideoWrapper
        html={video.html}
        providerName={video.providerName}
        videoTitle={video.title}
        overlay={video.overlay}
        {...(video.image ? { image: video.image } : {})}
      />
    );
  },
  /** `{field|summary-form-field}`: one form answer (`type`, `rawTitle`, `values` or `value`); 'N/A' when empty. */
  'summary-form-field': (value) => {
    const field = summaryFieldOf(value);
    return field === null ? null : <FormAnswerSummary fields={[field]} />;
  },
};
