import {
  type AttributeValueEdit,
  type CatalogAuditEntry,
  type CatalogEditorOptions,
  PROBLEM_TYPES,
  type ProductEditParsed,
  type ProductStatus,
  type StaffProduct,
  type StaffProductList,
  type StockMovement,
} from '@vitrine/api-client';
import type { Database, Executor } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { type DecimalValue, Money, splitInclusive } from '@vitrine/money';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/domain-errors';
import { unitOfWork, type Work, withinWork } from '../../lib/unit-of-work';
import type { CatalogCache } from './catalog-cache-plugin';
import {
  databaseErrorCode,
  type ProductRow,
  productAdminRepository,
  type TranslationColumns,
  type VariantColumns,
} from './product-admin-repository';

const PAGE_SIZE = 50;

export interface ProductAdminOptions {
  defaultCulture: Culture;
  /** The shop's currency: catalogue prices are kept in it. */
  currency: string;
  /** The shop country's rate for a tax class (the shipping module's tax rules). */
  homeTaxRate(executor: Executor, taxClass: string): Promise<DecimalValue>;
  /** The shop's cultures: a product lacking one shows it. */
  cultures: readonly Culture[];
  /** Staff accounts' names, for the ledger and the audit trail (the security module's). */
  staffNames(ids: readonly string[]): Promise<readonly { id: string; name: string }[]>;
}

/** Who makes a change: recorded in the stock ledger and the audit trail. */
export interface Actor {
  readonly id: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A description as staff type it (plain text, blank lines between paragraphs) as the HTML the
 * product page shows: every character escaped, so no markup, script or style gets through.
 */
export function descriptionHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The stored HTML back as the text staff edit (paragraphs and line breaks kept, any tag dropped). */
export function descriptionText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .trim();
}

const statusOf = (row: Pick<ProductRow, 'isPublished' | 'archivedAt'>): ProductStatus =>
  row.archivedAt ? 'archived' : row.isPublished ? 'published' : 'unpublished';

class FieldErrors {
  readonly errors: Record<string, string[]> = {};
  add(field: string, key: string) {
    const list = this.errors[field] ?? [];
    if (!list.includes(key)) this.errors[field] = [...list, key];
  }
  throwIfAny() {
    if (Object.keys(this.errors).length) throw new ValidationError(this.errors);
  }
}

/**
 * The staff's catalogue (catalogue role and admins; sales read): a product with its translations,
 * variants, prices and tiers written in one transaction over a locked, versioned product row, its
 * status, stock adjustments recorded in the stock ledger, and the audit trail of every save.
 *
 * The shop follows a save at once: writing the product row moves the catalogue revision (its
 * trigger) and the database triggers keep the listing's read model, the search table and the slug
 * history; after the commit this instance empties its listing caches and rebuilds its facet index.
 */
