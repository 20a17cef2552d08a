import { describe, expect, it } from 'vitest';
import { validateAbaRouting } from './aba';

describe('validateAbaRouting', () => {
  it.each([
    '011000015', // Federal Reserve Bank of Boston
    '021000021', // JPMorgan Chase, New York
    '026009593', // Bank of America, New York
    '121000358', // Bank of America, California
    '111000025', // Federal Reserve Bank of Dallas
    '322271627', // JPMorgan Chase, California (thrift range 21-32)
  ])('accepts the published routing number %s', (routing) => {
    expect(validateAbaRouting(routing)).toEqual({ valid: true, value: routing });
  });

  it('rejects a wrong check digit', () => {
    expect(validateAbaRouting('011000016')).toEqual({ valid: false, reason: 'checksum' });
    expect(validateAbaRouting('021000012')).toEqual({ valid: false, reason: 'checksum' });
  });

  it('rejects a first pair outside the Federal Reserve ranges, even with a good checksum', () => {
    // 130000006: 3·(1+0+0) + 7·(3+0+0) + (0+0+6) = 30, a multiple of 10, but 13 is not a routing prefix.
    expect(validateAbaRouting('130000006')).toEqual({ valid: false, reason: 'prefix' });
  });

  it('rejects other lengths and non-digits, and accepts spaces', () => {
    expect(validateAbaRouting('01100001')).toEqual({ valid: false, reason: 'format' });
    expect(validateAbaRouting('0110000155')).toEqual({ valid: false, reason: 'format' });
    expect(validateAbaRouting('01100001A')).toEqual({ valid: false, reason: 'format' });
    expect(validateAbaRouting('')).toEqual({ valid: false, reason: 'empty' });
    expect(validateAbaRouting('0110 0001 5')).toEqual({ valid: true, value: '011000015' });
  });
});
