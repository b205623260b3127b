import type { Locator, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_CATALOGUE, signInToBackOffice } from './backoffice-session';
import { token } from './demo-stock';
import { expect, expectNoAxeViolations, test, waitForHydration, withConsentGiven } from './fixtures';

/**
 * Staff manage the catalogue themselves: a product made in the back office with two colours and
 * two sizes in French and Dutch, a tier price and stock in two warehouses, published, is found by
 * a shopper through search and a facet with its tier price; renamed, its old address redirects.
 */

const MANAGE = '/api/v1/backoffice/catalog/manage';

/** A word no demo product has, so that the search finds this journey's product alone. */
const word = () =>
  `Quixor${Date.now()
    .toString(36)
    .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;

async function signIn(page: Page) {
  await signInToBackOffice(page, DEMO_ADMIN, '/admin/catalogue?view=products');
  await expect(page.getByRole('heading', { level: 2, name: 'Produits' })).toBeVisible();
}

/** Picks the option of a select by its position (0: the "none" entry where there is one); answers its text. */
async function pick(page: Page, select: Locator, index: number): Promise<string> {
  const listbox = page.getByRole('listbox');
  // A click that lands while the page re-renders may not open the menu: open it until it is open.
  await expect(async () => {
    if (!(await listbox.isVisible())) await select.click();
    await expect(listbox).toBeVisible({ timeout: 2000 });
  }).toPass();
  const option = page.getByRole('listbox').getByRole('option').nth(index);
  const name = ((await option.textContent()) ?? '').trim();
  await option.click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  return name;
}

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

test('staff create a product in two cultures with variants, tier and stock; shoppers find it; a rename redirects', async ({
  page,
  browser,
  request,
}) => {
  const name = word();
  const reference = `E2E-${name.toUpperCase()}`;
  await signIn(page);
  await page.getByRole('button', { name: 'Nouveau produit' }).click();
  const form = page.getByRole('form', { name: 'Nouveau produit' });

  await form.getByRole('textbox', { name: 'Référence' }).fill(reference);
  await pick(page, form.getByRole('combobox', { name: 'Catégorie' }), 0);

  await form.getByRole('tab', { name: 'Traductions' }).click();
  await form.getByRole('textbox', { name: 'Nom' }).fill(`Lanterne ${name}`);
  await form.getByRole('tab', { name: /^néerlandais/ }).click();
  await form.getByRole('button', { name: 'Ajouter néerlandais' }).click();
  await form.getByRole('textbox', { name: 'Nom' }).fill(`Lantaarn ${name}`);

  await form.getByRole('tab', { name: 'Variantes' }).click();
  for (let i = 1; i < 4; i++) await form.getByRole('button', { name: 'Ajouter une variante' }).click();
  const variant = (n: number) => form.getByRole('group', { name: new RegExp(`^Variante ${n}`) });
  const colours: string[] = [];
  const combinations = [
    [1, 1],
    [1, 2],
    [2, 1],
    [2, 2],
  ] as const;
  for (const [i, [colour, size]] of combinations.entries()) {
    const fieldset = variant(i + 1);
    await fieldset.getByRole('textbox', { name: 'SKU' }).fill(`${reference}-${colour}${size}`);
    colours[colour - 1] = await pick(page, fieldset.getByRole('combobox', { name: 'Couleur' }), colour);
    await pick(page, fieldset.getByRole('combobox', { name: 'Taille' }), size);
  }

  await form.getByRole('tab', { name: 'Prix et paliers' }).click();
  for (let i = 1; i <= 4; i++)
    await variant(i)
      .getByRole('textbox', { name: 'Prix unitaire TTC' })
      .fill(i <= 2 ? '24,20' : '26,62');
  await variant(1).getByRole('button', { name: 'Ajouter un palier' }).click();
  await variant(1).getByRole('textbox', { name: 'À partir de (quantité)' }).fill('10');
  await variant(1).getByRole('textbox', { name: 'Prix unitaire TTC du palier' }).fill('19,36');

  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').getByText('Produit enregistré.')).toBeVisible();
  await expect(page).toHaveURL(/product=[0-9a-f-]{36}/);
  const saved = page.getByRole('form', { name: `Lanterne ${name}` });
  // The tax-exclusive price is derived, never typed: 24,20 at 21 % is 20,00.
  await saved.getByRole('tab', { name: 'Prix et paliers' }).click();
  await expect(saved.getByText(/Hors TVA\s*:\s*20,00/).first()).toBeVisible();

  await saved.getByRole('tab', { name: 'Stock' }).click();
  const warehouses: string[] = [];
  for (const [index, quantity] of [
    [0, '7'],
    [1, '3'],
  ] as const) {
    warehouses.push(await pick(page, saved.getByRole('combobox', { name: 'Entrepôt' }), index));
    await saved.getByRole('textbox', { name: 'Nouvelle quantité' }).fill(quantity);
    await saved.getByRole('textbox', { name: 'Motif' }).fill('Réception');
    await saved.getByRole('button', { name: 'Ajuster le stock' }).click();
    await expect(page.getByRole('status').getByText('Stock ajusté.')).toBeVisible();
    await expect(saved.getByRole('textbox', { name: 'Nouvelle quantité' })).toHaveValue('');
  }
  const stock = saved.getByRole('table', { name: 'En stock' });
  await expect(stock.getByRole('row', { name: new RegExp(`${reference}-11`) })).toContainText('7');
  await expect(stock.getByRole('row', { name: new RegExp(`${reference}-11`) })).toContainText('3');
  await expectNoAxeViolations(page);

  await saved.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByRole('status').getByText('Publié')).toBeVisible();
  await saved.getByRole('tab', { name: 'Référencement' }).click();
  await expectNoAxeViolations(page);
  const slugField = saved.getByRole('textbox', { name: 'Adresse (slug)' });
  const oldSlug = await slugField.inputValue();
  expect(oldSlug).toBe(`lanterne-${name.toLowerCase()}`);

  // A shopper finds it at once by search, then by its colour.
  const shopper = await browser.newPage();
  await shopper.goto(`/fr/catalog?q=${name}`);
  await waitForHydration(shopper);
  const card = shopper.locator('.product-card__name', { hasText: `Lanterne ${name}` });
  await expect(card).toBeVisible();
  const filters = shopper.getByRole('form', { name: 'Filtres' });
  await filters
    .getByRole('group', { name: 'Couleur' })
    .getByRole('checkbox', { name: new RegExp(`^${colours[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .check();
  await expect(shopper).toHaveURL(/filter=/, { timeout: 5000 });
  await expect(card).toBeVisible();
  await card.click();
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(`Lanterne ${name}`);
  const tiers = shopper.getByRole('region', { name: 'Prix dégressifs' }).getByRole('table');
  await expect(tiers.locator('tbody tr')).toHaveCount(2);
  await expect(tiers).toContainText('19,36');

  // Staff rename the French address; the old one redirects permanently to the new one.
  await slugField.fill(`lanterne-${name.toLowerCase()}-laiton`);
  await saved.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').getByText('Produit enregistré.')).toBeVisible();
  await expect(saved.getByText(`Anciennes adresses, redirigées : ${oldSlug}`)).toBeVisible();
  const old = await request.get(`/fr/p/${oldSlug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toMatch(new RegExp(`/fr/p/lanterne-${name.toLowerCase()}-laiton$`));
  await shopper.goto(`/fr/p/${oldSlug}`);
  await expect(shopper).toHaveURL(new RegExp(`/fr/p/lanterne-${name.toLowerCase()}-laiton$`));
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(`Lanterne ${name}`);
  await shopper.close();
});

test('two staff edit the same product: the second is shown both versions and keeps the saved one', async ({
  page,
  browser,
}) => {
  const name = word();
  await signIn(page);
  // The product both edit, made through the back office's API and archived at the end, so the
  // shop's catalogue is left as it was (it is never published).
  const csrf = { 'x-csrf-token': await token(page.request) };
  const options = (await (await page.request.get(`${MANAGE}/options?culture=fr`)).json()) as {
    Categories: { Id: string }[];
  };
  const created = await page.request.post(`${MANAGE}/products`, {
    headers: csrf,
    data: {
      Reference: `E2E-${name.toUpperCase()}`,
      CategoryId: options.Categories[0]?.Id,
      BrandId: null,
      TaxClass: 'standard',
      Translations: [{ Culture: 'fr', Name: `Applique ${name}`, Slug: `applique-${name.toLowerCase()}` }],
      Variants: [{ Sku: `E2E-${name.toUpperCase()}-1`, UnitPrice: 49.9, ValueIds: [] }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const product = (await created.json()) as { Id: string; Version: number };
  const address = `/admin/catalogue?view=products&product=${product.Id}`;

  try {
    // Both open it; the admin saves first.
    await page.goto(address);
    const theirs = page.getByRole('form', { name: `Applique ${name}` });
    const colleague = await (await browser.newContext()).newPage();
    await signInToBackOffice(colleague, DEMO_CATALOGUE, address);
    const mine = colleague.getByRole('form', { name: `Applique ${name}` });
    await expect(mine.getByRole('textbox', { name: 'Référence' })).toHaveValue(`E2E-${name.toUpperCase()}`);

    await theirs.getByRole('textbox', { name: 'Référence' }).fill(`E2E-${name.toUpperCase()}-A`);
    await theirs.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').getByText('Produit enregistré.')).toBeVisible();

    // The colleague's save over the older version is refused, with both versions side by side.
    await mine.getByRole('textbox', { name: 'Référence' }).fill(`E2E-${name.toUpperCase()}-B`);
    await mine.getByRole('button', { name: 'Enregistrer' }).click();
    const dialog = colleague.getByRole('dialog', { name: 'Ce produit a changé entre-temps' });
    await expect(dialog).toBeVisible();
    const reference = dialog.getByRole('row', { name: /Référence/ });
    await expect(reference).toContainText(`E2E-${name.toUpperCase()}-B`);
    await expect(reference).toContainText(`E2E-${name.toUpperCase()}-A`);
    await expectNoAxeViolations(colleague);

    // They take the saved version: the form shows it, and nothing of theirs was written.
    await dialog.getByRole('button', { name: 'Reprendre la version enregistrée' }).click();
    await expect(dialog).toBeHidden();
    await expect(mine.getByRole('textbox', { name: 'Référence' })).toHaveValue(`E2E-${name.toUpperCase()}-A`);
    const stored = (await (await page.request.get(`${MANAGE}/products/${product.Id}`)).json()) as {
      Reference: string;
      Version: number;
    };
    expect(stored.Reference).toBe(`E2E-${name.toUpperCase()}-A`);
    await colleague.context().close();
  } finally {
    const current = (await (await page.request.get(`${MANAGE}/products/${product.Id}`)).json()) as {
      Version: number;
    };
    await page.request.put(`${MANAGE}/products/${product.Id}/status`, {
      headers: csrf,
      data: { Status: 'archived', Version: current.Version },
    });
  }
});
