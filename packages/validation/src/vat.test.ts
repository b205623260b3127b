import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { decodeMessage } from './messages';
import {
  compactVatNumber,
  isVatNumberFormatValid,
  normaliseVatNumber,
  splitVatNumber,
  VAT_COUNTRIES,
  vatCountryOf,
  vatNumber,
} from './vat';
import { vatNumberSchema } from './zod';

/** Numbers published as valid (many from python-stdnum's test corpus), as people type them. */
const VALID = [
  'ATU 142 43 102',
  'ATU 15159209',
  'ATU13585627',
  'ATU61195628',
  'BE 0202.239.951',
  'BE 0402 918 402',
  'BE 444.503.092',
  'BE0428759497',
  'BE413562567',
  'BG 103873594',
  'BG 124 551 319',
  'BG 175074752',
  'BG130544585',
  'BG7111042925',
  'BG7523169263',
  'BG7542011030',
  'BG8032056031',
  'Bg 200442771',
  'CY 10246672X',
  'CY 10263870R',
  'CY-10259033P',
  'CY00632993 F',
  'CY-10008489 A',
  'CZ 25123891',
  'CZ 25577581',
  'CZ 60 72 77 72',
  'CZ 640903926',
  'CZ 654123789',
  'CZ 6956220612',
  'CZ 8058012314',
  'CZ00023205',
  'CZ6011270177',
  'CZ6109220348',
  'CZ6306150004',
  'CZ7205151536',
  'CZ7652046248',
  'DE - 113866163',
  'DE 118619592',
  'DE 181 207 708',
  'DE 221.304.969',
  'DE 813 11 38 75',
  'DE812847601',
  'DK 10 50 32 80',
  'DK 2566 2202',
  'DK-27630308',
  'DK10150817',
  'EE 100 931 558',
  'EE 100523487',
  'EE101256753',
  'ES - Q0818001J',
  'ES 54362315K',
  'ES A-28184661',
  'ES B64240914',
  'ES F13005293',
  'ES J99216582',
  'ES Q-2818015-F',
  'ES R9600075G',
  'ES U99216426',
  'ES V99218067',
  'ES W4003922D',
  'ES X-5253868-R',
  'ES X5277343Q',
  'ES Y5277343F',
  'ES Z5277343K',
  'ES-x-2482300w',
  'Es-a58951310',
  'EL 039868210',
  'EL 94051189',
  'EL-082857563',
  'El 800 179 925',
  'FI 02459042',
  'FI 0982651-1',
  'FI-214 95 540',
  'FI18261444',
  'FR 04409414364',
  'FR 114 248 728 36',
  'FR 13 393 892 815',
  'FR 41-343848552',
  'FR K 7399859412',
  'FR01712030113',
  'FR16000063601',
  'Fr 40 303 265 045',
  'HU -12509403',
  'HU 10672101',
  'HU11377304',
  'IE 0005306C',
  'IE 632 3420 C',
  'IE 6433435F',
  'IE 8223200u',
  'IE6433435IH',
  'IE6433435OA',
  'IE8D79739I',
  'IE9Y71814N',
  'IT - 01404480202',
  'IT 0 0 6 1 8 2 8 0 4 9 9',
  'IT 00 595 000 217',
  'IT00743110157',
  'LT 100001354118',
  'LT 119511515',
  'LT-100000979812',
  'LT100004801610',
  'LT290068995116',
  'LU 10059929',
  'LU 109 676 28',
  'LU.248.70.640',
  'LV 4000 3521 600',
  'LV 40003189718',
  'LV 90000528023',
  'MT 1039-6417',
  'MT 17025737',
  'NL 001241 643 B01',
  'NL 8225.69.759 b01',
  'NL-8197.38.116.B.01',
  'NL001162938B28',
  'NL4495445B01',
  'NL68357370B01',
  'PL 5211355116',
  'PL 584-030-44-72',
  'PL-951-157-77-68',
  'PT 500 019 720',
  'PT 500135.495',
  'PT-505 856 468',
  'RO 11358544',
  'RO 1630615123457',
  'RO 1822964',
  'RO 241 30 20',
  'RO 573768',
  'RO-23867797',
  'SE 202 100-5000 01',
  'SE 556.383.740.901',
  'SE-5562245190-01',
  'SI 26808498',
  'SI 3609 7152',
  'SI 50223054',
  'SK 1078449064',
  'SK 202 274 96 19',
  'SK2022193459',
  'GB 980 7806 84',
  'GBGD001',
  'GBHA599',
  'CHE-100.155.212',
  'CHE-100.155.212 MWST',
  'NO 995 525 828 MVA',
  'HR 33392005961',
];

