export { type ApiClient, createApiClient } from './client';
export * from './contracts/index';
export * from './errors';
export {
  ANTIFORGERY_HEADER,
  type ApiClientOptions,
  type CallOptions,
  type HttpMethod,
  type Requester,
  type RequestOptions,
} from './http';
export type { CropRequest } from './resources/assets-library';
export type { CatalogListParams, VariationParams } from './resources/catalog';
export type { NewsSelection } from './resources/news';
export { richTextFromMarkup, richTextToMarkup } from './rich-text';
export { inApp, inAppPath, shopUrls } from './shop-urls';
export type { StorefrontLoadContext } from './ssr-context';
