import {
  type ProductEdit,
  ProductEditSchema,
  type StaffProduct,
  type TaxClassKey,
} from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';

/**
 * The product editor's working copy: what the fields hold, as typed (numbers as text, a comma as
 * a decimal point), turned into the API's edit on save and checked by the same schema first.
 */
export interface TranslationDraft {
  Culture: Culture;
  Name: string;
  Slug: string;
  ShortDescription: string;
  Description: string;
  SeoTitle: string;
  SeoDescription: string;
  FormerSlugs: string[];
  /** Not saved yet: its slug follows its name until someone types one. */
  IsNew: boolean;
}

export interface TierDraft {
  key: string;
  MinQuantity: string;
  UnitPrice: string;
}

export interface VariantDraft {
  /** The saved variant's id; undefined until saved. */
  Id: string | undefined;
  key: string;
  Sku: string;
  Ean: string;
  WeightGrams: string;
  IsAvailable: boolean;
  UnitPrice: string;
  UnitPriceTaxExcl: number | null;
  Tiers: TierDraft[];
  MinOrderQuantity: string;
  OrderQuantityStep: string;
  MaxOrderQuantity: string;
  /** Attribute id → value id ('' for none). */
  Values: Record<string, string>;
}

export interface ProductDraft {
  Reference: string;
  CategoryId: string;
  BrandId: string;
  TaxClass: TaxClassKey;
  Translations: TranslationDraft[];
  Variants: VariantDraft[];
}

let counter = 0;
/** A stable React key for a row that has no id yet. */
export const newKey = () => `new-${++counter}`;

const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function emptyTranslation(culture: Culture): TranslationDraft {
  return {
    Culture: culture,
    Name: '',
    Slug: '',
    ShortDescription: '',
    Description: '',
    SeoTitle: '',
    SeoDescription: '',
    FormerSlugs: [],
    IsNew: true,
  };
}

export function emptyVariant(): VariantDraft {
  return {
    Id: undefined,
    key: newKey(),
    Sku: '',
    Ean: '',
    WeightGrams: '',
    IsAvailable: true,
    UnitPrice: '',
    UnitPriceTaxExcl: null,
    Tiers: [],
    MinOrderQuantity: '1',
    OrderQuantityStep: '1',
    MaxOrderQuantity: '0',
    Values: {},
  };
}

export function newDraft(culture: Culture): ProductDraft {
  return {
    Reference: '',
    CategoryId: '',
    BrandId: '',
    TaxClass: 'standard',
    Translations: [emptyTranslation(culture)],
    Variants: [emptyVariant()],
  };
}

/** The saved product as the fields show it; `valueAttribute` names each value's attribute. */
export function draftOf(
  product: StaffProduct,
  valueAttribute: (valueId: string) => string | undefined,
): ProductDraft {
  return {
    Reference: product.Reference,
    CategoryId: product.CategoryId,
    BrandId: product.BrandId ?? '',
    TaxClass: product.TaxClass,
    Translations: product.Translations.map((translation) => ({
      ...translation,
      FormerSlugs: [...translation.FormerSlugs],
      IsNew: false,
    })),
    Variants: product.Variants.map((variant) => ({
      Id: variant.Id,
      key: variant.Id,
      Sku: variant.Sku,
      Ean: variant.Ean ?? '',
      WeightGrams: numberText(variant.WeightGrams),
      IsAvailable: variant.IsAvailable,
      UnitPrice: numberText(variant.UnitPrice),
      UnitPriceTaxExcl: variant.UnitPriceTaxExcl,
      Tiers: variant.Tiers.map((tier) => ({
        key: newKey(),
        MinQuantity: String(tier.MinQuantity),
        UnitPrice: String(tier.UnitPrice),
      })),
      MinOrderQuantity: String(variant.MinOrderQuantity),
      OrderQuantityStep: String(variant.OrderQuantityStep),
      MaxOrderQuantity: String(variant.MaxOrderQuantity),
      Values: Object.fromEntries(
        variant.ValueIds.flatMap((valueId) => {
          const attributeId = valueAttribute(valueId);
          return attributeId ? [[attributeId, valueId] as const] : [];
        }),
      ),
    })),
  };
}

/** A typed number: empty stays empty (the schema names it), a comma is a decimal point. */
const typed = (value: string): number | undefined => {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isNaN(number) ? (trimmed as unknown as number) : number;
};

/** The API's edit of the draft (made from `version` when the product exists). */
export function editOf(draft: ProductDraft, version: number | undefined): ProductEdit {
  return {
    ...(version === undefined ? {} : { Version: version }),
    Reference: draft.Reference,
    CategoryId: draft.CategoryId,
    BrandId: draft.BrandId || null,
    TaxClass: draft.TaxClass,
    Translations: draft.Translations.map(({ FormerSlugs: _, IsNew: __, ...translation }) => translation),
    Variants: draft.Variants.map((variant) => ({
      ...(variant.Id ? { Id: variant.Id } : {}),
      Sku: variant.Sku,
      Ean: variant.Ean.trim() || null,
      WeightGrams: typed(variant.WeightGrams) ?? null,
      IsAvailable: variant.IsAvailable,
      UnitPrice: typed(variant.UnitPrice) as number,
      Tiers: variant.Tiers.map((tier) => ({
        MinQuantity: typed(tier.MinQuantity) as number,
        UnitPrice: typed(tier.UnitPrice) as number,
      })),
      MinOrderQuantity: typed(variant.MinOrderQuantity) ?? 1,
      OrderQuantityStep: typed(variant.OrderQuantityStep) ?? 1,
      MaxOrderQuantity: typed(variant.MaxOrderQuantity) ?? 0,
      ValueIds: Object.values(variant.Values).filter(Boolean),
    })),
  };
}

/** Field path ('Variants.0.Sku') → encoded messages. */
export type FieldErrors = Record<string, string[]>;

/**
 * The rules the form can check before sending, by the API's own schema, plus the tier threshold
 * (a tier starts above the minimum order quantity), each message at its field's path.
 */
export function checkEdit(edit: ProductEdit): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => {
    const list = errors[path] ?? [];
    if (!list.includes(message)) errors[path] = [...list, message];
  };
  const parsed = ProductEditSchema.safeParse(edit);
  if (!parsed.success)
    for (const issue of parsed.error.issues) add(issue.path.join('.') || '_', issue.message);
  edit.Variants.forEach((variant, i) => {
    const base = typeof variant.MinOrderQuantity === 'number' ? variant.MinOrderQuantity : 1;
    (variant.Tiers ?? []).forEach((tier, j) => {
      if (typeof tier.MinQuantity === 'number' && tier.MinQuantity <= base)
        add(`Variants.${i}.Tiers.${j}.MinQuantity`, 'CatalogAdmin.TierBelowBase');
    });
  });
  return errors;
}

/** The tab a field path lives on, so a refusal opens the tab that shows it. */
export function tabOfField(path: string): EditorTab {
  if (path.startsWith('Translations')) return /Seo/.test(path) ? 'seo' : 'translations';
  if (/^Variants\.\d+\.(Tiers|UnitPrice|MinOrderQuantity|OrderQuantityStep|MaxOrderQuantity)/.test(path))
    return 'prices';
  if (path.startsWith('Variants')) return 'variants';
  return 'general';
}

export const EDITOR_TABS = [
  'general',
  'translations',
  'variants',
  'prices',
  'stock',
  'seo',
  'history',
] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** A slug made of a name: lowercase, accents dropped, every other run of characters a dash. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
