import type { Culture } from '@vitrine/i18n';
import { z } from 'zod';
import {
  type AttributeEdit,
  type BrandEdit,
  type CategoryCreate,
  type CategoryEdit,
  type CategoryMove,
  type FacetOrder,
  ProductTagsSchema,
  StaffAttributeSchema,
  StaffBrandSchema,
  StaffCategoryListSchema,
  StaffCategorySchema,
  StaffTagSchema,
  type TagEdit,
  type TaxonomyListQuery,
} from '../contracts/catalog-taxonomy';
import { type CallOptions, type Requester, withCall } from '../http';

const manage = (path: string) => `/api/v1/backoffice/catalog/manage${path}`;
const one = (kind: string, id: string, path = '') => manage(`/${kind}/${encodeURIComponent(id)}${path}`);
const listQuery = (query: TaxonomyListQuery = {}) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as Record<string, string>;
const cultureQuery = (culture?: Culture) => (culture ? { culture } : {});
const REFUSALS = [400, 404, 409] as const;

/**
 * How the staff arrange the catalogue: the category tree, brands, tags and the attributes the
 * shop filters by. Each change carries the version it was made from (409 stale-edit otherwise).
 */
export function catalogTaxonomyApi(request: Requester) {
  return {
    categories: (query?: TaxonomyListQuery, call?: CallOptions) =>
      request('GET', manage('/categories'), {
        query: listQuery(query),
        schema: StaffCategoryListSchema,
        ...withCall(call),
      }),
    createCategory: (body: CategoryCreate, culture?: Culture, call?: CallOptions) =>
      request('POST', manage('/categories'), {
        body,
        query: cultureQuery(culture),
        schema: StaffCategorySchema,
        ...withCall(call, REFUSALS),
      }),
    updateCategory: (id: string, body: CategoryEdit, culture?: Culture, call?: CallOptions) =>
      request('PUT', one('categories', id), {
        body,
        query: cultureQuery(culture),
        schema: StaffCategorySchema,
        ...withCall(call, REFUSALS),
      }),
    moveCategory: (id: string, body: CategoryMove, culture?: Culture, call?: CallOptions) =>
      request('PUT', one('categories', id, '/position'), {
        body,
        query: cultureQuery(culture),
        schema: StaffCategoryListSchema,
        ...withCall(call, REFUSALS),
      }),
    deleteCategory: (id: string, version: number, call?: CallOptions) =>
      request('DELETE', one('categories', id), { query: { version }, ...withCall(call, REFUSALS) }),

    brands: (call?: CallOptions) =>
      request('GET', manage('/brands'), { schema: z.array(StaffBrandSchema), ...withCall(call) }),
    createBrand: (body: BrandEdit, call?: CallOptions) =>
      request('POST', manage('/brands'), { body, schema: StaffBrandSchema, ...withCall(call, REFUSALS) }),
    updateBrand: (id: string, body: BrandEdit, call?: CallOptions) =>
      request('PUT', one('brands', id), { body, schema: StaffBrandSchema, ...withCall(call, REFUSALS) }),
    deleteBrand: (id: string, version: number, call?: CallOptions) =>
      request('DELETE', one('brands', id), { query: { version }, ...withCall(call, REFUSALS) }),

    tags: (query?: TaxonomyListQuery, call?: CallOptions) =>
      request('GET', manage('/tags'), {
        query: listQuery(query),
        schema: z.array(StaffTagSchema),
        ...withCall(call),
      }),
    createTag: (body: TagEdit, culture?: Culture, call?: CallOptions) =>
      request('POST', manage('/tags'), {
        body,
        query: cultureQuery(culture),
        schema: StaffTagSchema,
        ...withCall(call, REFUSALS),
      }),
    updateTag: (id: string, body: TagEdit, culture?: Culture, call?: CallOptions) =>
      request('PUT', one('tags', id), {
        body,
        query: cultureQuery(culture),
        schema: StaffTagSchema,
        ...withCall(call, REFUSALS),
      }),
    deleteTag: (id: string, version: number, call?: CallOptions) =>
      request('DELETE', one('tags', id), { query: { version }, ...withCall(call, REFUSALS) }),
    productTags: (productId: string, call?: CallOptions) =>
      request('GET', one('products', productId, '/tags'), { schema: ProductTagsSchema, ...withCall(call) }),
    setProductTags: (productId: string, tagIds: readonly string[], call?: CallOptions) =>
      request('PUT', one('products', productId, '/tags'), {
        body: { TagIds: [...tagIds] },
        schema: ProductTagsSchema,
        ...withCall(call, REFUSALS),
      }),

    attributes: (query?: TaxonomyListQuery, call?: CallOptions) =>
      request('GET', manage('/attributes'), {
        query: listQuery(query),
        schema: z.array(StaffAttributeSchema),
        ...withCall(call),
      }),
    updateAttribute: (id: string, body: AttributeEdit, culture?: Culture, call?: CallOptions) =>
      request('PUT', one('attributes', id), {
        body,
        query: cultureQuery(culture),
        schema: StaffAttributeSchema,
        ...withCall(call, REFUSALS),
      }),
    setFacets: (body: FacetOrder, culture?: Culture, call?: CallOptions) =>
      request('PUT', manage('/attributes/facets'), {
        body,
        query: cultureQuery(culture),
        schema: z.array(StaffAttributeSchema),
        ...withCall(call, REFUSALS),
      }),
  };
}
