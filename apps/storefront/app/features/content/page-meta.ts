import type { ContentPage } from '@vitrine/api-client';
import type { MetaDescriptor } from 'react-router';

/** Title, description and canonical address of a content page (its hreflang links: the route's alternates). */
export function contentPageMeta(
  page: ContentPage | undefined,
  shopName: string,
  origin: string,
): MetaDescriptor[] {
  if (!page) return [{ title: shopName }];
  const self = page.Alternates.find((alternate) => alternate.Culture === page.Culture);
  return [
    // The words written for search engines, when the editor wrote them (ADR 041).
    { title: `${page.MetaTitle || page.Title} | ${shopName}` },
    { name: 'description', content: page.MetaDescription || page.Summary },
    ...(self ? [{ tagName: 'link', rel: 'canonical', href: `${origin}${self.Url}` }] : []),
  ];
}
