import {
  accountTokens,
  customerAddresses,
  jobs,
  orderAddresses,
  orders,
  refundRequests,
  sessions,
  users,
} from '@vitrine/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitOfWork } from '../src/lib/unit-of-work';
import { prepaidLedgerOf } from '../src/modules/prepaid-accounts/index';
import {
  databaseTargets,
  expectProblem,
  expectTranslatedErrors,
  startTestApp,
  type TestApp,
  type TestBrowser,
} from './helpers';
import { type MailboxMessage, readMailbox } from './mailbox';

const PASSWORD = 'violet tram seventeen oars';
const NEW_PASSWORD = 'a lantern under the bridge';

let sequence = 0;
const uniqueEmail = (name: string) => {
  sequence += 1;
  return `${name}-${Date.now()}-${sequence}@profile.example`;
};

/** The token of the link a message carries to a page of the shop. */
const tokenIn = (message: MailboxMessage | undefined) => {
  const match = /[?&]token=([\w-]+)/.exec(message?.text ?? '');
  if (!match?.[1]) throw new Error(`no link with a token in: ${message?.text}`);
  return match[1];
};

describe.each(databaseTargets)("the customer's own account on $name", ({ url }) => {
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

  /** A confirmed customer account, signed in in its own browser. */
  async function customer(name: string, culture = 'de') {
    const email = uniqueEmail(name);
    const browser = t.browser();
    await browser.send('POST', '/api/v1/security/register', {
      Email: email,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      FirstName: 'Lena',
      LastName: 'Maes',
      Culture: culture,
    });
    const [message] = await mailTo(email);
    expect(
      (await browser.send('POST', '/api/v1/security/confirm-email', { Token: tokenIn(message) })).statusCode,
    ).toBe(204);
    expect((await browser.signIn(email, PASSWORD)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error('no account');
    return { email, browser, id: row.id };
  }

  const me = (browser: TestBrowser) => browser.request({ method: 'GET', url: '/api/v1/security/me' });

  describe('profile', () => {
    it('changes the names and the language, trimmed, and answers the account as it is now', async () => {
      const { browser, email } = await customer('names');
      const answer = await browser.send('PUT', '/api/v1/security/profile', {
        FirstName: '  Anna ',
        LastName: 'Janssens',
        Culture: 'nl',
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        Email: email,
        FirstName: 'Anna',
        LastName: 'Janssens',
        Culture: 'nl',
      });
      expect((await me(browser)).json()).toMatchObject({ FirstName: 'Anna', Culture: 'nl' });
    });

    it('refuses bad input with per-field keys, and guests before reading the body', async () => {
      const { browser } = await customer('bad-profile');
      const empty = expectProblem(
        await browser.send('PUT', '/api/v1/security/profile', {
          FirstName: ' ',
          LastName: 'x'.repeat(101),
          Culture: 'en',
        }),
        400,
        '/problems/validation',
      );
      expect(Object.keys(empty.errors ?? {}).sort()).toEqual(['Culture', 'FirstName', 'LastName']);
      expectProblem(await browser.send('PUT', '/api/v1/security/profile', 'not json'), 415);
      const guest = t.browser();
      expectProblem(
        await guest.send('PUT', '/api/v1/security/profile', { FirstName: 'A', LastName: 'B', Culture: 'fr' }),
        401,
      );
      expectProblem(await guest.send('PUT', '/api/v1/security/profile', {}), 401);
      expectProblem(await guest.send('POST', '/api/v1/security/change-email', {}), 401);
      expectProblem(await guest.send('POST', '/api/v1/security/delete-account', {}), 401);
    });
  });

  describe('e-mail address', () => {
    it('moves to the new address only once its link is used, and tells the old one', async () => {
      const { browser, email, id } = await customer('mover');
      const newEmail = uniqueEmail('moved');
      const asked = await browser.send('POST', '/api/v1/security/change-email', {
        NewEmail: ` ${newEmail} `,
        CurrentPassword: PASSWORD,
      });
      expect(asked.statusCode).toBe(202);
      expect(asked.json()).toEqual({ Email: newEmail });
      // Nothing has changed yet.
      expect((await me(browser)).json()).toMatchObject({ Email: email });
      const [link, ...others] = await mailTo(newEmail);
      expect(others).toHaveLength(0);
      expect(link?.subject).toBe('Bestätigen Sie Ihre neue E-Mail-Adresse');
      expect(link?.text).toMatch(/\/de\/security\/confirm-email-change\?token=[\w-]{43}/);
      const token = tokenIn(link);
      const stored = await t.app.db.select().from(accountTokens).where(eq(accountTokens.userId, id));
      expect(stored.some((row) => row.tokenHash === token)).toBe(false);

      // The link works signed out, once.
      const elsewhere = t.browser();
      expect(
        (await elsewhere.send('POST', '/api/v1/security/change-email/confirm', { Token: token })).statusCode,
      ).toBe(204);
      const again = expectProblem(
        await elsewhere.send('POST', '/api/v1/security/change-email/confirm', { Token: token }),
        400,
        '/problems/validation',
      );
      expect(again.errors).toEqual({ Token: ['Security.TokenInvalid'] });
      expectTranslatedErrors(again.errors);

      expect((await me(browser)).json()).toMatchObject({ Email: newEmail });
      const notice = (await mailTo(email)).at(-1);
      expect(notice?.subject).toBe('Die E-Mail-Adresse Ihres Kontos wurde geändert');
      expect(notice?.text).toContain(newEmail);
      // The old address no longer signs in; the new one does.
      expectProblem(await t.browser().signIn(email, PASSWORD), 400, '/problems/invalid-credentials');
      expect((await t.browser().signIn(newEmail, PASSWORD)).statusCode).toBe(200);
    });

    it('needs the current password, a valid and different address; a taken address is answered alike but sends nothing', async () => {
      const { browser, email } = await customer('picky');
      const other = await customer('taken');
      const wrong = expectProblem(
        await browser.send('POST', '/api/v1/security/change-email', {
          NewEmail: uniqueEmail('x'),
          CurrentPassword: 'not my password at all',
        }),
        400,
        '/problems/validation',
      );
      expect(wrong.errors).toEqual({ CurrentPassword: ['Security.CurrentPasswordWrong'] });
      const invalid = expectProblem(
        await browser.send('POST', '/api/v1/security/change-email', {
          NewEmail: 'not-an-address',
          CurrentPassword: '',
        }),
        400,
      );
      expect(Object.keys(invalid.errors ?? {}).sort()).toEqual(['CurrentPassword', 'NewEmail']);
      expectTranslatedErrors(invalid.errors);
      const same = expectProblem(
        await browser.send('POST', '/api/v1/security/change-email', {
          NewEmail: email.toUpperCase(),
          CurrentPassword: PASSWORD,
        }),
        400,
      );
      expect(same.errors).toEqual({ NewEmail: ['AccountProfile.SameEmail'] });
      expectTranslatedErrors(same.errors);

      const before = (await mailTo(other.email)).length;
      const taken = await browser.send('POST', '/api/v1/security/change-email', {
        NewEmail: other.email,
        CurrentPassword: PASSWORD,
      });
      expect(taken.statusCode).toBe(202);
      expect(await mailTo(other.email)).toHaveLength(before);
    });

    it('a link stops working once a newer one is asked, after a day, or when the address was taken meanwhile', async () => {
      const { browser } = await customer('racer');
      const first = uniqueEmail('first');
      const second = uniqueEmail('second');
      await browser.send('POST', '/api/v1/security/change-email', {
        NewEmail: first,
        CurrentPassword: PASSWORD,
      });
      await browser.send('POST', '/api/v1/security/change-email', {
        NewEmail: second,
        CurrentPassword: PASSWORD,
      });
      const [firstLink] = await mailTo(first);
      const [secondLink] = await mailTo(second);
      expectProblem(
        await t
          .browser()
          .send('POST', '/api/v1/security/change-email/confirm', { Token: tokenIn(firstLink) }),
        400,
      );

      // Someone registers the second address before the link is followed.
      await t.browser().send('POST', '/api/v1/security/register', {
        Email: second,
        Password: PASSWORD,
        ConfirmPassword: PASSWORD,
        FirstName: 'Other',
        LastName: 'Person',
        Culture: 'fr',
      });
      expectProblem(
        await t
          .browser()
          .send('POST', '/api/v1/security/change-email/confirm', { Token: tokenIn(secondLink) }),
        400,
      );

      const third = uniqueEmail('third');
      await browser.send('POST', '/api/v1/security/change-email', {
        NewEmail: third,
        CurrentPassword: PASSWORD,
      });
      const [thirdLink] = await mailTo(third);
      await t.app.db.execute(
        sql`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'change-email' AND new_email = ${third}`,
      );
      expectProblem(
        await t
          .browser()
          .send('POST', '/api/v1/security/change-email/confirm', { Token: tokenIn(thirdLink) }),
        400,
      );
      expectProblem(
        await t.browser().send('POST', '/api/v1/security/change-email/confirm', { Token: '' }),
        400,
      );
    });
  });

  describe('password changed', () => {
    it('a change and a reset each send "password changed" to the account, in its language', async () => {
      const { browser, email } = await customer('pw', 'it');
      const changed = await browser.send('POST', '/api/v1/security/change-password', {
        CurrentPassword: PASSWORD,
        Password: NEW_PASSWORD,
        ConfirmPassword: NEW_PASSWORD,
      });
      expect(changed.statusCode).toBe(204);
      const afterChange = (await mailTo(email)).filter(
        (m) => m.subject === 'La tua password è stata cambiata',
      );
      expect(afterChange).toHaveLength(1);
      expect(afterChange[0]?.text).toContain('/it/security/forgot-password');

      await t.browser().send('POST', '/api/v1/security/forgot-password', { Email: email, Culture: 'fr' });
      const reset = (await mailTo(email)).find((m) => /reset-password\?token=/.test(m.text ?? ''));
      expect(
        (
          await t.browser().send('POST', '/api/v1/security/reset-password', {
            Token: tokenIn(reset),
            Password: PASSWORD,
            ConfirmPassword: PASSWORD,
          })
        ).statusCode,
      ).toBe(204);
      const all = (await mailTo(email)).filter((m) => m.subject === 'La tua password è stata cambiata');
      expect(all).toHaveLength(2);
    });

    it('a refused change sends nothing', async () => {
      const { browser, email } = await customer('pw-refused');
      const before = (await mailTo(email)).length;
      expectProblem(
        await browser.send('POST', '/api/v1/security/change-password', {
          CurrentPassword: 'wrong wrong wrong',
          Password: NEW_PASSWORD,
          ConfirmPassword: NEW_PASSWORD,
        }),
        400,
      );
      expect(await mailTo(email)).toHaveLength(before);
    });
  });

  describe('deleting the account', () => {
    /** A delivered order of the customer, with both addresses and phones. */
    async function deliveredOrder(
      customerId: string,
      email: string,
      status: 'delivered' | 'paid' = 'delivered',
    ) {
      sequence += 1;
      const [order] = await t.app.db
        .insert(orders)
        .values({
          number: `T-DEL-${Date.now()}-${sequence}`,
          customerId,
          email,
          culture: 'de',
          status,
          currencyCode: 'EUR',
          taxCountryCode: 'BE',
          subtotal: '24.20',
          discount: '0.00',
          shipping: '0.00',
          tax: '4.20',
          totalTaxIncl: '24.20',
          totalTaxExcl: '20.00',
        })
        .returning();
      if (!order) throw new Error('no order');
      const address = {
        firstName: 'Lena',
        lastName: 'Maes',
        company: 'Maes BV',
        street1: 'Kerkstraat',
        houseNumber: '7',
        postalCode: '9000',
        city: 'Gent',
        countryCode: 'BE',
        phone: '+32 470 12 34 56',
      };
      await t.app.db.insert(orderAddresses).values([
        { orderId: order.id, kind: 'billing', ...address },
        { orderId: order.id, kind: 'shipping', ...address },
      ]);
      return order.id;
    }

    it('erases the person, ends every session, keeps the orders anonymised, confirms by e-mail, frees the address', async () => {
      const { browser, email, id } = await customer('leaver');
      const second = t.browser();
      expect((await second.signIn(email, PASSWORD)).statusCode).toBe(200);
      await t.app.db.insert(customerAddresses).values({
        customerId: id,
        addressType: 'Both',
        firstName: 'Lena',
        lastName: 'Maes',
        street1: 'Kerkstraat',
        houseNumber: '7',
        postalCode: '9000',
        city: 'Gent',
        countryCode: 'BE',
        phone: '+32 470 12 34 56',
      });
      const orderId = await deliveredOrder(id, email);

      const answer = await browser.send('POST', '/api/v1/security/delete-account', {
        CurrentPassword: PASSWORD,
        Confirm: true,
      });
      expect(answer.statusCode).toBe(204);

      expect(await t.app.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
      expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
      expect(await t.app.db.select().from(accountTokens).where(eq(accountTokens.userId, id))).toHaveLength(0);
      expect(
        await t.app.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, id)),
      ).toHaveLength(0);
      expectProblem(await me(browser), 401);
      expectProblem(await me(second), 401);

      const [order] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order?.customerId).toBeNull();
      expect(order?.email).toBe(`deleted-${orderId}@anonymised.invalid`);
      expect(order?.totalTaxIncl).toBe('24.20');
      const [billing] = await t.app.db
        .select()
        .from(orderAddresses)
        .where(and(eq(orderAddresses.orderId, orderId), eq(orderAddresses.kind, 'billing')));
      const [shipping] = await t.app.db
        .select()
        .from(orderAddresses)
        .where(and(eq(orderAddresses.orderId, orderId), eq(orderAddresses.kind, 'shipping')));
      // The invoice's party stays as invoiced; nothing else that reaches the person does.
      expect(billing).toMatchObject({ lastName: 'Maes', street1: 'Kerkstraat', city: 'Gent', phone: null });
      expect(shipping).toMatchObject({
        firstName: '',
        lastName: '',
        company: null,
        street1: '',
        houseNumber: '',
        phone: null,
        postalCode: '9000',
        city: 'Gent',
        countryCode: 'BE',
      });

      const [goodbye] = await mailTo(email).then((messages) =>
        messages.filter((m) => m.subject === 'Ihr Konto wurde gelöscht'),
      );
      expect(goodbye).toBeDefined();
      expectProblem(await t.browser().signIn(email, PASSWORD), 400, '/problems/invalid-credentials');

      // The address can make a new account.
      await t.browser().send('POST', '/api/v1/security/register', {
        Email: email,
        Password: NEW_PASSWORD,
        ConfirmPassword: NEW_PASSWORD,
        FirstName: 'Lena',
        LastName: 'Maes',
        Culture: 'de',
      });
      const confirm = (await mailTo(email)).filter((m) => /confirm-email\?token=/.test(m.text ?? '')).at(-1);
      const fresh = t.browser();
      expect(
        (await fresh.send('POST', '/api/v1/security/confirm-email', { Token: tokenIn(confirm) })).statusCode,
      ).toBe(204);
      expect((await fresh.signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
      const [reborn] = await t.app.db.select().from(users).where(eq(users.email, email));
      expect(reborn?.id).not.toBe(id);
      // The old orders are not the new account's.
      expect(
        await t.app.db
          .select()
          .from(orders)
          .where(eq(orders.customerId, reborn?.id ?? '')),
      ).toHaveLength(0);
    });

    it('every table that refers to an account erases its rows with it, but the shop records', async () => {
      const result = await t.app.db.execute(
        sql`SELECT conrelid::regclass::text AS "table", confdeltype AS "onDelete" FROM pg_constraint WHERE contype = 'f' AND confrelid = 'users'::regclass ORDER BY 1`,
      );
      const rows = ('rows' in result ? result.rows : result) as Array<{ table: string; onDelete: string }>;
      expect(rows.length).toBeGreaterThan(5);
      // SET NULL only where the row is the shop's record (ADR 029); everything else cascades.
      const kept = rows.filter((row) => row.onDelete !== 'c').map((row) => `${row.table}:${row.onDelete}`);
      expect(kept.sort()).toEqual(
        [
          'asset_uploads:n',
          'coupon_redemptions:n',
          'orders:n',
          // The refund's customer and the staff member who decided it.
          'refund_requests:n',
          'refund_requests:n',
        ].sort(),
      );
    });

    it('waits while the shop owes the customer money: a prepaid balance, a refund not yet made', async () => {
      const { browser, email, id } = await customer('owed');
      const ledger = prepaidLedgerOf(t.app.db, t.config);
      const account = await ledger.accountOf(id);
      const credit = (amountMinor: number, kind: 'correction' | 'payment') =>
        unitOfWork(t.app.db, (work) =>
          (kind === 'payment' ? ledger.debit : ledger.credit)(work, {
            accountId: account.id,
            amountMinor,
            kind,
            actor: { kind: 'system', id: null },
            reason: 'Test balance',
            idempotencyKey: `closure-${account.id}-${kind}`,
          }),
        );
      await credit(1500, 'correction');
      const deleteAccount = () =>
        browser.send('POST', '/api/v1/security/delete-account', { CurrentPassword: PASSWORD, Confirm: true });
      const owed = expectProblem(await deleteAccount(), 409);
      expect(owed.errors).toEqual({ Account: ['AccountProfile.PrepaidBalanceLeft'] });
      expectTranslatedErrors(owed.errors);
      await credit(1500, 'payment');

      const orderId = await deliveredOrder(id, email);
      const [refund] = await t.app.db
        .insert(refundRequests)
        .values({
          orderId,
          customerId: id,
          method: 'BankTransfer',
          currencyCode: 'EUR',
          bankDetailsSealed: 'sealed',
          ibanLast4: '4321',
          requestedAmount: '24.20',
        })
        .returning();
      const refundOpen = expectProblem(await deleteAccount(), 409);
      expect(refundOpen.errors).toEqual({ Account: ['AccountProfile.OpenRefunds'] });
      expectTranslatedErrors(refundOpen.errors);
      expect(await t.app.db.select().from(users).where(eq(users.id, id))).toHaveLength(1);

      // Once made, the refund stays the shop's record, without the bank details.
      await t.app.db
        .update(refundRequests)
        .set({ status: 'completed' })
        .where(eq(refundRequests.id, refund?.id ?? ''));
      expect((await deleteAccount()).statusCode).toBe(204);
      const [kept] = await t.app.db
        .select()
        .from(refundRequests)
        .where(eq(refundRequests.id, refund?.id ?? ''));
      expect(kept).toMatchObject({
        customerId: null,
        bankDetailsSealed: null,
        ibanLast4: null,
        status: 'completed',
      });
    });

    it('needs the current password and the ticked box; changes nothing when refused', async () => {
      const { browser, id } = await customer('stayer');
      const jobsBefore = (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0]?.n;
      const wrong = expectProblem(
        await browser.send('POST', '/api/v1/security/delete-account', {
          CurrentPassword: 'nope nope nope',
          Confirm: true,
        }),
        400,
      );
      expect(wrong.errors).toEqual({ CurrentPassword: ['Security.CurrentPasswordWrong'] });
      const unticked = expectProblem(
        await browser.send('POST', '/api/v1/security/delete-account', {
          CurrentPassword: PASSWORD,
          Confirm: false,
        }),
        400,
      );
      expect(Object.keys(unticked.errors ?? {})).toEqual(['Confirm']);
      expectTranslatedErrors(unticked.errors);
      expectProblem(
        await browser.send('POST', '/api/v1/security/delete-account', { CurrentPassword: PASSWORD }),
        400,
      );
      expect(await t.app.db.select().from(users).where(eq(users.id, id))).toHaveLength(1);
      expect((await me(browser)).statusCode).toBe(200);
      expect((await t.app.db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0]?.n).toBe(jobsBefore);
    });

    it('waits while an order is on its way, in one transaction: nothing is anonymised', async () => {
      const { browser, email, id } = await customer('waiting');
      const done = await deliveredOrder(id, email);
      const open = await deliveredOrder(id, email, 'paid');
      const refused = expectProblem(
        await browser.send('POST', '/api/v1/security/delete-account', {
          CurrentPassword: PASSWORD,
          Confirm: true,
        }),
        409,
      );
      expect(refused.errors).toEqual({ Account: ['AccountProfile.OpenOrders'] });
      expectTranslatedErrors(refused.errors);
      const kept = await t.app.db.select().from(orders).where(eq(orders.customerId, id));
      expect(kept.map((row) => row.id).sort()).toEqual([done, open].sort());
      expect(kept.every((row) => row.email === email)).toBe(true);
      expect((await me(browser)).statusCode).toBe(200);
    });

    it('staff accounts are not deleted from the shop', async () => {
      const { browser, id } = await customer('staff');
      await t.app.db
        .update(users)
        .set({ roles: ['customer', 'sales'] })
        .where(eq(users.id, id));
      expectProblem(
        await browser.send('POST', '/api/v1/security/delete-account', {
          CurrentPassword: PASSWORD,
          Confirm: true,
        }),
        409,
      );
      expect(await t.app.db.select().from(users).where(eq(users.id, id))).toHaveLength(1);
    });
  });
});
