import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOADED_EVENT } from './constants';
import { pushToDataLayer, trackChangeFolder } from './data-layer';
import { Tracking } from './tracking';

function pageLoaded(url: string, title: string) {
  document.dispatchEvent(new CustomEvent(PAGE_LOADED_EVENT, { detail: { url, title } }));
}

function pageviews() {
  return (window.dataLayer ?? []).filter(
    (entry) => (entry as { event?: string }).event === 'VirtualPageview',
  );
}

describe('pushToDataLayer', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });

  it('creates the data layer when no tag manager has', () => {
    expect(pushToDataLayer({ event: 'test' })).toBe(true);
    expect(window.dataLayer).toEqual([{ event: 'test' }]);
  });

  it('only logs a failing push', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.dataLayer = [];
    window.dataLayer.push = () => {
      throw new Error('tag manager broke');
    };
    expect(pushToDataLayer({ event: 'test' })).toBe(false);
    expect(error).toHaveBeenCalledOnce();
  });

  it('tracks an asset-library folder change', () => {
    trackChangeFolder('root-1', 'folder-7');
    expect(window.dataLayer).toEqual([
      { event: 'changeFolder', rootFolderId: 'root-1', targetFolderId: 'folder-7' },
    ]);
  });
});

describe('<Tracking />', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.dataLayer = [];
    document.title = 'Accueil';
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('renders nothing', () => {
    const { container } = render(<Tracking />);
    expect(container.innerHTML).toBe('');
  });

  it('pushes emailClick and phoneClick with the address and number without the scheme', () => {
    const { container } = render(
      <>
        <Tracking />
        <a href="mailto:contact@vitrine.example?subject=Bonjour">Écrire</a>
        <a href="tel:+3222001122">
          <span>Appeler</span>
        </a>
        <a href="/fr/contact">Contact</a>
      </>,
    );
    const links = container.querySelectorAll('a');
    fireEvent.click(links[0] as HTMLAnchorElement);
    fireEvent.click(container.querySelector('span') as HTMLSpanElement);
    fireEvent.click(links[2] as HTMLAnchorElement);
    expect(window.dataLayer).toEqual([
      { event: 'emailClick', emailAddress: 'contact@vitrine.example' },
      { event: 'phoneClick', phoneNumber: '+3222001122' },
    ]);
  });

  it('pushes a VirtualPageview exactly 100 ms after an in-place page load', async () => {
    render(<Tracking />);
    document.title = 'Nos produits';
    pageLoaded('/fr/produits', 'Nos produits');
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(pageviews()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(pageviews()).toEqual([
      { event: 'VirtualPageview', virtualPageURL: '/fr/produits', virtualPageTitle: 'Nos produits' },
    ]);
    // The load's own title change is part of that page view, not a second one.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(pageviews()).toHaveLength(1);
  });

  it('counts only the last of two quick page loads', async () => {
    render(<Tracking />);
    pageLoaded('/fr/a', 'A');
    await act(() => vi.advanceTimersByTimeAsync(50));
    pageLoaded('/fr/b', 'B');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(pageviews()).toEqual([
      { event: 'VirtualPageview', virtualPageURL: '/fr/b', virtualPageTitle: 'B' },
    ]);
  });

  it('pushes a VirtualPageview 200 ms after a title change without a page load', async () => {
    render(<Tracking />);
    document.title = 'Onglet avis';
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(pageviews()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(pageviews()).toEqual([
      { event: 'VirtualPageview', virtualPageURL: '/', virtualPageTitle: 'Onglet avis' },
    ]);
  });

  it('cancels a pending title page view when a page load supersedes it', async () => {
    render(<Tracking />);
    document.title = 'Intermédiaire';
    await act(() => vi.advanceTimersByTimeAsync(50));
    pageLoaded('/fr/panier', 'Panier');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(pageviews()).toEqual([
      { event: 'VirtualPageview', virtualPageURL: '/fr/panier', virtualPageTitle: 'Panier' },
    ]);
  });

  it('removes its listeners when unmounted', async () => {
    const { unmount } = render(<Tracking />);
    unmount();
    pageLoaded('/fr/a', 'A');
    document.title = 'Autre';
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(window.dataLayer).toEqual([]);
  });
});
