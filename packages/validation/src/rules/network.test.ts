import { describe, expect, it } from 'vitest';
import { ipv4, ipv6, netmask } from './network';

describe('ipv4', () => {
  it.each<[string, boolean]>([
    ['192.168.0.1', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['', true],
  ])('%j → %s', (value, expected) => expect(ipv4(value)).toBe(expected));
});

describe('ipv6', () => {
  it.each<[string, boolean]>([
    ['::1', true],
    ['fe80::1', true],
    ['2001:db8::ff00:42:8329', true],
    ['2001:0db8:0000:0000:0000:ff00:0042:8329', true],
    ['::ffff:192.0.2.128', true],
    ['2001:db8::g', false],
    ['1:2:3:4:5:6:7:8:9', false],
    ['12345::1', false],
    ['', true],
  ])('%j → %s', (value, expected) => expect(ipv6(value)).toBe(expected));
});

describe('netmask', () => {
  it.each<[string, boolean]>([
    ['255.255.255.0', true],
    ['255.255.0.0', true],
    ['255.0.0.0', true],
    ['128.0.0.0', true],
    ['255.255.255.252', true],
    ['255.255.255.255', false],
    ['255.0.255.0', false],
    ['255.255.255.0xyz', false],
    ['192.168.0.0', false],
    ['', true],
  ])('%j → %s', (value, expected) => expect(netmask(value)).toBe(expected));
});
