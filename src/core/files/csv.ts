import Papa from 'papaparse';

/**
 * The one CSV writer (papaparse's `unparse`): CRLF line ends, a cell quoted when it holds the delimiter, a quote, a
 * line break or a `;` (so the separator is never in doubt). Two purposes:
 * - `forPeople` (exports a customer opens in a spreadsheet): a cell that starts like a formula (`=`, `+`, `-`, `@`,
 *   tab, CR) is defused with a leading apostrophe (OWASP CSV injection);
 * - `forServer` (a file the bank reads back, such as a mass payment): values are written exactly as they are.
 */
export type CsvPurpose = 'forPeople' | 'forServer';

export interface CsvOptions {
  purpose: CsvPurpose;
  delimiter?: string | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;

function defused(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function toCsv(rows: readonly (readonly (string | number)[])[], options: CsvOptions): string {
  const delimiter = options.delimiter ?? ',';
  const data = rows.map((row) =>
    row.map((cell) => (options.purpose === 'forPeople' ? defused(String(cell)) : String(cell))),
  );
  const text = Papa.unparse(data, {
    delimiter,
    newline: '\r\n',
    quotes: (value: unknown) => typeof value === 'string' && /[",;\r\n']/.test(value),
    escapeFormulae: false,
  });
  return data.length === 0 ? '' : `${text}\r\n`;
}
