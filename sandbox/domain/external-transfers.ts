/**
 * External transfers (spec 2 sections 2-9, contract/external-transfers.ts): money out of the wallet by wire, EFT,
 * card payout (oct), crypto, instant payment (Pix-style keys in BR) or Interac (CA, e-mail). The payout catalogue
 * is the claim's (payout-catalogue.ts) plus crypto networks with their address formats; fees per kind are the fee
 * table (fees.ts) and limits the limit table (limits.ts), so the quote, the maximum amount and the refusal agree.
 *
 * Booking, once the customer's approval is given (mode none at once; sms, otp and approval-code modes with a
 * 6-digit code from the outbox; push users get an e-mailed approval code here):
 *   customer's account -(debit + fee); fee income +fee; external clearing +debit  (all in the account's currency)
 * The transfer is then `pending` at the payout network until the sandbox control endpoint settles it (nothing moves)
 * or rejects it (the entry is reversed: the money comes back and the customer gets a realtime notice).
 */
import type Database from 'better-sqlite3';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { ExtraParam, PayoutMethod } from '../../src/core/api/contract/global-claim';
import type {
  ExternalDestination,
  ExternalTransferType,
  RecentExternalTransfer,
  ExternalTemplate,
} from '../../src/core/api/contract/external-transfers';
import type { LimitTransferType } from '../../src/core/api/contract/limits';
import type { TransferResult } from '../../src/core/api/contract/p2p';
import { PERMISSION_FLAGS, type ExternalTransferKind } from '../../src/core/api/contract/permission-flags';
import type { SandboxContext } from '../context';
import { ApprovalExecutionError, bookOrRequestApproval, isInitiatorOnly, registerApprovalExecutor } from './approvals';
import { sha256Hex, randomDigits } from './crypto-ids';
import { productFeeMinor } from './fees';
import { balanceMinor, postEntry } from './ledger';
import {
  externalClearingAccountNumber,
  feeIncomePostings,
  postEntryOrRefuse,
  systemAccountId,
} from './ledger-postings';
import { assertWithinLimits, LimitError, recordLimitUsage, releaseLimitUsage } from './limits';
import { notifyUser } from './news-notifications';
import { ownAccount } from './customer-accounts';
import { parseAmountMinor } from './amounts';
import {
  CATALOGUE_COUNTRIES,
  checkDetails,
  convertMinor,
  exchangeRate6,
  extraParamsOf,
  flattenParams,
  formatAmount,
  formatRate,
  isMethodId,
  payoutMethodsOf,
} from './payout-catalogue';
import type { CustomerRow, UserRow } from './users';
import { codeChannelOf, sendApprovalCode, type CodeApprovalColumns } from './approval-codes';
import { DomainError } from './domain-error';

export class ExternalTransferError extends DomainError {
  override name = 'ExternalTransferError';
}

function fieldError(field: string, description: string): ExternalTransferError {
  return new ExternalTransferError(RESPONSE_CODES.verifyError, `${field}: ${description}`, {
    validationErrors: [{ field, description }],
  });
}

export const EXTERNAL_APPROVAL_TTL_MS = 10 * 60_000;
const MAX_WRONG_CODES = 5;
const MAX_RESENDS = 5;
const FIRST_EXTERNAL_ID = 900_001;

/** The limit (and fee) type of each kind (contract/limits.ts names). */
export const LIMIT_TYPE_OF: Readonly<Record<ExternalTransferType, LimitTransferType>> = {
  wire: 'wire',
  eft: 'eft',
  oct: 'oct',
  crypto_eft: 'cryptoEft',
  instant_payment: 'instant',
  interac: 'interac',
};

/** The permission flag family of each kind (contract/permission-flags.ts). */
export const PERMISSION_KIND_OF: Readonly<Record<ExternalTransferType, ExternalTransferKind>> = {
  wire: 'wire',
  eft: 'eft',
  oct: 'card',
  crypto_eft: 'crypto',
  instant_payment: 'instant',
  interac: 'interac',
};

// --- Catalogue -----------------------------------------------------------------------------------------------------

interface CryptoNetwork {
  name: string;
  network: string;
  /** Address format, checked offline by the client (pattern) and again here. */
  pattern: string;
  hint: string;
}

