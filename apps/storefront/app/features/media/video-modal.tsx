import type { Photo } from '@vitrine/api-client';
import { Modal } from '@vitrine/ui';
import { useEffect, useRef, useState } from 'react';
import { loadScript, SCRIPT_LOAD_TIMEOUT_MS } from '../../lib/load-script';
import { useTranslation } from '../i18n/translation-context';
import { THIRD_PARTY_CONSENT, ThirdPartyGate } from './third-party-gate';

/** Spec 001 §9: the YouTube IFrame API is polled every 100 ms until its player can be made. */
export const YOUTUBE_API_POLL_MS = 100;
export const YOUTUBE_API_SRC = 'https://www.youtube.com/iframe_api';
/** YouTube's privacy-enhanced host: no cookie until the visitor plays. */
export const YOUTUBE_PLAYER_HOST = 'https://www.youtube-nocookie.com';
export const VIMEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

export type VideoProvider = 'youtube' | 'vimeo';
const PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/**
 * Spec 001 §9: the player tries 1080p, starts muted and loops. YouTube loops a single video only
 * as a playlist of itself; `vq` asks for the quality (the player may still choose less).
 */
export function youTubePlayerVars(videoId: string) {
  return {
    autoplay: 1,
    mute: 1,
    loop: 1,
    playlist: videoId,
    vq: 'hd1080',
    playsinline: 1,
    rel: 0,
  } as const;
}

/** Vimeo's player address: 1080p, muted, looping, and `dnt=1` so that Vimeo does not track the visitor. */
export function vimeoPlayerUrl(videoId: string): string {
  const query = new URLSearchParams({
    autoplay: '1',
    muted: '1',
    loop: '1',
    quality: '1080p',
    dnt: '1',
    title: '0',
    byline: '0',
    portrait: '0',
  });
  return `${VIMEO_PLAYER_ORIGIN}/video/${encodeURIComponent(videoId)}?${query}`;
}

interface YouTubePlayer {
  stopVideo?: () => void;
  destroy?: () => void;
  mute?: () => void;
  playVideo?: () => void;
  setPlaybackQuality?: (quality: string) => void;
}
interface YouTubeNamespace {
  Player: new (element: HTMLElement, options: Record<string, unknown>) => YouTubePlayer;
}
declare global {
  interface Window {
    YT?: Partial<YouTubeNamespace>;
  }
}

const youTubeReady = (): YouTubeNamespace | null =>
  typeof window.YT?.Player === 'function' ? (window.YT as YouTubeNamespace) : null;

/**
 * The YouTube IFrame API, loaded once (the load-script helper keeps one tag per address) and
 * polled every 100 ms until `YT.Player` exists: the API script defines `YT` at once but its
 * player only when its own second script has arrived.
 */
let youTubeApi: Promise<YouTubeNamespace> | null = null;

export function waitForYouTube(): Promise<YouTubeNamespace> {
  const ready = youTubeReady();
  if (ready) return Promise.resolve(ready);
  // One poll for every player of the page; a failure lets a later opening try again.
  youTubeApi ??= pollYouTube().catch((error: unknown) => {
    youTubeApi = null;
    throw error;
  });
  return youTubeApi;
}

function pollYouTube(): Promise<YouTubeNamespace> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const finish = () => window.clearInterval(timer);
    const timer = window.setInterval(() => {
      const api = youTubeReady();
      if (api) {
        finish();
        resolve(api);
      } else if (Date.now() - started > SCRIPT_LOAD_TIMEOUT_MS) {
        finish();
        reject(new Error('The YouTube player did not become ready'));
      }
    }, YOUTUBE_API_POLL_MS);
    loadScript(YOUTUBE_API_SRC).catch((error: unknown) => {
      finish();
      reject(error);
    });
  });
}

/** The YouTube player in the open modal; unmounting it (the modal closing) stops and removes it. */
function YouTubeFrame({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let player: YouTubePlayer | null = null;
    let gone = false;
    waitForYouTube()
      .then((YT) => {
        const element = host.current;
        if (gone || !element) return;
        const target = document.createElement('div');
        element.append(target);
        player = new YT.Player(target, {
          host: YOUTUBE_PLAYER_HOST,
          videoId,
          width: '100%',
          height: '100%',
          playerVars: youTubePlayerVars(videoId),
          events: {
            onReady: (event: { target: YouTubePlayer }) => {
              event.target.mute?.();
              event.target.setPlaybackQuality?.('hd1080');
              event.target.playVideo?.();
              host.current?.querySelector('iframe')?.setAttribute('title', title);
            },
          },
        });
        setState('ready');
      })
      .catch((error: unknown) => {
        console.error('[media] the YouTube player could not be loaded', error);
        if (!gone) setState('failed');
      });
    return () => {
      gone = true;
      player?.stopVideo?.();
      player?.destroy?.();
    };
  }, [videoId, title]);
  return (
    <div className="video-modal__player" data-state={state}>
      <div ref={host} className="video-modal__frame" />
      {state === 'loading' ? <p className="video-modal__status">{t('Media.Video.Loading')}</p> : null}
      {state === 'failed' ? (
        <p className="alert alert--danger" role="alert">
          {t('Media.Video.Failed')}
        </p>
      ) : null}
    </div>
  );
}

function VimeoFrame({ videoId, title }: { videoId: string; title: string }) {
  return (
    <div className="video-modal__player">
      <iframe
        className="video-modal__frame"
        src={vimeoPlayerUrl(videoId)}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture"
        allowFullScreen
      />
    </div>
  );
}

/**
 * A video that opens in a modal (spec 001 §2 "Vimeo and YouTube video modals"): a button, with the
 * editor's library thumbnail when there is one, opens the shared modal with the provider's player.
 * Nothing is asked of the provider before the visitor opens it, and then only with their consent
 * (ADR 042). Closing the modal removes the player, which stops the video.
 */
export function VideoModal({
  provider,
  videoId,
  label,
  thumbnail,
}: {
  provider: VideoProvider;
  videoId: string;
  label: string;
  thumbnail?: Photo | null | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [allowedOnce, setAllowedOnce] = useState(false);
  const providerName = PROVIDER_NAMES[provider];
  return (
    <div className={`video-modal video-modal--${provider}`}>
      <button
        type="button"
        className="video-modal__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {thumbnail ? (
          <img
            className="video-modal__thumbnail"
            src={thumbnail.Url}
            width={thumbnail.Width ?? undefined}
            height={thumbnail.Height ?? undefined}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <span className="video-modal__play" aria-hidden="true" />
        <span className="video-modal__label">{t('Media.Video.Play', { title: label })}</span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={label}
        closeLabel={t('Core.Close')}
        size="large"
        className="video-modal__dialog"
      >
        <ThirdPartyGate
          category={THIRD_PARTY_CONSENT.video}
          message={t('Media.Consent.Video', { provider: providerName })}
          allowed={allowedOnce}
          onAllowed={() => setAllowedOnce(true)}
        >
          {provider === 'youtube' ? (
            <YouTubeFrame videoId={videoId} title={label} />
          ) : (
            <VimeoFrame videoId={videoId} title={label} />
          )}
        </ThirdPartyGate>
      </Modal>
    </div>
  );
}
