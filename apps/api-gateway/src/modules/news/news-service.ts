import {
  type AdminNewsCategory,
  type AdminNewsPost,
  type AdminNewsPostSummary,
  blockAssetIds,
  type ContentBlock,
  ContentBlocksSchema,
  inApp,
  type NewsCalendar,
  type NewsCategory,
  type NewsPost,
  type NewsPostPage,
  type NewsPostSummary,
  type SaveNewsCategoryRequest,
  type SaveNewsPostRequest,
  shopUrls,
} from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import { CULTURES, type Culture } from '@vitrine/i18n';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/domain-errors';
import { unitOfWork } from '../../lib/unit-of-work';
import type { AssetReferences } from '../assets-library';
import { newsRepository, type PostFilter, type PostSummaryRow } from './news-repository';

type AssetRow = Awaited<ReturnType<AssetReferences['find']>>[number];
type Selection = {
  CategoryIds: readonly string[];
  DisplayChildren: boolean;
  PostPerPage: number;
  Page: number;
};

const DAY = 86_400_000;
export const NEWS_CONFLICT = '/problems/news-edit-conflict';

/** A category and, when asked, every category below it. */
export function widenToChildren(
  tree: readonly { id: string; parentId: string | null }[],
  ids: readonly string[],
  displayChildren: boolean,
): string[] {
  const chosen = new Set(ids);
  if (!displayChildren) return [...chosen];
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of tree)
      if (node.parentId && chosen.has(node.parentId) && !chosen.has(node.id)) {
        chosen.add(node.id);
        grew = true;
      }
  }
  return [...chosen];
}

