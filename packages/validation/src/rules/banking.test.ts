import { describe, expect, it } from 'vitest';
import {
  abaRoutingNumber,
  bankaccountNL,
  bankorgiroaccountNL,
  bic,
  creditcard,
  creditcardtypes,
  giroaccountNL,
  iban,
  luhn,
  mod97,
} from './banking';

describe('iban', () => {
  it.each([
    'DE89 3704 0044 0532 0130 00',
    'DE89370400440532013000',
    'de89370400440532013000',
    ' DE89  3704 0044\t0532 0130 00 ',
    'GB82 WEST 1234 5698 7654 32',
    'FR14 2004 1010 0505 0001 3M02 606',
    'BE68 5390 0754 7034',
    'NL91 ABNA 0417 1643 00',
    'ES91 2100 0418 4502 0005 1332',
    'IT60 X054 2811 1010 0000 0123 456',
    'PT50 0002 0123 1234 5678 9015 4',
    'CH93 0076 2011 6238 5295 7',
    'NO93 8601 1117 947',
    'LC55 HEMM 0001 0001 0012 0012 0002 3015',
  ])('accepts %j', (value) => expect(iban(value)).toBe(true));

  it.each([
    ['DE89 3704 0044 0532 0130 01', 'wrong account digit'],
    ['DE88 3704 0044 0532 0130 00', 'wrong check digits'],
    ['GB83 WEST 1234 5698 7654 32', 'wrong check digits'],
    ['DE89 3704 0044 0532 0130', 'too short for Germany'],
    ['DE89 3704 0044 0532 0130 000', 'too long for Germany'],
    ['NL91 1234 0417 1643 00', 'digits where the Dutch bank code has letters'],
    ['DE8937040044053201300!', 'not alphanumeric'],
    ['89DE370400440532013000', 'no country code'],
    ['DE89', 'far too short'],
  ])('refuses %j (%s)', (value) => expect(iban(value)).toBe(false));

  it('lets empty values pass', () => {
    expect(iban('')).toBe(true);
    expect(iban(undefined)).toBe(true);
  });

  it('computes MOD 97-10 over letters and digits', () => {
    expect(mod97('3704004405320130001314' + '89')).toBe(1);
    expect(mod97('ABC')).toBe(mod97('101112'));
  });
});

describe('bic', () => {
  it.each<[string, boolean]>([
    ['DEUTDEFF', true],
    ['DEUTDEFF500', true],
    ['NEDSZAJJXXX', true],
    ['deutdeff', true],
    ['DEUTDEF', false],
    ['DEUTDEFF5', false],
    ['DEUTDE00', false],
    ['DEUTDEFFXYZ', false],
    ['DEU1DEFF', false],
    ['', true],
  ])('%j → %s', (value, expected) => expect(bic(value)).toBe(expected));
});

describe('creditcard (13 to 19 digits, Luhn)', () => {
  it.each<[string, boolean, string]>([
    ['4111 1111 1111 1111', true, 'Visa with spaces'],
    ['4111-1111-1111-1111', true, 'Visa with dashes'],
    ['5555555555554444', true, 'Mastercard'],
    ['378282246310005', true, 'American Express, 15 digits'],
    ['4222222222222', true, '13 digits'],
    ['6011000000000000001', true, '19 digits'],
    ['422222222222', false, '12 digits, though the checksum holds'],
    ['60110000000000000004', false, '20 digits, though the checksum holds'],
    ['4111111111111112', false, 'wrong checksum'],
    ['4111a11111111111', false, 'a letter'],
    ['4111.1111.1111.1111', false, 'dots'],
    ['', true, 'empty'],
  ])('%j → %s (%s)', (value, expected) => expect(creditcard(value)).toBe(expected));

  it('implements Luhn', () => {
    expect(luhn('79927398713')).toBe(true);
    expect(luhn('79927398710')).toBe(false);
  });
});

describe('creditcardtypes', () => {
  it.each<[string, Parameters<typeof creditcardtypes>[1], boolean]>([
    ['4111111111111111', { visa: true }, true],
    ['4111-1111-1111-1111', { visa: true }, true],
    ['5555555555554444', { visa: true }, false],
    ['5555555555554444', { mastercard: true }, true],
    ['378282246310005', { amex: true }, true],
    ['30569309025904', { dinersclub: true }, true],
    ['6011000000000004', { all: true }, true],
    ['411111111111', { visa: true }, false],
    ['1234', { unknown: true }, true],
    ['4111 1111 1111 1111', { visa: true }, false],
    ['', { visa: true }, true],
  ])('%j with %j → %s', (value, types, expected) => expect(creditcardtypes(value, types)).toBe(expected));
});

describe('US routing and Dutch accounts', () => {
  it.each<[string, boolean]>([
    ['011000015', true],
    ['021000021', true],
    ['021000022', false],
    ['000000000', false],
    ['12345678', false],
    ['', true],
  ])('abaRoutingNumber %j → %s', (value, expected) => expect(abaRoutingNumber(value)).toBe(expected));

  it.each<[string, boolean, boolean, boolean]>([
    // value, bankaccountNL, giroaccountNL, bankorgiroaccountNL
    ['755490975', true, false, true],
    ['75 54 90 975', true, false, true],
    ['755490976', false, false, false],
    ['1234567', false, true, true],
    ['12345678', false, false, false],
    ['', true, true, true],
  ])('%j → bank %s, giro %s, either %s', (value, bank, giro, either) => {
    expect(bankaccountNL(value)).toBe(bank);
    expect(giroaccountNL(value)).toBe(giro);
    expect(bankorgiroaccountNL(value)).toBe(either);
  });
});
