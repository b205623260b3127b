import type { Culture } from '@vitrine/i18n';
import { z } from 'zod';
import {
  AdminFaqEntrySchema,
  AdminFaqEntrySummarySchema,
  AdminFaqSectionSchema,
  type FaqEntryStatusRequest,
  type FaqOrderRequest,
  FaqSchema,
  type SaveFaqEntryRequest,
  type SaveFaqSectionRequest,
} from '../contracts/faq';
import { type CallOptions, type Requester, withCall } from '../http';

const STAFF = '/api/v1/backoffice/faq';

export function faqApi(request: Requester) {
  return {
    /** The FAQ page in one culture: published questions, grouped by section, answers rendered. */
    page: (culture: Culture, call?: CallOptions) =>
      request('GET', `/api/v1/faq/${culture}`, { schema: FaqSchema, ...withCall(call) }),

    // ---- back office (editors, admins) ----
    staffSections: (call?: CallOptions) =>
      request('GET', `${STAFF}/sections`, { schema: z.array(AdminFaqSectionSchema), ...withCall(call) }),
    createSection: (body: SaveFaqSectionRequest, call?: CallOptions) =>
      request('POST', `${STAFF}/sections`, { body, schema: AdminFaqSectionSchema, ...withCall(call, [400]) }),
    /** A 409 when another editor saved the section after `body.Version`. */
    updateSection: (sectionId: string, body: SaveFaqSectionRequest, call?: CallOptions) =>
      request('PUT', `${STAFF}/sections/${encodeURIComponent(sectionId)}`, {
        body,
        schema: AdminFaqSectionSchema,
        ...withCall(call, [400, 404, 409]),
      }),
    deleteSection: (sectionId: string, call?: CallOptions) =>
      request('DELETE', `${STAFF}/sections/${encodeURIComponent(sectionId)}`, {
        ...withCall(call, [400, 404]),
      }),
    staffEntries: (culture?: Culture, call?: CallOptions) =>
      request('GET', `${STAFF}/entries`, {
        query: culture ? { culture } : {},
        schema: z.array(AdminFaqEntrySummarySchema),
        ...withCall(call),
      }),
    staffEntry: (entryId: string, call?: CallOptions) =>
      request('GET', `${STAFF}/entries/${encodeURIComponent(entryId)}`, {
        schema: AdminFaqEntrySchema,
        ...withCall(call, [404]),
      }),
    createEntry: (body: SaveFaqEntryRequest, call?: CallOptions) =>
      request('POST', `${STAFF}/entries`, { body, schema: AdminFaqEntrySchema, ...withCall(call, [400]) }),
    /** A 409 when another editor saved the entry after `body.Version`. */
    updateEntry: (entryId: string, body: SaveFaqEntryRequest, call?: CallOptions) =>
      request('PUT', `${STAFF}/entries/${encodeURIComponent(entryId)}`, {
        body,
        schema: AdminFaqEntrySchema,
        ...withCall(call, [400, 404, 409]),
      }),
    /** Publish or withdraw an entry; a 409 when it changed after `body.Version`. */
    setEntryStatus: (entryId: string, body: FaqEntryStatusRequest, call?: CallOptions) =>
      request('PUT', `${STAFF}/entries/${encodeURIComponent(entryId)}/status`, {
        body,
        schema: AdminFaqEntrySchema,
        ...withCall(call, [400, 404, 409]),
      }),
    deleteEntry: (entryId: string, call?: CallOptions) =>
      request('DELETE', `${STAFF}/entries/${encodeURIComponent(entryId)}`, { ...withCall(call, [404]) }),
    /** The whole order of sections and of the entries in each. */
    reorder: (body: FaqOrderRequest, call?: CallOptions) =>
      request('PUT', `${STAFF}/order`, { body, ...withCall(call, [400]) }),
  };
}
