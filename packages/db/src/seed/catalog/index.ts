import { randomUUID } from 'node:crypto';
import { asc, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '../../client';
import { assets } from '../../schema/assets-library';
import {
  attributes,
  attributeTranslations,
  attributeValues,
  attributeValueTranslations,
  brands,
  categories,
  categoryTranslations,
  degressivePrices,
  productAssociations,
  productCategories,
  productPhotos,
  products,
  productTags,
  productTranslations,
  productVariants,
  tags,
  tagTranslations,
  variantAttributeValues,
  warehouseStock,
  warehouses,
} from '../../schema/catalog';
import type { FileStorage } from '../../storage/file-storage';
import { folderNamed, storeImage } from '../assets';
import {
  buildReferenceData,
  createProductFactory,
  emptyBatch,
  type ProductBatch,
  type ReferenceData,
  type RenderRequest,
  type ResolvedIds,
} from './generate';
import { type RenderedImage, renderBrandLogo, renderProductImage } from './images';
import { Random } from './random';
import { COLOURS, MATERIALS, PHOTO_FOLDERS, type ShapeKey, SIZES } from './words';

/** The catalogue a plain `pnpm start` shows; any other seed gives another, equally valid one. */
export const DEFAULT_CATALOG_SEED = 20_261_122;

export interface CatalogSeedOptions {
  products: number;
  storage: FileStorage;
  seed?: number;
  /** Called with 0 once seeding is sure to happen, then after each committed batch. */
  onProgress?: (done: number, total: number) => void;
  /** Products per transaction; smaller batches report progress more often. */
  batchSize?: number;
}

export interface CatalogSeedReport {
  /** True when products existed already and nothing was written. */
  skipped: boolean;
  products: number;
  variants: number;
  categories: number;
  brands: number;
  tags: number;
  warehouses: number;
  photos: number;
  /** Logos drawn for the brands that had none. */
  brandLogos: number;
  /** Images drawn and encoded (each shape and colour once, each brand logo). */
  assetsRendered: number;
  /** Asset rows written; fewer than renders when an identical image (same sha256) existed. */
  assetsCreated: number;
  /** Photos that did not need an asset of their own: they show an image another photo shows too. */
  assetsReused: number;
  durationMs: number;
}

/** Rows per insert statement: large enough to amortise a round trip, small enough for steady memory. */
const ROWS_PER_STATEMENT = 5000;
const RENDER_CONCURRENCY = 4;
/** Advisory lock key of the catalogue seed ('VTCS'). */
const SEED_LOCK_ID = 0x56544353;

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The deterministic demo catalogue: categories, brands, tags, attributes, warehouses, then
 * `products` products with variants, tiered prices, stock, photos and associations. It only runs
 * on a catalogue without products, so starting a shop twice changes nothing; each batch is one
 * transaction, so a failure never leaves a product without its variants or translations.
 */
export async function seedCatalog(db: Database, options: CatalogSeedOptions): Promise<CatalogSeedReport> {
  const started = performance.now();
  const report: CatalogSeedReport = {
    skipped: false,
    products: 0,
    variants: 0,
    categories: 0,
    brands: 0,
    tags: 0,
    warehouses: 0,
    photos: 0,
    brandLogos: 0,
    assetsRendered: 0,
    assetsCreated: 0,
    assetsReused: 0,
    durationMs: 0,
  };
  const existing = await db.select({ id: products.id }).from(products).limit(1);
  if (existing.length > 0 || options.products <= 0) {
    report.skipped = existing.length > 0;
    report.durationMs = Math.round(performance.now() - started);
    return report;
  }

  const seed = options.seed ?? DEFAULT_CATALOG_SEED;
  const random = new Random(seed);
  // Ids come from their own stream so that adding a row type never reshuffles names or prices.
  const ids = new Random(seed ^ 0x5bd1e995);
  const reference = buildReferenceData(random, ids);
  const assetByRender = new Map<string, string>();
  let folderByShape = new Map<ShapeKey, string>();
  const batchSize = Math.max(1, options.batchSize ?? 500);
  const total = options.products;
  let addProduct: ReturnType<typeof createProductFactory> | undefined;
  let logos = 0;
  // The planner's statistics are refreshed each time the catalogue doubles: the read model's
  // triggers plan their lookups from them, and plans made for a nearly empty table turn into
  // scans of the whole table once it holds tens of thousands of rows.
  let analyzeAt = 1000;
  for (let start = 0; start < total; start += batchSize) {
    const end = Math.min(total, start + batchSize);
    const written = await db.transaction(async (tx) => {
      if (!addProduct) {
        // Several gateways may start at once on one server: the first batch commits under this
        // lock, so whoever comes second finds products and leaves the catalogue alone.
        await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
        if ((await tx.select({ id: products.id }).from(products).limit(1)).length > 0) return null;
        const resolved = await writeReferenceData(tx, reference);
        folderByShape = await writePhotoFolders(tx);
        logos = await writeBrandLogos(tx, options.storage);
        addProduct = createProductFactory({
          random,
          ids,
          reference,
          resolved,
          now: Math.floor(Date.now() / 60_000) * 60_000,
        });
        // Now it is certain that this call writes the catalogue: a progress bar may appear.
        options.onProgress?.(0, total);
      }
      const batch = emptyBatch();
      for (let index = start; index < end; index += 1) addProduct(index, batch);
      const missing = [...batch.renders.values()].filter((request) => !assetByRender.has(request.key));
      // sharp encodes on libuv's threads while the rows go in: the two overlap on a multi-core machine.
      const rendering = renderAll(missing);
      rendering.catch(() => {}); // awaited below; this only stops an early insert failure leaving it unhandled
      await writeProductRows(tx, batch);
      const newAssets = await storeAssets(
        tx,
        options.storage,
        missing,
        await rendering,
        assetByRender,
        folderByShape,
      );
      if (newAssets.length) await tx.insert(assets).values(newAssets);
      const photos = await writePhotos(tx, batch, assetByRender);
      return { batch, photos, rendered: missing.length, created: newAssets.length };
    });
    if (!written) {
      report.skipped = true;
      break;
    }
    report.products += written.batch.products.length;
    report.variants += written.batch.variants.length;
    report.photos += written.photos;
    report.assetsRendered += written.rendered;
    report.assetsCreated += written.created;
    if (report.products >= analyzeAt && end < total) {
      analyzeAt *= 2;
      await db.execute(
        sql`ANALYZE products, product_variants, variant_attribute_values, warehouse_stock, product_categories, product_tags`,
      );
    }
    options.onProgress?.(end, total);
  }
  if (report.products > 0) {
    await pickCategoryImages(db);
    report.brandLogos = logos;
    report.assetsRendered += logos;
    report.assetsCreated += logos;
    report.categories = reference.categories.length;
    report.brands = reference.brands.length;
    report.tags = reference.tags.length;
    report.warehouses = reference.warehouses.length;
  }
  report.assetsReused = report.photos - (report.assetsCreated - report.brandLogos);
  report.durationMs = Math.round(performance.now() - started);
  return report;
}

/**
 * The library folders the product photos are filed in: "Catalogue" and one child per shape. A
 * folder an editor already made under that name is used as it is.
 */
async function writePhotoFolders(tx: Transaction): Promise<Map<ShapeKey, string>> {
  const root = await folderNamed(tx, PHOTO_FOLDERS.root, null);
  const byShape = new Map<ShapeKey, string>();
  for (const [shape, name] of Object.entries(PHOTO_FOLDERS.byShape))
    byShape.set(shape as ShapeKey, (await folderNamed(tx, name, root)).id);
  return byShape;
}

function renderAll(requests: RenderRequest[]): Promise<RenderedImage[]> {
  return mapLimit(requests, RENDER_CONCURRENCY, (request) =>
    renderProductImage(request.shape as ShapeKey, COLOURS[request.colour].codes, request.view),
  );
}

/**
 * A logo for each brand without one (filed under Catalogue › Marques), so that the brand
 * carousels show logos rather than names. A brand an editor gave a logo keeps it.
 */
async function writeBrandLogos(tx: Transaction, storage: FileStorage): Promise<number> {
  const missing = await tx
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(isNull(brands.logoAssetId))
    .orderBy(asc(brands.sortOrder), asc(brands.name));
  if (!missing.length) return 0;
  const root = await folderNamed(tx, PHOTO_FOLDERS.root, null);
  const folder = await folderNamed(tx, PHOTO_FOLDERS.brands, root);
  const images = await mapLimit(
    missing.map((brand, index) => ({ brand, index })),
    RENDER_CONCURRENCY,
    ({ brand, index }) => renderBrandLogo(brand.name, index),
  );
  for (const [index, brand] of missing.entries()) {
    const image = images[index]!;
    const slug = brand.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-');
    const assetId = await storeImage(tx, storage, image, `logo-${slug}.webp`, folder.id);
    await tx.execute(sql`update brands set logo_asset_id = ${assetId}::uuid where id = ${brand.id}::uuid`);
  }
  return missing.length;
}

/**
 * Each category without a photo shows the first photo of the most popular product of its subtree
 * (the home page's category tiles); an editor can choose another.
 */
async function pickCategoryImages(db: Database) {
  await db.execute(sql`
    UPDATE categories c SET image_asset_id = (
      SELECT ph.asset_id FROM products p JOIN product_photos ph ON ph.product_id = p.id
       WHERE p.category_ids @> ARRAY[c.id] AND p.is_published
       ORDER BY p.popularity DESC, p.id, ph.sort_order LIMIT 1)
     WHERE c.image_asset_id IS NULL`);
}

/**
 * Stores the images this batch drew for the first time. One whose large rendition hashes like
 * an existing asset reuses that row instead of writing a copy. Files are written before their
 * rows commit: a failure then leaves an unused file, never a row without its file.
 */
async function storeAssets(
  db: Executor,
  storage: FileStorage,
  requests: RenderRequest[],
  rendered: RenderedImage[],
  assetByRender: Map<string, string>,
  folderByShape: ReadonlyMap<ShapeKey, string>,
): Promise<(typeof assets.$inferInsert)[]> {
  if (!requests.length) return [];
  const hashes = [...new Set(rendered.map((image) => image.sha256))];
  const known = await db
    .select({ id: assets.id, sha256: assets.sha256 })
    .from(assets)
    .where(inArray(assets.sha256, hashes));
  const bySha = new Map(known.map((row) => [row.sha256, row.id]));
  const rows: (typeof assets.$inferInsert)[] = [];
  const toWrite: { id: string; image: RenderedImage }[] = [];
  requests.forEach((request, i) => {
    const image = rendered[i]!;
    let id = bySha.get(image.sha256);
    if (!id) {
      id = randomUUID();
      bySha.set(image.sha256, id);
      const name = `${request.key}.webp`;
      rows.push({
        id,
        storageKey: `images/${id}`,
        name,
        originalFileName: name,
        mimeType: 'image/webp',
        width: image.width,
        height: image.height,
        sizeBytes: image.large.length,
        sha256: image.sha256,
        folderId: folderByShape.get(request.shape) ?? null,
      });
      toWrite.push({ id, image });
    }
    assetByRender.set(request.key, id);
  });
  await mapLimit(toWrite, RENDER_CONCURRENCY, async ({ id, image }) => {
    await storage.put(`images/${id}/large.webp`, image.large);
    await storage.put(`images/${id}/thumb.webp`, image.thumb);
  });
  return rows;
}

async function writeReferenceData(tx: Transaction, data: ReferenceData): Promise<ResolvedIds> {
  // Categories are ours alone (ids from the seed); the rest is looked up again by its natural
  // key afterwards, so a 'colour' attribute or a tag an editor made first is reused, not duplicated.
  await tx.insert(categories).values(data.categories).onConflictDoNothing();
  await tx.insert(categoryTranslations).values(data.categoryTranslations).onConflictDoNothing();
  await tx.insert(brands).values(data.brands).onConflictDoNothing();
  await tx.insert(tags).values(data.tags).onConflictDoNothing();
  await tx.insert(attributes).values(data.attributes).onConflictDoNothing();
  await tx.insert(warehouses).values(data.warehouses).onConflictDoNothing();

  const brandRows = await tx.select({ id: brands.id, slug: brands.slug }).from(brands);
  const brandBySlug = new Map(brandRows.map((row) => [row.slug, row.id]));
  const tagRows = await tx.select({ id: tags.id, key: tags.key }).from(tags);
  const tagByKey = new Map(tagRows.map((row) => [row.key, row.id]));
  const attributeRows = await tx.select({ id: attributes.id, key: attributes.key }).from(attributes);
  const attributeByKey = new Map(attributeRows.map((row) => [row.key, row.id]));
  const warehouseRows = await tx.select({ id: warehouses.id, code: warehouses.code }).from(warehouses);
  const warehouseByCode = new Map(warehouseRows.map((row) => [row.code, row.id]));

  const plannedAttributeKey = new Map(data.attributes.map((row) => [row.id!, row.key]));
  const actualAttribute = (plannedId: string) =>
    attributeByKey.get(plannedAttributeKey.get(plannedId) ?? '')!;
  const plannedTagKey = new Map(data.tags.map((row) => [row.id!, row.key]));

  await tx
    .insert(tagTranslations)
    .values(
      data.tagTranslations.map((row) => ({
        ...row,
        tagId: tagByKey.get(plannedTagKey.get(row.tagId) ?? '')!,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(attributeTranslations)
    .values(
      data.attributeTranslations.map((row) => ({ ...row, attributeId: actualAttribute(row.attributeId) })),
    )
    .onConflictDoNothing();
  await tx
    .insert(attributeValues)
    .values(data.attributeValues.map((row) => ({ ...row, attributeId: actualAttribute(row.attributeId) })))
    .onConflictDoNothing();
  const valueRows = await tx
    .select({ id: attributeValues.id, attributeId: attributeValues.attributeId, key: attributeValues.key })
    .from(attributeValues);
  const valueByKey = new Map(valueRows.map((row) => [`${row.attributeId}/${row.key}`, row.id]));
  const plannedValue = new Map(
    data.attributeValues.map((row) => [
      row.id!,
      valueByKey.get(`${actualAttribute(row.attributeId)}/${row.key}`)!,
    ]),
  );
  await tx
    .insert(attributeValueTranslations)
    .values(
      data.attributeValueTranslations.map((row) => ({ ...row, valueId: plannedValue.get(row.valueId)! })),
    )
    .onConflictDoNothing();

  const colourAttribute = attributeByKey.get('colour')!;
  const sizeAttribute = attributeByKey.get('size')!;
  const materialAttribute = attributeByKey.get('material')!;
  const valueIds = (attributeId: string, keys: string[]) =>
    Object.fromEntries(keys.map((key) => [key, valueByKey.get(`${attributeId}/${key}`)!]));
  return {
    brandIds: data.brands.map((row) => brandBySlug.get(row.slug)!),
    tagIds: Object.fromEntries(data.tags.map((row) => [row.key, tagByKey.get(row.key)!])),
    attributeIds: { colour: colourAttribute, size: sizeAttribute, material: materialAttribute },
    colourIds: valueIds(colourAttribute, Object.keys(COLOURS)),
    sizeIds: valueIds(
      sizeAttribute,
      Object.values(SIZES).flatMap((group) => group.map((size) => size.key)),
    ),
    materialIds: valueIds(materialAttribute, Object.keys(MATERIALS)),
    warehouseIds: data.warehouses.map((row) => warehouseByCode.get(row.code)!),
  };
}

/**
 * One statement per few thousand rows, the rows as a single JSON parameter: PostgreSQL parses
 * that far faster than thousands of bind parameters, and it is the same SQL on PGlite.
 */
async function bulkInsert<T extends PgTable>(tx: Transaction, table: T, rows: T['$inferInsert'][]) {
  const first = rows[0] as Record<string, unknown> | undefined;
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(
      rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
        const record = row as Record<string, unknown>;
        return Object.fromEntries(columns.map(([key, column]) => [column.name, record[key] ?? null]));
      }),
    );
    await tx.execute(
      sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${json}::json)`,
    );
  }
}

async function writeProductRows(tx: Transaction, batch: ProductBatch) {
  await bulkInsert(tx, products, batch.products);
  await bulkInsert(tx, productCategories, batch.productCategories);
  await bulkInsert(tx, productTranslations, batch.translations);
  await bulkInsert(tx, productVariants, batch.variants);
  await bulkInsert(tx, variantAttributeValues, batch.variantValues);
  await bulkInsert(tx, degressivePrices, batch.degressivePrices);
  await bulkInsert(tx, warehouseStock, batch.stock);
  await bulkInsert(tx, productTags, batch.tags);
  await bulkInsert(tx, productAssociations, batch.associations);
}

async function writePhotos(tx: Transaction, batch: ProductBatch, assetByRender: Map<string, string>) {
  const seen = new Set<string>();
  const photos = batch.photos.flatMap((photo) => {
    const assetId = assetByRender.get(photo.renderKey)!;
    // Two render keys can hash to one asset; a product shows it once.
    const key = `${photo.productId}/${assetId}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [
      {
        productId: photo.productId,
        assetId,
        attributeValueId: photo.attributeValueId,
        sortOrder: photo.sortOrder,
      },
    ];
  });
  await bulkInsert(tx, productPhotos, photos);
  return photos.length;
}