export function productAdminService(db: Database, caches: CatalogCache, options: ProductAdminOptions) {
  const { currency } = options;
  const money = (value: number | string) => Money.parse(value, currency);

  async function read(executor: Executor, row: ProductRow): Promise<StaffProduct> {
    const repository = productAdminRepository(executor);
    const [translations, former, variants] = await Promise.all([
      repository.translations(row.id),
      repository.formerSlugs(row.id),
      repository.variants(row.id),
    ]);
    const ids = variants.map((variant) => variant.id);
    const [values, tiers, stock] = await Promise.all([
      repository.variantValues(ids),
      repository.tiers(ids),
      repository.stock(ids),
    ]);
    return {
      Id: row.id,
      Version: row.version,
      Reference: row.reference,
      CategoryId: row.categoryId,
      BrandId: row.brandId,
      TaxClass: row.taxClass as StaffProduct['TaxClass'],
      CurrencyCode: row.currencyCode,
      Status: statusOf(row),
      Translations: translations.map((translation) => ({
        Culture: translation.culture as Culture,
        Name: translation.name,
        Slug: translation.slug,
        ShortDescription: translation.shortDescription,
        Description: descriptionText(translation.descriptionHtml),
        SeoTitle: translation.seoTitle,
        SeoDescription: translation.seoDescription,
        FormerSlugs: former.filter((slug) => slug.culture === translation.culture).map((slug) => slug.slug),
      })),
      Variants: variants.map((variant) => ({
        Id: variant.id,
        Sku: variant.sku,
        Ean: variant.ean,
        WeightGrams: variant.weightGrams,
        IsAvailable: variant.isAvailable,
        UnitPrice: money(variant.unitPriceTaxIncl).toNumber(),
        UnitPriceTaxExcl: money(variant.unitPriceTaxExcl).toNumber(),
        Tiers: tiers
          .filter((tier) => tier.variantId === variant.id)
          .map((tier) => ({
            MinQuantity: tier.minQuantity,
            UnitPrice: money(tier.unitPriceTaxIncl).toNumber(),
            UnitPriceTaxExcl: money(tier.unitPriceTaxExcl).toNumber(),
          })),
        MinOrderQuantity: variant.minOrderQuantity,
        OrderQuantityStep: variant.orderQuantityStep,
        MaxOrderQuantity: variant.maxOrderQuantity,
        ValueIds: values.filter((value) => value.variantId === variant.id).map((value) => value.valueId),
        Stock: stock
          .filter((entry) => entry.variantId === variant.id)
          .map((entry) => ({ WarehouseId: entry.warehouseId, Quantity: entry.quantity })),
      })),
      UpdatedAt: row.updatedAt.toISOString(),
    };
  }

  const notFound = (id: string) => new NotFoundError(`There is no product '${id}'.`);

  /** Every rule of an edit that needs the database, all reported at once, per field. */
  async function check(executor: Executor, productId: string | null, edit: ProductEditParsed) {
    const repository = productAdminRepository(executor);
    const errors = new FieldErrors();

    const owner = await repository.referenceOwner(edit.Reference);
    if (owner && owner !== productId) errors.add('Reference', 'CatalogAdmin.ReferenceTaken');
    if (!(await repository.categoryExists(edit.CategoryId)))
      errors.add('CategoryId', 'CatalogAdmin.CategoryUnknown');
    if (edit.BrandId && !(await repository.brandExists(edit.BrandId)))
      errors.add('BrandId', 'CatalogAdmin.BrandUnknown');

    const cultures = new Set<string>();
    edit.Translations.forEach((translation, i) => {
      if (cultures.has(translation.Culture))
        errors.add(`Translations.${i}.Culture`, 'CatalogAdmin.CultureTwice');
      cultures.add(translation.Culture);
    });
    const taken = await repository.slugOwners(
      productId,
      edit.Translations.map((translation) => ({ culture: translation.Culture, slug: translation.Slug })),
    );
    edit.Translations.forEach((translation, i) => {
      if (taken.some((row) => row.culture === translation.Culture && row.slug === translation.Slug))
        errors.add(`Translations.${i}.Slug`, 'CatalogAdmin.SlugTaken');
    });

    const existing = productId ? await repository.variants(productId) : [];
    const keptIds = edit.Variants.flatMap((variant) => (variant.Id ? [variant.Id] : []));
    edit.Variants.forEach((variant, i) => {
      if (variant.Id && !existing.some((row) => row.id === variant.Id))
        errors.add(`Variants.${i}.Id`, 'CatalogAdmin.VariantUnknown');
    });
    const skus = edit.Variants.map((variant) => variant.Sku);
    const skusTaken = new Set(
      (await repository.skuOwners(skus, [...keptIds, ...existing.map((row) => row.id)])).map(
        (row) => row.sku,
      ),
    );
    // A SKU a removed variant of this product had stays its until the save deletes it.
    edit.Variants.forEach((variant, i) => {
      const twice = skus.indexOf(variant.Sku) !== i;
      const elsewhere = skusTaken.has(variant.Sku);
      if (twice || elsewhere) errors.add(`Variants.${i}.Sku`, 'CatalogAdmin.SkuTaken');
    });

    // Variation attributes: each variant has one value of every attribute the product varies by.
    const valueRows = new Map(
      (await repository.valuesById([...new Set(edit.Variants.flatMap((variant) => variant.ValueIds))])).map(
        (row) => [row.id, row.attributeId] as const,
      ),
    );
    const axes = new Set<string>();
    edit.Variants.forEach((variant, i) => {
      const seen = new Set<string>();
      for (const valueId of variant.ValueIds) {
        const attributeId = valueRows.get(valueId);
        if (!attributeId) {
          errors.add(`Variants.${i}.ValueIds`, 'CatalogAdmin.ValueUnknown');
          continue;
        }
        if (seen.has(attributeId)) errors.add(`Variants.${i}.ValueIds`, 'CatalogAdmin.AttributeTwice');
        seen.add(attributeId);
        axes.add(attributeId);
      }
    });
    const combinations = new Set<string>();
    edit.Variants.forEach((variant, i) => {
      const own = new Set(variant.ValueIds.map((valueId) => valueRows.get(valueId)));
      const missing = [...axes].some((axis) => !own.has(axis));
      if (missing || (edit.Variants.length > 1 && !variant.ValueIds.length))
        errors.add(`Variants.${i}.ValueIds`, 'CatalogAdmin.VariantAttributesMissing');
      const combination = [...variant.ValueIds].sort().join(',');
      if (combinations.has(combination)) errors.add(`Variants.${i}.ValueIds`, 'CatalogAdmin.VariantTwice');
      combinations.add(combination);
    });

    edit.Variants.forEach((variant, i) => {
      if (variant.MaxOrderQuantity !== 0 && variant.MaxOrderQuantity < variant.MinOrderQuantity)
        errors.add(`Variants.${i}.MaxOrderQuantity`, 'CatalogAdmin.MaxBelowMin');
      const thresholds = new Set<number>();
      variant.Tiers.forEach((tier, j) => {
        if (tier.MinQuantity <= variant.MinOrderQuantity)
          errors.add(`Variants.${i}.Tiers.${j}.MinQuantity`, 'CatalogAdmin.TierBelowBase');
        if (thresholds.has(tier.MinQuantity))
          errors.add(`Variants.${i}.Tiers.${j}.MinQuantity`, 'CatalogAdmin.TierTwice');
        thresholds.add(tier.MinQuantity);
      });
    });
    errors.throwIfAny();
    return { existing, valueRows };
  }

  async function write(
    id: string | null,
    edit: ProductEditParsed,
    actor: Actor,
    outer?: Work,
  ): Promise<StaffProduct> {
    if (id && edit.Version === undefined) throw new ValidationError({ Version: ['Validation.Required'] });
    try {
      // Alone, or as one product of a larger unit of work (a CSV import's batch).
      return await withinWork(db, outer, async (work) => {
        const repository = productAdminRepository(work.tx);
        let before: StaffProduct | null = null;
        if (id) {
          const locked = await repository.lockProduct(id);
          if (!locked) throw notFound(id);
          before = await read(work.tx, locked);
          if (locked.version !== edit.Version) throw stale(edit.Version ?? 0, before);
        }
        const { existing, valueRows } = await check(work.tx, id, edit);
        const rate = await options.homeTaxRate(work.tx, edit.TaxClass);
        const excl = (value: number) => splitInclusive(money(value), rate).exclusive.toDecimal();
        const prices = edit.Variants.filter((variant) => variant.IsAvailable);
        const priceFrom = (prices.length ? prices : edit.Variants)
          .map((variant) => money(variant.UnitPrice))
          .reduce((low, price) => (price.compare(low) < 0 ? price : low))
          .toDecimal();
        const columns = {
          reference: edit.Reference,
          categoryId: edit.CategoryId,
          brandId: edit.BrandId,
          taxClass: edit.TaxClass,
          priceFrom,
          currencyCode: currency,
        };
        const product = id
          ? await repository.updateProduct(id, columns)
          : await repository.insertProduct(columns);

        await repository.replaceTranslations(
          product.id,
          edit.Translations.map(
            (translation): TranslationColumns => ({
              culture: translation.Culture,
              name: translation.Name,
              slug: translation.Slug,
              shortDescription: translation.ShortDescription,
              descriptionHtml: descriptionHtml(translation.Description),
              seoTitle: translation.SeoTitle,
              seoDescription: translation.SeoDescription,
            }),
          ),
        );

        const kept = new Set(edit.Variants.flatMap((variant) => (variant.Id ? [variant.Id] : [])));
        // Removed variants go first, so that a SKU they carried may be given to a new one.
        for (const row of existing) if (!kept.has(row.id)) await repository.removeVariant(row.id);
        for (const [index, variant] of edit.Variants.entries()) {
          const variantColumns: VariantColumns = {
            sku: variant.Sku,
            ean: variant.Ean,
            weightGrams: variant.WeightGrams,
            isAvailable: variant.IsAvailable,
            unitPriceTaxIncl: money(variant.UnitPrice).toDecimal(),
            unitPriceTaxExcl: excl(variant.UnitPrice),
            currencyCode: currency,
            sortOrder: index,
            minOrderQuantity: variant.MinOrderQuantity,
            orderQuantityStep: variant.OrderQuantityStep,
            maxOrderQuantity: variant.MaxOrderQuantity,
          };
          const variantId = variant.Id ?? (await repository.insertVariant(product.id, variantColumns));
          if (variant.Id) await repository.updateVariant(product.id, variant.Id, variantColumns);
          await repository.replaceVariantValues(
            variantId,
            variant.ValueIds.map((valueId) => ({ id: valueId, attributeId: valueRows.get(valueId) ?? '' })),
          );
          await repository.replaceTiers(
            variantId,
            [...variant.Tiers]
              .sort((a, b) => a.MinQuantity - b.MinQuantity)
              .map((tier) => ({
                minQuantity: tier.MinQuantity,
                unitPriceTaxIncl: money(tier.UnitPrice).toDecimal(),
                unitPriceTaxExcl: excl(tier.UnitPrice),
              })),
          );
        }
        // Read after the triggers ran: the answer shows the slug history they kept.
        const saved = await read(work.tx, (await repository.product(product.id)) ?? product);
        await repository.audit({
          entity: 'product',
          entityId: product.id,
          action: id ? 'update' : 'create',
          actorId: actor.id,
          version: saved.Version,
          changes: changesBetween(before, saved),
        });
        work.afterCommit(() => caches.invalidate());
        return saved;
      });
    } catch (error) {
      // Two staff saving the same SKU, slug or reference at the same moment: the unique key decides.
      if (databaseErrorCode(error) === '23505')
        throw new ConflictError(
          'Another product took one of these identifiers meanwhile.',
          PROBLEM_TYPES.conflict,
          {
            _: ['CatalogAdmin.TakenMeanwhile'],
          },
        );
      throw error;
    }
  }

  function stale(yours: number, current: StaffProduct) {
    return new ConflictError(
      'Someone else saved this product after you opened it.',
      PROBLEM_TYPES.staleEdit,
      { Version: ['CatalogAdmin.StaleEdit'] },
    ).withExtensions({ YourVersion: yours, CurrentVersion: current.Version, Current: current });
  }

  async function actorNames(ids: readonly (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    return new Map((await options.staffNames(wanted)).map((row) => [row.id, row.name] as const));
  }

  return {
    async list(
      query: {
        q?: string | undefined;
        status: 'all' | ProductStatus;
        missing?: Culture | undefined;
        page: number;
      },
      culture: Culture,
    ): Promise<StaffProductList> {
      const rows = await productAdminRepository(db).list({
        q: query.q || undefined,
        status: query.status,
        missing: query.missing,
        culture,
        limit: PAGE_SIZE,
        offset: (query.page - 1) * PAGE_SIZE,
      });
      return {
        Items: rows.map((row) => ({
          Id: row.id,
          Reference: row.reference,
          Name: row.name ?? row.reference,
          Status: statusOf({
            isPublished: row.isPublished,
            archivedAt: row.archivedAt ? new Date(row.archivedAt) : null,
          }),
          MissingCultures: options.cultures.filter((entry) => !row.cultures.includes(entry)),
          VariantCount: row.variantCount,
          PriceFrom: money(row.priceFrom).toNumber(),
          Version: row.version,
          UpdatedAt: row.updatedAt.toISOString(),
        })),
        Total: rows[0]?.total ?? 0,
        Page: query.page,
        PageSize: PAGE_SIZE,
      };
    },

    async get(id: string): Promise<StaffProduct> {
      const row = await productAdminRepository(db).product(id);
      if (!row) throw notFound(id);
      return read(db, row);
    },

    /** Every rule a save would check, without writing (a CSV import's dry run). */
    validate: (id: string | null, edit: ProductEditParsed, work?: Work) =>
      withinWork(db, work, async (inner) => {
        await check(inner.tx, id, edit);
      }),
    create: (edit: ProductEditParsed, actor: Actor, work?: Work) => write(null, edit, actor, work),
    update: (id: string, edit: ProductEditParsed, actor: Actor, work?: Work) => write(id, edit, actor, work),

    /** Publish, unpublish or archive (an archived product is unpublished and kept for its orders). */
    async setStatus(
      id: string,
      status: ProductStatus,
      version: number,
      actor: Actor,
      outer?: Work,
    ): Promise<StaffProduct> {
      return withinWork(db, outer, async (work) => {
        const repository = productAdminRepository(work.tx);
        const locked = await repository.lockProduct(id);
        if (!locked) throw notFound(id);
        if (locked.version !== version) throw stale(version, await read(work.tx, locked));
        const row = await repository.updateProduct(id, {
          isPublished: status === 'published',
          archivedAt: status === 'archived' ? (locked.archivedAt ?? new Date()) : null,
        });
        await repository.audit({
          entity: 'product',
          entityId: id,
          action: status,
          actorId: actor.id,
          version: row.version,
          changes: { Status: { from: statusOf(locked), to: status } },
        });
        work.afterCommit(() => caches.invalidate());
        return read(work.tx, row);
      });
    },

    /**
     * Sets a warehouse's count of a variant, recording the change, its reason and who made it in
     * the stock ledger; the row is locked so an order taking stock at the same moment waits.
     */
    async adjustStock(
      productId: string,
      variantId: string,
      adjustment: { WarehouseId: string; Quantity: number; Reason: string },
      actor: Actor,
    ): Promise<StaffProduct> {
      return unitOfWork(db, async (work) => {
        const repository = productAdminRepository(work.tx);
        if (!(await repository.warehouseExists(adjustment.WarehouseId)))
          throw new ValidationError({ WarehouseId: ['CatalogAdmin.WarehouseUnknown'] });
        const current = await repository.lockStock(productId, variantId, adjustment.WarehouseId);
        if (!current)
          throw new NotFoundError(`There is no variant '${variantId}' of product '${productId}'.`);
        await repository.setStock(variantId, adjustment.WarehouseId, adjustment.Quantity);
        await repository.insertMovement({
          warehouseId: adjustment.WarehouseId,
          variantId,
          delta: adjustment.Quantity - current.quantity,
          quantityAfter: adjustment.Quantity,
          reason: adjustment.Reason,
          actorId: actor.id,
        });
        work.afterCommit(() => caches.invalidate());
        const row = await repository.product(productId);
        if (!row) throw notFound(productId);
        return read(work.tx, row);
      });
    },

    async movements(productId: string): Promise<StockMovement[]> {
      const repository = productAdminRepository(db);
      if (!(await repository.product(productId))) throw notFound(productId);
      const variants = await repository.variants(productId);
      const rows = await repository.movements(
        variants.map((variant) => variant.id),
        200,
      );
      const names = await actorNames(rows.map((row) => row.actorId));
      return rows.map((row) => ({
        Id: row.id,
        VariantId: row.variantId,
        WarehouseId: row.warehouseId,
        Delta: row.delta,
        QuantityAfter: row.quantityAfter,
        Reason: row.reason,
        ActorId: row.actorId,
        ActorName: row.actorId ? (names.get(row.actorId) ?? null) : null,
        CreatedAt: row.createdAt.toISOString(),
      }));
    },

    async audit(productId: string): Promise<CatalogAuditEntry[]> {
      const repository = productAdminRepository(db);
      if (!(await repository.product(productId))) throw notFound(productId);
      const rows = await repository.auditOf(productId, 100);
      const names = await actorNames(rows.map((row) => row.actorId));
      return rows.map((row) => ({
        Action: row.action,
        Version: row.version,
        ActorId: row.actorId,
        ActorName: row.actorId ? (names.get(row.actorId) ?? null) : null,
        Changes: row.changes,
        CreatedAt: row.createdAt.toISOString(),
      }));
    },

    async editorOptions(culture: Culture): Promise<CatalogEditorOptions> {
      const repository = productAdminRepository(db);
      const [categories, brands, attributes, values, warehouses] = await Promise.all([
        repository.categoryNames(culture),
        repository.brandNames(),
        repository.attributeNames(culture),
        repository.valueNames(culture),
        repository.warehouseList(),
      ]);
      return {
        Categories: categories.map((row) => ({ Id: row.id, Name: row.name })),
        Brands: brands.map((row) => ({ Id: row.id, Name: row.name })),
        Attributes: attributes.map((attribute) => ({
          Id: attribute.id,
          Key: attribute.key,
          Name: attribute.name,
          DisplayType: attribute.displayType,
          Values: values
            .filter((value) => value.attributeId === attribute.id)
            .map((value) => ({ Id: value.id, Key: value.key, Name: value.name, ColorCode: value.colorCode })),
        })),
        Warehouses: warehouses.map((row) => ({
          Id: row.id,
          Code: row.code,
          Name: row.name,
          IsActive: row.isActive,
        })),
      };
    },

    /** A new value of a variation attribute (a colour with its swatch, a size), named per culture. */
    async createValue(attributeId: string, edit: AttributeValueEdit, actor: Actor, culture: Culture) {
      try {
        await unitOfWork(db, async (work) => {
          const repository = productAdminRepository(work.tx);
          if (!(await repository.attributeExists(attributeId)))
            throw new NotFoundError(`There is no attribute '${attributeId}'.`);
          const names = edit.Names;
          if (new Set(names.map((name) => name.Culture)).size !== names.length)
            throw new ValidationError({ Names: ['CatalogAdmin.CultureTwice'] });
          const id = await repository.insertValue(attributeId, {
            key: edit.Key,
            colorCode: edit.ColorCode ?? null,
            names: names.map((name) => ({ culture: name.Culture, name: name.Name })),
          });
          await repository.audit({
            entity: 'attribute-value',
            entityId: id,
            action: 'create',
            actorId: actor.id,
            changes: { Key: edit.Key, ColorCode: edit.ColorCode ?? null },
          });
          work.afterCommit(() => caches.invalidate());
        });
      } catch (error) {
        if (databaseErrorCode(error) === '23505')
          throw new ValidationError({ Key: ['CatalogAdmin.KeyTaken'] });
        throw error;
      }
      return this.editorOptions(culture);
    },
  };
}

/** What a save changed, field by field (before and after), for the audit trail. */
function changesBetween(before: StaffProduct | null, after: StaffProduct): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  const keys = ['Reference', 'CategoryId', 'BrandId', 'TaxClass', 'Translations', 'Variants'] as const;
  for (const key of keys) {
    const from = before ? before[key] : null;
    if (JSON.stringify(from) !== JSON.stringify(after[key])) changes[key] = { from, to: after[key] };
  }
  return changes;
}

export type ProductAdminService = ReturnType<typeof productAdminService>;
