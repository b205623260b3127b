import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategoryNode } from '@vitrine/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { shoppingCart } from '../cart/cart-fixtures';
import { CategoryMenu } from '../catalog/menu/category-menu';
import { useBodyClasses } from '../document/body-classes';
import { closeDropdowns, DROPDOWN_HOVER_INTENT_MS, useClickDropdown } from './click-dropdowns';
import { INIT_LOADER_MS, InitLoader } from './init-loader';
import { closeSidePanels, SEARCH_PANEL_FOCUS_MS, toggleSidePanel } from './side-panels';
import { SiteHeader } from './site-header';
import { STICKY_NAV_HIDDEN_CLASS, STICKY_NAV_SHOWN_CLASS } from './sticky-nav';

/** What <body> would carry: root.tsx renders the same store. */
function BodyClasses() {
  return <output data-testid="body-classes">{useBodyClasses()}</output>;
}
const bodyClasses = () => (screen.getByTestId('body-classes').textContent ?? '').split(' ').filter(Boolean);

/** A window `width` px wide, for the media queries the header and the dropdowns ask. */
function windowWidth(width: number, { reducedMotion = false } = {}) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = query.includes('prefers-reduced-motion')
      ? reducedMotion
      : (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
}

/** The visitor scrolls to `y` with the wheel (`by: 'page'`: the page scrolls itself, no gesture). */
function scrollTo(y: number, { by = 'wheel' }: { by?: 'wheel' | 'page' } = {}) {
  act(() => {
    if (by === 'wheel') window.dispatchEvent(new WheelEvent('wheel', { deltaY: y - window.scrollY }));
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

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
  node(5, 'Maison', [node(6, 'Lampes'), node(7, 'Chaises')]),
  node(8, 'Jardin'),
];

/** The gateway as the header sees it: an empty cart, the category tree. */
const gateway = vi.fn<typeof globalThis.fetch>(async (input) =>
  String(input).includes('/categories') ? Response.json(tree) : Response.json(shoppingCart([])),
);

const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
});

afterEach(() => {
  act(() => {
    closeSidePanels();
    closeDropdowns();
  });
  vi.useRealTimers();
  window.matchMedia = originalMatchMedia;
});

function renderHeader() {
  const view = renderInShop(
    <>
      <SiteHeader menu={{ Items: [] }} />
      <BodyClasses />
    </>,
    { fetch: gateway },
  );
  const header = view.container.querySelector('.site-header') as HTMLElement;
  // jsdom lays nothing out: the nav's own height is given here.
  Object.defineProperty(header, 'offsetHeight', { value: 120, configurable: true });
  return header;
}

describe('sticky main nav (spec 001 §4, §9)', () => {
  it('past its own height, hides on scroll down and shows on scroll up, by body classes', async () => {
    renderHeader();
    await screen.findByRole('link', { name: /Panier/ });
    expect(bodyClasses()).toEqual([]);

    scrollTo(100);
    expect(bodyClasses()).toEqual([]);
    // The threshold is the nav's height: at 120 px it is not yet past it.
    scrollTo(120);
    expect(bodyClasses()).toEqual([]);
    scrollTo(121);
    expect(bodyClasses()).toEqual([STICKY_NAV_HIDDEN_CLASS]);
    scrollTo(400);
    expect(bodyClasses()).toEqual([STICKY_NAV_HIDDEN_CLASS]);
    scrollTo(380);
    expect(bodyClasses()).toEqual([STICKY_NAV_SHOWN_CLASS]);
    scrollTo(500);
    expect(bodyClasses()).toEqual([STICKY_NAV_HIDDEN_CLASS]);
    // Back above the nav's height: neither class, the nav is at the top of the page.
    scrollTo(90);
    expect(bodyClasses()).toEqual([]);
  });

  it('is not hidden while the focus is inside it or one of its panels or menus is open', async () => {
    renderHeader();
    const cart = await screen.findByRole('link', { name: /Panier/ });
    scrollTo(300);
    scrollTo(600);
    expect(bodyClasses()).toEqual([STICKY_NAV_HIDDEN_CLASS]);
    // A keyboard user tabbing back into the hidden nav gets it back.
    act(() => cart.focus());
    expect(bodyClasses()).toEqual([STICKY_NAV_SHOWN_CLASS]);
    scrollTo(700);
    expect(bodyClasses()).toEqual([STICKY_NAV_SHOWN_CLASS]);
    act(() => cart.blur());

    await userEvent.click(screen.getByRole('button', { name: 'Nos produits' }));
    act(() => (document.activeElement as HTMLElement).blur());
    scrollTo(900);
    expect(bodyClasses()).toEqual([STICKY_NAV_SHOWN_CLASS]);
    act(() => closeDropdowns());
    scrollTo(1000);
    expect(bodyClasses()).toEqual([STICKY_NAV_HIDDEN_CLASS]);

    act(() => toggleSidePanel('menu'));
    expect(bodyClasses()).toContain(STICKY_NAV_SHOWN_CLASS);
    expect(bodyClasses()).not.toContain(STICKY_NAV_HIDDEN_CLASS);
  });
});