/** Stablecoin networks: the amount is sent in USD value; the address format is the network's. */
export const CRYPTO_NETWORKS: Readonly<Record<string, CryptoNetwork>> = {
  usdt_tron: {
    name: 'USDT on Tron (TRC-20)',
    network: 'TRC-20',
    pattern: 'T[1-9A-HJ-NP-Za-km-z]{33}',
    hint: 'Starts with T, 34 letters and digits',
  },
  usdc_ethereum: {
    name: 'USDC on Ethereum (ERC-20)',
    network: 'ERC-20',
    pattern: '0x[0-9a-fA-F]{40}',
    hint: '0x and 40 hexadecimal characters',
  },
};

function cryptoMethods(): PayoutMethod[] {
  return Object.entries(CRYPTO_NETWORKS).map(([id, network]) => ({
    paymentMethod: id,
    name: network.name,
    transferType: 'crypto_eft',
    currencies: ['USD'],
    eta: 'Within 1 hour',
  }));
}

/** Transfers to a country: its methods of one kind. */
export function externalMethodsOf(country: string, type: ExternalTransferType): PayoutMethod[] {
  if (type === 'crypto_eft') return CATALOGUE_COUNTRIES.includes(country) ? cryptoMethods() : [];
  return payoutMethodsOf(country).filter((method) => method.transferType === type);
}

/** Available transfers: every kind with the countries it serves. */
export function availableTransfers(): Array<{ transferType: ExternalTransferType; countries: string[] }> {
  const types: ExternalTransferType[] = ['wire', 'eft', 'oct', 'crypto_eft', 'instant_payment', 'interac'];
  return types.map((transferType) => ({
    transferType,
    countries: CATALOGUE_COUNTRIES.filter((country) => externalMethodsOf(country, transferType).length > 0),
  }));
}

function methodOf(country: string, method: string, currency: string): PayoutMethod {
  for (const type of Object.keys(LIMIT_TYPE_OF) as ExternalTransferType[]) {
    const found = externalMethodsOf(country, type).find((candidate) => candidate.paymentMethod === method);
    if (found) {
      if (!found.currencies.includes(currency))
        throw fieldError('currencyCode', `${found.name} does not pay in ${currency} in ${country}`);
      return found;
    }
  }
  throw fieldError('paymentMethod', `No such payout method in ${country}`);
}

/** The claim's labels speak to the recipient; here the customer fills in someone's (or their own) details. */
function forSender(param: ExtraParam): ExtraParam {
  const relabelled: ExtraParam = { ...param };
  if (param.label === 'Your address') relabelled.label = "Beneficiary's address";
  if (param.hint === 'Your IBAN') relabelled.hint = "The beneficiary's IBAN";
  if (param.options) relabelled.options = param.options.map(forSender);
  return relabelled;
}

/**
 * The details a method needs. Business customers (customerType "1") also name the beneficiary's relation to the
 * business on wires (a compliance field the catalogue adds for them).
 */
export function externalExtraParams(method: string, country: string, customerType: string): ExtraParam[] {
  const network = CRYPTO_NETWORKS[method];
  if (network) {
    return [
      {
        key: 'accountHolderName',
        label: 'Wallet owner name',
        type: 'text',
        required: true,
        minLength: 2,
        maxLength: 70,
      },
      {
        key: 'walletAddress',
        label: `${network.network} wallet address`,
        type: 'text',
        required: true,
        pattern: network.pattern,
        hint: network.hint,
        minLength: 34,
        maxLength: 42,
      },
    ];
  }
  if (!isMethodId(method)) return [];
  const params = extraParamsOf(method, country).map(forSender);
  if (method === 'swift' && customerType === '1') {
    params.push({
      key: 'paymentPurpose',
      label: 'Purpose of the payment',
      type: 'select',
      required: true,
      values: [
        { value: 'supplier', label: 'Paying a supplier' },
        { value: 'salary', label: 'Salary' },
        { value: 'other', label: 'Other' },
      ],
    });
  }
  return params;
}

type DetailsCheck =
  { ok: true; details: Record<string, string> } | { ok: false; errors: Array<{ field: string; description: string }> };

