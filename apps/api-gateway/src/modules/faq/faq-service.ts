import {
  type AdminFaqEntry,
  type AdminFaqEntrySummary,
  type AdminFaqSection,
  blockAssetIds,
  type ContentBlock,
  ContentBlocksSchema,
  type Faq,
  type FaqEntryStatusRequest,
  type FaqOrderRequest,
  type FaqSection,
  faqEntryAnchor,
  type SaveFaqEntryRequest,
  type SaveFaqSectionRequest,
} from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/domain-errors';
import { ttlCache } from '../../lib/ttl-cache';
import { unitOfWork } from '../../lib/unit-of-work';
import type { AssetReferences } from '../assets-library';
import { faqRepository } from './faq-repository';

export const FAQ_CONFLICT = '/problems/faq-edit-conflict';
/**
 * The public page is read on every FAQ view and changes only when an editor saves: a save clears
 * this instance's copy at once; other instances behind a load balancer follow within a minute.
 */
export const FAQ_CACHE_MS = 60_000;

const conflict = (what: string) =>
  new ConflictError(
    `Another editor saved this ${what} after you opened it: reload it to see their changes.`,
    FAQ_CONFLICT,
  );

const blocksOf = (stored: unknown): ContentBlock[] => {
  const parsed = ContentBlocksSchema.safeParse(stored);
  return parsed.success ? parsed.data : [];
};

