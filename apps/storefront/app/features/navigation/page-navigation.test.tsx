import { act, fireEvent, render, screen } from '@testing-library/react';
import { stringResources } from '@vitrine/i18n';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslationProvider } from '../i18n/translation-context';
import { BIGGER_LINK_SCROLL_GUARD_MS, PAGE_ANIMATION_DELAY_MS, PAGE_EVENTS } from './constants';
import { PageNavigation } from './page-navigation';

let delay: number = PAGE_ANIMATION_DELAY_MS.shop;

function Page() {
  const location = useLocation();
  return (
    <TranslationProvider culture="fr" strings={stringResources.fr}>
      <p>at {location.pathname}</p>
      <a href="/fr/contact">contact</a>
      <article className="bigger-link">
        <p>card text</p>
        <a href="/fr/a-propos">about</a>
      </article>
      <PageNavigation basePath="" animationDelay={delay} />
    </TranslationProvider>
  );
}

const Stub = createRoutesStub([
  { path: '/fr', Component: Page },
  { path: '/fr/contact', Component: Page },
  { path: '/fr/a-propos', Component: Page },
]);

afterEach(() => vi.useRealTimers());

describe('PageNavigation', () => {
  it.each([
    ['the shop theme', PAGE_ANIMATION_DELAY_MS.shop, 100],
    ['the default theme', PAGE_ANIMATION_DELAY_MS.default, 10],
  ])('starts the load after the page animation delay of %s (%i ms)', async (_theme, value, expected) => {
    expect(value).toBe(expected);
    delay = value;
    vi.useFakeTimers();
    const leave = vi.fn();
    document.addEventListener(PAGE_EVENTS.leave, leave);
    render(<Stub initialEntries={['/fr']} />);
    fireEvent.click(screen.getByRole('link', { name: 'contact' }));
    expect(leave).toHaveBeenCalledOnce();
    expect(document.body.className).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(value - 1));
    expect(screen.getByText('at /fr')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('at /fr/contact')).toBeTruthy();
    document.removeEventListener(PAGE_EVENTS.leave, leave);
  });

  it('a bigger-link card follows its link, except for a click that ends a scroll (500 ms guard)', async () => {
    delay = 0;
    vi.useFakeTimers();
    render(<Stub initialEntries={['/fr']} />);
    fireEvent.scroll(window);
    fireEvent.click(screen.getByText('card text'));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('at /fr')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(BIGGER_LINK_SCROLL_GUARD_MS));
    fireEvent.click(screen.getByText('card text'));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('at /fr/a-propos')).toBeTruthy();
    expect(BIGGER_LINK_SCROLL_GUARD_MS).toBe(500);
  });
});
