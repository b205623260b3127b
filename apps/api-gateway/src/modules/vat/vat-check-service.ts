import type { VatCheckAnswer } from '@vitrine/api-client';
import { normaliseVatNumber, vatCountryOf } from '@vitrine/validation';
import { ttlCache } from '../../lib/ttl-cache';
import type { VatRegistry } from './vies-registry';

/** What the register said is kept this long: a number's registration rarely changes within a day. */
export const VAT_ANSWER_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_ANSWERS = 10_000;

const answer = (IsVATValidWebService: boolean | null, ErrorMessage: string | null): VatCheckAnswer => ({
  IsVATValidWebService,
  ErrorMessage,
});

class RegistryUnavailable extends Error {}

/**
 * Spec 001 §3 and §7's VAT check: the number's format and check digits first (`@vitrine/validation`,
 * the rule the forms use), then the register. false when either says no; null when the register
 * could not be asked (not covered, down, too slow): the checkout then treats the number as unconfirmed,
 * never as an error. The register's answers are cached per number; "could not say" is not.
 */
export function vatCheckService({
  registry,
  onUnavailable,
}: {
  registry: VatRegistry | null;
  onUnavailable?: (number: string, reason: string) => void;
}) {
  const answers = ttlCache<boolean>(VAT_ANSWER_TTL_MS, MAX_ANSWERS);

  return {
    async check(countryId: string, vat: string): Promise<VatCheckAnswer> {
      const normalised = normaliseVatNumber(countryId, vat);
      if (!normalised || !vatCountryOf(countryId)) return answer(false, 'Validation.VatNumber');
      // The prefix as VIES writes it: two letters (EL, XI …); the Swiss CHE is not in VIES anyway.
      const viesCountry = vat.trim().toUpperCase().startsWith('XI') ? 'XI' : normalised.slice(0, 2);
      const number = normalised.slice(normalised.startsWith('CHE') ? 3 : 2);
      if (!registry?.covers(viesCountry)) return answer(null, 'Vat.NotCheckable');
      try {
        const known = await answers.get(`${viesCountry}${number}`, async () => {
          const said = await registry.check(viesCountry, number);
          if ('unavailable' in said) throw new RegistryUnavailable(said.unavailable);
          return said.known;
        });
        return known ? answer(true, null) : answer(false, 'Vat.NotRegistered');
      } catch (error) {
        onUnavailable?.(`${viesCountry}${number}`, error instanceof Error ? error.message : String(error));
        return answer(null, 'Vat.RegistryUnavailable');
      }
    },
  };
}

export type VatCheckService = ReturnType<typeof vatCheckService>;
