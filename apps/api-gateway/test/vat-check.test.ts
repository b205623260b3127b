import { createApiClient, VatCheckAnswerSchema } from '@vitrine/api-client';
import { type Culture, stringResources } from '@vitrine/i18n';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { viesRegistry } from '../src/modules/vat/index';
import { expectProblem, startTestApp, type TestApp } from './helpers';

const CHECK = '/api/v1/sales/customers/checkisvatvalid/';

/**
 * A stand-in for the EU's VIES REST API on a local port, answering as its documentation shows:
 * `GET /ms/{countryCode}/vat/{vatNumber}` with `isValid` and `userError`. Numbers it knows are
 * registered; `slow` never answers in time; `down` answers MS_UNAVAILABLE, `broken` a 500.
 */
async function fakeVies() {
  const asked: string[] = [];
  const registered = new Set(['BE0428759497', 'EL094279805', 'XI980780684']);
  const server = Fastify();
  let mode: 'up' | 'down' | 'broken' | 'slow' = 'up';
  server.get<{ Params: { country: string; number: string } }>(
    '/ms/:country/vat/:number',
    async (request, reply) => {
      const { country, number } = request.params;
      asked.push(`${country}${number}`);
      if (mode === 'broken') return reply.code(500).send('<html>Internal error</html>');
      if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 3000));
      const isValid = registered.has(`${country}${number}`);
      return {
        isValid: mode === 'down' ? false : isValid,
        requestDate: '2026-11-25T10:00:00.000Z',
        userError: mode === 'down' ? 'MS_UNAVAILABLE' : isValid ? 'VALID' : 'INVALID',
        name: isValid ? 'VITRINE SA' : '---',
        address: isValid ? 'RUE DU COMMERCE 1\n1000 BRUXELLES' : '---',
        requestIdentifier: '',
        vatNumber: number,
        viesApproximate: { name: '---', street: '---', postalCode: '---', city: '---', companyType: '---' },
      };
    },
  );
  await server.listen({ host: '127.0.0.1', port: 0 });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    setMode: (next: typeof mode) => {
      mode = next;
    },
    close: () => server.close(),
  };
}

const answerOf = (body: string) => VatCheckAnswerSchema.parse(JSON.parse(body));
const translated = (key: string | null) => {
  for (const culture of Object.keys(stringResources) as Culture[])
    expect(stringResources[culture][key ?? ''], `${culture}: ${key}`).toBeTruthy();
};

