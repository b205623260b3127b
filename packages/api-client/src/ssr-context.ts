import type { Culture } from '@vitrine/i18n';
import type { ApiClient } from './client';

/**
 * What the gateway hands the storefront's server-side loaders: an API client that answers
 * in-process with the visitor's cookies, the anti-forgery token for the page, and site facts.
 */
export interface StorefrontLoadContext {
  api: ApiClient;
  antiforgeryToken: string;
  /** The Content Security Policy nonce of this response, for the scripts the render writes. */
  cspNonce: string;
  site: { basePath: string; cmsName: string; defaultCulture: Culture };
}
