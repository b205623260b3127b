import { coupons, users } from '@vitrine/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/security/passwords';
import { insertCatalogFixture, uid, V } from './fixtures/catalog';
import { startTestApp, type TestApp } from './helpers';

const WIDGET = (culture: string) => `/${culture}/widget/shoppingcartitems`;
const COUPON_CODES = (culture: string) => `/${culture}/widget/couponcodes/list`;

/** {app}/{culture}/widget/shoppingcartitems as the gateway serves it (needs `pnpm build`). */
describe('the cart items and coupon codes fragments (spec 001 §2)', () => {
  let t: TestApp;
  const camille = { id: uid(9101), email: 'camille@vitrine.example', password: 'camille-password-1' };
  beforeAll(async () => {
    t = await startTestApp(undefined, {}, undefined, { web: true });
    await insertCatalogFixture(t.app.db, t.app.storage);
    await t.app.db.insert(users).values({
      id: camille.id,
      email: camille.email,
      passwordHash: await hashPassword(camille.password),
    });
    await t.app.db.insert(coupons).values([
      {
        code: 'CAMILLE15',
        kind: 'percentage',
        percent: '15',
        currencyCode: 'EUR',
        customerId: camille.id,
        description: 'Merci Camille',
        minimumAmount: '50.00',
        endsAt: new Date('2031-06-30T12:00:00Z'),
      },
      // Everyone's code: not in a customer's own list.
      { code: 'PUBLIC10', kind: 'percentage', percent: '10', currencyCode: 'EUR' },
    ]);
  }, 300_000);
  afterAll(() => t?.close());

  it('is the visitor’s own lines as an HTML fragment in the culture, never cached', async () => {
    const shopper = t.browser();
    const added = await shopper.send('POST', '/api/v1/catalog/products/addtocart', {
      ProductVariantId: V(4),
      Quantity: 2,
    });
    expect(added.statusCode).toBe(200);

    const fragment = await shopper.request({ method: 'GET', url: WIDGET('fr') });
    expect(fragment.statusCode).toBe(200);
    expect(fragment.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(fragment.headers['cache-control']).toBe('no-store');
    expect(fragment.headers['x-robots-tag']).toBe('noindex');
    const html = fragment.body;
    // A fragment: no document, no layout around it.
    expect(html.startsWith('<section')).toBe(true);
    expect(html).not.toMatch(/<html|<body|<header/);
    expect(html).toContain('data-count="2"');
    expect(html).toContain('>Table Basse Verre</a>');
    expect(html).toContain('href="/fr/p/table-basse-verre"');
    expect(html).toMatch(/2 × 149,00\s€/);
    expect(html).toContain('href="/fr/shoppingcarts"');
    expect(html).toContain('Voir mon panier');

    const dutch = await shopper.request({ method: 'GET', url: WIDGET('nl') });
    expect(dutch.body).toContain('href="/nl/shoppingcarts"');
    expect(dutch.body).toMatch(/2 × €\s149,00/);
  });

  it('is the empty cart for another visitor, and 404 for a culture that is not the shop’s', async () => {
    const stranger = await t.browser().request({ method: 'GET', url: WIDGET('fr') });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.body).toContain('data-count="0"');
    expect(stranger.body).toContain('Votre panier est vide');
    expect(stranger.body).not.toContain('Table Basse Verre');

    const foreign = await t.browser().request({ method: 'GET', url: WIDGET('xx') });
    expect(foreign.statusCode).toBe(404);
  });

  it('the coupon-codes list is the signed-in customer’s own codes as an HTML fragment for a modal', async () => {
    const customer = t.browser();
    expect((await customer.signIn(camille.email, camille.password)).statusCode).toBe(200);
    const fragment = await customer.request({ method: 'GET', url: COUPON_CODES('fr') });
    expect(fragment.statusCode).toBe(200);
    expect(fragment.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(fragment.headers['cache-control']).toBe('no-store');
    const html = fragment.body;
    expect(html.startsWith('<section')).toBe(true);
    expect(html).not.toMatch(/<html|<body|<header/);
    expect(html).toContain('aria-label="Vos codes promo"');
    expect(html).toContain('data-coupon-code="CAMILLE15"');
    expect(html).toContain('Merci Camille');
    expect(html).toMatch(/15\s%/);
    expect(html).toMatch(/À partir de 50,00\s€ d’achats/);
    expect(html).toContain('Valable jusqu’au 30 juin 2031');
    expect(html).not.toContain('PUBLIC10');

    const german = await customer.request({ method: 'GET', url: COUPON_CODES('de') });
    expect(german.body).toContain('Gültig bis 30. Juni 2031');
  });

  it('the coupon-codes list asks a guest to sign in, with a 401', async () => {
    const guest = await t.browser().request({ method: 'GET', url: COUPON_CODES('fr') });
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(guest.body).toContain('Connectez-vous pour voir vos codes promo.');
    expect(guest.body).not.toContain('CAMILLE15');
    expect((await t.browser().request({ method: 'GET', url: COUPON_CODES('xx') })).statusCode).toBe(404);
  });
});
