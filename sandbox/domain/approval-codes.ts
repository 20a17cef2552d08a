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

export interface CodeTexts {
  /** What the code confirms, as the end of "… is your code to <purpose>". */
  purpose: string;
  smsSubject: string;
  email: { subject: string; body: string };
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
      body: `Your authenticator app shows ${code} (to ${texts.purpose}). (The sandbox outbox stands in for the authenticator app.)`,
      code,
    });
    return null;
  }
  sendMessage(db, nowMs, { to: user.email, userEmail: user.email, channel: 'email', ...texts.email, code });
  return maskEmail(user.email);
}
