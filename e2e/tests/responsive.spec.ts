import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// Runs in both projects: a desktop window and a phone (Pixel 7).
test.describe('pages look right and are accessible', () => {
  for (const path of [
    '/fr',
    '/nl/over-ons',
    '/de/lieferung',
    '/es/contacto',
    '/it/security/login',
    '/pt/nao-existe',
  ]) {
    test(`${path} has no axe violations and no horizontal scrolling`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('main#page h1')).toBeVisible();
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
    });
  }

  test('the consent banner and its settings are accessible', async ({ page }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Cookies et confidentialité' });
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);
    await banner.getByRole('button', { name: 'Paramètres' }).click();
    await expect(page.locator('dialog.cookie-consent-modal')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the login modal is accessible and keyboard-usable', async ({ page }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Cookies et confidentialité' })
      .getByRole('button', { name: 'Tout refuser' })
      .click();
    await page.getByRole('button', { name: 'Mon compte' }).click();
    const modal = page.locator('dialog.login-modal');
    await expect(modal).toBeVisible();
    await expectNoAxeViolations(page);
    // Spec 000 §9: modal transition 300 ms, backdrop 150 ms.
    expect(await modal.evaluate((dialog) => getComputedStyle(dialog).transitionDuration.split(', ')[0])).toBe(
      '0.3s',
    );
    expect(await modal.evaluate((dialog) => getComputedStyle(dialog, '::backdrop').transitionDuration)).toBe(
      '0.15s',
    );
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test('the skip link takes keyboard users to the content', async ({ page }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
  });
});
