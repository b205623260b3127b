import { CmsHtml } from '../features/content/cms-html';
import { contentPageMeta } from '../features/content/page-meta';
import type { PageHandle } from '../root';
import type { Route } from './+types/home';

export const handle: PageHandle = { pageType: 'homepage' };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const culture = params.culture as Parameters<typeof context.api.content.homepage>[0];
  const [page, settings] = await Promise.all([
    context.api.content.homepage(culture),
    context.api.content.siteSettings(),
  ]);
  return { page, shopName: settings.ShopName, origin: new URL(request.url).origin };
}

export const meta: Route.MetaFunction = ({ data }) =>
  contentPageMeta(data?.page, data?.shopName ?? '', data?.origin ?? '');

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article>
      <h1>{page.Title}</h1>
      <CmsHtml html={page.BodyHtml} />
    </article>
  );
}
