import type { ProductDetail } from '@vitrine/api-client';
import type { MetaDescriptor } from 'react-router';

const link = (rel: string, href: string): MetaDescriptor => ({ tagName: 'link', rel, href });

/**
 * A list page: its canonical address keeps only what changes the content a search engine should
 * index. (The hreflang links come from the route's alternates, rendered by the root layout.)
 */
export function listMeta({
  title,
  shopName,
  canonical,
  noindex = false,
}: {
  title: string;
  shopName: string;
  canonical: string;
  noindex?: boolean;
}): MetaDescriptor[] {
  return [
    { title: `${title} | ${shopName}` },
    link('canonical', canonical),
    ...(noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
}

export function productMeta(
  product: ProductDetail | undefined,
  shopName: string,
  origin: string,
): MetaDescriptor[] {
  if (!product) return [{ title: shopName }];
  const self = product.Alternates.find((alternate) => alternate.Culture === product.Culture);
  return [
    { title: `${product.SeoTitle || product.Name} | ${shopName}` },
    { name: 'description', content: product.SeoDescription || product.ShortDescription },
    ...(self ? [link('canonical', `${origin}${self.Url}`)] : []),
    { property: 'og:title', content: product.Name },
    ...(product.Photos[0] ? [{ property: 'og:image', content: `${origin}${product.Photos[0].Url}` }] : []),
  ];
}
