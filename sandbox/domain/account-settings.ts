/**
 * Account security and settings: password change confirmed with a code (other sessions end), pending terms accepted,
 * agreements with their PDFs, the payout blacklist (checked by p2p payments) and the IP whitelist (checked on sign-in
 * and on every call with a bearer token).
 */
import type Database from 'better-sqlite3';
import { ipAllowedBy, ipRangeProblem, parseIp } from '../../src/core/api/contract/ip-ranges';
import type { SandboxContext } from '../context';
import { randomDigits, randomToken } from './crypto-ids';
import { pdfLine, pdfText, wrap, writePdfWithFooter } from './pdf-writer';
import { isOpenCodeRequest, type CodeRequestColumns } from './approval-codes';
import { notifyUser } from './news-notifications';
import { sendMessage } from './outbox';
import { hashPassword, verifyPassword } from './passwords';
import { fullPhone, maskedPhone, type UserRow } from './users';
import { maskContact } from './masking';
import { DomainError, oneFieldAtFault } from './domain-error';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';

export class SettingsError extends DomainError {
  override name = 'SettingsError';
  constructor(message: string, field?: string) {
    super(RESPONSE_CODES.verifyError, message, field ? oneFieldAtFault(field, message) : {}, { field: field ?? null });
  }
}

const PASSWORD_CHANGE_TTL_MS = 10 * 60_000;
const MAX_FAILED_ATTEMPTS = 5;

/**
 * Starts a password change. The code goes by the customer's approval mode: an SMS for sms (when a phone is on file),
 * the authenticator for otp, an e-mail otherwise (push customers confirm with an e-mailed code: decisions.md).
 */
