import { twoFactorChallenges, twoFactorRecoveryCodes, twoFactorSecrets } from '@vitrine/db';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityService } from '../src/modules/security/index';
import { twoFactorService } from '../src/modules/security/two-factor-service';
import { databaseTargets, expectProblem, startTestApp, type TestApp, type TestBrowser } from './helpers';
import { readMailbox } from './mailbox';

const PASSWORD = 'seven lanterns over the quay';

let sequence = 0;
const uniqueEmail = (name: string) => {
  sequence += 1;
  return `${name}-${Date.now()}-${sequence}@two-factor.example`;
};

/** The code an authenticator app shows for this secret, `steps` time steps from now. */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

const SETUP = '/api/v1/security/two-factor/setup';
const ENABLE = '/api/v1/security/two-factor/enable';
const DISABLE = '/api/v1/security/two-factor/disable';
const NEW_CODES = '/api/v1/security/two-factor/recovery-codes';
const SECOND_STEP = '/api/v1/security/login/two-factor';

describe.each(databaseTargets)('two-factor sign-in on $name', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(url, { LOGIN_RATE_LIMIT: '100', LOGIN_ADDRESS_LIMIT: '1000' });
  });
  afterAll(() => t?.close());

  async function customer(name: string) {
    const email = uniqueEmail(name);
    await securityService(t.app.db).createAccount({
      email,
      password: PASSWORD,
      roles: ['customer'],
      firstName: 'Ines',
      lastName: 'Duarte',
    });
    const browser = t.browser();
    expect((await browser.signIn(email, PASSWORD)).statusCode).toBe(200);
    return { email, browser };
  }

  /** A customer with two-factor sign-in on: its secret and its recovery codes. */
  async function withTwoFactor(name: string) {
    const account = await customer(name);
    const setup = (await account.browser.send('POST', SETUP, { CurrentPassword: PASSWORD })).json<{
      Secret: string;
    }>();
    const firstCode = codeFor(setup.Secret);
    const enabled = await account.browser.send('POST', ENABLE, { Code: firstCode });
    expect(enabled.statusCode).toBe(200);
    return {
      ...account,
      secret: setup.Secret,
      firstCode,
      codes: enabled.json<{ RecoveryCodes: string[] }>().RecoveryCodes,
    };
  }

  async function challengeOf(browser: TestBrowser, email: string, url = '/api/v1/security/login') {
    const answer = await browser.signIn(email, PASSWORD, url);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ TwoFactorRequired: boolean; Challenge: string }>();
    expect(body.TwoFactorRequired).toBe(true);
    return body.Challenge;
  }

  async function mailTo(email: string) {
    await t.app.jobs.runDue({ limit: 100 });
    return (await readMailbox(t.config.dataDir)).filter((message) => message.to === email);
  }

  it('sets up with the password, shows the secret as a QR code, and turns on with a first code', async () => {
    const { email, browser } = await customer('setup');
    const status = await browser.request({ method: 'GET', url: '/api/v1/security/two-factor' });
    expect(status.json()).toEqual({ Enabled: false, RecoveryCodesLeft: 0 });

    const wrongPassword = expectProblem(
      await browser.send('POST', SETUP, { CurrentPassword: 'not my password' }),
      400,
      '/problems/validation',
    );
    expect(wrongPassword.errors).toEqual({ CurrentPassword: ['Security.CurrentPasswordWrong'] });

    const answer = await browser.send('POST', SETUP, { CurrentPassword: PASSWORD });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const setup = answer.json<{ Secret: string; OtpAuthUri: string; QrCode: string }>();
    expect(setup.Secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.OtpAuthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(setup.Secret);
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    const svg = Buffer.from(setup.QrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(setup.QrCode.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);

    // The secret is kept encrypted, never as the app's text.
    const [stored] = await t.app.db.select().from(twoFactorSecrets);
    expect(JSON.stringify(await t.app.db.select().from(twoFactorSecrets))).not.toContain(setup.Secret);
    expect(stored?.secretCiphertext.startsWith('v1.')).toBe(true);

    // Not on until a code proves the app has it: sign-in still takes the password alone.
    expect((await t.browser().signIn(email, PASSWORD)).json()).toMatchObject({ Email: email });

    const wrong = expectProblem(
      await browser.send('POST', ENABLE, { Code: '000000' }),
      400,
      '/problems/validation',
    );
    expect(wrong.errors).toEqual({ Code: ['Security.TwoFactorCodeWrong'] });
    const enabled = await browser.send('POST', ENABLE, { Code: codeFor(setup.Secret) });
    expect(enabled.statusCode).toBe(200);
    const codes = enabled.json<{ RecoveryCodes: string[] }>().RecoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const hashes = await t.app.db.select().from(twoFactorRecoveryCodes);
    expect(JSON.stringify(hashes)).not.toContain(codes[0]);

    expect((await browser.request({ method: 'GET', url: '/api/v1/security/two-factor' })).json()).toEqual({
      Enabled: true,
      RecoveryCodesLeft: 10,
    });
    // A second set-up while it is on would replace the secret the phone has: refused.
    expectProblem(
      await browser.send('POST', SETUP, { CurrentPassword: PASSWORD }),
      409,
      '/problems/conflict',
    );
    const [message] = await mailTo(email);
    expect(message?.subject).toBe('Vérification en deux étapes activée');
  });

  it('asks the code after the password: no session before it, one after it, the challenge used once', async () => {
    const { email, secret, firstCode } = await withTwoFactor('signin');
    const browser = t.browser();
    const challenge = await challengeOf(browser, email);
    expectProblem(await browser.request({ method: 'GET', url: '/api/v1/security/me' }), 401);

    const wrong = expectProblem(
      await browser.send('POST', SECOND_STEP, { Challenge: challenge, Code: '123456' }),
      400,
      '/problems/validation',
    );
    expect(wrong.errors).toEqual({ Code: ['Security.TwoFactorCodeWrong'] });
    // The code that turned it on: its time step was taken, it is never accepted again.
    const replayed = await browser.send('POST', SECOND_STEP, { Challenge: challenge, Code: firstCode });
    expect(replayed.statusCode).toBe(400);

    const next = codeFor(secret, 1);
    const signedIn = await browser.send('POST', SECOND_STEP, { Challenge: challenge, Code: next });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ Email: email });
    expect((await browser.request({ method: 'GET', url: '/api/v1/security/me' })).statusCode).toBe(200);

    const again = expectProblem(
      await t.browser().send('POST', SECOND_STEP, { Challenge: challenge, Code: next }),
      400,
      '/problems/validation',
    );
    expect(again.errors).toEqual({ Challenge: ['Security.TwoFactorChallengeExpired'] });
  });

  it('signs in with a recovery code once, and turns off with another', async () => {
    const { email, codes } = await withTwoFactor('recovery');
    const [first, second] = codes as [string, string];
    const browser = t.browser();
    const challenge = await challengeOf(browser, email);
    // Typed loosely: upper case, spaces.
    const typed = first.toUpperCase().replace('-', ' ');
    expect((await browser.send('POST', SECOND_STEP, { Challenge: challenge, Code: typed })).statusCode).toBe(
      200,
    );
    expect((await browser.request({ method: 'GET', url: '/api/v1/security/two-factor' })).json()).toEqual({
      Enabled: true,
      RecoveryCodesLeft: 9,
    });

    const other = t.browser();
    const used = await other.send('POST', SECOND_STEP, {
      Challenge: await challengeOf(other, email),
      Code: first,
    });
    expect(used.statusCode).toBe(400);

    expect((await browser.send('POST', DISABLE, { Code: 'wrong-code' })).statusCode).toBe(400);
    expect((await browser.send('POST', DISABLE, { Code: second })).statusCode).toBe(204);
    expect((await browser.request({ method: 'GET', url: '/api/v1/security/two-factor' })).json()).toEqual({
      Enabled: false,
      RecoveryCodesLeft: 0,
    });
    expect((await t.browser().signIn(email, PASSWORD)).json()).toMatchObject({ Email: email });
    expectProblem(await browser.send('POST', DISABLE, { Code: second }), 409);
    const subjects = (await mailTo(email)).map((message) => message.subject);
    expect(subjects).toContain('Vérification en deux étapes désactivée');
  });

  it('new recovery codes replace the old ones', async () => {
    const { email, browser, secret, codes } = await withTwoFactor('renew');
    const renewed = await browser.send('POST', NEW_CODES, { Code: codeFor(secret, 1) });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json<{ RecoveryCodes: string[] }>().RecoveryCodes;
    expect(fresh).toHaveLength(10);
    const other = t.browser();
    const old = await other.send('POST', SECOND_STEP, {
      Challenge: await challengeOf(other, email),
      Code: codes[0],
    });
    expect(old.statusCode).toBe(400);
    const ok = await other.send('POST', SECOND_STEP, {
      Challenge: await challengeOf(other, email),
      Code: fresh[0],
    });
    expect(ok.statusCode).toBe(200);
  });

  it('a challenge dies after five wrong codes, belongs to its own sign-in route, and expires', async () => {
    const { email, secret } = await withTwoFactor('limits');
    const browser = t.browser();
    const challenge = await challengeOf(browser, email);
    for (let i = 0; i < 5; i += 1)
      expect(
        (await browser.send('POST', SECOND_STEP, { Challenge: challenge, Code: '000000' })).statusCode,
      ).toBe(400);
    const dead = expectProblem(
      await browser.send('POST', SECOND_STEP, { Challenge: challenge, Code: codeFor(secret, 1) }),
      400,
    );
    expect(dead.errors).toEqual({ Challenge: ['Security.TwoFactorChallengeExpired'] });

    // The shop's challenge is no way into the back office.
    const shopChallenge = await challengeOf(browser, email);
    const elsewhere = expectProblem(
      await browser.send('POST', '/api/v1/backoffice/security/login/two-factor', {
        Challenge: shopChallenge,
        Code: codeFor(secret, 1),
      }),
      400,
    );
    expect(elsewhere.errors).toEqual({ Challenge: ['Security.TwoFactorChallengeExpired'] });

    // Five minutes on, the challenge is gone.
    await t.app.db
      .update(twoFactorChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(twoFactorChallenges.forStaff, false));
    expect(
      (await browser.send('POST', SECOND_STEP, { Challenge: shopChallenge, Code: codeFor(secret, 1) }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses guests and bad input', async () => {
    const guest = t.browser();
    expectProblem(await guest.request({ method: 'GET', url: '/api/v1/security/two-factor' }), 401);
    for (const path of [SETUP, ENABLE, DISABLE, NEW_CODES])
      expectProblem(await guest.send('POST', path, {}), 401);
    const { browser } = await customer('input');
    expectProblem(await browser.send('POST', ENABLE, {}), 400, '/problems/validation');
    expectProblem(await browser.send('POST', ENABLE, { Code: 'x'.repeat(40) }), 400, '/problems/validation');
    // Turning on before a set-up: nothing to confirm.
    expectProblem(await browser.send('POST', ENABLE, { Code: '123456' }), 409);
    expectProblem(await guest.send('POST', SECOND_STEP, { Challenge: '', Code: '123456' }), 400);
    expectProblem(await guest.send('POST', SECOND_STEP, { Challenge: 'made-up', Code: '123456' }), 400);
  });

  it('each time step is taken once, and a code two steps old is refused', async () => {
    const { email, secret } = await withTwoFactor('steps');
    const [user] = await t.app.db
      .select()
      .from(twoFactorSecrets)
      .where(sql`${twoFactorSecrets.userId} = (select id from users where email = ${email})`);
    let clock = Date.now() + 5 * 30_000;
    const service = twoFactorService(t.app.db, {
      gatewaySecret: t.config.sessionSecret,
      issuer: 'Vitrine',
      shop: { name: 'Vitrine' },
      defaultCulture: 'fr',
      shopUrl: 'http://shop.example',
      now: () => new Date(clock),
    });
    const codeAt = (ms: number) =>
      new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });
    const challenge = () => service.issueChallenge(user?.userId ?? '', false, false);
    expect(await service.completeChallenge(await challenge(), codeAt(clock - 60_000), false)).toEqual({
      ok: false,
      reason: 'code',
    });
    const now = codeAt(clock);
    expect((await service.completeChallenge(await challenge(), now, false)).ok).toBe(true);
    expect((await service.completeChallenge(await challenge(), now, false)).ok).toBe(false);
    // The step before the one taken is refused too, though still within the window.
    expect((await service.completeChallenge(await challenge(), codeAt(clock - 30_000), false)).ok).toBe(
      false,
    );
    clock += 30_000;
    expect((await service.completeChallenge(await challenge(), codeAt(clock), false)).ok).toBe(true);
  });
});

