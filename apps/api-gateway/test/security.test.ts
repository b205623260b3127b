import { decodeMessage } from '@vitrine/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../src/build-server';
import { databaseTargets, expectProblem, startTestApp, type TestApp } from './helpers';

describe.each(databaseTargets)('security on $name', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(url, { LOGIN_RATE_LIMIT: '100' });
  });
  afterAll(() => t?.close());

  const admin = () => t.config.admin;

  it('answers 401 problem+json to "who am I" when anonymous', async () => {
    const response = await t.browser().request({ method: 'GET', url: '/api/v1/security/me' });
    expectProblem(response, 401, '/problems/unauthorized');
  });

  it('signs a customer in with an HttpOnly SameSite session cookie, then out', async () => {
    const browser = t.browser();
    const login = await browser.signIn(DEMO_CUSTOMER.email.toUpperCase(), DEMO_CUSTOMER.password);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ Email: DEMO_CUSTOMER.email, Roles: ['customer'] });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/FlexoCMS\.Session=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await browser.request({ method: 'GET', url: '/api/v1/security/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().FirstName).toBe(DEMO_CUSTOMER.firstName);

    const logout = await browser.send('POST', '/api/v1/security/logout');
    expect(logout.statusCode).toBe(204);
    expectProblem(await browser.request({ method: 'GET', url: '/api/v1/security/me' }), 401);
  });

  it('rotates the session id on sign-in: the earlier session stops working', async () => {
    const browser = t.browser();
    await browser.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const first = browser.cookies.get('FlexoCMS.Session');
    await browser.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const second = browser.cookies.get('FlexoCMS.Session');
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/v1/security/me',
      cookies: { 'FlexoCMS.Session': first! },
    });
    expectProblem(replay, 401);
  });

  it('refuses wrong credentials without saying which part was wrong', async () => {
    const unknown = await t.browser().signIn('nobody@vitrine.example', 'whatever-password');
    const wrong = await t.browser().signIn(DEMO_CUSTOMER.email, 'not-the-password');
    for (const response of [unknown, wrong]) {
      const problem = expectProblem(response, 400, '/problems/invalid-credentials');
      expect(problem.errors).toEqual({ Password: ['Security.InvalidCredentials'] });
    }
  });

  it('answers bad input with 400 problem+json naming the fields', async () => {
    const browser = t.browser();
    const problem = expectProblem(
      await browser.send('POST', '/api/v1/security/login', { Email: 'not-an-email' }),
      400,
      '/problems/validation',
    );
    expect(Object.keys(problem.errors ?? {})).toEqual(expect.arrayContaining(['Email', 'Password']));

    const token = await browser.antiforgeryToken();
    const malformed = await browser.request({
      method: 'POST',
      url: '/api/v1/security/login',
      headers: { 'x-csrf-token': token, 'content-type': 'application/json' },
      payload: '{"Email": ',
    });
    expectProblem(malformed, 400);
  });

  it('keeps customers out of the back office (as a wrong password would) and lets staff in', async () => {
    const customer = await t
      .browser()
      .signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, '/api/v1/backoffice/security/login');
    expectProblem(customer, 400, '/problems/invalid-credentials');
    const staff = await t
      .browser()
      .signIn(admin().email, admin().password, '/api/v1/backoffice/security/login');
    expect(staff.statusCode).toBe(200);
    expect(staff.json().Roles).toEqual(['admin']);
  });

  describe('CSRF protection', () => {
    it('refuses an unsafe call without the token', async () => {
      const response = await t.browser().request({
        method: 'POST',
        url: '/api/v1/security/login',
        payload: { Email: DEMO_CUSTOMER.email, Password: DEMO_CUSTOMER.password },
      });
      expectProblem(response, 403, '/problems/csrf');
    });

    it('refuses a header that does not match the cookie', async () => {
      const browser = t.browser();
      await browser.antiforgeryToken();
      const other = await t.browser().antiforgeryToken();
      const response = await browser.request({
        method: 'POST',
        url: '/api/v1/security/logout',
        headers: { 'x-csrf-token': other },
      });
      expectProblem(response, 403, '/problems/csrf');
    });

    it('refuses a forged token that matches its own cookie but is not signed by us', async () => {
      const forged = 'attacker-nonce.attacker-signature';
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/security/logout',
        headers: { 'x-csrf-token': forged },
        cookies: { 'FlexoCMS.Antiforgery': forged },
      });
      expectProblem(response, 403, '/problems/csrf');
    });

    it('binds the token to the session: the token from before sign-in no longer works', async () => {
      const browser = t.browser();
      const before = await browser.antiforgeryToken();
      const login = await browser.request({
        method: 'POST',
        url: '/api/v1/security/login',
        headers: { 'x-csrf-token': before },
        payload: { Email: DEMO_CUSTOMER.email, Password: DEMO_CUSTOMER.password },
      });
      expect(login.statusCode).toBe(200);
      const stale = await browser.request({
        method: 'POST',
        url: '/api/v1/security/logout',
        headers: { 'x-csrf-token': before },
      });
      expectProblem(stale, 403, '/problems/csrf');
      expect((await browser.send('POST', '/api/v1/security/logout')).statusCode).toBe(204);
    });
  });

  it('rate-limits failed sign-ins per client address and account, over both sign-in routes, with a 429 problem', async () => {
    const limited = await startTestApp(url, { LOGIN_RATE_LIMIT: '3' });
    try {
      const browser = limited.browser();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push(
          (
            await browser.signIn(
              DEMO_CUSTOMER.email,
              'wrong-password',
              i % 2 ? '/api/v1/backoffice/security/login' : '/api/v1/security/login',
            )
          ).statusCode,
        );
      expect(statuses).toEqual([400, 400, 400, 429]);
      const blocked = await browser.signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
      expectProblem(blocked, 429, '/problems/rate-limited');
      expect(blocked.headers['retry-after']).toBeDefined();
      // Another account from the same address is not locked out.
      expect(
        (await browser.signIn(limited.config.admin.email, limited.config.admin.password)).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  }, 120_000);
});

describe.each(databaseTargets)('shared validation on $name', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(url);
  });
  afterAll(() => t?.close());

  it('rejects the sign-in form with the same message keys the apps show (packages/validation)', async () => {
    const problem = expectProblem(
      await t.browser().send('POST', '/api/v1/security/login', { Email: '  not-an-address ', Password: '' }),
      400,
      '/problems/validation',
    );
    const keys = (field: string) =>
      (problem.errors?.[field] ?? []).map((message) => decodeMessage(message).key);
    expect(keys('Email')).toEqual(['Validation.Email']);
    expect(keys('Password')).toEqual(['Validation.Required']);
    const tooLong = expectProblem(
      await t
        .browser()
        .send('POST', '/api/v1/security/login', { Email: 'a@b.c', Password: 'x'.repeat(1025) }),
      400,
    );
    expect(decodeMessage(tooLong.errors?.Password?.[0] ?? '')).toEqual({
      key: 'Validation.MaxLength',
      params: { max: 1024 },
    });
  });
});
