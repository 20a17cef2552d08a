/**
 * Mass payments and global-pay batches (spec 2: "Mass transfers", "Global-pay batches", batch history).
 *
 * A mass file is read again here (the browser checked it first, but the server decides): every row is checked like
 * a single payment of its kind, priced in the paying account's currency, and the rows that pass are paid in ONE
 * balanced ledger entry (idempotency key `mass:<batch>`):
 *   external kinds: account -(debits + fees); payout network of the account's currency +debits; fee income +fees;
 *   p2p: account -(debits + fees); fee income +fees; each payee +amount (through the FX positions when the row's
 *        currency is not the account's).
 * Rows refused make the batch `partiallyCompleted` and send the user a `batchPartially` notice; a file where no row
 * passes books nothing and is refused.
 *
 * Before it is paid, a mass file is approved like a single p2p transfer, by the payer's mode: `none` at once; `sms`,
 * `otp` and `approvalCode` (and `push`, by e-mail: the device page approves single payments) with a 6-digit code
 * (`massTransferApprove`). The batch waits as a draft meanwhile. A business user who may only initiate (access right
 * 3) makes ONE transaction request for the whole file instead (grouped type mass, approvals.ts), which a user with
 * full access approves or declines as a whole; the file is paid once, when that decision is confirmed.
 *
 * A global-pay batch is a draft until submitted: payments can be added, changed, removed and restored, their fee side
 * set and payout methods forbidden. Submitting turns every payment into a claimable global transfer (held in escrow,
 * global-transfers.ts) and e-mails its recipient the claim link. Uploading a file this customer uploaded before answers
 * code 92 with the earlier batch, until the upload is repeated with `ignoreIdenticalBatch`.
 */
import type Database from 'better-sqlite3';
import Papa from 'papaparse';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import {
  MASS_COLUMNS,
  MASS_CURRENCIES,
  MASS_MAX_FILE_BYTES,
  MASS_MAX_ROWS,
  OPTIONAL_MASS_COLUMNS,
  type BatchTransfer,
  type MassBatchStatus,
  type MassKind,
  type MassRowResult,
  type MassSummary,
} from '../../src/core/api/contract/mass-payments';
import type { ApprovalTransactionType } from '../../src/core/api/contract/approvals';
import type { TransferResult } from '../../src/core/api/contract/p2p';
import type { SandboxContext } from '../context';
import {
  ApprovalExecutionError,
  bookOrRequestApproval,
  isInitiatorOnly,
  registerApprovalExecutor,
  type ApprovalExecutor,
} from './approvals';
import { randomDigits, sha256Hex } from './crypto-ids';
import {
  conversionPostings,
  feeIncomeAccountNumber,
  payoutNetworkAccountNumber,
  systemAccountId,
} from './ledger-postings';
import { historyInserter } from './history';
import { balanceMinor, LedgerError, postEntry } from './ledger';
import { notifyUser } from './news-notifications';
import { accountInCurrency, ownAccount } from './customer-accounts';
import { customerByLogin, customerDisplayName } from './users';
import { p2pFeeMinor } from './fees';
import { parseAmountMinor } from './amounts';
import { TransferError } from './transfer-error';
import { convertMinor, formatAmount } from './payout-catalogue';
import {
  checkBankCode,
  checkBic,
  checkBranchCode,
  checkCardNumber,
  checkEmail,
  checkIban,
  type FieldCheck,
} from './payout-validation';
import type { CustomerRow, UserRow } from './users';
import { findCustomer, findUserById } from './users';
import { codeChannelOf, sendApprovalCode } from './approval-codes';
import { type BatchRow, iso, loadBatch, checkPayment, insertPayment, paymentOfRow } from './mass-batches';

export type PaidKind = Exclude<MassKind, 'global'>;

export const FIRST_BATCH_ID = 930_001;
export const FIRST_PAYMENT_ID = 940_001;
export const FIRST_BATCH_TRANSFER_ID = 890_001;
/** A claim link of a batch payment works this long. */
export const CLAIM_VALID_DAYS = 30;
export const DAY_MS = 86_400_000;

/** Fee per row of the external kinds, in the paying account's currency: fixed minor units + basis points. */
const ROW_FEES: Readonly<Record<Exclude<PaidKind, 'p2p'>, { fixed: number; bps: number }>> = {
  wire: { fixed: 250, bps: 0 },
  eft: { fixed: 100, bps: 0 },
  oct: { fixed: 100, bps: 100 },
  crypto: { fixed: 200, bps: 50 },
};

export function rowFeeMinor(kind: PaidKind, debitMinor: number): number {
  if (kind === 'p2p') return p2pFeeMinor(debitMinor);
  const { fixed, bps } = ROW_FEES[kind];
  return fixed + Math.round((debitMinor * bps) / 10_000);
}

export class MassError extends TransferError {}

export function refuse(field: string, description: string): MassError {
  return new MassError(RESPONSE_CODES.verifyError, `${field}: ${description}`, {
    validationErrors: [{ field, description }],
  });
}

// --- Reading a file ----------------------------------------------------------------------------------------------

export interface ParsedRow {
  row: number;
  values: Record<string, string>;
}

