import { announcements, announcementTranslations, type Executor } from '@vitrine/db';
import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementValues = Pick<
  AnnouncementRow,
  'kind' | 'status' | 'startsAt' | 'endsAt' | 'priority' | 'pageKinds' | 'pathPatterns'
>;
export interface TranslationValues {
  culture: string;
  title: string;
  blocks: unknown;
  linkUrl: string | null;
}

/** The only SQL on the announcements' tables. */
export function announcementsRepository(db: Executor) {
  return {
    /**
     * The published announcements of a culture that have not ended by `now`, highest priority
     * first; one whose start is still to come is included (the caller filters by the instant it
     * answers at, so a cached read stays right as time passes).
     */
    publishedIn: (culture: string, now: Date) =>
      db
        .select({
          id: announcements.id,
          kind: announcements.kind,
          priority: announcements.priority,
          startsAt: announcements.startsAt,
          endsAt: announcements.endsAt,
          pageKinds: announcements.pageKinds,
          pathPatterns: announcements.pathPatterns,
          updatedAt: announcements.updatedAt,
          title: announcementTranslations.title,
          blocks: announcementTranslations.blocks,
          linkUrl: announcementTranslations.linkUrl,
        })
        .from(announcements)
        .innerJoin(announcementTranslations, eq(announcementTranslations.announcementId, announcements.id))
        .where(
          and(
            eq(announcementTranslations.culture, culture),
            eq(announcements.status, 'published'),
            or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
          ),
        )
        .orderBy(desc(announcements.priority), desc(announcements.updatedAt), asc(announcements.id)),

    adminList: () =>
      db
        .select({
          announcement: announcements,
          cultures: sql<
            string[]
          >`coalesce((select array_agg(t.culture order by t.culture) from ${announcementTranslations} t where t.announcement_id = ${announcements.id}), '{}')`,
        })
        .from(announcements)
        .orderBy(desc(announcements.priority), desc(announcements.updatedAt), asc(announcements.id)),

    adminTitles: () =>
      db
        .select({
          announcementId: announcementTranslations.announcementId,
          culture: announcementTranslations.culture,
          title: announcementTranslations.title,
        })
        .from(announcementTranslations),

    async find(id: string, executor: Executor = db): Promise<AnnouncementRow | null> {
      const [row] = await executor.select().from(announcements).where(eq(announcements.id, id)).limit(1);
      return row ?? null;
    },

    translations: (id: string, executor: Executor = db) =>
      executor
        .select()
        .from(announcementTranslations)
        .where(eq(announcementTranslations.announcementId, id))
        .orderBy(asc(announcementTranslations.culture)),

    async insert(executor: Executor, values: AnnouncementValues): Promise<string> {
      const [row] = await executor.insert(announcements).values(values).returning({ id: announcements.id });
      if (!row) throw new Error('announcement not inserted');
      return row.id;
    },

    /** Writes it if it is still at `version`; false when another save came first (or it is gone). */
    async update(
      executor: Executor,
      id: string,
      version: number,
      values: AnnouncementValues,
    ): Promise<boolean> {
      const rows = await executor
        .update(announcements)
        .set({ ...values, version: sql`${announcements.version} + 1`, updatedAt: new Date() })
        .where(and(eq(announcements.id, id), eq(announcements.version, version)))
        .returning({ id: announcements.id });
      return rows.length > 0;
    },

    async replaceTranslations(executor: Executor, id: string, entries: TranslationValues[]): Promise<void> {
      await executor.delete(announcementTranslations).where(eq(announcementTranslations.announcementId, id));
      if (entries.length)
        await executor
          .insert(announcementTranslations)
          .values(entries.map((entry) => ({ announcementId: id, ...entry })));
    },

    async remove(executor: Executor, id: string): Promise<boolean> {
      const rows = await executor
        .delete(announcements)
        .where(eq(announcements.id, id))
        .returning({ id: announcements.id });
      return rows.length > 0;
    },
  };
}
