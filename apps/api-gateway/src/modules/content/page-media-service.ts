import type { AssetEdit, ContentPageSummary } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import { NotFoundError } from '../../lib/domain-errors';
import type { AssetReferences } from '../assets-library';
import { contentRepository } from './content-repository';

/** The back office's view of the pages' media: every page with its hero image, and setting it. */
export function pageMediaService(db: Database, assets: AssetReferences, options: { defaultCulture: string }) {
  const repository = contentRepository(db);

  async function pageSummaries(culture: string): Promise<ContentPageSummary[]> {
    const pages = await repository.backofficePages(culture, options.defaultCulture);
    const heroIds = pages.flatMap((page) => (page.heroAssetId ? [page.heroAssetId] : []));
    const heroes = new Map((await assets.find(heroIds)).map((row) => [row.id, row]));
    return pages.map((page) => {
      const hero = page.heroAssetId ? heroes.get(page.heroAssetId) : undefined;
      return {
        PageId: page.id,
        Key: page.key,
        Title: page.title ?? page.key,
        IsHomepage: page.isHomepage,
        HeroImage: hero ? assets.toAsset(hero) : null,
      };
    });
  }

  return {
    pageSummaries,

    /** Sets (or clears) a page's hero; a pending upload joins the library and the widget's edits are written with it. */
    async setPageHero(
      pageId: string,
      heroAssetId: string | null,
      culture: string,
      pending: readonly AssetEdit[] = [],
    ): Promise<ContentPageSummary> {
      const held = heroAssetId ? [heroAssetId] : [];
      await assets.requireImages(held, 'HeroAssetId');
      await assets.saveWith(held, pending, 'HeroAssetId', async (work) => {
        if (!(await repository.setHero(work.tx, pageId, heroAssetId)))
          throw new NotFoundError(`There is no page '${pageId}'.`);
      });
      const page = (await pageSummaries(culture)).find((summary) => summary.PageId === pageId);
      if (!page) throw new NotFoundError(`There is no page '${pageId}'.`);
      return page;
    },
  };
}