export function newsService(
  db: Database,
  assets: AssetReferences,
  options: { basePath: string; now?: () => Date },
) {
  const repository = newsRepository(db);
  const now = options.now ?? (() => new Date());
  const base = options.basePath;

  const { photo, assetMap, renderBlocks } = assets;

  const postUrl = (culture: string, slug: string) => inApp(base, shopUrls.newsPost(culture, slug));

  function toSummary(row: PostSummaryRow, images: Map<string, AssetRow>): NewsPostSummary {
    return {
      PostId: row.id,
      Culture: row.culture,
      Slug: row.slug,
      Title: row.title,
      Summary: row.summary,
      PublishAt: row.publishAt.toISOString(),
      Url: postUrl(row.culture, row.slug),
      CategoryId: row.categoryId,
      CategoryName: row.categoryName ?? '',
      CoverImage: row.coverAssetId ? photo(images.get(row.coverAssetId)) : null,
    };
  }

  async function categoryFilter(selection: Pick<Selection, 'CategoryIds' | 'DisplayChildren'>) {
    if (!selection.CategoryIds.length) return null;
    return widenToChildren(await repository.categoryTree(), selection.CategoryIds, selection.DisplayChildren);
  }

  async function page(filter: PostFilter, selection: Selection): Promise<NewsPostPage> {
    const { rows, total } = await repository.publicPage(
      filter,
      selection.PostPerPage,
      (selection.Page - 1) * selection.PostPerPage,
    );
    const images = await assetMap(rows.flatMap((row) => (row.coverAssetId ? [row.coverAssetId] : [])));
    return {
      Items: rows.map((row) => toSummary(row, images)),
      Page: selection.Page,
      PageCount: Math.max(1, Math.ceil(total / selection.PostPerPage)),
      Total: total,
    };
  }

  async function categories(culture: Culture): Promise<NewsCategory[]> {
    return (await repository.categoriesIn(culture)).map((row) => ({
      CategoryId: row.id,
      ParentId: row.parentId,
      Name: row.name,
      Slug: row.slug,
      FeedUrl: inApp(base, shopUrls.newsFeed(culture, row.id)),
    }));
  }

  async function adminCategories(): Promise<AdminNewsCategory[]> {
    const [tree, translations] = await Promise.all([
      repository.categoryTree(),
      repository.categoryTranslations(),
    ]);
    return tree.map((node) => ({
      CategoryId: node.id,
      ParentId: node.parentId,
      Translations: Object.fromEntries(
        translations
          .filter((tr) => tr.categoryId === node.id)
          .map((tr) => [tr.culture, { Name: tr.name, Slug: tr.slug }]),
      ),
    }));
  }

  async function adminPost(id: string): Promise<AdminNewsPost> {
    const post = await repository.post(id);
    if (!post) throw new NotFoundError(`There is no news post '${id}'.`);
    const translations = await repository.postTranslations(id);
    const blocksOf = (stored: unknown): ContentBlock[] => {
      const parsed = ContentBlocksSchema.safeParse(stored);
      return parsed.success ? parsed.data : [];
    };
    const byCulture = Object.fromEntries(
      translations.map((tr) => [
        tr.culture,
        { Title: tr.title, Slug: tr.slug, Summary: tr.summary, Blocks: blocksOf(tr.blocks) },
      ]),
    ) as AdminNewsPost['Translations'];
    const ids = [
      ...(post.coverAssetId ? [post.coverAssetId] : []),
      ...Object.values(byCulture).flatMap((tr) => (tr ? blockAssetIds(tr.Blocks) : [])),
    ];
    const rows = await assetMap(ids);
    const cover = post.coverAssetId ? rows.get(post.coverAssetId) : undefined;
    return {
      PostId: post.id,
      CategoryId: post.categoryId,
      CoverImage: cover ? assets.toAsset(cover) : null,
      Status: post.status,
      PublishAt: post.publishAt.toISOString(),
      Version: post.version,
      UpdatedAt: post.updatedAt.toISOString(),
      Translations: byCulture,
      Assets: [...rows.values()].map((row) => assets.toAsset(row)),
    };
  }

  return {
    categories,
    adminCategories,
    adminPost,

    async list(culture: Culture, query: Selection & { Until?: string }): Promise<NewsPostPage> {
      const to = query.Until ? new Date(Date.parse(`${query.Until}T00:00:00Z`) + DAY) : undefined;
      return page({ culture, categoryIds: await categoryFilter(query), now: now(), to }, query);
    },

    async calendar(
      culture: Culture,
      query: Selection & { Year: number; Month: number },
    ): Promise<NewsCalendar> {
      const from = new Date(Date.UTC(query.Year, query.Month - 1, 1));
      const to = new Date(Date.UTC(query.Year, query.Month, 1));
      const filter: PostFilter = { culture, categoryIds: await categoryFilter(query), now: now(), from, to };
      const [posts, dates] = await Promise.all([page(filter, query), repository.publicDates(filter)]);
      const days = [...new Set(dates.map((row) => row.publishAt.getUTCDate()))].sort((a, b) => a - b);
      return { ...posts, Year: query.Year, Month: query.Month, Days: days };
    },

    async post(culture: Culture, slug: string): Promise<NewsPost> {
      const row = await repository.publicPost(culture, slug, now());
      if (!row) throw new NotFoundError(`There is no news post '${slug}'.`);
      const [images, blocks, alternates] = await Promise.all([
        assetMap(row.coverAssetId ? [row.coverAssetId] : []),
        renderBlocks(row.blocks),
        repository.alternates(row.id),
      ]);
      return {
        ...toSummary(row, images),
        Blocks: blocks,
        Alternates: alternates.map((alt) => ({
          Culture: alt.culture,
          Slug: alt.slug,
          Url: postUrl(alt.culture, alt.slug),
        })),
      };
    },

    /** The newest public posts of a category and its children, for its RSS feed. */
    async feed(culture: Culture, categoryId: string) {
      const all = await categories(culture);
      const category = all.find((item) => item.CategoryId === categoryId);
      if (!category) throw new NotFoundError(`There is no news category '${categoryId}'.`);
      const ids = widenToChildren(
        all.map((item) => ({ id: item.CategoryId, parentId: item.ParentId })),
        [categoryId],
        true,
      );
      const { rows } = await repository.publicPage({ culture, categoryIds: ids, now: now() }, 20, 0);
      return { category, posts: rows.map((row) => toSummary(row, new Map())) };
    },

    // ---- back office ----

    async createCategory(request: SaveNewsCategoryRequest): Promise<AdminNewsCategory> {
      const entries = CULTURES.flatMap((culture) => {
        const tr = request.Translations[culture];
        return tr ? [{ culture, name: tr.Name, slug: tr.Slug }] : [];
      });
      if (!entries.length) throw new ValidationError({ Translations: ['Validation.Required'] });
      const id = await unitOfWork(db, async ({ tx }) => {
        const parentId = request.ParentId ?? null;
        if (parentId && !(await repository.categoryTree(tx)).some((node) => node.id === parentId))
          throw new ValidationError({ ParentId: ['News.UnknownCategory'] });
        const taken: Record<string, string[]> = {};
        for (const entry of entries)
          if (await repository.categorySlugTaken(entry.culture, entry.slug, tx))
            taken[`Translations.${entry.culture}.Slug`] = ['News.SlugTaken'];
        if (Object.keys(taken).length) throw new ValidationError(taken);
        return repository.insertCategory(tx, parentId, entries);
      });
      const created = (await adminCategories()).find((item) => item.CategoryId === id);
      if (!created) throw new NotFoundError('The category just created is gone.');
      return created;
    },

    async adminPosts(culture: Culture): Promise<AdminNewsPostSummary[]> {
      const [posts, titles, cats] = await Promise.all([
        repository.adminPosts(),
        repository.adminTitles(),
        repository.categoryTranslations(),
      ]);
      const inCulture = <T extends { culture: string }>(rows: T[]) =>
        rows.find((row) => row.culture === culture) ?? rows[0];
      return posts.map((post) => ({
        PostId: post.id,
        Title: inCulture(titles.filter((row) => row.postId === post.id))?.title ?? '',
        CategoryName: inCulture(cats.filter((row) => row.categoryId === post.categoryId))?.name ?? '',
        Status: post.status,
        PublishAt: post.publishAt.toISOString(),
        Cultures: post.cultures,
        Version: post.version,
        UpdatedAt: post.updatedAt.toISOString(),
      }));
    },

    /** Creates (no id) or updates a post; an update over a newer save than the editor's is a 409. */
    async savePost(id: string | null, request: SaveNewsPostRequest): Promise<AdminNewsPost> {
      const entries = CULTURES.flatMap((culture) => {
        const tr = request.Translations[culture];
        return tr
          ? [
              {
                culture,
                title: tr.Title,
                slug: tr.Slug,
                summary: tr.Summary ?? '',
                blocks: ContentBlocksSchema.parse(tr.Blocks),
              },
            ]
          : [];
      });
      if (!entries.length) throw new ValidationError({ Translations: ['Validation.Required'] });
      if (id && request.Version === undefined)
        throw new ValidationError({ Version: ['Validation.Required'] });
      // Each culture's images are checked under its own field, so the editor sees which body is wrong.
      for (const entry of entries)
        await assets.requireImages(blockAssetIds(entry.blocks), `Translations.${entry.culture}.Blocks`);
      const cover = request.CoverAssetId ?? null;
      const held = [...(cover ? [cover] : []), ...entries.flatMap((entry) => blockAssetIds(entry.blocks))];
      if (cover) await assets.requireImages([cover], 'CoverAssetId');
      const values = {
        categoryId: request.CategoryId,
        coverAssetId: cover,
        status: request.Status,
        publishAt: new Date(request.PublishAt),
      };
      const postId = await assets.saveWith(held, request.Edits ?? [], 'CoverAssetId', async ({ tx }) => {
        if (!(await repository.categoryTree(tx)).some((node) => node.id === request.CategoryId))
          throw new ValidationError({ CategoryId: ['News.UnknownCategory'] });
        const taken: Record<string, string[]> = {};
        for (const entry of entries) {
          const owner = await repository.postIdBySlug(entry.culture, entry.slug, tx);
          if (owner && owner !== id) taken[`Translations.${entry.culture}.Slug`] = ['News.SlugTaken'];
        }
        if (Object.keys(taken).length) throw new ValidationError(taken);
        let target = id;
        if (target) {
          if (!(await repository.updatePost(tx, target, request.Version ?? 0, values))) {
            if (!(await repository.post(target, tx)))
              throw new NotFoundError(`There is no news post '${target}'.`);
            throw new ConflictError(
              'Another editor saved this post after you opened it: reload it to see their changes.',
              NEWS_CONFLICT,
            );
          }
        } else target = await repository.insertPost(tx, values);
        await repository.replaceTranslations(tx, target, entries);
        return target;
      });
      return adminPost(postId);
    },

    async deletePost(id: string): Promise<void> {
      if (!(await repository.deletePost(db, id))) throw new NotFoundError(`There is no news post '${id}'.`);
    },
  };
}

export type NewsService = ReturnType<typeof newsService>;
