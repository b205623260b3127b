import type { ContentPage, Menu, SiteSettings } from '@vitrine/api-client';
import { ConsentScriptSchema } from '@vitrine/api-client';
import type { Database } from '@vitrine/db';
import type { Culture } from '@vitrine/i18n';
import { z } from 'zod';
import { imageUrl } from '../../lib/asset-files';
import { NotFoundError } from '../../lib/domain-errors';
import type { AssetReferences } from '../assets-library';
import { contentRepository, type PageRow } from './content-repository';
import { publishedBlocks } from './page-editor-service';
import { contentPageUrl } from './urls';

export function contentService(db: Database, basePath: string, assets: AssetReferences) {
  const repository = contentRepository(db);
  const pageUrl = (culture: string, slug: string, isHomepage: boolean) =>
    contentPageUrl(basePath, culture, slug, isHomepage);

  async function toContentPage(row: PageRow): Promise<ContentPage> {
    const [alternates, blocks] = await Promise.all([
      repository.alternates(row.id),
      // A page written before blocks answers its HTML as one block too (ADR 035).
      assets.renderBlocks(publishedBlocks(row.id, row)),
    ]);
    return {
      PageId: row.id,
      Key: row.key,
      Culture: row.culture,
      Slug: row.slug,
      Title: row.title,
      Summary: row.summary,
      BodyHtml: row.bodyHtml,
      Blocks: blocks,
      MetaTitle: row.metaTitle,
      MetaDescription: row.metaDescription,
      IsHomepage: row.isHomepage,
      UpdatedAt: row.updatedAt.toISOString(),
      Alternates: alternates.map((alt) => ({
        Culture: alt.culture,
        Slug: alt.slug,
        Url: pageUrl(alt.culture, alt.slug, row.isHomepage),
      })),
      HeroImage:
        row.heroAssetId && row.heroFileType === 'Image'
          ? {
              AssetId: row.heroAssetId,
              AssetName: row.heroName ?? '',
              Url: imageUrl(basePath, row.heroAssetId, 'large', row.heroRevision ?? 0),
              ThumbnailUrl: imageUrl(basePath, row.heroAssetId, 'thumb', row.heroRevision ?? 0),
              Width: row.heroWidth,
              Height: row.heroHeight,
              AttributeValueId: null,
            }
          : null,
    };
  }

  return {
    async homepage(culture: Culture): Promise<ContentPage> {
      const row = await repository.homepage(culture);
      if (!row) throw new NotFoundError('This shop has no homepage yet.');
      return toContentPage(row);
    },

    /**
     * The page with this slug in this culture; failing that, the page another culture knows by
     * this slug, in this culture (its Slug then differs and the storefront redirects to it).
     */
    async pageBySlug(culture: Culture, slug: string): Promise<ContentPage> {
      const direct = await repository.bySlug(culture, slug);
      if (direct) return toContentPage(direct);
      const pageId = await repository.pageIdBySlugInAnyCulture(slug);
      const translated = pageId ? await repository.translation(pageId, culture) : null;
      if (!translated) throw new NotFoundError(`There is no page '${slug}'.`);
      return toContentPage(translated);
    },

    async menu(culture: Culture): Promise<Menu> {
      const rows = await repository.menu(culture);
      return {
        Items: rows.map((row) => ({
          PageId: row.id,
          Title: row.title,
          Url: pageUrl(culture, row.slug, row.isHomepage),
        })),
      };
    },

    async siteSettings(): Promise<SiteSettings> {
      const values = await repository.settings([
        'shop.name',
        'consent.stamp',
        'consent.scripts',
        'ui.loginInModal',
      ]);
      const scripts = z
        .array(z.object({ category: ConsentScriptSchema.shape.Category, code: z.string() }))
        .catch([])
        .parse(values.get('consent.scripts') ?? []);
      return {
        ShopName: z
          .string()
          .catch('Vitrine')
          .parse(values.get('shop.name') ?? 'Vitrine'),
        ConsentStamp: z
          .string()
          .catch('')
          .parse(values.get('consent.stamp') ?? ''),
        ConsentScripts: scripts.map((script) => ({ Category: script.category, Code: script.code })),
        LoginInModal: z
          .boolean()
          .catch(true)
          .parse(values.get('ui.loginInModal') ?? true),
      };
    },
  };
}