export function checkExternalDetails(
  method: string,
  country: string,
  customerType: string,
  given: Readonly<Record<string, string>>,
): DetailsCheck {
  const network = CRYPTO_NETWORKS[method];
  if (network) {
    const errors: Array<{ field: string; description: string }> = [];
    const details: Record<string, string> = {};
    for (const param of externalExtraParams(method, country, customerType)) {
      const value = (given[param.key] ?? '').trim();
      if (value === '') errors.push({ field: param.key, description: 'Required' });
      else if (param.pattern && !new RegExp(`^(?:${param.pattern})$`).test(value))
        errors.push({ field: param.key, description: `Not a ${network.network} address: ${network.hint}` });
      else details[param.key] = value;
    }
    return errors.length > 0 ? { ok: false, errors } : { ok: true, details };
  }
  if (!isMethodId(method))
    return { ok: false, errors: [{ field: 'paymentMethod', description: 'Unknown payout method' }] };
  const checked = checkDetails(method, country, given);
  if (!checked.ok)
    return {
      ok: false,
      errors: checked.errors.map((error) => ({
        field: error.field ?? 'paymentDetails',
        description: error.description,
      })),
    };
  // Fields the catalogue adds for business customers.
  const extra = flattenParams(externalExtraParams(method, country, customerType)).filter(
    (param) => !flattenParams(extraParamsOf(method, country)).some((base) => base.key === param.key),
  );
  for (const param of extra) {
    const value = (given[param.key] ?? '').trim();
    if (param.required && value === '') return { ok: false, errors: [{ field: param.key, description: 'Required' }] };
    if (value !== '') checked.details[param.key] = value;
  }
  return checked;
}

// --- Quote ---------------------------------------------------------------------------------------------------------

export interface ExternalQuote {
  amountMinor: number;
  currency: string;
  accountCurrency: string;
  rate: string;
  debitMinor: number;
  feeMinor: number;
}

export function quoteExternal(
  type: ExternalTransferType,
  amountMinor: number,
  currency: string,
  accountCurrency: string,
): ExternalQuote {
  const same = currency === accountCurrency;
  const debitMinor = same ? amountMinor : convertMinor(amountMinor, currency, accountCurrency);
  return {
    amountMinor,
    currency,
    accountCurrency,
    rate: formatRate(exchangeRate6(accountCurrency, currency)),
    debitMinor,
    feeMinor: productFeeMinor(LIMIT_TYPE_OF[type], debitMinor, same),
  };
}

export function quoteView(quote: ExternalQuote) {
  return {
    amountReceived: formatAmount(quote.amountMinor, quote.currency),
    currencyCode: quote.currency,
    exchangeRate: quote.rate,
    debitAmount: formatAmount(quote.debitMinor, quote.accountCurrency),
    fee: formatAmount(quote.feeMinor, quote.accountCurrency),
    feeCurrencyCode: quote.accountCurrency,
    totalDebit: formatAmount(quote.debitMinor + quote.feeMinor, quote.accountCurrency),
    accountCurrencyCode: quote.accountCurrency,
  };
}

export function quoteFor(
  db: Database.Database,
  customer: CustomerRow,
  input: {
    fromAccountId: string | number;
    countryCode: string;
    paymentMethod: string;
    currencyCode: string;
    amount: string;
  },
) {
  const account = ownAccount(db, customer, input.fromAccountId, 'fromAccountId');
  const method = methodOf(input.countryCode, input.paymentMethod, input.currencyCode);
  const amountMinor = parseAmountMinor(input.amount, input.currencyCode);
  return quoteView(
    quoteExternal(method.transferType as ExternalTransferType, amountMinor, input.currencyCode, account.currency),
  );
}

// --- Transfers -----------------------------------------------------------------------------------------------------

export interface ExternalTransferRow extends CodeApprovalColumns {
  id: number;
  user_id: number;
  customer_id: number;
  from_account_id: number;
  transfer_type: ExternalTransferType;
  destination: ExternalDestination;
  country_code: string;
  payment_method: string;
  currency: string;
  amount_minor: number;
  account_currency: string;
  exchange_rate: string;
  debit_minor: number;
  fee_minor: number;
  beneficiary_name: string;
  details: string;
  status: TransferResult['status'];
  settlement: 'pending' | 'settled' | 'rejected';
  approve_mode: string;
  entry_id: number | null;
  reversal_entry_id: number | null;
  address_date_valid: number;
  address_matches: number;
  created_at: number;
}

function loadRow(db: Database.Database, id: number): ExternalTransferRow {
  return db.prepare('SELECT * FROM external_transfers WHERE id = ?').get(id) as ExternalTransferRow;
}

