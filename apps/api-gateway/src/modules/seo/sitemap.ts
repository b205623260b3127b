import { CULTURES } from '@vitrine/i18n';
import type { LocalizedRow } from './seo-repository';

/** A sitemap file holds at most 50,000 URLs; 1,000 products in six cultures stay far below it. */
export const PRODUCTS_PER_PART = 1000;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

const lastModified = (value: LocalizedRow['updatedAt']) => {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/**
 * The <url> entries of one entity per culture, each naming all its translations as hreflang
 * alternates (Google asks for the full set on every URL, itself included).
 */
export function* urlEntries(
  rows: readonly LocalizedRow[],
  locate: (row: LocalizedRow) => string,
): Generator<string> {
  const known = new Set<string>(CULTURES);
  let group: LocalizedRow[] = [];
  const flush = function* () {
    const alternates = group
      .map(
        (row) => `<xhtml:link rel="alternate" hreflang="${row.culture}" href="${escapeXml(locate(row))}"/>`,
      )
      .join('');
    for (const row of group) {
      const modified = lastModified(row.updatedAt);
      yield `<url><loc>${escapeXml(locate(row))}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}${alternates}</url>\n`;
    }
  };
  for (const row of rows) {
    if (!known.has(row.culture)) continue;
    if (group.length && group[0]?.id !== row.id) {
      yield* flush();
      group = [];
    }
    group.push(row);
  }
  if (group.length) yield* flush();
}

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '</urlset>\n';

export function sitemapIndex(locations: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locations
    .map((location) => `<sitemap><loc>${escapeXml(location)}</loc></sitemap>\n`)
    .join('')}</sitemapindex>\n`;
}
