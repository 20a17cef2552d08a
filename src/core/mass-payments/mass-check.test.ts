import { describe, expect, it } from 'vitest';
import { checkMassText, problemsCsv, rowsToCsv, withFixedValue, checkRows } from './mass-check';

const WIRE_HEADER = 'name,iban,swift,country,amount,currency,reference';
const good = (name: string) => `${name},DE89370400440532013000,COBADEFFXXX,DE,10.00,USD,Ref ${name}`;

describe('checkMassText', () => {
  it('reads quoted fields, a BOM, semicolons and CRLF, with or without a header', () => {
    const withHeader = checkMassText(
      'wire',
      `\uFEFFname;iban;swift;country;amount;currency;reference\r\n"Schmidt; Anna";DE89370400440532013000;COBADEFFXXX;DE;1.250,50;EUR;"Inv ""118"""\r\n`,
    );
    expect(withHeader.delimiter).toBe(';');
    expect(withHeader.problems).toEqual([]);
    expect(withHeader.rows[0]?.values).toMatchObject({
      name: 'Schmidt; Anna',
      amount: '1.250,50',
      reference: 'Inv "118"',
    });
    expect(rowsToCsv('wire', withHeader.rows, ';')).toContain(
      '"Schmidt; Anna",DE89370400440532013000,COBADEFFXXX,DE,1250.50,EUR',
    );
    const noHeader = checkMassText('p2p', 'personal@demo.test,5,USD,Hi\n');
    expect(noHeader.rows).toHaveLength(1);
    expect(noHeader.problems).toEqual([]);
  });

  it('names exactly the bad rows: bad IBAN, missing name, unknown country, amount 0, duplicate', () => {
    const lines = [
      WIRE_HEADER,
      good('A'),
      good('B'),
      'C,DE00370400440532013000,COBADEFFXXX,DE,1.00,USD,r',
      ',DE89370400440532013000,COBADEFFXXX,DE,1.00,USD,r2',
      'E,DE89370400440532013000,COBADEFFXXX,XX,1.00,USD,r3',
      'F,DE89370400440532013000,COBADEFFXXX,DE,0.00,USD,r4',
      good('A'),
    ];
    const result = checkMassText('wire', lines.join('\n'));
    expect(result.problems.map((problem) => [problem.row, problem.column, problem.code])).toEqual([
      [3, 'iban', 'ibanChecksum'],
      [4, 'name', 'required'],
      [5, 'country', 'country'],
      [6, 'amount', 'amountZero'],
      [7, 'name', 'duplicate'],
    ]);
  });

  it('checks EFT bank codes by country and card numbers by Luhn', () => {
    expect(
      checkMassText('eft', 'Pedro,12345-6,34,0001,BR,1.00,USD,x').problems.map((problem) => problem.column),
    ).toEqual(['bankCode']);
    expect(
      checkMassText('oct', 'Maria,4111 1111 1111 1112,US,1.00,USD').problems.map((problem) => problem.code),
    ).toEqual(['cardNumber']);
  });

  it('refuses files over the row limit and empty files', () => {
    expect(checkMassText('p2p', '\n\n').fileProblem).toEqual({ code: 'empty' });
    const many = Array.from({ length: 10_001 }, (_, index) => `p${index}@demo.test,1,USD,`).join('\n');
    expect(checkMassText('p2p', many).fileProblem?.code).toBe('tooManyRows');
  });

  it('fixes a value in place and checks again', () => {
    const result = checkMassText('p2p', 'not-an-email,5,USD,\n');
    expect(result.problems).toHaveLength(1);
    const fixed = withFixedValue(result.rows, 1, 'email', 'personal@demo.test');
    expect(checkRows('p2p', fixed)).toEqual([]);
  });
});

describe('exports', () => {
  it('defuses formulas in exported cells', () => {
    const result = checkMassText('p2p', '=cmd|calc,5,USD,\n');
    const csv = problemsCsv(result.problems, new Map(result.rows.map((row) => [row.row, row])), {
      header: ['Row', 'Column', 'Problem', 'Value'],
      column: (c) => c,
      problem: (p) => p.code,
    });
    expect(csv.split('\r\n')[1]).toBe(`1,email,email,"'=cmd|calc"`);
  });
});
