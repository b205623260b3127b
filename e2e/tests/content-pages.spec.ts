import type { Browser, Page } from '@playwright/test';
import { DEMO_ADMIN, signInToBackOffice } from './backoffice-session';
import { expect, expectNoAxeViolations, test, waitForHydration, withConsentGiven } from './fixtures';

/** A PNG drawn by the page's canvas, in its own colour (the library keeps identical bytes once). */
async function pngFile(page: Page, name: string) {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(640, 480);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0')}`;
    context.fillRect(0, 0, 640, 480);
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

async function shopperPage(browser: Browser, baseURL: string, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, ...(viewport ? { viewport } : {}) });
  await withConsentGiven(context, baseURL);
  return { context, page: await context.newPage() };
}

test('an editor builds a page from blocks in French and Dutch, saves a draft, publishes it; a shopper sees it on a phone and a desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const slug = `atelier-${tag}`;
  const origin = baseURL ?? '';
  await signInToBackOffice(page, DEMO_ADMIN, '/admin/pages');
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await page.getByRole('button', { name: 'Nouvelle page' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle page' });
  await form.getByRole('textbox', { name: 'Nom technique' }).fill(`atelier-${tag}`);

  // French: a first version with a text.
  await form.getByRole('tab', { name: /FR/ }).click();
  await form.getByRole('button', { name: 'Écrire cette traduction' }).click();
  await form.getByRole('textbox', { name: 'Titre de la page' }).fill(`Atelier ${tag}`);
  await expect(form.getByRole('textbox', { name: 'Adresse (slug)' })).toHaveValue(slug);
  await form.getByRole('textbox', { name: 'Texte 1' }).fill('## Horaires\n\nOuvert le **samedi**.');
  // Dutch too; the other cultures stay missing, and say so.
  await form.getByRole('tab', { name: /NL/ }).click();
  await form.getByRole('button', { name: 'Écrire cette traduction' }).click();
  await form.getByRole('textbox', { name: 'Titre de la page' }).fill(`Werkplaats ${tag}`);
  await form.getByRole('textbox', { name: 'Texte 1' }).fill('Open op zaterdag.');
  await expect(form.getByRole('tab', { name: /ES/ })).toContainText('Traduction manquante');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toContainText('Brouillon enregistré');
  const saved = page.getByRole('form', { name: `Atelier ${tag}` });
  await saved.getByRole('button', { name: 'Publier', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Publier' })
    .getByRole('button', { name: 'Publier maintenant' })
    .click();
  await expect(page.getByRole('status')).toContainText('Publiée');

  const desktop = await shopperPage(browser, origin);
  const shop = desktop.page;
  await shop.goto(`/fr/${slug}`);
  await expect(shop.getByRole('heading', { level: 1, name: `Atelier ${tag}` })).toBeVisible();
  await expect(shop.getByText('samedi', { exact: true })).toHaveJSProperty('tagName', 'STRONG');

  // The second version: an image from the library and a testimonials slider set through the
  // generic widget form, saved as a draft first.
  await saved.getByRole('tab', { name: /FR/ }).click();
  await saved.getByRole('button', { name: 'Ajouter une image' }).click();
  const image = saved.getByRole('group', { name: 'Image 2' });
  const uploaded = page.waitForResponse(
    (response) => response.url().includes('/assetslibrary/uploads') && response.ok(),
  );
  await image.locator('input[type="file"]').setInputFiles(await pngFile(page, `atelier-${tag}.png`));
  await uploaded;
  await expect(image.getByRole('list', { name: /^Fichiers choisis/ }).getByRole('listitem')).toHaveCount(1);
  await saved.getByRole('textbox', { name: 'Légende 2' }).fill('La vitrine');
  await saved.getByRole('button', { name: 'Ajouter un widget' }).click();
  await page.getByRole('menuitem', { name: 'Témoignages', exact: true }).click();
  const widget = saved.getByRole('region', { name: 'Témoignages 3' });
  await widget.getByRole('textbox', { name: 'Titre affiché' }).fill('Ils en parlent');
  const first = widget.getByRole('group', { name: 'Témoignages 1' });
  await first.getByRole('textbox', { name: 'Citation' }).fill(`Un accueil parfait ${tag}`);
  await first.getByRole('textbox', { name: 'Nom', exact: true }).fill('Camille');
  await saved.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toContainText('Brouillon enregistré');

  // The shop still shows the published version.
  await shop.reload();
  await expect(shop.getByRole('heading', { level: 1, name: `Atelier ${tag}` })).toBeVisible();
  await expect(shop.getByText(`Un accueil parfait ${tag}`)).toHaveCount(0);

  await saved.getByRole('button', { name: 'Publier', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Publier' })
    .getByRole('button', { name: 'Publier maintenant' })
    .click();
  await expect(page.getByRole('status')).toContainText('Publiée');
  await saved.getByRole('button', { name: 'Versions publiées' }).click();
  const versions = page.getByRole('dialog', { name: 'Versions publiées' });
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await versions.getByRole('button', { name: 'Fermer' }).click();

  await shop.reload();
  await waitForHydration(shop);
  await expect(shop.getByRole('img', { name: 'La vitrine' })).toBeVisible();
  await expect(shop.getByText('La vitrine')).toBeVisible();
  await expect(shop.getByRole('heading', { name: 'Ils en parlent' })).toBeVisible();
  await expect(shop.getByText(`Un accueil parfait ${tag}`).first()).toBeVisible();
  await expectNoAxeViolations(shop);

  const phone = await shopperPage(browser, origin, { width: 360, height: 740 });
  await phone.page.goto(`/fr/${slug}`);
  await waitForHydration(phone.page);
  await expect(phone.page.getByRole('heading', { level: 1, name: `Atelier ${tag}` })).toBeVisible();
  await expect(phone.page.getByText(`Un accueil parfait ${tag}`).first()).toBeVisible();
  const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  await expectNoAxeViolations(phone.page);

  // The Dutch version, published with the first.
  await phone.page.goto(`/nl/werkplaats-${tag}`);
  await expect(phone.page.getByRole('heading', { level: 1, name: `Werkplaats ${tag}` })).toBeVisible();
  await desktop.context.close();
  await phone.context.close();
});
