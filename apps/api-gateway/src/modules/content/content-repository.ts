import {
  assets,
  contentPages,
  contentPageTranslations,
  type Database,
  type Executor,
  siteSettings,
} from '@vitrine/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

const pageColumns = {
  id: contentPages.id,
  key: contentPages.key,
  isHomepage: contentPages.isHomepage,
  updatedAt: contentPages.updatedAt,
  culture: contentPageTranslations.culture,
  slug: contentPageTranslations.slug,
  title: contentPageTranslations.title,
  summary: contentPageTranslations.summary,
  bodyHtml: contentPageTranslations.bodyHtml,
  blocks: contentPageTranslations.blocks,
  metaTitle: contentPageTranslations.metaTitle,
  metaDescription: contentPageTranslations.metaDescription,
  heroAssetId: assets.id,
  heroName: assets.name,
  heroWidth: assets.width,
  heroHeight: assets.height,
  heroRevision: assets.revision,
  heroFileType: assets.fileType,
};

export type PageRow = {
  id: string;
  key: string;
  isHomepage: boolean;
  updatedAt: Date;
  culture: string;
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  blocks: unknown;
  metaTitle: string;
  metaDescription: string;
  heroAssetId: string | null;
  heroName: string | null;
  heroWidth: number | null;
  heroHeight: number | null;
  heroRevision: number | null;
  heroFileType: string | null;
};

export function contentRepository(db: Database) {
  const published = eq(contentPages.isPublished, true);
  const base = () =>
    db
      .select(pageColumns)
      .from(contentPageTranslations)
      .innerJoin(contentPages, eq(contentPages.id, contentPageTranslations.pageId))
      .leftJoin(assets, eq(assets.id, contentPages.heroAssetId));

  return {
    homepage: async (culture: string): Promise<PageRow | null> =>
      (
        await base()
          .where(
            and(published, eq(contentPages.isHomepage, true), eq(contentPageTranslations.culture, culture)),
          )
          .limit(1)
      )[0] ?? null,

    bySlug: async (culture: string, slug: string): Promise<PageRow | null> =>
      (
        await base()
          .where(
            and(
              published,
              eq(contentPageTranslations.culture, culture),
              eq(contentPageTranslations.slug, slug),
            ),
          )
          .limit(1)
      )[0] ?? null,

    /** The page any culture knows by this slug (the language choice keeps the old culture's slug). */
    pageIdBySlugInAnyCulture: async (slug: string): Promise<string | null> =>
      (
        await db
          .select({ id: contentPageTranslations.pageId })
          .from(contentPageTranslations)
          .innerJoin(contentPages, eq(contentPages.id, contentPageTranslations.pageId))
          .where(and(published, eq(contentPageTranslations.slug, slug)))
          .limit(1)
      )[0]?.id ?? null,

    translation: async (pageId: string, culture: string): Promise<PageRow | null> =>
      (
        await base()
          .where(and(eq(contentPages.id, pageId), eq(contentPageTranslations.culture, culture)))
          .limit(1)
      )[0] ?? null,

    alternates: (pageId: string) =>
      db
        .select({ culture: contentPageTranslations.culture, slug: contentPageTranslations.slug })
        .from(contentPageTranslations)
        .where(eq(contentPageTranslations.pageId, pageId)),

    menu: (culture: string) =>
      base()
        .where(
          and(published, eq(contentPages.showInMenu, true), eq(contentPageTranslations.culture, culture)),
        )
        .orderBy(asc(contentPages.sortOrder), asc(contentPageTranslations.title)),

    settings: async (keys: string[]): Promise<Map<string, unknown>> => {
      const rows = await db.select().from(siteSettings).where(inArray(siteSettings.key, keys));
      return new Map(rows.map((row) => [row.key, row.value]));
    },

    /** Every page for the back office, titled in the culture (or the fallback's title), with its hero's id. */
    async backofficePages(culture: string, fallbackCulture: string) {
      const result = await db.execute<{
        id: string;
        key: string;
        isHomepage: boolean;
        heroAssetId: string | null;
        title: string | null;
      }>(sql`
        SELECT p.id, p.key, p.is_homepage AS "isHomepage", p.hero_asset_id AS "heroAssetId",
               coalesce(t.title, f.title) AS title
          FROM content_pages p
          LEFT JOIN content_page_translations t ON t.page_id = p.id AND t.culture = ${culture}
          LEFT JOIN content_page_translations f ON f.page_id = p.id AND f.culture = ${fallbackCulture}
         ORDER BY p.is_homepage DESC, p.sort_order, p.key`);
      return result.rows;
    },

    /** Sets (or clears) a page's hero image; false when there is no such page. */
    async setHero(executor: Executor, pageId: string, assetId: string | null): Promise<boolean> {
      const updated = await executor
        .update(contentPages)
        .set({ heroAssetId: assetId, updatedAt: new Date() })
        .where(eq(contentPages.id, pageId))
        .returning({ id: contentPages.id });
      return updated.length > 0;
    },
  };
}
