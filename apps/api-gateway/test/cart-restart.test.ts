import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ShoppingCartSchema } from '@vitrine/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer, prepareShop } from '../src/build-server';
import { loadConfig } from '../src/config';
import { insertCatalogFixture, V } from './fixtures/catalog';
import { TestBrowser } from './helpers';

/** A shop on the embedded database in `dataDir`, as `pnpm start` runs it. */
async function startShop(dataDir: string) {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_PRODUCTS: '0',
    SEED_DEMO_CONTENT: 'false',
    SESSION_SECRET: 'restart-secret-that-is-long-enough-0123456789',
  });
  const app = await buildServer({ config, logger: false });
  await prepareShop(app, config);
  return app;
}

describe('a guest’s cart across a server restart (spec 001 §2)', () => {
  let close = async () => {};
  afterEach(() => close());

  it('is there after the restart, with the same session cookie', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-cart-restart-'));
    const first = await startShop(dataDir);
    close = () => first.close();
    await insertCatalogFixture(first.db, first.storage);
    const shopper = new TestBrowser(first);
    const added = await shopper.send('POST', '/api/v1/catalog/products/addtocart', {
      ProductVariantId: V(4),
      Quantity: 3,
    });
    expect(added.statusCode).toBe(200);
    await first.close();

    const second = await startShop(dataDir);
    close = () => second.close();
    const same = new TestBrowser(second);
    for (const [name, value] of shopper.cookies) same.cookies.set(name, value);
    const cart = ShoppingCartSchema.parse(
      (await same.request({ method: 'GET', url: '/api/v1/shoppingcarts' })).json(),
    );
    expect(cart.Items.map((line) => [line.ProductVariantId, line.Quantity])).toEqual([[V(4), 3]]);

    // And it goes on taking changes.
    const more = await same.send('PUT', `/api/v1/shoppingcarts/shoppingcartitems/${cart.Items[0]?.Id}`, {
      Quantity: 4,
    });
    expect(more.statusCode).toBe(200);
    expect(ShoppingCartSchema.parse(more.json()).ItemsQuantityCount).toBe(4);
  }, 180_000);
});
