/**
 * The transaction approval by code (spec 2 "Transaction approval"): a money flow waiting for the payer's code (sms, otp,
 * approval code) is approved with the 6-digit code, and the code can be sent again. Every flow that waits for it (p2p
 * and own-account transfers, external transfers, global payments, mass files and global batches, business approvals)
 * takes and answers the same fields.
 */
import * as z from 'zod/mini';
import { transactionId } from './common';

/** The code that approves a waiting transaction. */
export const approvalCode = z.string().check(z.regex(/^\d{6}$/, { error: 'Six digits' }));

/** Approve the waiting transaction `trxid` with its code. */
export const approvalCodeRequest = z.object({ trxid: transactionId, approvalCode });

/** Send the code of the waiting transaction `trxid` again. */
export const approvalResendRequest = z.object({ trxid: transactionId });

/** A code sent again: where it went (masked phone or e-mail; absent for push) and how many more sends are allowed. */
export const approvalResendResponse = z.looseObject({
  approvalSentTo: z.optional(z.nullable(z.string())),
  resendsLeft: z.number(),
});
