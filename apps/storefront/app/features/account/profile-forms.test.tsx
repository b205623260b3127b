import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CurrentUser, createApiClient, type MyStockNotification } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { gateway, problem } from '../checkout/checkout-fixtures';
import { loadStockNotifications } from './account-loaders.server';
import { AccountProfile } from './account-profile';
import { AccountStockNotifications } from './account-stock-notifications';

const ANNA: CurrentUser = {
  UserId: '00000000-0000-4000-8000-000000000777',
  Email: 'anna@example.com',
  FirstName: 'Anna',
  LastName: 'Peeters',
  Roles: ['customer'],
  Culture: 'nl',
};

const renderProfile = (routes: Parameters<typeof gateway>[0]) => {
  const api = gateway(routes);
  let loads = 0;
  renderInShop(() => <AccountProfile me={ANNA} />, {
    at: '/fr/account',
    user: ANNA,
    fetch: api.fetch,
    loader: () => {
      loads += 1;
      return null;
    },
  });
  return { api, loads: () => loads };
};

describe('{culture}/account: the profile', () => {
  it('saves the names and the e-mails’ language, refusing an empty name beside its field', async () => {
    const { api } = renderProfile({
      'PUT /api/v1/security/profile': (call) => Response.json({ ...ANNA, ...(call.body as object) }),
    });
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Modifier mon profil' }));
    expect((form.getByRole('combobox', { name: 'Langue de mes e-mails' }) as HTMLSelectElement).value).toBe(
      'nl',
    );
    await user.clear(form.getByRole('textbox', { name: 'Prénom' }));
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(await form.findByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/v1/security/profile')).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: 'Prénom' }), 'Lies');
    await user.selectOptions(form.getByRole('combobox', { name: 'Langue de mes e-mails' }), 'de');
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/v1/security/profile')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/v1/security/profile')[0]?.body).toEqual({
      FirstName: 'Lies',
      LastName: 'Peeters',
      Culture: 'de',
    });
    expect(await screen.findByText('Votre profil a été enregistré.')).toBeTruthy();
  });

  it('a new address: the server’s refusal of the password shows beside it; success says where the link went', async () => {
    let attempt = 0;
    renderProfile({
      'POST /api/v1/security/change-email': (call) => {
        attempt += 1;
        return attempt === 1
          ? problem(400, '/problems/validation', { CurrentPassword: ['Security.CurrentPasswordWrong'] })
          : Response.json({ Email: (call.body as { NewEmail: string }).NewEmail }, { status: 202 });
      },
    });
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Changer mon adresse e-mail' }));
    await user.type(form.getByRole('textbox', { name: 'Nouvelle adresse e-mail' }), 'lies@example.com');
    await user.type(form.getByLabelText('Mot de passe actuel'), 'wrong password');
    await user.click(form.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await form.findByText('Le mot de passe actuel est incorrect.')).toBeTruthy();
    await user.clear(form.getByLabelText('Mot de passe actuel'));
    await user.type(form.getByLabelText('Mot de passe actuel'), 'the right password');
    await user.click(form.getByRole('button', { name: 'Envoyer le lien' }));
    expect(
      await form.findByText(
        'Un lien a été envoyé à lies@example.com. Votre adresse change quand vous le suivez.',
      ),
    ).toBeTruthy();
  });

  it('deleting needs the ticked box; an order on its way is told in the modal', async () => {
    const { api } = renderProfile({
      'POST /api/v1/security/delete-account': () =>
        problem(409, '/problems/conflict', { Account: ['AccountProfile.OpenOrders'] }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer mon compte…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Supprimer mon compte' }));
    await user.type(dialog.getByLabelText('Mot de passe actuel'), 'the right password');
    await user.click(dialog.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await dialog.findByText('Veuillez cocher cette case pour continuer.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/security/delete-account')).toHaveLength(0);
    await user.click(
      dialog.getByRole('checkbox', { name: 'Je comprends que mon compte sera supprimé définitivement.' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await dialog.findByRole('alert')).toHaveProperty(
      'textContent',
      'Une de vos commandes est encore en cours : votre compte pourra être supprimé après sa livraison.',
    );
    expect(api.callsTo('POST', '/api/v1/security/delete-account')[0]?.body).toEqual({
      CurrentPassword: 'the right password',
      Confirm: true,
    });
  });
});

describe('{culture}/account/stocknotifications', () => {
  const alert: MyStockNotification = {
    Id: '00000000-0000-4000-8000-000000000901',
    ProductId: '00000000-0000-4000-8000-000000000902',
    ProductVariantId: '00000000-0000-4000-8000-000000000903',
    ProductName: 'Chaise Wren',
    ProductUrl: '/fr/p/chaise-wren',
    SKU: 'WREN-OAK',
    Status: 'active',
    CreatedAt: '2026-11-20T09:00:00.000Z',
  };

  it('lists the open alerts (product, variant, since) and cancels one, then reads the list again', async () => {
    const api = gateway({
      'DELETE /api/v1/catalog/stocknotifications/00000000-0000-4000-8000-000000000901': () =>
        new Response(null, { status: 204 }),
    });
    let loads = 0;
    renderInShop(() => <AccountStockNotifications items={[alert]} />, {
      at: '/fr/account/stocknotifications',
      user: ANNA,
      fetch: api.fetch,
      loader: () => {
        loads += 1;
        return null;
      },
    });
    const row = within(await screen.findByTestId('stock-notification'));
    expect(row.getByRole('link', { name: 'Chaise Wren' }).getAttribute('href')).toBe('/fr/p/chaise-wren');
    expect(row.getByText('WREN-OAK')).toBeTruthy();
    expect(row.getByText('20/11/2026')).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: 'Pages de mon compte' }));
    expect(nav.getByRole('link', { name: 'Mes alertes de stock' }).getAttribute('aria-current')).toBe('page');
    const before = loads;
    await userEvent.click(row.getByRole('button', { name: 'Annuler l’alerte pour Chaise Wren (WREN-OAK)' }));
    await waitFor(() => expect(loads).toBeGreaterThan(before));
    expect(await screen.findByText('L’alerte a été annulée.')).toBeTruthy();
  });

  it('a visitor who is not signed in is sent to the login page, which brings them back', async () => {
    const api = gateway({
      'GET /api/v1/catalog/stocknotifications': () =>
        Response.json(
          { type: '/problems/unauthorized', title: 'Unauthorized', status: 401 },
          { status: 401, headers: { 'content-type': 'application/problem+json' } },
        ),
    });
    const client = createApiClient({ fetch: api.fetch, antiforgeryToken: 't' });
    const thrown = await loadStockNotifications(client, 'fr', '').then(
      () => null,
      (error: unknown) => error,
    );
    expect((thrown as Response).headers.get('location')).toBe(
      `/fr/security/login?returnUrl=${encodeURIComponent('/fr/account/stocknotifications')}`,
    );
  });
});
