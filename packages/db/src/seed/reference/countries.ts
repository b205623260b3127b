import { EU_MEMBER_STATES } from '@vitrine/validation';
import type { TaxClass } from '../../schema/shipping';

/**
 * The countries every shop knows (ISO 3166-1 alpha-2): the 27 member states of the European Union
 * and the neighbours a European shop ships to most. Names are never stored: `Intl.DisplayNames`
 * gives each culture's.
 */
export const EU_COUNTRIES = EU_MEMBER_STATES;

export const OTHER_COUNTRIES = ['CH', 'GB', 'NO'] as const;

/**
 * VAT rates in percent per tax class (the European Commission's "VAT rates applied in the Member
 * States", as in force in 2025-2026: Estonia 24 % from July 2025, Romania 21/11 % from August 2025,
 * Slovakia 23/19 % from 2025, Finland 25.5 % from September 2024). `reduced` is the main reduced
 * rate, `super-reduced` the one below 5 % where a state has it; a class a state lacks falls back
 * to the next higher one when the cart looks a rate up. `zero` is 0 % everywhere.
 */
export const EU_VAT_RATES: Record<
  (typeof EU_COUNTRIES)[number],
  { standard: string; reduced?: string; 'super-reduced'?: string }
> = {
  AT: { standard: '20', reduced: '10' },
  BE: { standard: '21', reduced: '6' },
  BG: { standard: '20', reduced: '9' },
  CY: { standard: '19', reduced: '5' },
  CZ: { standard: '21', reduced: '12' },
  DE: { standard: '19', reduced: '7' },
  DK: { standard: '25' },
  EE: { standard: '24', reduced: '9' },
  ES: { standard: '21', reduced: '10', 'super-reduced': '4' },
  FI: { standard: '25.5', reduced: '14' },
  FR: { standard: '20', reduced: '5.5', 'super-reduced': '2.1' },
  GR: { standard: '24', reduced: '13' },
  HR: { standard: '25', reduced: '13' },
  HU: { standard: '27', reduced: '5' },
  IE: { standard: '23', reduced: '13.5', 'super-reduced': '4.8' },
  IT: { standard: '22', reduced: '10', 'super-reduced': '4' },
  LT: { standard: '21', reduced: '9' },
  LU: { standard: '17', reduced: '8', 'super-reduced': '3' },
  LV: { standard: '21', reduced: '12' },
  MT: { standard: '18', reduced: '7' },
  NL: { standard: '21', reduced: '9' },
  PL: { standard: '23', reduced: '8' },
  PT: { standard: '23', reduced: '6' },
  RO: { standard: '21', reduced: '11' },
  SE: { standard: '25', reduced: '12' },
  SI: { standard: '22', reduced: '9.5' },
  SK: { standard: '23', reduced: '19' },
};

export interface ReferenceCountry {
  code: string;
  isEu: boolean;
  rates: { taxClass: TaxClass; rate: string }[];
}

/** Every reference country with its rates (none outside the EU: a sale there is an export). */
export function referenceCountries(): ReferenceCountry[] {
  const eu = EU_COUNTRIES.map((code) => {
    const rates = EU_VAT_RATES[code];
    const classes: { taxClass: TaxClass; rate: string }[] = [{ taxClass: 'standard', rate: rates.standard }];
    if (rates.reduced) classes.push({ taxClass: 'reduced', rate: rates.reduced });
    if (rates['super-reduced']) classes.push({ taxClass: 'super-reduced', rate: rates['super-reduced'] });
    classes.push({ taxClass: 'zero', rate: '0' });
    return { code, isEu: true, rates: classes };
  });
  return [...eu, ...OTHER_COUNTRIES.map((code) => ({ code, isEu: false, rates: [] }))];
}