describe('the VAT number check (spec 001 §3, §7)', () => {
  let vies: Awaited<ReturnType<typeof fakeVies>>;
  let t: TestApp;
  const check = (query: Record<string, string>, browser = t.browser()) =>
    browser.request({ method: 'GET', url: `${CHECK}?${new URLSearchParams(query)}` });

  beforeAll(async () => {
    vies = await fakeVies();
    t = await startTestApp(undefined, {
      VIES_URL: vies.url,
      VIES_TIMEOUT_MS: '500',
      VAT_CHECK_RATE_LIMIT: '1000',
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await vies?.close();
  });
  beforeEach(() => {
    vies.setMode('up');
    vies.asked.length = 0;
  });

  it('a number the register knows is true, asked as VIES writes it (prefix apart, no separators)', async () => {
    const response = await check({
      countryId: 'BE',
      VAT: 'be 0428.759.497',
      customerId: crypto.randomUUID(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(answerOf(response.body)).toEqual({ IsVATValidWebService: true, ErrorMessage: null });
    expect(vies.asked).toEqual(['BE0428759497']);
    // Greece is EL in VIES; Northern Ireland's XI numbers go to VIES too.
    expect(answerOf((await check({ countryId: 'GR', VAT: '094279805' })).body).IsVATValidWebService).toBe(
      true,
    );
    expect(
      answerOf((await check({ countryId: 'GB', VAT: 'XI 980 7806 84' })).body).IsVATValidWebService,
    ).toBe(true);
    expect(vies.asked).toEqual(['BE0428759497', 'EL094279805', 'XI980780684']);
  });

  it('a well-formed number the register does not know is false, with the reason', async () => {
    const answer = answerOf((await check({ countryId: 'FR', VAT: 'FR01712030113' })).body);
    expect(answer).toEqual({ IsVATValidWebService: false, ErrorMessage: 'Vat.NotRegistered' });
    translated(answer.ErrorMessage);
    expect(vies.asked).toEqual(['FR01712030113']);
  });

  it('a number of the wrong format or check digits is false without asking the register', async () => {
    for (const [countryId, VAT] of [
      ['BE', 'BE0428759498'],
      ['FR', 'BE0202239951'],
      ['DE', '12'],
    ] as const) {
      const answer = answerOf((await check({ countryId, VAT })).body);
      expect(answer, `${countryId} ${VAT}`).toEqual({
        IsVATValidWebService: false,
        ErrorMessage: 'Validation.VatNumber',
      });
    }
    expect(vies.asked).toEqual([]);
  });

  it('the register’s answer is kept: the same number again does not ask it', async () => {
    await check({ countryId: 'BE', VAT: 'BE0428759497' });
    await check({ countryId: 'BE', VAT: '0428 759 497' });
    expect(vies.asked).toEqual([]);
  });

  it('null when the register cannot say — down, broken, too slow — and that is not kept', async () => {
    for (const mode of ['down', 'broken', 'slow'] as const) {
      vies.setMode(mode);
      const answer = answerOf((await check({ countryId: 'NL', VAT: 'NL4495445B01' })).body);
      expect(answer, mode).toEqual({ IsVATValidWebService: null, ErrorMessage: 'Vat.RegistryUnavailable' });
      translated(answer.ErrorMessage);
    }
    vies.setMode('up');
    expect(answerOf((await check({ countryId: 'NL', VAT: 'NL4495445B01' })).body).ErrorMessage).toBe(
      'Vat.NotRegistered',
    );
    expect(vies.asked).toEqual(['NL4495445B01', 'NL4495445B01', 'NL4495445B01', 'NL4495445B01']);
  });

  it('a country outside VIES (Switzerland, Norway, Great Britain) is null after its format check', async () => {
    const answer = answerOf((await check({ countryId: 'CH', VAT: 'CHE-100.155.212 MWST' })).body);
    expect(answer).toEqual({ IsVATValidWebService: null, ErrorMessage: 'Vat.NotCheckable' });
    translated(answer.ErrorMessage);
    expect(
      answerOf((await check({ countryId: 'CH', VAT: 'CHE-100.155.213' })).body).IsVATValidWebService,
    ).toBe(false);
    expect(vies.asked).toEqual([]);
  });

  it('refuses a missing or malformed query with a problem naming the field', async () => {
    for (const [query, field] of [
      [{ VAT: 'BE0428759497' }, 'countryId'],
      [{ countryId: 'Belgium', VAT: 'BE0428759497' }, 'countryId'],
      [{ countryId: 'BE' }, 'VAT'],
      [{ countryId: 'BE', VAT: '   ' }, 'VAT'],
      [{ countryId: 'BE', VAT: 'BE0428759497', customerId: 'nobody' }, 'customerId'],
    ] as const) {
      const problem = expectProblem(await check(query as Record<string, string>), 400);
      expect(Object.keys(problem.errors ?? {}), JSON.stringify(query)).toContain(field);
    }
    expect(vies.asked).toEqual([]);
  });

  it('is the typed client’s validateVAT', async () => {
    const api = createApiClient({ fetch: t.browser().fetch });
    expect(await api.vat.validateVAT({ countryId: 'BE', VAT: 'BE0428759497' })).toEqual({
      IsVATValidWebService: true,
      ErrorMessage: null,
    });
  });
});

describe('the VAT check limits', () => {
  let vies: Awaited<ReturnType<typeof fakeVies>>;
  let t: TestApp;
  beforeAll(async () => {
    vies = await fakeVies();
    t = await startTestApp(undefined, { VIES_URL: vies.url, VAT_CHECK_RATE_LIMIT: '3' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await vies?.close();
  });

  it('limits checks per shopper and minute: then a 429 with Retry-After', async () => {
    const shopper = t.browser();
    const url = `${CHECK}?countryId=BE&VAT=BE0428759497`;
    for (let i = 0; i < 3; i += 1)
      expect((await shopper.request({ method: 'GET', url })).statusCode).toBe(200);
    const limited = await shopper.request({ method: 'GET', url });
    expectProblem(limited, 429);
    expect(limited.headers['retry-after']).toBeTruthy();
  });
});

describe('the VIES adapter', () => {
  it('reads a register that answers nothing useful as “could not say”, never a throw', async () => {
    const registry = (body: BodyInit | null, status = 200) =>
      viesRegistry({
        baseUrl: 'http://vies',
        timeoutMs: 100,
        fetch: async () => new Response(body, { status }),
      });
    expect(await registry('{"isValid":true,"userError":"VALID"}').check('BE', '0428759497')).toEqual({
      known: true,
    });
    expect(await registry('{"isValid":false,"userError":"INVALID_INPUT"}').check('BE', '1')).toEqual({
      known: false,
    });
    expect(await registry('{"isValid":false,"userError":"TIMEOUT"}').check('BE', '1')).toEqual({
      unavailable: 'TIMEOUT',
    });
    expect(await registry('not json').check('BE', '1')).toEqual({ unavailable: 'UNREADABLE_ANSWER' });
    expect(await registry('', 503).check('BE', '1')).toEqual({ unavailable: 'HTTP_503' });
    const refused = viesRegistry({
      baseUrl: 'http://vies',
      timeoutMs: 100,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await refused.check('BE', '1')).toEqual({ unavailable: 'NETWORK' });
  });
});