/** Reads a mass file like the browser does: BOM, `,` or `;`, quotes, CRLF, an optional header naming the columns. */
export function readMassFile(kind: MassKind, input: string): ParsedRow[] {
  const text = input.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { delimitersToGuess: [',', ';'], skipEmptyLines: 'greedy' });
  const records = parsed.data.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  const columns: readonly string[] = MASS_COLUMNS[kind];
  const byName = new Map(columns.map((column) => [column.toLowerCase(), column]));
  const first = records[0] ?? [];
  const header = first.filter((cell) => byName.has(cell.trim().toLowerCase())).length >= Math.min(2, columns.length);
  const order = header ? first.map((cell) => byName.get(cell.trim().toLowerCase()) ?? '') : columns;
  const body = header ? records.slice(1) : records;
  if (body.length === 0) throw refuse('file', 'The file has no payment rows');
  if (body.length > MASS_MAX_ROWS) throw refuse('file', `At most ${MASS_MAX_ROWS} rows per file`);
  return body.map((cells, index) => {
    const values: Record<string, string> = {};
    order.forEach((column, position) => {
      if (column) values[column] = (cells[position] ?? '').trim();
    });
    return { row: index + 1, values };
  });
}

/** The file of an upload: the `file` part (or `attachedFile`), else the pasted text. */
export async function uploadedText(
  files: ReadonlyMap<string, File>,
  partName: string,
  text: string | undefined,
): Promise<string> {
  const file = files.get(partName);
  if (file) {
    if (file.size > MASS_MAX_FILE_BYTES) throw refuse(partName, 'The file is larger than 10 MB');
    return file.text();
  }
  if (text !== undefined && text.trim() !== '') return text;
  throw refuse(partName, 'Attach a file or paste the rows');
}

/** What identifies a file's content: its rows, whatever the separator, quoting or line ends. */
export function contentHash(kind: MassKind, rows: readonly ParsedRow[]): string {
  const columns: readonly string[] = MASS_COLUMNS[kind];
  return sha256Hex(JSON.stringify(rows.map((row) => columns.map((column) => row.values[column] ?? ''))));
}

// --- Checking rows -----------------------------------------------------------------------------------------------

interface CheckedRow {
  row: number;
  values: Record<string, string>;
  amountMinor: number;
  currency: string;
  debitMinor: number;
  feeMinor: number;
  payee?: CustomerRow;
  payeeAccountId?: number;
}

type RowOutcome = { ok: true; row: CheckedRow } | { ok: false; result: MassRowResult };

function rejected(row: number, column: string, reason: string): RowOutcome {
  return { ok: false, result: { row, status: 'rejected', column, reason } };
}

const fieldOk = (check: FieldCheck): string | null => (check.ok ? null : check.message);

function textProblem(values: Record<string, string>, column: string): string | null {
  const value = values[column] ?? '';
  if (value === '') return OPTIONAL_MASS_COLUMNS.includes(column) ? null : 'Required';
  return value.length > 140 ? 'At most 140 characters' : null;
}

function kindProblem(kind: PaidKind, values: Record<string, string>): [string, string] | null {
  const country = (values.country ?? '').toUpperCase();
  const checks: Array<[string, string | null]> = [];
  switch (kind) {
    case 'wire': {
      checks.push(['name', textProblem(values, 'name')]);
      const iban = checkIban(values.iban ?? '');
      checks.push([
        'iban',
        iban.ok
          ? iban.country === country
            ? null
            : `The IBAN is not from ${country || 'the country given'}`
          : iban.message,
      ]);
      checks.push(['swift', fieldOk(checkBic(values.swift ?? ''))]);
      break;
    }
    case 'eft':
      checks.push(['name', textProblem(values, 'name')]);
      checks.push([
        'accountNumber',
        /^[A-Za-z0-9-]{4,34}$/.test((values.accountNumber ?? '').replace(/\s+/g, '')) ? null : 'Not an account number',
      ]);
      checks.push(['bankCode', fieldOk(checkBankCode(values.bankCode ?? '', country))]);
      checks.push([
        'branchCode',
        (values.branchCode ?? '') === '' && !['BR', 'JP', 'HK', 'LK'].includes(country)
          ? null
          : fieldOk(checkBranchCode(values.branchCode ?? '', country)),
      ]);
      checks.push(['country', /^[A-Z]{2}$/.test(country) ? null : 'Not a country code']);
      break;
    case 'oct':
      checks.push(['name', textProblem(values, 'name')]);
      checks.push(['cardNumber', fieldOk(checkCardNumber(values.cardNumber ?? ''))]);
      checks.push(['country', /^[A-Z]{2}$/.test(country) ? null : 'Not a country code']);
      break;
    case 'crypto': {
      checks.push(['name', textProblem(values, 'name')]);
      const address = values.address ?? '';
      const ok =
        /^0x[0-9a-fA-F]{40}$/.test(address) ||
        /^bc1[02-9ac-hj-np-z]{11,71}$/.test(address) ||
        /^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(address);
      checks.push(['address', ok ? null : 'Not a wallet address']);
      break;
    }
    case 'p2p':
      checks.push(['email', fieldOk(checkEmail(values.email ?? ''))]);
      checks.push(['note', textProblem(values, 'note')]);
      break;
  }
  checks.push([
    'reference',
    kind === 'p2p' || kind === 'crypto' || kind === 'oct' ? null : textProblem(values, 'reference'),
  ]);
  const found = checks.find(([, problem]) => problem !== null);
  return found ? [found[0], found[1] as string] : null;
}

