import type { Locator, Page } from '@playwright/test';
import { DEMO_CATALOGUE, signInToBackOffice } from './backoffice-session';
import { expect, expectNoAxeViolations, test, withConsentGiven } from './fixtures';

/**
 * Catalogue staff arrange the category tree themselves: a category made under another with its
 * names in French and Dutch, dragged under a third, renamed; its old shop address redirects
 * permanently. The journey works on categories of its own and deletes them at the end.
 */

/** A word no demo category has, so that this run's slugs are its own. */
const word = () =>
  `Zephyr${Date.now()
    .toString(36)
    .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;

/** Picks an option of a select by its visible name. */
async function pick(page: Page, select: Locator, name: string) {
  const listbox = page.getByRole('listbox');
  // A click that lands while the page re-renders may not open the menu: open it until it is open.
  await expect(async () => {
    if (!(await listbox.isVisible())) await select.click();
    await expect(listbox).toBeVisible({ timeout: 2000 });
  }).toPass();
  await listbox.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/**
 * Drags one row onto the middle of another with the mouse, in small steps, as a person would: the
 * tree's drag-and-drop (react-dnd's HTML5 backend) starts on a native dragstart and places the drop
 * from the pointer's position over the row.
 */
async function drag(page: Page, source: Locator, target: Locator) {
  // The tree scrolls inside its own box: both rows in view first, or the pointer lands beside them.
  await target.scrollIntoViewIfNeeded();
  await source.scrollIntoViewIfNeeded();
  await target.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('the rows are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + to.height / 2, { steps: 2 });
  await page.mouse.up();
}

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

test.beforeEach(async ({ context, baseURL }) => {
  await withConsentGiven(context, baseURL!);
});

test('catalogue staff create a category under another in French and Dutch, drag it elsewhere and rename it; the old address redirects', async ({
  page,
  request,
}) => {
  const run = word();
  const first = `Salon ${run}`;
  const second = `Jardin ${run}`;
  const child = `Lanternes ${run}`;
  await signInToBackOffice(page, DEMO_CATALOGUE, '/admin/catalogue-structure');
  await expect(page.getByRole('heading', { level: 1, name: 'Structure du catalogue' })).toBeVisible();
  const tree = page.getByRole('tree', { name: 'Arbre des catégories' });
  await expect(tree.getByRole('treeitem').first()).toBeVisible();
  const row = (name: string) => tree.getByRole('treeitem').filter({ hasText: name });

  /** A new category with its French and Dutch names, under a parent when given. */
  async function create(name: string, parent?: string) {
    await page.getByRole('button', { name: 'Nouvelle catégorie' }).click();
    const form = page.getByRole('form', { name: 'Nouvelle catégorie' });
    if (parent) await pick(page, form.getByRole('combobox', { name: 'Catégorie parente' }), parent);
    await form.getByRole('textbox', { name: 'Nom' }).fill(name);
    await form.getByRole('tab', { name: /^néerlandais/ }).click();
    await form.getByRole('textbox', { name: 'Nom' }).fill(`NL ${name}`);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('status').getByText('Catégorie enregistrée.')).toBeVisible();
    await expect(row(name)).toBeVisible();
  }

  await create(first);
  await create(second);
  await create(child, first);
  // Four cultures lack a name: the row says so at a glance.
  await expect(row(child).getByText('Traduction manquante : allemand')).toBeAttached();
  const shopCategory = async (slug: string) =>
    (await request.get(`/api/v1/catalog/fr/categories/by-slug?slug=${slug}`)).json() as Promise<{
      Slug: string;
      Ancestors: { Name: string }[];
    }>;
  expect((await shopCategory(slugOf(child))).Ancestors.map((entry) => entry.Name)).toEqual([first]);
  await expectNoAxeViolations(page);

  // Dragged onto the second category: it goes under it.
  const moved = page
    .waitForResponse((response) => response.url().includes('/position'), { timeout: 10_000 })
    .catch(() => null);
  await drag(page, row(child), row(second));
  expect((await moved)?.status(), 'the move is sent and taken').toBe(200);
  // The move's answer: moved, or the refusal that says why not.
  await expect(page.getByText(/Catégorie déplacée\.|Quelqu’un d’autre|ne peut pas aller/)).toHaveText(
    'Catégorie déplacée.',
  );
  await expect
    .poll(async () => (await shopCategory(slugOf(child))).Ancestors.map((entry) => entry.Name))
    .toEqual([second]);

  // Renamed in French: the slug follows the name, the old address redirects permanently.
  const renamed = `Photophores ${run}`;
  await row(child).click();
  const form = page.getByRole('form', { name: `Catégorie « ${child} »` });
  await form.getByRole('textbox', { name: 'Nom' }).fill(renamed);
  await expect(form.getByRole('textbox', { name: 'Adresse (slug)' })).toHaveValue(slugOf(renamed));
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').getByText('Catégorie enregistrée.')).toBeVisible();
  await expect(row(renamed)).toBeVisible();
  const old = await request.get(`/fr/c/${slugOf(child)}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toContain(`/fr/c/${slugOf(renamed)}`);
  const current = await request.get(`/fr/c/${slugOf(renamed)}`);
  expect(current.status()).toBe(200);

  // The filter on a missing culture keeps this journey's categories (they lack German).
  await pick(page, page.getByRole('combobox', { name: 'Traduction manquante en' }), 'allemand');
  await expect(row(renamed)).toBeVisible();
  await expect(row(first)).toBeVisible();

  // Its parent is not deleted while it has a subcategory; the journey's own categories go at the end.
  await row(second).click();
  const parentForm = page.getByRole('form', { name: `Catégorie « ${second} »` });
  await parentForm.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(parentForm.getByText(/sous-catégories/)).toBeVisible();
  for (const name of [renamed, second, first]) {
    await row(name).click();
    const editor = page.getByRole('form', { name: `Catégorie « ${name} »` });
    await editor.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(row(name)).toHaveCount(0);
  }
});
