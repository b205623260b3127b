import { EU_MEMBER_STATES } from '@vitrine/validation';

/**
 * The EU's register of VAT numbers (ADR 011's adapter): VIES over its REST API in production, a
 * fake in tests. A register answers whether it knows the number, or that it could not say.
 */
export type RegistryAnswer = { known: boolean } | { unavailable: string };

export interface VatRegistry {
  /** Names the register in logs. */
  readonly name: string;
  /** Whether VIES covers this country's numbers: the 27 member states and Northern Ireland. */
  covers(viesCountry: string): boolean;
  /** `viesCountry` as VIES writes it (EL for Greece, XI for Northern Ireland); `number` without it. */
  check(viesCountry: string, number: string): Promise<RegistryAnswer>;
}

/** The member states as VIES writes them (Greece is EL) and Northern Ireland (XI). */
const VIES_COUNTRIES = new Set<string>([
  ...EU_MEMBER_STATES.map((country) => (country === 'GR' ? 'EL' : country)),
  'XI',
]);

/** The `userError` values VIES answers when a member state's service or VIES itself could not say. */
const UNAVAILABLE = new Set([
  'MS_UNAVAILABLE',
  'MS_MAX_CONCURRENT_REQ',
  'GLOBAL_MAX_CONCURRENT_REQ',
  'SERVICE_UNAVAILABLE',
  'TIMEOUT',
]);

/**
 * VIES's REST API as the European Commission documents it:
 * `GET {base}/ms/{countryCode}/vat/{vatNumber}` answering JSON with `isValid` and `userError`
 * (`VALID`, `INVALID`, `INVALID_INPUT`, or why it could not say). Anything else — an HTTP error,
 * a body that is not that JSON, no answer within the timeout — is "could not say", never a throw.
 */
export function viesRegistry({
  baseUrl,
  timeoutMs,
  fetch = globalThis.fetch,
}: {
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
}): VatRegistry {
  return {
    name: 'vies',
    covers: (viesCountry) => VIES_COUNTRIES.has(viesCountry),
    async check(viesCountry, number) {
      const url = `${baseUrl}/ms/${encodeURIComponent(viesCountry)}/vat/${encodeURIComponent(number)}`;
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return {
          unavailable: error instanceof Error && error.name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK',
        };
      }
      if (!response.ok) return { unavailable: `HTTP_${response.status}` };
      const body = (await response.json().catch(() => null)) as {
        isValid?: unknown;
        userError?: unknown;
      } | null;
      const userError = typeof body?.userError === 'string' ? body.userError : undefined;
      if (userError && UNAVAILABLE.has(userError)) return { unavailable: userError };
      if (typeof body?.isValid !== 'boolean') return { unavailable: 'UNREADABLE_ANSWER' };
      return { known: body.isValid };
    },
  };
}
