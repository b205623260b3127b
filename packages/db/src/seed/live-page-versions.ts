import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { migrationsFolder } from '../migrate';

/**
 * Records the words the shop shows of pages that have no published version yet as their version 1
 * (ADR 041): the statements of the migration that did it for pages older than versions, run again
 * for pages written straight into the tables (the demo pages).
 */
export async function recordLivePageVersions(executor: Executor): Promise<void> {
  const statements = readFileSync(path.join(migrationsFolder, '0033_record_live_pages.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
  for (const statement of statements) await executor.execute(sql.raw(statement));
}
