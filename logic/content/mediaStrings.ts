/**
 * The media fragments' localized-string defaults (audio player, video wrapper, form-answer summary),
 * one small object per component so a bundle carries only the defaults it shows. The video's spec
 * message stays in oembed.ts (VIDEO_MESSAGE_STRINGS); `DEFAULT_LOCALIZED_STRINGS` (strings.ts) gathers
 * them all, and a site overrides any of them through the localized-strings provider.
 */

/** The audio player's wording. */
export const AUDIO_PLAYER_STRINGS = {
  /** Library string: the play button's name; `{title}` is the track's title. */
  audioPlayLabel: 'Play {title}',
  /** Library string: the pause button's name; `{title}` is the track's title. */
  audioPauseLabel: 'Pause {title}',
  /** Library string: the position slider's name; `{title}` is the track's title. */
  audioSeekLabel: 'Position in {title}',
  /** Library string: the position spoken by the slider, e.g. "1:05 of 3:20". */
  audioPositionText: '{current} of {total}',
  /** Library string: the elapsed and total time shown, e.g. "1:05 / 3:20". */
  audioTimeText: '{current} / {total}',
  /** Library string: the volume slider's name. */
  audioVolumeLabel: 'Volume',
  /** Library string: the mute button's name. */
  audioMuteLabel: 'Mute',
  /** Library string: the unmute button's name. */
  audioUnmuteLabel: 'Unmute',
  /** Library string: a track without a title. */
  audioUntitledText: 'Untitled track',
  /** Library string: the name of an album's track list. */
  audioTrackListLabel: 'Tracks',
  /** Library string: an album over the 60-track limit (rendering spec, constants and limits); `{count}` tracks are left out. */
  audioTracksLeftOutText: '{count} more tracks are over the album limit and are not played.',
} as const;

/** The video wrapper's wording (its spec message is oembed.ts VIDEO_MESSAGE_STRINGS). */
export const VIDEO_WRAPPER_STRINGS = {
  /** Library string: the overlay's play button; `{title}` is the video's title. */
  videoPlayLabel: 'Play video: {title}',
  /** Library string: the overlay's play button for a video without a title. */
  videoPlayUntitledLabel: 'Play video',
  /** Library string: the provider line, e.g. "Video from YouTube". */
  videoProviderText: 'Video from {provider}',
  /** Library string: the frame's title when the provider gave none. */
  videoFrameTitle: 'Video player',
  /** Library string: a video whose provider gave no player the page can show. */
  videoUnavailableText: 'This video cannot be shown.',
} as const;

/** The form-answer summary's wording (the likert answers are formFieldStrings.ts LIKERT_ANSWER_STRINGS). */
export const FORM_ANSWER_SUMMARY_STRINGS = {
  /** rendering spec, entities and error catalogue: the answer shown for an empty form answer. */
  productSummaryFormNoAnswerText: 'N/A',
} as const;
