import { isApiError } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { data, redirect } from 'react-router';
import { AssetFolders } from '../features/content/asset-folders';
import { loadAssetFolders } from '../features/content/asset-folders.server';
import { ContentBlocks } from '../features/content/blocks/content-blocks';
import { splitAssetFolderWidgets } from '../features/content/cms-widgets';
import { HeroImage } from '../features/content/hero-image';
import { contentPageMeta } from '../features/content/page-meta';
import { PageBlocks } from '../features/content/widgets/page-blocks';
import { loadBlockWidgets } from '../features/content/widgets/widget-data.server';
import { alternatesFromData } from '../features/document/page-alternates';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/content-page';

export const handle: PageHandle = { alternates: alternatesFromData };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const slug = (params['*'] ?? '').replace(/\/+$/, '');
  try {
    const page = await context.api.content.pageBySlug(culture, slug, { handles: [400] });
    // Reached through another culture's slug (the language choice): go to this culture's address.
    if (page.Slug !== slug) {
      const url = new URL(request.url);
      throw redirect(
        `${inApp(context.site.basePath, shopUrls.contentPage(culture, page.Slug))}${url.search}`,
        301,
      );
    }
    // A page written before blocks: its HTML, cut at its asset-folder widgets, each filled from the
    // library. A page made of blocks: its widgets read here (ADR 035).
    const legacy = page.BodyHtml !== '';
    const parts = await Promise.all(
      (legacy ? splitAssetFolderWidgets(page.BodyHtml) : []).map(async (part) =>
        part.kind === 'html'
          ? part
          : { kind: 'asset-folders' as const, data: await loadAssetFolders(context.api, part.folders) },
      ),
    );
    return {
      page,
      legacy,
      parts,
      widgets: legacy ? {} : await loadBlockWidgets(context.api, culture, page.Blocks),
      alternates: page.Alternates,
      origin: new URL(request.url).origin,
    };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) =>
  contentPageMeta(loaded?.page, layoutFacts(matches).shopName, loaded?.origin ?? '');

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article>
      <header className="page-header">
        <h1>{page.Title}</h1>
      </header>
      <HeroImage image={page.HeroImage} title={page.Title} />
      {!loaderData.legacy && <PageBlocks blocks={page.Blocks} widgets={loaderData.widgets} />}
      {loaderData.parts.map((part, index) =>
        part.kind === 'html' ? (
          // A body written before blocks is one legacy HTML block (ADR 035).
          // biome-ignore lint/suspicious/noArrayIndexKey: the body's parts have no identity of their own.
          <ContentBlocks key={index} blocks={[{ Type: 'html', Id: `legacy-${index}`, Html: part.html }]} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the body's parts have no identity of their own.
          <AssetFolders key={index} data={part.data} />
        ),
      )}
    </article>
  );
}
