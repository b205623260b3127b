import { users } from '@vitrine/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../src/build-server';
import { hashPassword } from '../src/modules/security/passwords';
import type { RouteEntry } from '../src/plugins/route-table';
import { createEditor, EDITOR, signedIn } from './assets-library-helpers';
import { rawRequest, startTestApp, type TestApp, type TestBrowser } from './helpers';

/**
 * Generated from the gateway's route table (every route it registers, storefront and back office
 * included), so a route added tomorrow is checked too: its guard, and its anti-forgery check
 * against every way of writing its address.
 */

/** Who may call a route without signing in. Anything else needs a guard (requireUser/requireRole). */
const PUBLIC: RegExp[] = [
  /^(GET|HEAD) \/(healthz|readyz|robots\.txt|sitemap[\w:.-]*\.xml)$/,
  // What the shop's pages read.
  /^(GET|HEAD) \/api\/v1\/(localization|content|catalog)\//,
  /^(GET|HEAD) \/api\/v1\/security\/antiforgery$/,
  // The news pages and widgets, and each category's RSS feed: published posts only.
  /^(GET|HEAD) \/api\/v1\/news\/:culture\//,
  /^(GET|HEAD) \/:culture\/news\/rss\/:categoryId$/,
  // The FAQ page: published questions only.
  /^(GET|HEAD) \/api\/v1\/faq\/:culture$/,
  // The popups and banners a page shows: published and live ones only.
  /^(GET|HEAD) \/api\/v1\/announcements\/:culture$/,
  // The cart is a visitor's as much as a customer's: its owner is the session (ADR 013).
  /^POST \/api\/v1\/catalog\/products\/addtocart$/,
  /^(GET|HEAD) \/api\/v1\/shoppingcarts$/,
  /^(PUT|DELETE) \/api\/v1\/shoppingcarts\/shoppingcartitems\/:id$/,
  /^DELETE \/api\/v1\/shoppingcarts\/products\/:productId$/,
  /^POST \/api\/v1\/shoppingcarts\/(shippingmethods|shippingcountries|country|city)$/,
  /^PUT \/api\/v1\/salestaxes\/currentcountry$/,
  /^(POST|DELETE) \/api\/v1\/shoppingcarts\/coupon$/,
  // The checkout's VAT number check, for guests and customers alike (ADR 022).
  /^(GET|HEAD) \/api\/v1\/sales\/customers\/checkisvatvalid$/,
  // Checkout and payment are a guest's as much as a customer's: the order's owner is the session.
  /^POST \/api\/v1\/sales\/orders(\/:orderId\/makepayment)?$/,
  /^(GET|HEAD) \/api\/v1\/sales\/orders\/:orderId$/,
  // Order again: the order's owner is the session, a guest's as much as a customer's.
  /^PUT \/api\/v1\/sales\/orders\/addtocart$/,
  /^POST \/api\/v1\/payments\/test\/sessions\/:sessionId\/pay$/,
  // The payment provider's webhook: authenticated by the provider's signature (ADR 024).
  /^POST \/api\/v1\/payments\/:provider\/notifications$/,
  // The pickup-point dialog: a carrier's points, the point chosen for the cart, the maps' settings.
  /^POST \/api\/v1\/shipping\/:carrier\/getpickuppoints$/,
  /^POST \/api\/v1\/shoppingcarts\/externalpickuppoint$/,
  /^(GET|HEAD) \/api\/v1\/settings\/(GoogleFrontAPIKey|maps)$/,
  // Where the shop delivers, and the cities of a postal code, for the cart's shipping section.
  /^(GET|HEAD) \/api\/v1\/countries(\/:countryId\/cities\/:query)?$/,
  // The shopper's currency is their cart's (ADR 019).
  /^POST \/api\/v1\/currencyconverter\/currency\/changeto\/:currency(\/true)?$/,
  /^(GET|HEAD) \/api\/v1\/currencyconverter\/currencies$/,
  /^POST \/api\/v1\/(security\/login|security\/logout|backoffice\/security\/login|newsletter\/subscriptions)$/,
  // A sign-in's second step: the password was right, the session starts with the code (ADR 031).
  /^POST \/api\/v1\/(backoffice\/)?security\/login\/two-factor$/,
  // Back-in-stock notices: a guest subscribes by e-mail; the messages' links work without signing in.
  /^POST \/api\/v1\/catalog\/stocknotifications\/(subscribe|confirm|unsubscribe)$/,
  // A birth list's share link: read the list and buy from it, without an account.
  /^(GET|HEAD) \/api\/v1\/catalog\/birthlists\/shared\/:token$/,
  /^POST \/api\/v1\/catalog\/birthlists\/shared\/:token\/addtocart$/,
  // Self-service accounts: whoever has no account, or forgot its password, is not signed in.
  /^POST \/api\/v1\/security\/(register|confirm-email|confirm-email\/resend|forgot-password|reset-password)$/,
  // The link sent to a new address works wherever it is opened, signed in or not.
  /^POST \/api\/v1\/security\/change-email\/confirm$/,
  /^(GET|HEAD) \/api\/docs(\/|$)/,
  // The folder the library publishes for the shop's pages (ASSETS_PUBLIC_FOLDER), nothing else of it.
  /^(GET|HEAD) \/api\/v1\/assetslibrary\/public\/folders\/(hierarchy|:folderId\/assets)$/,
  // Published images and files; the library's own addresses are guarded.
  /^(GET|HEAD) \/assets\/(images|files)\//,
  /^(GET|HEAD) \/:culture\/security\/logoff$/,
  // The storefront's pages (their forms are checked by origin) and its static files.
  /^[A-Z-]+ \/:culture(\/\*)?$/,
  /^(GET|HEAD) \/(__manifest)?$/,
  /^(GET|HEAD) \/(dist|admin|documents)(\/|$)/,
  /^(GET|HEAD) \/[\w.-]+\.(svg|ico|png|webmanifest|txt)$/,
];

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const UUID = '0b6a2a34-7c1e-4c55-9d1e-2f0c4f1a9e10';
const SAMPLES: Record<string, string> = { culture: 'fr', tmpName: 'ab'.repeat(24), rendition: 'large.webp' };