/** Where booked external transfers wait for the payout network, per currency. */
function clearingAccount(db: Database.Database, currency: string): number {
  return systemAccountId(db, externalClearingAccountNumber(currency), currency);
}

function permissionsOf(customer: CustomerRow): Record<string, number> {
  return JSON.parse(customer.permissions) as Record<string, number>;
}

/** Own-account withdrawals and sending to others are separate flags per kind (spec 2 section 6). */
export function mayDestination(
  customer: CustomerRow,
  type: ExternalTransferType,
  destination: ExternalDestination,
): boolean {
  const flags = destination === 'own' ? PERMISSION_FLAGS.ownWithdrawal : PERMISSION_FLAGS.sendToOthers;
  return permissionsOf(customer)[flags[PERMISSION_KIND_OF[type]]] === 1;
}

function codeHash(id: number, code: string): string {
  return sha256Hex(`external:${id}:${code}`);
}

/** Code modes keep their channel; push (whose device page handles p2p) gets an e-mailed approval code here. */
function codeModeOf(mode: string): 'sms' | 'otp' | 'approvalCode' | 'none' {
  if (mode === 'none' || mode === 'sms' || mode === 'otp') return mode;
  return 'approvalCode';
}

function sendCode(
  db: Database.Database,
  nowMs: number,
  row: ExternalTransferRow,
  user: UserRow,
  code: string,
): string | null {
  const purpose = `send ${row.currency} ${formatAmount(row.amount_minor, row.currency)} to ${row.beneficiary_name}`;
  return sendApprovalCode(db, nowMs, user, codeChannelOf(row.approve_mode), code, {
    purpose,
    smsSubject: 'Transfer code',
    otpBody: `Your authenticator app shows ${code} (to ${purpose}).`,
    email: {
      subject: 'Your approval code',
      body: `Your approval code is ${code}. It confirms this transfer: ${purpose}. It works for ${EXTERNAL_APPROVAL_TTL_MS / 60_000} minutes. Never share it.`,
    },
  });
}

export interface NewExternalTransfer {
  user: UserRow;
  customer: CustomerRow;
  fromAccountId: string | number;
  countryCode: string;
  paymentMethod: string;
  currencyCode: string;
  amount: string;
  destination: ExternalDestination;
  paymentDetails: Record<string, string>;
  templateName?: string | undefined;
}

function beneficiaryNameOf(details: Record<string, string>): string {
  return (
    details.accountHolderName ??
    details.beneficiaryName ??
    details.email ??
    details.instantKey ??
    details.walletAddress ??
    ''
  );
}

