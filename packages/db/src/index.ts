export * from './client';
export { migrationsFolder, runMigrations } from './migrate';
export * from './schema/index';
export { type SeedOptions, seedDemoContent } from './seed/index';
export { createTestDatabase, type TestDatabase } from './testing';
