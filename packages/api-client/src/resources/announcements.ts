import type { Culture } from '@vitrine/i18n';
import { z } from 'zod';
import {
  AdminAnnouncementSchema,
  AdminAnnouncementSummarySchema,
  AnnouncementSchema,
  type AnnouncementsQuery,
  type SaveAnnouncementRequest,
} from '../contracts/announcements';
import { type CallOptions, type Requester, withCall } from '../http';

const STAFF = '/api/v1/backoffice/announcements';

export function announcementsApi(request: Requester) {
  return {
    /** The popups and banners live now in a culture (for one page when asked), highest priority first. */
    live: (culture: Culture, query: AnnouncementsQuery = {}, call?: CallOptions) =>
      request('GET', `/api/v1/announcements/${culture}`, {
        query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
        schema: z.array(AnnouncementSchema),
        ...withCall(call),
      }),

    // ---- back office (editors, admins) ----
    staffList: (culture?: Culture, call?: CallOptions) =>
      request('GET', STAFF, {
        query: culture ? { culture } : {},
        schema: z.array(AdminAnnouncementSummarySchema),
        ...withCall(call),
      }),
    staffItem: (id: string, call?: CallOptions) =>
      request('GET', `${STAFF}/${encodeURIComponent(id)}`, {
        schema: AdminAnnouncementSchema,
        ...withCall(call, [404]),
      }),
    create: (body: SaveAnnouncementRequest, call?: CallOptions) =>
      request('POST', STAFF, { body, schema: AdminAnnouncementSchema, ...withCall(call, [400]) }),
    /** A 409 when another editor saved it after `body.Version`. */
    update: (id: string, body: SaveAnnouncementRequest, call?: CallOptions) =>
      request('PUT', `${STAFF}/${encodeURIComponent(id)}`, {
        body,
        schema: AdminAnnouncementSchema,
        ...withCall(call, [400, 404, 409]),
      }),
    remove: (id: string, call?: CallOptions) =>
      request('DELETE', `${STAFF}/${encodeURIComponent(id)}`, { ...withCall(call, [404]) }),
  };
}
