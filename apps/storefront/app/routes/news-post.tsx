import { isApiError } from '@vitrine/api-client';
import { data } from 'react-router';
import { imageSources } from '../features/content/hero-image';
import { PageBlocks } from '../features/content/widgets/page-blocks';
import { loadBlockWidgets } from '../features/content/widgets/widget-data.server';
import { alternatesFromData } from '../features/document/page-alternates';
import { useTranslation } from '../features/i18n/translation-context';
import { SocialShare } from '../features/media/social-share';
import { formatNewsDate } from '../features/news/news-dates';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/news-post';

export const handle: PageHandle = { alternates: alternatesFromData };

/** A news post: its title, date, cover and body of blocks (widgets filled here, on the server). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  try {
    const post = await context.api.news.post(culture, params.slug ?? '', { handles: [400] });
    return {
      post,
      widgets: await loadBlockWidgets(context.api, culture, post.Blocks),
      alternates: post.Alternates,
      origin: new URL(request.url).origin,
    };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  const { shopName } = layoutFacts(matches);
  if (!loaded) return [{ title: shopName }];
  const { post, origin } = loaded;
  return [
    { title: `${post.Title} | ${shopName}` },
    { name: 'description', content: post.Summary },
    { tagName: 'link', rel: 'canonical', href: `${origin}${post.Url}` },
    { property: 'og:type', content: 'article' },
    ...(post.CoverImage ? [{ property: 'og:image', content: `${origin}${post.CoverImage.Url}` }] : []),
  ];
};

export default function NewsPostPage({ loaderData }: Route.ComponentProps) {
  const { t, culture } = useTranslation();
  const { post, widgets } = loaderData;
  const cover = post.CoverImage ? imageSources(post.CoverImage) : null;
  return (
    <article className="news-post">
      <header className="page-header">
        <h1>{post.Title}</h1>
        <p className="news-post__meta">
          <time dateTime={post.PublishAt}>
            {t('News.PublishedOn', { date: formatNewsDate(culture, post.PublishAt) })}
          </time>
          {post.CategoryName ? ` · ${post.CategoryName}` : null}
        </p>
      </header>
      {cover ? (
        <figure className="content-hero">
          <img
            src={cover.src}
            srcSet={cover.srcSet}
            sizes={cover.srcSet ? '(max-width: 1200px) 100vw, 1200px' : undefined}
            width={cover.width}
            height={cover.height}
            alt=""
            decoding="async"
          />
        </figure>
      ) : null}
      {post.Summary ? <p className="news-post__summary">{post.Summary}</p> : null}
      <PageBlocks blocks={post.Blocks} widgets={widgets} />
      <SocialShare className="news-post__share" text={post.Title} />
    </article>
  );
}
