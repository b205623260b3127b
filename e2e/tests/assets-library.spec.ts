import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_ADMIN, signInToBackOffice } from './backoffice-session';
import {
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
  watchCspViolations,
  withConsentGiven,
} from './fixtures';

/**
 * The back office's asset library (spec 000 §3–4, §8) in a real browser, on the demo data of a fresh
 * start: folders, drag-and-drop upload, rename, delete, the image widget's crop and rotation, and
 * product photos put in order — each checked where the shop shows it.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Two colours far apart, so that a lossy thumbnail still tells them apart. */
const RED = '#d01010';
const BLUE = '#1030d0';

interface ImageSpec {
  name: string;
  width: number;
  height: number;
}

async function signIn(page: Page, path: string) {
  await signInToBackOffice(page, DEMO_ADMIN, path);
  await expect(page).toHaveURL(new RegExp(`/admin/${path.split('/').pop()}$`));
}

/**
 * PNG files drawn by the page's own canvas, top half red and bottom half blue (a turn shows where
 * the red went), held in a DataTransfer as a file manager's drag would hold them.
 */
function filesInPage(page: Page, specs: ImageSpec[]) {
  return page.evaluateHandle(
    async ({ specs, top, bottom }) => {
      const transfer = new DataTransfer();
      for (const spec of specs) {
        const canvas = new OffscreenCanvas(spec.width, spec.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.fillStyle = top;
        context.fillRect(0, 0, spec.width, spec.height / 2);
        context.fillStyle = bottom;
        context.fillRect(0, spec.height / 2, spec.width, spec.height / 2);
        // One pixel of its own: the library takes the same bytes twice in a folder as one file.
        context.fillStyle = `#${Math.floor(Math.random() * 0xffffff)
          .toString(16)
          .padStart(6, '0')}`;
        context.fillRect(0, 0, 1, 1);
        const blob = await canvas.convertToBlob({ type: 'image/png' });
        transfer.items.add(new File([blob], spec.name, { type: 'image/png' }));
      }
      return transfer;
    },
    { specs, top: RED, bottom: BLUE },
  );
}

/** The same drawings as files for a file input (setInputFiles). */
async function pngFiles(page: Page, specs: ImageSpec[]) {
  const transfer = await filesInPage(page, specs);
  const encoded = await transfer.evaluate(async (data) =>
    Promise.all(
      Array.from(data.files).map(async (file) => {
        const bytes = new Uint8Array(await file.arrayBuffer());
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        return { name: file.name, base64: btoa(binary) };
      }),
    ),
  );
  await transfer.dispose();
  return encoded.map((file) => ({
    name: file.name,
    mimeType: 'image/png',
    buffer: Buffer.from(file.base64, 'base64'),
  }));
}

/** The colour of an image at relative points, decoded by the browser from its URL. */
function coloursAt(page: Page, url: string, points: [number, number][]) {
  return page.evaluate(
    async ({ url, points }) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0);
      return points.map(([x, y]) => {
        const [r = 0, , b = 0] = context.getImageData(
          Math.floor(x * (bitmap.width - 1)),
          Math.floor(y * (bitmap.height - 1)),
          1,
          1,
        ).data;
        return r > b ? 'red' : 'blue';
      });
    },
    { url, points },
  );
}

/** The computed transform of rotate(90deg): cos 90° comes out as a tiny float, not 0. */
const QUARTER_TURN_RIGHT = /^matrix\([-\d.e]+, 1, -1, [-\d.e]+, 0, 0\)$/;

/** An asset widget's row for one asset: found by its thumbnail's address, which carries its id. */
const widgetRow = (widget: Locator, assetId: string) =>
  widget.getByRole('listitem').filter({ has: widget.page().locator(`img[src*="${assetId}"]`) });

interface CatalogPhoto {
  AssetId: string;
  AttributeValueId: string | null;
}
interface CatalogProduct {
  ProductId: string;
  Name: string;
  Slug: string;
  Reference: string;
  Photos: CatalogPhoto[];
  Variation: { ProductVariantAttributesViewModel: { Value: string | null }[] };
}

/**
 * A demo product whose page would show another first photo after a reorder: the product page puts
 * the photos of the colour shown first (spec 001 §4), so the product needs two photos of its default
 * colour. Taken past the first 96 products, which the catalogue journeys look through.
 */
