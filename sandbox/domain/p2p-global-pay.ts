/**
 * Global pay to a user (spec 2 section 7, "p2p global pay methods, meta and submit", contract/p2p-global-pay.ts): one
 * global payment outside a batch. The sender names the recipient (e-mail and name), the country and the payout method;
 * the quote is the claim's (payout-catalogue.ts: the method's fee on the amount, the FX rate to the currency the
 * recipient receives). The payment waits for the sender's approval by their mode (none at once; sms, otp and approval
 * code send a 6-digit code; push users get an e-mailed code, as for external transfers); an initiator (access right 3)
 * makes a `globalPay` transaction request instead, booked when a colleague approves it.
 *
 * Booking is one balanced entry (the global transfer's hold, idempotency key per transfer):
 *   sender's account -(amount + fee); escrow +amount; fee income +fee   (all in the account's currency)
 * and the recipient is e-mailed the claim link; the claim may pay out only by the method the sender chose (the others
 * of the country are forbidden), and refusing or letting it expire returns amount and fee (global-transfers.ts).
 */
import type Database from 'better-sqlite3';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { PayoutMethod } from '../../src/core/api/contract/global-claim';
import type { TransferStatus } from '../../src/core/api/contract/p2p';
import type { GlobalPaymentResult, P2pGlobalPayMeta } from '../../src/core/api/contract/p2p-global-pay';
import { PERMISSION_FLAGS } from '../../src/core/api/contract/permission-flags';
import type { SandboxContext } from '../context';
import { isBlacklisted } from './account-settings';
import { parseAmountMinor } from './amounts';
import { sendApprovalCode, type CodeApprovalColumns, type CodeChannel } from './approval-codes';
import { ApprovalExecutionError, bookOrRequestApproval, isInitiatorOnly } from './approvals';
import { countryName } from './bank-directory';
import { randomDigits, randomToken, sha256Hex } from './crypto-ids';
import { ownAccount, type AccountRow } from './customer-accounts';
import { createHeldGlobalTransfer, DAY_MS } from './global-transfers';
import { balanceMinor } from './ledger';
import { refusingLedgerErrors } from './ledger-postings';
import { assertWithinLimits, LimitError, recordLimitUsage, releaseLimitUsage } from './limits';
import { nextId, CLAIM_VALID_DAYS, FIRST_BATCH_TRANSFER_ID } from './mass-payments';
import { sendMessage } from './outbox';
import {
  convertMinor,
  exchangeRate6,
  feeMinor,
  formatAmount,
  formatRate,
  isMethodId,
  METHODS,
  payoutMethodsOf,
  type MethodId,
} from './payout-catalogue';
import { catalogueText, localiseMethods } from './payout-catalogue-texts';
import { fieldError, TransferError } from './transfer-error';
import type { CustomerRow, UserRow } from './users';
import { customerDisplayName, findUserById } from './users';

/** A code works for 10 minutes; then the payment is declined. */
export const GLOBAL_PAY_APPROVAL_TTL_MS = 10 * 60_000;
const MAX_WRONG_CODES = 5;
const MAX_RESENDS = 5;
const FIRST_PAYMENT_ID = 760_001;
/** The reference of a payment's transaction request; a batch's is `globalBatch:<id>` (global-pay-batches.ts). */
export const GLOBAL_PAYMENT_REQUEST_PREFIX = 'globalPayment:';

export interface GlobalPaymentRow extends CodeApprovalColumns {
  id: number;
  user_id: number;
  customer_id: number;
  from_account_id: number;
  to_email: string;
  beneficiary_name: string;
  country_code: string;
  payment_method: string;
  to_currency: string;
  amount_minor: number;
  currency: string;
  fee_minor: number;
  exchange_rate: string;
  to_amount_minor: number;
  description: string | null;
  status: TransferStatus;
  approve_mode: string;
  portal_origin: string;
  global_transfer_id: number | null;
  entry_id: number | null;
  created_at: number;
  decided_at: number | null;
  decline_reason: string | null;
}

function loadRow(db: Database.Database, id: number): GlobalPaymentRow {
  return db.prepare('SELECT * FROM p2p_global_payments WHERE id = ?').get(id) as GlobalPaymentRow;
}

function refusal(field: string, description: string): TransferError {
  return fieldError(field, description);
}

// --- Methods and quote ---------------------------------------------------------------------------------------------

