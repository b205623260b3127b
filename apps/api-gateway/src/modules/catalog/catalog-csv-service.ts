import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CATALOG_CSV_BATCH_ROWS,
  CATALOG_CSV_MAX_ROWS,
  type CatalogCsvReport,
  type CatalogSelection,
  ProductEditSchema,
  type ProductStatus,
} from '@vitrine/api-client';
import type { Database, Executor } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { Money } from '@vitrine/money';
import { CsvError, parse } from 'csv-parse';
import { ConflictError, ValidationError } from '../../lib/domain-errors';
import type { Work } from '../../lib/unit-of-work';
import type { CatalogCache } from './catalog-cache-plugin';
import {
  type CellError,
  type CsvLayout,
  type CsvLookups,
  type CsvRow,
  cellOf,
  cultureColumn,
  draftOf,
  escapeFormula,
  exportHeader,
  fieldPath,
  issueCell,
  type ProductDraft,
  readHeader,
  STOCK_PREFIX,
  stockColumn,
} from './catalog-csv-format';
import { catalogCsvRepository } from './catalog-csv-repository';
import { productAdminRepository } from './product-admin-repository';
import { type Actor, descriptionText, type ProductAdminService } from './product-admin-service';

/** The first errors are listed; the count says how many there are in all. */
const LISTED_ERRORS = 1000;
/** The most variants a product has (the editor's rule): its rows beyond are refused. */
const MAX_VARIANTS = 200;
/** Products read at a time by the export. */
const EXPORT_CHUNK = 100;

export interface CatalogCsvOptions {
  admin: ProductAdminService;
  caches: CatalogCache;
  currency: string;
  defaultCulture: Culture;
}

/** Thrown to roll a batch back: a dry run, or a batch with a bad row. */
class RollBack extends Error {}

/** The file is not a CSV we read: refused as a whole, with the reason's key. */
const fileError = (key: string, detail: string, extensions: Record<string, unknown> = {}) =>
  new ValidationError({ File: [key] }, detail).withExtensions(extensions);

/**
 * Checks that the bytes are UTF-8 as they stream through (a byte-order mark is welcome): a
 * Latin-1 or UTF-16 file is refused before its text is misread.
 */
function utf8Only() {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        done(fileError('CatalogCsv.NotUtf8', 'The file is not UTF-8 text.'));
        return;
      }
      done(null, chunk);
    },
    flush(done: TransformCallback) {
      try {
        decoder.decode();
      } catch {
        done(fileError('CatalogCsv.NotUtf8', 'The file is not UTF-8 text.'));
        return;
      }
      done();
    },
  });
}

const statusOf = (row: { isPublished: boolean; archivedAt: Date | null }): ProductStatus =>
  row.archivedAt ? 'archived' : row.isPublished ? 'published' : 'unpublished';

/**
 * The catalogue as CSV (ADR 040). The export streams the selected products a hundred at a time;
 * the import streams the upload through the parser and saves it in batches of whole products, one
 * transaction each, through the product editor's own save (its rules, audit trail and caches), so
 * that a batch with one bad row writes nothing. A dry run reads the same batches and runs every
 * check of the save on each product, writing nothing.
 */
