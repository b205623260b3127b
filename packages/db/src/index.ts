export * from './client';
export { DataDirLockedError, lockDataDir } from './data-dir-lock';
export { migrationsFolder, runMigrations } from './migrate';
export * from './schema/index';
export {
  type CatalogSeedOptions,
  type CatalogSeedReport,
  DEFAULT_CATALOG_SEED,
  type SeedOptions,
  seedCatalog,
  seedDemoContent,
} from './seed/index';
export { assertStorageKey, type FileStorage, type StoredFile } from './storage/file-storage';
export { filesystemStorage } from './storage/filesystem-storage';
export { createTestDatabase, type TestDatabase } from './testing';
