import { CULTURES, type Culture } from '@vitrine/i18n';
import { Money, splitInclusive } from '@vitrine/money';
import type {
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
import type { PhotoView } from './images';
import { type Random, slugify } from './random';
import {
  ATTRIBUTE_NAMES,
  BRANDS,
  CATEGORY_DESCRIPTION,
  CATEGORY_TREE,
  COLOURS,
  type ColourKey,
  MATERIAL_PREPOSITION,
  MATERIALS,
  type MaterialKey,
  MODELS,
  PRODUCT_TYPES,
  type ProductType,
  productCopy,
  type ShapeKey,
  SIZES,
  TAGS,
  WAREHOUSES,
} from './words';

/** Dutch prices in the demo: 21 % VAT on every product. */
/** The demo shop's VAT, in percent: prices are kept tax-inclusive and split with it. */
export const VAT_PERCENT = 21;
const DAY_MS = 24 * 60 * 60 * 1000;

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface Leaf {
  id: string;
  rootIndex: number;
  leafIndex: number;
  types: ProductType[];
}

/** The fixed part of the catalogue (tree, brands, tags, attributes, warehouses), ids included. */
export interface ReferenceData {
  categories: Insert<typeof categories>[];
  categoryTranslations: Insert<typeof categoryTranslations>[];
  leaves: Leaf[];
  brands: Insert<typeof brands>[];
  /** Brand indexes per root category, so that the brand facet of a category is not all 25. */
  brandsByRoot: number[][];
  tags: Insert<typeof tags>[];
  tagTranslations: Insert<typeof tagTranslations>[];
  attributes: Insert<typeof attributes>[];
  attributeTranslations: Insert<typeof attributeTranslations>[];
  attributeValues: Insert<typeof attributeValues>[];
  attributeValueTranslations: Insert<typeof attributeValueTranslations>[];
  warehouses: Insert<typeof warehouses>[];
}

/**
 * Ids the products point at, as they are in the database (an attribute or tag with the same
 * key may exist already, made by an editor: the seed then uses it rather than failing).
 */
export interface ResolvedIds {
  brandIds: string[];
  tagIds: Record<string, string>;
  attributeIds: { colour: string; size: string; material: string };
  colourIds: Record<string, string>;
  sizeIds: Record<string, string>;
  materialIds: Record<string, string>;
  warehouseIds: string[];
}

export function buildReferenceData(random: Random, ids: Random): ReferenceData {
  const data: ReferenceData = {
    categories: [],
    categoryTranslations: [],
    leaves: [],
    brands: [],
    brandsByRoot: [],
    tags: [],
    tagTranslations: [],
    attributes: [],
    attributeTranslations: [],
    attributeValues: [],
    attributeValueTranslations: [],
    warehouses: [],
  };
  const slugs = Object.fromEntries(CULTURES.map((culture) => [culture, new Set<string>()])) as Record<
    Culture,
    Set<string>
  >;
  const uniqueSlug = (culture: Culture, name: string, parentSlug: string | undefined) => {
    let slug = slugify(name);
    if (slugs[culture].has(slug) && parentSlug) slug = `${parentSlug}-${slug}`;
    while (slugs[culture].has(slug)) slug = `${slug}-2`;
    slugs[culture].add(slug);
    return slug;
  };
  CATEGORY_TREE.forEach((root, rootIndex) => {
    const rootId = ids.uuid();
    data.categories.push({ id: rootId, parentId: null, path: `/${rootId}/`, depth: 0, sortOrder: rootIndex });
    const rootSlugs = {} as Record<Culture, string>;
    for (const culture of CULTURES) {
      const name = root.names[culture];
      rootSlugs[culture] = uniqueSlug(culture, name, undefined);
      data.categoryTranslations.push({
        categoryId: rootId,
        culture,
        name,
        slug: rootSlugs[culture],
        description: CATEGORY_DESCRIPTION[culture](name),
      });
    }
    (root.children ?? []).forEach((child, childIndex) => {
      const id = ids.uuid();
      data.categories.push({
        id,
        parentId: rootId,
        path: `/${rootId}/${id}/`,
        depth: 1,
        sortOrder: childIndex,
      });
      for (const culture of CULTURES) {
        const name = child.names[culture];
        data.categoryTranslations.push({
          categoryId: id,
          culture,
          name,
          slug: uniqueSlug(culture, name, rootSlugs[culture]),
          description: CATEGORY_DESCRIPTION[culture](name),
        });
      }
      const types = (child.types ?? []).map((key) => PRODUCT_TYPES[key]).filter((type) => type !== undefined);
      data.leaves.push({ id, rootIndex, leafIndex: data.leaves.length, types });
    });
  });

  BRANDS.forEach((name, index) => {
    data.brands.push({ id: ids.uuid(), name, slug: slugify(name), sortOrder: index });
  });
  const brandIndexes = BRANDS.map((_, index) => index);
  data.brandsByRoot = CATEGORY_TREE.map(() => random.sample(brandIndexes, 8));

  TAGS.forEach((tag) => {
    const id = ids.uuid();
    data.tags.push({ id, key: tag.key });
    for (const culture of CULTURES)
      data.tagTranslations.push({ tagId: id, culture, name: tag.names[culture] });
  });

  const addAttribute = (
    key: 'colour' | 'size' | 'material',
    displayType: 'Square' | 'List' | 'Dropdown',
    sortOrder: number,
  ) => {
    const id = ids.uuid();
    data.attributes.push({ id, key, displayType, sortOrder });
    for (const culture of CULTURES) {
      data.attributeTranslations.push({ attributeId: id, culture, name: ATTRIBUTE_NAMES[key][culture] });
    }
    return id;
  };
  const addValue = (
    attributeId: string,
    key: string,
    names: Record<Culture, string>,
    sortOrder: number,
    codes: readonly string[] = [],
  ) => {
    const id = ids.uuid();
    data.attributeValues.push({
      id,
      attributeId,
      key,
      colorCode1: codes[0] ?? null,
      colorCode2: codes[1] ?? null,
      colorCode3: codes[2] ?? null,
      sortOrder,
    });
    for (const culture of CULTURES) {
      data.attributeValueTranslations.push({ valueId: id, culture, displayValue: names[culture] });
    }
  };
  const colourId = addAttribute('colour', 'Square', 0);
  Object.entries(COLOURS).forEach(([key, colour], index) => {
    addValue(colourId, key, colour.names, index, colour.codes);
  });
  const sizeId = addAttribute('size', 'List', 1);
  let sizeOrder = 0;
  for (const group of Object.values(SIZES)) {
    for (const size of group) addValue(sizeId, size.key, size.names, sizeOrder++);
  }
  const materialId = addAttribute('material', 'Dropdown', 2);
  Object.entries(MATERIALS).forEach(([key, names], index) => {
    // Shown alone in a drop-down, so capitalised (German nouns already are).
    const display = Object.fromEntries(
      CULTURES.map((culture) => [culture, capitalise(names[culture])]),
    ) as Record<Culture, string>;
    addValue(materialId, key, display, index);
  });

  WAREHOUSES.forEach((warehouse, index) => {
    data.warehouses.push({ id: ids.uuid(), ...warehouse, isActive: true, sortOrder: index });
  });
  return data;
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const euro = (cents: number) => Money.ofMinor(cents, 'EUR');
const excludingTax = (price: Money) => splitInclusive(price, VAT_PERCENT).exclusive;

const ROMAN: [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** A model's edition as designers number them ("Cora II"): the same in every language. */
export function roman(value: number): string {
  let rest = value;
  let text = '';
  for (const [step, letters] of ROMAN)
    while (rest >= step) {
      text += letters;
      rest -= step;
    }
  return text;
}

/**
 * A shop-like price for a random size (roughly the price in euros): whole euros minus ten cents
 * above 20 €, half euros minus ten cents below, at least 4.50 €.
 */
function shelfPrice(size: number): Money {
  if (size < 20) return euro(Math.max(450, Math.round(size * 2) * 50 - 10));
  return euro(Math.round(size) * 100 - 10);
}

export interface PhotoPlan {
  productId: string;
  renderKey: string;
  attributeValueId: string;
  sortOrder: number;
}

export interface RenderRequest {
  key: string;
  shape: ShapeKey;
  colour: ColourKey;
  view: PhotoView;
}

/** The rows of one batch of products, ready to insert. */
export interface ProductBatch {
  products: Insert<typeof products>[];
  productCategories: Insert<typeof productCategories>[];
  translations: Insert<typeof productTranslations>[];
  variants: Insert<typeof productVariants>[];
  variantValues: Insert<typeof variantAttributeValues>[];
  degressivePrices: Insert<typeof degressivePrices>[];
  stock: Insert<typeof warehouseStock>[];
  tags: Insert<typeof productTags>[];
  associations: Insert<typeof productAssociations>[];
  photos: PhotoPlan[];
  renders: Map<string, RenderRequest>;
}

export const emptyBatch = (): ProductBatch => ({
  products: [],
  productCategories: [],
  translations: [],
  variants: [],
  variantValues: [],
  degressivePrices: [],
  stock: [],
  tags: [],
  associations: [],
  photos: [],
  renders: new Map(),
});

const RING_SIZE = 24;
const TIERS = [
  { quantity: 5, percentOff: 5 },
  { quantity: 10, percentOff: 10 },
  { quantity: 25, percentOff: 15 },
];

/**
 * Writes product after product into batches. Everything comes from the one random stream, in
 * product order, so the catalogue does not depend on the batch size. Memory stays flat: only
 * the last few products per category (for associations) and the base slugs are remembered.
 */
export function createProductFactory(options: {
  random: Random;
  ids: Random;
  reference: ReferenceData;
  resolved: ResolvedIds;
  now: number;
}) {
  const { random, ids, reference, resolved, now } = options;
  const recentByLeaf = reference.leaves.map(() => [] as string[]);
  const leavesByRoot = new Map<number, Leaf[]>();
  for (const leaf of reference.leaves) {
    leavesByRoot.set(leaf.rootIndex, [...(leavesByRoot.get(leaf.rootIndex) ?? []), leaf]);
  }
  const baseSlugs = Object.fromEntries(CULTURES.map((culture) => [culture, new Set<string>()])) as Record<
    Culture,
    Set<string>
  >;
  // How many products took each name so far, per culture: names are unique per culture, so the
  // second "Mug Cora en grès" is "Mug Cora II en grès". A few thousand base names, whatever the size.
  const editions = Object.fromEntries(
    CULTURES.map((culture) => [culture, new Map<string, number>()]),
  ) as Record<Culture, Map<string, number>>;
  // One colour in ten products: those need a second, close-up render, so they are kept rare.
  const colourCountWeights = [1, 2, 2, 2, 2, 3, 3, 3, 4, 4];

  return function addProduct(index: number, batch: ProductBatch) {
    const productId = ids.uuid();
    const reference_ = `VT-${String(index + 1).padStart(6, '0')}`;
    const leaf = random.pick(reference.leaves);
    const type = random.pick(leaf.types);
    const brandIndex = random.pick(reference.brandsByRoot[leaf.rootIndex] ?? [0]);
    const brandName = BRANDS[brandIndex] ?? '';
    const model = random.pick(MODELS);
    const material = random.pick(type.materials);
    const years = random.int(2, 10);

    const colours = random.sample(type.colours, random.pick(colourCountWeights));
    const sizes = type.sizes ? random.sample(SIZES[type.sizes], random.int(2, SIZES[type.sizes].length)) : [];
    const materials: MaterialKey[] =
      type.materials.length > 1 && random.chance(0.12)
        ? [material, random.pick(type.materials.filter((m) => m !== material))]
        : [];

    // Every colour gets at least one variant (its photo must be choosable), then random extras.
    const combos: { colour: ColourKey; size: number | null; material: MaterialKey | null }[] = [];
    for (const colour of colours) {
      for (let s = 0; s < Math.max(1, sizes.length); s += 1) {
        for (const m of materials.length ? materials : [null]) {
          combos.push({ colour, size: sizes.length ? s : null, material: m });
        }
      }
    }
    const target = Math.min(combos.length, random.int(colours.length, 12));
    const chosen = new Set<number>();
    for (const colour of colours) {
      const options_ = combos.flatMap((combo, i) => (combo.colour === colour ? [i] : []));
      chosen.add(random.pick(options_));
    }
    for (const i of random.shuffle(combos.map((_, i) => i))) {
      if (chosen.size >= target) break;
      chosen.add(i);
    }
    const variantCombos = [...chosen].sort((a, b) => a - b).map((i) => combos[i]!);

    // A random size within the type's price range; it becomes money in shelfPrice.
    const baseSize = type.price[0] + random.next() ** 1.6 * (type.price[1] - type.price[0]);
    let minPrice: Money | null = null;
    const variantsStart = batch.variants.length;
    variantCombos.forEach((combo, v) => {
      const variantId = ids.uuid();
      const size = combo.size === null ? undefined : sizes[combo.size];
      const materialFactor = combo.material && combo.material !== material ? 1.15 : 1;
      const price = shelfPrice(baseSize * (size?.factor ?? 1) * materialFactor);
      minPrice = minPrice ? Money.min(minPrice, price) : price;
      const isAvailable = !random.chance(0.05);
      batch.variants.push({
        id: variantId,
        productId,
        sku: `${reference_}-${String(v + 1).padStart(2, '0')}`,
        unitPriceTaxIncl: price.toDecimal(),
        unitPriceTaxExcl: excludingTax(price).toDecimal(),
        currencyCode: 'EUR',
        isAvailable,
        sortOrder: v,
      });
      batch.variantValues.push({
        variantId,
        attributeId: resolved.attributeIds.colour,
        valueId: resolved.colourIds[combo.colour]!,
      });
      if (size) {
        batch.variantValues.push({
          variantId,
          attributeId: resolved.attributeIds.size,
          valueId: resolved.sizeIds[size.key]!,
        });
      }
      if (combo.material) {
        batch.variantValues.push({
          variantId,
          attributeId: resolved.attributeIds.material,
          valueId: resolved.materialIds[combo.material]!,
        });
      }
      if (random.chance(0.3)) {
        let previous = price;
        for (const tier of TIERS.slice(0, random.int(2, 3))) {
          // Strictly lower than the tier before, even where rounding would make them equal.
          const tierPrice = Money.min(previous.minus(euro(1)), price.percentage(100 - tier.percentOff));
          if (!tierPrice.isPositive()) break;
          batch.degressivePrices.push({
            variantId,
            minQuantity: tier.quantity,
            unitPriceTaxIncl: tierPrice.toDecimal(),
            unitPriceTaxExcl: excludingTax(tierPrice).toDecimal(),
          });
          previous = tierPrice;
        }
      }
      resolved.warehouseIds.forEach((warehouseId) => {
        const quantity = !isAvailable || random.chance(0.25) ? 0 : random.int(1, 60);
        batch.stock.push({ warehouseId, variantId, quantity });
      });
    });
    // A product nobody can order would only be noise in the demo: keep one variant available.
    const productVariants_ = batch.variants.slice(variantsStart);
    if (productVariants_.every((variant) => variant.isAvailable === false))
      productVariants_[0]!.isAvailable = true;

    const createdAt = new Date(now - Math.floor(random.next() * 730 * DAY_MS));
    batch.products.push({
      id: productId,
      reference: reference_,
      brandId: resolved.brandIds[brandIndex] ?? null,
      categoryId: leaf.id,
      isPublished: true,
      priceFrom: (minPrice ?? euro(0)).toDecimal(),
      currencyCode: 'EUR',
      popularity: Math.floor(random.next() ** 3 * 10_000),
      createdAt,
      updatedAt: createdAt,
    });
    // product_categories holds extra placements beside the primary category (a bench shown with
    // the chairs too); a few products have one so that listings cover the case.
    const siblings = (leavesByRoot.get(leaf.rootIndex) ?? []).filter((other) => other.id !== leaf.id);
    if (siblings.length && random.chance(0.05)) {
      batch.productCategories.push({ productId, categoryId: random.pick(siblings).id });
    }

    for (const culture of CULTURES) {
      const materialWord = MATERIALS[material][culture];
      const materialPhrase = `${MATERIAL_PREPOSITION[culture]} ${materialWord}`;
      const baseName = capitalise(`${type.words[culture][0]} ${model} ${materialPhrase}`);
      const edition = (editions[culture].get(baseName.toLowerCase()) ?? 0) + 1;
      editions[culture].set(baseName.toLowerCase(), edition);
      const name =
        edition === 1
          ? baseName
          : capitalise(`${type.words[culture][0]} ${model} ${roman(edition)} ${materialPhrase}`);
      let slug = slugify(name);
      if (baseSlugs[culture].has(slug)) slug = `${slug}-${reference_.toLowerCase()}`;
      else baseSlugs[culture].add(slug);
      batch.translations.push({
        productId,
        culture,
        name,
        slug,
        ...productCopy(culture, {
          name,
          brand: brandName,
          material: materialWord,
          materialPhrase,
          reference: reference_,
          years,
        }),
      });
    }

    const photoColours = colours.slice(0, 4);
    const views: { colour: ColourKey; view: PhotoView }[] = photoColours.map((colour) => ({
      colour,
      view: 'front',
    }));
    if (views.length === 1) views.push({ colour: photoColours[0]!, view: 'detail' });
    views.forEach(({ colour, view }, sortOrder) => {
      const key = `${type.shape}-${colour}-${view}`;
      if (!batch.renders.has(key)) batch.renders.set(key, { key, shape: type.shape, colour, view });
      batch.photos.push({
        productId,
        renderKey: key,
        attributeValueId: resolved.colourIds[colour]!,
        sortOrder,
      });
    });

    const tagKeys = new Set<string>();
    if (random.chance(0.35)) tagKeys.add(random.pick(TAGS).key);
    if (random.chance(0.1)) tagKeys.add(random.pick(TAGS).key);
    if (CATEGORY_TREE[leaf.rootIndex]?.key === 'garden') tagKeys.add('outdoor');
    for (const key of tagKeys) {
      const tagId = resolved.tagIds[key];
      if (tagId) batch.tags.push({ productId, tagId });
    }

    // Associations point only at products made before this one, so they exist when inserted.
    const associated = new Set<string>();
    const recent = recentByLeaf[leaf.leafIndex]!;
    random.sample(recent, random.int(1, 3)).forEach((other, sortOrder) => {
      associated.add(other);
      batch.associations.push({ productId, associatedProductId: other, kind: 'related', sortOrder });
    });
    if (siblings.length) {
      const neighbourRecent = recentByLeaf[random.pick(siblings).leafIndex]!;
      random
        .sample(neighbourRecent, random.int(1, 2))
        .filter((other) => !associated.has(other))
        .forEach((other, sortOrder) => {
          batch.associations.push({ productId, associatedProductId: other, kind: 'cross-sell', sortOrder });
        });
    }
    recent.push(productId);
    if (recent.length > RING_SIZE) recent.shift();
  };
}

export type { ProductType };
