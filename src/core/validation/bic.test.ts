import { describe, expect, it } from 'vitest';
import { validateBic } from './bic';

describe('validateBic', () => {
  it.each([
    ['DEUTDEFF', 'DE'],
    ['DEUTDEFF500', 'DE'],
    ['NEDSZAJJXXX', 'ZA'],
    ['BOFAUS3N', 'US'],
    ['COBADEFFXXX', 'DE'],
    ['UBSWCHZH80A', 'CH'],
  ])('accepts the published BIC %s', (bic, country) => {
    expect(validateBic(bic)).toEqual({ valid: true, value: bic, country });
  });

  it('accepts spaces and lower case and returns the canonical form', () => {
    expect(validateBic(' deut de ff 500 ')).toEqual({ valid: true, value: 'DEUTDEFF500', country: 'DE' });
  });

  it('rejects lengths other than 8 or 11', () => {
    expect(validateBic('DEUTDEF')).toEqual({ valid: false, reason: 'length' });
    expect(validateBic('DEUTDEFF50')).toEqual({ valid: false, reason: 'length' });
    expect(validateBic('DEUTDEFF5000')).toEqual({ valid: false, reason: 'length' });
  });

  it('rejects digits in the institution or country code', () => {
    expect(validateBic('DEU1DEFF')).toEqual({ valid: false, reason: 'format' });
    expect(validateBic('DEUTD3FF')).toEqual({ valid: false, reason: 'format' });
    expect(validateBic('DEUTDEF!')).toEqual({ valid: false, reason: 'format' });
  });

  it('rejects empty input', () => {
    expect(validateBic('')).toEqual({ valid: false, reason: 'empty' });
  });
});
