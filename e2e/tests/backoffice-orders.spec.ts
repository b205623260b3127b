import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, signInToBackOffice } from './backoffice-session';
import { orderAndPayOneProduct } from './demo-orders';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The order desk: a guest orders and pays (the shop's own API and its built-in test card
 * provider), then staff find the order by its number in the back office, mark it as shipped and
 * see the move in its history. Each step waits for what the person sees, never for a delay.
 */

/** One product ordered and paid by a guest; answers the order's number. */
async function guestOrdersAndPays(request: APIRequestContext): Promise<string> {
  const guest = {
    email: `guest-${randomUUID().slice(0, 8)}@vitrine.example`,
    firstName: 'Inès',
    lastName: 'Lambert',
  };
  return (await orderAndPayOneProduct(request, guest)).number;
}

test('staff find a guest’s paid order by its number, mark it as shipped and see it in its history', async ({
  page,
  playwright,
  baseURL,
}) => {
  const guest = await playwright.request.newContext({ baseURL: baseURL! });
  const number = await guestOrdersAndPays(guest);
  await guest.dispose();

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInToBackOffice(page, DEMO_ADMIN);
  await page.getByRole('navigation').getByRole('link', { name: 'Commandes', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();

  const list = page.getByRole('list', { name: 'Commandes de la boutique' });
  await page.getByRole('searchbox', { name: 'Numéro ou adresse e-mail' }).fill(number);
  const entry = list.getByRole('button', { name: new RegExp(number) });
  await expect(entry).toBeVisible();
  await expect(list.getByRole('button')).toHaveCount(1);
  await expect(entry).toContainText('Payée');
  // Chosen with the keyboard.
  await entry.focus();
  await page.keyboard.press('Enter');

  const detail = page.getByRole('region', { name: `Commande ${number}` });
  await expect(detail.getByText('Payée')).toBeVisible();
  await expect(detail).toContainText('Sans compte (invité)');
  await expect(page.getByRole('region', { name: 'Adresse de livraison' })).toContainText('Belgique');
  await expectNoAxeViolations(page);

  const actions = page.getByRole('region', { name: 'Traitement' });
  await actions
    .getByRole('textbox', { name: 'Note pour l’historique (la référence du paiement pour un paiement reçu)' })
    .fill('Colis 3S123');
  await actions.getByRole('button', { name: 'Marquer comme expédiée' }).click();
  await expect(actions.getByText('La commande est maintenant : Expédiée.')).toBeVisible();
  await expect(detail.getByText('Expédiée')).toBeVisible();
  const moved = page
    .getByRole('table', { name: 'Historique' })
    .getByRole('row')
    .filter({ hasText: 'Colis 3S123' });
  await expect(moved).toContainText('Expédiée');
  await expect(moved).toContainText(DEMO_ADMIN.email);
  await expect(actions.getByRole('button', { name: 'Marquer comme livrée' })).toBeEnabled();
  await expect(entry).toContainText('Expédiée');
  await expectNoAxeViolations(page);

  // The move is kept: read again after a reload, and the list finds it by its new status.
  await page.reload();
  await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Expédiée' });
  await page.getByRole('searchbox', { name: 'Numéro ou adresse e-mail' }).fill(number);
  await expect(list.getByRole('button', { name: new RegExp(number) })).toContainText('Expédiée');
});
