import { describe, expect, it } from 'vitest';
import { checkBirthDate } from './birth-date';

const TODAY = new Date(2030, 5, 15);

describe('checkBirthDate', () => {
  it.each([
    ['', 'missing'],
    ['  ', 'missing'],
    ['15/06/1990', 'invalid'],
    ['1990-02-30', 'invalid'],
    ['1899-12-31', 'invalid'],
    ['2031-01-01', 'invalid'],
    ['2012-06-16', 'underage'],
    ['2012-06-15', 'ok'],
    ['1990-04-12', 'ok'],
    ['2000-02-29', 'ok'],
  ] as const)('%s is %s', (value, expected) => {
    expect(checkBirthDate(value, TODAY)).toBe(expected);
  });
});
