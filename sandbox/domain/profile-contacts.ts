/**
 * Profile contacts: a customer's e-mail addresses (primary, confirmation by link or code through the existing
 * email_confirmations), the customer's own confirmation of addresses, corrections and deletions of addresses, and
 * username changes confirmed with a code sent to the new address. Transport-free: routes/profile-contacts.ts calls it.
 */
import type Database from 'better-sqlite3';
import { ADDRESS_STATUS } from '../../src/core/api/contract/kyc';
import {
  emailAddProblem,
  emailPrimaryProblem,
  emailRemoveProblem,
  LIVING_ADDRESS_KINDS,
  MAX_CONTACT_EMAILS,
  usernameProblem,
  type ContactAddress,
  type ContactEmail,
  type UsernameChangeRequest,
} from '../../src/core/api/contract/profile-contacts';
import type { SandboxContext } from '../context';
import { addressStateRuleProblem } from './address-rules';
import { randomDigits, sha256Hex } from './crypto-ids';
import { addressCandidateOf, buildProfile, findActiveAddress } from './kyc';
import { notifyUser } from './news-notifications';
import { sendMessage } from './outbox';
import { requestEmailConfirmation } from './registration';
import { findCustomer, type CustomerRow, type UserRow } from './users';
import { FieldRefusal } from './domain-error';

export class ContactsError extends FieldRefusal {
  override name = 'ContactsError';
}

// --- E-mails -----------------------------------------------------------------------------------------------------