function checkMassRow(
  db: Database.Database,
  kind: PaidKind,
  payer: CustomerRow,
  accountCurrency: string,
  row: ParsedRow,
): RowOutcome {
  const problem = kindProblem(kind, row.values);
  if (problem) return rejected(row.row, problem[0], problem[1]);
  const currency = (row.values.currency ?? '').toUpperCase();
  if (!(MASS_CURRENCIES as readonly string[]).includes(currency))
    return rejected(row.row, 'currency', `Not a currency the wallet pays in (${MASS_CURRENCIES.join(', ')})`);
  let amountMinor: number;
  try {
    amountMinor = parseAmountMinor(row.values.amount ?? '', currency);
  } catch (error) {
    return rejected(
      row.row,
      'amount',
      error instanceof TransferError ? error.message.replace(/^amount: /, '') : 'Not an amount',
    );
  }
  const debitMinor = currency === accountCurrency ? amountMinor : convertMinor(amountMinor, currency, accountCurrency);
  const checked: CheckedRow = {
    row: row.row,
    values: row.values,
    amountMinor,
    currency,
    debitMinor,
    feeMinor: rowFeeMinor(kind, debitMinor),
  };
  if (kind === 'p2p') {
    const payee = customerByLogin(db, row.values.email ?? '');
    if (!payee) return rejected(row.row, 'email', 'No wallet account uses this e-mail');
    if (payee.id === payer.id) return rejected(row.row, 'email', 'You cannot pay yourself');
    const account = accountInCurrency(db, payee.id, currency);
    if (!account) return rejected(row.row, 'currency', `The payee cannot receive ${currency}`);
    checked.payee = payee;
    checked.payeeAccountId = account.id;
  }
  return { ok: true, row: checked };
}

interface PricedFile {
  rows: CheckedRow[];
  results: MassRowResult[];
  summary: MassSummary;
  /** The fee of the rows that can be paid, and what they debit besides, in the account's currency. */
  feeMinor: number;
  debitMinor: number;
}

/** The batch columns a priced file fills: row_results, accepted, rejected, totals, fee_minor, debit_minor. */
function pricedColumns(results: readonly MassRowResult[], priced: PricedFile) {
  return [
    JSON.stringify(results),
    priced.rows.length,
    priced.results.length,
    JSON.stringify(priced.summary.totals),
    priced.feeMinor,
    priced.debitMinor,
  ] as const;
}

export function totalsOf(rows: readonly { amountMinor: number; currency: string }[]) {
  const byCurrency = new Map<string, { amountMinor: number; count: number }>();
  for (const row of rows) {
    const total = byCurrency.get(row.currency) ?? { amountMinor: 0, count: 0 };
    total.amountMinor += row.amountMinor;
    total.count += 1;
    byCurrency.set(row.currency, total);
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, total]) => ({ currency, amount: formatAmount(total.amountMinor, currency), count: total.count }));
}

function priceFile(
  db: Database.Database,
  kind: PaidKind,
  payer: CustomerRow,
  accountCurrency: string,
  parsed: readonly ParsedRow[],
): PricedFile {
  const rows: CheckedRow[] = [];
  const results: MassRowResult[] = [];
  const seen = new Map<string, number>();
  for (const row of parsed) {
    const key = JSON.stringify(MASS_COLUMNS[kind].map((column) => (row.values[column] ?? '').toLowerCase()));
    const first = seen.get(key);
    if (first !== undefined) {
      results.push({ row: row.row, status: 'rejected', column: MASS_COLUMNS[kind][0], reason: `Repeats row ${first}` });
      continue;
    }
    seen.set(key, row.row);
    const outcome = checkMassRow(db, kind, payer, accountCurrency, row);
    if (outcome.ok) rows.push(outcome.row);
    else results.push(outcome.result);
  }
  const feeMinor = rows.reduce((sum, row) => sum + row.feeMinor, 0);
  const debitMinor = rows.reduce((sum, row) => sum + row.debitMinor, 0);
  return {
    rows,
    results,
    summary: {
      count: parsed.length,
      accepted: rows.length,
      rejected: parsed.length - rows.length,
      totals: totalsOf(rows),
      fee: formatAmount(feeMinor, accountCurrency),
      debitCurrency: accountCurrency,
      totalDebit: formatAmount(debitMinor + feeMinor, accountCurrency),
    },
    feeMinor,
    debitMinor,
  };
}

// --- Paying a mass file ------------------------------------------------------------------------------------------

export interface MassPaymentInput {
  kind: PaidKind;
  user: UserRow;
  customer: CustomerRow;
  accountId: string | number;
  text: string;
  fileName: string | null;
  onlySummary: boolean;
}

export function nextId(db: Database.Database, table: string, first: number): number {
  const row = db.prepare(`SELECT MAX(id) AS id FROM ${table}`).get() as { id: number | null };
  return Math.max(row.id ?? 0, first - 1) + 1;
}

