import { isApiError } from '@vitrine/api-client';
import { data, redirect } from 'react-router';
import { CmsHtml } from '../features/content/cms-html';
import { HeroImage } from '../features/content/hero-image';
import { contentPageMeta } from '../features/content/page-meta';
import { alternatesFromData } from '../features/document/page-alternates';
import type { PageHandle } from '../root';
import type { Route } from './+types/content-page';

export const handle: PageHandle = { alternates: alternatesFromData };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const culture = params.culture as Parameters<typeof context.api.content.pageBySlug>[0];
  const slug = (params['*'] ?? '').replace(/\/+$/, '');
  try {
    const [page, settings] = await Promise.all([
      context.api.content.pageBySlug(culture, slug),
      context.api.content.siteSettings(),
    ]);
    // Reached through another culture's slug (the language choice): go to this culture's address.
    if (page.Slug !== slug) {
      const url = new URL(request.url);
      throw redirect(`${context.site.basePath}/${culture}/${page.Slug}${url.search}`, 301);
    }
    return {
      page,
      alternates: page.Alternates,
      shopName: settings.ShopName,
      origin: new URL(request.url).origin,
    };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  contentPageMeta(loaded?.page, loaded?.shopName ?? '', loaded?.origin ?? '');

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article>
      <header className="page-header">
        <h1>{page.Title}</h1>
      </header>
      <HeroImage image={page.HeroImage} title={page.Title} />
      <CmsHtml html={page.BodyHtml} />
    </article>
  );
}
