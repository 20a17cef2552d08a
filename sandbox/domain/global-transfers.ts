/**
 * Global transfers and their claim (spec 2, "Global transfer claim"). A business pays someone who has no account
 * details on file: the amount leaves the sender's account at once and is held in the sandbox's escrow account of
 * the currency. The recipient opens the link with the payment secret, picks a country, a payout method and a
 * currency, enters the details and submits; a 6-digit approval code goes to their e-mail (or phone), bound to the
 * operation and to a hash of the payout details. With the right code the payout is booked:
 *
 * - escrow -> payout network (the money leaving the bank to the recipient's bank or card), and
 * - the fee -> the sandbox's fee income: taken from the amount when the recipient pays it (feeIsBen), otherwise
 *   charged to the sender's account at that moment (the fee depends on the method the recipient picks).
 *
 * Refusing, or letting the transfer expire, returns the held amount to the sender. Every movement is a balanced
 * ledger entry with an idempotency key per transfer and purpose, so a transfer is paid out or refunded once.
 */
import type Database from 'better-sqlite3';
import type { ValidationError } from '../../src/core/api/contract/envelope';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import { isBlacklisted } from './account-settings';
import { countryName, lookupBin } from './bank-directory';
import { randomDigits, randomToken, sha256Hex } from './crypto-ids';
import { canonicalJson } from './idempotency';
import { postEntry } from './ledger';
import {
  escrowAccountNumber,
  feeIncomePostings,
  payoutNetworkAccountNumber,
  postEntryOrRefuse,
  systemAccountId,
} from './ledger-postings';
import { sendMessage } from './outbox';
import type { MethodId } from './payout-catalogue';
import { catalogueText } from './payout-catalogue-texts';
import {
  checkDetails,
  formatAmount,
  formatRate,
  isMethodId,
  METHODS,
  offers,
  payoutMethodsOf,
  quote,
  extraParamsOf,
} from './payout-catalogue';
import { maskEmail, maskPhone } from './masking';
import { DomainError } from './domain-error';
import { rowFields } from './row-fields';

export { maskEmail, maskPhone };

/** A claim failure: the route answers it as an envelope with this response code. */
export class ClaimError extends DomainError {
  override name = 'ClaimError';
}

export const DAY_MS = 86_400_000;
/** An approval code works for 10 minutes. */
export const APPROVAL_CODE_TTL_MS = 10 * 60_000;
/** The fifth wrong code locks the operation; the recipient submits again for a new one. */
export const MAX_WRONG_CODES = 5;
/** The first code and at most five resends per operation. */
export const MAX_CODES_SENT = 6;
export const RECENT_WITHDRAWALS_LIMIT = 5;

export type TransferStatus = 'waiting' | 'processing' | 'claimed' | 'refused' | 'expired';
export type ApproveType = 'email' | 'sms';

interface TransferRow {
  id: number;
  payment_secret: string;
  sender_customer_id: number;
  sender_account_id: number;
  sender_name: string;
  beneficiary_name: string;
  beneficiary_email: string;
  beneficiary_phone: string | null;
  amount_minor: number;
  currency: string;
  description: string | null;
  fee_is_ben: number;
  allowed_countries: string;
  status: TransferStatus;
  submitted_at: number;
  expires_at: number;
  closed_at: number | null;
  /** Payout methods the sender forbade (global-pay batches), JSON array of method ids. */
  forbidden_methods: string;
  fee_prepaid_minor: number;
}

export interface GlobalTransfer {
  id: number;
  secret: string;
  senderCustomerId: number;
  senderAccountId: number;
  senderName: string;
  beneficiaryName: string;
  beneficiaryEmail: string;
  beneficiaryPhone: string | null;
  amountMinor: number;
  currency: string;
  description: string | null;
  feeIsBen: boolean;
  allowedCountries: string[];
  status: TransferStatus;
  submittedAt: number;
  expiresAt: number;
  /** Payout methods the sender forbade for this transfer (a global-pay batch's "forbid a method"). */
  forbiddenMethods: string[];
  /**
   * The fee the sender paid when the amount was held (global pay to a user, whose method the sender chose): the
   * payout charges no other, and a refund returns it. 0 when the fee is taken at the payout.
   */
  feePrepaidMinor: number;
}

