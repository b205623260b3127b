import { CATALOG_SORTS, type CatalogSort } from '@vitrine/api-client';

/**
 * Editors place the storefront's widgets inside a page's HTML as empty (or nearly empty)
 * sections: `<section data-widget="products" data-sort="newest" data-count="8" data-title="…">`.
 * The page is cut at those sections; the HTML between them is shown as written, each widget is
 * filled from the catalogue by the page's loader. A widget section holds no other section.
 */
export type CmsBlock =
  | { kind: 'html'; html: string }
  | { kind: 'hero'; html: string }
  | { kind: 'categories'; title: string; count: number }
  | { kind: 'products'; title: string; sort: CatalogSort; count: number }
  | { kind: 'brands'; title: string | undefined };

const WIDGET = /<section\b([^>]*?)\sdata-widget="([a-z][a-z0-9-]*)"([^>]*)>([\s\S]*?)<\/section>/gi;
const DATA_ATTRIBUTE = /\sdata-([a-z][a-z0-9-]*)="([^"]*)"/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

/** The most products a shelf shows: one page of the smallest page size. */
export const SHELF_MAX = 12;

function count(raw: string | undefined, fallback: number, max: number): number {
  const value = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(value) && value > 0 ? Math.min(value, max) : fallback;
}

function widget(name: string, data: Record<string, string>, inner: string): CmsBlock | null {
  switch (name) {
    case 'hero':
      return { kind: 'hero', html: inner.trim() };
    case 'categories':
      return { kind: 'categories', title: data.title ?? '', count: count(data.count, 6, 24) };
    case 'products': {
      const sort = (CATALOG_SORTS as readonly string[]).includes(data.sort ?? '')
        ? (data.sort as CatalogSort)
        : 'popular';
      return { kind: 'products', title: data.title ?? '', sort, count: count(data.count, 8, SHELF_MAX) };
    }
    case 'brands':
      return { kind: 'brands', title: data.title || undefined };
    default:
      // A widget this storefront does not know: its content, if any, is shown as it is.
      return inner.trim() ? { kind: 'html', html: inner } : null;
  }
}

export function parseCmsBlocks(html: string): CmsBlock[] {
  const blocks: CmsBlock[] = [];
  const pushHtml = (text: string) => {
    if (text.trim()) blocks.push({ kind: 'html', html: text });
  };
  let last = 0;
  for (const match of html.matchAll(WIDGET)) {
    const [whole, before = '', name = '', after = '', inner = ''] = match;
    pushHtml(html.slice(last, match.index));
    last = (match.index ?? 0) + whole.length;
    const data: Record<string, string> = {};
    for (const [, key = '', value = ''] of `${before} ${after}`.matchAll(DATA_ATTRIBUTE))
      data[key.toLowerCase()] = decode(value);
    const block = widget(name.toLowerCase(), data, inner);
    if (block) blocks.push(block);
  }
  pushHtml(html.slice(last));
  return blocks;
}
