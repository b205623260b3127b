import type { StorefrontLoadContext } from '@vitrine/api-client';

declare module 'react-router' {
  // The gateway's getLoadContext hands every loader and action this context.
  interface AppLoadContext extends StorefrontLoadContext {}
}
