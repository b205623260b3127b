import { inApp, type Photo, shopUrls } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { Money } from '@vitrine/money';
import { imageUrl } from '../../lib/asset-files';

/** The PostgreSQL text-search configuration of each culture (the search vector is built with it). */
export const SEARCH_CONFIGS: Record<Culture, string> = {
  fr: 'french',
  nl: 'dutch',
  es: 'spanish',
  de: 'german',
  it: 'italian',
  pt: 'portuguese',
};

export const productUrl = (basePath: string, culture: string, slug: string) =>
  inApp(basePath, shopUrls.product(culture, slug));

export const categoryUrl = (basePath: string, culture: string, slug: string) =>
  inApp(basePath, shopUrls.category(culture, slug));

export type PhotoRow = {
  assetId: string;
  name: string;
  width: number | null;
  height: number | null;
  attributeValueId: string | null;
  /** The asset's file revision (a rotation bumps it); 0 when not selected. */
  revision?: number | null;
};

export const toPhoto = (basePath: string, row: PhotoRow): Photo => ({
  AssetId: row.assetId,
  AssetName: row.name,
  Url: imageUrl(basePath, row.assetId, 'large', row.revision ?? 0),
  ThumbnailUrl: imageUrl(basePath, row.assetId, 'thumb', row.revision ?? 0),
  Width: row.width,
  Height: row.height,
  AttributeValueId: row.attributeValueId,
});

/** The columns a query selects for a row's one photo (its LATERAL join), null when it has none. */
// A type, not an interface: row types built on it are passed to db.execute<Record<string, unknown>>.
export type PhotoColumns = {
  photoAssetId: string | null;
  photoName: string | null;
  photoWidth: number | null;
  photoHeight: number | null;
  photoValueId: string | null;
  photoRevision: number | null;
};

export const photoOfColumns = (basePath: string, row: PhotoColumns): Photo | null =>
  row.photoAssetId
    ? toPhoto(basePath, {
        assetId: row.photoAssetId,
        name: row.photoName ?? '',
        width: row.photoWidth,
        height: row.photoHeight,
        attributeValueId: row.photoValueId,
        revision: row.photoRevision,
      })
    : null;

/**
 * Amounts come from numeric columns as text, exact; the contracts carry them as JSON numbers in
 * major units (the spec's UnitPriceTaxIncl), read and rounded by the money module.
 */
export const wireAmount = (value: string, currency: string): number =>
  Money.parse(value, currency).toNumber();

/** A list of ids as one array parameter (ids are validated UUIDs before they reach SQL). */
export const uuidArrayLiteral = (ids: readonly string[]) => `{${ids.join(',')}}`;
