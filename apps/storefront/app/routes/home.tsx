import type { Brand } from '@vitrine/api-client';
import { BrandsCarousel } from '../features/catalog/brands-carousel';
import { catalogApi } from '../features/catalog/catalog-api';
import { CmsHtml } from '../features/content/cms-html';
import { HeroImage } from '../features/content/hero-image';
import { contentPageMeta } from '../features/content/page-meta';
import type { PageHandle } from '../root';
import type { Route } from './+types/home';

export const handle: PageHandle = { pageType: 'homepage' };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const culture = params.culture as Parameters<typeof context.api.content.homepage>[0];
  const [page, settings, brands] = await Promise.all([
    context.api.content.homepage(culture),
    context.api.content.siteSettings(),
    // The carousel is a garnish: without brands the homepage still renders, only without it.
    catalogApi(context.api.request)
      .brands(culture)
      .catch((): Brand[] => []),
  ]);
  return { page, brands, shopName: settings.ShopName, origin: new URL(request.url).origin };
}

export const meta: Route.MetaFunction = ({ data }) =>
  contentPageMeta(data?.page, data?.shopName ?? '', data?.origin ?? '');

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, brands } = loaderData;
  return (
    <>
      <article>
        <h1>{page.Title}</h1>
        <HeroImage image={page.HeroImage} title={page.Title} />
        <CmsHtml html={page.BodyHtml} />
      </article>
      <BrandsCarousel brands={brands} variant="home" />
    </>
  );
}
