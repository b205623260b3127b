import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategoryNode } from '@vitrine/api-client';
import { stringResources } from '@vitrine/i18n';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ErrorFlowProvider } from '../error-flow/error-flow-provider';
import { TranslationProvider } from '../i18n/translation-context';
import { SiteProvider } from '../layout/site-context';
import { findCategory } from './category-list';
import { CategoryMenu } from './category-menu';

const settings = { ShopName: 'Vitrine', ConsentStamp: 's', ConsentScripts: [], LoginInModal: true };
const node = (n: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
  CategoryId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  Name: name,
  Slug: name.toLowerCase(),
  Url: `/fr/c/${name.toLowerCase()}`,
  Photo: null,
  ProductCount: 10 * n,
  Children: children,
});
const tree = [
  node(1, 'Vêtements', [node(2, 'Robes', [node(4, 'Longues')]), node(3, 'Jupes')]),
  node(5, 'Maison'),
];

let fakeFetch: typeof globalThis.fetch = globalThis.fetch;

function Header() {
  return (
    <TranslationProvider culture="fr" strings={stringResources.fr}>
      <SiteProvider site={{ basePath: '', cmsName: 'FlexoCMS', settings, user: null }}>
        <ErrorFlowProvider antiforgeryToken="token" basePath="" loginInModal fetch={fakeFetch}>
          <CategoryMenu />
        </ErrorFlowProvider>
      </SiteProvider>
    </TranslationProvider>
  );
}

const Stub = createRoutesStub([{ path: '/fr', Component: Header }]);

describe('CategoryMenu (spec 001 §4)', () => {
  it('loads the tree once when opened; the first click on a collapsed parent expands it instead of following', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(tree));
    fakeFetch = fetch;
    render(<Stub initialEntries={['/fr']} />);
    expect(fetch).not.toHaveBeenCalled();
    const toggle = screen.getByRole('button', { name: 'Nos produits' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const parent = await screen.findByRole('link', { name: 'Vêtements (10 produits)' });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/v1/catalog/fr/categories');
    expect(parent.getAttribute('aria-expanded')).toBe('false');

    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(parent, first);
    expect(first.defaultPrevented).toBe(true);
    expect(parent.getAttribute('aria-expanded')).toBe('true');

    // The sub-menu slides open in 180 ms (spec 001 §4).
    const sub = parent.nextElementSibling as HTMLElement;
    expect(sub.classList.contains('is-expanded')).toBe(true);
    expect(sub.style.transitionDuration).toBe('180ms');

    const second = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(parent, second);
    expect(second.defaultPrevented).toBe(false);

    // A leaf is a plain link from the first click.
    const leaf = screen.getByRole('link', { name: 'Jupes (30 produits)' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(leaf, click);
    expect(click.defaultPrevented).toBe(false);

    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('finds a category by slug anywhere in the tree, with its ancestors', () => {
    const found = findCategory(tree, 'longues');
    expect(found?.category.Name).toBe('Longues');
    expect(found?.ancestors.map((ancestor) => ancestor.Name)).toEqual(['Vêtements', 'Robes']);
    expect(findCategory(tree, 'absent')).toBeNull();
  });
});
