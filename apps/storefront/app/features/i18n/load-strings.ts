import type { ApiClient } from '@vitrine/api-client';
import type { Culture, StringResources } from '@vitrine/i18n';

const loaded = new Map<Culture, Promise<StringResources>>();

/**
 * The culture's strings, loaded once per culture (spec 000 §7). A failed load is a warning and
 * an empty set, so that every text shows its key rather than breaking the page.
 */
export function loadStrings(api: ApiClient, culture: Culture, cache = loaded): Promise<StringResources> {
  let pending = cache.get(culture);
  if (!pending) {
    pending = api.localization.stringResources(culture).catch((error: unknown) => {
      console.warn(`[i18n] could not load the ${culture} string resources; keys are shown instead`, error);
      cache.delete(culture);
      return {};
    });
    cache.set(culture, pending);
  }
  return pending;
}
