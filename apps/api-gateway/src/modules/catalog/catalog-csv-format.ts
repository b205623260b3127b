import { PRODUCT_STATUSES, type ProductEdit, type ProductStatus } from '@vitrine/api-client';
import { CULTURES, type Culture } from '@vitrine/i18n';

/**
 * The catalogue's CSV (ADR 040): one row per variant, the product's own columns repeated on each
 * of its rows, the rows of one product next to each other. Pure: no database, no stream.
 */

export const BASE_COLUMNS = [
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
] as const;
export type BaseColumn = (typeof BASE_COLUMNS)[number];

/** Per culture: `Name.fr`, `Slug.fr`, … A culture's six columns come together or not at all. */
export const CULTURE_FIELDS = [
  'Name',
  'Slug',
  'ShortDescription',
  'Description',
  'SeoTitle',
  'SeoDescription',
] as const;
export type CultureField = (typeof CULTURE_FIELDS)[number];

/** Per warehouse: `Stock.<warehouse code>`. */
export const STOCK_PREFIX = 'Stock.';

/** Columns a product shares with all its rows: its first row gives them, the others repeat or leave them blank. */
const PRODUCT_COLUMNS = new Set<string>(['Status', 'CategoryId', 'Brand', 'TaxClass']);

export interface CsvLayout {
  readonly header: readonly string[];
  readonly index: ReadonlyMap<string, number>;
  readonly cultures: readonly Culture[];
  /** Warehouse codes with a stock column. */
  readonly warehouses: readonly string[];
}

/** What the header is checked against: the shop's warehouse codes. */
export interface HeaderContext {
  readonly warehouseCodes: ReadonlySet<string>;
}

export const cultureColumn = (field: CultureField, culture: Culture) => `${field}.${culture}`;
export const stockColumn = (code: string) => `${STOCK_PREFIX}${code}`;

/**
 * The header read against the format: every base column, every culture whole or absent (one at
 * least), stock columns of known warehouses only, no column twice and nothing else. Answers the
 * layout, or the columns at fault with the reason's i18n key.
 */
export function readHeader(
  header: readonly string[],
  context: HeaderContext,
): { layout: CsvLayout } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const fault = (column: string, key: string) => {
    errors[column || '(empty)'] = [...(errors[column || '(empty)'] ?? []), key];
  };
  const index = new Map<string, number>();
  header.forEach((raw, i) => {
    const column = raw.trim();
    if (index.has(column)) fault(column, 'CatalogCsv.ColumnTwice');
    index.set(column, i);
  });
  for (const column of BASE_COLUMNS) if (!index.has(column)) fault(column, 'CatalogCsv.ColumnMissing');
  const cultures: Culture[] = [];
  const warehouses: string[] = [];
  for (const culture of CULTURES) {
    const present = CULTURE_FIELDS.filter((field) => index.has(cultureColumn(field, culture)));
    if (present.length === CULTURE_FIELDS.length) cultures.push(culture);
    else if (present.length)
      for (const field of CULTURE_FIELDS)
        if (!index.has(cultureColumn(field, culture)))
          fault(cultureColumn(field, culture), 'CatalogCsv.ColumnMissing');
  }
  if (!cultures.length && !Object.keys(errors).some((column) => column.includes('.')))
    fault(cultureColumn('Name', CULTURES[0]), 'CatalogCsv.CultureMissing');
  const known = new Set<string>([
    ...BASE_COLUMNS,
    ...CULTURES.flatMap((culture) => CULTURE_FIELDS.map((field) => cultureColumn(field, culture))),
  ]);
  for (const column of index.keys()) {
    if (known.has(column)) continue;
    const code = column.startsWith(STOCK_PREFIX) ? column.slice(STOCK_PREFIX.length) : null;
    if (code !== null && context.warehouseCodes.has(code)) warehouses.push(code);
    else fault(column, code !== null ? 'CatalogCsv.WarehouseUnknown' : 'CatalogCsv.ColumnUnknown');
  }
  if (Object.keys(errors).length) return { errors };
  return { layout: { header: header.map((column) => column.trim()), index, cultures, warehouses } };
}

