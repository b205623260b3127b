import { describe, expect, it } from 'vitest';
import {
  escapeFormula,
  exportHeader,
  readHeader,
  unescapeFormula,
} from '../src/modules/catalog/catalog-csv-format';

describe('the catalogue CSV format', () => {
  it.each([
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+33 1 23', "'+33 1 23"],
    ['-5 %', "'-5 %"],
    ['@cmd', "'@cmd"],
    ['\tindented', "'\tindented"],
    ['\rreturn', "'\rreturn"],
    ["'=already", "''=already"],
    ['plain text', 'plain text'],
    ["l'été", "l'été"],
    ['12.50', '12.50'],
  ])('writes %j as %j and reads it back', (cell, written) => {
    expect(escapeFormula(cell)).toBe(written);
    expect(unescapeFormula(written)).toBe(cell);
  });

  it('takes the full header and one culture alone; refuses a culture cut short, an unknown column or warehouse, a column twice', () => {
    const warehouseCodes = new Set(['BXL']);
    const full = readHeader(exportHeader(['BXL']), { warehouseCodes });
    expect('layout' in full && full.layout.cultures).toEqual(['fr', 'nl', 'es', 'de', 'it', 'pt']);
    const frOnly = exportHeader([]).filter((column) => !/\.(nl|es|de|it|pt)$/.test(column));
    const one = readHeader(frOnly, { warehouseCodes });
    expect('layout' in one && one.layout.cultures).toEqual(['fr']);
    const bad = readHeader(
      [...frOnly.filter((column) => column !== 'Sku'), 'Name.nl', 'Stock.LYS', 'Price', 'Ean'],
      { warehouseCodes },
    );
    expect('errors' in bad && bad.errors).toEqual({
      Sku: ['CatalogCsv.ColumnMissing'],
      'Slug.nl': ['CatalogCsv.ColumnMissing'],
      'ShortDescription.nl': ['CatalogCsv.ColumnMissing'],
      'Description.nl': ['CatalogCsv.ColumnMissing'],
      'SeoTitle.nl': ['CatalogCsv.ColumnMissing'],
      'SeoDescription.nl': ['CatalogCsv.ColumnMissing'],
      'Stock.LYS': ['CatalogCsv.WarehouseUnknown'],
      Price: ['CatalogCsv.ColumnUnknown'],
      Ean: ['CatalogCsv.ColumnTwice'],
    });
    const noCulture = readHeader(exportHeader([]).slice(0, 15), { warehouseCodes });
    expect('errors' in noCulture && noCulture.errors).toEqual({ 'Name.fr': ['CatalogCsv.CultureMissing'] });
  });
});
