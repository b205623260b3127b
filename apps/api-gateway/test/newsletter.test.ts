import { decodeMessage } from '@vitrine/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, expectProblem, startTestApp, type TestApp } from './helpers';

describe.each(databaseTargets)('newsletter on $name', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(url);
  });
  afterAll(() => t?.close());

  it('subscribes an address once, whatever its case (idempotent)', async () => {
    const browser = t.browser();
    const first = await browser.send('POST', '/api/v1/newsletter/subscriptions', {
      Email: ' Ana@Example.org ',
      Culture: 'pt',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ Email: 'Ana@Example.org', AlreadySubscribed: false });
    const again = await browser.send('POST', '/api/v1/newsletter/subscriptions', {
      Email: 'ana@example.org',
      Culture: 'fr',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().AlreadySubscribed).toBe(true);
  });

  it('refuses a bad address or culture with 400 and the shared message keys, writing nothing', async () => {
    const browser = t.browser();
    const bad = expectProblem(
      await browser.send('POST', '/api/v1/newsletter/subscriptions', { Email: 'nope', Culture: 'en' }),
      400,
      '/problems/validation',
    );
    expect(decodeMessage(bad.errors?.Email?.[0] ?? '').key).toBe('Validation.Email');
    expect(bad.errors).toHaveProperty('Culture');
    const ok = await browser.send('POST', '/api/v1/newsletter/subscriptions', {
      Email: 'nope@example.org',
      Culture: 'nl',
    });
    expect(ok.statusCode).toBe(201);
  });

  it('needs the anti-forgery token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscriptions',
      payload: { Email: 'x@example.org', Culture: 'fr' },
    });
    expectProblem(response, 403, '/problems/csrf');
  });
});
