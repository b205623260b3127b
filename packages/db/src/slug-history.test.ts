import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  categorySlugHistory,
  categoryTranslations,
  productSlugHistory,
  products,
  productTranslations,
} from './schema/index';
import { createTestDatabase, type TestDatabase } from './testing';

const servers = [
  { name: 'PGlite', url: undefined },
  ...((process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL)
    ? [{ name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL }]
    : []),
];

describe.each(servers)('slug history on $name', ({ url }) => {
  let testDb: TestDatabase;
  const categoryId = randomUUID();
  const productId = randomUUID();
  const otherId = randomUUID();

  beforeAll(async () => {
    testDb = await createTestDatabase(url);
    const { db } = testDb.handle;
    await db.insert(categories).values({ id: categoryId, path: `/${categoryId}/` });
    await db.insert(categoryTranslations).values([
      { categoryId, culture: 'fr', name: 'Chaises', slug: 'chaises' },
      { categoryId, culture: 'nl', name: 'Stoelen', slug: 'stoelen' },
    ]);
    await db.insert(products).values([
      { id: productId, reference: 'P-1', categoryId, priceFrom: '10' },
      { id: otherId, reference: 'P-2', categoryId, priceFrom: '10' },
    ]);
    await db.insert(productTranslations).values([
      { productId, culture: 'fr', name: 'Chaise Oslo', slug: 'chaise-oslo' },
      { productId, culture: 'nl', name: 'Stoel Oslo', slug: 'stoel-oslo' },
      { productId: otherId, culture: 'fr', name: 'Chaise Arno', slug: 'chaise-arno' },
    ]);
  });
  afterAll(() => testDb?.dispose());

  const productHistory = () =>
    testDb.handle.db
      .select({
        culture: productSlugHistory.culture,
        slug: productSlugHistory.slug,
        id: productSlugHistory.productId,
      })
      .from(productSlugHistory)
      .orderBy(productSlugHistory.culture, productSlugHistory.slug);

  const renameProduct = (id: string, culture: string, slug: string) =>
    testDb.handle.db
      .update(productTranslations)
      .set({ slug })
      .where(and(eq(productTranslations.productId, id), eq(productTranslations.culture, culture)));

  it('keeps a renamed product’s old slug in its culture only', async () => {
    await renameProduct(productId, 'fr', 'chaise-oslo-en-chene');
    expect(await productHistory()).toEqual([{ culture: 'fr', slug: 'chaise-oslo', id: productId }]);
    // A second rename keeps both old addresses, each pointing at the product (not a chain).
    await renameProduct(productId, 'fr', 'chaise-oslo-chene-massif');
    expect(await productHistory()).toEqual([
      { culture: 'fr', slug: 'chaise-oslo', id: productId },
      { culture: 'fr', slug: 'chaise-oslo-en-chene', id: productId },
    ]);
  });

  it('forgets an old slug once it is current again, for the same product or another', async () => {
    await renameProduct(productId, 'fr', 'chaise-oslo');
    expect((await productHistory()).map((row) => row.slug)).toEqual([
      'chaise-oslo-chene-massif',
      'chaise-oslo-en-chene',
    ]);
    await renameProduct(otherId, 'fr', 'chaise-oslo-en-chene');
    expect(await productHistory()).toEqual([
      { culture: 'fr', slug: 'chaise-arno', id: otherId },
      { culture: 'fr', slug: 'chaise-oslo-chene-massif', id: productId },
    ]);
  });

  it('leaves the history alone when a translation changes without its slug', async () => {
    const before = await productHistory();
    await testDb.handle.db
      .update(productTranslations)
      .set({ name: 'Stoel Oslo eik' })
      .where(eq(productTranslations.productId, productId));
    expect(await productHistory()).toEqual(before);
  });

  it('keeps a renamed category’s old slug, and drops it with the category', async () => {
    const { db } = testDb.handle;
    await db
      .update(categoryTranslations)
      .set({ slug: 'stoelen-en-krukken' })
      .where(and(eq(categoryTranslations.categoryId, categoryId), eq(categoryTranslations.culture, 'nl')));
    expect(await db.select().from(categorySlugHistory)).toMatchObject([
      { culture: 'nl', slug: 'stoelen', categoryId },
    ]);
    await db.delete(products);
    await db.delete(categories).where(eq(categories.id, categoryId));
    expect(await db.select().from(categorySlugHistory)).toEqual([]);
    expect(await db.select().from(productSlugHistory)).toEqual([]);
    expect((await db.execute(sql`select 1 from category_translations`)).rows).toEqual([]);
  });
});
