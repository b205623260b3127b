import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Announcement } from '@vitrine/api-client';
import { stringResources } from '@vitrine/i18n';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TranslationProvider } from '../i18n/translation-context';
import { Announcements } from './announcements';
import {
  POPUP_COOKIE_LIFETIME_DAYS,
  POPUP_COOKIE_MAX_AGE_S,
  POPUP_COOKIE_MAX_ENTRIES,
  POPUP_DELAY_MS,
} from './constants';
import { pageTargetOf } from './page-target';
import { popupCookieName, readSeen, serializeSeen, withSeen } from './seen-cookie';

const POPUP = '6f1c3c38-3b5e-4f7e-9a59-000000000001';
const PRODUCT_POPUP = '6f1c3c38-3b5e-4f7e-9a59-000000000002';
const BANNER = '6f1c3c38-3b5e-4f7e-9a59-000000000003';
const POPUP_BANNER = '6f1c3c38-3b5e-4f7e-9a59-000000000004';
const NOW = new Date('2026-11-26T10:00:00.000Z');

const item = (id: string, overrides: Partial<Announcement>): Announcement => ({
  Id: id,
  Kind: 'popup',
  Priority: 0,
  StartDatetime: null,
  EndDatetime: null,
  Title: 'Soldes d’hiver',
  Blocks: [
    {
      Type: 'text',
      Id: '6f1c3c38-3b5e-4f7e-9a59-0000000000aa',
      Content: [{ Kind: 'paragraph', Runs: [{ Text: 'Tout à -20 %' }] }],
    },
  ],
  LinkUrl: null,
  PageKinds: [],
  PathPatterns: [],
  ...overrides,
});

let items: Announcement[] = [];
let seen: string[] = [];

function Layout() {
  return (
    <TranslationProvider culture="fr" strings={stringResources.fr}>
      <Announcements items={items} seen={seen} cmsName="FlexoCMS" />
      <nav>
        <Link to="/fr">accueil</Link>
        <Link to="/fr/p/lampe">lampe</Link>
        <Link to="/fr/catalog">catalogue</Link>
      </nav>
      <Outlet />
    </TranslationProvider>
  );
}

const Stub = createRoutesStub([
  {
    path: '/:culture',
    Component: Layout,
    children: [
      { index: true, id: 'routes/home', Component: () => <p>home page</p> },
      { path: 'p/:slug', id: 'routes/product', Component: () => <p>product page</p> },
      { path: 'catalog', id: 'routes/catalog', Component: () => <p>catalogue page</p> },
    ],
  },
]);

/** document.cookie as the browser keeps it, and every assignment with its attributes. */
let written: string[] = [];
const cookieProperty = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets what the component wrote.
  document.cookie = `${popupCookieName()}=; Max-Age=0; Path=/`;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  written = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookieProperty?.get?.call(document),
    set: (value: string) => {
      written.push(value);
      cookieProperty?.set?.call(document, value);
    },
  });
  items = [];
  seen = [];
});

afterEach(() => {
  cleanup();
  clearCookie();
  Reflect.deleteProperty(document, 'cookie');
  vi.useRealTimers();
});

const popupDialog = () => screen.queryByRole('dialog', { name: 'Soldes d’hiver' });