const BATCH_NAMES: Readonly<Record<MassKind, string>> = {
  p2p: 'Mass payment to wallet users',
  wire: 'Mass wire transfer',
  eft: 'Mass EFT transfer',
  oct: 'Mass card payout',
  crypto: 'Mass crypto payout',
  global: 'Global payments',
};

/** The transaction type of a mass file's business request (contract/limits.ts vocabulary). */
export const MASS_TRANSACTION_TYPES: Readonly<Record<PaidKind, ApprovalTransactionType>> = {
  p2p: 'massP2p',
  wire: 'massWire',
  eft: 'massEft',
  oct: 'massOct',
  crypto: 'massCryptoEft',
};

/** A mass file's code works for 10 minutes; the fifth wrong code cancels it; at most five resends (as single p2p). */
export const MASS_APPROVAL_TTL_MS = 10 * 60_000;
export const MAX_WRONG_CODES = 5;
export const MAX_RESENDS = 5;

type MassApproveMode = 'none' | 'sms' | 'otp' | 'approvalCode';

/** Code modes keep their channel; push (the device page approves single payments) gets an e-mailed code, as external transfers do. */
export function massApproveMode(mode: UserRow['transaction_approve_mode']): MassApproveMode {
  if (mode === 'none' || mode === 'sms' || mode === 'otp') return mode;
  return 'approvalCode';
}

export function massCodeHash(batchId: number, code: string): string {
  return sha256Hex(`mass:${batchId}:${code}`);
}

/** Sends the payer the code of a waiting mass file by its mode; answers where it went (masked), or null for otp. */
export function sendMassCode(
  db: Database.Database,
  nowMs: number,
  batch: BatchRow,
  user: UserRow,
  code: string,
): string | null {
  const purpose = `pay ${batch.accepted} payments of "${batch.batch_name}" (${batch.currency} ${formatAmount(batch.debit_minor + batch.fee_minor, batch.currency)} with fees)`;
  return sendApprovalCode(db, nowMs, user, codeChannelOf(batch.approve_mode), code, {
    purpose,
    smsSubject: 'Payment code',
    email: {
      subject: 'Your approval code',
      body: `Your approval code is ${code}. It confirms this mass payment: ${purpose}. It works for ${MASS_APPROVAL_TTL_MS / 60_000} minutes. Never share it.`,
    },
  });
}

export function batchById(db: Database.Database, id: number): BatchRow {
  return db.prepare('SELECT * FROM mass_batches WHERE id = ?').get(id) as BatchRow;
}

/** The approval of a mass file as a transfer result (contract: `approval`); its transaction id is the batch id. */
export function approvalView(db: Database.Database, batch: BatchRow): TransferResult {
  const status: TransferResult['status'] =
    batch.approval_status === 'waitingApproval' ||
    batch.approval_status === 'approvalTransactionCreated' ||
    batch.approval_status === 'declined'
      ? batch.approval_status
      : 'completed';
  const account = db.prepare('SELECT account_number FROM ledger_accounts WHERE id = ?').get(batch.account_id) as
    { account_number: string } | undefined;
  return {
    transactionId: batch.id,
    status,
    approveMode: batch.approve_mode ?? 'none',
    approvalSentTo: status === 'waitingApproval' ? batch.approval_sent_to : null,
    approvalTransactionCreated: batch.initiator_only === 1,
    amount: formatAmount(batch.debit_minor, batch.currency),
    currency: batch.currency,
    fee: formatAmount(batch.fee_minor, batch.currency),
    feeCurrencyCode: batch.currency,
    totalDebit: formatAmount(batch.debit_minor + batch.fee_minor, batch.currency),
    message: null,
    kind: `mass-${batch.kind}`,
    fromAccountId: batch.account_id,
    reference: account?.account_number ?? null,
    createdAt: iso(batch.created_at),
  };
}

/** The answer of a mass submit or approval: the file's summary as it now prices, every row's outcome, the approval. */
function massAnswer(context: SandboxContext, batch: BatchRow) {
  const { db } = context;
  const customer = findCustomer(db, batch.customer_id);
  if (!customer) throw new Error(`Batch ${batch.id} has no customer`);
  const priced = priceFile(
    db,
    batch.kind as PaidKind,
    customer,
    batch.currency,
    readMassFile(batch.kind, batch.file_text),
  );
  return {
    summary: priced.summary,
    batchId: batch.id,
    status: batch.status,
    rows: JSON.parse(batch.row_results) as MassRowResult[],
    approval: approvalView(db, batch),
  };
}

/**
 * Books a mass file (one ledger entry, idempotency key `mass:<batch>`): the rows are read and priced again at this
 * moment, so an approval given later pays what is payable then. Refuses (and books nothing) when no row can be paid or
 * the funds do not cover every payment and its fee.
 */
