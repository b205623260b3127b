import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const COOKIE = 'FlexoCMSCookieConsent';

async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === COOKIE);
  if (!cookie) return null;
  return { cookie, value: JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown> };
}

const flag = (page: Page, name: string) =>
  page.evaluate((n) => (window as unknown as Record<string, unknown>)[n] === true, name);

test.describe('cookie consent', () => {
  test('accept all writes the cookie JSON for a year, runs the marked scripts and closes the banner', async ({
    page,
    context,
  }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Cookies et confidentialité' });
    await expect(banner).toBeVisible();
    expect(await flag(page, 'vitrineStatisticsLoaded')).toBe(false);
    expect(await flag(page, 'vitrineMarketingLoaded')).toBe(false);
    const event = page.evaluate(
      () =>
        new Promise((resolve) =>
          document.addEventListener('set-cookie-consent', (e) => resolve((e as CustomEvent).detail), {
            once: true,
          }),
        ),
    );

    await banner.getByRole('button', { name: 'Tout accepter' }).click();

    await expect(banner).toBeHidden();
    const expected = { stamp: '2026-11-01', preferences: true, statistics: true, marketing: true };
    expect(await event).toEqual(expected);
    const stored = await consentCookie(context);
    expect(stored?.value).toEqual(expected);
    // 8760 hours.
    const lifetime = (stored?.cookie.expires ?? 0) - Date.now() / 1000;
    expect(Math.abs(lifetime - 8760 * 3600)).toBeLessThan(120);
    expect(
      await page.evaluate(() => (window as unknown as { CookieConsent: unknown }).CookieConsent),
    ).toEqual(expected);
    // The site-wide statistics script and the marketing script inside the page's CMS HTML ran.
    await expect.poll(() => flag(page, 'vitrineStatisticsLoaded')).toBe(true);
    await expect.poll(() => flag(page, 'vitrineMarketingLoaded')).toBe(true);
    await expect(page.getByText('Vous avez accepté tous les cookies.')).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Cookies et confidentialité' })).toBeHidden();
    await expect.poll(() => flag(page, 'vitrineStatisticsLoaded')).toBe(true);
  });

  test('decline all writes all-false JSON and no marked script runs', async ({ page, context }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'Cookies et confidentialité' });
    await banner.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(banner).toBeHidden();
    expect((await consentCookie(context))?.value).toEqual({
      stamp: '2026-11-01',
      preferences: false,
      statistics: false,
      marketing: false,
    });
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('Vous n’avez accepté aucun cookie facultatif.')).toBeVisible();
    expect(await flag(page, 'vitrineStatisticsLoaded')).toBe(false);
    expect(await flag(page, 'vitrineMarketingLoaded')).toBe(false);
  });

  test('saving a selection grants only the chosen categories', async ({ page, context }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Cookies et confidentialité' })
      .getByRole('button', { name: 'Paramètres' })
      .click();
    const modal = page.locator('dialog.cookie-consent-modal');
    await expect(modal).toBeVisible();
    await modal.getByRole('checkbox', { name: /Statistiques/ }).check();
    await modal.getByRole('button', { name: 'Enregistrer la sélection' }).click();
    await expect(modal).toBeHidden();
    expect((await consentCookie(context))?.value).toEqual({
      stamp: '2026-11-01',
      preferences: false,
      statistics: true,
      marketing: false,
    });
    await expect.poll(() => flag(page, 'vitrineStatisticsLoaded')).toBe(true);
    expect(await flag(page, 'vitrineMarketingLoaded')).toBe(false);
    await expect(page.getByText(/Vous avez accepté les cookies suivants : statistiques/i)).toBeVisible();
  });

  test('a consent given under an older stamp shows the banner again', async ({ page, context }) => {
    await context.addCookies([
      {
        name: COOKIE,
        value: encodeURIComponent(
          JSON.stringify({ stamp: '2020-01-01', preferences: true, statistics: true, marketing: true }),
        ),
        domain: 'localhost',
        path: '/',
      },
    ]);
    await page.goto('/fr');
    await waitForHydration(page);
    await expect(page.getByRole('region', { name: 'Cookies et confidentialité' })).toBeVisible();
    expect(await flag(page, 'vitrineStatisticsLoaded')).toBe(false);
  });
});
