import { type Executor, pickupPoints } from '@vitrine/db';
import { and, asc, eq, sql } from 'drizzle-orm';

export type PickupPointRow = typeof pickupPoints.$inferSelect;
export type NewPickupPoint = Omit<typeof pickupPoints.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The only SQL on the 'static' carrier's points (`pickup_points`). */
export function pickupPointsRepository(db: Executor) {
  return {
    /** The points shoppers may choose in a country (a shop keeps a few: they are all read). */
    activeIn(countryCode: string): Promise<PickupPointRow[]> {
      return db
        .select()
        .from(pickupPoints)
        .where(and(eq(pickupPoints.countryCode, countryCode), eq(pickupPoints.isActive, true)))
        .orderBy(asc(pickupPoints.name), asc(pickupPoints.id));
    },

    async find(id: string): Promise<PickupPointRow | null> {
      const [row] = await db.select().from(pickupPoints).where(eq(pickupPoints.id, id));
      return row ?? null;
    },

    /** Read under a share lock: staff cannot close the point until the reader's transaction ends. */
    async findShared(id: string): Promise<PickupPointRow | null> {
      const [row] = await db.select().from(pickupPoints).where(eq(pickupPoints.id, id)).for('share');
      return row ?? null;
    },

    all(): Promise<PickupPointRow[]> {
      return db
        .select()
        .from(pickupPoints)
        .orderBy(asc(pickupPoints.countryCode), asc(pickupPoints.name), asc(pickupPoints.id));
    },

    async insert(point: NewPickupPoint): Promise<PickupPointRow> {
      const [row] = await db.insert(pickupPoints).values(point).returning();
      if (!row) throw new Error('the pickup point was not written');
      return row;
    },

    /** The updated row; null when there is no such point. */
    async update(id: string, point: NewPickupPoint): Promise<PickupPointRow | null> {
      const [row] = await db
        .update(pickupPoints)
        .set({ ...point, updatedAt: sql`now()` })
        .where(eq(pickupPoints.id, id))
        .returning();
      return row ?? null;
    },
  };
}
