'use client';

import { useEffect, useRef, useState, type HTMLAttributes, type Ref } from 'react';
import * as Slider from '@radix-ui/react-slider';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { albumTracks, albumTracksLeftOut, durationSeconds, mediaTime } from '../../../logic/content/media.ts';
import { AUDIO_PLAYER_STRINGS } from '../../../logic/content/mediaStrings.ts';
import { useMediaStart } from '../../../hooks/visitor/analytics/useMediaEvents.ts';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { cx } from '../../primitives/cx.ts';
import * as styles from './AudioPlayer.css.ts';

/** One track of a player or an album. */
export interface AudioTrack {
  /** The audio file's address. */
  url: string;
  /** The track's title (shown, and naming the controls). */
  title?: string;
  /** Who made it. */
  author?: string;
  /** Its length in ms, shown before the file's own length is known. */
  durationMs?: number;
}

/** Props of {@link AudioPlayer}. */
export interface AudioPlayerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'title'> {
  /** One track, or an album's tracks (only the first 60 play: rendering spec, constants and limits). */
  tracks: readonly AudioTrack[];
  /** Whether it plays (controlled). */
  playing?: boolean;
  /** Whether it starts playing (uncontrolled; a browser may refuse until the visitor presses play). @default false */
  defaultPlaying?: boolean;
  /** Called when the visitor (or the end of the album) plays or pauses. */
  onPlayingChange?: (playing: boolean) => void;
  /** The album's current track, from 0 (controlled). */
  track?: number;
  /** The track it starts on (uncontrolled). @default 0 */
  defaultTrack?: number;
  /** Called when the visitor picks a track, or one ends and the next starts. */
  onTrackChange?: (track: number) => void;
  ref?: Ref<HTMLDivElement>;
}

