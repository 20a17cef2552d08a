/** Contact and identity fields of payout forms: e-mail, phone number and tax id. */
import type { ValidationResult } from './validation-result';

export type ContactFailure = 'empty' | 'format';

export type ContactResult = ValidationResult<ContactFailure>;

/**
 * Spec 2 section 5: an e-mail must be longer than 5 characters and contain "@" and a dot. Checked here as one
 * "@" with text on both sides and a dot in the domain, which implies the spec's rule.
 */
export function validateEmail(text: string): ContactResult {
  const email = text.trim();
  if (email === '') return { valid: false, reason: 'empty' };
  if (email.length <= 5 || !/^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(email)) return { valid: false, reason: 'format' };
  return { valid: true, value: email };
}

/** An international phone number (E.164): an optional "+", 7 to 15 digits; spaces, dashes, dots, brackets allowed. */
export function validatePhone(text: string): ContactResult {
  const trimmed = text.trim();
  if (trimmed === '') return { valid: false, reason: 'empty' };
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return { valid: false, reason: 'format' };
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return { valid: false, reason: 'format' };
  return { valid: true, value: `${trimmed.startsWith('+') ? '+' : ''}${digits}` };
}

/** A tax identification number: 4 to 20 letters and digits, with the dots, dashes and slashes national formats use. */
export function validateTaxId(text: string): ContactResult {
  const taxId = text.trim().toUpperCase();
  if (taxId === '') return { valid: false, reason: 'empty' };
  const characters = taxId.replace(/[.\-/\s]/g, '');
  if (!/^[A-Z0-9]{4,20}$/.test(characters)) return { valid: false, reason: 'format' };
  return { valid: true, value: taxId };
}