describe('two-factor codes are rate-limited', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(undefined, { LOGIN_RATE_LIMIT: '3', LOGIN_ADDRESS_LIMIT: '1000' });
  });
  afterAll(() => t?.close());

  it('past the limit, codes for the account are answered 429, whatever the challenge', async () => {
    const email = uniqueEmail('throttle');
    await securityService(t.app.db).createAccount({
      email,
      password: PASSWORD,
      roles: ['customer'],
      firstName: 'Ines',
      lastName: 'Duarte',
    });
    const owner = t.browser();
    await owner.signIn(email, PASSWORD);
    const { Secret: secret } = (await owner.send('POST', SETUP, { CurrentPassword: PASSWORD })).json<{
      Secret: string;
    }>();
    expect((await owner.send('POST', ENABLE, { Code: codeFor(secret) })).statusCode).toBe(200);

    const guesser = t.browser();
    const statuses: number[] = [];
    // Turning it on was one code of the three.
    for (let i = 0; i < 2; i += 1) {
      const challenge = (await guesser.signIn(email, PASSWORD)).json<{ Challenge: string }>().Challenge;
      statuses.push(
        (await guesser.send('POST', SECOND_STEP, { Challenge: challenge, Code: '000000' })).statusCode,
      );
    }
    const challenge = (await guesser.signIn(email, PASSWORD)).json<{ Challenge: string }>().Challenge;
    const limited = await guesser.send('POST', SECOND_STEP, {
      Challenge: challenge,
      Code: codeFor(secret, 1),
    });
    expect(statuses).toEqual([400, 400]);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('guessing the password at the set-up counts with sign-in: past the limit, 429', async () => {
    const email = uniqueEmail('setup-guess');
    await securityService(t.app.db).createAccount({
      email,
      password: PASSWORD,
      roles: ['customer'],
      firstName: 'Ines',
      lastName: 'Duarte',
    });
    const owner = t.browser();
    await owner.signIn(email, PASSWORD);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await owner.send('POST', SETUP, { CurrentPassword: 'not my password' })).statusCode);
    const limited = await owner.send('POST', SETUP, { CurrentPassword: PASSWORD });
    expect(statuses).toEqual([400, 400, 400]);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await owner.request({ method: 'GET', url: '/api/v1/security/two-factor' })).json()).toEqual({
      Enabled: false,
      RecoveryCodesLeft: 0,
    });
  });
});
