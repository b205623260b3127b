import type { Culture } from '@vitrine/i18n';
import { StringResourcesSchema } from '../contracts/localization';
import type { Requester } from '../http';

export function localizationApi(request: Requester) {
  return {
    /** GET {app}/api/v1/localization/{culture}/stringresources */
    stringResources: (culture: Culture, signal?: AbortSignal) =>
      request('GET', `/api/v1/localization/${culture}/stringresources`, {
        schema: StringResourcesSchema,
        signal,
      }),
  };
}
