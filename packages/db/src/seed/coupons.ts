import { asc, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { brands } from '../schema/catalog';
import { couponBrands, coupons } from '../schema/promotions';
import { users } from '../schema/security';

/** The demo shop's coupon codes (the journeys and the README's tour use them). */
export const DEMO_COUPONS = {
  welcome: 'BIENVENUE10',
  fixed: 'MOINS5',
  brand: 'MARQUE15',
  expired: 'ETE2024',
  personal: 'CAMILLE20',
} as const;

/**
 * Demo coupons: 10 % welcome, 5 € off from 50 €, 15 % on one brand, an expired one and a personal
 * one for the demo customer. Idempotent: a code that exists (in any case) is left as staff made
 * it; the brand coupon needs the catalogue's brands, the personal one the demo customer.
 */
export async function seedDemoCoupons(
  db: Database,
  options: { currency: string; demoCustomerEmail?: string },
): Promise<{ couponsCreated: number }> {
  return db.transaction(async (tx) => {
    const [brand] = await tx.select().from(brands).orderBy(asc(brands.sortOrder), asc(brands.name)).limit(1);
    const [customer] = options.demoCustomerEmail
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = lower(${options.demoCustomerEmail})`)
          .limit(1)
      : [];
    const base = { currencyCode: options.currency };
    const rows: (typeof coupons.$inferInsert)[] = [
      {
        ...base,
        code: DEMO_COUPONS.welcome,
        description: '10 % de bienvenue',
        kind: 'percentage',
        percent: '10',
      },
      {
        ...base,
        code: DEMO_COUPONS.fixed,
        description: '5 € dès 50 € d’achats',
        kind: 'fixed',
        amount: '5.00',
        minimumAmount: '50.00',
      },
      {
        ...base,
        code: DEMO_COUPONS.expired,
        description: 'Soldes d’été 2024',
        kind: 'percentage',
        percent: '20',
        startsAt: new Date('2024-06-01T00:00:00Z'),
        endsAt: new Date('2024-09-01T00:00:00Z'),
      },
      ...(brand
        ? [
            {
              ...base,
              code: DEMO_COUPONS.brand,
              description: `15 % sur ${brand.name}`,
              kind: 'percentage' as const,
              percent: '15',
            },
          ]
        : []),
      ...(customer
        ? [
            {
              ...base,
              code: DEMO_COUPONS.personal,
              description: 'Votre code personnel : 20 % sur une commande',
              kind: 'percentage' as const,
              percent: '20',
              perCustomerLimit: 1,
              customerId: customer.id,
            },
          ]
        : []),
    ];
    let couponsCreated = 0;
    for (const row of rows) {
      const [created] = await tx
        .insert(coupons)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: coupons.id });
      if (!created) continue;
      couponsCreated += 1;
      if (row.code === DEMO_COUPONS.brand && brand)
        await tx
          .insert(couponBrands)
          .values({ couponId: created.id, brandId: brand.id })
          .onConflictDoNothing();
    }
    return { couponsCreated };
  });
}