/** A concrete address for a route pattern. */
function addressOf(url: string): string {
  return url
    .replace(/:(\w+)/g, (_match, name: string) => SAMPLES[name] ?? (/id$/i.test(name) ? UUID : '1'))
    .replace(/\*$/, 'x');
}

const label = (route: RouteEntry) => `${route.method} ${route.url}`;
const isPublic = (route: RouteEntry) => PUBLIC.some((pattern) => pattern.test(label(route)));

describe('the route table', () => {
  let t: TestApp;
  let routes: RouteEntry[];
  let port: number;
  let customer: TestBrowser;
  let editor: TestBrowser;
  let sales: TestBrowser;
  let admin: TestBrowser;

  beforeAll(async () => {
    t = await startTestApp(undefined, { LOGIN_RATE_LIMIT: '1000' }, undefined, { web: true });
    await createEditor(t);
    await t.app.db.insert(users).values({
      email: 'sales@vitrine.example',
      passwordHash: await hashPassword('sales-password-1'),
      roles: ['sales'],
      firstName: 'Sam',
      lastName: 'Sales',
    });
    customer = await signedIn(t, DEMO_CUSTOMER);
    editor = await signedIn(t, EDITOR);
    sales = await signedIn(t, { email: 'sales@vitrine.example', password: 'sales-password-1' });
    admin = await signedIn(t, t.config.admin);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    routes = t.app.routeTable.filter((route) => route.method !== 'HEAD');
  }, 300_000);
  afterAll(() => t?.close());

  it('covers the API, the storefront and the back office', () => {
    const labels = routes.map(label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'POST /api/v1/assetslibrary/folders',
        'POST /:culture/*',
        'GET /admin/*',
        'GET /assets/croptempimg/:tmpName/:x/:y/:w/:h/:cropWidth/:cropHeight',
      ]),
    );
  });

  it('has a guard on every route that is not public', () => {
    const unguarded = routes.filter((route) => route.roles === null && !isPublic(route)).map(label);
    expect(unguarded, 'routes without requireUser/requireRole that are not listed as public').toEqual([]);
  });

  it('answers 401 signed out and 403 to the wrong role on every guarded route; the right role gets past', async () => {
    const anonymous = t.browser();
    const guarded = routes.filter((route) => route.roles !== null);
    expect(guarded.length).toBeGreaterThan(15);
    // With the visitor's anti-forgery token, so that the guard is what answers (the crop call is a
    // GET that checks it too).
    const call = async (browser: TestBrowser, route: RouteEntry) =>
      browser.request({
        method: route.method as 'GET',
        url: addressOf(route.url),
        headers: { 'x-csrf-token': await browser.antiforgeryToken() },
        ...(SAFE.has(route.method) ? {} : { payload: {} }),
      });
    for (const route of guarded) {
      const roles = route.roles ?? [];
      expect((await call(anonymous, route)).statusCode, `${label(route)} signed out`).toBe(401);
      if (roles.length && !roles.includes('customer'))
        expect((await call(customer, route)).statusCode, `${label(route)} as a customer`).toBe(403);
      for (const [role, browser] of [
        ['editor', editor],
        ['sales', sales],
      ] as const) {
        const status = (await call(browser, route)).statusCode;
        if (roles.length && !roles.includes(role)) expect(status, `${label(route)} as ${role}`).toBe(403);
        else expect([401, 403], `${label(route)} as ${role}`).not.toContain(status);
      }
      expect([401, 403], `${label(route)} as admin`).not.toContain((await call(admin, route)).statusCode);
    }
  }, 120_000);

  it('checks every unsafe route: the token on API routes, the browser’s origin on page forms, nothing only on 405 answers', () => {
    for (const route of routes.filter((entry) => !SAFE.has(entry.method))) {
      if (route.antiforgery === 'same-origin') expect(label(route)).toMatch(/^POST \/:culture(\/\*)?$/);
      else if (route.antiforgery === 'none')
        expect(label(route)).toMatch(
          /^([A-Z-]+ \/:culture(\/\*)?|POST \/api\/v1\/payments\/:provider\/notifications)$/,
        );
    }
  });

  it('refuses an unsafe call without the token however its address is written', async () => {
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const unsafe = routes.filter((route) => !SAFE.has(route.method) && route.antiforgery === 'token');
    expect(unsafe.length).toBeGreaterThan(10);
    const send = (target: string, method: string, headers = '') =>
      rawRequest(
        port,
        `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nOrigin: http://127.0.0.1:1\r\n` +
          `Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n${headers}\r\n{}`,
      );
    for (const route of unsafe) {
      const address = addressOf(route.url);
      const [, first = '', ...rest] = address.split('/');
      const tail = rest.join('/');
      const encodedFirst = `%${first.charCodeAt(0).toString(16)}${first.slice(1)}`;
      const variants = [
        address,
        `/${encodedFirst}/${tail}`,
        `/${first}/${tail.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16).toUpperCase()}`)}`,
        `/${address}`,
        `/${first}//${tail}`,
        `http://127.0.0.1:${port}${address}`,
        `http://evil.example${address}`,
        `${address}.`,
        `${address}/`,
        `/.${address}`,
        `/${first}/./${tail}`,
        `/${first}/x/../${tail}`,
        address.toUpperCase(),
        `/${first.toUpperCase()}/${tail}`,
        `${address};x=1`,
        `${address}?x=1`,
        `${address}%2F`,
      ];
      for (const target of variants) {
        const raw = await send(target, route.method);
        const status = Number(raw.split(' ')[1]);
        const body = raw.split('\r\n\r\n').slice(1).join('\r\n\r\n');
        const where = `${route.method} ${target}: ${raw.split('\r\n')[0]} ${body.slice(0, 120)}`;
        // No route answers (nothing can change), a page's 405, or the token check refuses it.
        expect([403, 404, 405], where).toContain(status);
        if (status === 403) expect(body, where).toContain('/problems/csrf');
        if (status === 405) expect(body, where).toContain('/problems/method-not-allowed');
      }
    }
    // The same call with the token gets past the check: the refusals above were the check's.
    const token = await admin.antiforgeryToken();
    const cookieNow = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const allowed = await rawRequest(
      port,
      `POST /api/v1/assetslibrary/folders HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookieNow}\r\n` +
        `X-CSRF-Token: ${token}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
    );
    expect(Number(allowed.split(' ')[1])).toBe(400);
  }, 120_000);

  it('refuses a form post to a page from another origin, even on the same host', async () => {
    const cookie = [...customer.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const post = (target: string, headers: string) =>
      rawRequest(
        port,
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n${headers}` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 19\r\nConnection: close\r\n\r\nEmail=a%40b.example`,
      );
    for (const target of [
      '/fr/newsletter',
      '/%66r/newsletter',
      `http://127.0.0.1:${port}/fr/newsletter`,
      '/fr/newsletter.data',
    ])
      for (const headers of [
        'Sec-Fetch-Site: same-site\r\n',
        'Sec-Fetch-Site: cross-site\r\nOrigin: http://127.0.0.1:1\r\n',
        `Origin: http://127.0.0.1:${port + 1}\r\n`,
        'Origin: null\r\n',
        `Referer: http://127.0.0.1:${port + 1}/page\r\n`,
        '',
      ]) {
        const raw = await post(target, headers);
        expect(raw.split('\r\n')[0], `${target} with ${headers.trim() || 'no origin'}`).toContain(' 403 ');
        expect(raw).toContain('/problems/csrf');
      }
    const ours = await post('/fr/newsletter', `Origin: http://127.0.0.1:${port}\r\n`);
    expect(ours.split('\r\n')[0]).toContain(' 200 ');
  }, 60_000);
});