describe('sticky main nav: whose scrolling', () => {
  it('the page scrolling itself (an anchor, a focused field) leaves the nav in place; keys that scroll the page count', async () => {
    renderHeader();
    await screen.findByRole('link', { name: /Panier/ });
    scrollTo(500, { by: 'page' });
    expect(bodyClasses()).toEqual([STICKY_NAV_SHOWN_CLASS]);
    scrollTo(900, { by: 'page' });
    expect(bodyClasses()).toEqual([STICKY_NAV_SHOWN_CLASS]);

    // Page Down on the page is the visitor's scrolling.
    fireEvent.keyDown(document.body, { key: 'PageDown' });
    scrollTo(1500, { by: 'page' });
    expect(bodyClasses()).toEqual([STICKY_NAV_HIDDEN_CLASS]);
    scrollTo(1400);
    expect(bodyClasses()).toEqual([STICKY_NAV_SHOWN_CLASS]);
  });

  it('arrow keys in a field move its caret or its suggestions, not the page', async () => {
    renderHeader();
    await screen.findByRole('link', { name: /Panier/ });
    const field = document.createElement('input');
    document.body.appendChild(field);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    scrollTo(500, { by: 'page' });
    scrollTo(900, { by: 'page' });
    expect(bodyClasses()).toEqual([STICKY_NAV_SHOWN_CLASS]);
    field.remove();
  });
});

describe('side panels (spec 001 §4, §8, §9)', () => {
  it('focuses the search field 1000 ms after the search panel opens, not before', async () => {
    windowWidth(360);
    renderHeader();
    await screen.findByRole('link', { name: /Panier/ });
    vi.useFakeTimers();
    const toggle = document.getElementById('side-panel-toggle-search') as HTMLButtonElement;
    expect(toggle.textContent).toBe('Rechercher');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(bodyClasses()).toEqual(expect.arrayContaining(['side-panel-open', 'side-panel-search-open']));
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    const field = panel.querySelector('input[type="search"]') as HTMLInputElement;
    expect(SEARCH_PANEL_FOCUS_MS).toBe(1000);
    act(() => vi.advanceTimersByTime(999));
    expect(document.activeElement).not.toBe(field);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(field);
  });

  it('warns in the console when a toggle has no aside name, and opens nothing', async () => {
    windowWidth(360);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const view = renderHeader();
    await screen.findByRole('link', { name: /Panier/ });
    const content = document.createElement('div');
    content.innerHTML =
      '<button type="button" data-aside="">Panneau</button>' +
      '<button type="button" data-aside="inconnu">Autre</button>' +
      '<a href="#" data-aside="search">Chercher</a>';
    view.parentElement?.appendChild(content);
    const [unnamed, unknown, search] = content.children as unknown as HTMLElement[];

    fireEvent.click(unnamed as HTMLElement);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/no aside name/);
    expect(bodyClasses()).toEqual([]);

    act(() => toggleSidePanel(''));
    expect(warn).toHaveBeenCalledTimes(2);
    expect(bodyClasses()).toEqual([]);

    fireEvent.click(unknown as HTMLElement);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(String(warn.mock.calls[2]?.[0])).toMatch(/"inconnu"/);

    // A named toggle in the page's content opens its panel as the header's own toggle does.
    fireEvent.click(search as HTMLElement);
    expect(bodyClasses()).toEqual(expect.arrayContaining(['side-panel-open', 'side-panel-search-open']));
    expect(warn).toHaveBeenCalledTimes(3);
    content.remove();
  });
});

describe('collapsible navigation (spec 001 §4 collapse nav)', () => {
  it('opening one item closes the other open items of its level', async () => {
    renderInShop(<CategoryMenu />, { fetch: gateway });
    await userEvent.click(screen.getByRole('button', { name: 'Nos produits' }));
    const clothes = await screen.findByRole('link', { name: 'Vêtements (10 produits)' });
    const home = screen.getByRole('link', { name: 'Maison (50 produits)' });

    fireEvent.click(clothes);
    expect(clothes.getAttribute('aria-expanded')).toBe('true');
    const dresses = screen.getByRole('link', { name: 'Robes (20 produits)' });
    fireEvent.click(dresses);
    expect(dresses.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(home);
    expect(home.getAttribute('aria-expanded')).toBe('true');
    expect(clothes.getAttribute('aria-expanded')).toBe('false');
    expect(clothes.nextElementSibling?.classList.contains('is-expanded')).toBe(false);
    expect(clothes.nextElementSibling?.hasAttribute('inert')).toBe(true);

    fireEvent.click(clothes);
    expect(clothes.getAttribute('aria-expanded')).toBe('true');
    expect(home.getAttribute('aria-expanded')).toBe('false');
  });
});

/** A dropdown whose trigger is a link, as editors' menus have them. */
function LinkDropdown({ id, label }: { id: string; label: string }) {
  const dropdown = useClickDropdown(id);
  return (
    <div {...dropdown.rootProps}>
      <a
        href={`/fr/${id}`}
        ref={dropdown.setTrigger}
        aria-expanded={dropdown.open}
        aria-controls={`${id}-panel`}
        onClick={dropdown.onTriggerClick}
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          event.currentTarget.click();
        }}
      >
        {label}
      </a>
      <ul id={`${id}-panel`} hidden={!dropdown.open}>
        <li>
          <a href={`/fr/${id}/a`}>{`${label} A`}</a>
        </li>
      </ul>
    </div>
  );
}

