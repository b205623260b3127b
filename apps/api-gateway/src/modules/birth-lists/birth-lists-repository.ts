import { birthListGifts, birthListItems, birthLists, type Executor } from '@vitrine/db';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';

export type BirthListRow = typeof birthLists.$inferSelect;
export type NewBirthList = typeof birthLists.$inferInsert;
export type BirthListItemRow = typeof birthListItems.$inferSelect;
export type BirthListGiftRow = typeof birthListGifts.$inferSelect;
export type NewBirthListGift = typeof birthListGifts.$inferInsert;

/** The only SQL on birth lists, their items and their gifts. */
export function birthListsRepository(executor: Executor) {
  return {
    async insert(row: NewBirthList): Promise<BirthListRow> {
      const [inserted] = await executor.insert(birthLists).values(row).returning();
      if (!inserted) throw new Error('the birth list was not written');
      return inserted;
    },

    async countOf(customerId: string): Promise<number> {
      const [row] = await executor
        .select({ n: count() })
        .from(birthLists)
        .where(eq(birthLists.customerId, customerId));
      return Number(row?.n ?? 0);
    },

    /** The customer's lists, newest first, with how many items each holds. */
    async listOf(customerId: string): Promise<(BirthListRow & { itemCount: number })[]> {
      const rows = await executor
        .select({ list: birthLists, itemCount: sql<number>`count(${birthListItems.id})::int` })
        .from(birthLists)
        .leftJoin(birthListItems, eq(birthListItems.birthListId, birthLists.id))
        .where(eq(birthLists.customerId, customerId))
        .groupBy(birthLists.id)
        .orderBy(desc(birthLists.createdAt), asc(birthLists.id));
      return rows.map((row) => ({ ...row.list, itemCount: Number(row.itemCount) }));
    },

    /** One of the customer's lists (another customer's is not there); locked when asked. */
    async own(customerId: string, id: string, lock = false): Promise<BirthListRow | null> {
      const query = executor
        .select()
        .from(birthLists)
        .where(and(eq(birthLists.id, id), eq(birthLists.customerId, customerId)));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async byTokenHash(hash: string): Promise<BirthListRow | null> {
      const [row] = await executor.select().from(birthLists).where(eq(birthLists.shareTokenHash, hash));
      return row ?? null;
    },

    async update(id: string, changes: Partial<NewBirthList>): Promise<void> {
      await executor
        .update(birthLists)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(birthLists.id, id));
    },

    async delete(id: string): Promise<void> {
      await executor.delete(birthLists).where(eq(birthLists.id, id));
    },

    async items(listId: string): Promise<BirthListItemRow[]> {
      return executor
        .select()
        .from(birthListItems)
        .where(eq(birthListItems.birthListId, listId))
        .orderBy(asc(birthListItems.createdAt), asc(birthListItems.id));
    },

    async item(listId: string, itemId: string): Promise<BirthListItemRow | null> {
      const [row] = await executor
        .select()
        .from(birthListItems)
        .where(and(eq(birthListItems.id, itemId), eq(birthListItems.birthListId, listId)));
      return row ?? null;
    },

    /** Adds to the variant's line of the list, or makes one (two tabs adding at once end with one line). */
    async addItem(listId: string, variantId: string, quantity: number): Promise<void> {
      await executor
        .insert(birthListItems)
        .values({ birthListId: listId, variantId, quantity })
        .onConflictDoUpdate({
          target: [birthListItems.birthListId, birthListItems.variantId],
          set: { quantity: sql`${birthListItems.quantity} + excluded.quantity` },
        });
    },

    async countItems(listId: string): Promise<number> {
      const [row] = await executor
        .select({ n: count() })
        .from(birthListItems)
        .where(eq(birthListItems.birthListId, listId));
      return Number(row?.n ?? 0);
    },

    async setItemQuantity(listId: string, itemId: string, quantity: number): Promise<boolean> {
      const rows = await executor
        .update(birthListItems)
        .set({ quantity })
        .where(and(eq(birthListItems.id, itemId), eq(birthListItems.birthListId, listId)))
        .returning({ id: birthListItems.id });
      return rows.length === 1;
    },

    async deleteItem(listId: string, itemId: string): Promise<boolean> {
      const rows = await executor
        .delete(birthListItems)
        .where(and(eq(birthListItems.id, itemId), eq(birthListItems.birthListId, listId)))
        .returning({ id: birthListItems.id });
      return rows.length === 1;
    },

    /** The list's paid gifts, oldest first. */
    async paidGifts(listId: string): Promise<BirthListGiftRow[]> {
      return executor
        .select()
        .from(birthListGifts)
        .where(and(eq(birthListGifts.birthListId, listId), eq(birthListGifts.status, 'paid')))
        .orderBy(asc(birthListGifts.paidAt), asc(birthListGifts.id));
    },

    async insertGift(row: NewBirthListGift): Promise<BirthListGiftRow> {
      const [inserted] = await executor.insert(birthListGifts).values(row).returning();
      if (!inserted) throw new Error('the gift was not written');
      return inserted;
    },

    async deleteGift(id: string): Promise<void> {
      await executor.delete(birthListGifts).where(eq(birthListGifts.id, id));
    },

    /** The lists the gifts were given from, gift by gift (a gift that is gone is not there). */
    async listsOfGifts(giftIds: readonly string[]): Promise<{ giftId: string; list: BirthListRow }[]> {
      if (giftIds.length === 0) return [];
      return executor
        .select({ giftId: birthListGifts.id, list: birthLists })
        .from(birthListGifts)
        .innerJoin(birthLists, eq(birthLists.id, birthListGifts.birthListId))
        .where(inArray(birthListGifts.id, [...giftIds]));
    },

    /** Gifts by id, locked for the payment that settles them. */
    async lockGifts(ids: readonly string[]): Promise<BirthListGiftRow[]> {
      if (ids.length === 0) return [];
      return executor
        .select()
        .from(birthListGifts)
        .where(inArray(birthListGifts.id, [...ids]))
        .for('update');
    },

    async markPaid(id: string, changes: { orderId: string; quantity: number; paidAt: Date }): Promise<void> {
      await executor
        .update(birthListGifts)
        .set({ ...changes, status: 'paid' })
        .where(eq(birthListGifts.id, id));
    },
  };
}