function bookBatch(context: SandboxContext, batch: BatchRow, nowMs: number): void {
  const { db } = context;
  const kind = batch.kind as PaidKind;
  const customer = findCustomer(db, batch.customer_id);
  if (!customer) throw new Error(`Batch ${batch.id} has no customer`);
  const parsed = readMassFile(kind, batch.file_text);
  const priced = priceFile(db, kind, customer, batch.currency, parsed);
  if (priced.rows.length === 0) throw refuse('file', 'No row of the file can be paid');
  const { feeMinor, debitMinor } = priced;
  const postings = new Map<number, number>();
  const add = (accountId: number, amountMinor: number) =>
    postings.set(accountId, (postings.get(accountId) ?? 0) + amountMinor);
  add(batch.account_id, -(debitMinor + feeMinor));
  add(systemAccountId(db, feeIncomeAccountNumber(batch.currency), batch.currency), feeMinor);
  if (kind === 'p2p') {
    for (const row of priced.rows) {
      if (row.currency !== batch.currency) {
        for (const posting of conversionPostings(db, batch.currency, row.debitMinor, row.currency, row.amountMinor))
          add(posting.accountId, posting.amountMinor);
      }
      add(row.payeeAccountId ?? 0, row.amountMinor);
    }
  } else {
    add(systemAccountId(db, payoutNetworkAccountNumber(batch.currency), batch.currency), debitMinor);
  }
  const status: MassBatchStatus = priced.results.length > 0 ? 'partiallyCompleted' : 'completed';
  const results: MassRowResult[] = [
    ...priced.results,
    ...priced.rows.map((row) => ({
      row: row.row,
      status: 'accepted' as const,
      transactionId: `${batch.id}-${row.row}`,
    })),
  ].sort((a, b) => a.row - b.row);
  db.transaction(() => {
    let entryId: number;
    try {
      entryId = postEntry(db, {
        kind: `mass-${kind}`,
        description: `${batch.batch_name} (${priced.rows.length} payments)`,
        createdAt: iso(nowMs),
        idempotencyKey: `mass:${batch.id}`,
        postings: [...postings.entries()]
          .filter(([, amount]) => amount !== 0)
          .map(([accountId, amountMinor]) => ({ accountId, amountMinor })),
      });
    } catch (error) {
      if (error instanceof LedgerError && error.message.startsWith('Insufficient funds'))
        throw refuse('accountId', 'Insufficient funds on the chosen account for every payment and its fee');
      throw error;
    }
    if (kind === 'p2p') recordPayeeHistory(db, customer, batch, entryId, iso(nowMs), priced.rows);
    db.prepare(
      `UPDATE mass_batches SET status = ?, approval_status = 'approved', row_results = ?, accepted = ?, rejected = ?, totals = ?, fee_minor = ?,
         debit_minor = ?, entry_id = ?, submitted_at = ? WHERE id = ?`,
    ).run(status, ...pricedColumns(results, priced), entryId, nowMs, batch.id);
  })();
  const user = findUserById(db, batch.user_id);
  if (status === 'partiallyCompleted' && user)
    notifyPartial(context, user, batch.id, batch.batch_name, priced.rows.length, parsed.length);
}

/**
 * What each payee of a mass p2p file sees (issue 33): a wallet payment from the payer, with the payment's own reference
 * (`<batch>-<row>`, as the batch's row results name it) and the row's note, never the payer's file name or batch. Rows
 * paid to the same account in one file make one line (the ledger entry moves that account once).
 */
function recordPayeeHistory(
  db: Database.Database,
  payer: CustomerRow,
  batch: BatchRow,
  entryId: number,
  at: string,
  rows: readonly CheckedRow[],
): void {
  const byAccount = new Map<number, CheckedRow[]>();
  for (const row of rows)
    if (row.payee && row.payeeAccountId !== undefined)
      byAccount.set(row.payeeAccountId, [...(byAccount.get(row.payeeAccountId) ?? []), row]);
  const payerAccount = db.prepare('SELECT account_number FROM ledger_accounts WHERE id = ?').get(batch.account_id) as
    { account_number: string } | undefined;
  const payerName = customerDisplayName(payer);
  const insert = historyInserter(db);
  for (const [accountId, paid] of byAccount) {
    const first = paid[0];
    if (!first?.payee) continue;
    const notes = paid.map((row) => row.values.note?.trim() ?? '').filter(Boolean);
    insert({
      customer_id: first.payee.id,
      account_id: accountId,
      entry_id: entryId,
      created_at: at,
      type: 'p2p',
      status: 'completed',
      direction: 'in',
      currency: first.currency,
      amount_minor: paid.reduce((sum, row) => sum + row.amountMinor, 0),
      fee_minor: 0,
      exchange_rate: null,
      counter_amount_minor: null,
      counter_currency: null,
      counterparty_name: payerName,
      counterparty_email: payer.login,
      counterparty_account: payerAccount?.account_number ?? null,
      description: `Payment from ${payerName}`,
      reference: paid.map((row) => `${batch.id}-${row.row}`).join(', '),
      note: notes.length > 0 ? notes.join(' · ') : null,
      status_history: JSON.stringify([{ status: 'completed', date: at }]),
    });
  }
}

/**
 * The payer's approval is given: pay the file, or, for a business user who may only initiate (access right 3), make
 * ONE transaction request for the whole file that a user with full access decides (approvals.ts; executor below).
 */