/** The payout methods of a country, in the request language (empty outside the catalogue). */
export function globalPayMethods(countryCode: string, language: string): PayoutMethod[] {
  return localiseMethods(payoutMethodsOf(countryCode), language);
}

function methodIn(countryCode: string, paymentMethod: string, toCurrency: string): MethodId {
  const method = payoutMethodsOf(countryCode).find((entry) => entry.paymentMethod === paymentMethod);
  if (!method || !isMethodId(paymentMethod))
    throw refusal('paymentMethod', `${paymentMethod} is not a payout method in ${countryName(countryCode)}`);
  if (!method.currencies.includes(toCurrency))
    throw refusal(
      'toCurrencyCode',
      `${METHODS[paymentMethod].name} pays ${method.currencies.join(', ')} in ${countryName(countryCode)}, not ${toCurrency}`,
    );
  return paymentMethod;
}

export interface GlobalPayQuote {
  account: AccountRow;
  method: MethodId;
  amountMinor: number;
  feeMinor: number;
  rate: string;
  toAmountMinor: number;
}

/** The fee of the method on the amount (the sender pays it on top) and what the recipient receives. */
export function quoteGlobalPay(
  db: Database.Database,
  customer: CustomerRow,
  input: {
    accountId: string | number;
    amount: string;
    countryCode: string;
    paymentMethod: string;
    toCurrencyCode: string;
  },
): GlobalPayQuote {
  const account = ownAccount(db, customer, input.accountId);
  const method = methodIn(input.countryCode, input.paymentMethod, input.toCurrencyCode);
  const amountMinor = parseAmountMinor(input.amount, account.currency);
  return {
    account,
    method,
    amountMinor,
    feeMinor: feeMinor(method, amountMinor, account.currency),
    rate:
      account.currency === input.toCurrencyCode
        ? '1'
        : formatRate(exchangeRate6(account.currency, input.toCurrencyCode)),
    toAmountMinor:
      account.currency === input.toCurrencyCode
        ? amountMinor
        : convertMinor(amountMinor, account.currency, input.toCurrencyCode),
  };
}

export function quoteView(quote: GlobalPayQuote, toCurrency: string, language: string): P2pGlobalPayMeta {
  const currency = quote.account.currency;
  const eta = METHODS[quote.method].eta;
  return {
    amount: formatAmount(quote.amountMinor, currency),
    currencyCode: currency,
    fee: formatAmount(quote.feeMinor, currency),
    feeCurrencyCode: currency,
    exchangeRate: quote.rate,
    toAmount: formatAmount(quote.toAmountMinor, toCurrency),
    toCurrencyCode: toCurrency,
    totalDebit: formatAmount(quote.amountMinor + quote.feeMinor, currency),
    eta: catalogueText(eta, language),
  };
}

// --- Submit ----------------------------------------------------------------------------------------------------------

export interface NewGlobalPayment {
  user: UserRow;
  customer: CustomerRow;
  accountId: string | number;
  amount: string;
  countryCode: string;
  paymentMethod: string;
  toCurrencyCode: string;
  toEmail: string;
  beneficiaryName: string;
  description?: string | undefined;
  /** The origin of the portal the claim link opens. */
  portal: string;
}

function codeHash(id: number, code: string): string {
  return sha256Hex(`global-pay:${id}:${code}`);
}

/** Code modes keep their channel; push users get an e-mailed code (the device page approves p2p payments only). */
function channelOf(mode: string): CodeChannel | null {
  if (mode === 'none') return null;
  if (mode === 'sms' || mode === 'otp') return mode;
  return 'email';
}

function sendCode(db: Database.Database, nowMs: number, row: GlobalPaymentRow, user: UserRow, code: string) {
  const purpose = `send ${row.currency} ${formatAmount(row.amount_minor, row.currency)} to ${row.beneficiary_name} (${row.to_email}) by global pay`;
  return sendApprovalCode(db, nowMs, user, channelOf(row.approve_mode) ?? 'email', code, {
    purpose,
    smsSubject: 'Payment code',
    email: {
      subject: 'Your approval code',
      body: `Your approval code is ${code}. It confirms this payment: ${purpose}. It works for ${GLOBAL_PAY_APPROVAL_TTL_MS / 60_000} minutes. Never share it.`,
    },
  });
}

function permissionsOf(customer: CustomerRow): Record<string, number> {
  return JSON.parse(customer.permissions) as Record<string, number>;
}

