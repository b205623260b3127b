import type { Database } from '@vitrine/db';
import type { CatalogCache } from './catalog-cache-plugin';
import { type CatalogOptions, catalogReads } from './catalog-reads';
import { listingService } from './listing-service';
import { navigationService } from './navigation-service';
import { productService } from './product-service';
import { variationService } from './variation-service';
import { widgetsService } from './widgets-service';

/**
 * The catalogue's services, built once per gateway over one set of shared reads (one facet index,
 * one names cache), by concern: listing and search, navigation, product pages, variations, widgets.
 */
export function catalogServices(db: Database, options: CatalogOptions, caches: CatalogCache) {
  const reads = catalogReads(db, options, caches);
  const variations = variationService(db);
  return {
    listing: listingService(reads, options, caches),
    navigation: navigationService(reads, options),
    products: productService(reads, variations, options),
    variations,
    widgets: widgetsService(db, options.basePath),
  };
}

export type CatalogServices = ReturnType<typeof catalogServices>;
