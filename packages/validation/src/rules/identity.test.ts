import { describe, expect, it } from 'vitest';
import { cifES, cnhBR, cnpjBR, cpfBR, nieES, nifES, nipPL, nisBR, vinUS } from './identity';

type Case = readonly [string, boolean];

const table: Record<string, { rule: (value: unknown) => boolean; cases: readonly Case[] }> = {
  nifES: {
    rule: nifES,
    cases: [
      ['12345678Z', true],
      ['54362315K', true],
      ['54362315k', true],
      // jQuery Validation's own cases
      ['05122654W', true],
      ['05122654w', true],
      ['M1503708Z', true],
      ['11441059S', false],
      ['11.144.059R', false],
      ['K1234567L', true],
      ['12345678A', false],
      ['1234567Z', false],
      ['X1234567L', false],
    ],
  },
  nieES: {
    rule: nieES,
    cases: [
      ['X5253868R', true],
      ['Y5277343F', true],
      ['Z5277343K', true],
      ['x5253868r', true],
      // jQuery Validation's own cases
      ['X00002153Z', true],
      ['Z0569549M', true],
      ['y7875935j', true],
      ['X0093999 K', false],
      ['11441059S', false],
      ['X5253868A', false],
      ['12345678Z', false],
      ['X-5253868-R', false],
    ],
  },
  cifES: {
    rule: cifES,
    cases: [
      ['A58818501', true],
      ['B64240914', true],
      ['Q0818001J', true],
      ['W4003922D', true],
      ['R9600075G', true],
      // jQuery Validation's own cases: the organisation letter restricts the control only in capitals
      ['S9803881C', true],
      ['S98038813', false],
      ['s98038813', true],
      ['s9803881c', true],
      ['b83524710', true],
      ['P98038813', false],
      ['K39022389', false],
      ['K3902238I', true],
      ['C2782755I', true],
      ['C27827559', true],
      ['C2782755J', false],
      ['B8352471J', false],
      ['Z98038813', false],
      ['B 43522192', false],
      ['A58818502', false],
      ['Q0818001A', false],
      ['I1234567A', false],
      ['12345678Z', false],
    ],
  },
  nipPL: {
    rule: nipPL,
    cases: [
      ['5211355116', true],
      ['584-030-44-72', true],
      ['5211355117', false],
      ['521135511', false],
    ],
  },
  cpfBR: {
    rule: cpfBR,
    cases: [
      ['111.444.777-35', true],
      ['11144477735', true],
      ['111.444.777-36', false],
      ['325 861 044 47', true],
      ['859-684-732-40', true],
      ['99999999999', false],
      ['111.111.111-11', false],
      ['1114447773', false],
    ],
  },
  cnpjBR: {
    rule: cnpjBR,
    cases: [
      ['11.222.333/0001-81', true],
      ['11222333000181', true],
      ['11.222.333/0001-82', false],
      ['00.000.000/0000-00', false],
      ['1122233300018', false],
      ['06.994.660/0001-11', true],
      ['06.994.660/0002-11', false],
    ],
  },
  nisBR: {
    rule: nisBR,
    cases: [
      ['120.3456.789-9', true],
      ['17023456781', true],
      ['12034567898', false],
      ['107.579.957.5-3', true],
      ['10757995752', false],
      ['1203456789', false],
    ],
  },
  cnhBR: {
    rule: cnhBR,
    cases: [
      ['12345678900', true],
      ['00000000119', true],
      ['12345678901', false],
      ['11111111111', false],
      ['1234567890', false],
    ],
  },
  vinUS: {
    rule: vinUS,
    cases: [
      ['1M8GDM9AXKP042788', true],
      ['1m8gdm9axkp042788', true],
      ['11111111111111111', true],
      ['1M8GDM9AYKP042788', false],
      ['1M8GDM9AXKP04278', false],
      ['IM8GDM9AXKP042788', false],
    ],
  },
};

describe.each(Object.entries(table))('%s', (_name, { rule, cases }) => {
  it.each(cases)('%j → %s', (value, expected) => expect(rule(value)).toBe(expected));

  it('lets empty values pass', () => {
    expect(rule('')).toBe(true);
    expect(rule(undefined)).toBe(true);
  });
});
