import {
  type Executor,
  faqEntries,
  faqEntryTranslations,
  faqSections,
  faqSectionTranslations,
} from '@vitrine/db';
import { and, asc, eq, max, ne, sql } from 'drizzle-orm';

export type FaqStatus = 'draft' | 'published';

export function faqRepository(db: Executor) {
  return {
    sections: (executor: Executor = db) =>
      executor.select().from(faqSections).orderBy(asc(faqSections.sortOrder), asc(faqSections.createdAt)),

    async section(id: string, executor: Executor = db) {
      const [row] = await executor.select().from(faqSections).where(eq(faqSections.id, id)).limit(1);
      return row ?? null;
    },

    sectionTranslations: (executor: Executor = db) =>
      executor.select().from(faqSectionTranslations).orderBy(asc(faqSectionTranslations.culture)),

    /** The section already using this anchor in this culture, if any. */
    async sectionIdByAnchor(culture: string, anchor: string, executor: Executor = db) {
      const [row] = await executor
        .select({ id: faqSectionTranslations.sectionId })
        .from(faqSectionTranslations)
        .where(and(eq(faqSectionTranslations.culture, culture), eq(faqSectionTranslations.anchor, anchor)))
        .limit(1);
      return row?.id ?? null;
    },

    async insertSection(executor: Executor): Promise<string> {
      // New sections go last on the page.
      const [last] = await executor.select({ top: max(faqSections.sortOrder) }).from(faqSections);
      const [row] = await executor
        .insert(faqSections)
        .values({ sortOrder: (last?.top ?? -1) + 1 })
        .returning({ id: faqSections.id });
      if (!row) throw new Error('faq section not inserted');
      return row.id;
    },

    /** Bumps the section if it is still at `version`; false when another save came first (or it is gone). */
    async touchSection(executor: Executor, id: string, version: number): Promise<boolean> {
      const rows = await executor
        .update(faqSections)
        .set({ version: sql`${faqSections.version} + 1`, updatedAt: new Date() })
        .where(and(eq(faqSections.id, id), eq(faqSections.version, version)))
        .returning({ id: faqSections.id });
      return rows.length > 0;
    },

    async replaceSectionTranslations(
      executor: Executor,
      sectionId: string,
      translations: { culture: string; title: string; anchor: string }[],
    ) {
      await executor.delete(faqSectionTranslations).where(eq(faqSectionTranslations.sectionId, sectionId));
      if (translations.length)
        await executor
          .insert(faqSectionTranslations)
          .values(translations.map((tr) => ({ sectionId, ...tr })));
    },

    async deleteSection(executor: Executor, id: string): Promise<boolean> {
      const rows = await executor
        .delete(faqSections)
        .where(eq(faqSections.id, id))
        .returning({ id: faqSections.id });
      return rows.length > 0;
    },

    async entryCount(sectionId: string, executor: Executor = db): Promise<number> {
      const rows = await executor
        .select({ id: faqEntries.id })
        .from(faqEntries)
        .where(eq(faqEntries.sectionId, sectionId));
      return rows.length;
    },

    entries: (executor: Executor = db) =>
      executor
        .select({
          id: faqEntries.id,
          sectionId: faqEntries.sectionId,
          sortOrder: faqEntries.sortOrder,
          status: faqEntries.status,
          version: faqEntries.version,
          updatedAt: faqEntries.updatedAt,
        })
        .from(faqEntries)
        .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.createdAt)),

    entryQuestions: (executor: Executor = db) =>
      executor
        .select({
          entryId: faqEntryTranslations.entryId,
          culture: faqEntryTranslations.culture,
          question: faqEntryTranslations.question,
        })
        .from(faqEntryTranslations),

    async entry(id: string, executor: Executor = db) {
      const [row] = await executor.select().from(faqEntries).where(eq(faqEntries.id, id)).limit(1);
      return row ?? null;
    },

    entryTranslations: (id: string, executor: Executor = db) =>
      executor
        .select()
        .from(faqEntryTranslations)
        .where(eq(faqEntryTranslations.entryId, id))
        .orderBy(asc(faqEntryTranslations.culture)),

    async insertEntry(executor: Executor, values: { sectionId: string; status: FaqStatus }): Promise<string> {
      // A new question goes last in its section.
      const [last] = await executor
        .select({ top: max(faqEntries.sortOrder) })
        .from(faqEntries)
        .where(eq(faqEntries.sectionId, values.sectionId));
      const [row] = await executor
        .insert(faqEntries)
        .values({ ...values, sortOrder: (last?.top ?? -1) + 1 })
        .returning({ id: faqEntries.id });
      if (!row) throw new Error('faq entry not inserted');
      return row.id;
    },

    /** Writes the entry if it is still at `version`; false when another save came first (or it is gone). */
    async updateEntry(
      executor: Executor,
      id: string,
      version: number,
      values: { sectionId?: string; status: FaqStatus },
    ): Promise<boolean> {
      const rows = await executor
        .update(faqEntries)
        .set({ ...values, version: sql`${faqEntries.version} + 1`, updatedAt: new Date() })
        .where(and(eq(faqEntries.id, id), eq(faqEntries.version, version)))
        .returning({ id: faqEntries.id });
      return rows.length > 0;
    },

    /** Moves an entry that changes section to the end of its new one. */
    async moveToEnd(executor: Executor, id: string, sectionId: string) {
      const [last] = await executor
        .select({ top: max(faqEntries.sortOrder) })
        .from(faqEntries)
        .where(and(eq(faqEntries.sectionId, sectionId), ne(faqEntries.id, id)));
      await executor
        .update(faqEntries)
        .set({ sortOrder: (last?.top ?? -1) + 1 })
        .where(eq(faqEntries.id, id));
    },

    async replaceEntryTranslations(
      executor: Executor,
      entryId: string,
      translations: { culture: string; question: string; blocks: unknown }[],
    ) {
      await executor.delete(faqEntryTranslations).where(eq(faqEntryTranslations.entryId, entryId));
      if (translations.length)
        await executor.insert(faqEntryTranslations).values(translations.map((tr) => ({ entryId, ...tr })));
    },

    async deleteEntry(executor: Executor, id: string): Promise<boolean> {
      const rows = await executor
        .delete(faqEntries)
        .where(eq(faqEntries.id, id))
        .returning({ id: faqEntries.id });
      return rows.length > 0;
    },

    async placeSection(executor: Executor, id: string, sortOrder: number) {
      await executor.update(faqSections).set({ sortOrder }).where(eq(faqSections.id, id));
    },

    /** An entry moved to another section is a change its editor must see (its version grows). */
    async placeEntry(executor: Executor, id: string, sectionId: string, sortOrder: number, moved: boolean) {
      await executor
        .update(faqEntries)
        .set(
          moved
            ? { sectionId, sortOrder, version: sql`${faqEntries.version} + 1`, updatedAt: new Date() }
            : { sortOrder },
        )
        .where(eq(faqEntries.id, id));
    },

    /** The published questions of one culture with their sections' words, in page order. */
    publicRows: (culture: string, executor: Executor = db) =>
      executor
        .select({
          sectionId: faqSections.id,
          sectionTitle: faqSectionTranslations.title,
          sectionAnchor: faqSectionTranslations.anchor,
          entryId: faqEntries.id,
          question: faqEntryTranslations.question,
          blocks: faqEntryTranslations.blocks,
        })
        .from(faqSections)
        .innerJoin(
          faqSectionTranslations,
          and(
            eq(faqSectionTranslations.sectionId, faqSections.id),
            eq(faqSectionTranslations.culture, culture),
          ),
        )
        .innerJoin(
          faqEntries,
          and(eq(faqEntries.sectionId, faqSections.id), eq(faqEntries.status, 'published')),
        )
        .innerJoin(
          faqEntryTranslations,
          and(eq(faqEntryTranslations.entryId, faqEntries.id), eq(faqEntryTranslations.culture, culture)),
        )
        .orderBy(
          asc(faqSections.sortOrder),
          asc(faqSections.createdAt),
          asc(faqEntries.sortOrder),
          asc(faqEntries.createdAt),
        ),

    /** The cultures with at least one published question under a titled section, and their last change. */
    publicCultures: (executor: Executor = db) =>
      executor
        .select({ culture: faqEntryTranslations.culture, updatedAt: max(faqEntries.updatedAt) })
        .from(faqEntryTranslations)
        .innerJoin(faqEntries, eq(faqEntries.id, faqEntryTranslations.entryId))
        .innerJoin(
          faqSectionTranslations,
          and(
            eq(faqSectionTranslations.sectionId, faqEntries.sectionId),
            eq(faqSectionTranslations.culture, faqEntryTranslations.culture),
          ),
        )
        .where(eq(faqEntries.status, 'published'))
        .groupBy(faqEntryTranslations.culture)
        .orderBy(asc(faqEntryTranslations.culture)),
  };
}
