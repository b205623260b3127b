import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isApiError, type OrderPlaced, type PlaceOrderBody } from '@vitrine/api-client';
import {
  createDatabase,
  createTestDatabase,
  type Database,
  idempotencyKeys,
  jobs,
  orderAddresses,
  orderLines,
  orderStatusHistory,
  orderStockAllocations,
  orders,
  seedDemoShipping,
  warehouseStock,
} from '@vitrine/db';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, prepareShop } from '../src/build-server';
import { loadConfig } from '../src/config';
import { EXPIRE_UNPAID_ORDER } from '../src/modules/checkout/index';
import { insertCatalogFixture, V, WH } from './fixtures/catalog';
import { type GatewayProcess, HttpShopper, startGatewayProcess } from './gateway-child';
import { databaseTargets } from './helpers';

/**
 * Checkout is one transaction (ADR 025): a gateway killed with -9 in the middle of a stream of
 * orders must leave, once started again on the same database, only whole orders, the stock they
 * hold and nothing else, every order it acknowledged, and keys that answer a retry with the
 * order or place it then, once.
 */

const GUESTS = 60;
const SHOPPERS_AT_ONCE = 20;
/** The kill comes when this many orders were acknowledged: a state of the load, not a moment. */
const KILL_AFTER = 20;

const GATEWAY_ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DEMO_PRODUCTS: '0',
  SEED_DEMO_CONTENT: 'false',
  SESSION_SECRET: 'checkout-crash-secret-0123456789-abcdefghij',
  // Sixty guests from one address make their first cart call on the address's counter.
  CART_RATE_LIMIT: '100000',
};

/** Stock before the load: a hot variant served by two warehouses, and one a closed warehouse also holds. */
const STOCK: [variantId: string, warehouseId: string, quantity: number][] = [
  [V(4), WH.brussels, 25],
  [V(4), WH.lyon, 400],
  [V(7), WH.brussels, 300],
  [V(1, 2), WH.brussels, 200],
  [V(1, 2), WH.closed, 7],
];

interface Guest {
  readonly shopper: HttpShopper;
  readonly lines: [variantId: string, quantity: number][];
  readonly key: string;
  form: PlaceOrderBody;
}

