import {
  accountMenu,
  expect,
  isSameDocument,
  markDocument,
  openAccountMenu,
  test,
  waitForHydration,
} from './fixtures';

const CUSTOMER = { email: 'customer@vitrine.example', password: 'vitrine-customer' };

test.describe('login and error flow', () => {
  test('a protected call answered 401 opens the login modal with the returnUrl; signing in stays in place', async ({
    page,
  }) => {
    await page.goto('/fr/contact');
    await waitForHydration(page);
    await markDocument(page);
    const me = page.waitForResponse((r) => r.url().endsWith('/api/v1/security/me'));
    await page.getByRole('button', { name: 'Mon compte' }).click();
    expect((await me).status()).toBe(401);

    const modal = page.locator('dialog.login-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Connexion' })).toBeVisible();

    // Empty fields: translated messages from the shared schema.
    await modal.getByRole('button', { name: 'Se connecter' }).click();
    await expect(modal.getByText('Ce champ est obligatoire.').first()).toBeVisible();

    await modal.getByLabel('Adresse e-mail', { exact: true }).fill(CUSTOMER.email);
    await modal.getByLabel('Mot de passe', { exact: true }).fill('wrong-password');
    await modal.getByRole('button', { name: 'Se connecter' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');

    await modal.getByLabel('Mot de passe', { exact: true }).fill(CUSTOMER.password);
    await modal.getByRole('button', { name: 'Se connecter' }).click();
    await expect(modal).toBeHidden();
    await expect(accountMenu(page)).toHaveText('Camille Martin');
    await expect(page).toHaveURL(/\/fr\/contact$/);
    expect(await isSameDocument(page)).toBe(true);

    // The logoff link is a full load that clears the session.
    await openAccountMenu(page);
    await page.getByRole('link', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByRole('button', { name: 'Mon compte' })).toBeVisible();
  });

  test('the login page takes a returnUrl and goes back there', async ({ page }) => {
    await page.goto('/it/security/login?returnUrl=%2Fit%2Fcontatti');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accesso');
    await page.getByLabel('Indirizzo e-mail', { exact: true }).fill(CUSTOMER.email);
    await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/it\/contatti$/);
    await expect(accountMenu(page)).toHaveText('Camille Martin');
    await openAccountMenu(page);
    await expect(page.getByText('Connesso come Camille Martin')).toBeVisible();
  });

  test('a returnUrl to another site is ignored', async ({ page }) => {
    await page.goto('/fr/security/login?returnUrl=%2F%2Fevil.example%2F');
    await waitForHydration(page);
    await page.getByLabel('Adresse e-mail', { exact: true }).fill(CUSTOMER.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/fr$/);
  });

  test('any other failure shows Manager.UnknowsErrors with a Close button', async ({ page }) => {
    await page.goto('/es');
    await waitForHydration(page);
    await page.route('**/api/v1/security/me', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: '{"type":"/problems/internal","title":"x","status":500}',
      }),
    );
    await page.getByRole('button', { name: 'Mi cuenta' }).click();
    const dialog = page.locator('dialog.error-modal');
    await expect(dialog).toContainText('Se ha producido un error inesperado. Inténtelo de nuevo.');
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('an aborted call (status 0) is only a warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/pt');
    await waitForHydration(page);
    await page.route('**/api/v1/security/me', (route) => route.abort());
    await page.getByRole('button', { name: 'A minha conta' }).click();
    await expect.poll(() => warnings.some((w) => w.includes('call aborted'))).toBe(true);
    await expect(page.locator('dialog.error-modal')).toBeHidden();
    await expect(page.locator('dialog.login-modal')).toBeHidden();
  });
});
