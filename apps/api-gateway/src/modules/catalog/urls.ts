import type { Photo } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';

/** The PostgreSQL text-search configuration of each culture (the search vector is built with it). */
export const SEARCH_CONFIGS: Record<Culture, string> = {
  fr: 'french',
  nl: 'dutch',
  es: 'spanish',
  de: 'german',
  it: 'italian',
  pt: 'portuguese',
};

export type ImageRendition = 'large' | 'thumb';

/** Where the assets route serves a rendition; renditions never change, so the URL is cacheable forever. */
export const imageUrl = (basePath: string, assetId: string, rendition: ImageRendition) =>
  `${basePath}/assets/images/${assetId}/${rendition}.webp`;

export const productUrl = (basePath: string, culture: string, slug: string) =>
  `${basePath}/${culture}/p/${slug}`;

export const categoryUrl = (basePath: string, culture: string, slug: string) =>
  `${basePath}/${culture}/c/${slug}`;

export type PhotoRow = {
  assetId: string;
  name: string;
  width: number | null;
  height: number | null;
  attributeValueId: string | null;
};

export const toPhoto = (basePath: string, row: PhotoRow): Photo => ({
  AssetId: row.assetId,
  AssetName: row.name,
  Url: imageUrl(basePath, row.assetId, 'large'),
  ThumbnailUrl: imageUrl(basePath, row.assetId, 'thumb'),
  Width: row.width,
  Height: row.height,
  AttributeValueId: row.attributeValueId,
});

/** Amounts come from numeric columns as text: exact there, a JSON number with 2 decimals here. */
export const toAmount = (value: string | number): number => Math.round(Number(value) * 100) / 100;

/** A list of ids as one array parameter (ids are validated UUIDs before they reach SQL). */
export const uuidArrayLiteral = (ids: readonly string[]) => `{${ids.join(',')}}`;
