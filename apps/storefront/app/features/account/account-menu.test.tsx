import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { AccountMenu } from './account-menu';

const CAMILLE: CurrentUser = {
  UserId: '00000000-0000-4000-8000-000000000001',
  Email: 'customer@vitrine.example',
  FirstName: 'Camille',
  LastName: 'Martin',
  Roles: ['customer'],
  Culture: null,
};

describe('AccountMenu', () => {
  it('a visitor gets the account button that asks who they are', () => {
    renderInShop(<AccountMenu />);
    expect(screen.getByRole('button', { name: 'Mon compte' })).toBeTruthy();
  });

  it('a customer’s name opens their orders and signing out; Escape closes it back onto the name', async () => {
    const user = userEvent.setup();
    const { container } = renderInShop(<AccountMenu />, { user: CAMILLE, at: '/nl', culture: 'nl' });
    const menu = container.querySelector('details') as HTMLDetailsElement;
    const name = container.querySelector('summary') as HTMLElement;
    expect(name.textContent).toBe('Camille Martin');
    expect(menu.open).toBe(false);

    await user.click(name);
    expect(menu.open).toBe(true);
    expect(screen.getByText('Aangemeld als Camille Martin')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mijn bestellingen' }).getAttribute('href')).toBe(
      '/nl/sales/orders',
    );
    expect(screen.getByRole('link', { name: 'Mijn account' }).getAttribute('href')).toBe('/nl/account');
    expect(screen.getByRole('link', { name: 'Mijn adressen' }).getAttribute('href')).toBe(
      '/nl/account/addresses',
    );
    const logoff = screen.getByRole('link', { name: 'Afmelden' });
    expect(logoff.getAttribute('href')).toBe('/nl/security/logoff');
    // A full load that ends the session, never an in-place navigation.
    expect(logoff.classList.contains('logoff')).toBe(true);

    logoff.focus();
    await user.keyboard('{Escape}');
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(name);

    // A click elsewhere closes it too.
    await user.click(name);
    expect(menu.open).toBe(true);
    await user.click(document.body);
    expect(menu.open).toBe(false);
  });
});