/** Numbers with a wrong check digit, a wrong length or an impossible component. */
const INVALID = [
  'ATU 143 43 102',
  'ATU46080904',
  'BE 0406.139.583',
  'BE697449982',
  'BG 1037735942',
  'BG 131 172 009',
  'CY 10246672F',
  'CY-10257074Y',
  'CY-12259033P',
  'CZ 25557481',
  'CZ 48207726',
  'CZ 95123891',
  'CZ 8058018314',
  'DE 125014855',
  'DE 011125440',
  'DK 11 96 56 58',
  'DK-27996592',
  'EE 100 941 558',
  'EE101256754',
  'ES 54362415K',
  'ES K-2814015-F',
  'ES-x-2322300w',
  'Es-a48951310',
  'EL 094013834',
  'EL094501140',
  'FR 04409414264',
  'FR 21 326 565 603',
  'IE 4731823H',
  'IE 632 3421 C',
  'IE 5339273F',
  'IE8D79729I',
  'IT 00687129980',
  'LT 100001354',
  'LT 100001509922',
  'LV 40003189715',
  'LV 90000528022',
  'NL 001241643801',
  'NL 009122746B00',
  'NL B06753742B01',
  'SK 1078449164',
  'SK 302 274 96 19',
  'SK 2030 237 945',
  'SK 2020457679',
  'SK 012 274 96 19',
  'SK 2010 237 945',
  'GB 802311781',
  'CHE-100.155.213',
  'NO 995 525 829 MVA',
  'HR 33392005962',
  'ATU 151592092',
  'ES B-583784312',
  'NL006866304B021',
  'SE 55643359201',
];

describe('isVatNumberFormatValid', () => {
  it('covers the 27 EU member states plus GB, CH and NO', () => {
    expect(VAT_COUNTRIES).toHaveLength(30);
    const tested = new Set(VALID.map((vat) => vatCountryOf(compactVatNumber(vat).slice(0, 2))));
    for (const country of VAT_COUNTRIES) expect(tested.has(country), country).toBe(true);
  });

  it.each(VALID)('accepts %j', (vat) => expect(isVatNumberFormatValid(undefined, vat)).toBe(true));

  it.each(INVALID)('refuses %j', (vat) => expect(isVatNumberFormatValid(undefined, vat)).toBe(false));

  it.each<[string, string, boolean]>([
    ['BE', '0202.239.951', true],
    ['BE', 'BE 0202.239.951', true],
    ['be', '0202 239 951', true],
    ['FR', 'BE0202239951', false],
    ['GR', '094279805', true],
    ['GR', 'EL094279805', true],
    ['GR', 'GR094279805', true],
    ['EL', '094279805', true],
    ['GB', 'XI 980 7806 84', true],
    ['CH', '100.155.212', true],
    ['CH', 'CHE-100.155.212 TVA', true],
    ['NO', '995525828', true],
    ['DE', '', false],
    ['US', '123456789', false],
  ])('country %s with %j → %s', (country, vat, expected) => {
    expect(isVatNumberFormatValid(country, vat)).toBe(expected);
  });
});

describe('normalising', () => {
  it.each<[string | undefined, string, string | null]>([
    [undefined, 'be 0202.239.951', 'BE0202239951'],
    ['BE', '444.503.092', 'BE0444503092'],
    ['GR', '094279805', 'EL094279805'],
    ['CH', 'CHE-100.155.212 MWST', 'CHE100155212'],
    ['NO', 'NO 995 525 828 MVA', 'NO995525828'],
    ['DE', 'de 136-308-783', 'DE136308783'],
    ['DE', 'DE136308784', null],
  ])('%s %j → %j', (country, vat, expected) => expect(normaliseVatNumber(country, vat)).toBe(expected));

  it('splits country and national part', () => {
    expect(splitVatNumber(undefined, 'ATU 142 43 102')).toEqual({ country: 'AT', number: 'U14243102' });
    expect(splitVatNumber('XX', '123')).toBeNull();
  });
});

describe('the vatNumber rule and schema', () => {
  it('reads the country from a fixed code or from another field', () => {
    expect(vatNumber('0202239951', 'BE')).toBe(true);
    expect(
      vatNumber('0202239951', { countryField: 'BillingCountry' }, { form: { BillingCountry: 'BE' } }),
    ).toBe(true);
    expect(
      vatNumber('0202239951', { countryField: 'BillingCountry' }, { form: { BillingCountry: 'DE' } }),
    ).toBe(false);
    expect(vatNumber('BE0202239951', { countryField: 'BillingCountry' }, { form: {} })).toBe(true);
    expect(vatNumber('', 'BE')).toBe(true);
  });

  it('leaves numbers of other countries to the online check', () => {
    expect(vatNumber('CHE-123', 'US')).toBe(true);
  });

  it('reports Validation.VatNumber through zod', () => {
    const schema = z.object({ VAT: vatNumberSchema('BE') });
    expect(schema.safeParse({ VAT: 'BE 0202.239.951' }).success).toBe(true);
    expect(schema.safeParse({ VAT: '' }).success).toBe(true);
    const result = schema.safeParse({ VAT: 'BE 0202.239.952' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['VAT']);
    expect(decodeMessage(result.error?.issues[0]?.message ?? '')).toEqual({ key: 'Validation.VatNumber' });
  });
});