function toTransfer(row: TransferRow): GlobalTransfer {
  return {
    id: row.id,
    secret: row.payment_secret,
    ...rowFields(row, [
      'sender_customer_id',
      'sender_account_id',
      'sender_name',
      'beneficiary_name',
      'beneficiary_email',
      'beneficiary_phone',
      'amount_minor',
      'currency',
      'description',
    ]),
    feeIsBen: row.fee_is_ben === 1,
    forbiddenMethods: JSON.parse(row.forbidden_methods) as string[],
    feePrepaidMinor: row.fee_prepaid_minor,
    allowedCountries: JSON.parse(row.allowed_countries) as string[],
    ...rowFields(row, ['status', 'submitted_at', 'expires_at']),
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

// --- Creating and loading ---------------------------------------------------------------------------------------

export interface NewGlobalTransfer extends Pick<
  GlobalTransfer,
  'id' | 'secret' | 'senderCustomerId' | 'senderAccountId' | 'senderName' | 'beneficiaryName' | 'beneficiaryEmail'
> {
  beneficiaryPhone?: string | null;
  amountMinor: number;
  currency: string;
  description?: string | null;
  feeIsBen: boolean;
  allowedCountries: readonly string[];
  /**
   * Absolute dates (ms), or dates relative to the sandbox clock: `ageDays` before the first claim call after the
   * seed, expiring `validDays` after submission. The seed uses relative dates so its transfers stay claimable
   * whenever the sandbox runs.
   */
  dates: { submittedAt: number; expiresAt: number } | { ageDays: number; validDays: number };
  /** Timestamp of the ledger entry holding the money. */
  bookedAt: string;
  /** The fee the sender pays with the hold, in the same entry (global pay to a user); default none. */
  feePrepaidMinor?: number;
  /** Payout methods the sender does not allow (the others of the country when the sender chose one). */
  forbiddenMethods?: readonly string[];
  /** The hold entry's kind and description (default: a global transfer's). */
  entry?: { kind: string; description: string };
}

/**
 * Records a transfer and holds its amount: sender's account -> escrow (and a prepaid fee -> fee income, in the same
 * entry). Returns the transfer and the hold entry's id.
 */
export function createGlobalTransfer(db: Database.Database, input: NewGlobalTransfer): GlobalTransfer {
  return createHeldGlobalTransfer(db, input).transfer;
}

export function createHeldGlobalTransfer(
  db: Database.Database,
  input: NewGlobalTransfer,
): { transfer: GlobalTransfer; entryId: number } {
  const feePrepaid = input.feePrepaidMinor ?? 0;
  return db.transaction(() => {
    const relative = 'ageDays' in input.dates ? input.dates : null;
    const absolute = 'submittedAt' in input.dates ? input.dates : null;
    db.prepare(
      `INSERT INTO global_transfers (id, payment_secret, sender_customer_id, sender_account_id, sender_name, beneficiary_name,
         beneficiary_email, beneficiary_phone, amount_minor, currency, description, fee_is_ben, allowed_countries, status,
         submitted_at, expires_at, age_days, valid_days, forbidden_methods, fee_prepaid_minor)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'waiting', ?, ?, ?, ?, ?, ?)`,
    ).run(
      input.id,
      input.secret,
      input.senderCustomerId,
      input.senderAccountId,
      input.senderName,
      input.beneficiaryName,
      input.beneficiaryEmail,
      input.beneficiaryPhone ?? null,
      input.amountMinor,
      input.currency,
      input.description ?? null,
      input.feeIsBen ? 1 : 0,
      JSON.stringify(input.allowedCountries),
      absolute?.submittedAt ?? null,
      absolute?.expiresAt ?? null,
      relative?.ageDays ?? 0,
      relative?.validDays ?? Math.round(((absolute?.expiresAt ?? 0) - (absolute?.submittedAt ?? 0)) / DAY_MS),
      JSON.stringify(input.forbiddenMethods ?? []),
      feePrepaid,
    );
    const entryId = postEntry(db, {
      kind: input.entry?.kind ?? 'globalTransferHold',
      description: input.entry?.description ?? `Global transfer to ${input.beneficiaryName}`,
      createdAt: input.bookedAt,
      idempotencyKey: `global-transfer:${input.id}:hold`,
      postings: [
        { accountId: input.senderAccountId, amountMinor: -(input.amountMinor + feePrepaid) },
        {
          accountId: systemAccountId(db, escrowAccountNumber(input.currency), input.currency),
          amountMinor: input.amountMinor,
        },
        ...feeIncomePostings(db, input.currency, feePrepaid),
      ],
    });
    const transfer = toTransfer(db.prepare('SELECT * FROM global_transfers WHERE id = ?').get(input.id) as TransferRow);
    return { transfer, entryId };
  })();
}

/** Gives seeded transfers with relative dates their dates, counted from now (the first claim call after a seed). */
export function anchorRelativeDates(db: Database.Database, nowMs: number): void {
  db.prepare(
    `UPDATE global_transfers SET submitted_at = ? - age_days * ?, expires_at = ? - age_days * ? + valid_days * ?
     WHERE submitted_at IS NULL`,
  ).run(nowMs, DAY_MS, nowMs, DAY_MS, DAY_MS);
}

function loadRow(db: Database.Database, secret: string): TransferRow | undefined {
  return db.prepare('SELECT * FROM global_transfers WHERE payment_secret = ?').get(secret) as TransferRow | undefined;
}

/**
 * The transfer of a payment secret, as of now: a claimable transfer past its expiry is expired first (its money
 * goes back to the sender). An unknown secret is a 'TA1' failure.
 */
export function findTransfer(db: Database.Database, nowMs: number, secret: string): GlobalTransfer {
  anchorRelativeDates(db, nowMs);
  const row = loadRow(db, secret);
  if (!row) throw new ClaimError(RESPONSE_CODES.invalidParams, 'Unknown payment secret: check the link you received');
  const transfer = toTransfer(row);
  if (transfer.status === 'waiting' && nowMs >= transfer.expiresAt) {
    closeWithRefund(db, transfer, 'expired', nowMs);
    return toTransfer(loadRow(db, secret) as TransferRow);
  }
  return transfer;
}

/** Returns the held amount to the sender and closes the transfer as refused or expired. */
export function closeWithRefund(
  db: Database.Database,
  transfer: GlobalTransfer,
  status: 'refused' | 'expired',
  nowMs: number,
  bookedAt = iso(nowMs),
): void {
  db.transaction(() => {
    postEntry(db, {
      kind: 'globalTransferRefund',
      description: `Global transfer to ${transfer.beneficiaryName} ${status === 'refused' ? 'refused by the recipient' : 'expired unclaimed'}`,
      createdAt: bookedAt,
      idempotencyKey: `global-transfer:${transfer.id}:refund`,
      postings: [
        {
          accountId: systemAccountId(db, escrowAccountNumber(transfer.currency), transfer.currency),
          amountMinor: -transfer.amountMinor,
        },
        ...feeIncomePostings(db, transfer.currency, transfer.feePrepaidMinor, -1),
        { accountId: transfer.senderAccountId, amountMinor: transfer.amountMinor + transfer.feePrepaidMinor },
      ],
    });
    db.prepare('UPDATE global_transfers SET status = ?, closed_at = ? WHERE id = ?').run(status, nowMs, transfer.id);
    db.prepare(
      "UPDATE global_transfer_operations SET status = 'cancelled', decided_at = ? WHERE transfer_id = ? AND status = 'pending'",
    ).run(nowMs, transfer.id);
  })();
}

// --- Reading ----------------------------------------------------------------------------------------------------

export function transferDetails(transfer: GlobalTransfer, nowMs: number) {
  return {
    paymentId: transfer.id,
    beneficiaryName: transfer.beneficiaryName,
    senderName: transfer.senderName,
    amount: formatAmount(transfer.amountMinor, transfer.currency),
    currencyCode: transfer.currency,
    description: transfer.description,
    feeIsBen: transfer.feeIsBen,
    submittedDate: iso(transfer.submittedAt),
    expireDays: Math.max(0, Math.ceil((transfer.expiresAt - nowMs) / DAY_MS)),
    status: transfer.status,
    allowedCountries: transfer.allowedCountries,
  };
}

const LANGUAGES = ['en', 'es', 'pt', 'ro', 'ru', 'uk'];

/** The language of an Accept-Language header among the product's languages ('ua' is Ukrainian), else English. */
export function requestLanguage(header: string | null | undefined): string {
  const primary = (header ?? '').split(',')[0]?.split(';')[0]?.trim().split('-')[0]?.toLowerCase() ?? '';
  const language = primary === 'ua' ? 'uk' : primary;
  return LANGUAGES.includes(language) ? language : 'en';
}

export function countriesOf(transfer: GlobalTransfer, language: string): Array<{ code: string; name: string }> {
  const collator = new Intl.Collator(language);
  return transfer.allowedCountries
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

function assertCountry(transfer: GlobalTransfer, country: string): void {
  if (!transfer.allowedCountries.includes(country)) {
    throw new ClaimError(
      RESPONSE_CODES.invalidParams,
      `This transfer cannot be paid out in ${countryName(country)} (${country})`,
    );
  }
}

function assertOffer(country: string, method: string, currency: string): MethodId {
  if (!isMethodId(method)) throw new ClaimError(RESPONSE_CODES.invalidParams, `Unknown payment method: ${method}`);
  if (!offers(country, method, currency)) {
    throw new ClaimError(
      RESPONSE_CODES.invalidParams,
      `${METHODS[method].name} does not pay out ${currency} in ${countryName(country)}`,
    );
  }
  return method;
}

export function methodsFor(transfer: GlobalTransfer, country: string) {
  assertCountry(transfer, country);
  return payoutMethodsOf(country).filter((method) => !transfer.forbiddenMethods.includes(method.paymentMethod));
}

function assertAllowed(transfer: GlobalTransfer, method: MethodId): void {
  if (transfer.forbiddenMethods.includes(method)) {
    throw new ClaimError(
      RESPONSE_CODES.invalidParams,
      `The sender does not allow ${METHODS[method].name} for this transfer: choose another method`,
    );
  }
}

export function extraParamsFor(transfer: GlobalTransfer, method: string, country: string, currency: string) {
  assertCountry(transfer, country);
  return extraParamsOf(assertOffer(country, method, currency), country);
}

function quoteFor(transfer: GlobalTransfer, method: MethodId, currency: string) {
  const result = quote(transfer, method, currency);
  if (result.netMinor <= 0) {
    throw new ClaimError(
      RESPONSE_CODES.invalidParams,
      `The fee of ${METHODS[method].name} is larger than the amount: choose another method`,
    );
  }
  return result;
}

export function metaFor(transfer: GlobalTransfer, method: string, country: string, toCurrency: string) {
  assertCountry(transfer, country);
  const result = quoteFor(transfer, assertOffer(country, method, toCurrency), toCurrency);
  return {
    exchangeRate: formatRate(result.rate6),
    toAmount: formatAmount(result.toAmountMinor, toCurrency),
    fee: formatAmount(result.feeMinor, transfer.currency),
    feeCurrencyCode: transfer.currency,
  };
}

function assertClaimable(transfer: GlobalTransfer): void {
  const messages: Record<Exclude<TransferStatus, 'waiting'>, string> = {
    expired: 'This transfer has expired and can no longer be claimed',
    processing: 'This transfer has already been claimed',
    claimed: 'This transfer has already been claimed',
    refused: 'This transfer was refused and can no longer be claimed',
  };
  if (transfer.status !== 'waiting')
    throw new ClaimError(RESPONSE_CODES.invalidParams, messages[transfer.status], { status: transfer.status });
}

/** The sender's payout blacklist may stop global transfers (or all payments) to the recipient's e-mail: access denied. */
export const PAYOUT_BLOCKED_MESSAGE = 'The sender does not allow payouts to this recipient';

function assertPayoutAllowed(db: Database.Database, transfer: GlobalTransfer): void {
  if (isBlacklisted(db, transfer.senderCustomerId, transfer.beneficiaryEmail, 'globalTransfer')) {
    throw new ClaimError(RESPONSE_CODES.accessDenied, PAYOUT_BLOCKED_MESSAGE);
  }
}

// --- Masking ----------------------------------------------------------------------------------------------------

const last4 = (value: string) => value.slice(-4);

const BRAND_NAMES: Record<string, string> = { VISA: 'Visa', MASTERCARD: 'Mastercard' };

/** A masked one-line description of payout details ("DE89 •••• 3000"), never the whole account. */
export function payoutSummary(method: string, details: Readonly<Record<string, string>>): string {
  const iban = details.iban;
  if (iban) return `${iban.slice(0, 4)} •••• ${last4(iban)}`;
  const account = details.accountNumber ?? '';
  switch (method) {
    case 'ach':
      return `${details.accountType === 'savings' ? 'Savings' : 'Checking'} ••••${last4(account)}`;
    case 'faster_payments':
      return `${(details.sortCode ?? '').replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3')} ••••${last4(account)}`;
    case 'bank_transfer':
      return `Bank ${details.bankCode ?? ''} ••••${last4(account)}`;
    case 'swift':
      return `${(details.bic ?? '').slice(0, 8)} ••••${last4(account)}`;
    case 'card': {
      const brand = lookupBin((details.cardNumber ?? '').slice(0, 6)).cardBrand;
      return `${typeof brand === 'string' ? (BRAND_NAMES[brand] ?? brand) : 'Card'} •••• ${last4(details.cardNumber ?? '')}`;
    }
    case 'pix': {
      const key = details.instantKey ?? '';
      if (details.instantKeyType === 'email') return `Pix ${maskEmail(key)}`;
      if (details.instantKeyType === 'phone') return `Pix ${maskPhone(key)}`;
      return `Pix ${details.instantKeyType === 'cpf' ? 'CPF' : 'key'} ••••${last4(key)}`;
    }
    case 'interac':
      return `Interac ${maskEmail(details.email ?? '')}`;
    default:
      return `••••${last4(account)}`;
  }
}

// --- Recent withdrawals -----------------------------------------------------------------------------------------

interface PayoutRow {
  transfer_id: number;
  payment_method: string;
  country_code: string;
  currency: string;
  details: string;
  summary: string;
  exchange_rate: string;
  to_amount_minor: number;
  fee_minor: number;
  created_at: number;
}

/** The recipient's last completed payouts (by beneficiary e-mail), newest first. */
export function recentWithdrawals(
  db: Database.Database,
  transfer: GlobalTransfer,
  limit = RECENT_WITHDRAWALS_LIMIT,
  language = 'en',
) {
  const rows = db
    .prepare(
      `SELECT p.* FROM global_payouts p JOIN global_transfers t ON t.id = p.transfer_id
       WHERE t.beneficiary_email = ? COLLATE NOCASE AND t.status = 'claimed'
       ORDER BY p.created_at DESC, p.transfer_id DESC LIMIT ?`,
    )
    .all(transfer.beneficiaryEmail, Math.min(limit, RECENT_WITHDRAWALS_LIMIT)) as PayoutRow[];
  return rows.map((row) => ({
    paymentId: row.transfer_id,
    paymentMethod: row.payment_method,
    methodName: catalogueText(
      isMethodId(row.payment_method) ? METHODS[row.payment_method].name : row.payment_method,
      language,
    ),
    countryCode: row.country_code,
    currencyCode: row.currency,
    createdAt: iso(row.created_at),
    summary: catalogueText(row.summary, language),
  }));
}

/** The stored details of one of the recipient's payouts, to fill the form again. */
export function withdrawalDetails(db: Database.Database, transfer: GlobalTransfer, paymentId: string | number) {
  const row = db
    .prepare(
      `SELECT p.* FROM global_payouts p JOIN global_transfers t ON t.id = p.transfer_id
       WHERE p.transfer_id = ? AND t.beneficiary_email = ? COLLATE NOCASE AND t.status = 'claimed'`,
    )
    .get(Number(paymentId), transfer.beneficiaryEmail) as PayoutRow | undefined;
  if (!row) throw new ClaimError(RESPONSE_CODES.invalidParams, `Unknown withdrawal: ${paymentId}`);
  return {
    paymentMethod: row.payment_method,
    countryCode: row.country_code,
    currencyCode: row.currency,
    paymentDetails: JSON.parse(row.details) as Record<string, string>,
  };
}

// --- Submit, approve, resend, refuse ----------------------------------------------------------------------------

interface OperationRow {
  id: string;
  transfer_id: number;
  payment_method: string;
  country_code: string;
  currency: string;
  details: string;
  details_hash: string;
  approve_type: ApproveType;
  code_hash: string;
  code_expires_at: number;
  failed_attempts: number;
  codes_sent: number;
  status: 'pending' | 'superseded' | 'approved' | 'locked' | 'cancelled';
}

export interface PayoutChoice {
  paymentMethod: string;
  countryCode: string;
  currencyCode: string;
  paymentDetails: Readonly<Record<string, string>>;
}

export function availableApprovalMethods(transfer: GlobalTransfer): ApproveType[] {
  return transfer.beneficiaryPhone ? ['email', 'sms'] : ['email'];
}

function detailsHashOf(choice: PayoutChoice): string {
  return sha256Hex(
    canonicalJson({
      paymentMethod: choice.paymentMethod,
      countryCode: choice.countryCode,
      currencyCode: choice.currencyCode,
      details: choice.paymentDetails,
    }),
  );
}

/** The code is bound to its operation and to the payout details: it proves consent to exactly this payout. */
function codeHashOf(operationId: string, detailsHash: string, code: string): string {
  return sha256Hex(`${operationId}:${detailsHash}:${code}`);
}

function sendApprovalCode(
  db: Database.Database,
  nowMs: number,
  transfer: GlobalTransfer,
  operation: { approveType: ApproveType; choice: PayoutChoice },
  code: string,
): string {
  const { choice } = operation;
  const amount = `${transfer.currency} ${formatAmount(transfer.amountMinor, transfer.currency)}`;
  const payout = `${isMethodId(choice.paymentMethod) ? METHODS[choice.paymentMethod].name : choice.paymentMethod} in ${choice.currencyCode} to ${payoutSummary(choice.paymentMethod, choice.paymentDetails)}`;
  if (operation.approveType === 'sms' && transfer.beneficiaryPhone) {
    sendMessage(db, nowMs, {
      to: transfer.beneficiaryPhone,
      userEmail: transfer.beneficiaryEmail,
      channel: 'sms',
      subject: 'Claim code',
      body: `${code} is your code to claim ${amount} from ${transfer.senderName} (${payout}). Never share it.`,
      code,
    });
    return maskPhone(transfer.beneficiaryPhone);
  }
  sendMessage(db, nowMs, {
    to: transfer.beneficiaryEmail,
    channel: 'email',
    subject: `Your code to claim ${amount} from ${transfer.senderName}`,
    body:
      `Hello ${transfer.beneficiaryName},\n\nyour approval code is ${code}. It confirms this payout: ${payout}. ` +
      `It works for ${APPROVAL_CODE_TTL_MS / 60_000} minutes. If you did not ask for it, ignore this message and never share the code.`,
    code,
  });
  return maskEmail(transfer.beneficiaryEmail);
}

function summariseErrors(errors: readonly ValidationError[]): string {
  return errors.map((error) => (error.field ? `${error.field}: ${error.description}` : error.description)).join('; ');
}

export type SubmitResult = {
  operationId: string;
  approveType: ApproveType;
  approvalSentTo: string;
  availableApprovalMethods: ApproveType[];
};

/**
 * Checks the payout and starts its approval: a new operation with a fresh code. A pending operation of the same
 * transfer is superseded, so its code stops working (a changed payout needs a new code).
 */
export function submitClaim(
  db: Database.Database,
  nowMs: number,
  transfer: GlobalTransfer,
  choice: PayoutChoice,
): SubmitResult {
  assertClaimable(transfer);
  assertPayoutAllowed(db, transfer);
  assertCountry(transfer, choice.countryCode);
  const method = assertOffer(choice.countryCode, choice.paymentMethod, choice.currencyCode);
  assertAllowed(transfer, method);
  const checked = checkDetails(method, choice.countryCode, choice.paymentDetails);
  if (!checked.ok)
    throw new ClaimError(RESPONSE_CODES.verifyError, summariseErrors(checked.errors), {
      validationErrors: checked.errors,
    });
  quoteFor(transfer, method, choice.currencyCode);

  const normalised: PayoutChoice = { ...choice, paymentDetails: checked.details };
  const detailsHash = detailsHashOf(normalised);
  const operationId = `gto_${randomToken(18)}`;
  const code = randomDigits(6);
  const approveType: ApproveType = 'email';
  return db.transaction(() => {
    db.prepare(
      "UPDATE global_transfer_operations SET status = 'superseded', decided_at = ? WHERE transfer_id = ? AND status = 'pending'",
    ).run(nowMs, transfer.id);
    db.prepare(
      `INSERT INTO global_transfer_operations (id, transfer_id, payment_method, country_code, currency, details, details_hash,
         approve_type, code_hash, code_expires_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      operationId,
      transfer.id,
      method,
      choice.countryCode,
      choice.currencyCode,
      canonicalJson(checked.details),
      detailsHash,
      approveType,
      codeHashOf(operationId, detailsHash, code),
      nowMs + APPROVAL_CODE_TTL_MS,
      nowMs,
    );
    const approvalSentTo = sendApprovalCode(db, nowMs, transfer, { approveType, choice: normalised }, code);
    return { operationId, approveType, approvalSentTo, availableApprovalMethods: availableApprovalMethods(transfer) };
  })();
}

function loadOperation(db: Database.Database, transfer: GlobalTransfer, operationId: string): OperationRow {
  const row = db
    .prepare('SELECT * FROM global_transfer_operations WHERE id = ? AND transfer_id = ?')
    .get(operationId, transfer.id) as OperationRow | undefined;
  if (!row) throw new ClaimError(RESPONSE_CODES.invalidParams, 'Unknown operation: submit the claim again');
  return row;
}

function choiceOf(operation: OperationRow): PayoutChoice {
  return {
    paymentMethod: operation.payment_method,
    countryCode: operation.country_code,
    currencyCode: operation.currency,
    paymentDetails: JSON.parse(operation.details) as Record<string, string>,
  };
}

/** Why an operation that is not pending cannot take a code. */
function assertPending(operation: OperationRow): void {
  switch (operation.status) {
    case 'pending':
      return;
    case 'superseded':
      throw new ClaimError(
        RESPONSE_CODES.invalidParams,
        'This code belongs to an earlier request: use the code sent for the latest one',
        { operationStatus: 'superseded' },
      );
    case 'locked':
      throw new ClaimError(
        RESPONSE_CODES.invalidParams,
        'Too many wrong codes: submit the claim again for a new code',
        { operationStatus: 'locked' },
      );
    default:
      throw new ClaimError(RESPONSE_CODES.invalidParams, 'This approval request is no longer valid', {
        operationStatus: operation.status,
      });
  }
}

export type ApproveResult = {
  paymentId: number;
  status: TransferStatus;
  paymentMethod: string;
  /** What the recipient receives, in the payout currency. */
  amount: string;
  currencyCode: string;
};

function approveResultOf(db: Database.Database, transferId: number): ApproveResult {
  const payout = db.prepare('SELECT * FROM global_payouts WHERE transfer_id = ?').get(transferId) as PayoutRow;
  return {
    paymentId: transferId,
    status: 'claimed',
    paymentMethod: payout.payment_method,
    amount: formatAmount(payout.to_amount_minor, payout.currency),
    currencyCode: payout.currency,
  };
}

/**
 * Books the payout with the approval code. A wrong code answers 'VF' "Invalid approval code"; the fifth locks the
 * operation. Approving an approved operation again with its code returns the same answer (a double click).
 */
export function approveClaim(
  db: Database.Database,
  nowMs: number,
  transfer: GlobalTransfer,
  operationId: string,
  code: string,
): ApproveResult {
  const operation = loadOperation(db, transfer, operationId);
  const codeMatches = codeHashOf(operation.id, operation.details_hash, code.trim()) === operation.code_hash;
  if (operation.status === 'approved') {
    if (codeMatches) return approveResultOf(db, transfer.id);
    throw invalidCode();
  }
  assertClaimable(transfer);
  assertPending(operation);
  // The sender may have blocked the recipient after the code was sent: the payout is booked here, so check again.
  assertPayoutAllowed(db, transfer);
  if (nowMs > operation.code_expires_at)
    throw new ClaimError(RESPONSE_CODES.invalidParams, 'The approval code has expired: ask for a new one');
  if (!codeMatches) {
    const failed = operation.failed_attempts + 1;
    const locked = failed >= MAX_WRONG_CODES;
    db.prepare(
      'UPDATE global_transfer_operations SET failed_attempts = ?, status = ?, decided_at = ? WHERE id = ?',
    ).run(failed, locked ? 'locked' : 'pending', locked ? nowMs : null, operation.id);
    if (locked)
      throw new ClaimError(
        RESPONSE_CODES.invalidParams,
        'Too many wrong codes: submit the claim again for a new code',
        { operationStatus: 'locked' },
      );
    throw invalidCode();
  }
  const choice = choiceOf(operation);
  if (detailsHashOf(choice) !== operation.details_hash)
    throw new Error(`Operation ${operation.id}: its details do not match the hash the code was bound to`);
  db.transaction(() => {
    bookPayout(db, transfer, choice, nowMs, operation.id);
    db.prepare("UPDATE global_transfer_operations SET status = 'approved', decided_at = ? WHERE id = ?").run(
      nowMs,
      operation.id,
    );
  })();
  return approveResultOf(db, transfer.id);
}

function invalidCode(): ClaimError {
  return new ClaimError(RESPONSE_CODES.verifyError, 'Invalid approval code', {
    validationErrors: [{ field: 'approvalCode', description: 'Invalid approval code' }],
  });
}

/**
 * Pays a transfer out: escrow -> payout network, fee -> fee income (from the amount when the recipient pays it,
 * else from the sender's account). Once per transfer (ledger idempotency key and the payouts table's key).
 */
export function bookPayout(
  db: Database.Database,
  transfer: GlobalTransfer,
  choice: PayoutChoice,
  atMs: number,
  operationId: string | null,
  bookedAt = iso(atMs),
): void {
  if (!isMethodId(choice.paymentMethod)) throw new Error(`Unknown payment method ${choice.paymentMethod}`);
  const method = choice.paymentMethod;
  const result = quoteFor(transfer, method, choice.currencyCode);
  const currency = transfer.currency;
  const escrow = systemAccountId(db, escrowAccountNumber(currency), currency);
  const network = systemAccountId(db, payoutNetworkAccountNumber(currency), currency);
  // A fee the sender paid with the hold is in fee income already: the payout moves only the amount.
  const prepaid = transfer.feePrepaidMinor > 0;
  const postings = [
    { accountId: escrow, amountMinor: -transfer.amountMinor },
    { accountId: network, amountMinor: result.netMinor },
    ...(transfer.feeIsBen || prepaid ? [] : [{ accountId: transfer.senderAccountId, amountMinor: -result.feeMinor }]),
    ...(prepaid ? [] : feeIncomePostings(db, currency, result.feeMinor)),
  ].filter((posting) => posting.amountMinor !== 0);
  db.transaction(() => {
    const entryId = postEntryOrRefuse(
      db,
      {
        kind: 'globalTransferPayout',
        description: `Global transfer to ${transfer.beneficiaryName} paid out by ${METHODS[method].name}`,
        createdAt: bookedAt,
        idempotencyKey: `global-transfer:${transfer.id}:payout`,
        postings,
      },
      (error) => new ClaimError(RESPONSE_CODES.unknownError, `The payout could not be booked: ${error.message}`),
    );
    db.prepare(
      `INSERT INTO global_payouts (transfer_id, operation_id, payment_method, country_code, currency, details, summary,
         exchange_rate, to_amount_minor, fee_minor, entry_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      transfer.id,
      operationId,
      method,
      choice.countryCode,
      choice.currencyCode,
      canonicalJson(choice.paymentDetails),
      payoutSummary(method, choice.paymentDetails),
      formatRate(result.rate6),
      result.toAmountMinor,
      prepaid ? transfer.feePrepaidMinor : result.feeMinor,
      entryId,
      atMs,
    );
    db.prepare("UPDATE global_transfers SET status = 'claimed', closed_at = ? WHERE id = ?").run(atMs, transfer.id);
  })();
}

/** A new code for a pending operation (by e-mail, or SMS when the transfer has a phone); the old code stops working. */
export function resendApprovalCode(
  db: Database.Database,
  nowMs: number,
  transfer: GlobalTransfer,
  operationId: string,
  approveType: string,
): { approvalSentTo: string } {
  const operation = loadOperation(db, transfer, operationId);
  assertClaimable(transfer);
  assertPending(operation);
  const available = availableApprovalMethods(transfer);
  if (!(available as string[]).includes(approveType)) {
    throw new ClaimError(
      RESPONSE_CODES.invalidParams,
      `Codes for this transfer can be sent by: ${available.join(', ')}`,
    );
  }
  if (operation.codes_sent >= MAX_CODES_SENT)
    throw new ClaimError(RESPONSE_CODES.invalidParams, 'Too many codes sent: submit the claim again');
  const code = randomDigits(6);
  return db.transaction(() => {
    db.prepare(
      'UPDATE global_transfer_operations SET code_hash = ?, code_expires_at = ?, codes_sent = codes_sent + 1, approve_type = ? WHERE id = ?',
    ).run(
      codeHashOf(operation.id, operation.details_hash, code),
      nowMs + APPROVAL_CODE_TTL_MS,
      approveType,
      operation.id,
    );
    return {
      approvalSentTo: sendApprovalCode(
        db,
        nowMs,
        transfer,
        { approveType: approveType as ApproveType, choice: choiceOf(operation) },
        code,
      ),
    };
  })();
}

/** The recipient refuses the transfer: 'refused', money back to the sender. Refusing twice answers the same. */
export function refuseTransfer(
  db: Database.Database,
  nowMs: number,
  transfer: GlobalTransfer,
  paymentId: string | number,
): { status: 'refused' } {
  if (String(paymentId) !== String(transfer.id))
    throw new ClaimError(RESPONSE_CODES.invalidParams, `Unknown payment: ${paymentId}`);
  if (transfer.status === 'refused') return { status: 'refused' };
  assertClaimable(transfer);
  closeWithRefund(db, transfer, 'refused', nowMs);
  return { status: 'refused' };
}
