/**
 * CSV files of the activity history (exports and monthly statements): RFC 4180 (comma separated, CRLF line ends,
 * fields with a comma, quote or line break quoted, quotes doubled), UTF-8, and safe to open in a spreadsheet: a text
 * cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with an apostrophe so it is never run
 * as a formula (OWASP "CSV injection"). Plain numbers ("-12.50") are left as numbers.
 */
import { formatMinor } from './ledger';
import { netMinor, type HistoryRow } from './history';

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell: formula-safe, then quoted when RFC 4180 needs it. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(',');
}

export const HISTORY_CSV_HEADER = [
  'Date',
  'Reference',
  'Type',
  'Status',
  'Direction',
  'Account',
  'Currency',
  'Amount',
  'Fee',
  'Total',
  'Exchange rate',
  'Counter amount',
  'Counter currency',
  'Counterparty',
  'Counterparty e-mail',
  'Counterparty account',
  'Description',
  'Payment reference',
  'Note',
] as const;

type CsvRow = HistoryRow & { account_number: string };

function cellsOf(row: CsvRow): (string | number | null)[] {
  return [
    row.created_at,
    row.reference,
    row.type,
    row.status,
    row.direction,
    row.account_number,
    row.currency,
    formatMinor(row.amount_minor, row.currency),
    formatMinor(row.fee_minor, row.currency),
    formatMinor(netMinor(row), row.currency),
    row.exchange_rate,
    row.counter_amount_minor === null || row.counter_currency === null
      ? null
      : formatMinor(row.counter_amount_minor, row.counter_currency),
    row.counter_currency,
    row.counterparty_name,
    row.counterparty_email,
    row.counterparty_account,
    row.description,
    row.customer_reference,
    row.note,
  ];
}

/** The exported history: a header line, then one line per transaction, every line ending in CRLF. */
export function historyCsv(rows: readonly CsvRow[]): string {
  return [csvLine(HISTORY_CSV_HEADER), ...rows.map((row) => csvLine(cellsOf(row)))]
    .map((line) => `${line}\r\n`)
    .join('');
}

/** A month's statement: the history columns plus the balance after each booked line, oldest first. */
export function statementCsv(rows: readonly CsvRow[], beginningMinor: number): string {
  let balance = beginningMinor;
  const lines = [csvLine([...HISTORY_CSV_HEADER, 'Balance'])];
  for (const row of rows) {
    balance += netMinor(row);
    lines.push(csvLine([...cellsOf(row), formatMinor(balance, row.currency)]));
  }
  return lines.map((line) => `${line}\r\n`).join('');
}
