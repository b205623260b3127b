import { buildFacetIndex, type FacetIndex } from './facet-index';
import type { listingRepository } from './listing-repository';
import { CATALOG_TTL_MS } from './ttl-cache';

/**
 * Keeps this instance's facet index current (ADR 008). Before counting, a request reads the
 * catalogue's revision (one tiny statement); the index is rebuilt when it moved, or when this
 * instance changed the catalogue itself. Requests arriving during a rebuild share it.
 *
 * A writer takes its revision number before it commits, so an index built in between can miss
 * that writer's rows under a revision that will not move again. An index built within
 * SETTLE_MS of the revision it saw change is therefore rebuilt once more after SETTLE_MS, in the
 * background: a change shows in the counts at once when it committed before the next request
 * and at worst after SETTLE_MS, the lag ADR 005 allows the counts.
 */
export const SETTLE_MS = CATALOG_TTL_MS;

interface Built {
  index: FacetIndex;
  revision: string;
  /** When the revision this index carries was first seen. */
  revisionSeenAt: number;
  builtAt: number;
}

export function liveFacetIndex(listing: ReturnType<typeof listingRepository>, now: () => number = Date.now) {
  let built: Built | null = null;
  let building: Promise<Built> | null = null;
  let stale = true;
  let revisionCheck: Promise<string> | null = null;

  function rebuild(revision: string, revisionSeenAt: number): Promise<Built> {
    if (building) return building;
    stale = false;
    const started = now();
    building = Promise.all([listing.facetIndexRows(), listing.valueAttributes()])
      .then(async ([rows, valueAttributes]) => {
        const index = await buildFacetIndex(rows, valueAttributes);
        built = { index, revision, revisionSeenAt, builtAt: started };
        return built;
      })
      .catch((error: unknown) => {
        stale = true;
        throw error;
      })
      .finally(() => {
        building = null;
      });
    return building;
  }

  /** One revision read shared by the requests that ask at the same moment. */
  function currentRevision(): Promise<string> {
    revisionCheck ??= listing.catalogRevision().finally(() => {
      revisionCheck = null;
    });
    return revisionCheck;
  }

  return {
    /** The index, current up to the last committed catalogue change this request can see. */
    async get(): Promise<FacetIndex> {
      const revision = await currentRevision();
      const seen = built;
      if (!seen || stale) {
        // The revision was read before the rows, so a change after it moves it again.
        const changed = !seen || seen.revision !== revision;
        return (await rebuild(revision, changed ? now() : seen.revisionSeenAt)).index;
      }
      if (seen.revision !== revision) return (await rebuild(revision, now())).index;
      if (seen.builtAt - seen.revisionSeenAt < SETTLE_MS && now() - seen.revisionSeenAt >= SETTLE_MS)
        // Settle in the background: this request is served by the index as it is.
        rebuild(revision, seen.revisionSeenAt).catch(() => undefined);
      return seen.index;
    },

    /** This instance changed the catalogue: the next request rebuilds before it counts. */
    invalidate() {
      stale = true;
    },
  };
}

export type LiveFacetIndex = ReturnType<typeof liveFacetIndex>;
