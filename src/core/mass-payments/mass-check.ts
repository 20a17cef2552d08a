/**
 * Reading and checking a mass payment file in the browser, before anything is sent (spec 2: "Mass transfers accept a
 * file or text content"). The text is parsed with Papa Parse (quoted fields, a byte-order mark, `,` or `;` between
 * fields, CRLF or LF lines); a first row naming the columns is recognised and may put them in any order. Every row
 * is then checked like a single payment of its kind, and a row repeating an earlier one is reported too. Runs in a
 * Web Worker for big files (mass-worker.ts); pure, so it also runs in tests and on the main thread.
 */
import Papa from 'papaparse';
import { toCsv } from '../files/csv';
import {
  MASS_COLUMNS,
  MASS_CURRENCIES,
  MASS_MAX_ROWS,
  OPTIONAL_MASS_COLUMNS,
  type MassKind,
} from '../api/contract/mass-payments';
import {
  checkAccountNumber,
  checkBankCode,
  checkBic,
  checkBranchCode,
  checkCard,
  checkCountry,
  checkCryptoAddress,
  checkEmail,
  checkIban,
  checkText,
  type FieldProblem,
  type FieldProblemCode,
} from './external-row-fields';

export type RowProblemCode = FieldProblemCode | 'duplicate';
export type FileProblemCode = 'empty' | 'tooManyRows' | 'tooLarge' | 'columnCount' | 'unreadable';

/** One payment row: its number (the first payment is 1), its line in the file, and its values by column. */
export interface MassRow {
  row: number;
  line: number;
  values: Record<string, string>;
}

export interface RowProblem {
  row: number;
  column: string;
  code: RowProblemCode;
  params?: Record<string, string>;
}

export interface FileProblem {
  code: FileProblemCode;
  params?: Record<string, string>;
}

export interface MassCheckResult {
  kind: MassKind;
  columns: readonly string[];
  rows: MassRow[];
  problems: RowProblem[];
  fileProblem: FileProblem | null;
  /** The field separator found (`,` or `;`). */
  delimiter: string;
}

/** Longest name, reference or note a row may carry. */
const MAX_TEXT = 140;
const CURRENCIES: readonly string[] = MASS_CURRENCIES;
const AMOUNT = /^\d{1,12}(?:\.(\d+))?$/;

function columnsOf(kind: MassKind): readonly string[] {
  return MASS_COLUMNS[kind];
}

/** "1 250,50" with `;` files (European spreadsheets) and "1,250.50" become "1250.50". */
export function normaliseAmount(text: string, delimiter: string): string {
  let value = text.trim().replace(/[\s\u00a0]/g, '');
  if (delimiter === ';' && /^\d+(\.\d{3})*,\d+$/.test(value)) value = value.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(value)) value = value.replace(/,/g, '');
  return value;
}

function checkAmount(text: string, delimiter: string): FieldProblem | null {
  const value = normaliseAmount(text, delimiter);
  if (value === '') return { code: 'required' };
  const match = AMOUNT.exec(value);
  if (!match) return { code: 'amountFormat' };
  if ((match[1] ?? '').length > 2) return { code: 'amountDecimals' };
  if (/^0+(\.0+)?$/.test(value)) return { code: 'amountZero' };
  return null;
}

/** The problems of one row's fields, by column (empty when the row is fine). */
export function checkRowFields(
  kind: MassKind,
  values: Readonly<Record<string, string>>,
  delimiter = ',',
): Array<[string, FieldProblem]> {
  const value = (column: string) => values[column] ?? '';
  const country = value('country').trim().toUpperCase();
  const found: Array<[string, FieldProblem | null]> = [];
  for (const column of columnsOf(kind)) {
    const text = value(column);
    switch (column) {
      case 'amount':
        found.push([column, checkAmount(text, delimiter)]);
        break;
      case 'currency':
        found.push([
          column,
          text.trim() === ''
            ? { code: 'required' }
            : CURRENCIES.includes(text.trim().toUpperCase())
              ? null
              : { code: 'currency', params: { value: text.trim() } },
        ]);
        break;
      case 'email':
        found.push([column, checkEmail(text)]);
        break;
      case 'country':
        found.push([column, text.trim() === '' ? { code: 'required' } : checkCountry(text)]);
        break;
      case 'iban':
        found.push([column, checkIban(text, country)]);
        break;
      case 'swift':
        found.push([column, checkBic(text)]);
        break;
      case 'cardNumber':
        found.push([column, checkCard(text)]);
        break;
      case 'bankCode':
        found.push([column, checkBankCode(text, country)]);
        break;
      case 'branchCode':
        found.push([column, checkBranchCode(text, country)]);
        break;
      case 'accountNumber':
        found.push([column, checkAccountNumber(text)]);
        break;
      case 'address':
        found.push([column, checkCryptoAddress(text)]);
        break;
      default:
        found.push([column, checkText(text, !OPTIONAL_MASS_COLUMNS.includes(column), MAX_TEXT)]);
    }
  }
  return found.filter((entry): entry is [string, FieldProblem] => entry[1] !== null);
}

/** What makes two rows the same payment: every value, trimmed and case-folded. */
function rowKey(columns: readonly string[], values: Readonly<Record<string, string>>): string {
  return columns.map((column) => (values[column] ?? '').trim().toLowerCase().replace(/\s+/g, ' ')).join('\u0001');
}