function approveBatch(context: SandboxContext, batch: BatchRow, nowMs: number): void {
  const { db } = context;
  bookOrRequestApproval(db, {
    initiatorOnly: batch.initiator_only === 1,
    markRequested: () =>
      db.prepare("UPDATE mass_batches SET approval_status = 'approvalTransactionCreated' WHERE id = ?").run(batch.id),
    request: () => ({
      customerId: batch.customer_id,
      createdByUserId: batch.user_id,
      transactionType: MASS_TRANSACTION_TYPES[batch.kind as PaidKind],
      reference: `mass:${batch.id}`,
      batchId: batch.id,
      amountMinor: batch.debit_minor,
      currency: batch.currency,
      feeMinor: batch.fee_minor,
      feeCurrency: batch.currency,
      beneficiary: batch.batch_name,
      description: `${batch.accepted} payments`,
      fromAccountId: batch.account_id,
      itemCount: batch.accepted,
      nowMs,
    }),
    book: () => bookBatch(context, batch, nowMs),
  });
}

/** Ends a waiting file without moving money (status cancelled; the history keeps it). */
export function declineBatch(
  db: Database.Database,
  batchId: number,
  reason: 'expired' | 'tooManyCodes' | 'declinedByApprover',
): void {
  db.prepare(
    "UPDATE mass_batches SET status = 'cancelled', approval_status = 'declined', decline_reason = ? WHERE id = ? AND approval_status IN ('waitingApproval', 'approvalTransactionCreated')",
  ).run(reason, batchId);
}

/**
 * Prices a mass file (onlySummary) or submits it. A submit records the batch (status draft) and starts its approval
 * by the payer's mode, as single p2p transfers do: mode none approves at once; sms, otp and approval code (push too,
 * by e-mail) send a 6-digit code that `massTransferApprove` takes. Approved, the file is paid in one ledger entry, or
 * becomes one transaction request when the payer may only initiate.
 */
export function payMassFile(context: SandboxContext, input: MassPaymentInput) {
  const { db } = context;
  const nowMs = context.now();
  const account = ownAccount(db, input.customer, input.accountId);
  const parsed = readMassFile(input.kind, input.text);
  const priced = priceFile(db, input.kind, input.customer, account.currency, parsed);
  if (input.onlySummary)
    return { summary: priced.summary, batchId: null, status: null, rows: priced.results, approval: null };
  if (priced.rows.length === 0) throw refuse('file', 'No row of the file can be paid');
  const { feeMinor, debitMinor } = priced;
  if (balanceMinor(db, account.id) < debitMinor + feeMinor)
    throw refuse('accountId', 'Insufficient funds on the chosen account for every payment and its fee');

  const batchId = nextId(db, 'mass_batches', FIRST_BATCH_ID);
  const batchName = input.fileName ? `${BATCH_NAMES[input.kind]}: ${input.fileName}` : BATCH_NAMES[input.kind];
  const mode = massApproveMode(input.user.transaction_approve_mode);
  const results: MassRowResult[] = [
    ...priced.results,
    ...priced.rows.map((row) => ({ row: row.row, status: 'accepted' as const })),
  ].sort((a, b) => a.row - b.row);
  db.transaction(() => {
    db.prepare(
      `INSERT INTO mass_batches (id, customer_id, user_id, kind, batch_name, status, account_id, currency, file_name, file_text, file_hash,
         row_results, accepted, rejected, totals, fee_minor, debit_minor, created_at, approval_status, approve_mode, approval_expires_at, initiator_only)
       VALUES (?, ?, ?, ?, ?, 'draft', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'waitingApproval', ?, ?, ?)`,
    ).run(
      batchId,
      input.customer.id,
      input.user.id,
      input.kind,
      batchName,
      account.id,
      account.currency,
      input.fileName,
      input.text,
      contentHash(input.kind, parsed),
      ...pricedColumns(results, priced),
      nowMs,
      mode,
      mode === 'none' ? null : nowMs + MASS_APPROVAL_TTL_MS,
      isInitiatorOnly(db, input.user, input.customer) ? 1 : 0,
    );
    const batch = batchById(db, batchId);
    if (mode === 'none') {
      approveBatch(context, batch, nowMs);
      return;
    }
    const code = randomDigits(6);
    const sentTo = sendMassCode(db, nowMs, batch, input.user, code);
    db.prepare('UPDATE mass_batches SET code_hash = ?, approval_sent_to = ? WHERE id = ?').run(
      massCodeHash(batchId, code),
      sentTo,
      batchId,
    );
  })();
  return massAnswer(context, batchById(db, batchId));
}

/** The payer's waiting mass file (the batch of this customer submitted by this user); an expired approval is ended first. */
function payerBatch(context: SandboxContext, user: UserRow, customer: CustomerRow, trxid: string | number): BatchRow {
  const { db } = context;
  const batch = loadBatch(db, customer, trxid);
  if (batch.kind === 'global' || batch.user_id !== user.id || batch.approval_status === null)
    throw new MassError(RESPONSE_CODES.invalidParams, 'Batch not found');
  if (batch.approval_status === 'waitingApproval' && (batch.approval_expires_at ?? Infinity) <= context.now()) {
    declineBatch(db, batch.id, 'expired');
    return batchById(db, batch.id);
  }
  return batch;
}

