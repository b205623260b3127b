import { type Executor, siteSettings } from '@vitrine/db';
import { inArray } from 'drizzle-orm';

/** Site settings other modules read (the cart's 'cart.multipleCoupons'): raw JSON values by key. */
export async function siteSettingValues(
  db: Executor,
  keys: readonly string[],
): Promise<Map<string, unknown>> {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}
