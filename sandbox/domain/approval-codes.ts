/**
 * Sending a one-time approval code by the channel the user approves with (SMS to the phone on file, the
 * authenticator stand-in, an e-mail), and the masked address the answer names. One place for every flow that asks
 * for a code: payments, card details, and the masks of the other flows.
 */
import type Database from 'better-sqlite3';
import { sendMessage } from './outbox';
import type { UserRow } from './users';
import { fullPhone, maskedPhone } from './users';
import { maskEmail } from './masking';

export { maskEmail };

export type CodeChannel = 'sms' | 'otp' | 'email';

/** The columns of a payment that waits for its payer's code (p2p, external, global pay, mass files). */
export interface CodeApprovalColumns {
  /** Where the code went, masked (null for the authenticator). */
  approval_sent_to: string | null;
  code_hash: string | null;
  approval_expires_at: number | null;
  failed_attempts: number;
  resends: number;
  /** 1 when the payer may only initiate: the approval makes a transaction request for a colleague. */
  initiator_only: number;
}

export interface CodeTexts {
  /** What the code confirms, as the end of "… is your code to <purpose>". */
  purpose: string;
  smsSubject: string;
  email: { subject: string; body: string };
  /** The authenticator stand-in's text, where a flow words it its own way. */
  otpBody?: string;
}

/** The columns of a one-time code request (a password or two-step verification change waiting for its code). */
export interface CodeRequestColumns {
  code: string;
  failed_attempts: number;
  expires_at: number;
  used_at: number | null;
}

/** Whether a code request can still be answered: there, not used, not expired, not locked by wrong codes. */
export function isOpenCodeRequest<T extends CodeRequestColumns>(
  request: T | undefined,
  nowMs: number,
  maxFailedAttempts: number,
): request is T {
  return (
    request !== undefined &&
    request.used_at === null &&
    request.expires_at > nowMs &&
    request.failed_attempts < maxFailedAttempts
  );
}

/** The channel of a code approval mode: sms and otp keep theirs, the others (approval code, push) go by e-mail. */
export function codeChannelOf(mode: string | null): CodeChannel {
  return mode === 'sms' || mode === 'otp' ? mode : 'email';
}

/** Sends `code` by `channel`; answers where it went, masked (null for the authenticator, which shows it itself). */
export function sendApprovalCode(
  db: Database.Database,
  nowMs: number,
  user: UserRow,
  channel: CodeChannel,
  code: string,
  texts: CodeTexts,
): string | null {
  if (channel === 'sms') {
    sendMessage(db, nowMs, {
      to: fullPhone(user) ?? user.email,
      userEmail: user.email,
      channel: 'sms',
      subject: texts.smsSubject,
      body: `${code} is your code to ${texts.purpose}. Never share it.`,
      code,
    });
    return maskedPhone(user);
  }
  if (channel === 'otp') {
    sendMessage(db, nowMs, {
      to: user.email,
      userEmail: user.email,
      channel: 'otp',
      subject: 'Authenticator app code',
      body:
        texts.otpBody ??
        `Your authenticator app shows ${code} (to ${texts.purpose}). (The sandbox outbox stands in for the authenticator app.)`,
      code,
    });
    return null;
  }
  sendMessage(db, nowMs, { to: user.email, userEmail: user.email, channel: 'email', ...texts.email, code });
  return maskEmail(user.email);
}
