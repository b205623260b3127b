import type { Page } from '@playwright/test';
import { DEMO_ADMIN, signInToBackOffice } from './backoffice-session';
import {
  DEMO_ANNOUNCEMENT_IDS,
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
  withConsentGiven,
} from './fixtures';

const STAFF = '/api/v1/backoffice/announcements';
const DEMO_POPUP_ID = DEMO_ANNOUNCEMENT_IDS[0];
const DEMO_BANNER = 'Livraison offerte dès 50 €';

/** Removes what this journey wrote, even when it stopped half-way (shared demo data stays as found). */
async function deleteByTitle(page: Page, title: string) {
  const csrf = ((await (await page.request.get('/api/v1/security/antiforgery')).json()) as { Token: string })
    .Token;
  const list = (await (await page.request.get(STAFF)).json()) as { Id: string; Title: string }[];
  for (const item of list.filter((entry) => entry.Title === title))
    await page.request.delete(`${STAFF}/${item.Id}`, { headers: { 'x-csrf-token': csrf } });
}

test('an editor publishes a popup for the French home page; a shopper sees it after 3 s, closes it for good, and dismisses a banner', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = Date.now().toString(36);
  const title = `Offre du jour ${tag}`;
  await signInToBackOffice(page, DEMO_ADMIN, '/admin/popups');
  await expect(page).toHaveURL(/\/admin\/popups$/);
  try {
    await page.getByRole('button', { name: 'Nouvelle popup ou bannière' }).click();
    const form = page.getByRole('form', { name: 'Nouvelle popup ou bannière' });
    await form.getByRole('combobox', { name: 'État' }).click();
    await page.getByRole('option', { name: 'Publié' }).click();
    await form.getByRole('checkbox', { name: 'Accueil' }).check();
    await form.getByRole('tab', { name: /FR/ }).click();
    await form.getByRole('button', { name: 'Traduire' }).click();
    await form.getByRole('textbox', { name: 'Titre' }).fill(title);
    await form.getByRole('textbox', { name: 'Texte' }).fill('Un **cadeau** pour toute commande aujourd’hui.');
    // Written in French only: the other cultures say they are missing.
    await expect(form.getByRole('tab', { name: /NL/ })).toContainText('Traduction manquante');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status')).toContainText('Enregistré.');
    const entry = page
      .getByRole('list', { name: 'Popups et bannières' })
      .getByRole('button', { name: new RegExp(title) });
    await expect(entry).toContainText('En ligne');
    await expect(entry.getByLabel('NL : Traduction manquante')).toBeVisible();

    // A shopper in another browser: the demo popup closed long ago, the demo banner not yet.
    const shopper = await browser.newContext({ baseURL });
    await withConsentGiven(shopper, baseURL ?? '');
    await shopper.addCookies([
      {
        name: 'FlexoCMS.Popup',
        value: encodeURIComponent(
          JSON.stringify([{ Id: DEMO_POPUP_ID, Datetime: '2026-11-01T00:00:00.000Z' }]),
        ),
        url: baseURL ?? '',
      },
    ]);
    const shop = await shopper.newPage();
    // The page's clock stands still from the start: only runFor moves it, so 2999 ms means 2999 ms.
    await shop.clock.install();
    await shop.clock.pauseAt(new Date(Date.now() + 1000));
    await shop.goto('/fr');
    await expect(shop.locator('html[data-hydrated="true"]')).toHaveCount(1);
    const popup = shop.getByRole('dialog', { name: title });
    await shop.clock.runFor(2999);
    await expect(popup).toBeHidden();
    await shop.clock.runFor(1);
    await expect(popup).toBeVisible();
    await expect(popup.getByText('cadeau')).toBeVisible();
    await shop.clock.resume();
    await expectNoAxeViolations(shop);

    await popup.getByRole('button', { name: 'Fermer' }).click();
    await expect(popup).toBeHidden();
    const stored = (await shopper.cookies()).find((cookie) => cookie.name === 'FlexoCMS.Popup');
    const entries = JSON.parse(decodeURIComponent(stored?.value ?? '[]')) as {
      Id: string;
      Datetime: string;
    }[];
    const created = entries.find((item) => item.Id !== DEMO_POPUP_ID);
    expect(created?.Datetime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The shop asks for 9999 days (the component test checks the Max-Age sent); Chromium keeps a
    // cookie 400 days at most (RFC 6265bis), whatever it is asked.
    expect((stored?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(399 * 86_400);

    // Reloaded: the popup stays closed.
    await shop.reload();
    await waitForHydration(shop);
    await shop.clock.runFor(10_000);
    await expect(popup).toBeHidden();

    // The demo banner: removed when clicked, its link followed, and not rendered again.
    const banner = shop.getByRole('complementary', { name: DEMO_BANNER });
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: DEMO_BANNER }).click();
    // The in-place load starts after the page animation delay, a timer of the installed clock.
    await shop.clock.runFor(1000);
    await expect(shop).toHaveURL(/\/fr\/catalog$/);
    await expect(banner).toBeHidden();
    await shop.goto('/fr');
    await waitForHydration(shop);
    await expect(banner).toBeHidden();
    await shopper.close();

    // The editor deletes the popup.
    await entry.click();
    const saved = page.getByRole('form', { name: title });
    await saved.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(entry).toBeHidden();
  } finally {
    await deleteByTitle(page, title);
  }
});
