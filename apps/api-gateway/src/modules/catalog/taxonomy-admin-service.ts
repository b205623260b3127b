import {
  type AttributeEditParsed,
  type BrandEditParsed,
  CATEGORY_NOT_EMPTY,
  type CategoryCreateParsed,
  type CategoryEditParsed,
  type CategoryMoveParsed,
  type FacetOrderParsed,
  PROBLEM_TYPES,
  type StaffAttribute,
  type StaffBrand,
  type StaffCategory,
  type StaffTag,
  TAXONOMY_IN_USE,
  type TagEditParsed,
} from '@vitrine/api-client';
import type { Database, Executor } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/domain-errors';
import { unitOfWork, type Work } from '../../lib/unit-of-work';
import type { AssetReferences } from '../assets-library';
import type { CatalogCache } from './catalog-cache-plugin';
import { databaseErrorCode } from './product-admin-repository';
import type { Actor } from './product-admin-service';
import { type CategoryRow, taxonomyAdminRepository } from './taxonomy-admin-repository';

export interface TaxonomyAdminOptions {
  /** The shop's cultures: an entry lacking one shows it. */
  cultures: readonly Culture[];
}

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

/** Each culture at most once in a list of translations. */
function checkCultures(errors: FieldErrors, rows: readonly { Culture: string }[], field = 'Translations') {
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    if (seen.has(row.Culture)) errors.add(`${field}.${i}.Culture`, 'CatalogAdmin.CultureTwice');
    seen.add(row.Culture);
  });
}

/** The name in the culture, else the first culture's, else the fallback. */
const nameIn = (
  rows: readonly { culture: string; name: string }[],
  culture: Culture,
  fallback: string,
): string => rows.find((row) => row.culture === culture)?.name ?? rows[0]?.name ?? fallback;

function stale(what: string, yours: number, currentVersion: number, current: unknown) {
  return new ConflictError(
    `Someone else changed this ${what} after you opened it.`,
    PROBLEM_TYPES.staleEdit,
    {
      Version: ['CatalogAdmin.StaleEdit'],
    },
  ).withExtensions({ YourVersion: yours, CurrentVersion: currentVersion, Current: current });
}

const notFound = (what: string, id: string) => new NotFoundError(`There is no ${what} '${id}'.`);