/** Checks and prices the payment, records it and starts its approval (mode none books it at once). */
export function submitGlobalPayment(context: SandboxContext, input: NewGlobalPayment): GlobalPaymentRow {
  const { db } = context;
  const nowMs = context.now();
  if (permissionsOf(input.customer)[PERMISSION_FLAGS.globalTransfer] !== 1)
    throw new TransferError(RESPONSE_CODES.accessDenied, 'You may not send global payments from this account');
  const quote = quoteGlobalPay(db, input.customer, input);
  const toEmail = input.toEmail.trim().toLowerCase();
  if (toEmail === input.customer.login.toLowerCase()) throw refusal('toEmail', 'You cannot pay yourself');
  if (isBlacklisted(db, input.customer.id, toEmail, 'globalTransfer'))
    throw refusal('toEmail', 'This e-mail is on your payout blacklist');
  if (balanceMinor(db, quote.account.id) < quote.amountMinor + quote.feeMinor)
    throw refusal('amount', 'Insufficient funds on the chosen account');
  try {
    assertWithinLimits(db, {
      customerId: input.customer.id,
      type: 'globalPay',
      amountMinor: quote.amountMinor,
      currency: quote.account.currency,
      nowMs,
    });
  } catch (error) {
    if (error instanceof LimitError) throw new TransferError(error.wireCode, error.message, error.extra);
    throw error;
  }
  const mode = input.user.transaction_approve_mode;
  const channel = channelOf(mode);
  const initiator = isInitiatorOnly(db, input.user, input.customer);
  return db.transaction(() => {
    const id = nextId(db, 'p2p_global_payments', FIRST_PAYMENT_ID);
    const code = channel ? randomDigits(6) : null;
    db.prepare(
      `INSERT INTO p2p_global_payments (id, user_id, customer_id, from_account_id, to_email, beneficiary_name, country_code,
         payment_method, to_currency, amount_minor, currency, fee_minor, exchange_rate, to_amount_minor, description, status,
         approve_mode, code_hash, approval_expires_at, initiator_only, portal_origin, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'waitingApproval', ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      input.user.id,
      input.customer.id,
      quote.account.id,
      toEmail,
      input.beneficiaryName.trim(),
      input.countryCode,
      quote.method,
      input.toCurrencyCode,
      quote.amountMinor,
      quote.account.currency,
      quote.feeMinor,
      quote.rate,
      quote.toAmountMinor,
      input.description?.trim() || null,
      channel === null ? 'none' : channel === 'email' ? 'approvalCode' : channel,
      code ? codeHash(id, code) : null,
      channel ? nowMs + GLOBAL_PAY_APPROVAL_TTL_MS : null,
      initiator ? 1 : 0,
      input.portal,
      nowMs,
    );
    recordLimitUsage(db, {
      customerId: input.customer.id,
      type: 'globalPay',
      amountMinor: quote.amountMinor,
      currency: quote.account.currency,
      nowMs,
      reference: `global-pay:${id}`,
    });
    if (code) {
      const sentTo = sendCode(db, nowMs, loadRow(db, id), input.user, code);
      db.prepare('UPDATE p2p_global_payments SET approval_sent_to = ? WHERE id = ?').run(sentTo, id);
    }
    if (!channel) approve(context, loadRow(db, id), nowMs);
    return loadRow(db, id);
  })();
}

/** The approval is given: book the payment, or, for an initiator, make the transaction request a colleague decides. */
function approve(context: SandboxContext, row: GlobalPaymentRow, nowMs: number): void {
  const { db } = context;
  bookOrRequestApproval(db, {
    initiatorOnly: row.initiator_only === 1,
    markRequested: () =>
      db
        .prepare("UPDATE p2p_global_payments SET status = 'approvalTransactionCreated', decided_at = ? WHERE id = ?")
        .run(nowMs, row.id),
    request: () => ({
      customerId: row.customer_id,
      createdByUserId: row.user_id,
      transactionType: 'globalPay',
      reference: `${GLOBAL_PAYMENT_REQUEST_PREFIX}${row.id}`,
      amountMinor: row.amount_minor,
      currency: row.currency,
      feeMinor: row.fee_minor,
      feeCurrency: row.currency,
      beneficiary: row.to_email,
      description: row.description ?? `Global pay to ${row.beneficiary_name} (${row.country_code})`,
      fromAccountId: row.from_account_id,
      nowMs,
    }),
    book: () => book(context, row, nowMs),
  });
}

/**
 * Holds amount and fee as a global transfer (one entry, once: the transfer's hold key) that only the chosen method can
 * pay out, and e-mails the recipient the claim link.
 */
function book(context: SandboxContext, row: GlobalPaymentRow, nowMs: number): void {
  const { db } = context;
  const customer = db.prepare('SELECT * FROM customers WHERE id = ?').get(row.customer_id) as CustomerRow;
  const senderName = customerDisplayName(customer);
  const transferId = nextId(db, 'global_transfers', FIRST_BATCH_TRANSFER_ID);
  const secret = `gp_${randomToken(18)}`;
  const { entryId } = refusingLedgerErrors(
    () =>
      createHeldGlobalTransfer(db, {
        id: transferId,
        secret,
        senderCustomerId: row.customer_id,
        senderAccountId: row.from_account_id,
        senderName,
        beneficiaryName: row.beneficiary_name,
        beneficiaryEmail: row.to_email,
        amountMinor: row.amount_minor,
        currency: row.currency,
        description: row.description,
        feeIsBen: false,
        allowedCountries: [row.country_code],
        forbiddenMethods: payoutMethodsOf(row.country_code)
          .map((method) => method.paymentMethod)
          .filter((method) => method !== row.payment_method),
        feePrepaidMinor: row.fee_minor,
        dates: { submittedAt: nowMs, expiresAt: nowMs + CLAIM_VALID_DAYS * DAY_MS },
        bookedAt: new Date(nowMs).toISOString(),
        entry: { kind: 'globalPay', description: `Global pay to ${row.beneficiary_name} (${row.to_email})` },
      }),
    () => refusal('amount', 'Insufficient funds on the chosen account'),
  );
  db.prepare(
    "UPDATE p2p_global_payments SET status = 'completed', global_transfer_id = ?, entry_id = ?, decided_at = ? WHERE id = ?",
  ).run(transferId, entryId, nowMs, row.id);
  const amount = `${row.currency} ${formatAmount(row.amount_minor, row.currency)}`;
  const link = `${row.portal_origin}/receive/${secret}`;
  sendMessage(db, nowMs, {
    to: row.to_email,
    channel: 'email',
    subject: `${senderName} sent you ${amount}`,
    body: `${senderName} sent you ${amount}${row.description ? ` (${row.description})` : ''} by ${METHODS[row.payment_method as MethodId].name}. Enter your details within ${CLAIM_VALID_DAYS} days: ${link}`,
    link,
  });
}

function decline(db: Database.Database, row: GlobalPaymentRow, nowMs: number, reason: string): void {
  db.prepare(
    "UPDATE p2p_global_payments SET status = 'declined', decided_at = ?, decline_reason = ? WHERE id = ? AND status IN ('waitingApproval', 'approvalTransactionCreated')",
  ).run(nowMs, reason, row.id);
  releaseLimitUsage(db, `global-pay:${row.id}`);
}

/** The acting customer's payment, with an expired approval declined first. */
export function findGlobalPayment(context: SandboxContext, customer: CustomerRow, trxid: string | number) {
  const row = context.db
    .prepare('SELECT * FROM p2p_global_payments WHERE id = ? AND customer_id = ?')
    .get(Number(trxid), customer.id) as GlobalPaymentRow | undefined;
  if (!row) throw new TransferError(RESPONSE_CODES.invalidParams, 'Transaction not found');
  if (
    row.status === 'waitingApproval' &&
    row.approval_expires_at !== null &&
    row.approval_expires_at <= context.now()
  ) {
    decline(context.db, row, context.now(), 'expired');
    return loadRow(context.db, row.id);
  }
  return row;
}

/** Approves with the code: wrong codes answer VF, the fifth declines; the right code again answers the same. */
export function approveGlobalPayment(context: SandboxContext, row: GlobalPaymentRow, code: string): GlobalPaymentRow {
  const { db } = context;
  const nowMs = context.now();
  const matches = row.code_hash !== null && codeHash(row.id, code.trim()) === row.code_hash;
  if (row.status !== 'waitingApproval') {
    if (matches && row.status !== 'declined') return row;
    throw new TransferError(
      RESPONSE_CODES.invalidParams,
      row.status === 'declined'
        ? row.decline_reason === 'expired'
          ? 'The approval has expired: start the payment again'
          : 'The payment was declined'
        : 'This payment needs no approval any more',
    );
  }
  if (!matches) {
    const failed = row.failed_attempts + 1;
    db.prepare('UPDATE p2p_global_payments SET failed_attempts = ? WHERE id = ?').run(failed, row.id);
    if (failed >= MAX_WRONG_CODES) {
      decline(db, row, nowMs, 'tooManyCodes');
      throw new TransferError(
        RESPONSE_CODES.invalidParams,
        'Too many wrong codes: the payment was cancelled; start it again',
      );
    }
    throw new TransferError(RESPONSE_CODES.verifyError, 'Invalid approval code', {
      validationErrors: [{ field: 'approvalCode', description: 'Invalid approval code' }],
    });
  }
  db.transaction(() => approve(context, row, nowMs))();
  return loadRow(db, row.id);
}

/** A new code (the old one stops working); at most five times. */
export function resendGlobalPaymentCode(
  context: SandboxContext,
  row: GlobalPaymentRow,
): { approvalSentTo: string | null; resendsLeft: number } {
  const { db } = context;
  if (row.status !== 'waitingApproval')
    throw new TransferError(RESPONSE_CODES.invalidParams, 'This payment is not waiting for an approval');
  if (row.resends >= MAX_RESENDS)
    throw new TransferError(RESPONSE_CODES.invalidParams, 'Too many resends: start the payment again');
  const user = findUserById(db, row.user_id);
  if (!user) throw new Error(`Global payment ${row.id} has no user`);
  const nowMs = context.now();
  const code = randomDigits(6);
  return db.transaction(() => {
    db.prepare(
      'UPDATE p2p_global_payments SET code_hash = ?, resends = resends + 1, approval_expires_at = ? WHERE id = ?',
    ).run(codeHash(row.id, code), nowMs + GLOBAL_PAY_APPROVAL_TTL_MS, row.id);
    const sentTo = sendCode(db, nowMs, loadRow(db, row.id), user, code);
    return { approvalSentTo: sentTo, resendsLeft: MAX_RESENDS - row.resends - 1 };
  })();
}

/** The wire view: the transfer result every money flow answers; the rate only where the currencies differ. */
export function globalPaymentResult(row: GlobalPaymentRow): GlobalPaymentResult {
  return {
    transactionId: row.id,
    status: row.status,
    approveMode: row.approve_mode,
    approvalSentTo: row.status === 'waitingApproval' ? row.approval_sent_to : null,
    approvalTransactionCreated: row.initiator_only === 1,
    amount: formatAmount(row.amount_minor, row.currency),
    currency: row.currency,
    fee: formatAmount(row.fee_minor, row.currency),
    feeCurrencyCode: row.currency,
    totalDebit: formatAmount(row.amount_minor + row.fee_minor, row.currency),
    message: null,
    kind: 'globalPay',
    toEmail: row.to_email,
    fromAccountId: row.from_account_id,
    exchangeRate: row.exchange_rate,
    debitAmount: formatAmount(row.amount_minor, row.currency),
    reference: null,
    note: row.description,
    createdAt: new Date(row.created_at).toISOString(),
    beneficiaryName: row.beneficiary_name,
    countryCode: row.country_code,
    paymentMethod: row.payment_method,
    toAmount: formatAmount(row.to_amount_minor, row.to_currency),
    toCurrencyCode: row.to_currency,
  };
}

/** A colleague approved or declined an initiator's payment (the `globalPay` executor hands requests with this prefix here). */
export const globalPaymentRequests = {
  execute(context: SandboxContext, reference: string, nowMs: number): void {
    const row = loadRow(context.db, Number(reference.slice(GLOBAL_PAYMENT_REQUEST_PREFIX.length)));
    if (row.status !== 'approvalTransactionCreated') throw new ApprovalExecutionError(`The payment is ${row.status}`);
    try {
      book(context, row, nowMs);
    } catch (error) {
      if (error instanceof TransferError) throw new ApprovalExecutionError(error.message);
      throw error;
    }
  },
  decline(context: SandboxContext, reference: string, nowMs: number): void {
    const row = loadRow(context.db, Number(reference.slice(GLOBAL_PAYMENT_REQUEST_PREFIX.length)));
    decline(context.db, row, nowMs, 'declinedByApprover');
  },
};