export async function startPasswordChange(
  context: SandboxContext,
  user: UserRow,
  familyId: string,
  input: { password: string; passwordNew: string; passwordNewRepeat: string },
): Promise<{ requestKey: string; delivery: { channel: 'email' | 'sms' | 'otp'; sentTo: string | null } }> {
  if (!(await verifyPassword(input.password, user.password_hash)))
    throw new SettingsError('The current password is not correct', 'password');
  if (input.passwordNew !== input.passwordNewRepeat)
    throw new SettingsError('The new passwords do not match', 'passwordNewRepeat');
  if (input.passwordNew === input.password)
    throw new SettingsError('The new password must differ from the current one', 'passwordNew');
  const phone = fullPhone(user);
  const channel =
    user.transaction_approve_mode === 'sms' && phone
      ? 'sms'
      : user.transaction_approve_mode === 'otp'
        ? 'otp'
        : 'email';
  const requestKey = randomToken(16);
  const code = randomDigits(6);
  const now = context.now();
  context.db
    .prepare(
      `INSERT INTO password_change_requests (request_key, user_id, family_id, new_password_hash, code, channel, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      requestKey,
      user.id,
      familyId,
      await hashPassword(input.passwordNew),
      code,
      channel,
      now,
      now + PASSWORD_CHANGE_TTL_MS,
    );
  const to = channel === 'sms' && phone ? phone : user.email;
  sendMessage(context.db, now, {
    to,
    userEmail: user.email,
    channel,
    subject: 'Confirm your password change',
    body:
      channel === 'otp'
        ? `Authenticator code ${code}`
        : `Enter ${code} to confirm your new password. If you did not ask for this, sign in and change your password.`,
    code,
  });
  return {
    requestKey,
    delivery: {
      channel,
      sentTo: channel === 'otp' ? null : channel === 'sms' ? (maskedPhone(user) ?? maskContact(to)) : maskContact(to),
    },
  };
}

/** Confirms a password change: sets the new password and ends every other session of the user. */
export function confirmPasswordChange(
  context: SandboxContext,
  user: UserRow,
  familyId: string,
  requestKey: string,
  code: string,
): number {
  const { db } = context;
  const now = context.now();
  const request = db
    .prepare('SELECT * FROM password_change_requests WHERE request_key = ? AND user_id = ?')
    .get(requestKey, user.id) as (CodeRequestColumns & { request_key: string; new_password_hash: string }) | undefined;
  if (!isOpenCodeRequest(request, now, MAX_FAILED_ATTEMPTS)) {
    throw new SettingsError('This confirmation has expired. Start the password change again.', 'requestKey');
  }
  if (code.trim() !== request.code) {
    db.prepare('UPDATE password_change_requests SET failed_attempts = failed_attempts + 1 WHERE request_key = ?').run(
      requestKey,
    );
    throw new SettingsError('The confirmation code is not correct', 'code');
  }
  const ended = db.transaction(() => {
    db.prepare('UPDATE password_change_requests SET used_at = ? WHERE request_key = ?').run(now, requestKey);
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(request.new_password_hash, user.id);
    const result = db
      .prepare(
        "UPDATE token_families SET revoked_at = ?, revoked_reason = 'passwordChanged' WHERE user_id = ? AND id <> ? AND revoked_at IS NULL",
      )
      .run(now, user.id, familyId);
    return result.changes;
  })();
  notifyUser(
    context,
    user.id,
    {
      type: 'PasswordChange',
      severity: 'success',
      title: 'Password changed',
      message: 'Your password was changed.',
      data: { result: 'success' },
    },
    now,
  );
  return ended;
}

/** Terms ids a customer accepted. */
export function acceptedTerms(db: Database.Database, customerId: number): Set<string> {
  const rows = db.prepare('SELECT terms_id FROM terms_acceptances WHERE customer_id = ?').all(customerId) as {
    terms_id: string;
  }[];
  return new Set(rows.map((row) => row.terms_id));
}

export function acceptTerms(
  context: SandboxContext,
  customerId: number,
  userId: number,
  termsIds: readonly string[],
  known: readonly string[],
) {
  const unknown = termsIds.filter((id) => !known.includes(id));
  if (unknown.length > 0) throw new SettingsError(`Unknown terms: ${unknown.join(', ')}`, 'termsIds');
  const now = context.now();
  const insert = context.db.prepare(
    'INSERT INTO terms_acceptances (customer_id, user_id, terms_id, accepted_at) VALUES (?, ?, ?, ?) ON CONFLICT (customer_id, terms_id) DO NOTHING',
  );
  const newlyAccepted = context.db.transaction(() =>
    termsIds.filter((id) => insert.run(customerId, userId, id, now).changes > 0),
  )();
  if (newlyAccepted.length > 0) {
    // The realtime notice of accepted terms (it leads to the legal page); accepting the same terms again sends none.
    notifyUser(
      context,
      userId,
      {
        type: 'acceptTermsLogin',
        severity: 'info',
        title: 'Terms accepted',
        message: 'You accepted the updated terms.',
        data: { termsIds: newlyAccepted },
      },
      now,
    );
  }
  const rows = context.db
    .prepare(
      `SELECT terms_id, accepted_at FROM terms_acceptances WHERE customer_id = ? AND terms_id IN (${termsIds.map(() => '?').join(', ')})`,
    )
    .all(customerId, ...termsIds) as { terms_id: string; accepted_at: number }[];
  return rows.map((row) => ({ id: row.terms_id, acceptedAt: new Date(row.accepted_at).toISOString() }));
}

/** The agreements of the sandbox bank: their texts are short summaries, rendered into PDFs on request. */
export const AGREEMENTS = [
  {
    id: 'terms-2025-03',
    title: 'Terms and conditions',
    titles: {
      es: 'Términos y condiciones',
      pt: 'Termos e condições',
      ro: 'Termeni și condiții',
      ru: 'Условия обслуживания',
      uk: 'Умови обслуговування',
    },
    version: '2025-03',
    effectiveDate: '2025-03-01',
    body: [
      'These terms govern your use of the wallet, its accounts, cards and payment services.',
      'You keep your sign-in details and devices safe and tell us at once if you think someone else has used them.',
      'We carry out payments you authorise, show you fees and exchange rates before you confirm, and send a receipt after.',
      'You may close your account at any time; money left in it is returned to an account in your name.',
    ],
  },
  {
    id: 'privacy-2024-11',
    title: 'Privacy notice',
    titles: {
      es: 'Aviso de privacidad',
      pt: 'Aviso de privacidade',
      ro: 'Notă de confidențialitate',
      ru: 'Уведомление о конфиденциальности',
      uk: 'Повідомлення про конфіденційність',
    },
    version: '2024-11',
    effectiveDate: '2024-11-15',
    body: [
      'We process your personal data to open and run your account, to prevent fraud and to meet our legal duties.',
      'We keep verification records for the period the law requires after the account is closed.',
      'You may ask for a copy of your data, its correction, or its deletion where the law allows.',
    ],
  },
  {
    id: 'fees-2025-01',
    title: 'Fee schedule',
    titles: { es: 'Tarifas', pt: 'Tabela de tarifas', ro: 'Lista de comisioane', ru: 'Тарифы', uk: 'Тарифи' },
    version: '2025-01',
    effectiveDate: '2025-01-01',
    body: [
      'Person-to-person payments: 0.5 % of the amount. Between your own accounts: free, currency conversion at the shown rate.',
      'External transfers: the fee of each method is shown before you confirm the transfer.',
      'Cards: the issue, monthly and annual fees of each card product are shown before you order it.',
    ],
  },
] as const;

export type AgreementId = (typeof AGREEMENTS)[number]['id'];

/** An agreement's title in the request's language (the PDFs themselves are in English, the governing text). */
export function agreementTitle(agreement: (typeof AGREEMENTS)[number], language: string): string {
  const titles: Readonly<Record<string, string>> = agreement.titles;
  return titles[language] ?? agreement.title;
}

export function findAgreement(id: string) {
  return AGREEMENTS.find((agreement) => agreement.id === id);
}

export function renderAgreementPdf(agreement: (typeof AGREEMENTS)[number]): Buffer {
  const commands: string[] = ['BT', '/F2 16 Tf', '56 780 Td', `(${pdfText(agreement.title)}) Tj`, 'ET'];
  commands.push(
    'BT',
    '/F1 10 Tf',
    '56 760 Td',
    `(${pdfText(`Version ${agreement.version}, in force from ${agreement.effectiveDate}`)}) Tj`,
    'ET',
  );
  let y = 730;
  for (const paragraph of agreement.body) {
    for (const line of wrap(paragraph, 95)) {
      commands.push(...pdfLine(line, y));
      y -= 14;
    }
    y -= 8;
  }
  return writePdfWithFooter(commands, 'Issued by the sandbox bank for demonstration. Not a real agreement.');
}

export interface BlacklistRow {
  email: string;
  block_type: 'all' | 'p2p' | 'globalTransfer';
  created_at: number;
}

export function blacklistOf(db: Database.Database, customerId: number): BlacklistRow[] {
  return db
    .prepare(
      'SELECT email, block_type, created_at FROM payout_blacklist WHERE customer_id = ? ORDER BY created_at DESC, email',
    )
    .all(customerId) as BlacklistRow[];
}

export function addToBlacklist(
  context: SandboxContext,
  customerId: number,
  email: string,
  blockType: BlacklistRow['block_type'],
): void {
  const { changes } = context.db
    .prepare(
      'INSERT INTO payout_blacklist (customer_id, email, block_type, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (customer_id, email) DO NOTHING',
    )
    .run(customerId, email.trim(), blockType, context.now());
  if (changes === 0) throw new SettingsError(`User with email ${email} is already on the black list`, 'email');
}

export function removeFromBlacklist(db: Database.Database, customerId: number, email: string): void {
  const { changes } = db
    .prepare('DELETE FROM payout_blacklist WHERE customer_id = ? AND email = ?')
    .run(customerId, email.trim());
  if (changes === 0) throw new SettingsError(`User with email ${email} is not on the black list`, 'email');
}

/** Whether the customer's blacklist stops a payment of this kind to the e-mail address. */
export function isBlacklisted(
  db: Database.Database,
  customerId: number,
  email: string,
  kind: 'p2p' | 'globalTransfer',
): boolean {
  const row = db
    .prepare('SELECT block_type FROM payout_blacklist WHERE customer_id = ? AND email = ?')
    .get(customerId, email.trim()) as { block_type: BlacklistRow['block_type'] } | undefined;
  return row !== undefined && (row.block_type === 'all' || row.block_type === kind);
}

export interface IpEntryRow {
  id: number;
  ip: string;
  to_ip: string | null;
  created_at: number;
}

export function ipEntriesOf(db: Database.Database, userId: number): IpEntryRow[] {
  return db
    .prepare('SELECT id, ip, to_ip, created_at FROM ip_whitelist WHERE user_id = ? ORDER BY id')
    .all(userId) as IpEntryRow[];
}

export function ipModeOf(db: Database.Database, userId: number): 0 | 1 {
  const row = db.prepare('SELECT ip_access_mode FROM users WHERE id = ?').get(userId) as
    { ip_access_mode: 0 | 1 } | undefined;
  return row?.ip_access_mode ?? 0;
}

function toEntries(rows: readonly IpEntryRow[]) {
  return rows.map((row) => ({ ip: row.ip, toIp: row.to_ip }));
}

/** Whether the user may act from this address: always when the whitelist is off, else only from a listed address. */
export function ipAllowedForUser(db: Database.Database, userId: number, address: string): boolean {
  if (ipModeOf(db, userId) === 0) return true;
  return ipAllowedBy(address, toEntries(ipEntriesOf(db, userId)));
}

/** The message of a call refused by the whitelist (the client translates it by its code). */
export const IP_NOT_ALLOWED_MESSAGE = 'Access from this IP address is not allowed for this account';

export function addIpEntry(context: SandboxContext, userId: number, ip: string, toIp: string | undefined): IpEntryRow {
  const problem = ipRangeProblem(ip, toIp);
  if (problem) {
    const messages = {
      invalidStart: ['ip', 'Not an IPv4 or IPv6 address'],
      invalidEnd: ['toIp', 'Not an IPv4 or IPv6 address'],
      mixedVersions: ['toIp', 'The start and end of a range must both be IPv4 or both IPv6'],
      startAfterEnd: ['toIp', 'The end of the range must not come before its start'],
    } as const;
    const [field, message] = messages[problem];
    throw new SettingsError(message, field);
  }
  const start = ip.trim();
  const end = toIp?.trim() ? toIp.trim() : null;
  const normalisedEnd = end !== null && parseIp(end)?.value === parseIp(start)?.value ? null : end;
  const { lastInsertRowid } = context.db
    .prepare('INSERT INTO ip_whitelist (user_id, ip, to_ip, created_at) VALUES (?, ?, ?, ?)')
    .run(userId, start, normalisedEnd, context.now());
  return context.db
    .prepare('SELECT id, ip, to_ip, created_at FROM ip_whitelist WHERE id = ?')
    .get(lastInsertRowid) as IpEntryRow;
}

export function deleteIpEntry(db: Database.Database, userId: number, id: number, callerIp: string): void {
  const rest = ipEntriesOf(db, userId).filter((entry) => entry.id !== id);
  if (rest.length === ipEntriesOf(db, userId).length) throw new SettingsError('No such entry', 'id');
  if (ipModeOf(db, userId) === 1 && !ipAllowedBy(callerIp, toEntries(rest))) {
    throw new SettingsError(
      'Removing this entry would lock you out: your current address would no longer be allowed',
      'id',
    );
  }
  db.prepare('DELETE FROM ip_whitelist WHERE id = ? AND user_id = ?').run(id, userId);
}

export function setIpMode(db: Database.Database, userId: number, mode: 0 | 1, callerIp: string): 0 | 1 {
  if (mode === 1 && !ipAllowedBy(callerIp, toEntries(ipEntriesOf(db, userId)))) {
    throw new SettingsError(
      `Your current address ${callerIp} is not on the list: add it before turning the whitelist on`,
      'enable',
    );
  }
  db.prepare('UPDATE users SET ip_access_mode = ? WHERE id = ?').run(mode, userId);
  return mode;
}
