import { screen, within } from '@testing-library/react';
import type { Role } from '@vitrine/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { json, staffUser } from '../test/fake-api';
import { renderApp, text } from '../test/render-app';
import { visibleAreas } from './areas';

const ALL = [
  'Dashboard',
  'Assets',
  'Content',
  'Pages',
  'News',
  'Faq',
  'Announcements',
  'Catalogue',
  'CatalogueStructure',
  'Orders',
  'Refunds',
  'Customers',
  'PrepaidOrders',
  'Coupons',
  'Currencies',
  'Shipping',
  'PickupPoints',
  'TaxRates',
  'Settings',
];
const labels = (names: string[]) => names.map((name) => text(`Backoffice.${name}`));

function signedInAs(roles: Role[], url = '/admin/') {
  return renderApp({ url, routes: { 'GET /api/v1/security/me': () => json(200, staffUser(roles)) } });
}

/** Opens the drawer where it is temporary (jsdom has no matchMedia: the mobile layout) and reads it. */
async function navigationEntries(view: ReturnType<typeof signedInAs>) {
  await view.user.click(await screen.findByRole('button', { name: text('Core.Menu') }));
  const nav = await screen.findByRole('navigation', { name: text('Core.MainNavigation') });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('navigation entries by role', () => {
  it.each([
    [
      ['editor'],
      [
        'Dashboard',
        'Assets',
        'Content',
        'Pages',
        'News',
        'Faq',
        'Announcements',
        'Catalogue',
        'CatalogueStructure',
      ],
    ],
    // Sales read the catalogue; catalogue staff work only there.
    [
      ['sales'],
      [
        'Dashboard',
        'Catalogue',
        'CatalogueStructure',
        'Orders',
        'Refunds',
        'Customers',
        'PrepaidOrders',
        'Coupons',
      ],
    ],
    [['catalogue'], ['Dashboard', 'Catalogue', 'CatalogueStructure']],
    [['admin'], ALL],
    [
      ['editor', 'sales'],
      [
        'Dashboard',
        'Assets',
        'Content',
        'Pages',
        'News',
        'Faq',
        'Announcements',
        'Catalogue',
        'CatalogueStructure',
        'Orders',
        'Refunds',
        'Customers',
        'PrepaidOrders',
        'Coupons',
      ],
    ],
  ] as [Role[], string[]][])('%j sees %j', async (roles, expected) => {
    const view = signedInAs(roles);
    expect(await navigationEntries(view)).toEqual(labels(expected));
  });

  it('follows an entry, marks it as the current page and closes the mobile drawer', async () => {
    const view = signedInAs(['editor']);
    await navigationEntries(view);
    await view.user.click(screen.getByRole('link', { name: text('Backoffice.Assets') }));

    expect(await screen.findByRole('heading', { level: 1, name: text('Backoffice.Assets') })).toBeTruthy();
    // The asset library itself, no longer the placeholder.
    expect(screen.getByRole('heading', { level: 2, name: text('Backoffice.AssetsFolders') })).toBeTruthy();
    expect(screen.queryByText(text('Backoffice.ComingSoon'))).toBeNull();
    expect(view.router.state.location.pathname).toBe('/admin/assets');
    expect(screen.queryByRole('navigation')).toBeNull();

    await view.user.click(screen.getByRole('button', { name: text('Core.Menu') }));
    const current = await screen.findByRole('link', { current: 'page' });
    expect(current.textContent).toBe(text('Backoffice.Assets'));
  });

  it('refuses an area outside the roles when its address is typed', async () => {
    signedInAs(['editor'], '/admin/customers');
    expect(await screen.findByRole('heading', { level: 1, name: text('Backoffice.Customers') })).toBeTruthy();
    expect(screen.getByText(text('Security.Forbidden'))).toBeTruthy();
    expect(screen.queryByText(text('Backoffice.ComingSoon'))).toBeNull();
  });

  it('links the dashboard to the areas of the role', async () => {
    signedInAs(['sales']);
    await screen.findByRole('heading', { level: 1, name: text('Backoffice.Welcome', { name: 'Ana' }) });
    const sections = screen.getByRole('region', { name: text('Backoffice.YourSections') });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(
      labels([
        'Catalogue',
        'CatalogueStructure',
        'Orders',
        'Refunds',
        'Customers',
        'PrepaidOrders',
        'Coupons',
      ]),
    );
  });

  it('shows the not-found page for an unknown address', async () => {
    signedInAs(['admin'], '/admin/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: text('Core.PageNotFound') })).toBeTruthy();
  });
});

describe('the desktop layout', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('keeps the navigation open beside the content, without a menu button', async () => {
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('min-width'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
    signedInAs(['admin']);

    const nav = await screen.findByRole('navigation', { name: text('Core.MainNavigation') });
    expect(within(nav).getAllByRole('link')).toHaveLength(ALL.length);
    expect(screen.queryByRole('button', { name: text('Core.Menu') })).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
  });
});

describe('visibleAreas', () => {
  it('gives a customer nothing', () => {
    expect(visibleAreas({ Roles: ['customer'] })).toEqual([]);
  });
});
