/**
 * Full card details (number, security code) are shown only after a step-up: a 6-digit code sent by the user's
 * transaction approval mode (SMS to the phone on file, the authenticator stand-in, an e-mail), entered once. Users
 * whose mode is `none` or `push` get the code by e-mail: the details are worth a code whatever the payment mode
 * (docs/decisions.md, "Issue 33"). A code works for 5 minutes and for one showing; the fifth wrong code ends it.
 */
import type Database from 'better-sqlite3';
import { randomDigits, sha256Hex } from './crypto-ids';
import { sendApprovalCode } from './approval-codes';
import type { UserRow } from './users';
import { DomainError, fieldOrParamsRefusal } from './domain-error';

export const CARD_DETAILS_CODE_TTL_MS = 5 * 60_000;
export const CARD_DETAILS_MAX_WRONG_CODES = 5;

export type CardDetailsChannel = 'sms' | 'otp' | 'email';

/** A refusal of the step-up, answered as a field error on `approvalCode` or as a plain refusal. */
export class CardDetailsApprovalError extends DomainError {
  override name = 'CardDetailsApprovalError';
  constructor(message: string, field: 'approvalCode' | null) {
    super(...fieldOrParamsRefusal(message, field), { field });
  }
}

interface ApprovalRow {
  id: number;
  user_id: number;
  account_id: number;
  channel: CardDetailsChannel;
  code_hash: string;
  expires_at: number;
  failed_attempts: number;
  used_at: number | null;
}

const hashOf = (id: number, code: string) => sha256Hex(`card-details:${id}:${code}`);

function channelOf(user: UserRow): CardDetailsChannel {
  if (user.transaction_approve_mode === 'sms' && user.phone) return 'sms';
  if (user.transaction_approve_mode === 'otp') return 'otp';
  return 'email';
}

/** Sends a code for showing the card's details; answers the request's id, the channel and where it went (masked). */
export function startCardDetailsApproval(
  db: Database.Database,
  nowMs: number,
  user: UserRow,
  card: { accountId: number; maskedNumber: string },
): { approvalId: number; channel: CardDetailsChannel; approvalSentTo: string | null } {
  const channel = channelOf(user);
  const code = randomDigits(6);
  return db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare(
        "INSERT INTO card_detail_approvals (user_id, account_id, channel, code_hash, expires_at) VALUES (?, ?, ?, '', ?)",
      )
      .run(user.id, card.accountId, channel, nowMs + CARD_DETAILS_CODE_TTL_MS);
    const id = Number(lastInsertRowid);
    db.prepare('UPDATE card_detail_approvals SET code_hash = ? WHERE id = ?').run(hashOf(id, code), id);
    const purpose = `show the full details of card ${card.maskedNumber}`;
    const approvalSentTo = sendApprovalCode(db, nowMs, user, channel, code, {
      purpose,
      smsSubject: 'Card details code',
      email: {
        subject: 'Your card details code',
        body: `Your code is ${code}. It lets you ${purpose}. It works for ${CARD_DETAILS_CODE_TTL_MS / 60_000} minutes. If you did not ask for it, block the card.`,
      },
    });
    return { approvalId: id, channel, approvalSentTo };
  })();
}

/** Spends the code of a request made by this user for this card; throws unless it is right, fresh and unused. */
export function spendCardDetailsApproval(
  db: Database.Database,
  nowMs: number,
  user: UserRow,
  input: { accountId: number; approvalId: number; code: string },
): void {
  const row = db.prepare('SELECT * FROM card_detail_approvals WHERE id = ?').get(input.approvalId) as
    ApprovalRow | undefined;
  if (!row || row.user_id !== user.id || row.account_id !== input.accountId)
    throw new CardDetailsApprovalError('Ask for a new code to see the card details', null);
  if (row.used_at !== null || row.expires_at <= nowMs || row.failed_attempts >= CARD_DETAILS_MAX_WRONG_CODES)
    throw new CardDetailsApprovalError('This code has expired: ask for a new one', null);
  if (hashOf(row.id, input.code.trim()) !== row.code_hash) {
    db.prepare('UPDATE card_detail_approvals SET failed_attempts = failed_attempts + 1 WHERE id = ?').run(row.id);
    if (row.failed_attempts + 1 >= CARD_DETAILS_MAX_WRONG_CODES)
      throw new CardDetailsApprovalError('Too many wrong codes: ask for a new one', null);
    throw new CardDetailsApprovalError('Invalid approval code', 'approvalCode');
  }
  db.prepare('UPDATE card_detail_approvals SET used_at = ? WHERE id = ?').run(nowMs, row.id);
}