function assertWaitingBatch(batch: BatchRow): void {
  if (batch.approval_status === 'waitingApproval') return;
  if (batch.approval_status === 'declined') {
    const reasons: Record<string, string> = {
      expired: 'The approval has expired: upload the file again',
      tooManyCodes: 'Too many wrong codes: the mass payment was cancelled; upload the file again',
    };
    throw new MassError(
      RESPONSE_CODES.invalidParams,
      reasons[batch.decline_reason ?? ''] ?? 'The mass payment was declined',
    );
  }
  throw new MassError(RESPONSE_CODES.invalidParams, 'This mass payment needs no approval any more');
}

/** Approves a waiting mass file with the payer's code. Wrong codes answer VF; the fifth cancels it; the right code twice answers the same. */
export function approveMassFile(
  context: SandboxContext,
  user: UserRow,
  customer: CustomerRow,
  trxid: string | number,
  code: string,
) {
  const { db } = context;
  const nowMs = context.now();
  const batch = payerBatch(context, user, customer, trxid);
  const matches = batch.code_hash !== null && massCodeHash(batch.id, code.trim()) === batch.code_hash;
  if (matches && (batch.approval_status === 'approved' || batch.approval_status === 'approvalTransactionCreated'))
    return massAnswer(context, batch);
  assertWaitingBatch(batch);
  if (!matches)
    refuseWrongBatchCode(db, batch, 'Too many wrong codes: the mass payment was cancelled; upload the file again');
  db.transaction(() => approveBatch(context, batch, nowMs))();
  return massAnswer(context, batchById(db, batch.id));
}

/**
 * Counts a wrong code for a waiting file or batch and refuses it: `VF` on `approvalCode`, or, at the fifth, cancels
 * the batch (`tooManyCodes`) and answers `cancelled`.
 */
export function refuseWrongBatchCode(db: Database.Database, batch: BatchRow, cancelled: string): never {
  const failed = batch.failed_attempts + 1;
  db.transaction(() => {
    db.prepare('UPDATE mass_batches SET failed_attempts = ? WHERE id = ?').run(failed, batch.id);
    if (failed >= MAX_WRONG_CODES) declineBatch(db, batch.id, 'tooManyCodes');
  })();
  if (failed >= MAX_WRONG_CODES) throw new MassError(RESPONSE_CODES.invalidParams, cancelled);
  throw new MassError(RESPONSE_CODES.verifyError, 'Invalid approval code', {
    validationErrors: [{ field: 'approvalCode', description: 'Invalid approval code' }],
  });
}

/**
 * Sends a new code for a waiting file or batch (the old one stops working) and counts the resend; after five,
 * answers `tooMany` instead.
 */
export function resendBatchCode(
  context: SandboxContext,
  batch: BatchRow,
  user: UserRow,
  tooMany: string,
): { approvalSentTo: string | null; resendsLeft: number } {
  if (batch.resends >= MAX_RESENDS) throw new MassError(RESPONSE_CODES.invalidParams, tooMany);
  const { db } = context;
  const nowMs = context.now();
  const code = randomDigits(6);
  return db.transaction(() => {
    const sentTo = sendMassCode(db, nowMs, batch, user, code);
    db.prepare(
      'UPDATE mass_batches SET code_hash = ?, approval_sent_to = ?, approval_expires_at = ?, resends = resends + 1 WHERE id = ?',
    ).run(massCodeHash(batch.id, code), sentTo, nowMs + MASS_APPROVAL_TTL_MS, batch.id);
    return { approvalSentTo: sentTo, resendsLeft: MAX_RESENDS - batch.resends - 1 };
  })();
}

/** A new code for a waiting mass file (the old one stops working); at most five times. */
export function resendMassCode(
  context: SandboxContext,
  user: UserRow,
  customer: CustomerRow,
  trxid: string | number,
): { approvalSentTo: string | null; resendsLeft: number } {
  const batch = payerBatch(context, user, customer, trxid);
  assertWaitingBatch(batch);
  return resendBatchCode(context, batch, user, 'Too many resends: upload the file again');
}

/** Requests for whole mass files (made by initiators): approving pays the file once, declining cancels it. */
const massFileExecutor: ApprovalExecutor = {
  execute(context, request, nowMs) {
    const batch = batchById(context.db, Number(request.batch_id));
    if (batch.approval_status !== 'approvalTransactionCreated')
      throw new ApprovalExecutionError(`The mass payment is ${batch.status}`);
    try {
      bookBatch(context, batch, nowMs);
    } catch (error) {
      if (error instanceof TransferError) throw new ApprovalExecutionError(error.message);
      throw error;
    }
  },
  decline(context, request) {
    declineBatch(context.db, Number(request.batch_id), 'declinedByApprover');
  },
};
for (const type of Object.values(MASS_TRANSACTION_TYPES)) registerApprovalExecutor(type, massFileExecutor);

function notifyPartial(
  context: SandboxContext,
  user: UserRow,
  batchId: number,
  batchName: string,
  paid: number,
  count: number,
): void {
  notifyUser(
    context,
    user.id,
    {
      type: 'batchPartially',
      severity: 'warning',
      title: 'Batch partially paid',
      message: `${paid} of ${count} payments of "${batchName}" were paid; the others were refused.`,
      data: { batchId, batchName },
    },
    context.now(),
  );
}