/** Before and after of each field that differs, for the audit trail. */
function changesBetween(before: object | null, after: object, keys: readonly string[]) {
  const changes: Record<string, unknown> = {};
  for (const key of keys) {
    const from = before ? (before as Record<string, unknown>)[key] : null;
    const to = (after as Record<string, unknown>)[key];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

/**
 * How the staff arrange the catalogue (catalogue staff and admins; editors and sales read): the
 * category tree, brands with their logo, tags and their products, which attributes the shop
 * filters by. Every change is one transaction over locked, versioned rows, checked whole before
 * anything is written, recorded in catalog_audit; it moves the catalogue revision, and after the
 * commit this instance empties its listing, menu and facet-name caches.
 */
export function taxonomyAdminService(
  db: Database,
  caches: CatalogCache,
  assets: AssetReferences,
  options: TaxonomyAdminOptions,
) {
  const missingOf = (cultures: readonly string[]) =>
    options.cultures.filter((culture) => !cultures.includes(culture));

  /** Runs a change; an identifier another save took between check and write is a 409. */
  async function change<T>(
    run: (work: Work) => Promise<T>,
    work?: (write: (w: Work) => Promise<T>) => Promise<T>,
  ) {
    const body = async (w: Work) => {
      const result = await run(w);
      await taxonomyAdminRepository(w.tx).bumpRevision();
      w.afterCommit(() => caches.invalidate());
      return result;
    };
    try {
      return await (work ? work(body) : unitOfWork(db, body));
    } catch (error) {
      if (databaseErrorCode(error) === '23505')
        throw new ConflictError('Another change took one of these names meanwhile.', PROBLEM_TYPES.conflict, {
          _: ['CatalogAdmin.TakenMeanwhile'],
        });
      throw error;
    }
  }

  // ---- categories -----------------------------------------------------------------------------

  async function categoryList(executor: Executor, culture: Culture, only?: string): Promise<StaffCategory[]> {
    const repository = taxonomyAdminRepository(executor);
    const [rows, translations, former] = await Promise.all([
      repository.categories(),
      repository.categoryTranslations(only ? [only] : undefined),
      repository.formerCategorySlugs(only ? [only] : undefined),
    ]);
    // Parents first (depth order), then each parent's children in order: a depth-first walk.
    const children = new Map<string | null, typeof rows>();
    for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
    const ordered: typeof rows = [];
    const walk = (parentId: string | null) => {
      for (const row of children.get(parentId) ?? []) {
        ordered.push(row);
        walk(row.id);
      }
    };
    walk(null);
    return ordered
      .filter((row) => !only || row.id === only)
      .map((row) => {
        const own = translations.filter((entry) => entry.categoryId === row.id);
        return {
          Id: row.id,
          ParentId: row.parentId,
          Depth: row.depth,
          SortOrder: row.sortOrder,
          IsPublished: row.isPublished,
          Version: row.version,
          Name: nameIn(own, culture, row.id),
          Translations: own.map((entry) => ({
            Culture: entry.culture as Culture,
            Name: entry.name,
            Slug: entry.slug,
            SeoTitle: entry.seoTitle,
            SeoDescription: entry.seoDescription,
            FormerSlugs: former
              .filter((slug) => slug.categoryId === row.id && slug.culture === entry.culture)
              .map((slug) => slug.slug),
          })),
          MissingCultures: missingOf(own.map((entry) => entry.culture)),
          ProductCount: row.productCount,
          ChildCount: row.childCount,
        };
      });
  }

  async function oneCategory(executor: Executor, id: string, culture: Culture): Promise<StaffCategory> {
    const [category] = await categoryList(executor, culture, id);
    if (!category) throw notFound('category', id);
    return category;
  }

  async function checkCategoryTranslations(
    executor: Executor,
    categoryId: string | null,
    translations: CategoryCreateParsed['Translations'],
    errors: FieldErrors,
  ) {
    checkCultures(errors, translations);
    const taken = await taxonomyAdminRepository(executor).categorySlugOwners(
      categoryId,
      translations.map((row) => ({ culture: row.Culture, slug: row.Slug })),
    );
    translations.forEach((row, i) => {
      if (taken.some((entry) => entry.culture === row.Culture && entry.slug === row.Slug))
        errors.add(`Translations.${i}.Slug`, 'Taxonomy.SlugTaken');
    });
  }

  const translationColumns = (rows: CategoryCreateParsed['Translations']) =>
    rows.map((row) => ({
      culture: row.Culture,
      name: row.Name,
      slug: row.Slug,
      seoTitle: row.SeoTitle ?? '',
      seoDescription: row.SeoDescription ?? '',
    }));

  /** The locked tree's row, checked against the version the edit was made from. */
  async function lockedCategory(work: Work, id: string, version: number, culture: Culture) {
    const tree = await taxonomyAdminRepository(work.tx).lockTree();
    const row = tree.find((entry) => entry.id === id);
    if (!row) throw notFound('category', id);
    if (row.version !== version)
      throw stale('category', version, row.version, await oneCategory(work.tx, id, culture));
    return { tree, row };
  }

  const CATEGORY_FIELDS = ['ParentId', 'SortOrder', 'IsPublished', 'Translations'] as const;

  // ---- brands ---------------------------------------------------------------------------------

  async function brandList(executor: Executor, only?: string): Promise<StaffBrand[]> {
    const rows = (await taxonomyAdminRepository(executor).brands()).filter((row) => !only || row.id === only);
    const logos = new Map(
      (
        await assets.find(
          rows.flatMap((row) => (row.logoAssetId ? [row.logoAssetId] : [])),
          executor,
        )
      ).map((asset) => [asset.id, assets.toAsset(asset)]),
    );
    return rows.map((row) => ({
      Id: row.id,
      Name: row.name,
      Slug: row.slug,
      Version: row.version,
      Logo: (row.logoAssetId && logos.get(row.logoAssetId)) || null,
      ProductCount: row.productCount,
    }));
  }

  async function oneBrand(executor: Executor, id: string): Promise<StaffBrand> {
    const [brand] = await brandList(executor, id);
    if (!brand) throw notFound('brand', id);
    return brand;
  }

  // ---- tags -----------------------------------------------------------------------------------

  async function tagList(executor: Executor, culture: Culture, only?: string): Promise<StaffTag[]> {
    const repository = taxonomyAdminRepository(executor);
    const [rows, translations] = await Promise.all([
      repository.tags(),
      repository.tagTranslations(only ? [only] : undefined),
    ]);
    return rows
      .filter((row) => !only || row.id === only)
      .map((row) => {
        const own = translations.filter((entry) => entry.tagId === row.id);
        return {
          Id: row.id,
          Key: row.key,
          Version: row.version,
          Name: nameIn(own, culture, row.key),
          Translations: own.map((entry) => ({ Culture: entry.culture as Culture, Name: entry.name })),
          MissingCultures: missingOf(own.map((entry) => entry.culture)),
          ProductCount: row.productCount,
        };
      });
  }

  async function oneTag(executor: Executor, id: string, culture: Culture): Promise<StaffTag> {
    const [tag] = await tagList(executor, culture, id);
    if (!tag) throw notFound('tag', id);
    return tag;
  }

  // ---- attributes -----------------------------------------------------------------------------

  async function attributeList(executor: Executor, culture: Culture): Promise<StaffAttribute[]> {
    const repository = taxonomyAdminRepository(executor);
    const [rows, names, values, valueNames] = await Promise.all([
      repository.attributes(),
      repository.attributeTranslations(),
      repository.values(),
      repository.valueTranslations(),
    ]);
    // Facets first in their order, then the attributes that do not filter.
    const ordered = [...rows.filter((row) => row.isFacet), ...rows.filter((row) => !row.isFacet)];
    return ordered.map((row) => {
      const own = names.filter((entry) => entry.attributeId === row.id);
      return {
        Id: row.id,
        Key: row.key,
        DisplayType: row.displayType,
        Version: row.version,
        IsFacet: row.isFacet,
        FacetPosition: row.facetPosition,
        Name: nameIn(own, culture, row.key),
        Translations: own.map((entry) => ({ Culture: entry.culture as Culture, Name: entry.name })),
        MissingCultures: missingOf(own.map((entry) => entry.culture)),
        Values: values
          .filter((value) => value.attributeId === row.id)
          .map((value) => {
            const valueOwn = valueNames
              .filter((entry) => entry.valueId === value.id)
              .map((entry) => ({ culture: entry.culture, name: entry.displayValue }));
            return {
              Id: value.id,
              Key: value.key,
              Name: nameIn(valueOwn, culture, value.key),
              Translations: valueOwn.map((entry) => ({
                Culture: entry.culture as Culture,
                Name: entry.name,
              })),
              MissingCultures: missingOf(valueOwn.map((entry) => entry.culture)),
            };
          }),
      };
    });
  }

  const missingFilter = <T extends { MissingCultures: readonly Culture[] }>(rows: T[], missing?: Culture) =>
    missing ? rows.filter((row) => row.MissingCultures.includes(missing)) : rows;

  return {
    // ---- categories ---------------------------------------------------------------------------

    async categories(culture: Culture, missing?: Culture): Promise<StaffCategory[]> {
      return missingFilter(await categoryList(db, culture), missing);
    },

    category: (id: string, culture: Culture) => oneCategory(db, id, culture),

    createCategory: (edit: CategoryCreateParsed, actor: Actor, culture: Culture) =>
      change(async (work) => {
        const repository = taxonomyAdminRepository(work.tx);
        const tree = await repository.lockTree();
        const errors = new FieldErrors();
        const parent = edit.ParentId ? tree.find((row) => row.id === edit.ParentId) : null;
        if (edit.ParentId && !parent) errors.add('ParentId', 'Taxonomy.ParentUnknown');
        await checkCategoryTranslations(work.tx, null, edit.Translations, errors);
        errors.throwIfAny();
        const id = await repository.insertCategory({
          parentId: parent?.id ?? null,
          parentPath: parent?.path ?? '/',
          depth: parent ? parent.depth + 1 : 0,
          sortOrder: await repository.nextSortOrder(parent?.id ?? null),
          isPublished: edit.IsPublished,
        });
        await repository.writeCategoryTranslations(id, translationColumns(edit.Translations));
        const saved = await oneCategory(work.tx, id, culture);
        await repository.audit({
          entity: 'category',
          entityId: id,
          action: 'create',
          actorId: actor.id,
          version: saved.Version,
          changes: changesBetween(null, saved, CATEGORY_FIELDS),
        });
        return saved;
      }),

    updateCategory: (id: string, edit: CategoryEditParsed, actor: Actor, culture: Culture) =>
      change(async (work) => {
        const repository = taxonomyAdminRepository(work.tx);
        await lockedCategory(work, id, edit.Version, culture);
        const before = await oneCategory(work.tx, id, culture);
        const errors = new FieldErrors();
        await checkCategoryTranslations(work.tx, id, edit.Translations, errors);
        errors.throwIfAny();
        await repository.writeCategoryTranslations(id, translationColumns(edit.Translations));
        await repository.touchCategory(id, { isPublished: edit.IsPublished });
        if (before.IsPublished !== edit.IsPublished) await repository.refreshProductsUnder(id);
        const saved = await oneCategory(work.tx, id, culture);
        await repository.audit({
          entity: 'category',
          entityId: id,
          action: 'update',
          actorId: actor.id,
          version: saved.Version,
          changes: changesBetween(before, saved, CATEGORY_FIELDS),
        });
        return saved;
      }),

    /** Re-parents and reorders: the category goes under ParentId at Index among its new siblings. */
    moveCategory: (id: string, move: CategoryMoveParsed, actor: Actor, culture: Culture) =>
      change(async (work) => {
        const repository = taxonomyAdminRepository(work.tx);
        const { tree, row } = await lockedCategory(work, id, move.Version, culture);
        const errors = new FieldErrors();
        const parent: CategoryRow | null = move.ParentId
          ? (tree.find((entry) => entry.id === move.ParentId) ?? null)
          : null;
        if (move.ParentId && !parent) errors.add('ParentId', 'Taxonomy.ParentUnknown');
        // A category never goes under itself or its own descendants (the tree would become a loop).
        if (parent?.path.startsWith(row.path)) errors.add('ParentId', 'Taxonomy.MoveIntoOwnSubtree');
        errors.throwIfAny();
        const parentId = parent?.id ?? null;
        const siblings = (of: string | null) =>
          tree
            .filter((entry) => entry.parentId === of && entry.id !== id)
            .sort((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : 1))
            .map((entry) => entry.id);
        const newSiblings = siblings(parentId);
        newSiblings.splice(Math.min(move.Index, newSiblings.length), 0, id);
        const reparented = row.parentId !== parentId;
        if (reparented) {
          await repository.moveSubtree(row, parentId, parent?.path ?? '/', parent ? parent.depth : -1);
          await repository.orderSiblings(siblings(row.parentId));
        }
        await repository.orderSiblings(newSiblings);
        await repository.touchCategory(id);
        // The products below carry their categories' ancestors in the listing's read model.
        if (reparented) await repository.refreshProductsUnder(id);
        const saved = await oneCategory(work.tx, id, culture);
        await repository.audit({
          entity: 'category',
          entityId: id,
          action: 'move',
          actorId: actor.id,
          version: saved.Version,
          changes: {
            ParentId: { from: row.parentId, to: parentId },
            SortOrder: { from: row.sortOrder, to: saved.SortOrder },
          },
        });
        return categoryList(work.tx, culture);
      }),

    deleteCategory: (id: string, version: number, actor: Actor, culture: Culture) =>
      change(async (work) => {
        const repository = taxonomyAdminRepository(work.tx);
        await lockedCategory(work, id, version, culture);
        const current = await oneCategory(work.tx, id, culture);
        const reasons: string[] = [];
        if (current.ChildCount > 0) reasons.push('Taxonomy.CategoryHasChildren');
        if (current.ProductCount > 0) reasons.push('Taxonomy.CategoryHasProducts');
        if (reasons.length)
          throw new ConflictError(
            'A category with subcategories or products is not deleted: move or delete them first.',
            CATEGORY_NOT_EMPTY,
            { _: reasons },
          ).withExtensions({ ProductCount: current.ProductCount, ChildCount: current.ChildCount });
        await repository.deleteCategory(id);
        await repository.audit({
          entity: 'category',
          entityId: id,
          action: 'delete',
          actorId: actor.id,
          version: current.Version,
          changes: changesBetween(current, {}, CATEGORY_FIELDS),
        });
      }),

    // ---- brands -------------------------------------------------------------------------------

    brands: () => brandList(db),

    async saveBrand(id: string | null, edit: BrandEditParsed, actor: Actor): Promise<StaffBrand> {
      if (id && edit.Version === undefined) throw new ValidationError({ Version: ['Validation.Required'] });
      const logoIds = edit.LogoAssetId ? [edit.LogoAssetId] : [];
      return change(
        async (work) => {
          const repository = taxonomyAdminRepository(work.tx);
          let before: StaffBrand | null = null;
          if (id) {
            const locked = await repository.lockBrand(id);
            if (!locked) throw notFound('brand', id);
            before = await oneBrand(work.tx, id);
            if (locked.version !== edit.Version)
              throw stale('brand', edit.Version ?? 0, locked.version, before);
          }
          const errors = new FieldErrors();
          const owner = await repository.brandSlugOwner(edit.Slug);
          if (owner && owner !== id) errors.add('Slug', 'Taxonomy.SlugTaken');
          errors.throwIfAny();
          if (logoIds.length) await assets.requireImages(logoIds, 'LogoAssetId', work.tx);
          const columns = { name: edit.Name, slug: edit.Slug, logoAssetId: edit.LogoAssetId };
          const brandId = id ?? (await repository.insertBrand(columns));
          if (id) await repository.updateBrand(id, columns);
          const saved = await oneBrand(work.tx, brandId);
          await repository.audit({
            entity: 'brand',
            entityId: brandId,
            action: id ? 'update' : 'create',
            actorId: actor.id,
            version: saved.Version,
            changes: changesBetween(
              before && { ...before, Logo: before.Logo?.AssetId ?? null },
              { ...saved, Logo: saved.Logo?.AssetId ?? null },
              ['Name', 'Slug', 'Logo'],
            ),
          });
          return saved;
        },
        (write) => assets.saveWith(logoIds, edit.Edits ?? [], 'LogoAssetId', write),
      );
    },

    deleteBrand: (id: string, version: number, actor: Actor) =>
      change(async (work) => {
        const repository = taxonomyAdminRepository(work.tx);
        const locked = await repository.lockBrand(id);
        if (!locked) throw notFound('brand', id);
        const current = await oneBrand(work.tx, id);
        if (locked.version !== version) throw stale('brand', version, locked.version, current);
        if (current.ProductCount > 0)
          throw new ConflictError('A brand given to products is not deleted.', TAXONOMY_IN_USE, {
            _: ['Taxonomy.BrandInUse'],
          }).withExtensions({ ProductCount: current.ProductCount });
        await repository.deleteBrand(id);
        await repository.audit({
          entity: 'brand',
          entityId: id,
          action: 'delete',
          actorId: actor.id,
          version: current.Version,
          changes: { Name: { from: current.Name, to: null }, Slug: { from: current.Slug, to: null } },
        });
      }),

    // ---- tags ---------------------------------------------------------------------------------

    async tags(culture: Culture, missing?: Culture): Promise<StaffTag[]> {
      return missingFilter(await tagList(db, culture), missing);
    },

    async saveTag(id: string | null, edit: TagEditParsed, actor: Actor, culture: Culture): Promise<StaffTag> {
      if (id && edit.Version === undefined) throw new ValidationError({ Version: ['Validation.Required'] });
      return change(async (work) => {
        const repository = taxonomyAdminRepository(work.tx);
        let before: StaffTag | null = null;
        if (id) {
          const locked = await repository.lockTag(id);
          if (!locked) throw notFound('tag', id);
          before = await oneTag(work.tx, id, culture);
          if (locked.version !== edit.Version) throw stale('tag', edit.Version ?? 0, locked.version, before);
        }
        const errors = new FieldErrors();
        checkCultures(errors, edit.Translations);
        const owner = await repository.tagKeyOwner(edit.Key);
        if (owner && owner !== id) errors.add('Key', 'Taxonomy.KeyTaken');
        errors.throwIfAny();
        const tagId = id ?? (await repository.insertTag(edit.Key));
        if (id) await repository.updateTag(id, edit.Key);
        await repository.replaceTagTranslations(
          tagId,
          edit.Translations.map((row) => ({ culture: row.Culture, name: row.Name })),
        );
        const saved = await oneTag(work.tx, tagId, culture);
        await repository.audit({
          entity: 'tag',
          entityId: tagId,
          action: id ? 'update' : 'create',
          actorId: actor.id,
          version: saved.Version,
          changes: changesBetween(before, saved, ['Key', 'Translations']),
        });
        return saved;
      });
    },

    deleteTag: (id: string, version: number, actor: Actor, culture: Culture) =>
      change(async (work) => {
        const repository = taxonomyAdminRepository(work.tx);
        const locked = await repository.lockTag(id);
        if (!locked) throw notFound('tag', id);
        const current = await oneTag(work.tx, id, culture);
        if (locked.version !== version) throw stale('tag', version, locked.version, current);
        // A tag is a label: deleting it takes it off its products (their listings follow).
        await repository.deleteTag(id);
        await repository.audit({
          entity: 'tag',
          entityId: id,
          action: 'delete',
          actorId: actor.id,
          version: current.Version,
          changes: changesBetween(current, {}, ['Key', 'Translations']),
        });
      }),

    async productTags(productId: string): Promise<{ TagIds: string[] }> {
      const repository = taxonomyAdminRepository(db);
      if (!(await repository.productExists(productId))) throw notFound('product', productId);
      return { TagIds: await repository.productTagIds(productId) };
    },

    setProductTags: (productId: string, tagIds: readonly string[], actor: Actor) =>
      change(async (work) => {
        const repository = taxonomyAdminRepository(work.tx);
        if (!(await repository.lockProductRow(productId))) throw notFound('product', productId);
        const wanted = [...new Set(tagIds)];
        const known = new Set(await repository.existingTagIds(wanted));
        const errors = new FieldErrors();
        wanted.forEach((tagId) => {
          if (!known.has(tagId)) errors.add(`TagIds.${tagIds.indexOf(tagId)}`, 'Taxonomy.TagUnknown');
        });
        errors.throwIfAny();
        const before = await repository.productTagIds(productId);
        await repository.replaceProductTags(productId, wanted);
        const after = await repository.productTagIds(productId);
        if (JSON.stringify(before) !== JSON.stringify(after))
          await repository.audit({
            entity: 'product',
            entityId: productId,
            action: 'tags',
            actorId: actor.id,
            version: null,
            changes: { TagIds: { from: before, to: after } },
          });
        return { TagIds: after };
      }),

    // ---- attributes ---------------------------------------------------------------------------

    async attributes(culture: Culture, missing?: Culture): Promise<StaffAttribute[]> {
      const rows = await attributeList(db, culture);
      return missing
        ? rows.filter(
            (row) =>
              row.MissingCultures.includes(missing) ||
              row.Values.some((value) => value.MissingCultures.includes(missing)),
          )
        : rows;
    },

    updateAttribute: (id: string, edit: AttributeEditParsed, actor: Actor, culture: Culture) =>
      change(async (work) => {
        const repository = taxonomyAdminRepository(work.tx);
        const [locked] = await repository.lockAttributes([id]);
        if (!locked) throw notFound('attribute', id);
        const before = (await attributeList(work.tx, culture)).find((row) => row.Id === id) as StaffAttribute;
        if (locked.version !== edit.Version) throw stale('attribute', edit.Version, locked.version, before);
        const errors = new FieldErrors();
        checkCultures(errors, edit.Translations);
        const ownValues = new Set(before.Values.map((value) => value.Id));
        edit.Values.forEach((value, i) => {
          if (!ownValues.has(value.Id)) errors.add(`Values.${i}.Id`, 'CatalogAdmin.ValueUnknown');
          checkCultures(errors, value.Translations, `Values.${i}.Translations`);
        });
        errors.throwIfAny();
        await repository.replaceAttributeTranslations(
          id,
          edit.Translations.map((row) => ({ culture: row.Culture, name: row.Name })),
        );
        for (const value of edit.Values)
          await repository.replaceValueTranslations(
            value.Id,
            value.Translations.map((row) => ({ culture: row.Culture, name: row.Name })),
          );
        await repository.touchAttribute(id);
        const saved = (await attributeList(work.tx, culture)).find((row) => row.Id === id) as StaffAttribute;
        await repository.audit({
          entity: 'attribute',
          entityId: id,
          action: 'update',
          actorId: actor.id,
          version: saved.Version,
          changes: changesBetween(before, saved, ['Translations', 'Values']),
        });
        return saved;
      }),

    /** Which attributes filter in the shop and in what order: every attribute, in order, at once. */
    setFacets: (order: FacetOrderParsed, actor: Actor, culture: Culture) =>
      change(async (work) => {
        const repository = taxonomyAdminRepository(work.tx);
        const all = await repository.attributes();
        const locked = await repository.lockAttributes(all.map((row) => row.id));
        const errors = new FieldErrors();
        const listed = new Set<string>();
        order.Attributes.forEach((entry, i) => {
          if (!locked.some((row) => row.id === entry.Id))
            errors.add(`Attributes.${i}.Id`, 'Taxonomy.AttributeUnknown');
          if (listed.has(entry.Id)) errors.add(`Attributes.${i}.Id`, 'Taxonomy.AttributeTwice');
          listed.add(entry.Id);
        });
        if (locked.some((row) => !listed.has(row.id)))
          errors.add('Attributes', 'Taxonomy.AttributesIncomplete');
        errors.throwIfAny();
        const staleEntry = order.Attributes.find(
          (entry) => locked.find((row) => row.id === entry.Id)?.version !== entry.Version,
        );
        if (staleEntry) {
          const current = await attributeList(work.tx, culture);
          throw stale(
            'attribute',
            staleEntry.Version,
            locked.find((row) => row.id === staleEntry.Id)?.version ?? 0,
            current,
          );
        }
        for (const [position, entry] of order.Attributes.entries()) {
          const row = locked.find((candidate) => candidate.id === entry.Id) as (typeof locked)[number];
          if (row.isFacet === entry.IsFacet && row.facetPosition === position) continue;
          await repository.touchAttribute(entry.Id, { isFacet: entry.IsFacet, facetPosition: position });
          await repository.audit({
            entity: 'attribute',
            entityId: entry.Id,
            action: 'facet',
            actorId: actor.id,
            version: row.version + 1,
            changes: {
              IsFacet: { from: row.isFacet, to: entry.IsFacet },
              FacetPosition: { from: row.facetPosition, to: position },
            },
          });
        }
        return attributeList(work.tx, culture);
      }),
  };
}

export type TaxonomyAdminService = ReturnType<typeof taxonomyAdminService>;
