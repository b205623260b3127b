import { inApp, shopUrls } from '@vitrine/api-client';

/** A content page's address: the homepage is the culture's root. The sitemap builds it here too. */
export const contentPageUrl = (basePath: string, culture: string, slug: string, isHomepage: boolean) =>
  inApp(basePath, shopUrls.contentPage(culture, slug, isHomepage));
