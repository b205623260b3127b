import type { Page } from '@playwright/test';
import { DEMO_ADMIN, signInToBackOffice } from './backoffice-session';
import { expect, expectNoAxeViolations, test, waitForHydration, withConsentGiven } from './fixtures';

async function signIn(page: Page, path: string) {
  await signInToBackOffice(page, DEMO_ADMIN, path);
  await expect(page).toHaveURL(new RegExp(`/admin/${path.split('/').pop()}$`));
}

/** PNG files drawn by the page's canvas, each with its own colour (the library keeps identical bytes once). */
async function pngFiles(page: Page, names: string[]) {
  const encoded = await page.evaluate(async (list) => {
    const files: { name: string; base64: string }[] = [];
    for (const name of list) {
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
      files.push({ name, base64: btoa(binary) });
    }
    return files;
  }, names);
  return encoded.map((file) => ({
    name: file.name,
    mimeType: 'image/png',
    buffer: Buffer.from(file.base64, 'base64'),
  }));
}

test('an editor publishes a news post with a gallery in two cultures; a shopper finds it in the calendar and the list', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = Date.now().toString(36);
  const title = `Journée portes ouvertes ${tag}`;
  const dutchTitle = `Opendeurdag ${tag}`;
  await signIn(page, '/admin/news');
  await page.getByRole('button', { name: 'Nouvelle actualité' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle actualité' });

  await form.getByRole('combobox', { name: 'État' }).click();
  await page.getByRole('option', { name: 'Publiée' }).click();

  // French: a title, a text and a gallery of two images uploaded through the library's widget.
  await form.getByRole('tab', { name: /FR/ }).click();
  await form.getByRole('button', { name: 'Écrire cette traduction' }).click();
  await form.getByRole('textbox', { name: 'Titre' }).fill(title);
  await expect(form.getByRole('textbox', { name: 'Adresse (slug)' })).toHaveValue(
    `journee-portes-ouvertes-${tag}`,
  );
  await form.getByRole('textbox', { name: 'Résumé' }).fill('Venez découvrir l’atelier.');
  await form.getByRole('textbox', { name: 'Texte 1' }).fill('## Programme\n\nVisite **guidée** à 10 h.');
  await form.getByRole('button', { name: 'Ajouter une galerie' }).click();
  const gallery = form.getByRole('group', { name: 'Galerie de photos 2' });
  const uploaded = page.waitForResponse(
    (response) => response.url().includes('/assetslibrary/uploads') && response.ok(),
  );
  await gallery
    .locator('input[type="file"]')
    .setInputFiles(await pngFiles(page, [`atelier-${tag}-1.png`, `atelier-${tag}-2.png`]));
  await uploaded;
  await expect(gallery.getByRole('list', { name: /^Fichiers choisis/ }).getByRole('listitem')).toHaveCount(2);

  // Dutch: written too; the other cultures stay missing, and say so.
  await form.getByRole('tab', { name: /NL/ }).click();
  await form.getByRole('button', { name: 'Écrire cette traduction' }).click();
  await form.getByRole('textbox', { name: 'Titre' }).fill(dutchTitle);
  await form.getByRole('textbox', { name: 'Texte 1' }).fill('Rondleiding om 10 uur.');
  await expect(form.getByRole('tab', { name: /ES/ })).toContainText('Traduction manquante');

  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status')).toContainText('Actualité enregistrée.');
  const entry = page
    .getByRole('list', { name: 'Actualités' })
    .getByRole('button', { name: new RegExp(title) });
  await expect(entry).toContainText('Publiée');
  await expect(entry.getByLabel('ES : Traduction manquante')).toBeVisible();

  // A shopper, in another browser.
  const shopper = await browser.newContext({ baseURL });
  await withConsentGiven(shopper, baseURL ?? '');
  const shop = await shopper.newPage();
  await shop.goto('/fr/news');
  await waitForHydration(shop);
  const list = shop.getByRole('region', { name: 'Liste des actualités' });
  await expect(list.getByRole('link', { name: title })).toBeVisible();
  const calendar = shop.getByRole('region', { name: 'Calendrier des actualités' });
  await expect(calendar.getByRole('link', { name: title })).toBeVisible();
  await expect(
    calendar.locator('.news-calendar__day--posts').filter({ hasText: String(new Date().getUTCDate()) }),
  ).not.toHaveCount(0);
  await expectNoAxeViolations(shop);

  // The spec's widget addresses serve the same list and calendar as fragments.
  const today = new Date();
  const fragment = await shop.request.get(
    `/fr/widget/news/newslist/all/false/3/${today.toISOString().slice(0, 10)}?layout=masonry`,
  );
  expect(fragment.ok()).toBe(true);
  expect(await fragment.text()).toContain(title);
  const month = await shop.request.get(
    `/fr/widget/news/calendar/all/false/3/${today.getUTCMonth() + 1}/${today.getUTCFullYear()}`,
  );
  expect(await month.text()).toContain(title);

  await list.getByRole('link', { name: title }).click();
  await expect(shop).toHaveURL(new RegExp(`/fr/news/journee-portes-ouvertes-${tag}$`));
  await expect(shop.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(shop.getByRole('heading', { level: 2, name: 'Programme' })).toBeVisible();
  await expect(shop.getByText('guidée', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  const photos = shop.getByRole('list', { name: 'Galerie de photos' }).getByRole('img');
  await expect(photos).toHaveCount(2);
  await expect(photos.first()).toHaveAttribute('alt', `atelier-${tag}-1.png`);
  await expectNoAxeViolations(shop);
  // The gallery's viewer: the image large, the next one, and Escape closes it.
  await shop.getByRole('link', { name: 'Image 1 sur 2' }).click();
  const viewer = shop.getByRole('dialog', { name: 'Image 1 sur 2' });
  await expect(viewer.getByRole('img', { name: `atelier-${tag}-1.png` })).toBeVisible();
  await viewer.getByRole('button', { name: 'Image suivante' }).click();
  await expect(shop.getByRole('dialog', { name: 'Image 2 sur 2' })).toBeVisible();
  await shop.keyboard.press('Escape');
  await expect(shop.getByRole('dialog')).toHaveCount(0);
  await expect(shop).toHaveURL(new RegExp(`/fr/news/journee-portes-ouvertes-${tag}$`));

  // The Dutch version is there; a culture it was not written in has no such post.
  await shop.goto('/nl/news');
  await expect(
    shop.getByRole('region', { name: 'Nieuwslijst' }).getByRole('link', { name: dutchTitle }),
  ).toBeVisible();
  const spanish = await shop.request.get(`/es/news/journee-portes-ouvertes-${tag}`);
  expect(spanish.status()).toBe(404);
  await shopper.close();
});