export function submitExternal(context: SandboxContext, input: NewExternalTransfer): ExternalTransferRow {
  const { db } = context;
  const nowMs = context.now();
  const account = ownAccount(db, input.customer, input.fromAccountId, 'fromAccountId');
  const method = methodOf(input.countryCode, input.paymentMethod, input.currencyCode);
  const type = method.transferType as ExternalTransferType;
  if (!mayDestination(input.customer, type, input.destination)) {
    throw new ExternalTransferError(
      RESPONSE_CODES.verifyError,
      input.destination === 'own'
        ? 'You may not withdraw to your own accounts with this kind of transfer'
        : 'You may not send this kind of transfer to others',
      { validationErrors: [{ field: 'destination', description: 'Not allowed for this account' }] },
    );
  }
  const customerType = String(input.customer.customer_type);
  const checked = checkExternalDetails(input.paymentMethod, input.countryCode, customerType, input.paymentDetails);
  if (!checked.ok) {
    const first = checked.errors[0];
    throw new ExternalTransferError(
      RESPONSE_CODES.verifyError,
      first ? `${first.field}: ${first.description}` : 'Check the details',
      { validationErrors: checked.errors },
    );
  }
  const amountMinor = parseAmountMinor(input.amount, input.currencyCode);
  const quote = quoteExternal(type, amountMinor, input.currencyCode, account.currency);
  try {
    assertWithinLimits(db, {
      customerId: input.customer.id,
      type: LIMIT_TYPE_OF[type],
      amountMinor,
      currency: input.currencyCode,
      nowMs,
    });
  } catch (error) {
    if (error instanceof LimitError) throw new ExternalTransferError(error.wireCode, error.message, error.extra);
    throw error;
  }
  if (balanceMinor(db, account.id) < quote.debitMinor + quote.feeMinor)
    throw fieldError('amount', 'Insufficient funds on the chosen account');

  const mode = codeModeOf(input.user.transaction_approve_mode);
  const initiator = isInitiatorOnly(db, input.user, input.customer);
  return db.transaction(() => {
    const last = db.prepare('SELECT MAX(id) AS id FROM external_transfers').get() as { id: number | null };
    const id = Math.max(last.id ?? 0, FIRST_EXTERNAL_ID - 1) + 1;
    const code = mode === 'none' ? null : randomDigits(6);
    db.prepare(
      `INSERT INTO external_transfers (id, user_id, customer_id, from_account_id, transfer_type, destination, country_code, payment_method,
         currency, amount_minor, account_currency, exchange_rate, debit_minor, fee_minor, beneficiary_name, details, status, settlement,
         approve_mode, code_hash, approval_expires_at, initiator_only, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'waitingApproval', 'pending', ?, ?, ?, ?, ?)`,
    ).run(
      id,
      input.user.id,
      input.customer.id,
      account.id,
      type,
      input.destination,
      input.countryCode,
      input.paymentMethod,
      input.currencyCode,
      amountMinor,
      account.currency,
      quote.rate,
      quote.debitMinor,
      quote.feeMinor,
      beneficiaryNameOf(checked.details),
      JSON.stringify(checked.details),
      mode,
      code ? codeHash(id, code) : null,
      mode === 'none' ? null : nowMs + EXTERNAL_APPROVAL_TTL_MS,
      initiator ? 1 : 0,
      nowMs,
    );
    recordLimitUsage(db, {
      customerId: input.customer.id,
      type: LIMIT_TYPE_OF[type],
      amountMinor,
      currency: input.currencyCode,
      nowMs,
      reference: `external:${id}`,
    });
    if (input.templateName?.trim()) saveTemplate(db, input.customer.id, input.templateName.trim(), loadRow(db, id));
    if (code) {
      const sentTo = sendCode(db, nowMs, loadRow(db, id), input.user, code);
      db.prepare('UPDATE external_transfers SET approval_sent_to = ? WHERE id = ?').run(sentTo, id);
    }
    if (mode === 'none') approve(context, loadRow(db, id), nowMs);
    return loadRow(db, id);
  })();
}

/**
 * The customer's approval is given: book the transfer, or, for an initiator (access right 3), make it a transaction
 * request that a user with full access decides (approvals.ts); its executor below books it then.
 */
function approve(context: SandboxContext, row: ExternalTransferRow, nowMs: number): void {
  const { db } = context;
  bookOrRequestApproval(db, {
    initiatorOnly: row.initiator_only === 1,
    markRequested: () =>
      db.prepare("UPDATE external_transfers SET status = 'approvalTransactionCreated' WHERE id = ?").run(row.id),
    request: () => ({
      customerId: row.customer_id,
      createdByUserId: row.user_id,
      transactionType: LIMIT_TYPE_OF[row.transfer_type],
      reference: String(row.id),
      amountMinor: row.amount_minor,
      currency: row.currency,
      feeMinor: row.fee_minor,
      feeCurrency: row.account_currency,
      beneficiary: row.beneficiary_name,
      description: `${row.payment_method} to ${row.country_code}`,
      fromAccountId: row.from_account_id,
      nowMs,
    }),
    book: () => book(context, row, nowMs),
  });
}

/** One balanced entry per transfer (its idempotency key is the transfer's), then `completed` and pending at the network. */
function book(context: SandboxContext, row: ExternalTransferRow, nowMs: number): void {
  const { db } = context;
  const entryId = postEntryOrRefuse(
    db,
    {
      kind: 'external',
      description: `${row.transfer_type} transfer to ${row.beneficiary_name} (${row.country_code})`,
      createdAt: new Date(nowMs).toISOString(),
      idempotencyKey: `external:${row.id}`,
      postings: [
        { accountId: row.from_account_id, amountMinor: -(row.debit_minor + row.fee_minor) },
        { accountId: clearingAccount(db, row.account_currency), amountMinor: row.debit_minor },
        ...feeIncomePostings(db, row.account_currency, row.fee_minor),
      ],
    },
    () => fieldError('amount', 'Insufficient funds on the chosen account'),
  );
  db.prepare("UPDATE external_transfers SET status = 'completed', entry_id = ? WHERE id = ?").run(entryId, row.id);
}