export function faqService(db: Database, assets: AssetReferences) {
  const repository = faqRepository(db);
  const cache = ttlCache<Faq>(FAQ_CACHE_MS, CULTURES.length);

  async function build(culture: Culture): Promise<Faq> {
    const [rows, cultures] = await Promise.all([repository.publicRows(culture), repository.publicCultures()]);
    const answers = await Promise.all(rows.map((row) => assets.renderBlocks(row.blocks)));
    const sections: FaqSection[] = [];
    for (const [index, row] of rows.entries()) {
      let section = sections.at(-1);
      if (section?.SectionId !== row.sectionId) {
        section = {
          SectionId: row.sectionId,
          Title: row.sectionTitle,
          Anchor: row.sectionAnchor,
          Entries: [],
        };
        sections.push(section);
      }
      section.Entries.push({
        EntryId: row.entryId,
        Anchor: faqEntryAnchor(row.entryId),
        Question: row.question,
        Answer: answers[index] ?? [],
      });
    }
    return { Culture: culture, Sections: sections, Cultures: cultures.map((row) => row.culture) };
  }

  async function adminSections(): Promise<AdminFaqSection[]> {
    const [sections, translations] = await Promise.all([
      repository.sections(),
      repository.sectionTranslations(),
    ]);
    return sections.map((section) => ({
      SectionId: section.id,
      SortOrder: section.sortOrder,
      Version: section.version,
      UpdatedAt: section.updatedAt.toISOString(),
      Translations: Object.fromEntries(
        translations
          .filter((tr) => tr.sectionId === section.id)
          .map((tr) => [tr.culture, { Title: tr.title, Anchor: tr.anchor }]),
      ),
    }));
  }

  async function adminSection(id: string): Promise<AdminFaqSection> {
    const found = (await adminSections()).find((section) => section.SectionId === id);
    if (!found) throw new NotFoundError(`There is no FAQ section '${id}'.`);
    return found;
  }

  async function adminEntry(id: string): Promise<AdminFaqEntry> {
    const entry = await repository.entry(id);
    if (!entry) throw new NotFoundError(`There is no FAQ entry '${id}'.`);
    const translations = await repository.entryTranslations(id);
    const byCulture = Object.fromEntries(
      translations.map((tr) => [tr.culture, { Question: tr.question, Blocks: blocksOf(tr.blocks) }]),
    ) as AdminFaqEntry['Translations'];
    const rows = await assets.assetMap(
      Object.values(byCulture).flatMap((tr) => (tr ? blockAssetIds(tr.Blocks) : [])),
    );
    return {
      EntryId: entry.id,
      SectionId: entry.sectionId,
      SortOrder: entry.sortOrder,
      Status: entry.status,
      Version: entry.version,
      UpdatedAt: entry.updatedAt.toISOString(),
      Translations: byCulture,
      Assets: [...rows.values()].map((row) => assets.toAsset(row)),
    };
  }

  /** Every change a shopper could see goes through here: the cached pages are dropped after it. */
  async function changing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } finally {
      cache.clear();
    }
  }

  return {
    /** The FAQ page of one culture, cached until the next save. */
    page: (culture: Culture) => cache.get(culture, () => build(culture)),

    adminSections,
    adminEntry,

    saveSection: (id: string | null, request: SaveFaqSectionRequest) =>
      changing(async () => {
        const entries = CULTURES.flatMap((culture) => {
          const tr = request.Translations[culture];
          return tr ? [{ culture, title: tr.Title, anchor: tr.Anchor }] : [];
        });
        if (!entries.length) throw new ValidationError({ Translations: ['Validation.Required'] });
        if (id && request.Version === undefined)
          throw new ValidationError({ Version: ['Validation.Required'] });
        const sectionId = await unitOfWork(db, async ({ tx }) => {
          const taken: Record<string, string[]> = {};
          for (const entry of entries) {
            const owner = await repository.sectionIdByAnchor(entry.culture, entry.anchor, tx);
            if (owner && owner !== id) taken[`Translations.${entry.culture}.Anchor`] = ['Faq.AnchorTaken'];
          }
          if (Object.keys(taken).length) throw new ValidationError(taken);
          let target = id;
          if (target) {
            if (!(await repository.touchSection(tx, target, request.Version ?? 0))) {
              if (!(await repository.section(target, tx)))
                throw new NotFoundError(`There is no FAQ section '${target}'.`);
              throw conflict('section');
            }
          } else target = await repository.insertSection(tx);
          await repository.replaceSectionTranslations(tx, target, entries);
          return target;
        });
        return adminSection(sectionId);
      }),

    /** A section with questions is not deleted: its questions would go with it unseen. */
    deleteSection: (id: string) =>
      changing(async () => {
        await unitOfWork(db, async ({ tx }) => {
          if (!(await repository.section(id, tx)))
            throw new NotFoundError(`There is no FAQ section '${id}'.`);
          if ((await repository.entryCount(id, tx)) > 0)
            throw new ValidationError(
              { SectionId: ['Faq.SectionNotEmpty'] },
              'The section still has questions.',
            );
          await repository.deleteSection(tx, id);
        });
      }),

    async adminEntries(culture: Culture): Promise<AdminFaqEntrySummary[]> {
      const [entries, questions] = await Promise.all([repository.entries(), repository.entryQuestions()]);
      return entries.map((entry) => {
        const own = questions.filter((row) => row.entryId === entry.id);
        const shown = own.find((row) => row.culture === culture) ?? own[0];
        return {
          EntryId: entry.id,
          SectionId: entry.sectionId,
          SortOrder: entry.sortOrder,
          Question: shown?.question ?? '',
          Status: entry.status,
          Cultures: own.map((row) => row.culture).sort(),
          Version: entry.version,
          UpdatedAt: entry.updatedAt.toISOString(),
        };
      });
    },

    /** Creates (no id) or updates an entry; an update over a newer save than the editor's is a 409. */
    saveEntry: (id: string | null, request: SaveFaqEntryRequest) =>
      changing(async () => {
        const entries = CULTURES.flatMap((culture) => {
          const tr = request.Translations[culture];
          return tr ? [{ culture, question: tr.Question, blocks: ContentBlocksSchema.parse(tr.Blocks) }] : [];
        });
        if (!entries.length) throw new ValidationError({ Translations: ['Validation.Required'] });
        if (id && request.Version === undefined)
          throw new ValidationError({ Version: ['Validation.Required'] });
        // Each culture's images are checked under its own field, so the editor sees which answer is wrong.
        for (const entry of entries)
          await assets.requireImages(blockAssetIds(entry.blocks), `Translations.${entry.culture}.Blocks`);
        const held = entries.flatMap((entry) => blockAssetIds(entry.blocks));
        const entryId = await assets.saveWith(held, request.Edits ?? [], 'Translations', async ({ tx }) => {
          if (!(await repository.section(request.SectionId, tx)))
            throw new ValidationError({ SectionId: ['Faq.UnknownSection'] });
          let target = id;
          if (target) {
            const before = await repository.entry(target, tx);
            if (!before) throw new NotFoundError(`There is no FAQ entry '${target}'.`);
            const values = { sectionId: request.SectionId, status: request.Status };
            if (!(await repository.updateEntry(tx, target, request.Version ?? 0, values)))
              throw conflict('question');
            if (before.sectionId !== request.SectionId)
              await repository.moveToEnd(tx, target, request.SectionId);
          } else
            target = await repository.insertEntry(tx, {
              sectionId: request.SectionId,
              status: request.Status,
            });
          await repository.replaceEntryTranslations(tx, target, entries);
          return target;
        });
        return adminEntry(entryId);
      }),

    setEntryStatus: (id: string, request: FaqEntryStatusRequest) =>
      changing(async () => {
        await unitOfWork(db, async ({ tx }) => {
          if (!(await repository.updateEntry(tx, id, request.Version, { status: request.Status }))) {
            if (!(await repository.entry(id, tx))) throw new NotFoundError(`There is no FAQ entry '${id}'.`);
            throw conflict('question');
          }
        });
        return adminEntry(id);
      }),

    deleteEntry: (id: string) =>
      changing(async () => {
        if (!(await repository.deleteEntry(db, id)))
          throw new NotFoundError(`There is no FAQ entry '${id}'.`);
      }),

    /** The whole order at once, or nothing: every section and every entry named exactly once. */
    reorder: (request: FaqOrderRequest) =>
      changing(async () => {
        await unitOfWork(db, async ({ tx }) => {
          const [sections, entries] = await Promise.all([repository.sections(tx), repository.entries(tx)]);
          const sectionIds = request.Sections.map((section) => section.SectionId);
          const entryIds = request.Sections.flatMap((section) => section.EntryIds);
          const same = (sent: string[], stored: string[]) =>
            sent.length === stored.length &&
            new Set(sent).size === sent.length &&
            stored.every((x) => sent.includes(x));
          if (
            !same(
              sectionIds,
              sections.map((row) => row.id),
            )
          )
            throw new ValidationError({ Sections: ['Faq.OrderIncomplete'] }, 'Name every section once.');
          if (
            !same(
              entryIds,
              entries.map((row) => row.id),
            )
          )
            throw new ValidationError({ Sections: ['Faq.OrderIncomplete'] }, 'Name every question once.');
          for (const [index, section] of request.Sections.entries()) {
            await repository.placeSection(tx, section.SectionId, index);
            for (const [position, entryId] of section.EntryIds.entries())
              await repository.placeEntry(
                tx,
                entryId,
                section.SectionId,
                position,
                entries.find((row) => row.id === entryId)?.sectionId !== section.SectionId,
              );
          }
        });
      }),

    /** The cultures with a public FAQ, for the sitemap. */
    sitemapCultures: () => repository.publicCultures(),
  };
}

export type FaqService = ReturnType<typeof faqService>;
