import { loginRequestSchema } from '../../core/api/contract/auth';

export interface CredentialErrors {
  email?: 'errors.emailRequired' | 'errors.emailInvalid';
  password?: 'errors.passwordRequired';
}

/** Checks the credentials with the same e-mail rule the API applies, before anything is sent. */
export function validateCredentials(email: string, password: string): CredentialErrors {
  const errors: CredentialErrors = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = 'errors.emailRequired';
  else if (!loginRequestSchema.shape.username.safeParse(trimmed).success) errors.email = 'errors.emailInvalid';
  if (password === '') errors.password = 'errors.passwordRequired';
  return errors;
}

/** A one-time code is six digits; spaces and dashes a user pastes are ignored. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

export function validateCode(code: string): 'errors.codeRequired' | 'errors.codeInvalid' | null {
  const digits = normaliseCode(code);
  if (digits === '') return 'errors.codeRequired';
  if (!/^\d{6}$/.test(digits)) return 'errors.codeInvalid';
  return null;
}
