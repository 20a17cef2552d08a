/**
 * How the sandbox shows a contact it sent something to, in one format everywhere (issue 33 found three): enough for
 * the owner to recognise, not enough for anyone else to learn. E-mail `a•••@example.test`; phone `+44 ••• ••• 1234`
 * (the country code and the last four digits).
 */

/** `a•••@example.test`. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
}

/**
 * `+44 ••• ••• 1234`. With the country code known it is shown as given; a full international number without one is
 * shown with its first two digits (the sandbox's payees are in two-digit-code countries).
 */
export function maskPhone(phone: string, countryCode?: string | null): string {
  const digits = phone.replace(/\D/g, '');
  const code = countryCode ? countryCode.replace(/\D/g, '') : digits.slice(0, 2);
  return `+${code} ••• ••• ${digits.slice(-4)}`;
}

/** An e-mail address or a phone number, whichever `address` is. */
export function maskContact(address: string): string {
  return address.includes('@') ? maskEmail(address) : maskPhone(address);
}
