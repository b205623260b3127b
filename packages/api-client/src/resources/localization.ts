import type { Culture } from '@vitrine/i18n';
import { StringResourcesSchema } from '../contracts/localization';
import { type CallOptions, type Requester, withCall } from '../http';

export function localizationApi(request: Requester) {
  return {
    /** GET {app}/api/v1/localization/{culture}/stringresources */
    stringResources: (culture: Culture, call?: CallOptions) =>
      request('GET', `/api/v1/localization/${culture}/stringresources`, {
        schema: StringResourcesSchema,
        ...withCall(call),
      }),
  };
}
