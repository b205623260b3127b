import type { ProductDetail } from '@vitrine/api-client';
import { CULTURES } from '@vitrine/i18n';
import type { MetaDescriptor } from 'react-router';

const link = (rel: string, href: string, hrefLang?: string): MetaDescriptor =>
  hrefLang ? { tagName: 'link', rel, hrefLang, href } : { tagName: 'link', rel, href };

/** A list page: its canonical address keeps only what changes the content a search engine should index. */
export function listMeta({
  title,
  shopName,
  canonical,
  alternates,
  noindex = false,
}: {
  title: string;
  shopName: string;
  canonical: string;
  /** culture → absolute address, when the page exists in the other cultures. */
  alternates?: Record<string, string>;
  noindex?: boolean;
}): MetaDescriptor[] {
  return [
    { title: `${title} | ${shopName}` },
    link('canonical', canonical),
    ...Object.entries(alternates ?? {}).map(([culture, href]) => link('alternate', href, culture)),
    ...(noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

/** The catalogue search page exists under the same path in every culture. */
export function catalogAlternates(origin: string, basePath: string): Record<string, string> {
  return Object.fromEntries(CULTURES.map((culture) => [culture, `${origin}${basePath}/${culture}/catalog`]));
}

export function productMeta(
  product: ProductDetail | undefined,
  shopName: string,
  origin: string,
): MetaDescriptor[] {
  if (!product) return [{ title: shopName }];
  const self = product.Alternates.find((alternate) => alternate.Culture === product.Culture);
  return [
    { title: `${product.Name} | ${shopName}` },
    { name: 'description', content: product.ShortDescription },
    ...(self ? [link('canonical', `${origin}${self.Url}`)] : []),
    ...product.Alternates.map((alternate) =>
      link('alternate', `${origin}${alternate.Url}`, alternate.Culture),
    ),
    { property: 'og:title', content: product.Name },
    ...(product.Photos[0] ? [{ property: 'og:image', content: `${origin}${product.Photos[0].Url}` }] : []),
  ];
}