function problemsOfRow(kind: MassKind, row: MassRow, delimiter: string): RowProblem[] {
  return checkRowFields(kind, row.values, delimiter).map(([column, problem]) => ({
    row: row.row,
    column,
    code: problem.code,
    ...(problem.params ? { params: problem.params } : {}),
  }));
}

/** Checks rows (after a parse, or after the user fixed some in place): field problems, then repeated rows. */
export function checkRows(kind: MassKind, rows: readonly MassRow[], delimiter = ','): RowProblem[] {
  const columns = columnsOf(kind);
  const problems: RowProblem[] = [];
  const firstRowOf = new Map<string, number>();
  for (const row of rows) {
    problems.push(...problemsOfRow(kind, row, delimiter));
    const key = rowKey(columns, row.values);
    const first = firstRowOf.get(key);
    if (first === undefined) firstRowOf.set(key, row.row);
    else
      problems.push({ row: row.row, column: columns[0] ?? 'row', code: 'duplicate', params: { row: String(first) } });
  }
  return problems;
}

function isHeader(kind: MassKind, cells: readonly string[]): boolean {
  const names = new Set(columnsOf(kind).map((column) => column.toLowerCase()));
  const matching = cells.filter((cell) => names.has(cell.trim().toLowerCase())).length;
  return matching >= Math.min(2, names.size);
}

/** Parses and checks the text of a mass payment file of `kind`. */
export function checkMassText(kind: MassKind, input: string): MassCheckResult {
  const columns = columnsOf(kind);
  const text = input.replace(/^\uFEFF/, '');
  const empty = (code: FileProblemCode, params?: Record<string, string>): MassCheckResult => ({
    kind,
    columns,
    rows: [],
    problems: [],
    fileProblem: params ? { code, params } : { code },
    delimiter: ',',
  });
  if (text.trim() === '') return empty('empty');
  const parsed = Papa.parse<string[]>(text, { delimitersToGuess: [',', ';'], skipEmptyLines: 'greedy' });
  const delimiter = parsed.meta.delimiter === ';' ? ';' : ',';
  const records = parsed.data.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  if (records.length === 0) return empty('empty');

  let order: readonly string[] = columns;
  let start = 0;
  const first = records[0] ?? [];
  if (isHeader(kind, first)) {
    const byName = new Map(columns.map((column) => [column.toLowerCase(), column]));
    order = first.map((cell) => byName.get(cell.trim().toLowerCase()) ?? '');
    start = 1;
  }
  const paymentCount = records.length - start;
  if (paymentCount === 0) return empty('empty');
  if (paymentCount > MASS_MAX_ROWS)
    return empty('tooManyRows', { max: String(MASS_MAX_ROWS), count: String(paymentCount) });

  const required = columns.filter((column) => !OPTIONAL_MASS_COLUMNS.includes(column)).length;
  const rows: MassRow[] = [];
  let badColumnCount: FileProblem | null = null;
  for (let index = start; index < records.length; index += 1) {
    const cells = records[index] ?? [];
    if (cells.length < required || cells.length > columns.length + 1) {
      badColumnCount ??= {
        code: 'columnCount',
        params: { row: String(index - start + 1), expected: String(columns.length), found: String(cells.length) },
      };
    }
    const values: Record<string, string> = {};
    order.forEach((column, position) => {
      if (column) values[column] = (cells[position] ?? '').trim();
    });
    rows.push({ row: index - start + 1, line: index + 1, values });
  }
  return { kind, columns, rows, problems: checkRows(kind, rows, delimiter), fileProblem: badColumnCount, delimiter };
}

/** The rows as a CSV file of `kind` (header first), for sending the checked (and possibly fixed) rows. */
export function rowsToCsv(kind: MassKind, rows: readonly MassRow[], delimiter = ','): string {
  const columns = columnsOf(kind);
  const amountIndex = columns.indexOf('amount');
  return toCsv(
    [
      columns,
      ...rows.map((row) =>
        columns.map((column, index) => {
          const value = row.values[column] ?? '';
          return index === amountIndex ? normaliseAmount(value, delimiter) : value;
        }),
      ),
    ],
    { purpose: 'forServer' },
  );
}

/** The sample file of a kind, from the contract's example rows. */
export function sampleCsv(kind: MassKind, sampleRows: readonly (readonly string[])[]): string {
  return toCsv([columnsOf(kind), ...sampleRows], { purpose: 'forServer' });
}

/**
 * The problems as a CSV file for the user to fix in a spreadsheet: row, column, problem and the value as given. Every
 * cell is defused by {@link toCsv}, so a value such as `=HYPERLINK(...)` from an uploaded file cannot run as a
 * formula when the export is opened.
 */
export function problemsCsv(
  problems: readonly RowProblem[],
  rowsByNumber: ReadonlyMap<number, MassRow>,
  labels: {
    header: readonly [string, string, string, string];
    column: (column: string) => string;
    problem: (problem: RowProblem) => string;
  },
): string {
  return toCsv(
    [
      labels.header,
      ...problems.map((problem) => [
        String(problem.row),
        labels.column(problem.column),
        labels.problem(problem),
        rowsByNumber.get(problem.row)?.values[problem.column] ?? '',
      ]),
    ],
    { purpose: 'forPeople' },
  );
}

/** Writes one value into a row (a fix in place), returning new rows; the caller checks them again. */
export function withFixedValue(rows: readonly MassRow[], rowNumber: number, column: string, value: string): MassRow[] {
  return rows.map((row) =>
    row.row === rowNumber ? { ...row, values: { ...row.values, [column]: value.trim() } } : row,
  );
}