export function findExternal(
  context: SandboxContext,
  customer: CustomerRow,
  trxid: string | number,
): ExternalTransferRow {
  const row = context.db
    .prepare('SELECT * FROM external_transfers WHERE id = ? AND customer_id = ?')
    .get(Number(trxid), customer.id) as ExternalTransferRow | undefined;
  if (!row) throw new ExternalTransferError(RESPONSE_CODES.invalidParams, 'No such transfer');
  if (row.status === 'waitingApproval' && row.approval_expires_at !== null && row.approval_expires_at < context.now()) {
    decline(context.db, row, 'expired');
    return loadRow(context.db, row.id);
  }
  return row;
}

function decline(db: Database.Database, row: ExternalTransferRow, reason: string): void {
  db.prepare(
    "UPDATE external_transfers SET status = 'declined', settlement = 'rejected', decline_reason = ? WHERE id = ? AND status = 'waitingApproval'",
  ).run(reason, row.id);
  releaseLimitUsage(db, `external:${row.id}`);
}

export function approveExternalWithCode(
  context: SandboxContext,
  row: ExternalTransferRow,
  code: string,
): ExternalTransferRow {
  const { db } = context;
  if (row.status !== 'waitingApproval') {
    if (row.status === 'declined')
      throw new ExternalTransferError(
        RESPONSE_CODES.invalidParams,
        `This transfer was declined${row.approval_expires_at !== null && row.approval_expires_at < context.now() ? ': the approval expired' : ''}`,
      );
    return row;
  }
  if (row.code_hash !== codeHash(row.id, code)) {
    const failed = row.failed_attempts + 1;
    db.prepare('UPDATE external_transfers SET failed_attempts = ? WHERE id = ?').run(failed, row.id);
    if (failed >= MAX_WRONG_CODES) {
      decline(db, row, 'tooManyCodes');
      throw new ExternalTransferError(RESPONSE_CODES.invalidParams, 'Too many wrong codes: the transfer was declined');
    }
    throw fieldError('approvalCode', 'This code is not right. Check it and try again.');
  }
  db.transaction(() => approve(context, row, context.now()))();
  return loadRow(db, row.id);
}

export function resendExternalCode(
  context: SandboxContext,
  row: ExternalTransferRow,
  user: UserRow,
): { approvalSentTo: string | null; resendsLeft: number } {
  const { db } = context;
  if (row.status !== 'waitingApproval')
    throw new ExternalTransferError(RESPONSE_CODES.invalidParams, 'This transfer is not waiting for an approval');
  if (row.resends >= MAX_RESENDS)
    throw new ExternalTransferError(RESPONSE_CODES.verifyError, 'No more codes can be sent for this transfer');
  const code = randomDigits(6);
  const nowMs = context.now();
  db.prepare(
    'UPDATE external_transfers SET code_hash = ?, resends = resends + 1, approval_expires_at = ? WHERE id = ?',
  ).run(codeHash(row.id, code), nowMs + EXTERNAL_APPROVAL_TTL_MS, row.id);
  const sentTo = sendCode(db, nowMs, loadRow(db, row.id), user, code);
  return { approvalSentTo: sentTo, resendsLeft: MAX_RESENDS - row.resends - 1 };
}

export function externalResult(row: ExternalTransferRow): TransferResult {
  return {
    transactionId: row.id,
    status: row.status,
    approveMode: row.approve_mode,
    approvalSentTo: row.approval_sent_to,
    approvalTransactionCreated: row.status === 'approvalTransactionCreated',
    amount: formatAmount(row.amount_minor, row.currency),
    currency: row.currency,
    fee: formatAmount(row.fee_minor, row.account_currency),
    feeCurrencyCode: row.account_currency,
    totalDebit: formatAmount(row.debit_minor + row.fee_minor, row.account_currency),
    // Booked, not yet paid out by the network: the client shows its "payment pending" text.
    message: null,
  };
}

// --- Settlement (sandbox control) ----------------------------------------------------------------------------------

