import { expect, expectNoAxeViolations, test } from './fixtures';

const ADMIN = { email: 'admin@vitrine.example', password: 'vitrine-admin' };

test.describe('back office shell', () => {
  test('staff sign in, see the navigation for their role and sign out', async ({ page }) => {
    await page.goto('/admin/assets');
    await expect(page).toHaveURL(/\/admin\/login\?returnUrl=%2Fadmin%2Fassets/);
    await page.evaluate(() => localStorage.setItem('vitrine.backoffice.culture', 'fr'));
    await page.reload();
    await expectNoAxeViolations(page);

    await page.getByLabel(/Adresse e-mail/).fill(ADMIN.email);
    await page.getByLabel(/Mot de passe/).fill('wrong-password');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeVisible();

    await page.getByLabel(/Mot de passe/).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/admin\/assets$/);
    const navigation = page.getByRole('navigation').first();
    for (const entry of ['Tableau de bord', 'Médiathèque', 'Clients'])
      await expect(navigation.getByText(entry).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // The session survives a reload; the storefront knows the same user.
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/assets$/);
  });

  test('a shopper cannot enter the back office', async ({ page }) => {
    await page.goto('/admin/login');
    await page.evaluate(() => localStorage.setItem('vitrine.backoffice.culture', 'fr'));
    await page.reload();
    await page.getByLabel(/Adresse e-mail/).fill('customer@vitrine.example');
    await page.getByLabel(/Mot de passe/).fill('vitrine-customer');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('the back office files are served with long-lived caching and the SPA falls back to index.html', async ({
    request,
  }) => {
    const index = await request.get('/admin/customers/deep/link');
    expect(index.status()).toBe(200);
    expect(index.headers()['cache-control']).toBe('no-cache');
    const html = await index.text();
    const asset = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const script = await request.get(asset!);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
