import type { Culture } from '@vitrine/i18n';
import { z } from 'zod';
import {
  AdminNewsCategorySchema,
  AdminNewsPostSchema,
  AdminNewsPostSummarySchema,
  NewsCalendarSchema,
  NewsCategorySchema,
  NewsPostPageSchema,
  NewsPostSchema,
  type SaveNewsCategoryRequest,
  type SaveNewsPostRequest,
} from '../contracts/news';
import { type CallOptions, type Requester, withCall } from '../http';

const STAFF = '/api/v1/backoffice/news';

/** What the news widgets select: categories (none: all), with their children or not, and a page. */
export interface NewsSelection {
  categoryIds: readonly string[];
  displayChildren: boolean;
  postPerPage: number;
  page?: number;
}

const selectionQuery = (selection: NewsSelection) => ({
  CategoryIds: selection.categoryIds.join(','),
  DisplayChildren: String(selection.displayChildren),
  PostPerPage: String(selection.postPerPage),
  Page: String(selection.page ?? 1),
});

export function newsApi(request: Requester) {
  return {
    categories: (culture: Culture, call?: CallOptions) =>
      request('GET', `/api/v1/news/${culture}/categories`, {
        schema: z.array(NewsCategorySchema),
        ...withCall(call),
      }),
    /** The list widget: the posts up to the end of `until` (YYYY-MM-DD), newest first. */
    list: (culture: Culture, selection: NewsSelection & { until?: string }, call?: CallOptions) =>
      request('GET', `/api/v1/news/${culture}/posts`, {
        query: { ...selectionQuery(selection), ...(selection.until ? { Until: selection.until } : {}) },
        schema: NewsPostPageSchema,
        ...withCall(call),
      }),
    /** The calendar widget: one month's days with posts and a page of its posts. */
    calendar: (
      culture: Culture,
      selection: NewsSelection & { year: number; month: number },
      call?: CallOptions,
    ) =>
      request('GET', `/api/v1/news/${culture}/calendar`, {
        query: { ...selectionQuery(selection), Year: String(selection.year), Month: String(selection.month) },
        schema: NewsCalendarSchema,
        ...withCall(call),
      }),
    post: (culture: Culture, slug: string, call?: CallOptions) =>
      request('GET', `/api/v1/news/${culture}/posts/${encodeURIComponent(slug)}`, {
        schema: NewsPostSchema,
        ...withCall(call, [404]),
      }),

    // ---- back office (editors, admins) ----
    staffCategories: (call?: CallOptions) =>
      request('GET', `${STAFF}/categories`, { schema: z.array(AdminNewsCategorySchema), ...withCall(call) }),
    createCategory: (body: SaveNewsCategoryRequest, call?: CallOptions) =>
      request('POST', `${STAFF}/categories`, {
        body,
        schema: AdminNewsCategorySchema,
        ...withCall(call, [400]),
      }),
    staffPosts: (culture?: Culture, call?: CallOptions) =>
      request('GET', `${STAFF}/posts`, {
        query: culture ? { culture } : {},
        schema: z.array(AdminNewsPostSummarySchema),
        ...withCall(call),
      }),
    staffPost: (postId: string, call?: CallOptions) =>
      request('GET', `${STAFF}/posts/${encodeURIComponent(postId)}`, {
        schema: AdminNewsPostSchema,
        ...withCall(call, [404]),
      }),
    createPost: (body: SaveNewsPostRequest, call?: CallOptions) =>
      request('POST', `${STAFF}/posts`, { body, schema: AdminNewsPostSchema, ...withCall(call, [400]) }),
    /** A 409 when another editor saved the post after `body.Version`. */
    updatePost: (postId: string, body: SaveNewsPostRequest, call?: CallOptions) =>
      request('PUT', `${STAFF}/posts/${encodeURIComponent(postId)}`, {
        body,
        schema: AdminNewsPostSchema,
        ...withCall(call, [400, 404, 409]),
      }),
    deletePost: (postId: string, call?: CallOptions) =>
      request('DELETE', `${STAFF}/posts/${encodeURIComponent(postId)}`, { ...withCall(call, [404]) }),
  };
}
