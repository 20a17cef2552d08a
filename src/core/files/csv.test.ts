import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs it and ends every line with CRLF', () => {
    expect(toCsv([['a', 'b, c', 'say "hi"', 'x;y', 'two\nlines', 3]], { purpose: 'forServer' })).toBe(
      'a,"b, c","say ""hi""","x;y","two\nlines",3\r\n',
    );
  });

  it('defuses formulas in exports for people, and leaves server files untouched', () => {
    const row = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', 'plain'];
    expect(toCsv([row], { purpose: 'forPeople' })).toBe(
      `"'=HYPERLINK(""http://x"")","'+1","'-2","'@SUM(A1)",plain\r\n`,
    );
    expect(toCsv([['-2', '=1']], { purpose: 'forServer' })).toBe('-2,=1\r\n');
  });

  it('reads back as the same cells', () => {
    const rows = [
      ['name', 'note'],
      ['Ana, Lda', 'line one\r\nline two'],
    ];
    const parsed = Papa.parse<string[]>(toCsv(rows, { purpose: 'forServer' }), { skipEmptyLines: true });
    expect(parsed.data).toEqual(rows);
  });

  it('writes nothing for no rows', () => {
    expect(toCsv([], { purpose: 'forPeople' })).toBe('');
  });
});
