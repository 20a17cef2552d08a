import { describe, expect, it } from 'vitest';
import { normaliseCode, validateCode, validateCredentials } from './validation';

describe('validateCredentials', () => {
  it('asks for both fields when empty', () => {
    expect(validateCredentials('', '')).toEqual({ email: 'errors.emailRequired', password: 'errors.passwordRequired' });
  });

  it('rejects an address without a domain and accepts a normal one, trimming spaces', () => {
    expect(validateCredentials('person@', 'x').email).toBe('errors.emailInvalid');
    expect(validateCredentials('  personal@demo.test ', 'x')).toEqual({});
  });
});

describe('codes', () => {
  it('ignores spaces and dashes a user pastes', () => {
    expect(normaliseCode('12 34-56')).toBe('123456');
    expect(validateCode('12 34-56')).toBeNull();
  });

  it('explains a missing or short code', () => {
    expect(validateCode('')).toBe('errors.codeRequired');
    expect(validateCode('12345')).toBe('errors.codeInvalid');
    expect(validateCode('12345a')).toBe('errors.codeInvalid');
  });
});
