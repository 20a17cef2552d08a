import { describe, expect, it } from 'vitest';
import { maskContact, maskEmail, maskPhone } from './masking';
import { maskedPhone, type UserRow } from './users';

describe('one masked-contact format', () => {
  it('masks an e-mail to its first letter and domain, and a phone to its country code and last four digits', () => {
    expect(maskEmail('paula@demo.test')).toBe('p•••@demo.test');
    expect(maskPhone('7700900123', '44')).toBe('+44 ••• ••• 0123');
    expect(maskPhone('+49 151 2345 6789')).toBe('+49 ••• ••• 6789');
    expect(maskContact('paula@demo.test')).toBe('p•••@demo.test');
    expect(maskContact('+447700900123')).toBe('+44 ••• ••• 0123');
  });

  it("shows a user's phone on file the same way as any other masked phone", () => {
    const user = { phone: '7700900123', phone_country_code: '44' } as UserRow;
    expect(maskedPhone(user)).toBe(maskPhone('+447700900123'));
  });
});
