import type { Culture } from '@vitrine/i18n';
import { ContentPageSchema, MenuSchema, SiteSettingsSchema } from '../contracts/content';
import { type CallOptions, type Requester, withCall } from '../http';

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
  };
}
