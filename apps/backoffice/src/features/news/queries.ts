import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';

/** React Query options of the news area; a save invalidates NEWS_KEY. */
export const NEWS_KEY = ['news'] as const;

export const newsPostsQueryOptions = (api: ApiClient, culture: Culture) =>
  queryOptions({
    queryKey: [...NEWS_KEY, 'posts', culture],
    queryFn: ({ signal }) => api.news.staffPosts(culture, { signal }),
  });

export const newsPostQueryOptions = (api: ApiClient, postId: string) =>
  queryOptions({
    queryKey: [...NEWS_KEY, 'post', postId],
    queryFn: ({ signal }) => api.news.staffPost(postId, { signal }),
  });

export const newsCategoriesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: [...NEWS_KEY, 'categories'],
    queryFn: ({ signal }) => api.news.staffCategories({ signal }),
  });