function clickOn(element: HTMLElement): MouseEvent {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  fireEvent(element, click);
  return click;
}

describe('click-open dropdown menus (spec 001 §4, §9)', () => {
  it('the first click opens it; a second click on the open one closes all and loads its link', () => {
    renderInShop(
      <>
        <LinkDropdown id="services" label="Services" />
        <LinkDropdown id="atelier" label="Atelier" />
      </>,
    );
    const services = screen.getByRole('link', { name: 'Services' });
    const atelier = screen.getByRole('link', { name: 'Atelier' });
    expect(services.getAttribute('aria-expanded')).toBe('false');

    expect(clickOn(services).defaultPrevented).toBe(true);
    expect(services.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Services A' })).toBeTruthy();

    // Opening another closes the first: one at a time.
    expect(clickOn(atelier).defaultPrevented).toBe(true);
    expect(atelier.getAttribute('aria-expanded')).toBe('true');
    expect(services.getAttribute('aria-expanded')).toBe('false');

    // The second click on the open one: all closed, and the link is not held back.
    expect(clickOn(atelier).defaultPrevented).toBe(false);
    expect(atelier.getAttribute('aria-expanded')).toBe('false');
    expect(services.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens with Enter or Space, closes with Escape back onto its trigger, and on a click elsewhere', async () => {
    const user = userEvent.setup();
    renderInShop(<CategoryMenu />, { fetch: gateway });
    const toggle = screen.getByRole('button', { name: 'Nos produits' });
    expect(toggle.getAttribute('aria-controls')).toBe('category-menu-panel');
    act(() => toggle.focus());
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById('category-menu-panel') as HTMLElement;
    await within(panel).findByRole('link', { name: 'Vêtements (10 produits)' });
    within(panel).getByRole('link', { name: 'Vêtements (10 produits)' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // A second activation of the open one closes it.
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(document.body);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('from the large breakpoint (992 px) a resting mouse opens it and leaving closes it', () => {
    windowWidth(992);
    renderInShop(<LinkDropdown id="services" label="Services" />);
    vi.useFakeTimers();
    const services = screen.getByRole('link', { name: 'Services' });
    const root = services.parentElement as HTMLElement;
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DROPDOWN_HOVER_INTENT_MS - 1));
    expect(services.getAttribute('aria-expanded')).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(services.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    expect(services.getAttribute('aria-expanded')).toBe('false');

    // A touch is no hover: it waits for the click.
    fireEvent.pointerEnter(root, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1000));
    expect(services.getAttribute('aria-expanded')).toBe('false');

    // Hover-opened, the link is already open: the click loads it.
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DROPDOWN_HOVER_INTENT_MS));
    expect(clickOn(services).defaultPrevented).toBe(false);
    expect(services.getAttribute('aria-expanded')).toBe('false');
  });

  it('below the large breakpoint (991 px) a resting mouse opens nothing', () => {
    windowWidth(991);
    renderInShop(<LinkDropdown id="services" label="Services" />);
    vi.useFakeTimers();
    const services = screen.getByRole('link', { name: 'Services' });
    fireEvent.pointerEnter(services.parentElement as HTMLElement, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1000));
    expect(services.getAttribute('aria-expanded')).toBe('false');
    expect(clickOn(services).defaultPrevented).toBe(true);
    expect(services.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('init-loader (spec 001 §9)', () => {
  it('completes its animation in 600 ms once the page is interactive, then is removed', () => {
    windowWidth(1280);
    vi.useFakeTimers();
    const { container } = renderInShop(<InitLoader />);
    const loader = container.querySelector('.init-loader') as HTMLElement;
    expect(loader.classList.contains('init-loader--done')).toBe(true);
    expect(loader.getAttribute('aria-hidden')).toBe('true');
    expect(loader.style.animationDuration).toBe('600ms');
    expect(INIT_LOADER_MS).toBe(600);
    act(() => vi.advanceTimersByTime(599));
    expect(container.querySelector('.init-loader')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelector('.init-loader')).toBeNull();
  });

  it('does not animate for a visitor who asks for less motion', () => {
    windowWidth(1280, { reducedMotion: true });
    const { container } = renderInShop(<InitLoader />);
    expect(container.querySelector('.init-loader')).toBeNull();
  });
});
