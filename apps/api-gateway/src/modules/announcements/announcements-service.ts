import {
  type AdminAnnouncement,
  type AdminAnnouncementSummary,
  type Announcement,
  type AnnouncementsQuery,
  blockAssetIds,
  type ContentBlock,
  ContentBlocksSchema,
  PAGE_KINDS,
  type PageKind,
  type SaveAnnouncementRequest,
  SaveAnnouncementRequestSchema,
  targetsPage,
} from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/domain-errors';
import { ttlCache } from '../../lib/ttl-cache';
import type { AssetReferences } from '../assets-library';
import {
  type AnnouncementRow,
  announcementsRepository,
  type TranslationValues,
} from './announcements-repository';

export const ANNOUNCEMENT_CONFLICT = '/problems/announcement-edit-conflict';

/**
 * How long another gateway instance may answer from its own copy after an editor saved here
 * (this instance forgets its copy at once). Start and end instants are honoured to the request:
 * the copy holds what is published, and each answer keeps only what is live at that moment.
 */
const CACHE_TTL_MS = 60_000;

interface Published {
  item: Announcement;
  startsAt: number | null;
  endsAt: number | null;
}

const pageKinds = (values: readonly string[]): PageKind[] =>
  values.filter((value): value is PageKind => (PAGE_KINDS as readonly string[]).includes(value));

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function announcementsService(
  db: Database,
  assets: AssetReferences,
  options: { now?: () => Date } = {},
) {
  const repository = announcementsRepository(db);
  const now = options.now ?? (() => new Date());
  const cache = ttlCache<Published[]>(CACHE_TTL_MS, CULTURES.length);

  async function published(culture: Culture): Promise<Published[]> {
    const rows = await repository.publishedIn(culture, now());
    return Promise.all(
      rows.map(async (row) => ({
        startsAt: row.startsAt?.getTime() ?? null,
        endsAt: row.endsAt?.getTime() ?? null,
        item: {
          Id: row.id,
          Kind: row.kind,
          Priority: row.priority,
          StartDatetime: iso(row.startsAt),
          EndDatetime: iso(row.endsAt),
          Title: row.title,
          Blocks: await assets.renderBlocks(row.blocks),
          LinkUrl: row.linkUrl,
          PageKinds: pageKinds(row.pageKinds),
          PathPatterns: row.pathPatterns,
        },
      })),
    );
  }

  const blocksOf = (stored: unknown): ContentBlock[] => {
    const parsed = ContentBlocksSchema.safeParse(stored);
    return parsed.success ? parsed.data : [];
  };

  const adminFields = (row: AnnouncementRow) => ({
    Id: row.id,
    Kind: row.kind,
    Status: row.status,
    StartDatetime: iso(row.startsAt),
    EndDatetime: iso(row.endsAt),
    Priority: row.priority,
    PageKinds: pageKinds(row.pageKinds),
    PathPatterns: row.pathPatterns,
    Version: row.version,
    UpdatedAt: row.updatedAt.toISOString(),
  });

  async function adminItem(id: string): Promise<AdminAnnouncement> {
    const row = await repository.find(id);
    if (!row) throw new NotFoundError(`There is no popup or banner '${id}'.`);
    const translations = await repository.translations(id);
    const byCulture = Object.fromEntries(
      translations.map((tr) => [
        tr.culture,
        { Title: tr.title, Blocks: blocksOf(tr.blocks), LinkUrl: tr.linkUrl },
      ]),
    ) as AdminAnnouncement['Translations'];
    const ids = Object.values(byCulture).flatMap((tr) => (tr ? blockAssetIds(tr.Blocks) : []));
    const found = await assets.assetMap(ids);
    return {
      ...adminFields(row),
      Translations: byCulture,
      Assets: [...found.values()].map((asset) => assets.toAsset(asset)),
    };
  }

  return {
    /** What is live now in a culture (for one page when the query names it), highest priority first. */
    async live(
      culture: Culture,
      query: AnnouncementsQuery,
    ): Promise<{ items: Announcement[]; maxAgeS: number }> {
      const at = now().getTime();
      const all = await cache.get(culture, () => published(culture));
      const live = all.filter(
        (entry) =>
          (entry.startsAt === null || entry.startsAt <= at) && (entry.endsAt === null || entry.endsAt > at),
      );
      const page = query.PageKind !== undefined || query.Path !== undefined;
      const items = live
        .map((entry) => entry.item)
        .filter(
          (item) => !page || targetsPage(item, { Kind: query.PageKind ?? null, Path: query.Path ?? '' }),
        );
      // A shared cache keeps the answer no longer than the next start or end among them.
      const next = all
        .flatMap((entry) => [entry.startsAt, entry.endsAt])
        .filter((instant): instant is number => instant !== null && instant > at);
      const untilChange = next.length
        ? Math.floor((Math.min(...next) - at) / 1000)
        : Number.POSITIVE_INFINITY;
      return { items, maxAgeS: Math.max(0, Math.min(60, untilChange)) };
    },

    adminItem,

    async adminList(culture: Culture): Promise<AdminAnnouncementSummary[]> {
      const [rows, titles] = await Promise.all([repository.adminList(), repository.adminTitles()]);
      return rows.map(({ announcement, cultures }) => {
        const own = titles.filter((title) => title.announcementId === announcement.id);
        const title = own.find((item) => item.culture === culture) ?? own[0];
        return { ...adminFields(announcement), Title: title?.title ?? '', Cultures: cultures };
      });
    },

    /** Creates (no id) or updates one; an update over a newer save than the editor's is a 409. */
    async save(id: string | null, input: SaveAnnouncementRequest): Promise<AdminAnnouncement> {
      const request = SaveAnnouncementRequestSchema.parse(input);
      const entries: TranslationValues[] = CULTURES.flatMap((culture) => {
        const tr = request.Translations[culture];
        return tr ? [{ culture, title: tr.Title, blocks: tr.Blocks, linkUrl: tr.LinkUrl || null }] : [];
      });
      if (!entries.length) throw new ValidationError({ Translations: ['Validation.Required'] });
      if (id && request.Version === undefined)
        throw new ValidationError({ Version: ['Validation.Required'] });
      const held: string[] = [];
      // Each culture's images are checked under its own field, so the editor sees which body is wrong.
      for (const entry of entries) {
        const ids = blockAssetIds(entry.blocks as ContentBlock[]);
        await assets.requireImages(ids, `Translations.${entry.culture}.Blocks`);
        held.push(...ids);
      }
      const values = {
        kind: request.Kind,
        status: request.Status,
        startsAt: request.StartDatetime ? new Date(request.StartDatetime) : null,
        endsAt: request.EndDatetime ? new Date(request.EndDatetime) : null,
        priority: request.Priority,
        pageKinds: [...new Set(request.PageKinds)],
        pathPatterns: [...new Set(request.PathPatterns)],
      };
      const savedId = await assets.saveWith(held, request.Edits ?? [], 'Translations', async ({ tx }) => {
        let target = id;
        if (target) {
          if (!(await repository.update(tx, target, request.Version ?? 0, values))) {
            if (!(await repository.find(target, tx)))
              throw new NotFoundError(`There is no popup or banner '${target}'.`);
            throw new ConflictError(
              'Another editor saved this popup or banner after you opened it: reload it to see their changes.',
              ANNOUNCEMENT_CONFLICT,
            );
          }
        } else target = await repository.insert(tx, values);
        await repository.replaceTranslations(tx, target, entries);
        return target;
      });
      cache.clear();
      return adminItem(savedId);
    },

    async remove(id: string): Promise<void> {
      if (!(await repository.remove(db, id))) throw new NotFoundError(`There is no popup or banner '${id}'.`);
      cache.clear();
    },
  };
}

export type AnnouncementsService = ReturnType<typeof announcementsService>;
