import {
  type Executor,
  newsCategories,
  newsCategoryTranslations,
  newsPosts,
  newsPostTranslations,
} from '@vitrine/db';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';

export type NewsStatus = 'draft' | 'published';

export interface PostFilter {
  culture: string;
  /** null: every category. */
  categoryIds: readonly string[] | null;
  /** Published before this instant (the public's "now"). */
  now: Date;
  from?: Date;
  /** Exclusive upper bound. */
  to?: Date;
}

const summaryColumns = {
  id: newsPosts.id,
  categoryId: newsPosts.categoryId,
  coverAssetId: newsPosts.coverAssetId,
  publishAt: newsPosts.publishAt,
  updatedAt: newsPosts.updatedAt,
  culture: newsPostTranslations.culture,
  slug: newsPostTranslations.slug,
  title: newsPostTranslations.title,
  summary: newsPostTranslations.summary,
  categoryName: newsCategoryTranslations.name,
};

export type PostSummaryRow = {
  id: string;
  categoryId: string;
  coverAssetId: string | null;
  publishAt: Date;
  updatedAt: Date;
  culture: string;
  slug: string;
  title: string;
  summary: string;
  categoryName: string | null;
};

/** Only what the public may read: published, its date come. */
const isPublic = (now: Date) => and(eq(newsPosts.status, 'published'), lte(newsPosts.publishAt, now));

function publicWhere(filter: PostFilter): SQL | undefined {
  return and(
    eq(newsPostTranslations.culture, filter.culture),
    isPublic(filter.now),
    filter.categoryIds ? inArray(newsPosts.categoryId, [...filter.categoryIds]) : undefined,
    filter.from ? gte(newsPosts.publishAt, filter.from) : undefined,
    filter.to ? lt(newsPosts.publishAt, filter.to) : undefined,
  );
}