async function productWithTwoDefaultColourPhotos(request: APIRequestContext) {
  const list = await request.get('/api/v1/catalog/fr/products?pageSize=96&page=2');
  expect(list.ok()).toBe(true);
  for (const item of ((await list.json()) as { Items: { Slug: string }[] }).Items) {
    const response = await request.get(
      `/api/v1/catalog/fr/products/by-slug?slug=${encodeURIComponent(item.Slug)}`,
    );
    const product = (await response.json()) as CatalogProduct;
    const shown = new Set(product.Variation.ProductVariantAttributesViewModel.map((a) => a.Value));
    const ofShownColour = product.Photos.filter(
      (photo) => photo.AttributeValueId && shown.has(photo.AttributeValueId),
    );
    const second = ofShownColour[1];
    if (second) return { product, first: ofShownColour[0] as CatalogPhoto, second };
  }
  throw new Error('the demo catalogue has no product for this journey');
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

test.describe('asset library', () => {
  test('an editor files dropped images in a new folder, renames and deletes one; the page is accessible', async ({
    page,
  }) => {
    await signIn(page, '/admin/assets');
    await expect(page.getByRole('heading', { level: 1, name: 'Médiathèque' })).toBeVisible();
    const tree = page.getByRole('tree', { name: 'Dossiers' });
    await expect(tree.getByRole('treeitem', { name: /Tous les fichiers/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // A folder (its name sorts before the demo "Catalogue" folder, at the top of the tree).
    const folderName = `Album ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Nouveau dossier' }).click();
    const nameDialog = page.getByRole('dialog', { name: 'Nouveau dossier' });
    await nameDialog.getByRole('textbox', { name: 'Nom du dossier' }).fill(folderName);
    await nameDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(nameDialog).toBeHidden();
    const folder = tree.getByRole('treeitem', { name: folderName });
    await expect(folder).toBeVisible();
    await folder.click();
    await expect(folder).toHaveAttribute('aria-selected', 'true');
    const assets = page.getByRole('region', { name: new RegExp(`^${folderName}`) });
    await expect(assets.getByRole('heading', { level: 2 })).toHaveText(`${folderName}0 fichier(s)`);
    await expect(assets.getByText('Ce dossier ne contient aucun fichier.')).toBeVisible();

    // Two images dropped on the zone at once, as from a file manager.
    const dataTransfer = await filesInPage(page, [
      { name: 'paysage.png', width: 640, height: 400 },
      { name: 'carre.png', width: 300, height: 300 },
    ]);
    const zone = assets.getByTestId('upload-drop-zone');
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await zone.dispatchEvent('dragover', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
    await dataTransfer.dispose();
    const grid = assets.getByRole('list', { name: `Fichiers de « ${folderName} »` });
    await expect(grid.getByRole('listitem', { name: 'paysage.png' })).toContainText('640 × 400 px');
    await expect(grid.getByRole('listitem', { name: 'carre.png' })).toContainText('300 × 300 px');
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    await expect(assets.getByRole('heading', { level: 2 })).toHaveText(`${folderName}2 fichier(s)`);

    // Selecting lists the selected folder's assets: the library root does not show them, the folder does.
    await tree.getByRole('treeitem', { name: /Tous les fichiers/ }).click();
    // The count shows once the root's listing has arrived.
    await expect(
      page.getByRole('heading', { level: 2, name: /^Tous les fichiers\s*\d+ fichier/ }),
    ).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'paysage.png' })).toHaveCount(0);
    await folder.click();
    await expect(grid.getByRole('listitem')).toHaveCount(2);

    // Rename through the prompt.
    await grid.getByRole('button', { name: 'Renommer paysage.png' }).click();
    const renameDialog = page.getByRole('dialog', { name: 'Renommer le fichier' });
    const nameBox = renameDialog.getByRole('textbox', { name: 'Nom du fichier' });
    // The extension is kept beside the field: a bare new name keeps it.
    await expect(nameBox).toHaveValue('paysage');
    await expect(renameDialog).toContainText('L’extension .png est conservée.');
    await nameBox.fill('terrasse');
    await renameDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(renameDialog).toBeHidden();
    await expect(grid.getByRole('listitem', { name: 'terrasse.png' })).toContainText('640 × 400 px');
    await expect(grid.getByRole('listitem', { name: 'paysage.png' })).toHaveCount(0);

    // Delete, once confirmed; cancelling first keeps the file.
    await grid.getByRole('button', { name: 'Supprimer terrasse.png' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer le fichier' });
    await expect(confirm).toContainText('Supprimer « terrasse.png » de la médiathèque ?');
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(confirm).toBeHidden();
    await expect(grid.getByRole('listitem', { name: 'terrasse.png' })).toBeVisible();
    await grid.getByRole('button', { name: 'Supprimer terrasse.png' }).click();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(confirm).toBeHidden();
    await expect(grid.getByRole('listitem', { name: 'terrasse.png' })).toHaveCount(0);
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await expect(assets.getByRole('heading', { level: 2 })).toHaveText(`${folderName}1 fichier(s)`);

    // What the editor did is stored: a fresh load of the folder shows the same.
    await page.reload();
    await tree.getByRole('treeitem', { name: folderName }).click();
    await expect(grid.getByRole('listitem', { name: 'carre.png' })).toBeVisible();
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await expectNoAxeViolations(page);

    // The narrowest phones in common use: one column, still accessible, no sideways scrolling.
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(grid.getByRole('listitem', { name: 'carre.png' })).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });

  test('the content pages and the catalogue products are lists of list items (axe)', async ({ page }) => {
    await signIn(page, '/admin/content');
    const pages = page.getByRole('region', { name: 'Pages', exact: true });
    await expect(pages.getByRole('listitem')).toHaveCount(4);
    await expect(pages.getByRole('button', { name: /Livraison et retours/ })).toBeVisible();
    await expectNoAxeViolations(page);
    // The products' list is built the same way: axe's list rules on it.
    await page.getByRole('link', { name: 'Catalogue', exact: true }).click();
    const products = page.getByRole('list', { name: 'Produits' });
    await expect(products.getByRole('listitem').first()).toBeVisible();
    const lists = await new AxeBuilder({ page }).withRules(['list', 'listitem']).analyze();
    expect(lists.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('the hero image widget crops a larger image to 1600 × 600 and the content page shows it', async ({
    page,
  }) => {
    const cspViolations = await watchCspViolations(page);
    await signIn(page, '/admin/content');
    await page.getByRole('button', { name: /Livraison et retours/ }).click();
    const form = page.getByRole('form', { name: 'Livraison et retours' });
    const widget = form.getByRole('group', { name: 'Image principale (1600 × 600)' });
    await expect(widget).toContainText('Aucun fichier choisi.');

    const [large] = await pngFiles(page, [{ name: 'entrepot.png', width: 2400, height: 1200 }]);
    await widget.locator('input[type="file"]').setInputFiles(large!);

    const dialog = page.getByRole('dialog', { name: 'Recadrer l’image' });
    await expect(dialog).toBeVisible();
    const box = await dialog.getByTestId('crop-box').boundingBox();
    expect(box && { width: box.width, height: box.height }).toEqual({ width: 568, height: 400 });
    // The editor sees the image to crop: the cropper loaded it (from a blob: address the page's
    // policy must allow) at its full size, and it shows the picture's own colours, not a black box.
    const shown = dialog.locator('img.advanced-cropper-background-image');
    await expect
      .poll(() =>
        shown.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight]),
      )
      .toEqual([true, 2400, 1200]);
    expect(
      await shown.evaluate((img: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(img, 0, 0);
        const at = (y: number) => {
          const [r = 0, g = 0, b = 0] = context.getImageData(img.naturalWidth / 2, y, 1, 1).data;
          return r > 150 && b < 80 ? 'red' : b > 150 && r < 80 ? 'blue' : `rgb(${r},${g},${b})`;
        };
        return [at(img.naturalHeight / 4), at((img.naturalHeight * 3) / 4)];
      }),
    ).toEqual(['red', 'blue']);
    const visible = await shown.boundingBox();
    expect(visible && visible.width * visible.height).toBeGreaterThan(0);
    // A first answer can be the anti-forgery refusal the client retries after sign-in: wait for the crop.
    const cropped = page.waitForResponse(
      (response) => response.url().includes('/assets/croptempimg/') && response.ok(),
    );
    await dialog.getByRole('button', { name: 'Recadrer', exact: true }).click();
    const result = (await (await cropped).json()) as {
      Asset: { AssetId: string; Width: number; Height: number };
    };
    expect(result.Asset).toMatchObject({ Width: 1600, Height: 600 });
    await expect(dialog).toBeHidden();
    const heroId = result.Asset.AssetId;
    await expect(widgetRow(widget, heroId)).toContainText('1600 × 600 px');

    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(form.getByRole('status')).toContainText('La page a été enregistrée.');

    await page.goto('/fr/livraison');
    await waitForHydration(page);
    const hero = page.locator('figure.content-hero img');
    await expect(hero).toHaveAttribute('src', new RegExp(`/assets/images/${heroId}/large\\.webp$`));
    await expect(hero).toHaveAttribute('alt', 'Livraison et retours');
    // The large rendition is the crop, bounded to 1200 px: still 1600:600.
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([1200, 450]);

    // Leave the page as the other journeys know it: no hero.
    await page.goto('/admin/content');
    await page.getByRole('button', { name: /Livraison et retours/ }).click();
    await widget.getByRole('button', { name: /^Retirer / }).click();
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(form.getByRole('status')).toContainText('La page a été enregistrée.');
    await expect(widget).toContainText('Aucun fichier choisi.');
    expect(cspViolations()).toEqual([]);
  });

  test('a square image turns in the photos widget, and reordered photos change the product page', async ({
    page,
    request,
  }) => {
    const { product, first, second } = await productWithTwoDefaultColourPhotos(request);
    await signIn(page, '/admin/catalogue');
    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill(product.Reference);
    await page
      .getByRole('list', { name: 'Produits' })
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(product.Name)}`) })
      .click();
    const form = page.getByRole('form', { name: product.Name });
    const widget = form.getByRole('group', { name: 'Photos (la première est la photo principale)' });
    const photos = widget.getByRole('list', { name: /^Fichiers choisis/ }).getByRole('listitem');
    await expect(photos).toHaveCount(product.Photos.length);
    await expect(photos.first().locator('img')).toHaveAttribute('src', new RegExp(first.AssetId));

    // Rotation is offered for a square image only.
    const uploaded = page.waitForResponse(
      (response) => response.url().includes('/assetslibrary/uploads') && response.ok(),
    );
    await widget.locator('input[type="file"]').setInputFiles(
      await pngFiles(page, [
        { name: 'tabouret.png', width: 300, height: 300 },
        { name: 'banc.png', width: 400, height: 240 },
      ]),
    );
    await uploaded;
    await expect(photos).toHaveCount(product.Photos.length + 2);
    const square = photos.filter({ hasText: 'tabouret.png' });
    const wide = photos.filter({ hasText: 'banc.png' });
    await expect(square).toContainText('300 × 300 px');
    await expect(wide).toContainText('400 × 240 px');
    await expect(wide.getByRole('button', { name: /Faire pivoter/ })).toHaveCount(0);

    // Turning only turns the preview: the stored image turns when the form is saved (ADR 015).
    const thumbnail = square.getByRole('img', { name: 'tabouret.png' });
    const before = (await thumbnail.getAttribute('src'))!;
    await square.getByRole('button', { name: 'Faire pivoter tabouret.png vers la droite' }).click();
    await expect(thumbnail).toHaveCSS('transform', QUARTER_TURN_RIGHT);
    await expect(thumbnail).toHaveAttribute('src', before);
    await square.getByRole('button', { name: 'Faire pivoter tabouret.png vers la gauche' }).click();
    await expect(thumbnail).toHaveCSS('transform', 'none');

    // Renamed through the prompt (the asset itself), then both taken off the product's list again.
    await square.getByRole('button', { name: 'Renommer tabouret.png' }).click();
    const renameDialog = page.getByRole('dialog', { name: 'Renommer le fichier' });
    await renameDialog.getByRole('textbox', { name: 'Nom du fichier' }).fill('tabouret-tourne.png');
    await renameDialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(renameDialog).toBeHidden();
    const renamed = photos.filter({ hasText: 'tabouret-tourne.png' });
    await expect(renamed).toBeVisible();
    await renamed.getByRole('button', { name: 'Retirer tabouret-tourne.png' }).click();
    await wide.getByRole('button', { name: 'Retirer banc.png' }).click();
    await expect(photos).toHaveCount(product.Photos.length);

    // The second photo of the colour shown first, moved to the top with the "earlier" buttons.
    const index = product.Photos.findIndex((photo) => photo.AssetId === second.AssetId);
    const moved = widgetRow(widget, second.AssetId);
    for (let step = 0; step < index; step++)
      await moved.getByRole('button', { name: /^Placer .* avant$/ }).click();
    await expect(photos.first().locator('img')).toHaveAttribute('src', new RegExp(second.AssetId));
    await expect(photos.first().getByRole('button', { name: /^Placer .* avant$/ })).toBeDisabled();

    const saved = page.waitForRequest(
      (call) => call.method() === 'PUT' && call.url().includes(`/products/${product.ProductId}/photos`),
    );
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    const body = (await saved).postDataJSON() as { AssetIds: string[] };
    expect(body.AssetIds[0]).toBe(second.AssetId);
    expect([...body.AssetIds].sort()).toEqual(product.Photos.map((photo) => photo.AssetId).sort());
    const status = form.getByRole('status');
    await expect(status).toContainText('Les photos ont été enregistrées.');
    const shopLink = status.getByRole('link', { name: 'Voir le produit dans la boutique' });
    await expect(shopLink).toHaveAttribute('href', `/fr/p/${product.Slug}`);

    await page.goto(`/fr/p/${product.Slug}`);
    await waitForHydration(page);
    const gallery = page.locator('.product-gallery');
    await expect(gallery).toHaveAttribute('data-first-photo', second.AssetId);
    await expect(gallery.locator('.product-gallery__main img').first()).toHaveAttribute(
      'src',
      new RegExp(`/assets/images/${second.AssetId}/`),
    );
  });
});

/**
 * Two demo products of their own for the journeys below, away from the ones the others look at or
 * change (they run at the same time): the first two of a later page. Each journey leaves its
 * product with one more photo, which no other journey sees.
 */
async function productsOfTheirOwn(request: APIRequestContext) {
  const list = await request.get('/api/v1/catalog/fr/products?pageSize=24&pageindex=7');
  expect(list.ok()).toBe(true);
  const items = ((await list.json()) as { Items: { ProductId: string; Name: string; Reference: string }[] })
    .Items;
  expect(items.length).toBeGreaterThan(1);
  return items;
}

async function openPhotosForm(page: Page, product: { Name: string; Reference: string }) {
  await page.getByRole('navigation').getByRole('link', { name: 'Catalogue', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill(product.Reference);
  await page
    .getByRole('list', { name: 'Produits' })
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(product.Name)}`) })
    .click();
  const form = page.getByRole('form', { name: product.Name });
  return { form, widget: form.getByRole('group', { name: 'Photos (la première est la photo principale)' }) };
}

/**
 * Saves a product's photos form and waits for the answer, however long the server takes to write
 * the widget's uploads and turns (as the editor does, watching the button's progress), then for
 * the form to say so.
 */
async function savePhotos(page: Page, form: Locator) {
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/products\/[^/]+\/photos$/.test(response.url()),
  );
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await answered).ok()).toBe(true);
  await expect(form.getByRole('status')).toContainText('Les photos ont été enregistrées.');
}

/** The library's root, searched by name: what an editor sees of the files filed there. */
async function libraryRootSearch(page: Page, text: string) {
  await page.getByRole('navigation').getByRole('link', { name: 'Médiathèque' }).click();
  await page
    .getByRole('tree', { name: 'Dossiers' })
    .getByRole('treeitem', { name: /Tous les fichiers/ })
    .click();
  await page.getByRole('searchbox', { name: 'Rechercher par nom' }).fill(text);
  return page.getByRole('region', { name: /^Tous les fichiers/ });
}

test.describe('asset widgets in forms', () => {
  // Each journey goes through several forms and the library, and encodes images on the server.
  test.describe.configure({ timeout: 120_000 });

  test('an upload through a widget stays out of the library until its form is saved', async ({
    page,
    request,
  }) => {
    const [product] = await productsOfTheirOwn(request);
    const tag = Date.now().toString(36);
    await signIn(page, '/admin/catalogue');

    // A photo added through the product's widget, then the editor leaves without saving.
    let { form, widget } = await openPhotosForm(page, product!);
    const photos = () => widget.getByRole('list', { name: /^Fichiers choisis/ }).getByRole('listitem');
    await expect(photos().first()).toBeVisible();
    const count = await photos().count();
    await widget
      .locator('input[type="file"]')
      .setInputFiles(await pngFiles(page, [{ name: `brouillon-${tag}.png`, width: 320, height: 200 }]));
    await expect(photos().filter({ hasText: `brouillon-${tag}.png` })).toContainText('320 × 200 px');
    const left = await libraryRootSearch(page, tag);
    await expect(left.getByText('Aucun fichier ne correspond à la recherche.')).toBeVisible();
    await expect(left.getByRole('listitem')).toHaveCount(0);

    // Added again and saved this time: the library has it, the product too.
    ({ form, widget } = await openPhotosForm(page, product!));
    await expect(photos()).toHaveCount(count);
    await widget
      .locator('input[type="file"]')
      .setInputFiles(await pngFiles(page, [{ name: `enregistre-${tag}.png`, width: 320, height: 200 }]));
    await expect(photos()).toHaveCount(count + 1);
    await savePhotos(page, form);
    const saved = await libraryRootSearch(page, tag);
    await expect(saved.getByRole('listitem', { name: `enregistre-${tag}.png` })).toContainText(
      '320 × 200 px',
    );
    await expect(saved.getByRole('listitem')).toHaveCount(1);
  });

  test('a hero cropped in a page’s form stays out of the library when the form is left unsaved', async ({
    page,
  }) => {
    const tag = Date.now().toString(36);
    await signIn(page, '/admin/content');
    await page.getByRole('button', { name: /Contact/ }).click();
    const hero = page
      .getByRole('form', { name: /Contact/ })
      .getByRole('group', { name: 'Image principale (1600 × 600)' });
    const [large] = await pngFiles(page, [{ name: `vitrine-${tag}.png`, width: 1800, height: 1200 }]);
    await hero.locator('input[type="file"]').setInputFiles(large!);
    const dialog = page.getByRole('dialog', { name: 'Recadrer l’image' });
    const cropped = page.waitForResponse(
      (response) => response.url().includes('/assets/croptempimg/') && response.ok(),
    );
    await dialog.getByRole('button', { name: 'Recadrer', exact: true }).click();
    const result = (await (await cropped).json()) as { Asset: { AssetId: string } };
    await expect(dialog).toBeHidden();
    await expect(widgetRow(hero, result.Asset.AssetId)).toContainText('1600 × 600 px');

    const root = await libraryRootSearch(page, tag);
    await expect(root.getByText('Aucun fichier ne correspond à la recherche.')).toBeVisible();
    await expect(root.getByRole('listitem')).toHaveCount(0);
  });

  test('a turn in a widget changes the stored image only when its form is saved', async ({
    page,
    request,
  }) => {
    const [, product] = await productsOfTheirOwn(request);
    const name = `pivot-${Date.now().toString(36)}.png`;
    await signIn(page, '/admin/catalogue');
    let { form, widget } = await openPhotosForm(page, product!);
    const uploaded = page.waitForResponse(
      (response) => response.url().includes('/assetslibrary/uploads') && response.ok(),
    );
    await widget
      .locator('input[type="file"]')
      .setInputFiles(await pngFiles(page, [{ name, width: 300, height: 300 }]));
    const [file] = (await (await uploaded).json()) as { AssetId: string }[];
    const assetId = file!.AssetId;
    await savePhotos(page, form);
    const stored = async () => {
      const response = await page.request.get(`/api/v1/assetslibrary/assets/${assetId}`);
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { thumbnail_url: string }).thumbnail_url;
    };
    const original = await stored();
    expect(
      await coloursAt(page, original, [
        [0.5, 0.1],
        [0.5, 0.9],
      ]),
    ).toEqual(['red', 'blue']);

    // Turned in the form, then left unsaved: the stored image has not moved.
    ({ form, widget } = await openPhotosForm(page, product!));
    const row = widgetRow(widget, assetId);
    await row.getByRole('button', { name: `Faire pivoter ${name} vers la droite` }).click();
    await expect(row.getByRole('img', { name })).toHaveCSS('transform', QUARTER_TURN_RIGHT);
    await page.getByRole('navigation').getByRole('link', { name: 'Médiathèque' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Médiathèque' })).toBeVisible();
    expect(await stored()).toBe(original);

    // Turned and saved: a new revision, turned clockwise (the red top on the right).
    ({ form, widget } = await openPhotosForm(page, product!));
    await widgetRow(widget, assetId)
      .getByRole('button', { name: `Faire pivoter ${name} vers la droite` })
      .click();
    await savePhotos(page, form);
    const turned = await stored();
    expect(turned).toMatch(/thumb-r1\.webp$/);
    expect(
      await coloursAt(page, turned, [
        [0.1, 0.5],
        [0.9, 0.5],
      ]),
    ).toEqual(['blue', 'red']);
    await expect(widgetRow(widget, assetId).getByRole('img', { name })).toHaveCSS('transform', 'none');
  });
});
