/**
 * Registration and account activation, password resets and e-mail confirmations: the codes behind the links the
 * sandbox e-mails (they land in the outbox). Codes are stored as SHA-256 hashes and compared as hashes.
 */
import type { ActivationAction } from '../../src/core/api/contract/registration';
import type { SandboxContext } from '../context';
import { iban } from '../db/seed';
import { randomDigits, randomToken, sha256Hex } from './crypto-ids';
import { PERSONAL_PERMISSIONS } from './customer-permissions';
import { sendMessage } from './outbox';
import type { UserRow } from './users';

/** Activation links work for 7 days; a resend replaces the code and restarts the clock. */
export const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many activation e-mails per account (the first one included). */
export const MAX_ACTIVATION_SENDS = 6;
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
export const MAX_RESET_ATTEMPTS = 5;
/** Where links point when the request does not say which portal sent it (tests, seeds). */
export const DEFAULT_PORTAL_ORIGIN = 'http://127.0.0.1:5173';

/** Customer ids of self-registered customers start here (seeded customers stay below). */
const FIRST_REGISTERED_CUSTOMER_ID = 300_001;

export interface ActivationCodeRow {
  user_id: number;
  action: ActivationAction;
  code_hash: string;
  sends: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

interface PasswordResetRow {
  id: number;
  user_id: number;
  code_hash: string;
  failed_attempts: number;
  status: 'pending' | 'superseded' | 'locked' | 'used';
  created_at: number;
  expires_at: number;
}

/**
 * The portal that made the request, so links in e-mails open the same portal (its origin comes with every CORS
 * request). Only http(s) origins are used.
 */
export function portalOrigin(request: Request | null): string {
  const origin = request?.headers.get('origin');
  if (origin && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return process.env.PORTAL_ORIGIN ?? DEFAULT_PORTAL_ORIGIN;
}

export function activationLink(origin: string, action: ActivationAction, email: string, code: string): string {
  const query = new URLSearchParams({ action, user: email, code });
  return `${origin}/activate?${query.toString()}`;
}

const ACTIVATION_MAIL: Record<ActivationAction, { subject: string; body: (link: string) => string }> = {
  activation: {
    subject: 'Activate your account',
    body: (link) => `Welcome! Open this link to activate your account and sign in: ${link} The link works for 7 days.`,
  },
  activationBusiness: {
    subject: 'Activate your business account',
    body: (link) =>
      `Your business account is ready. Open this link to activate it: ${link} Your authorised users receive their own links once it is active.`,
  },
  activationEmployee: {
    subject: 'You have been given access to a business account',
    body: (link) =>
      `Open this link to activate your access and choose your password: ${link} The link works for 7 days.`,
  },
};

/** Creates (or replaces) the activation code of a pending user and e-mails the link. */
export function sendActivation(
  context: SandboxContext,
  user: UserRow,
  action: ActivationAction,
  origin: string,
  code = randomToken(24),
): void {
  const now = context.now();
  const existing = findActivation(context, user.id);
  context.db
    .prepare(
      `INSERT INTO activation_codes (user_id, action, code_hash, sends, created_at, expires_at) VALUES (?, ?, ?, 1, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET code_hash = excluded.code_hash, action = excluded.action, sends = sends + 1,
         created_at = excluded.created_at, expires_at = excluded.expires_at, used_at = NULL`,
    )
    .run(user.id, action, sha256Hex(code), now, now + ACTIVATION_TTL_MS);
  const link = activationLink(origin, existing?.action ?? action, user.email, code);
  const mail = ACTIVATION_MAIL[existing?.action ?? action];
  sendMessage(context.db, now, {
    to: user.email,
    userEmail: user.email,
    channel: 'email',
    subject: mail.subject,
    body: mail.body(link),
    link,
  });
}

export function findActivation(context: SandboxContext, userId: number): ActivationCodeRow | undefined {
  return context.db.prepare('SELECT * FROM activation_codes WHERE user_id = ?').get(userId) as
    ActivationCodeRow | undefined;
}

export type ActivationCheck =
  { ok: true; row: ActivationCodeRow } | { ok: false; reason: 'invalid' | 'expired' | 'alreadyActive' };

/** Checks a link's code for a user and an action; an active user's link answers 'alreadyActive'. */
export function checkActivation(
  context: SandboxContext,
  user: UserRow | undefined,
  actions: readonly ActivationAction[],
  code: string,
): ActivationCheck {
  if (!user) return { ok: false, reason: 'invalid' };
  const row = findActivation(context, user.id);
  if (user.status === 'active')
    return row && row.code_hash === sha256Hex(code)
      ? { ok: false, reason: 'alreadyActive' }
      : { ok: false, reason: 'invalid' };
  if (!row || !actions.includes(row.action) || row.code_hash !== sha256Hex(code))
    return { ok: false, reason: 'invalid' };
  if (row.expires_at <= context.now()) return { ok: false, reason: 'expired' };
  return { ok: true, row };
}

/**
 * Activates a user whose activation link checked out. The link was e-mailed to the user's address, so opening it
 * proves the address as a confirmation link would: it is recorded as a used confirmation, which is what verification
 * and the profile's e-mail list read.
 */
export function markActive(context: SandboxContext, userId: number): void {
  const { db } = context;
  const now = context.now();
  db.transaction(() => {
    db.prepare("UPDATE users SET status = 'active' WHERE id = ?").run(userId);
    db.prepare('UPDATE activation_codes SET used_at = ? WHERE user_id = ?').run(now, userId);
    db.prepare(
      `INSERT INTO email_confirmations (user_id, email, code_hash, created_at, expires_at, confirmed_at)
       SELECT u.id, u.email, a.code_hash, a.created_at, a.expires_at, ? FROM users u JOIN activation_codes a ON a.user_id = u.id WHERE u.id = ?`,
    ).run(now, userId);
  })();
}

export interface NewPersonalCustomer {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phoneCountryCode: string;
  phone: string;
  birthDay: string;
  countryCode: string;
  registrationType: string;
  language: string | null;
  clientIp: string;
}

/** Personal customers start unverified and needing KYC, with empty USD and EUR accounts. */
const NEW_ACCOUNT_CURRENCIES = ['USD', 'EUR'] as const;

/** The id of the next self-registered customer (personal or business). */
export function nextRegisteredCustomerId(context: SandboxContext): number {
  const { maxId } = context.db
    .prepare('SELECT max(id) AS maxId FROM customers WHERE id >= ?')
    .get(FIRST_REGISTERED_CUSTOMER_ID) as { maxId: number | null };
  return (maxId ?? FIRST_REGISTERED_CUSTOMER_ID - 1) + 1;
}

/** A new customer's empty USD and EUR payment accounts. */
export function openNewAccounts(context: SandboxContext, customerId: number): void {
  const { db } = context;
  for (const currency of NEW_ACCOUNT_CURRENCIES) {
    const { maxAccount } = db.prepare('SELECT max(id) AS maxAccount FROM ledger_accounts').get() as {
      maxAccount: number;
    };
    const accountId = maxAccount + 1;
    db.prepare(
      `INSERT INTO ledger_accounts (id, customer_id, account_number, name, type, currency, is_system) VALUES (?, ?, ?, ?, 1001, ?, 0)`,
    ).run(
      accountId,
      customerId,
      iban('GB', `SNDB040004${String(accountId).padStart(8, '0')}`),
      `${currency} payment account`,
      currency,
    );
  }
}

/** Creates a pending personal customer, its user and its (empty) accounts; returns the user. */
export function createPersonalCustomer(context: SandboxContext, input: NewPersonalCustomer): UserRow {
  const { db } = context;
  const now = context.now();
  return db.transaction(() => {
    const customerId = nextRegisteredCustomerId(context);
    db.prepare(
      `INSERT INTO customers (id, customer_type, login, first_name, last_name, birth_day, created_at, residence_country_code,
         verified, is_need_kyc, permissions, required_actions)
       VALUES (?, 0, ?, ?, ?, ?, ?, ?, 0, 1, ?, '[]')`,
    ).run(
      customerId,
      input.email,
      input.firstName,
      input.lastName,
      input.birthDay,
      new Date(now).toISOString(),
      input.countryCode,
      JSON.stringify(PERSONAL_PERMISSIONS),
    );
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO users (email, password_hash, first_name, last_name, phone_country_code, phone, customer_id, auth_flow, status)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'simple', 'pending')`,
      )
      .run(
        input.email,
        input.passwordHash,
        input.firstName,
        input.lastName,
        input.phoneCountryCode,
        input.phone,
        customerId,
      );
    const userId = Number(lastInsertRowid);
    db.prepare(
      'INSERT INTO personal_registrations (user_id, registration_type, language, client_ip, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(userId, input.registrationType, input.language, input.clientIp, now);
    openNewAccounts(context, customerId);
    return db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as UserRow;
  })();
}

export function phoneTaken(context: SandboxContext, phoneCountryCode: string, phone: string): boolean {
  return (
    context.db
      .prepare('SELECT 1 FROM users WHERE phone_country_code = ? AND phone = ?')
      .get(phoneCountryCode, phone) !== undefined
  );
}

/** Starts a password reset: earlier requests stop working; the code and a link carrying it are e-mailed. */
export function startPasswordReset(context: SandboxContext, user: UserRow, origin: string): void {
  const now = context.now();
  const code = randomDigits(6);
  context.db
    .prepare("UPDATE password_resets SET status = 'superseded' WHERE user_id = ? AND status = 'pending'")
    .run(user.id);
  context.db
    .prepare('INSERT INTO password_resets (user_id, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(user.id, sha256Hex(code), now, now + PASSWORD_RESET_TTL_MS);
  const link = `${origin}/password-reset?${new URLSearchParams({ email: user.email, code }).toString()}`;
  sendMessage(context.db, now, {
    to: user.email,
    userEmail: user.email,
    channel: 'email',
    subject: 'Reset your password',
    body: `Your password reset code is ${code}. Enter it on the password reset page, or open ${link} The code works for 30 minutes. If you did not ask for it, ignore this e-mail: your password stays the same.`,
    code,
    link,
  });
}

export type ResetCheck =
  { ok: true; resetId: number } | { ok: false; reason: 'invalid' | 'expired' | 'locked' | 'none' };

/** Checks a reset code; a wrong code counts, and the fifth wrong one cancels the request. */
export function checkPasswordReset(context: SandboxContext, user: UserRow | undefined, code: string): ResetCheck {
  if (!user) return { ok: false, reason: 'invalid' };
  const row = context.db
    .prepare(
      "SELECT * FROM password_resets WHERE user_id = ? AND status IN ('pending', 'locked') ORDER BY id DESC LIMIT 1",
    )
    .get(user.id) as PasswordResetRow | undefined;
  if (!row) return { ok: false, reason: 'none' };
  if (row.status === 'locked') return { ok: false, reason: 'locked' };
  if (row.expires_at <= context.now()) return { ok: false, reason: 'expired' };
  if (row.code_hash !== sha256Hex(code)) {
    const attempts = row.failed_attempts + 1;
    context.db
      .prepare('UPDATE password_resets SET failed_attempts = ?, status = ? WHERE id = ?')
      .run(attempts, attempts >= MAX_RESET_ATTEMPTS ? 'locked' : 'pending', row.id);
    return { ok: false, reason: attempts >= MAX_RESET_ATTEMPTS ? 'locked' : 'invalid' };
  }
  return { ok: true, resetId: row.id };
}

export function finishPasswordReset(
  context: SandboxContext,
  user: UserRow,
  resetId: number,
  passwordHash: string,
): void {
  const now = context.now();
  context.db.transaction(() => {
    context.db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, user.id);
    context.db.prepare("UPDATE password_resets SET status = 'used', used_at = ? WHERE id = ?").run(now, resetId);
    // A new password ends every session: whoever knew the old one is signed out.
    context.db
      .prepare(
        "UPDATE token_families SET revoked_at = ?, revoked_reason = 'Password changed' WHERE user_id = ? AND revoked_at IS NULL",
      )
      .run(now, user.id);
  })();
  sendMessage(context.db, now, {
    to: user.email,
    userEmail: user.email,
    channel: 'email',
    subject: 'Your password was changed',
    body: 'The password of your account was just changed and every open session was signed out. If this was not you, contact support at once.',
  });
}

/** Creates an e-mail address waiting for confirmation and e-mails its link (used by the seed and by e-mail changes). */
export function requestEmailConfirmation(
  context: SandboxContext,
  user: UserRow,
  email: string,
  origin: string,
  code = randomDigits(6),
): number {
  const now = context.now();
  const { lastInsertRowid } = context.db
    .prepare(
      'INSERT INTO email_confirmations (user_id, email, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(user.id, email, sha256Hex(code), now, now + ACTIVATION_TTL_MS);
  const emailId = Number(lastInsertRowid);
  const link = `${origin}/login?${new URLSearchParams({ emailConfirmation: '1', emailId: String(emailId), code }).toString()}`;
  sendMessage(context.db, now, {
    to: email,
    userEmail: user.email,
    channel: 'email',
    subject: 'Confirm your e-mail address',
    body: `Open this link to confirm ${email} for your account: ${link}`,
    code,
    link,
  });
  return emailId;
}

export function confirmEmail(context: SandboxContext, emailId: number, code: string): boolean {
  const row = context.db.prepare('SELECT * FROM email_confirmations WHERE id = ?').get(emailId) as
    { code_hash: string; expires_at: number; confirmed_at: number | null } | undefined;
  if (!row || row.code_hash !== sha256Hex(code)) return false;
  // Opening the link again after it worked is still a success (a mail client may open it twice).
  if (row.confirmed_at !== null) return true;
  if (row.expires_at <= context.now()) return false;
  context.db.prepare('UPDATE email_confirmations SET confirmed_at = ? WHERE id = ?').run(context.now(), emailId);
  return true;
}
