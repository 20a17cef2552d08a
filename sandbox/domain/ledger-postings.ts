/**
 * The ledger steps every money flow shares (p2p transfers, external transfers, global pay, mass payments, global
 * transfers, merchant fees): the sandbox bank's system accounts by number, the postings of a fee and of a currency
 * conversion, and booking one entry with the ledger's refusal turned into the flow's own error. The entry itself is
 * still ledger.ts's {@link postEntry}: balanced per currency, once per idempotency key.
 */
import type Database from 'better-sqlite3';
import { LedgerError, postEntry, type EntryInput, type PostingInput } from './ledger';

// --- System accounts -------------------------------------------------------------------------------------------

export const escrowAccountNumber = (currency: string) => `SANDBOX-GT-ESCROW-${currency}`;
export const payoutNetworkAccountNumber = (currency: string) => `SANDBOX-PAYOUT-NETWORK-${currency}`;
export const feeIncomeAccountNumber = (currency: string) => `SANDBOX-FEES-${currency}`;
export const fxPositionAccountNumber = (currency: string) => `SANDBOX-FX-${currency}`;
export const externalClearingAccountNumber = (currency: string) => `SANDBOX-EXTERNAL-${currency}`;

const SYSTEM_ACCOUNT_NAMES: Array<[prefix: string, name: string]> = [
  ['SANDBOX-GT-ESCROW-', 'Global transfers held for claim'],
  ['SANDBOX-PAYOUT-NETWORK-', 'Payout network (money paid out to other banks and cards)'],
  ['SANDBOX-FEES-', 'Sandbox fee income'],
  ['SANDBOX-FX-', 'Sandbox FX position'],
  ['SANDBOX-EXTERNAL-', 'Sandbox external payouts clearing'],
];

/** A system ledger account by number; created when missing (with `id` when given, for a deterministic seed). */
export function systemAccountId(db: Database.Database, accountNumber: string, currency: string, id?: number): number {
  const existing = db.prepare('SELECT id FROM ledger_accounts WHERE account_number = ?').get(accountNumber) as
    { id: number } | undefined;
  if (existing) return existing.id;
  const name = `${SYSTEM_ACCOUNT_NAMES.find(([prefix]) => accountNumber.startsWith(prefix))?.[1] ?? 'Sandbox system account'} ${currency}`;
  const { lastInsertRowid } = db
    .prepare(
      'INSERT INTO ledger_accounts (id, customer_id, account_number, name, type, currency, is_system) VALUES (?, NULL, ?, ?, 9001, ?, 1)',
    )
    .run(id ?? null, accountNumber, name, currency);
  return Number(lastInsertRowid);
}

/** The account number of a ledger account (the "from account" a transaction request names). */
export function accountNumberOf(db: Database.Database, accountId: number): string {
  const row = db.prepare('SELECT account_number FROM ledger_accounts WHERE id = ?').get(accountId) as {
    account_number: string;
  };
  return row.account_number;
}

// --- Postings ----------------------------------------------------------------------------------------------------

/**
 * A fee to the fee income of its currency, or back from it with `direction` -1 (a reversal). A waived fee (0)
 * posts nothing.
 */
export function feeIncomePostings(
  db: Database.Database,
  currency: string,
  feeMinor: number,
  direction: 1 | -1 = 1,
): PostingInput[] {
  if (feeMinor <= 0) return [];
  return [
    { accountId: systemAccountId(db, feeIncomeAccountNumber(currency), currency), amountMinor: direction * feeMinor },
  ];
}

/**
 * A conversion through the bank's FX positions: `debitMinor` of `fromCurrency` in, `amountMinor` of `toCurrency` out
 * (the positions net the conversion, so money is never created).
 */
export function conversionPostings(
  db: Database.Database,
  fromCurrency: string,
  debitMinor: number,
  toCurrency: string,
  amountMinor: number,
): PostingInput[] {
  return [
    { accountId: systemAccountId(db, fxPositionAccountNumber(fromCurrency), fromCurrency), amountMinor: debitMinor },
    { accountId: systemAccountId(db, fxPositionAccountNumber(toCurrency), toCurrency), amountMinor: -amountMinor },
  ];
}

// --- Booking -------------------------------------------------------------------------------------------------------

/** Runs a booking step; a refusal of the ledger (insufficient funds, a closed account) becomes the flow's error. */
export function refusingLedgerErrors<T>(book: () => T, refuse: (error: LedgerError) => Error): T {
  try {
    return book();
  } catch (error) {
    if (error instanceof LedgerError) throw refuse(error);
    throw error;
  }
}

/** Posts one entry (once per idempotency key); a refusal of the ledger becomes the flow's error. */
export function postEntryOrRefuse(
  db: Database.Database,
  entry: EntryInput,
  refuse: (error: LedgerError) => Error,
): number {
  return refusingLedgerErrors(() => postEntry(db, entry), refuse);
}

/** Whether the ledger refused for want of money (the flows answer that one as the payer's fault). */
export function isInsufficientFunds(error: LedgerError): boolean {
  return error.message.startsWith('Insufficient funds');
}