function Icon({ path }: { path: string }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

const PLAY = 'M7 4v16l13-8z';
const PAUSE = 'M6 4h4v16H6zM14 4h4v16h-4z';
const VOLUME = 'M4 9v6h4l5 4V5L8 9zm12.5 3a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z';
const MUTED = 'M4 9v6h4l5 4V5L8 9zm11.6 0-1.4 1.4L15.8 12l-1.6 1.6 1.4 1.4 1.6-1.6 1.6 1.6 1.4-1.4-1.6-1.6 1.6-1.6-1.4-1.4-1.6 1.6z';

/**
 * An audio player over the browser's own `<audio>`: play/pause, a position slider (radix Slider: arrow
 * keys, Home/End), elapsed and total time, mute and volume; an album lists its tracks (the first 60,
 * rendering spec, constants and limits) and plays them in turn. Rendered on the server it is the `audio-player` fragment's
 * markup (`data-url`, `data-title`, `data-author` on its root, as the incumbent's placeholder carries
 * them), which hydrates into the live player. Inside an AnalyticsProvider each track's start is an
 * audio event (shopper spec, calls, event 20).
 */
export function AudioPlayer({
  tracks,
  playing: playingProp,
  defaultPlaying = false,
  onPlayingChange,
  track: trackProp,
  defaultTrack = 0,
  onTrackChange,
  className,
  ...rest
}: AudioPlayerProps) {
  const strings = useStrings(AUDIO_PLAYER_STRINGS);
  const playable = albumTracks(tracks);
  const leftOut = albumTracksLeftOut(Array.isArray(tracks) ? tracks.length : 0);
  const [playing, setPlaying] = useControllableState({ value: playingProp, defaultValue: defaultPlaying, onChange: onPlayingChange });
  const [trackIndex, setTrackIndex] = useControllableState({ value: trackProp, defaultValue: defaultTrack, onChange: onTrackChange });
  const index = Number.isInteger(trackIndex) && trackIndex >= 0 && trackIndex < playable.length ? trackIndex : 0;
  const current = playable[index];
  const audio = useRef<HTMLAudioElement>(null);
  const [position, setPosition] = useState(0);
  const [length, setLength] = useState<number | null>(null);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const listen = useMediaStart('audio');

  // The element follows the state: a press, a controlled prop or a new track; a refused play() (no
  // gesture yet, a file that will not load) reads as paused rather than reaching the page.
  useEffect(() => {
    const element = audio.current;
    if (element === null) return;
    if (playing && element.paused) element.play().catch(() => setPlaying(false));
    else if (!playing && !element.paused) element.pause();
  }, [playing, index, setPlaying]);

  if (current === undefined) return null;
  const title = current.title?.trim() || strings.audioUntitledText;
  const total = length ?? durationSeconds(current.durationMs) ?? 0;
  const shown = { current: mediaTime(position), total: mediaTime(total) };

  const pick = (next: number) => {
    setPosition(0);
    setLength(null);
    setTrackIndex(next);
  };

  return (
    <div
      data-vitrine="audio-player"
      data-state={playing ? 'playing' : 'paused'}
      data-url={current.url}
      data-title={current.title ?? ''}
      data-author={current.author ?? ''}
      {...rest}
      className={cx(styles.player, className)}
    >
      <audio
        ref={audio}
        src={current.url}
        preload="metadata"
        onPlay={() => {
          setPlaying(true);
          // Each track's start is one audio event (shopper spec, calls, event 20); a resume after a pause is not.
          listen.start(`${index}:${current.url}`, { url: current.url, title: current.title ?? null, author: current.author ?? null, trackIndex: index, trackCount: playable.length });
        }}
        // A track that ends pauses first: whether the album plays on is onEnded's to say.
        onPause={(event) => {
          if (!event.currentTarget.ended) setPlaying(false);
        }}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onDurationChange={(event) => setLength(Number.isFinite(event.currentTarget.duration) ? event.currentTarget.duration : null)}
        onVolumeChange={(event) => {
          setVolume(event.currentTarget.volume);
          setMuted(event.currentTarget.muted);
        }}
        onEnded={() => {
          listen.ended();
          if (index + 1 < playable.length) pick(index + 1);
          else setPlaying(false);
        }}
      />
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.iconButton}
          data-part="play"
          aria-label={interpolate(playing ? strings.audioPauseLabel : strings.audioPlayLabel, { title })}
          onClick={() => setPlaying(!playing)}
        >
          <Icon path={playing ? PAUSE : PLAY} />
        </button>
        <div className={styles.heading}>
          <p className={styles.title}>{title}</p>
          {current.author ? <p className={styles.author}>{current.author}</p> : null}
        </div>
        <Slider.Root
          className={styles.slider}
          value={[Math.min(position, total)]}
          min={0}
          max={total > 0 ? total : 1}
          step={1}
          disabled={total <= 0}
          onValueChange={([next]) => {
            if (next === undefined || audio.current === null) return;
            audio.current.currentTime = next;
            setPosition(next);
          }}
        >
          <Slider.Track className={styles.sliderTrack}>
            <Slider.Range className={styles.sliderRange} />
          </Slider.Track>
          <Slider.Thumb
            className={styles.sliderThumb}
            data-part="seek"
            aria-label={interpolate(strings.audioSeekLabel, { title })}
            aria-valuetext={interpolate(strings.audioPositionText, shown)}
          />
        </Slider.Root>
        <span className={styles.time} data-part="time">
          {interpolate(strings.audioTimeText, shown)}
        </span>
        <button
          type="button"
          className={cx(styles.iconButton, styles.quietButton)}
          data-part="mute"
          aria-label={muted ? strings.audioUnmuteLabel : strings.audioMuteLabel}
          onClick={() => {
            if (audio.current !== null) audio.current.muted = !muted;
          }}
        >
          <Icon path={muted ? MUTED : VOLUME} />
        </button>
        <Slider.Root
          className={cx(styles.slider, styles.volumeSlider)}
          value={[muted ? 0 : Math.round(volume * 100)]}
          min={0}
          max={100}
          step={5}
          onValueChange={([next]) => {
            if (next === undefined || audio.current === null) return;
            audio.current.volume = next / 100;
            audio.current.muted = next === 0;
          }}
        >
          <Slider.Track className={styles.sliderTrack}>
            <Slider.Range className={styles.sliderRange} />
          </Slider.Track>
          <Slider.Thumb className={styles.sliderThumb} data-part="volume" aria-label={strings.audioVolumeLabel} />
        </Slider.Root>
      </div>
      {playable.length > 1 ? (
        <ol className={styles.trackList} aria-label={strings.audioTrackListLabel} data-part="tracks">
          {playable.map((item, at) => (
            // Tracks have no id of their own and an album may hold one file twice: the position is the key.
            <li key={at}>
              <button
                type="button"
                className={styles.trackButton}
                aria-current={at === index ? 'true' : undefined}
                onClick={() => {
                  pick(at);
                  setPlaying(true);
                }}
              >
                <span>{item.title?.trim() || strings.audioUntitledText}</span>
                {durationSeconds(item.durationMs) === undefined ? null : <span className={styles.time}>{mediaTime(durationSeconds(item.durationMs) ?? 0)}</span>}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      {leftOut > 0 ? (
        <p className={styles.note} data-part="left-out">
          {interpolate(strings.audioTracksLeftOutText, { count: leftOut })}
        </p>
      ) : null}
    </div>
  );
}
