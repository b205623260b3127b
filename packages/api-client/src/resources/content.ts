import type { Culture } from '@vitrine/i18n';
import { ContentPageSchema, MenuSchema, SiteSettingsSchema } from '../contracts/content';
import type { Requester } from '../http';

export function contentApi(request: Requester) {
  return {
    homepage: (culture: Culture, signal?: AbortSignal) =>
      request('GET', `/api/v1/content/${culture}/home`, { schema: ContentPageSchema, signal }),
    /** A page by its slug in this culture (or, for the language choice, in any culture). */
    pageBySlug: (culture: Culture, slug: string, signal?: AbortSignal) =>
      request('GET', `/api/v1/content/${culture}/pages`, {
        query: { slug },
        schema: ContentPageSchema,
        signal,
        handles: [404],
      }),
    menu: (culture: Culture, signal?: AbortSignal) =>
      request('GET', `/api/v1/content/${culture}/menu`, { schema: MenuSchema, signal }),
    siteSettings: (signal?: AbortSignal) =>
      request('GET', '/api/v1/content/settings', { schema: SiteSettingsSchema, signal }),
  };
}
