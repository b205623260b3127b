import type { Culture } from '@vitrine/i18n';
import { z } from 'zod';
import { ContentPageSchema, MenuSchema, SiteSettingsSchema } from '../contracts/content';
import {
  AdminContentPageSchema,
  AdminContentPageSummarySchema,
  ContentPageVersionSchema,
  type PublishContentPageRequest,
  type SaveContentPageRequest,
} from '../contracts/content-pages';
import { type CallOptions, type Requester, withCall } from '../http';

const STAFF = '/api/v1/backoffice/pages';
const page = (pageId: string) => `${STAFF}/${encodeURIComponent(pageId)}`;

export function contentApi(request: Requester) {
  return {
    homepage: (culture: Culture, call?: CallOptions) =>
      request('GET', `/api/v1/content/${culture}/home`, { schema: ContentPageSchema, ...withCall(call) }),
    /** A page by its slug in this culture (or, for the language choice, in any culture). */
    pageBySlug: (culture: Culture, slug: string, call?: CallOptions) =>
      request('GET', `/api/v1/content/${culture}/pages`, {
        query: { slug },
        schema: ContentPageSchema,
        ...withCall(call, [404]),
      }),
    menu: (culture: Culture, call?: CallOptions) =>
      request('GET', `/api/v1/content/${culture}/menu`, { schema: MenuSchema, ...withCall(call) }),
    siteSettings: (call?: CallOptions) =>
      request('GET', '/api/v1/content/settings', { schema: SiteSettingsSchema, ...withCall(call) }),

    // ---- back office (editors, admins) ----
    staffPages: (culture?: Culture, call?: CallOptions) =>
      request('GET', STAFF, {
        query: culture ? { culture } : {},
        schema: z.array(AdminContentPageSummarySchema),
        ...withCall(call),
      }),
    staffPage: (pageId: string, call?: CallOptions) =>
      request('GET', page(pageId), { schema: AdminContentPageSchema, ...withCall(call, [404]) }),
    createPage: (body: SaveContentPageRequest, call?: CallOptions) =>
      request('POST', STAFF, { body, schema: AdminContentPageSchema, ...withCall(call, [400]) }),
    /** Saves the draft; a 409 when another editor saved it after `body.Version`. */
    saveDraft: (pageId: string, body: SaveContentPageRequest, call?: CallOptions) =>
      request('PUT', page(pageId), {
        body,
        schema: AdminContentPageSchema,
        ...withCall(call, [400, 404, 409]),
      }),
    /** Publishes the draft now, or schedules it (`PublishAt` to come). */
    publishPage: (pageId: string, body: PublishContentPageRequest, call?: CallOptions) =>
      request('POST', `${page(pageId)}/publish`, {
        body,
        schema: AdminContentPageSchema,
        ...withCall(call, [400, 404, 409]),
      }),
    /** Cancels a scheduled publication. */
    unschedulePage: (pageId: string, body: { Version: number }, call?: CallOptions) =>
      request('POST', `${page(pageId)}/unschedule`, {
        body,
        schema: AdminContentPageSchema,
        ...withCall(call, [404, 409]),
      }),
    pageVersions: (pageId: string, call?: CallOptions) =>
      request('GET', `${page(pageId)}/versions`, {
        schema: z.array(ContentPageVersionSchema),
        ...withCall(call, [404]),
      }),
    /** Makes a published version the draft again. */
    restoreVersion: (pageId: string, number: number, body: { Version: number }, call?: CallOptions) =>
      request('POST', `${page(pageId)}/versions/${number}/restore`, {
        body,
        schema: AdminContentPageSchema,
        ...withCall(call, [404, 409]),
      }),
  };
}
