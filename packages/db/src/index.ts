export * from './client';
export { DataDirLockedError, lockDataDir } from './data-dir-lock';
export { migrationsFolder, runMigrations } from './migrate';
export * from './schema/index';
export { DEMO_BANNER_ID, DEMO_POPUP_ID, seedDemoAnnouncements } from './seed/announcements';
export { DEMO_COUPONS, seedDemoCoupons } from './seed/coupons';
export { seedDemoFaq } from './seed/faq';
export {
  type CatalogSeedOptions,
  type CatalogSeedReport,
  DEFAULT_CATALOG_SEED,
  type SeedOptions,
  seedCatalog,
  seedDemoContent,
} from './seed/index';
export { recordLivePageVersions } from './seed/live-page-versions';
export { seedDemoNews } from './seed/news';
export {
  EU_COUNTRIES,
  EU_VAT_RATES,
  loadReferenceData,
  type ReferenceDataOptions,
  type ReferenceDataReport,
  readCityFile,
  shippedCityCountries,
} from './seed/reference/index';
export {
  DEMO_PICKUP_POINTS,
  DEMO_SHIPPING_COUNTRIES,
  DEMO_SHIPPING_METHODS,
  seedDemoShipping,
} from './seed/shipping';
export { assertStorageKey, type FileStorage, type StoredFile } from './storage/file-storage';
export { filesystemStorage } from './storage/filesystem-storage';
export { createTestDatabase, type TestDatabase } from './testing';