export function settleExternal(context: SandboxContext, id: number): ExternalTransferRow | null {
  const row = context.db
    .prepare("SELECT * FROM external_transfers WHERE id = ? AND status = 'completed' AND settlement = 'pending'")
    .get(id) as ExternalTransferRow | undefined;
  if (!row) return null;
  context.db.prepare("UPDATE external_transfers SET settlement = 'settled' WHERE id = ?").run(id);
  return loadRow(context.db, id);
}

/**
 * The payout network refused the transfer: the entry is reversed (money and fee back) and the customer is told. The
 * notice carries what the client words in the customer's language (amount, payee, transfer id) and, for a reason of
 * the sandbox's own, its `reasonCode`; a reason the bank typed is shown as written.
 */
export function rejectExternal(
  context: SandboxContext,
  id: number,
  reason: string,
  reasonCode?: string,
): ExternalTransferRow | null {
  const { db } = context;
  const row = db
    .prepare("SELECT * FROM external_transfers WHERE id = ? AND status = 'completed' AND settlement = 'pending'")
    .get(id) as ExternalTransferRow | undefined;
  if (!row) return null;
  const nowMs = context.now();
  db.transaction(() => {
    const reversal = postEntry(db, {
      kind: 'external-return',
      description: `Returned: ${row.transfer_type} transfer to ${row.beneficiary_name} was rejected (${reason})`,
      createdAt: new Date(nowMs).toISOString(),
      idempotencyKey: `external-return:${row.id}`,
      postings: [
        { accountId: row.from_account_id, amountMinor: row.debit_minor + row.fee_minor },
        { accountId: clearingAccount(db, row.account_currency), amountMinor: -row.debit_minor },
        ...feeIncomePostings(db, row.account_currency, row.fee_minor, -1),
      ],
    });
    db.prepare(
      "UPDATE external_transfers SET settlement = 'rejected', reversal_entry_id = ?, decline_reason = ? WHERE id = ?",
    ).run(reversal, reason, id);
    releaseLimitUsage(db, `external:${row.id}`);
  })();
  notifyUser(
    context,
    row.user_id,
    {
      type: 'externalTransferRejected',
      severity: 'error',
      title: 'Transfer returned',
      message: `Your transfer of ${row.currency} ${formatAmount(row.amount_minor, row.currency)} to ${row.beneficiary_name} was rejected (${reason}). The money is back in your account.`,
      transactionId: row.id,
      data: {
        transferId: row.id,
        amount: formatAmount(row.amount_minor, row.currency),
        currency: row.currency,
        beneficiaryName: row.beneficiary_name,
        reason,
        ...(reasonCode ? { reasonCode } : {}),
      },
    },
    nowMs,
  );
  return loadRow(db, id);
}

// --- Templates and recent transfers --------------------------------------------------------------------------------

interface TemplateRow {
  id: number;
  customer_id: number;
  name: string;
  transfer_type: ExternalTransferType;
  destination: ExternalDestination;
  country_code: string;
  payment_method: string;
  currency: string;
  beneficiary_name: string;
  details: string;
  review_status: string | null;
}