export function catalogCsvService(db: Database, options: CatalogCsvOptions) {
  const { admin, caches, currency } = options;
  const price = (value: string) => Money.parse(value, currency).toDecimal();

  async function lookups(executor: Executor): Promise<CsvLookups & { warehouseCodes: string[] }> {
    const repository = catalogCsvRepository(executor);
    // One after the other: inside a transaction they share one connection.
    const categoryIds = await repository.categoryIds();
    const brandRows = await repository.brands();
    const valueRows = await repository.attributeValues();
    const warehouseRows = await repository.warehouses();
    const attributes = new Map<string, { id: string; values: Map<string, string> }>();
    const valueKeys = new Map<string, { attribute: string; value: string; order: number }>();
    valueRows.forEach((row, order) => {
      const attribute = attributes.get(row.attributeKey) ?? { id: row.attributeId, values: new Map() };
      attributes.set(row.attributeKey, attribute);
      if (row.valueId && row.valueKey) {
        attribute.values.set(row.valueKey, row.valueId);
        valueKeys.set(row.valueId, { attribute: row.attributeKey, value: row.valueKey, order });
      }
    });
    return {
      categories: new Set(categoryIds),
      brandIds: new Map(brandRows.map((row) => [row.slug, row.id])),
      brandSlugs: new Map(brandRows.map((row) => [row.id, row.slug])),
      attributes,
      valueKeys,
      warehouseIds: new Map(warehouseRows.map((row) => [row.code, row.id])),
      warehouseCodes: warehouseRows.map((row) => row.code),
    };
  }

  /** Products as the export writes them: per product, its rows (column → cell, formulas not escaped). */
  async function currentRows(executor: Executor, ids: readonly string[], look: CsvLookups) {
    const repository = catalogCsvRepository(executor);
    // One after the other: inside a batch's transaction they share one connection.
    const productRows = await repository.products(ids);
    const translations = await repository.translations(ids);
    const variants = await repository.variants(ids);
    const variantIds = variants.map((variant) => variant.id);
    const values = await repository.variantValues(variantIds);
    const tiers = await repository.tiers(variantIds);
    const stock = await repository.stock(variantIds);
    const warehouseCodes = new Map([...look.warehouseIds].map(([code, id]) => [id, code] as const));
    const result = new Map<
      string,
      {
        version: number;
        translations: typeof translations;
        variantIds: Map<string, string>;
        rows: Map<string, string>[];
      }
    >();
    for (const product of productRows) {
      const own = translations.filter((translation) => translation.productId === product.id);
      const shared = new Map<string, string>([
        ['Reference', product.reference],
        ['Status', statusOf(product)],
        ['CategoryId', product.categoryId],
        ['Brand', product.brandId ? (look.brandSlugs.get(product.brandId) ?? '') : ''],
        ['TaxClass', product.taxClass],
      ]);
      for (const translation of own) {
        const culture = translation.culture as Culture;
        shared.set(cultureColumn('Name', culture), translation.name);
        shared.set(cultureColumn('Slug', culture), translation.slug);
        shared.set(cultureColumn('ShortDescription', culture), translation.shortDescription);
        shared.set(cultureColumn('Description', culture), descriptionText(translation.descriptionHtml));
        shared.set(cultureColumn('SeoTitle', culture), translation.seoTitle);
        shared.set(cultureColumn('SeoDescription', culture), translation.seoDescription);
      }
      const ownVariants = variants.filter((variant) => variant.productId === product.id);
      result.set(product.id, {
        version: product.version,
        translations: own,
        variantIds: new Map(ownVariants.map((variant) => [variant.sku, variant.id])),
        rows: ownVariants.map((variant) => {
          const row = new Map(shared);
          const keys = values
            .filter((value) => value.variantId === variant.id)
            .flatMap((value) => {
              const key = look.valueKeys.get(value.valueId);
              return key ? [key] : [];
            })
            .sort((a, b) => a.order - b.order);
          row.set('Sku', variant.sku);
          row.set('Attributes', keys.map((key) => `${key.attribute}=${key.value}`).join('; '));
          row.set('Ean', variant.ean ?? '');
          row.set('WeightGrams', variant.weightGrams === null ? '' : String(variant.weightGrams));
          row.set('IsAvailable', variant.isAvailable ? 'true' : 'false');
          row.set('UnitPrice', price(variant.unitPriceTaxIncl));
          row.set(
            'Tiers',
            tiers
              .filter((tier) => tier.variantId === variant.id)
              .map((tier) => `${tier.minQuantity}=${price(tier.unitPriceTaxIncl)}`)
              .join('; '),
          );
          row.set('MinOrderQuantity', String(variant.minOrderQuantity));
          row.set('OrderQuantityStep', String(variant.orderQuantityStep));
          row.set('MaxOrderQuantity', String(variant.maxOrderQuantity));
          for (const code of look.warehouseIds.keys()) row.set(stockColumn(code), '0');
          for (const entry of stock.filter((entry) => entry.variantId === variant.id)) {
            const code = warehouseCodes.get(entry.warehouseId);
            if (code) row.set(stockColumn(code), String(entry.quantity));
          }
          return row;
        }),
      });
    }
    return result;
  }

  /** The file's rows say exactly what the product is now: nothing to write. */
  function unchanged(layout: CsvLayout, current: readonly Map<string, string>[], rows: readonly CsvRow[]) {
    if (current.length !== rows.length) return false;
    return rows.every((row, i) =>
      layout.header.every((column) => {
        const cell = cellOf(layout, row, column);
        if (column.startsWith(STOCK_PREFIX) && !cell.trim()) return true;
        return cell === (current[i]?.get(column) ?? '');
      }),
    );
  }

  return {
    /** The selected products as CSV rows, the header first; cells a spreadsheet would run are escaped. */
    async *exportRows(selection: CatalogSelection): AsyncGenerator<string[]> {
      const look = await lookups(db);
      const header = exportHeader(look.warehouseCodes);
      yield header;
      const ids = (
        await productAdminRepository(db).list({
          q: selection.q || undefined,
          status: selection.status ?? 'all',
          missing: selection.missing,
          culture: options.defaultCulture,
          limit: CATALOG_CSV_MAX_ROWS * 10,
          offset: 0,
        })
      ).map((row) => row.id);
      for (let start = 0; start < ids.length; start += EXPORT_CHUNK) {
        const chunk = ids.slice(start, start + EXPORT_CHUNK);
        const products = await currentRows(db, chunk, look);
        for (const id of chunk)
          for (const row of products.get(id)?.rows ?? [])
            yield header.map((column) => escapeFormula(row.get(column) ?? ''));
      }
    },

    /**
     * Reads a CSV upload as it arrives and saves it in batches. A dry run writes nothing; an import
     * writes each batch whose rows are all good. Answers every bad row; a file that is not a
     * catalogue CSV (its columns, its encoding, its size) is refused as a whole.
     */
    async importCsv(
      source: NodeJS.ReadableStream,
      { dryRun, actor }: { dryRun: boolean; actor: Actor },
    ): Promise<CatalogCsvReport> {
      const look = await lookups(db);
      const report: CatalogCsvReport = {
        DryRun: dryRun,
        Rows: 0,
        Products: 0,
        Created: 0,
        Updated: 0,
        Unchanged: 0,
        Batches: 0,
        AppliedBatches: 0,
        Errors: [],
        ErrorCount: 0,
      };
      const record = (error: CellError) => {
        report.ErrorCount += 1;
        if (report.Errors.length < LISTED_ERRORS)
          report.Errors.push({ Line: error.line, Column: error.column, Message: error.message });
      };

      const seenReferences = new Set<string>();
      const seenSkus = new Set<string>();
      const seenSlugs = new Set<string>();
      let layout: CsvLayout | null = null;
      let group: CsvRow[] = [];
      let batch: { rows: CsvRow[]; errors: CellError[] }[] = [];
      let batchRows = 0;
      /** The first row of the current product beyond its most variants. */
      let overflow: number | null = null;

      /** The rules only the whole file can check: a product's rows together, SKUs and slugs once. */
      const closeGroup = () => {
        if (!group.length || !layout) return;
        const rows = group;
        group = [];
        const errors: CellError[] = [];
        if (overflow !== null)
          errors.push({ line: overflow, column: 'Sku', message: 'CatalogCsv.TooManyVariants' });
        overflow = null;
        const [first] = rows;
        if (!first) return;
        const reference = cellOf(layout, first, 'Reference').trim();
        if (reference && seenReferences.has(reference))
          errors.push({ line: first.line, column: 'Reference', message: 'CatalogCsv.ReferenceTwice' });
        seenReferences.add(reference);
        for (const row of rows) {
          if (row.cells.length !== layout.header.length)
            errors.push({ line: row.line, column: 'Reference', message: 'CatalogCsv.CellCount' });
          const sku = cellOf(layout, row, 'Sku').trim();
          if (sku && seenSkus.has(sku))
            errors.push({ line: row.line, column: 'Sku', message: 'CatalogCsv.SkuTwice' });
          seenSkus.add(sku);
        }
        for (const culture of layout.cultures) {
          const slug = cellOf(layout, first, cultureColumn('Slug', culture)).trim();
          if (!slug) continue;
          const key = `${culture}\n${slug}`;
          if (seenSlugs.has(key))
            errors.push({
              line: first.line,
              column: cultureColumn('Slug', culture),
              message: 'CatalogCsv.SlugTwice',
            });
          seenSlugs.add(key);
        }
        batch.push({ rows, errors });
        batchRows += rows.length;
        report.Products += 1;
      };

      const runBatch = async () => {
        const groups = batch;
        batch = [];
        batchRows = 0;
        if (!groups.length || !layout) return;
        report.Batches += 1;
        const result = await saveBatch(layout, groups, look, dryRun, actor);
        for (const error of result.errors.sort((a, b) => a.line - b.line)) record(error);
        if (!result.errors.length) {
          report.AppliedBatches += 1;
          report.Created += result.created;
          report.Updated += result.updated;
          report.Unchanged += result.unchanged;
        }
      };

      const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true });
      const reading = pipeline(source, utf8Only(), parser);
      // The parser's own iteration reports the failure; the pipeline's promise must not go unheard.
      reading.catch(() => undefined);
      let lastLine = 0;
      let lastEmpty = 0;
      try {
        for await (const { record: cells, info } of parser as AsyncIterable<{
          record: string[];
          info: { lines: number; empty_lines: number };
        }>) {
          const line = lastLine + 1 + (info.empty_lines - lastEmpty);
          lastLine = info.lines;
          lastEmpty = info.empty_lines;
          if (!layout) {
            const header = readHeader(cells, { warehouseCodes: new Set(look.warehouseIds.keys()) });
            if ('errors' in header)
              throw new ValidationError(header.errors, 'The file’s columns are not those of the catalogue.');
            layout = header.layout;
            continue;
          }
          report.Rows += 1;
          if (report.Rows > CATALOG_CSV_MAX_ROWS)
            throw fileError('CatalogCsv.TooManyRows', `A file has ${CATALOG_CSV_MAX_ROWS} rows at most.`, {
              Line: line,
              AppliedBatches: report.AppliedBatches,
            });
          const row: CsvRow = { line, cells };
          const reference = cellOf(layout, row, 'Reference').trim();
          const current = group[0] ? cellOf(layout, group[0], 'Reference').trim() : null;
          if (current !== null && reference !== current) {
            closeGroup();
            // A batch ends between two products, once it holds enough rows.
            if (batchRows >= CATALOG_CSV_BATCH_ROWS) await runBatch();
          }
          // A product has 200 variants at most: rows beyond are refused, never held in memory.
          if (group.length >= MAX_VARIANTS) {
            overflow ??= line;
            continue;
          }
          group.push(row);
        }
      } catch (error) {
        if (error instanceof CsvError)
          throw fileError('CatalogCsv.Malformed', error.message, {
            Line: lastLine + 1,
            AppliedBatches: report.AppliedBatches,
          });
        if (error instanceof ValidationError && !error.extensions)
          error.withExtensions({ AppliedBatches: report.AppliedBatches });
        throw error;
      }
      if (!layout) throw fileError('CatalogCsv.Empty', 'The file is empty.');
      closeGroup();
      await runBatch();
      return report;
    },
  };

  /**
   * One batch in one transaction: each product saved by the editor's save inside a savepoint, so
   * that every bad product of the batch is reported; then the batch is committed only if none was.
   * A dry run checks each product as the save would and rolls the (unwritten) batch back.
   */
  async function saveBatch(
    layout: CsvLayout,
    groups: readonly { rows: CsvRow[]; errors: CellError[] }[],
    look: CsvLookups,
    dryRun: boolean,
    actor: Actor,
  ) {
    const errors: CellError[] = groups.flatMap((entry) => entry.errors);
    const counts = { created: 0, updated: 0, unchanged: 0 };
    const tasks: (() => unknown)[] = [];
    const fallbackCulture = layout.cultures[0] ?? options.defaultCulture;
    try {
      await db.transaction(async (tx) => {
        const repository = catalogCsvRepository(tx);
        const references = groups.map((entry) => cellOf(layout, entry.rows[0] as CsvRow, 'Reference').trim());
        const referenceOwners = await repository.referenceProducts(references);
        const byReference = new Map(referenceOwners.map((row) => [row.reference, row.id]));
        // A product is its reference; a variant its SKU, which a row of another product cannot take.
        const identity = (draft: ProductDraft) => byReference.get(draft.reference) ?? null;

        const drafts = groups.map((entry) => {
          const { draft, errors: cellErrors } = draftOf(layout, entry.rows, look);
          errors.push(...cellErrors);
          return { draft, bad: cellErrors.length > 0 || entry.errors.length > 0, rows: entry.rows };
        });
        const ids = [
          ...new Set(drafts.map(({ draft }) => identity(draft)).filter((id): id is string => !!id)),
        ];
        const current = await currentRows(tx, ids, look);

        for (const { draft, bad, rows } of drafts) {
          const productId = identity(draft);
          const now = productId ? current.get(productId) : undefined;
          if (now && !bad && unchanged(layout, now.rows, rows)) {
            counts.unchanged += 1;
            continue;
          }
          // Cultures the file has no columns for stay as they are.
          const kept = (now?.translations ?? [])
            .filter((translation) => !layout.cultures.includes(translation.culture as Culture))
            .map((translation) => ({
              Culture: translation.culture as Culture,
              Name: translation.name,
              Slug: translation.slug,
              ShortDescription: translation.shortDescription,
              Description: descriptionText(translation.descriptionHtml),
              SeoTitle: translation.seoTitle,
              SeoDescription: translation.seoDescription,
            }));
          const parsed = ProductEditSchema.safeParse({
            ...draft.edit,
            ...(now ? { Version: now.version } : {}),
            Translations: [...draft.edit.Translations, ...kept],
            Variants: draft.edit.Variants.map((variant) => {
              const id = now?.variantIds.get(variant.Sku);
              return id ? { ...variant, Id: id } : variant;
            }),
          });
          if (!parsed.success) {
            for (const issue of parsed.error.issues)
              errors.push(
                issueCell(draft, issue.path as (string | number)[], issue.message, fallbackCulture),
              );
            continue;
          }
          if (bad) continue;
          try {
            if (dryRun) {
              await admin.validate(productId, parsed.data, { tx, afterCommit: () => undefined });
              if (productId) counts.updated += 1;
              else counts.created += 1;
              continue;
            }
            await tx.transaction(async (savepoint) => {
              const work: Work = { tx: savepoint, afterCommit: (task) => tasks.push(task) };
              const saved = productId
                ? await admin.update(productId, parsed.data, actor, work)
                : await admin.create(parsed.data, actor, work);
              if (saved.Status !== draft.status)
                await admin.setStatus(saved.Id, draft.status, saved.Version, actor, work);
              const fresh = new Set(parsed.data.Variants.filter((variant) => !variant.Id).map((v) => v.Sku));
              await setStock(savepoint, saved, draft, fresh, actor);
            });
            if (productId) counts.updated += 1;
            else counts.created += 1;
          } catch (error) {
            if (!(error instanceof ValidationError || error instanceof ConflictError)) throw error;
            for (const [field, keys] of Object.entries(error.errors ?? { Reference: ['CatalogCsv.Invalid'] }))
              for (const key of keys) errors.push(issueCell(draft, fieldPath(field), key, fallbackCulture));
          }
        }
        if (dryRun || errors.length) throw new RollBack();
      });
    } catch (error) {
      if (!(error instanceof RollBack)) throw error;
    }
    if (!dryRun && !errors.length) {
      for (const task of tasks) await task();
      caches.invalidate();
    }
    return { errors, ...counts };
  }

  /**
   * The counts the file gives, written as stock adjustments: the row locked, the count set, a
   * ledger entry with the reason `import` and who imported. A rise fires the back-in-stock notices
   * (the stock table's triggers), as a manual adjustment does.
   */
  async function setStock(
    executor: Executor,
    saved: { Id: string; Variants: readonly { Id: string; Sku: string }[] },
    draft: ProductDraft,
    /** SKUs of the variants this save created: they hold no stock yet, there is nothing to lock. */
    fresh: ReadonlySet<string>,
    actor: Actor,
  ) {
    const repository = productAdminRepository(executor);
    for (const [index, variant] of draft.edit.Variants.entries()) {
      const counts = draft.stock[index];
      const id = saved.Variants.find((entry) => entry.Sku === variant.Sku)?.Id;
      if (!counts?.size || !id) continue;
      for (const [warehouseId, quantity] of counts) {
        const current = fresh.has(variant.Sku)
          ? { quantity: 0 }
          : await repository.lockStock(saved.Id, id, warehouseId);
        if (!current || current.quantity === quantity) continue;
        await repository.setStock(id, warehouseId, quantity);
        await repository.insertMovement({
          warehouseId,
          variantId: id,
          delta: quantity - current.quantity,
          quantityAfter: quantity,
          reason: 'import',
          actorId: actor.id,
        });
      }
    }
  }
}

export type CatalogCsvService = ReturnType<typeof catalogCsvService>;