describe('the popup', () => {
  it('shows 3000 ms after the page is reached: not at 2999 ms, at 3000 ms', async () => {
    expect(POPUP_DELAY_MS).toBe(3000);
    items = [item(POPUP, {})];
    render(<Stub initialEntries={['/fr']} />);
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(popupDialog()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    const dialog = popupDialog();
    expect(dialog).not.toBeNull();
    // A labelled modal, its body the content blocks.
    expect(dialog?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByText('Tout à -20 %')).toBeTruthy();
  });

  it('records its id and datetime in FlexoCMS.Popup for 9999 days when closed, and is not shown again', async () => {
    items = [item(POPUP, {})];
    render(<Stub initialEntries={['/fr']} />);
    await act(() => vi.advanceTimersByTimeAsync(POPUP_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(popupDialog()).toBeNull();
    expect(written).toHaveLength(1);
    const assignment = written[0] ?? '';
    expect(assignment.startsWith('FlexoCMS.Popup=')).toBe(true);
    expect(POPUP_COOKIE_LIFETIME_DAYS).toBe(9999);
    expect(assignment).toContain(`Max-Age=${9999 * 86_400}`);
    expect(assignment).toContain('Path=/');
    // Closed when it had shown for its delay: that instant is recorded.
    const closedAt = new Date(NOW.getTime() + POPUP_DELAY_MS).toISOString();
    expect(readSeen(document.cookie)).toEqual([{ Id: POPUP, Datetime: closedAt }]);
    // Not again on this visit, on another page or back on this one.
    fireEvent.click(screen.getByRole('link', { name: 'catalogue' }));
    fireEvent.click(screen.getByRole('link', { name: 'accueil' }));
    await act(() => vi.advanceTimersByTimeAsync(POPUP_DELAY_MS * 2));
    expect(popupDialog()).toBeNull();
    cleanup();
    // Nor after a reload: the server gives the cookie's ids.
    seen = readSeen(document.cookie).map((entry) => entry.Id);
    render(<Stub initialEntries={['/fr']} />);
    await act(() => vi.advanceTimersByTimeAsync(POPUP_DELAY_MS * 2));
    expect(popupDialog()).toBeNull();
  });

  it('closes with Escape (the dialog’s cancel), recorded the same way', async () => {
    items = [item(POPUP, {})];
    render(<Stub initialEntries={['/fr']} />);
    await act(() => vi.advanceTimersByTimeAsync(POPUP_DELAY_MS));
    const dialog = popupDialog();
    if (!dialog) throw new Error('no popup');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(popupDialog()).toBeNull();
    expect(readSeen(document.cookie).map((entry) => entry.Id)).toEqual([POPUP]);
  });

  it('shows on the page it targets when that page is reached in place, 3000 ms after', async () => {
    items = [item(PRODUCT_POPUP, { PageKinds: ['product'], Title: 'Lampe offerte' })];
    render(<Stub initialEntries={['/fr']} />);
    await act(() => vi.advanceTimersByTimeAsync(POPUP_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'lampe' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('product page')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(POPUP_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Leaving before the delay is over: the delay starts again when the page is reached again.
    fireEvent.click(screen.getByRole('link', { name: 'catalogue' }));
    await act(() => vi.advanceTimersByTimeAsync(POPUP_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'lampe' }));
    await act(() => vi.advanceTimersByTimeAsync(POPUP_DELAY_MS));
    expect(screen.getByRole('dialog', { name: 'Lampe offerte' })).toBeTruthy();
  });

  it('shows one popup per page reached, the highest priority first', async () => {
    items = [item(POPUP, { Title: 'Premier', Priority: 9 }), item(PRODUCT_POPUP, { Title: 'Second' })];
    render(<Stub initialEntries={['/fr']} />);
    await act(() => vi.advanceTimersByTimeAsync(POPUP_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await act(() => vi.advanceTimersByTimeAsync(POPUP_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'catalogue' }));
    await act(() => vi.advanceTimersByTimeAsync(POPUP_DELAY_MS));
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeTruthy();
  });
});

describe('banners', () => {
  it('a banner is removed when clicked, and the click recorded', async () => {
    items = [item(BANNER, { Kind: 'banner', Title: 'Livraison offerte', LinkUrl: '/fr/catalog' })];
    render(<Stub initialEntries={['/fr']} />);
    const banner = screen.getByRole('complementary', { name: 'Livraison offerte' });
    fireEvent.click(banner.querySelector('p') ?? banner);
    expect(screen.queryByRole('complementary', { name: 'Livraison offerte' })).toBeNull();
    expect(readSeen(document.cookie)).toEqual([{ Id: BANNER, Datetime: NOW.toISOString() }]);
  });

  it('a banner without a link has a hide button for the keyboard', async () => {
    items = [item(BANNER, { Kind: 'banner', Title: 'Livraison offerte' })];
    render(<Stub initialEntries={['/fr']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Masquer' }));
    expect(screen.queryByRole('complementary', { name: 'Livraison offerte' })).toBeNull();
    expect(readSeen(document.cookie).map((entry) => entry.Id)).toEqual([BANNER]);
  });

  it('a popup banner closes with its button, its dismissal stored by Id; the others stay', async () => {
    items = [
      item(POPUP_BANNER, { Kind: 'popup-banner', Title: 'Atelier samedi' }),
      item(BANNER, { Kind: 'banner', Title: 'Livraison offerte', LinkUrl: '/fr/catalog' }),
    ];
    render(<Stub initialEntries={['/fr']} />);
    const close = screen.getByRole('button', { name: 'Fermer : Atelier samedi' });
    fireEvent.click(close);
    expect(screen.queryByRole('complementary', { name: 'Atelier samedi' })).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Livraison offerte' })).toBeTruthy();
    expect(readSeen(document.cookie)).toEqual([{ Id: POPUP_BANNER, Datetime: NOW.toISOString() }]);
  });

  it('are rendered by the server, except those the cookie holds; only on the pages they target', () => {
    items = [
      item(POPUP_BANNER, { Kind: 'popup-banner', Title: 'Atelier samedi' }),
      item(BANNER, { Kind: 'banner', Title: 'Livraison offerte', PathPatterns: ['/catalog'] }),
      item(POPUP, {}),
    ];
    seen = [POPUP_BANNER];
    const home = renderToString(<Stub initialEntries={['/fr']} />);
    expect(home).not.toContain('Atelier samedi');
    expect(home).not.toContain('Livraison offerte');
    // The popup waits for its delay: never in the server's HTML.
    expect(home).not.toContain('Soldes');
    expect(renderToString(<Stub initialEntries={['/fr/catalog']} />)).toContain('Livraison offerte');
  });
});

describe('the popup-seen cookie', () => {
  it('is a list of entries with id and datetime, the newest kept', () => {
    expect(POPUP_COOKIE_MAX_AGE_S).toBe(9999 * 24 * 3600);
    let entries = withSeen([], 'a', new Date('2026-01-01T00:00:00Z'));
    entries = withSeen(entries, 'b', new Date('2026-01-02T00:00:00Z'));
    entries = withSeen(entries, 'a', new Date('2026-01-03T00:00:00Z'));
    expect(entries).toEqual([
      { Id: 'b', Datetime: '2026-01-02T00:00:00.000Z' },
      { Id: 'a', Datetime: '2026-01-03T00:00:00.000Z' },
    ]);
    const cookie = serializeSeen(entries, 'FlexoCMS', { secure: true });
    expect(cookie).toMatch(/^FlexoCMS\.Popup=[^;]+; Max-Age=863913600; Path=\/; SameSite=Lax; Secure$/);
    expect(readSeen(`other=1; ${cookie.split(';')[0]}`)).toEqual(entries);
    let many: ReturnType<typeof withSeen> = [];
    for (let n = 0; n < POPUP_COOKIE_MAX_ENTRIES + 5; n++) many = withSeen(many, `id-${n}`, NOW);
    expect(many).toHaveLength(POPUP_COOKIE_MAX_ENTRIES);
    expect(many.at(-1)?.Id).toBe(`id-${POPUP_COOKIE_MAX_ENTRIES + 4}`);
  });

  it('reads anything unreadable as nothing seen', () => {
    expect(readSeen('FlexoCMS.Popup=%7Bbroken')).toEqual([]);
    expect(readSeen('FlexoCMS.Popup=%7B%7D')).toEqual([]);
    expect(readSeen(`FlexoCMS.Popup=${encodeURIComponent('[{"Id":1},{"Id":"x","Datetime":"d"}]')}`)).toEqual([
      { Id: 'x', Datetime: 'd' },
    ]);
  });
});

describe('page targets', () => {
  it('names the deepest page route’s kind and the path below the culture', () => {
    expect(
      pageTargetOf([{ id: 'root' }, { id: 'routes/culture-layout' }, { id: 'routes/home' }], '/fr', 'fr'),
    ).toEqual({
      Kind: 'home',
      Path: '/',
    });
    expect(pageTargetOf([{ id: 'routes/category' }], '/nl/c/lampen', 'nl')).toEqual({
      Kind: 'catalogue',
      Path: '/c/lampen',
    });
    expect(pageTargetOf([{ id: 'routes/login' }], '/fr/security/login', 'fr')).toEqual({
      Kind: null,
      Path: '/security/login',
    });
  });
});