function saveTemplate(db: Database.Database, customerId: number, name: string, row: ExternalTransferRow): void {
  db.prepare(
    `INSERT INTO external_templates (customer_id, name, transfer_type, destination, country_code, payment_method, currency, beneficiary_name, details, review_status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    customerId,
    name,
    row.transfer_type,
    row.destination,
    row.country_code,
    row.payment_method,
    row.currency,
    row.beneficiary_name,
    row.details,
    row.transfer_type === 'wire' || row.transfer_type === 'eft' ? 'pending' : null,
  );
}

/** Where a template or an earlier transfer sends money, as the wire names it. */
function payeeView(row: TemplateRow | ExternalTransferRow, details: Record<string, string>) {
  return {
    transferType: row.transfer_type,
    countryCode: row.country_code,
    paymentMethod: row.payment_method,
    currencyCode: row.currency,
    destination: row.destination,
    beneficiaryName: row.beneficiary_name,
    paymentDetails: details,
  };
}

function maskCard(number: string): string {
  return number.length < 16 ? number : `${number.slice(0, 4)} •••• •••• ${number.slice(-4)}`;
}

export function templatesOf(db: Database.Database, customerId: number): ExternalTemplate[] {
  const rows = db
    .prepare('SELECT * FROM external_templates WHERE customer_id = ? ORDER BY id')
    .all(customerId) as TemplateRow[];
  return rows.map((row) => {
    const details = JSON.parse(row.details) as Record<string, string>;
    return {
      id: row.id,
      name: row.name,
      ...payeeView(row, details),
      wireStatus: row.transfer_type === 'wire' ? row.review_status : null,
      eftStatus: row.transfer_type === 'eft' ? row.review_status : null,
      cardMasked: row.transfer_type === 'oct' && details.cardNumber ? maskCard(details.cardNumber) : null,
    };
  });
}

function recentView(row: ExternalTransferRow, disabled: boolean): RecentExternalTransfer {
  return {
    transactionId: row.id,
    ...payeeView(row, JSON.parse(row.details) as Record<string, string>),
    amount: formatAmount(row.amount_minor, row.currency),
    createdAt: new Date(row.created_at).toISOString(),
    settlement: row.settlement,
    isDisabled: disabled,
  };
}

function reuseCheck(customer: CustomerRow, row: ExternalTransferRow) {
  const details = JSON.parse(row.details) as Record<string, string>;
  const checked = checkExternalDetails(row.payment_method, row.country_code, String(customer.customer_type), details);
  const missingFields = checked.ok ? [] : [...new Set(checked.errors.map((error) => error.field))];
  const isExtraParamsValid = checked.ok;
  const isCustomerAddressDateValid = row.address_date_valid === 1;
  const isCustomerAddressMatchesActive = row.address_matches === 1;
  return {
    hasRequirements: !isExtraParamsValid,
    isExtraParamsValid,
    isCustomerAddressDateValid,
    isCustomerAddressMatchesActive,
    missingFields,
    disabled: !isExtraParamsValid || !isCustomerAddressDateValid || !isCustomerAddressMatchesActive,
  };
}

/** Recent transfers worth repeating (booked, not declined), newest first, own-account or third-party ones. */
export function recentOf(
  db: Database.Database,
  customer: CustomerRow,
  permission: 'own' | '3d',
): RecentExternalTransfer[] {
  const destination: ExternalDestination = permission === 'own' ? 'own' : 'thirdParty';
  const rows = db
    .prepare(
      "SELECT * FROM external_transfers WHERE customer_id = ? AND destination = ? AND status IN ('completed', 'approvalTransactionCreated') ORDER BY created_at DESC, id DESC LIMIT 10",
    )
    .all(customer.id, destination) as ExternalTransferRow[];
  return rows.map((row) => recentView(row, reuseCheck(customer, row).disabled));
}

export function recentDetails(db: Database.Database, customer: CustomerRow, transactionId: string | number) {
  const row = db
    .prepare('SELECT * FROM external_transfers WHERE id = ? AND customer_id = ?')
    .get(Number(transactionId), customer.id) as ExternalTransferRow | undefined;
  if (!row) throw new ExternalTransferError(RESPONSE_CODES.invalidParams, 'No such transfer');
  const check = reuseCheck(customer, row);
  return {
    transaction: recentView(row, check.disabled),
    hasRequirements: check.hasRequirements,
    isExtraParamsValid: check.isExtraParamsValid,
    isCustomerAddressDateValid: check.isCustomerAddressDateValid,
    isCustomerAddressMatchesActive: check.isCustomerAddressMatchesActive,
    missingFields: check.missingFields,
  };
}

// --- Business approvals --------------------------------------------------------------------------------------------

/** Transaction requests of external transfers (made by initiators): approving books the transfer, declining ends it. */
for (const type of Object.values(LIMIT_TYPE_OF)) {
  registerApprovalExecutor(type, {
    execute(context, request, nowMs) {
      const row = loadRow(context.db, Number(request.reference));
      if (row.status !== 'approvalTransactionCreated')
        throw new ApprovalExecutionError(`The transfer is ${row.status}`);
      try {
        book(context, row, nowMs);
      } catch (error) {
        if (error instanceof ExternalTransferError) throw new ApprovalExecutionError(error.message);
        throw error;
      }
    },
    decline(context, request) {
      const row = loadRow(context.db, Number(request.reference));
      context.db
        .prepare(
          "UPDATE external_transfers SET status = 'declined', settlement = 'rejected', decline_reason = 'declinedByApprover' WHERE id = ? AND status = 'approvalTransactionCreated'",
        )
        .run(row.id);
      releaseLimitUsage(context.db, `external:${row.id}`);
    },
  });
}
