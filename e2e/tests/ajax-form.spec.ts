import { expect, isSameDocument, markDocument, test, waitForHydration, withConsentGiven } from './fixtures';

test.describe('ajax forms (the footer newsletter)', () => {
  test('posts in place: loader while it runs, field errors in the area, then the answer replaces the form', async ({
    page,
    context,
    baseURL,
  }) => {
    await withConsentGiven(context, baseURL!);
    await page.goto('/fr/contact');
    await waitForHydration(page);
    await markDocument(page);
    const form = page.locator('form.newsletter__form');
    const email = form.getByLabel('Votre adresse e-mail');

    await email.fill('not-an-address');
    await form.getByRole('button', { name: 'S’inscrire' }).click();
    await expect(form.locator('.form-error')).toHaveText('Veuillez saisir une adresse e-mail valide.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    // Slow the answer down to see the loader.
    await page.route(
      (url) => url.pathname.startsWith('/fr/newsletter'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      },
    );
    const address = `shopper-${Date.now()}@example.org`;
    await email.fill(address);
    await form.getByRole('button', { name: 'S’inscrire' }).click();
    await expect(form.locator('.ajax-form__loader')).toBeVisible();
    await expect(form).toHaveAttribute('aria-busy', 'true');
    const answer = page.locator('.ajax-form-result');
    await expect(answer).toHaveText(`Merci ! ${address} est inscrit à notre lettre d’information.`);
    await expect(page.locator('form.newsletter__form')).toHaveCount(0);
    await expect(page).toHaveURL(/\/fr\/contact$/);
    expect(await isSameDocument(page)).toBe(true);
  });
});
