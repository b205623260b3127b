/** A content page's address: the homepage is the culture's root. The sitemap builds it here too. */
export const contentPageUrl = (basePath: string, culture: string, slug: string, isHomepage: boolean) =>
  `${basePath}/${culture}${isHomepage || !slug ? '' : `/${slug}`}`;
