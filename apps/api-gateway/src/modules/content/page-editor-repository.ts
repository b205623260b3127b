import {
  contentPages,
  contentPageTranslations,
  contentPageVersions,
  type Database,
  type Executor,
} from '@vitrine/db';
import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';

export interface PublishedTranslationRow {
  culture: string;
  slug: string;
  title: string;
  summary: string;
  metaTitle: string;
  metaDescription: string;
  bodyHtml: string;
  blocks: unknown;
}

export interface PublishedEntry {
  culture: string;
  slug: string;
  title: string;
  summary: string;
  metaTitle: string;
  metaDescription: string;
  blocks: unknown[];
}

/** The content pages' drafts, published versions and the shop's current words (ADR 041). */
export function pageEditorRepository(db: Database) {
  return {
    page: async (pageId: string, executor: Executor = db) =>
      (
        await executor
          .select({
            id: contentPages.id,
            key: contentPages.key,
            isHomepage: contentPages.isHomepage,
            showInMenu: contentPages.showInMenu,
            draft: contentPages.draft,
            version: contentPages.version,
            publishedNumber: contentPages.publishedNumber,
            scheduledAt: contentPages.scheduledAt,
            updatedAt: contentPages.updatedAt,
          })
          .from(contentPages)
          .where(eq(contentPages.id, pageId))
          .limit(1)
      )[0] ?? null,

    pages: (executor: Executor = db) =>
      executor
        .select({
          id: contentPages.id,
          key: contentPages.key,
          isHomepage: contentPages.isHomepage,
          draft: contentPages.draft,
          version: contentPages.version,
          publishedNumber: contentPages.publishedNumber,
          scheduledAt: contentPages.scheduledAt,
          sortOrder: contentPages.sortOrder,
        })
        .from(contentPages)
        .orderBy(desc(contentPages.isHomepage), contentPages.sortOrder, contentPages.key),

    /** The shop's words of every page (or one), by culture. */
    published: (pageId: string | null, executor: Executor = db) =>
      executor
        .select({
          pageId: contentPageTranslations.pageId,
          culture: contentPageTranslations.culture,
          slug: contentPageTranslations.slug,
          title: contentPageTranslations.title,
          summary: contentPageTranslations.summary,
          metaTitle: contentPageTranslations.metaTitle,
          metaDescription: contentPageTranslations.metaDescription,
          bodyHtml: contentPageTranslations.bodyHtml,
          blocks: contentPageTranslations.blocks,
        })
        .from(contentPageTranslations)
        .where(pageId ? eq(contentPageTranslations.pageId, pageId) : undefined),

    keyTaken: async (key: string, executor: Executor = db) =>
      (
        await executor
          .select({ id: contentPages.id })
          .from(contentPages)
          .where(eq(contentPages.key, key))
          .limit(1)
      ).length > 0,

    /** The page (other than `pageId`) that shows this slug in this culture, or whose draft holds it. */
    async slugOwner(culture: string, slug: string, pageId: string | null, executor: Executor = db) {
      const result = await executor.execute<{ id: string }>(sql`
        SELECT page_id AS id FROM content_page_translations
         WHERE culture = ${culture} AND slug = ${slug}
           ${pageId ? sql`AND page_id <> ${pageId}` : sql``}
        UNION ALL
        SELECT id FROM content_pages
         WHERE draft -> ${culture} ->> 'Slug' = ${slug}
           ${pageId ? sql`AND id <> ${pageId}` : sql``}
        LIMIT 1`);
      return result.rows[0]?.id ?? null;
    },

    async insertPage(executor: Executor, key: string, showInMenu: boolean, draft: unknown): Promise<string> {
      const [row] = await executor
        .insert(contentPages)
        .values({ key, showInMenu, draft, isPublished: false, version: 1 })
        .returning({ id: contentPages.id });
      if (!row) throw new Error('The page was not created.');
      return row.id;
    },

    /** Writes the draft if it is still at `version`; false when another save came first (or it is gone). */
    async saveDraft(
      executor: Executor,
      pageId: string,
      version: number,
      values: { draft: unknown; showInMenu?: boolean },
    ): Promise<boolean> {
      const updated = await executor
        .update(contentPages)
        .set({ ...values, version: sql`${contentPages.version} + 1`, updatedAt: new Date() })
        .where(and(eq(contentPages.id, pageId), eq(contentPages.version, version)))
        .returning({ id: contentPages.id });
      return updated.length > 0;
    },

    async setSchedule(
      executor: Executor,
      pageId: string,
      version: number,
      at: Date | null,
    ): Promise<boolean> {
      const updated = await executor
        .update(contentPages)
        .set({ scheduledAt: at, version: sql`${contentPages.version} + 1`, updatedAt: new Date() })
        .where(and(eq(contentPages.id, pageId), eq(contentPages.version, version)))
        .returning({ id: contentPages.id });
      return updated.length > 0;
    },

    /** Locks the page's row for a publication (two at once would number the same version). */
    lock: async (executor: Executor, pageId: string) =>
      (
        await executor.execute<{ version: number; scheduled_at: Date | string | null; draft: unknown }>(
          sql`SELECT version, scheduled_at, draft FROM content_pages WHERE id = ${pageId} FOR UPDATE`,
        )
      ).rows[0] ?? null,

    /**
     * Makes `entries` what the shop shows: a new published version numbered after the last, the
     * translations replaced (cultures left out disappear), the page public, the schedule cleared.
     */
    async publish(executor: Executor, pageId: string, entries: readonly PublishedEntry[], now: Date) {
      const [last] = await executor
        .select({ number: sql<number>`coalesce(max(${contentPageVersions.number}), 0)::int` })
        .from(contentPageVersions)
        .where(eq(contentPageVersions.pageId, pageId));
      const number = (last?.number ?? 0) + 1;
      const translations = Object.fromEntries(
        entries.map((entry) => [
          entry.culture,
          {
            Title: entry.title,
            Slug: entry.slug,
            Summary: entry.summary,
            MetaTitle: entry.metaTitle,
            MetaDescription: entry.metaDescription,
            Blocks: entry.blocks,
          },
        ]),
      );
      await executor.insert(contentPageVersions).values({ pageId, number, translations, publishedAt: now });
      const cultures = entries.map((entry) => entry.culture);
      await executor
        .delete(contentPageTranslations)
        .where(
          and(
            eq(contentPageTranslations.pageId, pageId),
            cultures.length ? notInArray(contentPageTranslations.culture, cultures) : undefined,
          ),
        );
      // Slugs may swap between cultures of other pages' drafts only; between this page's own rows a
      // culture keeps its row, so updating in place never meets the (culture, slug) key twice.
      for (const entry of entries) {
        // A body that is still only its HTML stays an HTML page (its ADR 017 widget markers, the
        // homepage's sections, keep working); any block of its own makes it a page of blocks.
        const legacy =
          entry.blocks.length > 0 &&
          entry.blocks.every((block) => (block as { Type?: string }).Type === 'html');
        const values = {
          slug: entry.slug,
          title: entry.title,
          summary: entry.summary,
          metaTitle: entry.metaTitle,
          metaDescription: entry.metaDescription,
          bodyHtml: legacy ? entry.blocks.map((block) => (block as { Html: string }).Html).join('\n') : '',
          blocks: legacy ? null : entry.blocks,
        };
        await executor
          .insert(contentPageTranslations)
          .values({ pageId, culture: entry.culture, ...values })
          .onConflictDoUpdate({
            target: [contentPageTranslations.pageId, contentPageTranslations.culture],
            set: values,
          });
      }
      await executor
        .update(contentPages)
        .set({
          isPublished: true,
          publishedNumber: number,
          scheduledAt: null,
          draft: null,
          version: sql`${contentPages.version} + 1`,
          updatedAt: now,
        })
        .where(eq(contentPages.id, pageId));
      return number;
    },

    versions: (pageId: string, executor: Executor = db) =>
      executor
        .select({
          number: contentPageVersions.number,
          publishedAt: contentPageVersions.publishedAt,
          translations: contentPageVersions.translations,
        })
        .from(contentPageVersions)
        .where(eq(contentPageVersions.pageId, pageId))
        .orderBy(desc(contentPageVersions.number)),

    version: async (pageId: string, number: number, executor: Executor = db) =>
      (
        await executor
          .select({ translations: contentPageVersions.translations })
          .from(contentPageVersions)
          .where(and(eq(contentPageVersions.pageId, pageId), eq(contentPageVersions.number, number)))
          .limit(1)
      )[0] ?? null,

    /** Pages whose published body or draft names this asset (its id as text in the JSON). */
    async pagesUsingAsset(assetId: string, executor: Executor = db) {
      const pattern = `%${assetId}%`;
      const result = await executor.execute<{
        id: string;
        key: string;
        hero: boolean;
        draft: unknown;
        published_cultures: string[] | null;
        draft_cultures: string[] | null;
      }>(sql`
        SELECT p.id, p.key, p.draft, p.hero_asset_id IS NOT DISTINCT FROM ${assetId}::uuid AS hero,
               (SELECT array_agg(t.culture ORDER BY t.culture) FROM content_page_translations t
                 WHERE t.page_id = p.id AND t.blocks::text LIKE ${pattern}) AS published_cultures,
               (SELECT array_agg(d.key ORDER BY d.key) FROM jsonb_each(coalesce(p.draft, '{}'::jsonb)) d
                 WHERE d.value::text LIKE ${pattern}) AS draft_cultures
          FROM content_pages p
         WHERE p.hero_asset_id = ${assetId}::uuid
            OR p.draft::text LIKE ${pattern}
            OR EXISTS (SELECT 1 FROM content_page_translations t
                        WHERE t.page_id = p.id AND t.blocks::text LIKE ${pattern})`);
      return result.rows;
    },

    titles: (executor: Executor = db) =>
      executor
        .select({
          pageId: contentPageTranslations.pageId,
          culture: contentPageTranslations.culture,
          title: contentPageTranslations.title,
        })
        .from(contentPageTranslations)
        .where(ne(contentPageTranslations.title, '')),
  };
}

export type PageEditorRepository = ReturnType<typeof pageEditorRepository>;
