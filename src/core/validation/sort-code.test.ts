import { describe, expect, it } from 'vitest';
import { formatSortCode, validateSortCode } from './sort-code';

describe('validateSortCode', () => {
  it.each(['40-47-84', '40 47 84', '404784', '60-16-13'])('accepts %s', (text) => {
    expect(validateSortCode(text)).toEqual({ valid: true, value: text.replace(/\D/g, '') });
  });

  it('rejects other lengths, letters and mixed separators', () => {
    expect(validateSortCode('40-47-8')).toEqual({ valid: false, reason: 'format' });
    expect(validateSortCode('4047845')).toEqual({ valid: false, reason: 'format' });
    expect(validateSortCode('40-47 84')).toEqual({ valid: false, reason: 'format' });
    expect(validateSortCode('AB-CD-EF')).toEqual({ valid: false, reason: 'format' });
    expect(validateSortCode(' ')).toEqual({ valid: false, reason: 'empty' });
  });
});

describe('formatSortCode', () => {
  it('writes pairs with dashes', () => {
    expect(formatSortCode('404784')).toBe('40-47-84');
  });
});