interface EmailRow {
  id: number;
  customer_id: number;
  email: string;
  is_primary: number;
  confirmed_at: number | null;
  confirmation_id: number | null;
  confirmation_sent_at: number | null;
  created_at: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

function emailView(row: EmailRow): ContactEmail {
  return {
    id: row.id,
    email: row.email,
    primary: row.is_primary === 1,
    confirmed: row.confirmed_at !== null,
    confirmationId: row.confirmed_at === null ? row.confirmation_id : null,
    confirmationSentAt:
      row.confirmed_at === null && row.confirmation_sent_at !== null ? iso(row.confirmation_sent_at) : null,
    created: iso(row.created_at),
  };
}

/**
 * The customer's live e-mail rows. The first read adds the login e-mail as the primary one. An address counts as
 * confirmed once a confirmation link for it was used (emailConfirm), whichever screen sent it (this list or the
 * verification page's e-mail step), or when verification recorded it confirmed: the same rule the profile data uses.
 */
function emailRows(db: Database.Database, customer: CustomerRow, nowMs: number): EmailRow[] {
  const select = () =>
    db
      .prepare(
        'SELECT * FROM customer_emails WHERE customer_id = ? AND deleted_at IS NULL ORDER BY is_primary DESC, id',
      )
      .all(customer.id) as EmailRow[];
  let rows = select();
  if (rows.length === 0) {
    db.prepare('INSERT INTO customer_emails (customer_id, email, is_primary, created_at) VALUES (?, ?, 1, ?)').run(
      customer.id,
      customer.login,
      nowMs,
    );
    rows = select();
  }
  const confirmedLinks = db.prepare(
    `SELECT confirmed_at FROM email_confirmations WHERE (id = ? OR email = ?) AND confirmed_at IS NOT NULL
     UNION ALL SELECT email_confirmed_at FROM kyc_profiles WHERE customer_id = ? AND ? = ? COLLATE NOCASE AND email_confirmed_at IS NOT NULL
     LIMIT 1`,
  );
  const markConfirmed = db.prepare('UPDATE customer_emails SET confirmed_at = ? WHERE id = ?');
  return rows.map((row) => {
    if (row.confirmed_at !== null) return row;
    const link = confirmedLinks.get(row.confirmation_id ?? -1, row.email, customer.id, row.email, customer.login) as
      { confirmed_at: number } | undefined;
    if (!link) return row;
    markConfirmed.run(link.confirmed_at, row.id);
    return { ...row, confirmed_at: link.confirmed_at };
  });
}

export function listEmails(
  db: Database.Database,
  customer: CustomerRow,
  nowMs: number,
): { emails: ContactEmail[]; maxEmails: number } {
  return { emails: emailRows(db, customer, nowMs).map(emailView), maxEmails: MAX_CONTACT_EMAILS };
}

function findEmail(db: Database.Database, customer: CustomerRow, id: number, nowMs: number): EmailRow {
  const row = emailRows(db, customer, nowMs).find((entry) => entry.id === id);
  if (!row) throw new ContactsError('id: No such e-mail address', 'id', 'emailUnknown');
  return row;
}

function sendEmailConfirmation(context: SandboxContext, user: UserRow, row: EmailRow, origin: string): EmailRow {
  const now = context.now();
  const confirmationId = requestEmailConfirmation(context, user, row.email, origin);
  context.db
    .prepare('UPDATE customer_emails SET confirmation_id = ?, confirmation_sent_at = ? WHERE id = ?')
    .run(confirmationId, now, row.id);
  return { ...row, confirmation_id: confirmationId, confirmation_sent_at: now };
}

export function addEmail(
  context: SandboxContext,
  user: UserRow,
  customer: CustomerRow,
  email: string,
  origin: string,
): ContactEmail {
  const { db } = context;
  const now = context.now();
  const rows = emailRows(db, customer, now);
  const problem = emailAddProblem(email, rows);
  if (problem === 'invalid') throw new ContactsError('email: Not an e-mail address', 'email', 'emailInvalid');
  if (problem === 'duplicate')
    throw new ContactsError('email: This address is already on the list', 'email', 'emailDuplicate');
  if (problem === 'tooMany')
    throw new ContactsError(`email: At most ${String(MAX_CONTACT_EMAILS)} e-mail addresses`, 'email', 'emailTooMany');
  const { lastInsertRowid } = db
    .prepare('INSERT INTO customer_emails (customer_id, email, created_at) VALUES (?, ?, ?)')
    .run(customer.id, email.trim(), now);
  const row = db.prepare('SELECT * FROM customer_emails WHERE id = ?').get(Number(lastInsertRowid)) as EmailRow;
  return emailView(sendEmailConfirmation(context, user, row, origin));
}

export function resendEmailConfirmation(
  context: SandboxContext,
  user: UserRow,
  customer: CustomerRow,
  id: number,
  origin: string,
): ContactEmail {
  const row = findEmail(context.db, customer, id, context.now());
  if (row.confirmed_at !== null)
    throw new ContactsError('id: This address is already confirmed', 'id', 'emailConfirmed');
  return emailView(sendEmailConfirmation(context, user, row, origin));
}

export function deleteEmail(context: SandboxContext, customer: CustomerRow, id: number): void {
  const row = findEmail(context.db, customer, id, context.now());
  if (emailRemoveProblem({ primary: row.is_primary === 1 }))
    throw new ContactsError('id: Make another address primary before deleting this one', 'id', 'emailPrimary');
  context.db.prepare('UPDATE customer_emails SET deleted_at = ? WHERE id = ?').run(context.now(), id);
}

export function setPrimaryEmail(context: SandboxContext, customer: CustomerRow, id: number): ContactEmail[] {
  const { db } = context;
  const now = context.now();
  const row = findEmail(db, customer, id, now);
  const problem = emailPrimaryProblem({ primary: row.is_primary === 1, confirmed: row.confirmed_at !== null });
  if (problem === 'unconfirmed')
    throw new ContactsError('id: Confirm the address before making it primary', 'id', 'emailUnconfirmed');
  if (problem === null) {
    db.transaction(() => {
      db.prepare('UPDATE customer_emails SET is_primary = 0 WHERE customer_id = ?').run(customer.id);
      db.prepare('UPDATE customer_emails SET is_primary = 1 WHERE id = ?').run(id);
    })();
  }
  return listEmails(db, customer, now).emails;
}

// --- Addresses ---------------------------------------------------------------------------------------------------

function confirmationsOf(db: Database.Database, ids: readonly number[]): Map<number, number> {
  const select = db.prepare('SELECT confirmed_at FROM address_confirmations WHERE address_id = ?');
  return new Map(
    ids.flatMap((id) => {
      const row = select.get(id) as { confirmed_at: number } | undefined;
      return row ? [[id, row.confirmed_at] as const] : [];
    }),
  );
}

export function listAddresses(
  db: Database.Database,
  customer: CustomerRow,
  nowMs: number,
): { addresses: ContactAddress[]; residenceCountry: string } {
  const profile = buildProfile(db, customer, nowMs);
  const confirmed = confirmationsOf(
    db,
    profile.addresses.map((address) => address.addressId),
  );
  return {
    residenceCountry: profile.residenceCountry,
    addresses: profile.addresses.map((address) => {
      const at = confirmed.get(address.addressId);
      return { ...address, customerConfirmedAt: at === undefined ? null : iso(at) };
    }),
  };
}

function findAddress(db: Database.Database, customer: CustomerRow, addressId: number, nowMs: number): ContactAddress {
  const address = listAddresses(db, customer, nowMs).addresses.find((entry) => entry.addressId === addressId);
  if (!address) throw new ContactsError('addressId: No such address', 'addressId', 'addressUnknown');
  return address;
}

export interface AddressCorrection {
  address1: string;
  address2?: string | undefined;
  city: string;
  postalCode: string;
  stateCode?: string | undefined;
}

export function correctAddress(
  context: SandboxContext,
  customer: CustomerRow,
  addressId: number,
  input: AddressCorrection,
): ContactAddress {
  const { db } = context;
  const now = context.now();
  const current = findAddress(db, customer, addressId, now);
  if (current.addressStatus === ADDRESS_STATUS.confirmed || current.confirmed) {
    throw new ContactsError(
      'addressId: A confirmed address cannot be corrected; replace it if you moved',
      'addressId',
      'addressLocked',
    );
  }
  const row = findActiveAddress(db, customer.id, addressId);
  if (!row) throw new ContactsError('addressId: No such address', 'addressId', 'addressUnknown');
  const next = { ...addressCandidateOf(row), ...input, stateCode: input.stateCode ?? null };
  const problem = addressStateRuleProblem(next, true);
  if (problem) throw new ContactsError(problem.message, problem.field, problem.code);
  db.transaction(() => {
    db.prepare(
      'UPDATE kyc_addresses SET address1 = ?, address2 = ?, city = ?, postal_code = ?, state_code = ? WHERE id = ?',
    ).run(
      input.address1.trim(),
      input.address2?.trim() || null,
      input.city.trim(),
      input.postalCode.trim(),
      input.stateCode || null,
      addressId,
    );
    // The customer confirms the corrected address again.
    db.prepare('DELETE FROM address_confirmations WHERE address_id = ?').run(addressId);
  })();
  return findAddress(db, customer, addressId, now);
}

export function deleteAddress(context: SandboxContext, customer: CustomerRow, addressId: number): void {
  const { db } = context;
  const now = context.now();
  const { addresses } = listAddresses(db, customer, now);
  const address = addresses.find((entry) => entry.addressId === addressId);
  if (!address) throw new ContactsError('addressId: No such address', 'addressId', 'addressUnknown');
  const living = addresses.filter((entry) => LIVING_ADDRESS_KINDS.includes(entry.addressKind));
  if (LIVING_ADDRESS_KINDS.includes(address.addressKind) && living.length === 1) {
    throw new ContactsError(
      'addressId: Your only home address cannot be deleted; replace it instead',
      'addressId',
      'addressLastHome',
    );
  }
  db.prepare('UPDATE kyc_addresses SET retired_at = ? WHERE id = ?').run(now, addressId);
}

export function confirmAddress(
  context: SandboxContext,
  user: UserRow,
  customer: CustomerRow,
  addressId: number,
): ContactAddress {
  const { db } = context;
  const now = context.now();
  findAddress(db, customer, addressId, now);
  db.prepare(
    `INSERT INTO address_confirmations (address_id, user_id, confirmed_at) VALUES (?, ?, ?)
     ON CONFLICT (address_id) DO UPDATE SET user_id = excluded.user_id, confirmed_at = excluded.confirmed_at`,
  ).run(addressId, user.id, now);
  return findAddress(db, customer, addressId, now);
}

// --- Username ----------------------------------------------------------------------------------------------------

const USERNAME_CODE_TTL_MS = 30 * 60 * 1000;
const USERNAME_MAX_ATTEMPTS = 5;

interface UsernameRow {
  id: number;
  user_id: number;
  desired_username: string;
  code_hash: string;
  failed_attempts: number;
  status: 'pending' | 'failed' | 'active' | 'cancelled';
  logs: string;
  created_at: number;
  expires_at: number;
}

type LogEntry = UsernameChangeRequest['logs'][number];

function usernameView(row: UsernameRow): UsernameChangeRequest {
  return {
    requestId: row.id,
    desiredUsername: row.desired_username,
    status: row.status === 'cancelled' ? 'failed' : row.status,
    created: iso(row.created_at),
    logs: JSON.parse(row.logs) as LogEntry[],
  };
}

function latestRequest(db: Database.Database, userId: number): UsernameRow | undefined {
  return db
    .prepare(
      "SELECT * FROM username_change_requests WHERE user_id = ? AND status != 'cancelled' ORDER BY id DESC LIMIT 1",
    )
    .get(userId) as UsernameRow | undefined;
}

export function usernameChangeOf(
  db: Database.Database,
  user: UserRow,
): { username: string; request: UsernameChangeRequest | null } {
  const row = latestRequest(db, user.id);
  return { username: user.email, request: row ? usernameView(row) : null };
}

function usernameTaken(db: Database.Database, username: string, userId: number): boolean {
  return (
    db.prepare('SELECT 1 FROM users WHERE lower(email) = lower(?) AND id != ?').get(username, userId) !== undefined
  );
}

function appendLog(
  db: Database.Database,
  row: UsernameRow,
  status: UsernameRow['status'],
  entry: LogEntry,
): UsernameRow {
  const logs = JSON.stringify([...(JSON.parse(row.logs) as LogEntry[]), entry]);
  db.prepare('UPDATE username_change_requests SET status = ?, logs = ? WHERE id = ?').run(status, logs, row.id);
  return { ...row, status, logs };
}

export function requestUsernameChange(context: SandboxContext, user: UserRow, desired: string): UsernameChangeRequest {
  const { db } = context;
  const now = context.now();
  const problem = usernameProblem(desired, user.email);
  if (problem === 'invalid')
    throw new ContactsError('desiredUsername: Not an e-mail address', 'desiredUsername', 'usernameInvalid');
  if (problem === 'unchanged')
    throw new ContactsError('desiredUsername: This is already your username', 'desiredUsername', 'usernameUnchanged');
  const username = desired.trim();
  if (usernameTaken(db, username, user.id))
    throw new ContactsError('desiredUsername: This username is taken', 'desiredUsername', 'usernameTaken');
  const code = randomDigits(6);
  const logs: LogEntry[] = [
    { at: iso(now), event: 'requested', description: `Change to ${username} requested; code sent to the new address` },
  ];
  const id = db.transaction(() => {
    // A new request replaces a pending one: only the latest code counts.
    db.prepare("UPDATE username_change_requests SET status = 'cancelled' WHERE user_id = ? AND status = 'pending'").run(
      user.id,
    );
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO username_change_requests (user_id, desired_username, code_hash, status, logs, created_at, expires_at)
         VALUES (?, ?, ?, 'pending', ?, ?, ?)`,
      )
      .run(user.id, username, sha256Hex(code), JSON.stringify(logs), now, now + USERNAME_CODE_TTL_MS);
    return Number(lastInsertRowid);
  })();
  sendMessage(db, now, {
    to: username,
    userEmail: user.email,
    channel: 'email',
    subject: 'Confirm your new username',
    body: `Enter the code ${code} in your profile to sign in as ${username} from now on. The code works for 30 minutes.`,
    code,
  });
  return usernameView(db.prepare('SELECT * FROM username_change_requests WHERE id = ?').get(id) as UsernameRow);
}

function pendingRequest(db: Database.Database, user: UserRow, requestId: number): UsernameRow {
  const row = db
    .prepare('SELECT * FROM username_change_requests WHERE id = ? AND user_id = ?')
    .get(requestId, user.id) as UsernameRow | undefined;
  if (!row) throw new ContactsError('requestId: No such request', 'requestId', 'usernameRequestUnknown');
  if (row.status !== 'pending')
    throw new ContactsError('requestId: This request is no longer pending', 'requestId', 'usernameRequestClosed');
  return row;
}

function failUsernameChange(context: SandboxContext, user: UserRow, row: UsernameRow, reason: string): UsernameRow {
  const failed = appendLog(context.db, row, 'failed', { at: iso(context.now()), event: 'failed', description: reason });
  notifyUser(
    context,
    user.id,
    {
      type: 'usernameChangeFailed',
      severity: 'error',
      title: 'Username not changed',
      message: reason,
      data: { requestId: row.id },
    },
    context.now(),
  );
  return failed;
}

export function confirmUsernameChange(
  context: SandboxContext,
  user: UserRow,
  requestId: number,
  code: string,
): { request: UsernameChangeRequest; username: string } {
  const { db } = context;
  const now = context.now();
  const row = pendingRequest(db, user, requestId);
  if (row.expires_at <= now) {
    return {
      request: usernameView(failUsernameChange(context, user, row, 'The code expired; ask for a new one.')),
      username: user.email,
    };
  }
  if (row.code_hash !== sha256Hex(code)) {
    const attempts = row.failed_attempts + 1;
    db.prepare('UPDATE username_change_requests SET failed_attempts = ? WHERE id = ?').run(attempts, row.id);
    if (attempts >= USERNAME_MAX_ATTEMPTS) {
      return {
        request: usernameView(failUsernameChange(context, user, row, 'Too many wrong codes; ask for a new one.')),
        username: user.email,
      };
    }
    throw new ContactsError('code: Wrong code', 'code', 'usernameCodeWrong');
  }
  if (usernameTaken(db, row.desired_username, user.id)) {
    return {
      request: usernameView(
        failUsernameChange(context, user, row, `${row.desired_username} was taken by another account meanwhile.`),
      ),
      username: user.email,
    };
  }
  const previous = user.email;
  const active = db.transaction(() => {
    db.prepare('UPDATE users SET email = ? WHERE id = ?').run(row.desired_username, user.id);
    const own = findCustomer(db, user.customer_id);
    if (own && own.login.toLowerCase() === previous.toLowerCase())
      db.prepare('UPDATE customers SET login = ? WHERE id = ?').run(row.desired_username, own.id);
    return appendLog(db, row, 'active', {
      at: iso(now),
      event: 'active',
      description: `You now sign in as ${row.desired_username}`,
    });
  })();
  sendMessage(db, now, {
    to: previous,
    userEmail: row.desired_username,
    channel: 'email',
    subject: 'Your username was changed',
    body: `You now sign in as ${row.desired_username}. If this was not you, contact support at once.`,
  });
  notifyUser(
    context,
    user.id,
    {
      type: 'usernameChanged',
      severity: 'success',
      title: 'Username changed',
      message: `You now sign in as ${row.desired_username}.`,
      data: { requestId: row.id },
    },
    now,
  );
  return { request: usernameView(active), username: row.desired_username };
}

export function cancelUsernameChange(context: SandboxContext, user: UserRow, requestId: number): void {
  const row = pendingRequest(context.db, user, requestId);
  appendLog(context.db, row, 'cancelled', { at: iso(context.now()), event: 'cancelled', description: 'Cancelled' });
}
