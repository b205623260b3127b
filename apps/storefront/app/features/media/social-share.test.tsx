import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { SHARE_POPUP_HEIGHT, SHARE_POPUP_WIDTH, SocialShare, shareHref } from './social-share';

const PAGE = 'https://shop.example/fr/news/portes-ouvertes';

afterEach(() => vi.restoreAllMocks());

describe('social share (spec 000 §3)', () => {
  it('links to each network’s own share address with the url and the text', () => {
    const text = 'Portes ouvertes & atelier';
    expect(shareHref('facebook', PAGE, text)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example%2Ffr%2Fnews%2Fportes-ouvertes',
    );
    expect(shareHref('x', PAGE, text)).toBe(
      'https://x.com/intent/post?url=https%3A%2F%2Fshop.example%2Ffr%2Fnews%2Fportes-ouvertes&text=Portes%20ouvertes%20%26%20atelier',
    );
    expect(shareHref('linkedin', PAGE, text)).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fshop.example%2Ffr%2Fnews%2Fportes-ouvertes',
    );
    expect(shareHref('pinterest', PAGE, text)).toContain('https://www.pinterest.com/pin/create/button/?url=');
    expect(shareHref('whatsapp', PAGE, text)).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${text} ${PAGE}`)}`,
    );
    expect(shareHref('telegram', PAGE, '')).toBe(`https://t.me/share/url?url=${encodeURIComponent(PAGE)}`);
    expect(shareHref('email', PAGE, text)).toBe(
      `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(`${text} ${PAGE}`)}`,
    );
  });

  it('shares the page’s canonical address by default: plain, labelled links opening a new tab', () => {
    renderInShop(<SocialShare networks={['facebook', 'email']} text="Soldes" />, {
      at: '/fr/news/soldes?utm_source=x',
    });
    const group = screen.getByRole('group', { name: 'Partager' });
    const facebook = within(group).getByRole('link', {
      name: 'Partager sur Facebook (ouvre une nouvelle fenêtre)',
    });
    expect(facebook.getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('http://localhost:3000/fr/news/soldes')}`,
    );
    expect(facebook.getAttribute('target')).toBe('_blank');
    expect(facebook.getAttribute('rel')).toBe('noopener noreferrer');
    expect(facebook.textContent).toBe('Facebook');
    const email = within(group).getByRole('link', { name: 'Partager par e-mail' });
    expect(email.getAttribute('href')).toMatch(/^mailto:\?subject=Soldes&body=/);
    expect(email.getAttribute('target')).toBeNull();
  });

  it('shares the given address, a path of the shop made absolute', () => {
    renderInShop(<SocialShare networks={['linkedin']} url="/fr/catalog" />);
    expect(screen.getByRole('link').getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent('http://localhost:3000/fr/catalog')}`,
    );
  });

  it('show-label off: icons only, still named for assistive technology', () => {
    renderInShop(<SocialShare networks={['x', 'whatsapp']} showLabel={false} />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['', '']);
    expect(screen.getByRole('link', { name: /^Partager sur WhatsApp/ })).toBeTruthy();
  });

  it('count: that many networks at once, the others behind “Plus”', () => {
    renderInShop(<SocialShare networks={['facebook', 'x', 'linkedin', 'email']} count={2} />);
    const group = screen.getByRole('group', { name: 'Partager' });
    const more = group.querySelector('details');
    expect(more?.querySelector('summary')?.textContent).toBe('Plus');
    expect([...(more?.querySelectorAll('a') ?? [])].map((link) => link.dataset.network)).toEqual([
      'linkedin',
      'email',
    ]);
    expect(
      [...group.querySelectorAll(':scope > ul a')].map((link) => (link as HTMLElement).dataset.network),
    ).toEqual(['facebook', 'x']);
  });

  it('show-in-popup: a sized popup window instead of a new tab; e-mail stays a mailto link', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderInShop(<SocialShare networks={['facebook', 'email']} showInPopup />);
    const facebook = screen.getByRole('link', { name: /Facebook/ });
    const clicked = fireEvent.click(facebook);
    expect(clicked).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
    const [href, , features] = open.mock.calls[0] ?? [];
    expect(href).toBe(facebook.getAttribute('href'));
    expect(features).toContain(`width=${SHARE_POPUP_WIDTH}`);
    expect(features).toContain(`height=${SHARE_POPUP_HEIGHT}`);
    expect(features).toContain('noopener');
    // A click with a modifier is the visitor's own choice of tab or window.
    fireEvent.click(facebook, { ctrlKey: true });
    expect(open).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'Partager par e-mail' }));
    expect(open).toHaveBeenCalledTimes(1);
  });
});