export function newsRepository(db: Executor) {
  const postsInCulture = (executor: Executor) =>
    executor
      .select({ ...summaryColumns, blocks: newsPostTranslations.blocks })
      .from(newsPosts)
      .innerJoin(newsPostTranslations, eq(newsPostTranslations.postId, newsPosts.id))
      .leftJoin(
        newsCategoryTranslations,
        and(
          eq(newsCategoryTranslations.categoryId, newsPosts.categoryId),
          eq(newsCategoryTranslations.culture, newsPostTranslations.culture),
        ),
      );

  return {
    /** Every category's place in the tree (the widgets widen a selection to its children with it). */
    categoryTree: (executor: Executor = db) =>
      executor
        .select({ id: newsCategories.id, parentId: newsCategories.parentId })
        .from(newsCategories)
        .orderBy(asc(newsCategories.sortOrder), asc(newsCategories.createdAt)),

    categoriesIn: (culture: string, executor: Executor = db) =>
      executor
        .select({
          id: newsCategories.id,
          parentId: newsCategories.parentId,
          name: newsCategoryTranslations.name,
          slug: newsCategoryTranslations.slug,
        })
        .from(newsCategories)
        .innerJoin(newsCategoryTranslations, eq(newsCategoryTranslations.categoryId, newsCategories.id))
        .where(eq(newsCategoryTranslations.culture, culture))
        .orderBy(asc(newsCategories.sortOrder), asc(newsCategoryTranslations.name)),

    categoryTranslations: (executor: Executor = db) =>
      executor
        .select({
          categoryId: newsCategoryTranslations.categoryId,
          culture: newsCategoryTranslations.culture,
          name: newsCategoryTranslations.name,
          slug: newsCategoryTranslations.slug,
        })
        .from(newsCategoryTranslations),

    async insertCategory(
      executor: Executor,
      parentId: string | null,
      translations: { culture: string; name: string; slug: string }[],
    ): Promise<string> {
      const [row] = await executor
        .insert(newsCategories)
        .values({ parentId })
        .returning({ id: newsCategories.id });
      if (!row) throw new Error('news category not inserted');
      if (translations.length)
        await executor
          .insert(newsCategoryTranslations)
          .values(translations.map((tr) => ({ categoryId: row.id, ...tr })));
      return row.id;
    },

    async categorySlugTaken(culture: string, slug: string, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .select({ id: newsCategoryTranslations.categoryId })
        .from(newsCategoryTranslations)
        .where(and(eq(newsCategoryTranslations.culture, culture), eq(newsCategoryTranslations.slug, slug)))
        .limit(1);
      return rows.length > 0;
    },

    async publicPage(
      filter: PostFilter,
      limit: number,
      offset: number,
    ): Promise<{ rows: PostSummaryRow[]; total: number }> {
      const where = publicWhere(filter);
      const [rows, totals] = await Promise.all([
        postsInCulture(db)
          .where(where)
          .orderBy(desc(newsPosts.publishAt), asc(newsPosts.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count() })
          .from(newsPosts)
          .innerJoin(newsPostTranslations, eq(newsPostTranslations.postId, newsPosts.id))
          .where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /** The publication instants of the public posts in a period, for the calendar's days. */
    publicDates: (filter: PostFilter) =>
      db
        .select({ publishAt: newsPosts.publishAt })
        .from(newsPosts)
        .innerJoin(newsPostTranslations, eq(newsPostTranslations.postId, newsPosts.id))
        .where(publicWhere(filter)),

    async publicPost(culture: string, slug: string, now: Date) {
      const [row] = await postsInCulture(db)
        .where(
          and(eq(newsPostTranslations.culture, culture), eq(newsPostTranslations.slug, slug), isPublic(now)),
        )
        .limit(1);
      return row ?? null;
    },

    alternates: (postId: string) =>
      db
        .select({ culture: newsPostTranslations.culture, slug: newsPostTranslations.slug })
        .from(newsPostTranslations)
        .where(eq(newsPostTranslations.postId, postId))
        .orderBy(asc(newsPostTranslations.culture)),

    /** Every public post in every culture, grouped by post (the sitemap's hreflang groups). */
    publicTranslations: (now: Date) =>
      db
        .select({
          id: newsPosts.id,
          culture: newsPostTranslations.culture,
          slug: newsPostTranslations.slug,
          updatedAt: newsPosts.updatedAt,
        })
        .from(newsPosts)
        .innerJoin(newsPostTranslations, eq(newsPostTranslations.postId, newsPosts.id))
        .where(isPublic(now))
        .orderBy(asc(newsPosts.id), asc(newsPostTranslations.culture)),

    // ---- back office ----

    adminPosts: () =>
      db
        .select({
          id: newsPosts.id,
          categoryId: newsPosts.categoryId,
          status: newsPosts.status,
          publishAt: newsPosts.publishAt,
          version: newsPosts.version,
          updatedAt: newsPosts.updatedAt,
          cultures: sql<
            string[]
          >`coalesce((select array_agg(t.culture order by t.culture) from ${newsPostTranslations} t where t.post_id = ${newsPosts.id}), '{}')`,
        })
        .from(newsPosts)
        .orderBy(desc(newsPosts.publishAt), asc(newsPosts.id)),

    adminTitles: () =>
      db
        .select({
          postId: newsPostTranslations.postId,
          culture: newsPostTranslations.culture,
          title: newsPostTranslations.title,
        })
        .from(newsPostTranslations),

    async post(id: string, executor: Executor = db) {
      const [row] = await executor.select().from(newsPosts).where(eq(newsPosts.id, id)).limit(1);
      return row ?? null;
    },

    postTranslations: (id: string, executor: Executor = db) =>
      executor
        .select()
        .from(newsPostTranslations)
        .where(eq(newsPostTranslations.postId, id))
        .orderBy(asc(newsPostTranslations.culture)),

    async insertPost(
      executor: Executor,
      values: { categoryId: string; coverAssetId: string | null; status: NewsStatus; publishAt: Date },
    ): Promise<string> {
      const [row] = await executor.insert(newsPosts).values(values).returning({ id: newsPosts.id });
      if (!row) throw new Error('news post not inserted');
      return row.id;
    },

    /** Writes the post if it is still at `version`; false when another save came first (or it is gone). */
    async updatePost(
      executor: Executor,
      id: string,
      version: number,
      values: { categoryId: string; coverAssetId: string | null; status: NewsStatus; publishAt: Date },
    ): Promise<boolean> {
      const rows = await executor
        .update(newsPosts)
        .set({ ...values, version: sql`${newsPosts.version} + 1`, updatedAt: new Date() })
        .where(and(eq(newsPosts.id, id), eq(newsPosts.version, version)))
        .returning({ id: newsPosts.id });
      return rows.length > 0;
    },

    async replaceTranslations(
      executor: Executor,
      postId: string,
      translations: { culture: string; slug: string; title: string; summary: string; blocks: unknown }[],
    ): Promise<void> {
      await executor.delete(newsPostTranslations).where(eq(newsPostTranslations.postId, postId));
      if (translations.length)
        await executor.insert(newsPostTranslations).values(translations.map((tr) => ({ postId, ...tr })));
    },

    /** The post already using this slug in this culture, if any. */
    async postIdBySlug(culture: string, slug: string, executor: Executor = db): Promise<string | null> {
      const [row] = await executor
        .select({ id: newsPostTranslations.postId })
        .from(newsPostTranslations)
        .where(and(eq(newsPostTranslations.culture, culture), eq(newsPostTranslations.slug, slug)))
        .limit(1);
      return row?.id ?? null;
    },

    async deletePost(executor: Executor, id: string): Promise<boolean> {
      const rows = await executor
        .delete(newsPosts)
        .where(eq(newsPosts.id, id))
        .returning({ id: newsPosts.id });
      return rows.length > 0;
    },
  };
}
