'use client';

import { useEffect, useMemo, useRef, type HTMLAttributes, type Ref } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ImageAsset } from '../../../logic/content/images.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { VIDEO_WRAPPER_STRINGS } from '../../../logic/content/mediaStrings.ts';
import { VIDEO_MESSAGE_STRINGS, videoEmbed } from '../../../logic/content/oembed.ts';
import { useFrameClick, useMediaStart } from '../../../hooks/visitor/analytics/useMediaEvents.ts';
import { useControllableState } from '../../../hooks/shared/useControllableState.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { cx } from '../../primitives/cx.ts';
import { Image } from '../Image/Image.tsx';
import { aspectRatio, frame as frameClass, notice, play, playIcon, playMark, poster, provider as providerClass, stage, wrapper } from './VideoWrapper.css.ts';

const STRINGS = { ...VIDEO_WRAPPER_STRINGS, ...VIDEO_MESSAGE_STRINGS };

/**
 * What the provider's frame may do: run its player and go full screen, nothing on this page. The
 * frame is the provider's (sanitised to one https iframe), still not the site's own code.
 */
const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox';

/** Props of {@link VideoWrapper}. */
export interface VideoWrapperProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'title'> {
  /** The oEmbed answer's html (rendering spec, entities "Video"); only the provider's iframe of it is drawn. */
  html?: string;
  /** The oEmbed answer's providerName ("YouTube", "Vimeo"). @default '' */
  providerName?: string;
  /** The video's title, for the play button's and the frame's names. @default '' */
  videoTitle?: string;
  /** Show the main image with a play button, and load the embed only when it is pressed. @default false */
  overlay?: boolean;
  /** The main image the overlay shows. */
  image?: ImageAsset;
  /** Whether the embed is loaded (controlled); without overlay it always is. */
  loaded?: boolean;
  /** Whether the embed starts loaded (uncontrolled). @default false */
  defaultLoaded?: boolean;
  /** Called when the play button asks to load the embed. */
  onLoadedChange?: (loaded: boolean) => void;
  ref?: Ref<HTMLDivElement>;
}

function PlayIcon() {
  return (
    <svg className={playIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 3.5v17l15-8.5z" />
    </svg>
  );
}

/**
 * A video block: the provider's player (from its oEmbed html, sanitised so only its https iframe
 * survives, in a sandbox), the provider's name, and with `overlay` the main image and a play button
 * that loads the embed on click (focus then moves into the player). A Vimeo video with no player
 * shows the spec's Vimeo Basic message; another provider's, that it cannot be shown. Inside an
 * AnalyticsProvider the visitor's start of the player is a video event (shopper spec, calls, event 21), and a
 * third-party video click on a gated video collection's page.
 */
export function VideoWrapper({
  html,
  providerName = '',
  videoTitle = '',
  overlay = false,
  image,
  loaded: loadedProp,
  defaultLoaded = false,
  onLoadedChange,
  className,
  ...rest
}: VideoWrapperProps) {
  const strings = useStrings(STRINGS);
  const embed = useMemo(() => videoEmbed(html, providerName), [html, providerName]);
  const [loaded, setLoaded] = useControllableState({ value: loadedProp, defaultValue: defaultLoaded, onChange: onLoadedChange });
  const frameRef = useRef<HTMLIFrameElement>(null);
  // Only a press of the play button moves focus into the player; a page that loads already playing does not.
  const pressed = useRef(false);
  const showsFrame = embed.kind === 'frame' && (!overlay || loaded);
  useEffect(() => {
    if (showsFrame && pressed.current) {
      pressed.current = false;
      frameRef.current?.focus();
    }
  }, [showsFrame]);

  const state = embed.kind !== 'frame' ? embed.kind : showsFrame ? 'loaded' : 'overlay';
  const name = providerName.trim();
  // The visitor starting the provider's player (the overlay's play, or a first click into the player) is
  // the video event (shopper spec, calls, event 21) and, in a gated video collection, the third-party video click.
  const media = useMediaStart('video');
  const src = embed.kind === 'frame' ? embed.frame.src : '';
  const started = () => media.start(src, { url: src, title: videoTitle, provider: name });
  useFrameClick(frameRef, showsFrame, started);
  useEffect(() => {
    if (!showsFrame) media.ended();
  }, [showsFrame, media]);
  const ratio = embed.kind === 'frame' && embed.frame.width && embed.frame.height ? `${embed.frame.width} / ${embed.frame.height}` : null;
  const playLabel = videoTitle.trim() === '' ? strings.videoPlayUntitledLabel : interpolate(strings.videoPlayLabel, { title: videoTitle.trim() });

  return (
    <div data-vitrine="video" data-state={state} data-provider={name || undefined} {...rest} className={cx(wrapper, className)}>
      {embed.kind === 'frame' ? (
        <div className={stage} {...(ratio === null ? {} : { style: assignInlineVars({ [aspectRatio]: ratio }) })}>
          {showsFrame ? (
            <iframe
              ref={frameRef}
              className={frameClass}
              src={embed.frame.src}
              title={embed.frame.title ?? (videoTitle.trim() || strings.videoFrameTitle)}
              allow={embed.frame.allow || undefined}
              allowFullScreen={embed.frame.allowFullScreen}
              sandbox={FRAME_SANDBOX}
              referrerPolicy="strict-origin-when-cross-origin"
              loading="lazy"
            />
          ) : (
            <>
              {image ? <Image className={poster} image={image} alt="" fit="cover" sizes="100vw" /> : null}
              <button
                type="button"
                className={play}
                aria-label={playLabel}
                onClick={() => {
                  pressed.current = true;
                  started();
                  setLoaded(true);
                }}
              >
                <span className={playMark}>
                  <PlayIcon />
                </span>
              </button>
            </>
          )}
        </div>
      ) : embed.kind === 'vimeo-basic' ? (
        <Alert tone="info" className={notice}>
          {strings.videoVimeoBasicUnsupportedText}
        </Alert>
      ) : (
        <Alert tone="info" className={notice}>
          {strings.videoUnavailableText}
        </Alert>
      )}
      {name !== '' ? <p className={providerClass}>{interpolate(strings.videoProviderText, { provider: name })}</p> : null}
    </div>
  );
}
