import { createHash } from 'node:crypto';
import {
  type AdminContentPage,
  type AdminContentPageSummary,
  type AssetUsage,
  blockAssetIds,
  CONTENT_PAGE_CONFLICT,
  type ContentPageVersion,
  type PageBlock,
  PageBlocksSchema,
  type PublishContentPageRequest,
  type SaveContentPageRequest,
} from '@vitrine/api-client';
import type { Database, Executor } from '@vitrine/db';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/domain-errors';
import { enqueueJob } from '../../lib/job-queue';
import { unitOfWork } from '../../lib/unit-of-work';
import type { AssetReferences } from '../assets-library';
import {
  type PageEditorRepository,
  type PublishedEntry,
  type PublishedTranslationRow,
  pageEditorRepository,
} from './page-editor-repository';

/** The job that publishes a page's draft at its scheduled time. */
export const PUBLISH_PAGE_JOB = 'content.publish-page';
export interface PublishPagePayload {
  pageId: string;
  /** The schedule this job was made for (a later schedule or a cancel makes it do nothing). */
  at: string;
}

type StoredTranslation = NonNullable<AdminContentPage['Draft'][Culture]>;
type Translations = Partial<Record<Culture, StoredTranslation>>;

/** The id of a page's legacy HTML block: the same on every read, so the editor can send it back. */
export function legacyBlockId(pageId: string, culture: string): string {
  const hex = createHash('sha1').update(`${pageId}/${culture}/html`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A published translation's body: its blocks, or its HTML as one block (ADR 035). */
export function publishedBlocks(
  pageId: string,
  row: Pick<PublishedTranslationRow, 'culture' | 'blocks' | 'bodyHtml'>,
) {
  if (row.blocks !== null && row.blocks !== undefined) {
    const parsed = PageBlocksSchema.safeParse(row.blocks);
    return parsed.success ? parsed.data : [];
  }
  return row.bodyHtml
    ? [{ Type: 'html' as const, Id: legacyBlockId(pageId, row.culture), Html: row.bodyHtml }]
    : [];
}

function translationsOf(stored: unknown): Translations {
  const result: Translations = {};
  if (!stored || typeof stored !== 'object') return result;
  for (const culture of CULTURES) {
    const value = (stored as Record<string, unknown>)[culture] as Record<string, unknown> | undefined;
    if (!value) continue;
    const blocks = PageBlocksSchema.safeParse(value.Blocks);
    result[culture] = {
      Title: String(value.Title ?? ''),
      Slug: String(value.Slug ?? ''),
      Summary: String(value.Summary ?? ''),
      MetaTitle: String(value.MetaTitle ?? ''),
      MetaDescription: String(value.MetaDescription ?? ''),
      Blocks: blocks.success ? blocks.data : [],
    };
  }
  return result;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function pageEditorService(
  db: Database,
  assets: AssetReferences,
  options: { defaultCulture: string; now?: () => Date },
) {
  const repository: PageEditorRepository = pageEditorRepository(db);
  const now = options.now ?? (() => new Date());

  function publishedOf(pageId: string, rows: readonly PublishedTranslationRow[]): Translations | null {
    if (!rows.length) return null;
    const result: Translations = {};
    for (const row of rows) {
      if (!(CULTURES as readonly string[]).includes(row.culture)) continue;
      result[row.culture as Culture] = {
        Title: row.title,
        Slug: row.slug,
        Summary: row.summary,
        MetaTitle: row.metaTitle,
        MetaDescription: row.metaDescription,
        Blocks: publishedBlocks(pageId, row),
      };
    }
    return result;
  }

  async function load(pageId: string, executor: Executor = db) {
    const page = await repository.page(pageId, executor);
    if (!page) throw new NotFoundError(`There is no page '${pageId}'.`);
    const published = publishedOf(pageId, await repository.published(pageId, executor));
    const draft = page.draft ? translationsOf(page.draft) : (published ?? {});
    return { page, published, draft };
  }

  async function adminPage(pageId: string): Promise<AdminContentPage> {
    const { page, published, draft } = await load(pageId);
    const ids = [
      ...Object.values(draft).flatMap((tr) => blockAssetIds(tr.Blocks)),
      ...Object.values(published ?? {}).flatMap((tr) => blockAssetIds(tr.Blocks)),
    ];
    const rows = await assets.assetMap(ids);
    return {
      PageId: page.id,
      Key: page.key,
      IsHomepage: page.isHomepage,
      ShowInMenu: page.showInMenu,
      Version: page.version,
      UpdatedAt: page.updatedAt.toISOString(),
      Draft: draft,
      Published: published,
      PublishedNumber: page.publishedNumber,
      HasChanges: page.draft !== null && !sameJson(draft, published ?? {}),
      ScheduledAt: page.scheduledAt ? page.scheduledAt.toISOString() : null,
      Assets: [...rows.values()].map((row) => assets.toAsset(row)),
    };
  }

  async function conflict(pageId: string): Promise<ConflictError> {
    const error = new ConflictError(
      'Another editor saved this page after you opened it: compare their version with yours.',
      CONTENT_PAGE_CONFLICT,
    );
    // Both versions are shown to the editor: theirs travels with the refusal.
    error.extensions = { Current: await adminPage(pageId) };
    return error;
  }

  /**
   * The request's translations, checked: slugs free, images in the library, and an `html` block only
   * as the page already holds it (editors never write HTML; ADR 035).
   */
  async function checked(
    pageId: string | null,
    request: SaveContentPageRequest,
    held: { draft: Translations; published: Translations | null },
  ) {
    const translations: Translations = {};
    const errors: Record<string, string[]> = {};
    for (const culture of CULTURES) {
      const tr = request.Translations[culture];
      if (!tr) continue;
      const blocks = PageBlocksSchema.parse(tr.Blocks) as PageBlock[];
      const known = [
        ...(held.draft[culture]?.Blocks ?? []),
        ...(held.published?.[culture]?.Blocks ?? []),
      ].flatMap((block) => (block.Type === 'html' ? [block.Html] : []));
      blocks.forEach((block, index) => {
        if (block.Type === 'html' && !known.includes(block.Html))
          errors[`Translations.${culture}.Blocks.${index}.Html`] = ['ContentPages.HtmlNotAllowed'];
      });
      const slug = tr.Slug.trim();
      if (await repository.slugOwner(culture, slug, pageId))
        errors[`Translations.${culture}.Slug`] = ['ContentPages.SlugTaken'];
      translations[culture] = {
        Title: tr.Title.trim(),
        Slug: slug,
        Summary: (tr.Summary ?? '').trim(),
        MetaTitle: (tr.MetaTitle ?? '').trim(),
        MetaDescription: (tr.MetaDescription ?? '').trim(),
        Blocks: blocks,
      };
    }
    if (!Object.keys(translations).length) errors.Translations = ['Validation.Required'];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    // Each culture's images are checked under its own field, so the editor sees which body is wrong.
    for (const [culture, tr] of Object.entries(translations))
      await assets.requireImages(blockAssetIds(tr.Blocks), `Translations.${culture}.Blocks`);
    return translations;
  }

  const heldIds = (translations: Translations) =>
    Object.values(translations).flatMap((tr) => blockAssetIds(tr.Blocks));

  /** Publishes the page's draft as a new version, inside `executor`'s transaction. */
  async function publishIn(executor: Executor, pageId: string) {
    const locked = await repository.lock(executor, pageId);
    if (!locked) throw new NotFoundError(`There is no page '${pageId}'.`);
    const { draft } = await load(pageId, executor);
    const entries: PublishedEntry[] = Object.entries(draft).map(([culture, tr]) => ({
      culture,
      slug: tr.Slug,
      title: tr.Title,
      summary: tr.Summary,
      metaTitle: tr.MetaTitle,
      metaDescription: tr.MetaDescription,
      blocks: tr.Blocks,
    }));
    if (!entries.length) throw new ValidationError({ Translations: ['Validation.Required'] });
    const taken: Record<string, string[]> = {};
    for (const entry of entries) {
      const owner = await repository.slugOwner(entry.culture, entry.slug, pageId, executor);
      if (owner) taken[`Translations.${entry.culture}.Slug`] = ['ContentPages.SlugTaken'];
    }
    if (Object.keys(taken).length) throw new ValidationError(taken);
    return repository.publish(executor, pageId, entries, now());
  }

  return {
    adminPage,

    async list(culture: Culture): Promise<AdminContentPageSummary[]> {
      const [pages, published] = await Promise.all([repository.pages(), repository.published(null)]);
      return pages.map((page) => {
        const rows = published.filter((row) => row.pageId === page.id);
        const live = publishedOf(page.id, rows) ?? {};
        const draft = page.draft ? translationsOf(page.draft) : live;
        const titleOf = (tr: Translations) =>
          tr[culture]?.Title ?? tr[options.defaultCulture as Culture]?.Title ?? Object.values(tr)[0]?.Title;
        return {
          PageId: page.id,
          Key: page.key,
          Title: titleOf(draft) ?? titleOf(live) ?? page.key,
          IsHomepage: page.isHomepage,
          Cultures: CULTURES.filter((c) => draft[c]),
          PublishedNumber: page.publishedNumber,
          HasChanges: page.draft !== null && !sameJson(draft, live),
          ScheduledAt: page.scheduledAt ? page.scheduledAt.toISOString() : null,
          Version: page.version,
        };
      });
    },

    async create(request: SaveContentPageRequest): Promise<AdminContentPage> {
      const key = request.Key?.trim();
      if (!key) throw new ValidationError({ Key: ['Validation.Required'] });
      if (await repository.keyTaken(key)) throw new ValidationError({ Key: ['ContentPages.KeyTaken'] });
      const translations = await checked(null, request, { draft: {}, published: null });
      const pageId = await assets.saveWith(
        heldIds(translations),
        request.Edits ?? [],
        'Translations',
        ({ tx }) => repository.insertPage(tx, key, request.ShowInMenu ?? false, translations),
      );
      return adminPage(pageId);
    },

    /** Saves the draft; the shop keeps showing the published version. */
    async saveDraft(pageId: string, request: SaveContentPageRequest): Promise<AdminContentPage> {
      if (request.Version === undefined) throw new ValidationError({ Version: ['Validation.Required'] });
      const { page, draft, published } = await load(pageId);
      if (page.version !== request.Version) throw await conflict(pageId);
      const translations = await checked(pageId, request, { draft, published });
      try {
        await assets.saveWith(heldIds(translations), request.Edits ?? [], 'Translations', async ({ tx }) => {
          const values = { draft: translations, showInMenu: request.ShowInMenu ?? page.showInMenu };
          // Rolls the claims and edits back with it: another save came first.
          if (!(await repository.saveDraft(tx, pageId, request.Version ?? 0, values)))
            throw new ConflictError('The page changed meanwhile.', CONTENT_PAGE_CONFLICT);
        });
      } catch (error) {
        if (error instanceof ConflictError && error.type === CONTENT_PAGE_CONFLICT)
          throw await conflict(pageId);
        throw error;
      }
      return adminPage(pageId);
    },

    /** Publishes the draft now (a new version) or, `PublishAt` to come, schedules it. */
    async publish(pageId: string, request: PublishContentPageRequest): Promise<AdminContentPage> {
      const at = request.PublishAt ? new Date(request.PublishAt) : null;
      await unitOfWork(db, async ({ tx }) => {
        const page = await repository.page(pageId, tx);
        if (!page) throw new NotFoundError(`There is no page '${pageId}'.`);
        if (page.version !== request.Version) throw await conflict(pageId);
        if (at && at.getTime() > now().getTime()) {
          if (!(await repository.setSchedule(tx, pageId, request.Version, at))) throw await conflict(pageId);
          const payload: PublishPagePayload = { pageId, at: at.toISOString() };
          await enqueueJob(tx, { kind: PUBLISH_PAGE_JOB, payload, runAt: at });
          return;
        }
        await publishIn(tx, pageId);
      });
      return adminPage(pageId);
    },

    async unschedule(pageId: string, version: number): Promise<AdminContentPage> {
      const page = await repository.page(pageId);
      if (!page) throw new NotFoundError(`There is no page '${pageId}'.`);
      if (!(await repository.setSchedule(db, pageId, version, null))) throw await conflict(pageId);
      return adminPage(pageId);
    },

    /** The job's work: publishes the draft if this schedule still stands (repeating it is harmless). */
    async publishScheduled(payload: PublishPagePayload): Promise<boolean> {
      return unitOfWork(db, async ({ tx }) => {
        const locked = await repository.lock(tx, payload.pageId);
        if (!locked?.scheduled_at) return false;
        if (new Date(locked.scheduled_at).toISOString() !== payload.at) return false;
        await publishIn(tx, payload.pageId);
        return true;
      });
    },

    async versions(pageId: string, culture: Culture): Promise<ContentPageVersion[]> {
      const page = await repository.page(pageId);
      if (!page) throw new NotFoundError(`There is no page '${pageId}'.`);
      return (await repository.versions(pageId)).map((row) => {
        const tr = translationsOf(row.translations);
        return {
          Number: row.number,
          PublishedAt: row.publishedAt.toISOString(),
          Current: row.number === page.publishedNumber,
          Cultures: CULTURES.filter((c) => tr[c]),
          Title: tr[culture]?.Title ?? Object.values(tr)[0]?.Title ?? page.key,
        };
      });
    },

    /** Makes a published version the draft again (the shop is unchanged until it is published). */
    async restore(pageId: string, number: number, version: number): Promise<AdminContentPage> {
      const stored = await repository.version(pageId, number);
      if (!stored) throw new NotFoundError(`Page '${pageId}' has no version ${number}.`);
      const translations = translationsOf(stored.translations);
      if (!(await repository.saveDraft(db, pageId, version, { draft: translations }))) {
        if (!(await repository.page(pageId))) throw new NotFoundError(`There is no page '${pageId}'.`);
        throw await conflict(pageId);
      }
      return adminPage(pageId);
    },

    /** Where pages use an asset: as a hero, in a published body (blocks a delete), in a draft. */
    async assetUsages(assetId: string, culture: Culture): Promise<AssetUsage[]> {
      const rows = await repository.pagesUsingAsset(assetId);
      if (!rows.length) return [];
      const titles = await repository.titles();
      const titleOf = (pageId: string, key: string, stored: unknown) => {
        const draft = translationsOf(stored);
        const own = titles.filter((row) => row.pageId === pageId);
        return (
          draft[culture]?.Title ??
          Object.values(draft)[0]?.Title ??
          (own.find((row) => row.culture === culture) ?? own[0])?.title ??
          key
        );
      };
      return rows.flatMap((row): AssetUsage[] => {
        const title = titleOf(row.id, row.key, row.draft);
        const usages: AssetUsage[] = [];
        if (row.hero)
          usages.push({ Kind: 'page-hero', OwnerId: row.id, Title: title, Cultures: [], Published: false });
        const published = row.published_cultures ?? [];
        const drafts = row.draft_cultures ?? [];
        if (published.length || drafts.length)
          usages.push({
            Kind: 'page-body',
            OwnerId: row.id,
            Title: title,
            Cultures: [...new Set([...published, ...drafts])].sort(),
            Published: published.length > 0,
          });
        return usages;
      });
    },
  };
}

export type PageEditorService = ReturnType<typeof pageEditorService>;
