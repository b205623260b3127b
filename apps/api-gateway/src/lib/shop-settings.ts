import { type Executor, shopSettings } from '@vitrine/db';
import { eq, sql } from 'drizzle-orm';

/**
 * The settings staff change at run time (`shop_settings`, one text value per key), read by the
 * modules that own each key: the maps key is the pickup-points module's. Nothing caches them, so
 * every instance sees a change at once.
 */
export function shopSettingsStore(db: Executor) {
  return {
    async get(key: string): Promise<string | null> {
      const [row] = await db
        .select({ value: shopSettings.value })
        .from(shopSettings)
        .where(eq(shopSettings.key, key));
      return row?.value ?? null;
    },

    /** Sets the key; null or an empty text removes it (the configured fallback applies again). */
    async set(key: string, value: string | null): Promise<void> {
      if (!value) {
        await db.delete(shopSettings).where(eq(shopSettings.key, key));
        return;
      }
      await db
        .insert(shopSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: sql`now()` } });
    },
  };
}
