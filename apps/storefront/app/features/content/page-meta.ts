import type { ContentPage } from '@vitrine/api-client';
import type { MetaDescriptor } from 'react-router';

/** Title, description, canonical address and hreflang alternates of a content page. */
export function contentPageMeta(
  page: ContentPage | undefined,
  shopName: string,
  origin: string,
): MetaDescriptor[] {
  if (!page) return [{ title: shopName }];
  const self = page.Alternates.find((alternate) => alternate.Culture === page.Culture);
  return [
    { title: `${page.Title} | ${shopName}` },
    { name: 'description', content: page.Summary },
    ...(self ? [{ tagName: 'link', rel: 'canonical', href: `${origin}${self.Url}` }] : []),
    ...page.Alternates.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.Culture,
      href: `${origin}${alternate.Url}`,
    })),
  ];
}
