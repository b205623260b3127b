import { accountTokens, jobs, users } from '@vitrine/db';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseTargets,
  expectProblem,
  expectTranslatedErrors,
  startTestApp,
  type TestApp,
} from './helpers';
import { type MailboxMessage, readMailbox } from './mailbox';

const PASSWORD = 'violet tram seventeen oars';
const NEW_PASSWORD = 'a lantern under the bridge';

let sequence = 0;
const uniqueEmail = (name: string) => {
  sequence += 1;
  return `${name}-${Date.now()}-${sequence}@accounts.example`;
};

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  Email: email,
  Password: PASSWORD,
  ConfirmPassword: PASSWORD,
  FirstName: 'Jonas',
  LastName: 'Peeters',
  Culture: 'de',
  ...overrides,
});

/** The token of the link a message carries to a page of the shop. */
const tokenIn = (message: MailboxMessage | undefined) => {
  const match = /[?&]token=([\w-]+)/.exec(message?.text ?? '');
  if (!match?.[1]) throw new Error(`no link with a token in: ${message?.text}`);
  return match[1];
};

describe.each(databaseTargets)('self-service accounts on $name', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(url, { LOGIN_RATE_LIMIT: '100', LOGIN_ADDRESS_LIMIT: '1000' });
  });
  afterAll(() => t?.close());

  /** Sends what the queue holds and answers the messages to one address, oldest first. */
  async function mailTo(email: string): Promise<MailboxMessage[]> {
    await t.app.jobs.runDue({ limit: 100 });
    return (await readMailbox(t.config.dataDir)).filter((message) => message.to === email);
  }

  const userCount = async () => (await t.app.db.select({ n: count() }).from(users))[0]?.n ?? 0;
  const jobCount = async () => (await t.app.db.select({ n: count() }).from(jobs))[0]?.n ?? 0;

  async function registeredAndConfirmed(email: string) {
    await t.browser().send('POST', '/api/v1/security/register', registration(email));
    const [message] = await mailTo(email);
    const confirm = await t
      .browser()
      .send('POST', '/api/v1/security/confirm-email', { Token: tokenIn(message) });
    expect(confirm.statusCode).toBe(204);
  }

  it('registers, sends the confirmation link in the chosen language, refuses sign-in until it is followed', async () => {
    const email = uniqueEmail('jonas');
    const browser = t.browser();
    const answer = await browser.send('POST', '/api/v1/security/register', registration(email));
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ Email: email });

    const [message, ...others] = await mailTo(email);
    expect(others).toHaveLength(0);
    expect(message?.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(message?.text).toContain('Hallo Jonas');
    expect(message?.text).toMatch(/\/de\/security\/confirm-email\?token=[\w-]{43}/);
    expect(message?.html).toContain('Meine Adresse bestätigen');

    // The right password, an address not confirmed yet: told, with the reason, and no session.
    const early = expectProblem(await browser.signIn(email, PASSWORD), 403, '/problems/email-not-confirmed');
    expect(early.errors).toEqual({ Email: ['Security.EmailNotConfirmed'] });
    expectTranslatedErrors(early.errors);
    expectProblem(await browser.request({ method: 'GET', url: '/api/v1/security/me' }), 401);
    // A wrong password still says nothing more than a wrong password.
    expectProblem(
      await browser.signIn(email, 'not the password at all'),
      400,
      '/problems/invalid-credentials',
    );

    const token = tokenIn(message);
    const stored = await t.app.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.purpose, 'confirm-email'));
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);

    const confirm = await browser.send('POST', '/api/v1/security/confirm-email', { Token: token });
    expect(confirm.statusCode).toBe(204);
    const signIn = await browser.signIn(email, PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({
      Email: email,
      FirstName: 'Jonas',
      Culture: 'de',
      Roles: ['customer'],
    });
  });

  it('a confirmation link works once, and not after a day', async () => {
    const email = uniqueEmail('once');
    await t.browser().send('POST', '/api/v1/security/register', registration(email));
    const [first] = await mailTo(email);
    const token = tokenIn(first);
    expect(
      (await t.browser().send('POST', '/api/v1/security/confirm-email', { Token: token })).statusCode,
    ).toBe(204);
    const again = expectProblem(
      await t.browser().send('POST', '/api/v1/security/confirm-email', { Token: token }),
      400,
      '/problems/validation',
    );
    expect(again.errors).toEqual({ Token: ['Security.TokenInvalid'] });
    expectTranslatedErrors(again.errors);
    expectProblem(
      await t.browser().send('POST', '/api/v1/security/confirm-email', { Token: 'made-up-token' }),
      400,
      '/problems/validation',
    );

    const late = uniqueEmail('late');
    await t.browser().send('POST', '/api/v1/security/register', registration(late));
    const [message] = await mailTo(late);
    await t.app.db.execute(
      sql`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = ${late})`,
    );
    expectProblem(
      await t.browser().send('POST', '/api/v1/security/confirm-email', { Token: tokenIn(message) }),
      400,
      '/problems/validation',
    );
    expectProblem(await t.browser().signIn(late, PASSWORD), 403, '/problems/email-not-confirmed');
  });

  it('answers a known address exactly as a new one, and tells its owner by e-mail instead', async () => {
    const email = uniqueEmail('known');
    await registeredAndConfirmed(email);
    const before = await userCount();
    const fresh = uniqueEmail('fresh');
    const [known, unknown] = [
      await t
        .browser()
        .send('POST', '/api/v1/security/register', registration(email.toUpperCase(), { FirstName: 'Eve' })),
      await t.browser().send('POST', '/api/v1/security/register', registration(fresh)),
    ];
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(Object.keys(known.json())).toEqual(Object.keys(unknown.json()));
    expect(await userCount()).toBe(before + 1);

    const messages = await mailTo(email);
    const notice = messages.at(-1);
    expect(notice?.subject).toBe('Sie haben bereits ein Konto');
    expect(notice?.text).toContain('/de/security/login');
    expect(notice?.text).toContain('/de/security/forgot-password');
    expect(notice?.text).not.toContain('Eve');
    // The account and its password are untouched: the owner still signs in with theirs.
    expect((await t.browser().signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses bad registrations with translated reasons, and writes nothing', async () => {
    const users0 = await userCount();
    const jobs0 = await jobCount();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [
        { Password: 'short-pass', ConfirmPassword: 'short-pass' },
        { Password: 'Validation.PasswordTooShort' },
      ],
      [
        { Password: 'x'.repeat(129), ConfirmPassword: 'x'.repeat(129) },
        { Password: 'Validation.PasswordTooLong' },
      ],
      [{ ConfirmPassword: `${PASSWORD}!` }, { ConfirmPassword: 'Validation.PasswordsDiffer' }],
      [{ Email: 'not-an-address' }, { Email: 'Validation.Email' }],
      [
        { FirstName: '  ', LastName: undefined },
        { FirstName: 'Validation.Required', LastName: 'Validation.Required' },
      ],
      [{ Culture: 'en' }, { Culture: '' }],
    ];
    for (const [overrides, expected] of cases) {
      const problem = expectProblem(
        await t
          .browser()
          .send('POST', '/api/v1/security/register', registration(uniqueEmail('bad'), overrides)),
        400,
        '/problems/validation',
      );
      for (const [field, key] of Object.entries(expected)) {
        expect(problem.errors?.[field], field).toBeDefined();
        if (key) expect(problem.errors?.[field]?.[0]?.split('|')[0]).toBe(key);
      }
    }
    // A common password, however long: refused by the shipped list, whatever its case.
    const common = expectProblem(
      await t
        .browser()
        .send(
          'POST',
          '/api/v1/security/register',
          registration(uniqueEmail('common'), { Password: 'Password1234', ConfirmPassword: 'Password1234' }),
        ),
      400,
      '/problems/validation',
    );
    expect(common.errors).toEqual({ Password: ['Validation.PasswordTooCommon'] });
    expectTranslatedErrors(common.errors);
    expect(await userCount()).toBe(users0);
    expect(await jobCount()).toBe(jobs0);
  });

  it('resends a confirmation link only to an account waiting for one, answering every address alike', async () => {
    const waiting = uniqueEmail('waiting');
    await t.browser().send('POST', '/api/v1/security/register', registration(waiting));
    const confirmed = uniqueEmail('confirmed');
    await registeredAndConfirmed(confirmed);
    const nobody = uniqueEmail('nobody');
    const before = { waiting: (await mailTo(waiting)).length, confirmed: (await mailTo(confirmed)).length };

    for (const email of [waiting, confirmed, nobody]) {
      const answer = await t
        .browser()
        .send('POST', '/api/v1/security/confirm-email/resend', { Email: email, Culture: 'fr' });
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ Email: email });
    }
    const resent = await mailTo(waiting);
    expect(resent).toHaveLength(before.waiting + 1);
    // The account's own language, not the page's.
    expect(resent.at(-1)?.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(await mailTo(confirmed)).toHaveLength(before.confirmed);
    expect(await mailTo(nobody)).toHaveLength(0);
    // The newest link works; it confirms the account.
    expect(
      (await t.browser().send('POST', '/api/v1/security/confirm-email', { Token: tokenIn(resent.at(-1)) }))
        .statusCode,
    ).toBe(204);
    expect((await t.browser().signIn(waiting, PASSWORD)).statusCode).toBe(200);
  });

  it('forgot-password: always 202, a one-hour link only to a real account, in its language', async () => {
    const email = uniqueEmail('forgetful');
    await registeredAndConfirmed(email);
    const nobody = uniqueEmail('nobody');
    const known = await t
      .browser()
      .send('POST', '/api/v1/security/forgot-password', { Email: email, Culture: 'it' });
    const unknown = await t
      .browser()
      .send('POST', '/api/v1/security/forgot-password', { Email: nobody, Culture: 'it' });
    for (const [answer, address] of [
      [known, email],
      [unknown, nobody],
    ] as const) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ Email: address });
    }
    expect(await mailTo(nobody)).toHaveLength(0);
    const message = (await mailTo(email)).at(-1);
    expect(message?.subject).toBe('Wählen Sie ein neues Passwort');
    expect(message?.text).toMatch(/\/de\/security\/reset-password\?token=[\w-]{43}/);
    const [row] = await t.app.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.purpose, 'reset-password'))
      .orderBy(sql`${accountTokens.createdAt} DESC`)
      .limit(1);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 3600_000)).toBeLessThan(5_000);

    const bad = expectProblem(
      await t.browser().send('POST', '/api/v1/security/forgot-password', { Email: 'nope', Culture: 'it' }),
      400,
      '/problems/validation',
    );
    expectTranslatedErrors({ Email: bad.errors?.Email ?? [] });
  });

  it('reset-password sets the new password once, ends every session, and refuses bad input without using the link', async () => {
    const email = uniqueEmail('reset');
    await registeredAndConfirmed(email);
    const [phone, laptop] = [t.browser(), t.browser()];
    expect((await phone.signIn(email, PASSWORD)).statusCode).toBe(200);
    expect((await laptop.signIn(email, PASSWORD)).statusCode).toBe(200);
    await t.browser().send('POST', '/api/v1/security/forgot-password', { Email: email, Culture: 'de' });
    const token = tokenIn((await mailTo(email)).at(-1));

    const common = expectProblem(
      await t.browser().send('POST', '/api/v1/security/reset-password', {
        Token: token,
        Password: 'qwerty123456',
        ConfirmPassword: 'qwerty123456',
      }),
      400,
      '/problems/validation',
    );
    expect(common.errors).toEqual({ Password: ['Validation.PasswordTooCommon'] });
    const differ = expectProblem(
      await t.browser().send('POST', '/api/v1/security/reset-password', {
        Token: token,
        Password: NEW_PASSWORD,
        ConfirmPassword: PASSWORD,
      }),
      400,
      '/problems/validation',
    );
    expect(differ.errors?.ConfirmPassword).toEqual(['Validation.PasswordsDiffer']);
    // Refused input changed nothing: the sessions live, the old password works.
    expect((await phone.request({ method: 'GET', url: '/api/v1/security/me' })).statusCode).toBe(200);

    const reset = await t.browser().send('POST', '/api/v1/security/reset-password', {
      Token: token,
      Password: NEW_PASSWORD,
      ConfirmPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(204);
    for (const browser of [phone, laptop])
      expectProblem(await browser.request({ method: 'GET', url: '/api/v1/security/me' }), 401);
    expectProblem(await t.browser().signIn(email, PASSWORD), 400, '/problems/invalid-credentials');
    expect((await t.browser().signIn(email, NEW_PASSWORD)).statusCode).toBe(200);

    const replay = expectProblem(
      await t.browser().send('POST', '/api/v1/security/reset-password', {
        Token: token,
        Password: 'yet another long password',
        ConfirmPassword: 'yet another long password',
      }),
      400,
      '/problems/validation',
    );
    expect(replay.errors).toEqual({ Token: ['Security.TokenInvalid'] });
  });

  it('a reset link expires after its hour', async () => {
    const email = uniqueEmail('expired');
    await registeredAndConfirmed(email);
    await t.browser().send('POST', '/api/v1/security/forgot-password', { Email: email, Culture: 'de' });
    const token = tokenIn((await mailTo(email)).at(-1));
    await t.app.db.execute(
      sql`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset-password' AND user_id = (SELECT id FROM users WHERE email = ${email})`,
    );
    expectProblem(
      await t.browser().send('POST', '/api/v1/security/reset-password', {
        Token: token,
        Password: NEW_PASSWORD,
        ConfirmPassword: NEW_PASSWORD,
      }),
      400,
      '/problems/validation',
    );
    expect((await t.browser().signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('change-password keeps this session, ends the others, and needs the current password', async () => {
    const email = uniqueEmail('change');
    await registeredAndConfirmed(email);
    const [here, elsewhere] = [t.browser(), t.browser()];
    await here.signIn(email, PASSWORD);
    await elsewhere.signIn(email, PASSWORD);

    expectProblem(
      await t.browser().send('POST', '/api/v1/security/change-password', {
        CurrentPassword: PASSWORD,
        Password: NEW_PASSWORD,
        ConfirmPassword: NEW_PASSWORD,
      }),
      401,
    );
    const wrong = expectProblem(
      await here.send('POST', '/api/v1/security/change-password', {
        CurrentPassword: 'not my password at all',
        Password: NEW_PASSWORD,
        ConfirmPassword: NEW_PASSWORD,
      }),
      400,
      '/problems/validation',
    );
    expect(wrong.errors).toEqual({ CurrentPassword: ['Security.CurrentPasswordWrong'] });
    expectTranslatedErrors(wrong.errors);
    const short = expectProblem(
      await here.send('POST', '/api/v1/security/change-password', {
        CurrentPassword: PASSWORD,
        Password: 'too short',
        ConfirmPassword: 'too short',
      }),
      400,
      '/problems/validation',
    );
    expect(short.errors?.Password?.[0]).toBe('Validation.PasswordTooShort|{"min":12}');
    expect((await elsewhere.request({ method: 'GET', url: '/api/v1/security/me' })).statusCode).toBe(200);

    const changed = await here.send('POST', '/api/v1/security/change-password', {
      CurrentPassword: PASSWORD,
      Password: NEW_PASSWORD,
      ConfirmPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(204);
    expect((await here.request({ method: 'GET', url: '/api/v1/security/me' })).statusCode).toBe(200);
    expectProblem(await elsewhere.request({ method: 'GET', url: '/api/v1/security/me' }), 401);
    expect((await t.browser().signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe.each(databaseTargets)('account calls are throttled on $name', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(url, { LOGIN_RATE_LIMIT: '3', LOGIN_ADDRESS_LIMIT: '20' });
  });
  afterAll(() => t?.close());

  it('forgot-password: a 429 with Retry-After after the limit, for a known and an unknown address alike', async () => {
    for (const email of ['customer@vitrine.example', 'nobody@accounts.example']) {
      const browser = t.browser();
      const answers = [];
      for (let attempt = 0; attempt < 4; attempt += 1)
        answers.push(
          await browser.send('POST', '/api/v1/security/forgot-password', { Email: email, Culture: 'fr' }),
        );
      expect(answers.slice(0, 3).map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
      expectProblem(answers[3] as never, 429, '/problems/rate-limited');
      expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Three links at most reached the customer's mailbox.
    await t.app.jobs.runDue({ limit: 100 });
    expect(
      (await readMailbox(t.config.dataDir)).filter((message) => message.to === 'customer@vitrine.example'),
    ).toHaveLength(3);
  });

  it('register and change-password count like sign-in', async () => {
    const browser = t.browser();
    const email = uniqueEmail('again');
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push(
        (await browser.send('POST', '/api/v1/security/register', registration(email))).statusCode,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);

    const customer = t.browser();
    expect((await customer.signIn('customer@vitrine.example', 'vitrine-customer')).statusCode).toBe(200);
    const tries = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      tries.push(
        (
          await customer.send('POST', '/api/v1/security/change-password', {
            CurrentPassword: 'a wrong guess of it',
            Password: NEW_PASSWORD,
            ConfirmPassword: NEW_PASSWORD,
          })
        ).statusCode,
      );
    expect(tries).toEqual([400, 400, 400, 429]);
  });
});
