import { readFile } from 'node:fs/promises';
import { DEMO_CATALOGUE, signInToBackOffice } from './backoffice-session';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * A catalogue staff member imports 1,000 products from a CSV: the dry run lists the file's three
 * bad rows, the fixed file is checked and imported, and the products are exported back. The
 * products carry a word of this run only and are imported unpublished, so the shop's pages and
 * the journeys that look at its newest products do not see them.
 */

const MANAGE = '/api/v1/backoffice/catalog/manage';
const COUNT = 1000;

const CULTURE_FIELDS = ['Name', 'Slug', 'ShortDescription', 'Description', 'SeoTitle', 'SeoDescription'];
const HEADER = [
  'Reference',
  'Sku',
  'Status',
  'CategoryId',
  'Brand',
  'TaxClass',
  'Attributes',
  'Ean',
  'WeightGrams',
  'IsAvailable',
  'UnitPrice',
  'Tiers',
  'MinOrderQuantity',
  'OrderQuantityStep',
  'MaxOrderQuantity',
  ...['fr', 'nl'].flatMap((culture) => CULTURE_FIELDS.map((field) => `${field}.${culture}`)),
];

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** The catalogue file: product i on line i + 1; `bad` spoils three of its rows. */
function catalogueCsv(word: string, categoryId: string, bad: boolean): string {
  const lines = [HEADER.join(',')];
  for (let i = 1; i <= COUNT; i += 1) {
    const cells: Record<string, string> = {
      Reference: `${word}-${i}`,
      Sku: `${word}-${i}-A`,
      Status: 'unpublished',
      CategoryId: categoryId,
      TaxClass: 'standard',
      WeightGrams: '400',
      IsAvailable: 'true',
      UnitPrice: '19.90',
      Tiers: '10=17.90',
      MinOrderQuantity: '1',
      OrderQuantityStep: '1',
      MaxOrderQuantity: '0',
      'Name.fr': `Bougie ${word} ${i}`,
      'Slug.fr': `bougie-${word.toLowerCase()}-${i}`,
      'Name.nl': `Kaars ${word} ${i}`,
      'Slug.nl': `kaars-${word.toLowerCase()}-${i}`,
    };
    if (bad && i === 12) cells.UnitPrice = '-3.00';
    if (bad && i === 400) cells.Sku = `${word}-399-A`;
    if (bad && i === 901) cells['Slug.fr'] = 'Bougie avec espaces';
    lines.push(HEADER.map((column) => quote(cells[column] ?? '')).join(','));
  }
  return `${lines.join('\n')}\n`;
}

test('a catalogue staff member dry-runs a CSV of 1,000 products, fixes its three bad rows, imports it and exports it back', async ({
  page,
}) => {
  test.setTimeout(900_000);
  const word = `BULK${Date.now().toString(36).toUpperCase()}`;
  await signInToBackOffice(page, DEMO_CATALOGUE, '/admin/catalogue?view=bulk');
  const importPanel = page.getByRole('region', { name: 'Importer un CSV' });
  await expect(importPanel).toBeVisible();

  const options = await page.request.get(`${MANAGE}/options?culture=fr`);
  expect(options.ok()).toBe(true);
  const categoryId = ((await options.json()) as { Categories: { Id: string }[] }).Categories[0]?.Id;
  expect(categoryId).toBeTruthy();

  // The file with three bad rows: the dry run names them, line, column and reason, in French.
  const file = page.getByTestId('catalogue-csv-file');
  await file.setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(catalogueCsv(word, categoryId ?? '', true)),
  });
  await expect(importPanel.getByRole('progressbar')).toBeVisible();
  const errors = importPanel.getByRole('table', { name: 'Lignes fautives' });
  await expect(errors).toBeVisible({ timeout: 300_000 });
  await expect(errors.getByRole('row')).toHaveCount(4);
  await expect(errors.getByRole('row').nth(1)).toContainText('13UnitPriceLe prix ne peut pas être négatif.');
  await expect(errors.getByRole('row').nth(2)).toContainText(
    '401SkuCe SKU figure déjà plus haut dans le fichier.',
  );
  await expect(errors.getByRole('row').nth(3)).toContainText('902Slug.fr');
  await expect(importPanel.getByText('3 lignes fautives')).toBeVisible();
  await expect(importPanel.getByRole('button', { name: 'Importer', exact: true })).toBeDisabled();
  await expectNoAxeViolations(page);

  // The fixed file: checked clean, then imported.
  await file.setInputFiles({
    name: 'catalogue-corrige.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(catalogueCsv(word, categoryId ?? '', false)),
  });
  await expect(importPanel.getByText(`Vérifié : ${COUNT} lignes, ${COUNT} produits`)).toBeVisible({
    timeout: 300_000,
  });
  await importPanel.getByRole('button', { name: 'Importer', exact: true }).click();
  await expect(importPanel.getByRole('progressbar')).toBeVisible();
  await expect(importPanel.getByText(`Importé : ${COUNT} créés, 0 modifiés, 0 inchangés.`)).toBeVisible({
    timeout: 600_000,
  });
  await expectNoAxeViolations(page);

  // The export of this run's products downloads as a CSV that holds them all.
  await page.getByRole('region', { name: 'Sélection' }).getByRole('searchbox').fill(word);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Télécharger le CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = await readFile((await download.path()) ?? '', 'utf8');
  const lines = exported.trim().split('\n');
  expect(lines[0]?.replace(/^\ufeff/, '').startsWith('Reference,Sku,Status,')).toBe(true);
  expect(lines.length).toBe(COUNT + 1);
  expect(exported).toContain(`${word}-901-A`);
  expect(exported).toContain(`bougie-${word.toLowerCase()}-901`);
});
