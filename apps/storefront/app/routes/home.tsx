import type { Brand, CatalogSort, CategoryNode, ProductListItem } from '@vitrine/api-client';
import { loadAssetFolders } from '../features/content/asset-folders.server';
import { parseCmsBlocks, SHELF_MAX } from '../features/content/cms-widgets';
import { HeroImage } from '../features/content/hero-image';
import { type HomeSection, HomeSectionView } from '../features/content/home-sections';
import { contentPageMeta } from '../features/content/page-meta';
import { PageBlocks } from '../features/content/widgets/page-blocks';
import { loadBlockWidgets } from '../features/content/widgets/widget-data.server';
import { alternatesFromData } from '../features/document/page-alternates';
import { MapPageDataProvider } from '../features/maps/map-page-data';
import { readMapPageData } from '../features/maps/map-page-data.server';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/home';

export const handle: PageHandle = { pageType: 'homepage', alternates: alternatesFromData };

/**
 * The homepage: the content page's body, its widget sections filled from the catalogue (the
 * hero, category tiles, shelves of products, the brands). Each catalogue call is a garnish: when
 * it fails its section is left out and the page still renders.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const { catalog } = context.api;
  const page = await context.api.content.homepage(culture);
  const blocks = parseCmsBlocks(page.BodyHtml);
  const wants = (kind: (typeof blocks)[number]['kind']) => blocks.some((block) => block.kind === kind);
  const sorts = [
    ...new Set(blocks.flatMap((block) => (block.kind === 'products' ? [block.sort] : []))),
  ] as CatalogSort[];
  const [tree, brands, shelves, maps, folders] = await Promise.all([
    wants('categories') ? catalog.categories(culture).catch((): CategoryNode[] => []) : [],
    wants('brands') ? catalog.brands(culture).catch((): Brand[] => []) : [],
    Promise.all(
      sorts.map((sort) =>
        catalog
          .list(culture, { sort, pageSize: SHELF_MAX })
          .then((list) => list.Items)
          .catch((): ProductListItem[] => []),
      ),
    ),
    // The maps' tile server is page data; asked only when the page has a map.
    wants('maps') ? readMapPageData(context.api) : null,
    Promise.all(
      blocks.flatMap((block) =>
        block.kind === 'asset-folders' ? [loadAssetFolders(context.api, block.folders)] : [],
      ),
    ),
  ]);
  let folderIndex = 0;
  const shelf = new Map(sorts.map((sort, index) => [sort, shelves[index] ?? []]));
  const sections = blocks.map((block): HomeSection => {
    switch (block.kind) {
      case 'categories':
        return { kind: 'categories', title: block.title, categories: tree.slice(0, block.count) };
      case 'products':
        return {
          kind: 'products',
          title: block.title,
          sort: block.sort,
          items: (shelf.get(block.sort) ?? []).slice(0, block.count),
        };
      case 'brands':
        return { kind: 'brands', title: block.title, brands };
      case 'asset-folders': {
        const data = folders[folderIndex];
        folderIndex += 1;
        return data ? { kind: 'asset-folders', data } : { kind: 'html', html: '' };
      }
      default:
        return block;
    }
  });
  return {
    page,
    sections,
    maps,
    // A homepage made of blocks in the back office (ADR 041): its widgets read here.
    widgets: page.BodyHtml === '' ? await loadBlockWidgets(context.api, culture, page.Blocks) : {},
    alternates: page.Alternates,
    origin: new URL(request.url).origin,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  contentPageMeta(data?.page, layoutFacts(matches).shopName, data?.origin ?? '');

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, sections, maps } = loaderData;
  const hasHero = sections.some((section) => section.kind === 'hero');
  const article = (
    <article className="home">
      {hasHero ? null : (
        <>
          <h1>{page.Title}</h1>
          <HeroImage image={page.HeroImage} title={page.Title} />
        </>
      )}
      {sections.map((section, index) => (
        // The body's order is the page's order; it changes only with a new page.
        // biome-ignore lint/suspicious/noArrayIndexKey: sections have no identity of their own.
        <HomeSectionView key={index} section={section} title={page.Title} heroImage={page.HeroImage} />
      ))}
      {page.BodyHtml === '' && <PageBlocks blocks={page.Blocks} widgets={loaderData.widgets} />}
    </article>
  );
  return maps ? <MapPageDataProvider value={maps}>{article}</MapPageDataProvider> : article;
}
