import { describe, expect, it } from 'vitest';
import { ipAllowedBy, ipInEntry, ipRangeProblem, parseIp } from './ip-ranges';

describe('IP addresses', () => {
  it.each([
    ['127.0.0.1', 4, 0x7f000001n],
    ['0.0.0.0', 4, 0n],
    ['255.255.255.255', 4, 0xffffffffn],
    ['::1', 6, 1n],
    ['2001:db8::ff00:42:8329', 6, 0x20010db8000000000000ff0000428329n],
    ['::ffff:10.0.0.1', 4, 0x0a000001n],
    ['fe80::1:2:3:4', 6, 0xfe800000000000000001000200030004n],
  ] as const)('parses %s', (text, version, value) => {
    expect(parseIp(text)).toEqual({ version, value });
  });

  it.each([
    '256.1.1.1',
    '1.2.3',
    '01.2.3.4',
    '1.2.3.4.5',
    '::1::2',
    '12345::',
    'fe80:::1',
    '1:2:3:4:5:6:7:8:9',
    'localhost',
    '',
  ])('refuses %s', (text) => {
    expect(parseIp(text)).toBeNull();
  });

  it('checks ranges: both ends valid, one IP version, start not after end', () => {
    expect(ipRangeProblem('10.0.0.1')).toBeNull();
    expect(ipRangeProblem('10.0.0.1', '')).toBeNull();
    expect(ipRangeProblem('10.0.0.1', '10.0.0.1')).toBeNull();
    expect(ipRangeProblem('10.0.0.x')).toBe('invalidStart');
    expect(ipRangeProblem('10.0.0.1', '10.0.0.x')).toBe('invalidEnd');
    expect(ipRangeProblem('10.0.0.1', '::1')).toBe('mixedVersions');
    expect(ipRangeProblem('10.0.0.9', '10.0.0.1')).toBe('startAfterEnd');
    expect(ipRangeProblem('2001:db8::ff', '2001:db8::1')).toBe('startAfterEnd');
  });

  it('matches addresses against single entries and inclusive ranges', () => {
    expect(ipInEntry('10.0.0.5', { ip: '10.0.0.1', toIp: '10.0.0.9' })).toBe(true);
    expect(ipInEntry('10.0.0.9', { ip: '10.0.0.1', toIp: '10.0.0.9' })).toBe(true);
    expect(ipInEntry('10.0.0.10', { ip: '10.0.0.1', toIp: '10.0.0.9' })).toBe(false);
    expect(ipInEntry('::ffff:127.0.0.1', { ip: '127.0.0.1' })).toBe(true);
    expect(ipInEntry('::1', { ip: '127.0.0.1' })).toBe(false);
    expect(ipAllowedBy('2001:db8::5', [{ ip: '10.0.0.1' }, { ip: '2001:db8::1', toIp: '2001:db8::ff' }])).toBe(true);
    expect(ipAllowedBy('192.0.2.1', [])).toBe(false);
  });
});
