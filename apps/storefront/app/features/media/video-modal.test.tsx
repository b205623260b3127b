import { act, fireEvent, render, screen } from '@testing-library/react';
import { stringResources } from '@vitrine/i18n';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishConsent } from '../consent/consent-store';
import { TranslationProvider } from '../i18n/translation-context';
import {
  VideoModal,
  vimeoPlayerUrl,
  YOUTUBE_API_POLL_MS,
  YOUTUBE_API_SRC,
  YOUTUBE_PLAYER_HOST,
  youTubePlayerVars,
} from './video-modal';

const InShop = ({ children }: { children: ReactNode }) => (
  <TranslationProvider culture="fr" strings={stringResources.fr}>
    {children}
  </TranslationProvider>
);
const MARKETING = { stamp: 's', preferences: false, statistics: false, marketing: true };
const apiScripts = () => document.querySelectorAll(`script[src="${YOUTUBE_API_SRC}"]`);

class FakePlayer {
  static made: FakePlayer[] = [];
  stopVideo = vi.fn();
  destroy = vi.fn();
  constructor(
    readonly element: HTMLElement,
    readonly options: { host: string; videoId: string; playerVars: Record<string, unknown> },
  ) {
    FakePlayer.made.push(this);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakePlayer.made = [];
  publishConsent(null);
});
afterEach(() => {
  vi.useRealTimers();
  delete window.YT;
  publishConsent(null);
});

describe('the video modals (spec 001 §2, §9)', () => {
  it('Vimeo plays in 1080p, muted, looping, without tracking', () => {
    const url = new URL(vimeoPlayerUrl('76979871'));
    expect(url.origin + url.pathname).toBe('https://player.vimeo.com/video/76979871');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      quality: '1080p',
      muted: '1',
      loop: '1',
      autoplay: '1',
      dnt: '1',
    });
  });

  it('YouTube asks for 1080p, muted, looping (a playlist of itself)', () => {
    expect(youTubePlayerVars('dQw4w9WgXcQ')).toMatchObject({
      vq: 'hd1080',
      mute: 1,
      loop: 1,
      playlist: 'dQw4w9WgXcQ',
      autoplay: 1,
    });
  });

  it('asks nothing of Vimeo before the visitor opens it and agrees; closing the modal removes the player', () => {
    render(
      <InShop>
        <VideoModal provider="vimeo" videoId="76979871" label="L’atelier" />
      </InShop>,
    );
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Lire la vidéo : L’atelier' }));
    expect(screen.getByText(/diffusée par Vimeo/)).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accepter et afficher' }));
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(vimeoPlayerUrl('76979871'));
    expect(frame?.getAttribute('title')).toBe('L’atelier');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(document.querySelector('iframe')).toBeNull();
    // Agreed once for this video: reopening plays it at once.
    fireEvent.click(screen.getByRole('button', { name: 'Lire la vidéo : L’atelier' }));
    expect(document.querySelector('iframe')).not.toBeNull();
  });

  it('loads the YouTube API once, polls every 100 ms until YT.Player exists, and stops the video on close', async () => {
    expect(YOUTUBE_API_POLL_MS).toBe(100);
    publishConsent(MARKETING);
    render(
      <InShop>
        <VideoModal provider="youtube" videoId="dQw4w9WgXcQ" label="Démonstration" />
      </InShop>,
    );
    expect(apiScripts()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Lire la vidéo : Démonstration' }));
    act(() => vi.advanceTimersByTime(0));
    expect(apiScripts()).toHaveLength(1);
    expect(screen.getByText('Chargement de la vidéo…')).toBeTruthy();

    // The API script defines YT before its player: the poll waits for YT.Player.
    window.YT = {};
    act(() => vi.advanceTimersByTime(250));
    expect(FakePlayer.made).toHaveLength(0);
    window.YT = { Player: FakePlayer as never };
    act(() => vi.advanceTimersByTime(YOUTUBE_API_POLL_MS - 51));
    expect(FakePlayer.made).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(FakePlayer.made).toHaveLength(1);
    const [player] = FakePlayer.made;
    expect(player?.options).toMatchObject({
      host: YOUTUBE_PLAYER_HOST,
      videoId: 'dQw4w9WgXcQ',
      playerVars: youTubePlayerVars('dQw4w9WgXcQ'),
    });

    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(player?.stopVideo).toHaveBeenCalledTimes(1);
    expect(player?.destroy).toHaveBeenCalledTimes(1);

    // Opened again: the API is not loaded a second time.
    fireEvent.click(screen.getByRole('button', { name: 'Lire la vidéo : Démonstration' }));
    expect(apiScripts()).toHaveLength(1);
  });

  it('without consent, the placeholder offers the cookie settings and loads nothing', () => {
    const scriptsBefore = document.querySelectorAll('script').length;
    const opened = vi.fn();
    document.addEventListener('vitrine:open-cookie-consent-settings', opened);
    render(
      <InShop>
        <VideoModal provider="youtube" videoId="dQw4w9WgXcQ" label="Démonstration" />
      </InShop>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Lire la vidéo : Démonstration' }));
    fireEvent.click(screen.getByRole('button', { name: 'Paramètres des cookies' }));
    expect(opened).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(document.querySelectorAll('script')).toHaveLength(scriptsBefore);
    expect(document.querySelector('iframe')).toBeNull();
    document.removeEventListener('vitrine:open-cookie-consent-settings', opened);
  });
});