// --- History -----------------------------------------------------------------------------------------------------

/**
 * A batch as the history lists it. A code that has expired unanswered counts as ended here as it does at the next
 * approval call: a global batch is a plain draft again, a mass file is cancelled.
 */
export function batchHistoryView(batch: BatchRow, withRows: boolean, now: number): BatchTransfer {
  const expired = batch.approval_status === 'waitingApproval' && (batch.approval_expires_at ?? Infinity) <= now;
  const approvalStatus = expired ? (batch.kind === 'global' ? null : 'declined') : batch.approval_status;
  return {
    id: batch.id,
    batchName: batch.batch_name,
    type: batch.kind,
    status: expired && batch.kind !== 'global' ? 'cancelled' : batch.status,
    approvalStatus,
    createdAt: iso(batch.created_at),
    count: batch.accepted + batch.rejected,
    accepted: batch.accepted,
    rejected: batch.rejected,
    totals: JSON.parse(batch.totals) as BatchTransfer['totals'],
    fileName: batch.file_name,
    ...(withRows ? { rows: JSON.parse(batch.row_results) as MassRowResult[] } : {}),
  };
}

export interface BatchListFilter {
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
  types?: readonly MassKind[] | undefined;
  pageNumber?: number | undefined;
  pageSize?: number | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function listBatches(db: Database.Database, customer: CustomerRow, filter: BatchListFilter, now: number) {
  const where = ['customer_id = ?'];
  const values: Array<string | number> = [customer.id];
  if (filter.from) {
    if (!DAY.test(filter.from)) throw refuse('from', 'A day (YYYY-MM-DD)');
    where.push('created_at >= ?');
    values.push(Date.parse(`${filter.from}T00:00:00.000Z`));
  }
  if (filter.to) {
    if (!DAY.test(filter.to)) throw refuse('to', 'A day (YYYY-MM-DD)');
    where.push('created_at < ?');
    values.push(Date.parse(`${filter.to}T00:00:00.000Z`) + DAY_MS);
  }
  if (filter.search?.trim()) {
    where.push("(batch_name LIKE ? ESCAPE '\\' OR file_name LIKE ? ESCAPE '\\' OR CAST(id AS TEXT) = ?)");
    const like = `%${filter.search.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    values.push(like, like, filter.search.trim());
  }
  if (filter.types && filter.types.length > 0) {
    where.push(`kind IN (${filter.types.map(() => '?').join(', ')})`);
    values.push(...filter.types);
  }
  const pageSize = Math.min(Math.max(filter.pageSize ?? 20, 1), 100);
  const pageNumber = Math.max(filter.pageNumber ?? 1, 1);
  const total = (
    db.prepare(`SELECT count(*) AS n FROM mass_batches WHERE ${where.join(' AND ')}`).get(...values) as { n: number }
  ).n;
  const rows = db
    .prepare(
      `SELECT * FROM mass_batches WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...values, pageSize, (pageNumber - 1) * pageSize) as BatchRow[];
  return { batchTransfer: { transfer: rows.map((row) => batchHistoryView(row, false, now)) }, total };
}

// --- Samples -----------------------------------------------------------------------------------------------------

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A sample file: the header row and example rows, CRLF line ends. */
export function sampleFile(kind: MassKind, rows: readonly (readonly string[])[]): string {
  return `${[MASS_COLUMNS[kind].join(','), ...rows.map((cells) => cells.map(csvCell).join(','))].join('\r\n')}\r\n`;
}

/** Seeds a global batch (no money moves for drafts and cancelled batches). */
export function seedGlobalBatch(
  db: Database.Database,
  input: {
    id: number;
    customerId: number;
    userId: number;
    accountId: number;
    currency: string;
    batchName: string;
    fileName: string;
    text: string;
    status: 'draft' | 'cancelled';
    createdAt: number;
  },
): void {
  const parsed = readMassFile('global', input.text);
  db.prepare(
    `INSERT INTO mass_batches (id, customer_id, user_id, kind, batch_name, status, account_id, currency, file_name, file_text, file_hash,
       row_results, accepted, rejected, totals, created_at)
     VALUES (?, ?, ?, 'global', ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
  ).run(
    input.id,
    input.customerId,
    input.userId,
    input.batchName,
    input.status,
    input.accountId,
    input.currency,
    input.fileName,
    input.text,
    contentHash('global', parsed),
    JSON.stringify(parsed.map((row) => ({ row: row.row, status: 'accepted' }))),
    parsed.length,
    JSON.stringify(
      totalsOf(
        parsed.map((row) => ({
          amountMinor: parseAmountMinor(row.values.amount ?? '0', input.currency),
          currency: input.currency,
        })),
      ),
    ),
    input.createdAt,
  );
  for (const row of parsed) {
    const checked = checkPayment(paymentOfRow(row.values), input.currency);
    if (!checked.ok) throw new Error(`Seed batch ${input.id}, row ${row.row}: ${checked.description}`);
    insertPayment(db, input.id, input.currency, checked.payment);
  }
}
