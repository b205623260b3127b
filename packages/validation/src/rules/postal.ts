import { isBlank, toText } from '../values';
import type { Flag } from './types';

function testTrimmed(value: unknown, pattern: RegExp): boolean {
  return isBlank(value) || pattern.test(toText(value).trim());
}

/** jQuery's `postcodeUK`: UK postcodes (not the Channel Islands' own), including GIR 0AA. */
export function postcodeUK(value: unknown, _param?: Flag): boolean {
  return testTrimmed(
    value,
    /^((([A-PR-UWYZ][0-9])|([A-PR-UWYZ][0-9][0-9])|([A-PR-UWYZ][A-HK-Y][0-9])|([A-PR-UWYZ][A-HK-Y][0-9][0-9])|([A-PR-UWYZ][0-9][A-HJKSTUW])|([A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY]))\s?([0-9][ABD-HJLNP-UW-Z]{2})|(GIR)\s?(0AA))$/i,
  );
}

/** jQuery's `postalcodeNL`: four digits (not starting with 0) and two letters, "1234 AB" or "1234AB". */
export function postalcodeNL(value: unknown, _param?: Flag): boolean {
  return testTrimmed(value, /^[1-9][0-9]{3}\s?[a-zA-Z]{2}$/);
}

/** jQuery's `postalcodeIT`: the five-digit CAP. */
export function postalcodeIT(value: unknown, _param?: Flag): boolean {
  return testTrimmed(value, /^\d{5}$/);
}

/** jQuery's `postalcodeBR`: the CEP, "12345-678", "12.345-678" or eight digits. */
export function postalcodeBR(value: unknown, _param?: Flag): boolean {
  return testTrimmed(value, /^\d{2}\.\d{3}-\d{3}$|^\d{5}-?\d{3}$/);
}

/** jQuery's `postalCodeCA`: "A1A 1A1" with the letters Canada Post uses. */
export function postalCodeCA(value: unknown, _param?: Flag): boolean {
  return testTrimmed(value, /^[ABCEGHJKLMNPRSTVXY]\d[ABCEGHJKLMNPRSTVWXYZ] *\d[ABCEGHJKLMNPRSTVWXYZ]\d$/i);
}

/** jQuery's `zipcodeUS`: five digits, optionally ZIP+4. */
export function zipcodeUS(value: unknown, _param?: Flag): boolean {
  return testTrimmed(value, /^\d{5}(-\d{4})?$/);
}

/**
 * jQuery's `ziprange`: ZIP+4 codes from 902xx to 905xx. jQuery's own pattern escapes the braces of
 * `\d{2}` by mistake and so matches no real code; this is the range it was written for.
 */
export function ziprange(value: unknown, _param?: Flag): boolean {
  return testTrimmed(value, /^90[2-5]\d{2}-\d{4}$/);
}

export interface StateUSOptions {
  readonly caseSensitive?: boolean;
  readonly includeTerritories?: boolean;
  readonly includeMilitary?: boolean;
}

/** jQuery's `stateUS`: a two-letter US state, optionally with territories and military "states". */
export function stateUS(value: unknown, options?: StateUSOptions | Flag): boolean {
  const settings = typeof options === 'object' ? options : {};
  const territories = settings.includeTerritories === true;
  const military = settings.includeMilitary === true;
  let source: string;
  if (!territories && !military) {
    source =
      '^(A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])$';
  } else if (territories && military) {
    source =
      '^(A[AEKLPRSZ]|C[AOT]|D[CE]|FL|G[AU]|HI|I[ADLN]|K[SY]|LA|M[ADEINOPST]|N[CDEHJMVY]|O[HKR]|P[AR]|RI|S[CD]|T[NX]|UT|V[AIT]|W[AIVY])$';
  } else if (territories) {
    source =
      '^(A[KLRSZ]|C[AOT]|D[CE]|FL|G[AU]|HI|I[ADLN]|K[SY]|LA|M[ADEINOPST]|N[CDEHJMVY]|O[HKR]|P[AR]|RI|S[CD]|T[NX]|UT|V[AIT]|W[AIVY])$';
  } else {
    source =
      '^(A[AEKLPRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])$';
  }
  return testTrimmed(value, new RegExp(source, settings.caseSensitive === true ? '' : 'i'));
}