/** The full header the export writes: base columns, the six cultures, every warehouse. */
export function exportHeader(warehouseCodes: readonly string[]): string[] {
  return [
    ...BASE_COLUMNS,
    ...CULTURES.flatMap((culture) => CULTURE_FIELDS.map((field) => cultureColumn(field, culture))),
    ...warehouseCodes.map(stockColumn),
  ];
}

// ——— spreadsheet formulas ———

/**
 * A text a spreadsheet would run as a formula (=, +, -, @, a tab or a carriage return first) is
 * written behind an apostrophe, which spreadsheets read as "this is text". A text that already
 * starts with apostrophes before such a character gets one more, so that the import, which takes
 * one away, gives back exactly what was exported.
 */
const FORMULA = /^'*[=+\-@\t\r]/;
export const escapeFormula = (cell: string) => (FORMULA.test(cell) ? `'${cell}` : cell);
export const unescapeFormula = (cell: string) => (/^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

// ——— cells ———

export interface CellError {
  readonly line: number;
  readonly column: string;
  readonly message: string;
}

/** One data row: its first line in the file and its cells (formulas unescaped). */
export interface CsvRow {
  readonly line: number;
  readonly cells: readonly string[];
}

export const cellOf = (layout: CsvLayout, row: CsvRow, column: string) => {
  const i = layout.index.get(column);
  return i === undefined ? '' : unescapeFormula(row.cells[i] ?? '');
};

/** Decimal with a point, as the export writes it ("12.50"); anything else is not a number. */
const DECIMAL = /^-?\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;

/** The names of the shop's things the CSV uses instead of their ids, both ways. */
export interface CsvLookups {
  readonly categories: ReadonlySet<string>;
  /** brand slug → id, and back. */
  readonly brandIds: ReadonlyMap<string, string>;
  readonly brandSlugs: ReadonlyMap<string, string>;
  /** attribute key → its id and its values (value key → id). */
  readonly attributes: ReadonlyMap<string, { id: string; values: ReadonlyMap<string, string> }>;
  /** value id → `attribute=value` keys, in the attributes' order. */
  readonly valueKeys: ReadonlyMap<string, { attribute: string; value: string; order: number }>;
  /** warehouse code → id. */
  readonly warehouseIds: ReadonlyMap<string, string>;
}

/** A product as the rows of the file give it, ready for the product editor's save. */
export interface ProductDraft {
  readonly reference: string;
  readonly lines: readonly number[];
  readonly status: ProductStatus;
  readonly edit: ProductEdit;
  /** Per variant (in edit order): warehouse id → count the file sets (blank cells are absent). */
  readonly stock: readonly ReadonlyMap<string, number>[];
}

/**
 * The rows of one product as a draft for the editor's save, with every fault of its cells. The
 * structural rules (required, lengths, slugs, EAN, negative prices) are the save schema's and the
 * rules that need the database are the save's: both are reported by the caller with `issueCell`.
 */
export function draftOf(
  layout: CsvLayout,
  rows: readonly CsvRow[],
  lookups: CsvLookups,
): { draft: ProductDraft; errors: CellError[] } {
  const errors: CellError[] = [];
  const [first] = rows;
  if (!first) throw new Error('a product has one row at least');
  const fault = (row: CsvRow, column: string, message: string) =>
    errors.push({ line: row.line, column, message });
  const cell = (row: CsvRow, column: string) => cellOf(layout, row, column).trim();

  // A product's own columns: the first row gives them; another row repeats them or leaves them blank.
  for (const row of rows.slice(1))
    for (const column of [
      ...PRODUCT_COLUMNS,
      ...layout.cultures.flatMap((culture) => CULTURE_FIELDS.map((field) => cultureColumn(field, culture))),
    ]) {
      const value = cell(row, column);
      if (value && value !== cell(first, column)) fault(row, column, 'CatalogCsv.ProductValueDiffers');
    }

  const statusText = cell(first, 'Status').toLowerCase();
  const status = (PRODUCT_STATUSES as readonly string[]).includes(statusText)
    ? (statusText as ProductStatus)
    : 'unpublished';
  if (!statusText) fault(first, 'Status', 'Validation.Required');
  else if (status !== statusText) fault(first, 'Status', 'CatalogCsv.StatusUnknown');

  const categoryId = cell(first, 'CategoryId');
  if (categoryId && !lookups.categories.has(categoryId))
    fault(first, 'CategoryId', 'CatalogAdmin.CategoryUnknown');
  const brand = cell(first, 'Brand');
  const brandId = brand ? (lookups.brandIds.get(brand) ?? null) : null;
  if (brand && !brandId) fault(first, 'Brand', 'CatalogAdmin.BrandUnknown');

  const translations = layout.cultures.flatMap((culture) => {
    const value = (field: CultureField) => cellOf(layout, first, cultureColumn(field, culture));
    // A culture without a name and a slug is not given for this product.
    if (!value('Name').trim() && !value('Slug').trim()) return [];
    return [
      {
        Culture: culture,
        Name: value('Name'),
        Slug: value('Slug'),
        ShortDescription: value('ShortDescription'),
        Description: value('Description'),
        SeoTitle: value('SeoTitle'),
        SeoDescription: value('SeoDescription'),
      },
    ];
  });

  const number = (row: CsvRow, column: string, integer: boolean): number | undefined => {
    const text = cell(row, column);
    if (!text) return undefined;
    if (!(integer ? INTEGER : DECIMAL).test(text)) {
      fault(row, column, integer ? 'Validation.Integer' : 'Validation.Number');
      return undefined;
    }
    return Number(text);
  };

  const stock: Map<string, number>[] = [];
  const variants = rows.map((row) => {
    const attributes = cell(row, 'Attributes');
    const valueIds: string[] = [];
    if (attributes)
      for (const pair of attributes.split(';')) {
        const [key, value, ...rest] = pair.split('=').map((part) => part.trim());
        if (!key || !value || rest.length) {
          fault(row, 'Attributes', 'CatalogCsv.AttributesInvalid');
          continue;
        }
        const attribute = lookups.attributes.get(key);
        const valueId = attribute?.values.get(value);
        if (!attribute) fault(row, 'Attributes', 'CatalogCsv.AttributeUnknown');
        else if (!valueId) fault(row, 'Attributes', 'CatalogAdmin.ValueUnknown');
        else valueIds.push(valueId);
      }

    const tiersText = cell(row, 'Tiers');
    const tiers: { MinQuantity: number; UnitPrice: number }[] = [];
    if (tiersText)
      for (const pair of tiersText.split(';')) {
        const [quantity, price, ...rest] = pair.split('=').map((part) => part.trim());
        if (!quantity || !price || rest.length || !INTEGER.test(quantity) || !DECIMAL.test(price)) {
          fault(row, 'Tiers', 'CatalogCsv.TiersInvalid');
          continue;
        }
        tiers.push({ MinQuantity: Number(quantity), UnitPrice: Number(price) });
      }

    const available = cell(row, 'IsAvailable').toLowerCase();
    let isAvailable = true;
    if (['false', 'no', '0'].includes(available)) isAvailable = false;
    else if (available && !['true', 'yes', '1'].includes(available))
      fault(row, 'IsAvailable', 'CatalogCsv.BooleanInvalid');

    const counts = new Map<string, number>();
    for (const code of layout.warehouses) {
      const quantity = number(row, stockColumn(code), true);
      if (quantity === undefined) continue;
      if (quantity < 0) fault(row, stockColumn(code), 'CatalogAdmin.StockNegative');
      else if (quantity > 1_000_000_000) fault(row, stockColumn(code), 'CatalogAdmin.QuantityTooHigh');
      else counts.set(lookups.warehouseIds.get(code) ?? code, quantity);
    }
    stock.push(counts);

    const unitPrice = number(row, 'UnitPrice', false);
    if (unitPrice === undefined && !cell(row, 'UnitPrice')) fault(row, 'UnitPrice', 'Validation.Required');
    const weight = number(row, 'WeightGrams', true);
    const min = number(row, 'MinOrderQuantity', true);
    const step = number(row, 'OrderQuantityStep', true);
    const max = number(row, 'MaxOrderQuantity', true);
    const ean = cell(row, 'Ean');
    return {
      Sku: cell(row, 'Sku'),
      Ean: ean || null,
      WeightGrams: weight ?? null,
      IsAvailable: isAvailable,
      UnitPrice: unitPrice ?? 0,
      Tiers: tiers,
      ...(min === undefined ? {} : { MinOrderQuantity: min }),
      ...(step === undefined ? {} : { OrderQuantityStep: step }),
      ...(max === undefined ? {} : { MaxOrderQuantity: max }),
      ValueIds: valueIds,
    };
  });

  const taxClass = cell(first, 'TaxClass') || 'standard';
  return {
    draft: {
      reference: cell(first, 'Reference'),
      lines: rows.map((row) => row.line),
      status,
      edit: {
        Reference: cell(first, 'Reference'),
        CategoryId: categoryId,
        BrandId: brandId,
        TaxClass: taxClass as ProductEdit['TaxClass'],
        Translations: translations,
        Variants: variants,
      },
      stock,
    },
    errors,
  };
}

const VARIANT_COLUMNS: Record<string, string> = {
  Sku: 'Sku',
  Ean: 'Ean',
  WeightGrams: 'WeightGrams',
  IsAvailable: 'IsAvailable',
  UnitPrice: 'UnitPrice',
  Tiers: 'Tiers',
  MinOrderQuantity: 'MinOrderQuantity',
  OrderQuantityStep: 'OrderQuantityStep',
  MaxOrderQuantity: 'MaxOrderQuantity',
  ValueIds: 'Attributes',
  Id: 'Sku',
};

const PRODUCT_FIELD_COLUMNS: Record<string, string> = {
  Reference: 'Reference',
  CategoryId: 'CategoryId',
  BrandId: 'Brand',
  TaxClass: 'TaxClass',
  Version: 'Reference',
  _: 'Sku',
};

/** A message key as the back office translates it; a library's own wording becomes a generic key. */
const messageKey = (message: string) =>
  /^[A-Z][A-Za-z]+\.[A-Za-z.]+$/.test(message) ? message : 'CatalogCsv.Invalid';

/**
 * Where a fault of the save (a zod issue's path, or a field of the editor's refusal such as
 * `Variants.2.Sku` or `Translations.0.Slug`) sits in the file: the line and the column.
 */
export function issueCell(
  draft: ProductDraft,
  path: readonly (string | number)[],
  message: string,
  fallbackCulture: Culture,
): CellError {
  const [head, index, field] = path;
  const firstLine = draft.lines[0] ?? 0;
  if (head === 'Variants' && typeof index === 'number')
    return {
      line: draft.lines[index] ?? firstLine,
      column: VARIANT_COLUMNS[String(field)] ?? 'Sku',
      message: messageKey(message),
    };
  if (head === 'Translations') {
    const culture =
      typeof index === 'number'
        ? (draft.edit.Translations[index]?.Culture ?? fallbackCulture)
        : fallbackCulture;
    const column = typeof field === 'string' && field !== 'Culture' ? field : 'Name';
    return { line: firstLine, column: `${column}.${culture}`, message: messageKey(message) };
  }
  if (head === 'Variants') return { line: firstLine, column: 'Sku', message: messageKey(message) };
  return {
    line: firstLine,
    column: PRODUCT_FIELD_COLUMNS[String(head)] ?? 'Reference',
    message: messageKey(message),
  };
}

/** An editor refusal's field (`Variants.2.Sku`) as a path. */
export const fieldPath = (field: string) =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