/** The database the gateway process runs on, and a way to read it between runs. */
interface ShopDatabase {
  readonly env: Record<string, string>;
  /** Reads the database while no gateway runs (the embedded one belongs to one process at a time). */
  inspect<T>(read: (db: Database) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

async function shopDatabase(serverUrl: string | undefined): Promise<ShopDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-checkout-crash-'));
  if (!serverUrl)
    return {
      env: { DATABASE_URL: '', DATA_DIR: dataDir },
      inspect: async (read) => {
        const handle = await createDatabase({ dataDir });
        try {
          return await read(handle.db);
        } finally {
          await handle.close();
        }
      },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  const testDb = await createTestDatabase(serverUrl);
  const name = (await testDb.handle.db.execute<{ name: string }>(sql`SELECT current_database() AS name`))
    .rows[0]?.name;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    inspect: (read) => read(testDb.handle.db),
    dispose: async () => {
      await testDb.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The catalogue, delivery and stock, written before any gateway process runs; answers the stock. */
async function prepareCatalogue(env: Record<string, string>): Promise<Map<string, number>> {
  const config = loadConfig({ ...GATEWAY_ENV, ...env });
  const app = await buildServer({ config, logger: false });
  try {
    await prepareShop(app, config);
    await insertCatalogFixture(app.db, app.storage);
    await seedDemoShipping(app.db);
    for (const [variantId, warehouseId, quantity] of STOCK)
      await app.db
        .insert(warehouseStock)
        .values({ variantId, warehouseId, quantity })
        .onConflictDoUpdate({
          target: [warehouseStock.warehouseId, warehouseStock.variantId],
          set: { quantity },
        });
    return stockOf(app.db);
  } finally {
    await app.close();
  }
}

const stockOf = async (db: Database) =>
  new Map(
    (await db.select().from(warehouseStock)).map((row) => [
      `${row.variantId}@${row.warehouseId}`,
      row.quantity,
    ]),
  );

const cents = (amount: string | number) => Math.round(Number(amount) * 100);

const byOrder = <T extends { orderId: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.orderId, [...(map.get(row.orderId) ?? []), row]);
  return map;
};

const sortedLines = (lines: readonly (readonly [string, number])[]) =>
  [...lines].map(([variant, quantity]) => `${variant}×${quantity}`).sort();

/**
 * Everything a half-written order or a lost unit would break, as a list of what is wrong (empty
 * when all holds), and the orders by the guest's e-mail.
 */
async function audit(db: Database, guests: readonly Guest[], initialStock: Map<string, number>) {
  const problems: string[] = [];
  const [orderRows, lineRows, addressRows, historyRows, allocationRows, keyRows, jobRows, stock] =
    await Promise.all([
      db.select().from(orders),
      db.select().from(orderLines),
      db.select().from(orderAddresses),
      db.select().from(orderStatusHistory),
      db.select().from(orderStockAllocations),
      db.select().from(idempotencyKeys),
      db.select().from(jobs).where(sql`${jobs.kind} = ${EXPIRE_UNPAID_ORDER}`),
      stockOf(db),
    ]);
  const lines = byOrder(lineRows);
  const addresses = byOrder(addressRows);
  const history = byOrder(historyRows);
  const allocations = byOrder(allocationRows);
  const guestByEmail = new Map(guests.map((guest) => [guest.form.Email, guest]));
  const ordersByEmail = new Map<string, (typeof orderRows)[number][]>();

  for (const order of orderRows) {
    const label = `${order.number} (${order.email})`;
    ordersByEmail.set(order.email, [...(ordersByEmail.get(order.email) ?? []), order]);
    const guest = guestByEmail.get(order.email);
    if (!guest) problems.push(`${label}: no guest placed it`);
    const ownLines = lines.get(order.id) ?? [];
    const ownAllocations = allocations.get(order.id) ?? [];
    if (
      guest &&
      JSON.stringify(sortedLines(ownLines.map((line) => [line.variantId, line.quantity]))) !==
        JSON.stringify(sortedLines(guest.lines))
    )
      problems.push(`${label}: lines ${sortedLines(ownLines.map((l) => [l.variantId, l.quantity]))}`);
    for (const line of ownLines)
      if (cents(line.totalTaxIncl) !== cents(line.unitPriceTaxIncl) * line.quantity)
        problems.push(`${label}: line ${line.position} totals ${line.totalTaxIncl}`);
    const subtotal = ownLines.reduce((sum, line) => sum + cents(line.totalTaxIncl), 0);
    const discount = ownLines.reduce((sum, line) => sum + cents(line.discount), 0);
    if (cents(order.subtotal) !== subtotal) problems.push(`${label}: subtotal ${order.subtotal} ≠ lines`);
    if (cents(order.discount) !== discount) problems.push(`${label}: discount ${order.discount} ≠ lines`);
    if (cents(order.totalTaxIncl) !== subtotal - discount + cents(order.shipping))
      problems.push(`${label}: total ${order.totalTaxIncl} ≠ lines − discount + shipping`);
    if (cents(order.totalTaxExcl) !== cents(order.totalTaxIncl) - cents(order.tax))
      problems.push(`${label}: total excluding tax ${order.totalTaxExcl}`);
    const kinds = (addresses.get(order.id) ?? []).map((address) => address.kind).sort();
    if (kinds.join() !== 'billing,shipping') problems.push(`${label}: addresses [${kinds}]`);
    const moves = (history.get(order.id) ?? []).map((entry) => `${entry.status}/${entry.actorKind}`);
    if (order.status !== 'placed' || moves.join() !== 'placed/guest')
      problems.push(`${label}: status ${order.status}, history [${moves}]`);
    const allocated = new Map<string, number>();
    for (const allocation of ownAllocations) {
      if (allocation.releasedAt) problems.push(`${label}: allocation released`);
      if (allocation.warehouseId === WH.closed) problems.push(`${label}: taken from a closed warehouse`);
      allocated.set(allocation.variantId, (allocated.get(allocation.variantId) ?? 0) + allocation.quantity);
    }
    const ordered = new Map<string, number>();
    for (const line of ownLines)
      ordered.set(line.variantId, (ordered.get(line.variantId) ?? 0) + line.quantity);
    if (JSON.stringify([...allocated].sort()) !== JSON.stringify([...ordered].sort()))
      problems.push(
        `${label}: stock taken ${JSON.stringify([...allocated])}, ordered ${JSON.stringify([...ordered])}`,
      );
    if (jobRows.filter((job) => (job.payload as { orderId?: string }).orderId === order.id).length !== 1)
      problems.push(`${label}: not exactly one job to end its hold`);
    const keys = keyRows.filter((row) => (row.response as { orderId?: string } | null)?.orderId === order.id);
    if (keys.length !== 1) problems.push(`${label}: ${keys.length} idempotency keys answer it`);
  }
  for (const [email, placed] of ordersByEmail)
    if (placed.length > 1) problems.push(`${email}: ${placed.length} orders`);
  // A key whose order is not there would refuse every retry ("still running") for ever.
  for (const row of keyRows)
    if (
      row.responseStatus !== 200 ||
      !orderRows.some((order) => order.id === (row.response as { orderId?: string })?.orderId)
    )
      problems.push(`key ${row.key}: status ${row.responseStatus}, no order`);

  // Every unit is on a shelf or held by a live order.
  const held = new Map<string, number>();
  for (const allocation of allocationRows)
    if (!allocation.releasedAt) {
      const at = `${allocation.variantId}@${allocation.warehouseId}`;
      held.set(at, (held.get(at) ?? 0) + allocation.quantity);
    }
  for (const at of new Set([...initialStock.keys(), ...stock.keys(), ...held.keys()])) {
    const now = (stock.get(at) ?? 0) + (held.get(at) ?? 0);
    if (now !== (initialStock.get(at) ?? 0))
      problems.push(
        `stock ${at}: ${stock.get(at) ?? 0} on the shelf + ${held.get(at) ?? 0} held ≠ ${initialStock.get(at) ?? 0}`,
      );
  }
  return { problems, ordersByEmail };
}

describe.each(databaseTargets)('checkout through a kill -9 on $name', ({ url }) => {
  let database: ShopDatabase | undefined;
  let running: GatewayProcess | undefined;
  afterAll(async () => {
    if (running?.child.exitCode === null) running.child.kill('SIGKILL');
    await running?.exit;
    await database?.dispose();
  });

  it('keeps every acknowledged order whole, loses and creates no stock, and a retried key answers its order or places it once', async () => {
    database = await shopDatabase(url);
    const env = { ...GATEWAY_ENV, ...database.env };
    const initialStock = await prepareCatalogue(database.env);

    let origin = '';
    const gateway = startGatewayProcess(env);
    running = gateway;
    origin = `http://127.0.0.1:${await gateway.port}`;

    // Guests with carts of one to three lines, each with the form and the key of their order.
    const guests: Guest[] = Array.from({ length: GUESTS }, (_, n) => ({
      shopper: new HttpShopper(() => origin),
      lines: [
        [V(4), 1 + (n % 3)],
        ...(n % 2 === 0 ? [[V(7), 1] as [string, number]] : []),
        ...(n % 3 === 0 ? [[V(1, 2), 2] as [string, number]] : []),
      ],
      key: randomUUID(),
      form: {
        Email: `crash-${n}@vitrine.example`,
        AccountType: 'Private',
        BillingFirstName: 'Anna',
        BillingLastName: `Peeters ${n}`,
        BillingStreet1: 'Rue de la Loi',
        BillingHouseNumber: String(n + 1),
        BillingPostalCode: '1000',
        BillingCity: 'Bruxelles',
        BillingCountry: 'BE',
        SameAddressForShipping: true,
      },
    }));
    const filling = [...guests];
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let guest = filling.shift(); guest; guest = filling.shift()) {
          for (const [ProductVariantId, Quantity] of guest.lines)
            await guest.shopper.api.cart.addToCart({ ProductVariantId, Quantity });
          const cart = await guest.shopper.api.cart.shoppingCart('fr');
          expect(sortedLines(cart.Items.map((item) => [item.ProductVariantId, item.Quantity]))).toEqual(
            sortedLines(guest.lines),
          );
          // The total the checkout page showed: the order is refused if it is not what is charged.
          guest.form = { ...guest.form, ExpectedTotal: cart.AmountTaxIncl };
        }
      }),
    );

    // The load: shoppers ordering at once, each answer counted; the kill comes with the
    // KILL_AFTER-th acknowledgement, while the others' requests are on their way.
    const acknowledged = new Map<Guest, OrderPlaced>();
    const unacknowledged: Guest[] = [];
    const waiting = [...guests];
    let killed = false;
    await Promise.all(
      Array.from({ length: SHOPPERS_AT_ONCE }, async () => {
        while (!killed) {
          const guest = waiting.shift();
          if (!guest) return;
          try {
            acknowledged.set(guest, await guest.shopper.api.orders.placeOrder(guest.form, guest.key, 'fr'));
            if (acknowledged.size === KILL_AFTER && !killed) {
              killed = true;
              gateway.child.kill('SIGKILL');
            }
          } catch (error) {
            // No answer: the client cannot know whether the order was placed.
            if (isApiError(error) && error.status === 0) unacknowledged.push(guest);
            else throw error;
          }
        }
      }),
    );
    expect((await gateway.exit).signal).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(unacknowledged.length).toBeGreaterThan(0);
    const neverSent = waiting;

    // On the database as the crash left it (the embedded one recovers as it opens).
    const afterCrash = await database.inspect((db) => audit(db, guests, initialStock));
    expect(afterCrash.problems).toEqual([]);
    for (const [guest, placed] of acknowledged)
      expect(
        afterCrash.ordersByEmail.get(guest.form.Email)?.map((order) => [order.id, order.number]),
      ).toEqual([[placed.OrderId, placed.Number]]);
    for (const guest of neverSent) expect(afterCrash.ordersByEmail.has(guest.form.Email)).toBe(false);

    // Started again on the same database.
    const restarted = startGatewayProcess(env);
    running = restarted;
    origin = `http://127.0.0.1:${await restarted.port}`;

    // Every acknowledged order is there for its guest, whose cart it emptied.
    for (const [guest, placed] of acknowledged) {
      const order = await guest.shopper.api.orders.order(placed.OrderId, 'fr');
      expect(order).toMatchObject({
        Number: placed.Number,
        Status: 'placed',
        AmountTaxIncl: guest.form.ExpectedTotal,
      });
      expect(sortedLines(order.Items.map((item) => [item.ProductVariantId, item.Quantity]))).toEqual(
        sortedLines(guest.lines),
      );
      expect((await guest.shopper.api.cart.shoppingCart('fr')).Items).toEqual([]);
    }

    // A request without an answer is sent again with its key: the order it placed before the
    // crash, or a new one if it had not been committed; and from then on that same order.
    for (const guest of unacknowledged) {
      const before = afterCrash.ordersByEmail.get(guest.form.Email)?.[0];
      const retried = await guest.shopper.api.orders.placeOrder(guest.form, guest.key, 'fr');
      const replayed = guest.shopper.lastHeaders?.get('idempotent-replayed') === 'true';
      if (before) {
        expect(replayed).toBe(true);
        expect(retried.OrderId).toBe(before.id);
      } else expect(replayed).toBe(false);
      const again = await guest.shopper.api.orders.placeOrder(guest.form, guest.key, 'fr');
      expect(again.OrderId).toBe(retried.OrderId);
      expect(guest.shopper.lastHeaders?.get('idempotent-replayed')).toBe('true');
      expect((await guest.shopper.api.cart.shoppingCart('fr')).Items).toEqual([]);
    }

    // The shop goes on taking orders with the stock the crash left.
    for (const guest of neverSent) {
      const placed = await guest.shopper.api.orders.placeOrder(guest.form, guest.key, 'fr');
      expect(guest.shopper.lastHeaders?.get('idempotent-replayed')).toBeNull();
      expect(placed.Order.Items).toHaveLength(guest.lines.length);
    }

    restarted.child.kill('SIGTERM');
    expect((await restarted.exit).code).toBe(0);
    running = undefined;
    const final = await database.inspect((db) => audit(db, guests, initialStock));
    expect(final.problems).toEqual([]);
    expect(guests.filter((guest) => final.ordersByEmail.get(guest.form.Email)?.length !== 1)).toEqual([]);
  }, 600_000);
});
