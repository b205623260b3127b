import type { MegaMenuEntry } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';

export type MegaMenuFetch = (culture: Culture, categoryId: string) => Promise<MegaMenuEntry>;

/**
 * Spec 001 §4: a mega menu panel is fetched once per category, with only one request at a time.
 * Openings queue behind the request in flight (a quick sweep over the roots asks for each once,
 * in turn, instead of flooding the gateway); a failure is not cached, so a later opening retries.
 */
export function createMegaMenuLoader() {
  const entries = new Map<string, MegaMenuEntry>();
  const pending = new Map<string, Promise<MegaMenuEntry>>();
  let tail: Promise<unknown> = Promise.resolve();
  const key = (culture: Culture, categoryId: string) => `${culture}|${categoryId}`;

  return {
    cached: (culture: Culture, categoryId: string) => entries.get(key(culture, categoryId)),
    load(culture: Culture, categoryId: string, fetchEntry: MegaMenuFetch): Promise<MegaMenuEntry> {
      const id = key(culture, categoryId);
      const hit = entries.get(id);
      if (hit) return Promise.resolve(hit);
      const inFlight = pending.get(id);
      if (inFlight) return inFlight;
      const run = tail.then(async () => {
        const entry = await fetchEntry(culture, categoryId);
        entries.set(id, entry);
        return entry;
      });
      tail = run.catch(() => undefined);
      pending.set(id, run);
      run.then(
        () => pending.delete(id),
        () => pending.delete(id),
      );
      return run;
    },
    /** Tests start from an empty cache. */
    clear() {
      entries.clear();
      pending.clear();
      tail = Promise.resolve();
    },
  };
}

/** The page's one loader: panels stay cached across client-side navigations, per culture. */
export const megaMenus = createMegaMenuLoader();
