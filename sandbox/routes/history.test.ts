import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, callMethod, createTestSandbox, outbox, send, signIn, type TestSandbox } from '../test-support';
import { csvCell } from '../domain/history-csv';

let test: TestSandbox;
let token: string;

beforeEach(async () => {
  test = createTestSandbox();
  token = (await signIn(test.sandbox, 'personal@demo.test')).accessToken;
});

afterEach(() => test.close());

type Item = { transactionId: number; operationType: string; transactionDate: string; status: string; total: string };

function itemsOf(body: Record<string, unknown>): Item[] {
  const transaction = (body.transactions as { transaction?: Item | Item[] | null }).transaction;
  return transaction === undefined || transaction === null
    ? []
    : Array.isArray(transaction)
      ? transaction
      : [transaction];
}

describe('transactionHistoryGet', () => {
  it('filters by type and dates, pages by 20 newest first, and counts processing and rejected', async () => {
    const all = await callMethod(test.sandbox, 'transactionHistoryGet', { pageNumber: 1 }, token);
    expect(all.body.responseCode).toBe('00');
    expect(itemsOf(all.body)).toHaveLength(20);
    expect(all.body.processingCount).toBe(2);
    const filtered = await callMethod(
      test.sandbox,
      'transactionHistoryGet',
      { pageNumber: 1, transactionType: 'cardPurchase', fromDate: '2025-03-01', toDate: '2025-03-31' },
      token,
    );
    const items = itemsOf(filtered.body);
    expect(items.length).toBeGreaterThan(2);
    expect(
      items.every((item) => item.operationType === 'cardPurchase' && item.transactionDate.startsWith('2025-03')),
    ).toBe(true);
    const dates = items.map((item) => item.transactionDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers VF for dates the wrong way round and for an account of someone else', async () => {
    const dates = await callMethod(
      test.sandbox,
      'transactionHistoryGet',
      { pageNumber: 1, fromDate: '2025-03-02', toDate: '2025-03-01' },
      token,
    );
    expect(dates.body.responseCode).toBe('VF');
    const account = await callMethod(
      test.sandbox,
      'transactionHistoryGet',
      { pageNumber: 1, accountId: 500013 },
      token,
    );
    expect(account.body.responseCode).toBe('VF');
  });

  it('shows ledger movements of other flows (the opening deposit) with their type', async () => {
    const reply = await callMethod(
      test.sandbox,
      'transactionHistoryGet',
      { pageNumber: 1, keyword: 'Opening deposit' },
      token,
    );
    expect(itemsOf(reply.body).map((item) => item.operationType)).toEqual(['deposit', 'deposit']);
  });
});

describe('exports', () => {
  it('writes the filtered rows as RFC 4180 CSV, downloads it by its signed link and e-mails it', async () => {
    const filter = { transactionType: 'cardPurchase', fromDate: '2025-03-01', toDate: '2025-03-31' };
    const page = await callMethod(test.sandbox, 'transactionHistoryGet', { ...filter, pageNumber: 1 }, token);
    const started = await callMethod(test.sandbox, 'transactionExport', filter, token);
    const exportId = started.body.exportId as string;
    const status = await callMethod(test.sandbox, 'transactionExportStatus', { exportId }, token);
    expect(status.body.status).toBe('ready');
    const response = await test.sandbox.fetch(status.body.downloadUrl as string);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const parsed = Papa.parse<Record<string, string>>(await response.text(), { header: true, skipEmptyLines: true });
    expect(parsed.data).toHaveLength(page.body.results as number);
    expect(parsed.data.every((row) => row.Type === 'cardPurchase')).toBe(true);

    const tampered = await test.sandbox.fetch(
      (status.body.downloadUrl as string).replace('customer=100001', 'customer=100002'),
    );
    expect(tampered.status).toBe(403);

    const sent = await callMethod(
      test.sandbox,
      'transactionExportSendToEmail',
      { exportId, email: 'accountant@example.test' },
      token,
    );
    expect(sent.body.responseCode).toBe('00');
    const [mail] = await outbox(test.sandbox, 'accountant@example.test');
    expect(mail?.link).toContain(`/files/history/exports/${exportId}.csv`);
    const bad = await callMethod(test.sandbox, 'transactionExportSendToEmail', { exportId, email: 'a@bcde' }, token);
    expect(bad.body.responseCode).toBe('VF');
  });

  it('keeps cells from running as spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('a,b')).toBe('"a,b"');
  });
});

describe('statements', () => {
  it('lists months 12 a page and totals a month that reconciles with its CSV', async () => {
    const list = await callMethod(
      test.sandbox,
      'transactionHistoryExportList',
      { accountId: 500001, source: 'monthly', pageNumber: 1 },
      token,
    );
    expect(list.body.dateFrom).toBe('2025-01-02');
    expect(list.body.exports as unknown[]).toHaveLength(12);
    const totals = await callMethod(
      test.sandbox,
      'statementTotalsGet',
      { accountId: 500001, year: 2025, month: 6 },
      token,
    );
    const [beginningBalance, totalCredit, totalDebit, endingBalance] = (
      ['beginningBalance', 'totalCredit', 'totalDebit', 'endingBalance'] as const
    ).map((key) => Number(totals.body[key])) as [number, number, number, number];
    expect(Math.round((beginningBalance + totalCredit - totalDebit) * 100)).toBe(Math.round(endingBalance * 100));
    const everything = await callMethod(
      test.sandbox,
      'transactionHistoryExportList',
      { accountId: 500001, source: 'monthly', pageSize: 60 },
      token,
    );
    const found = (everything.body.exports as { year: number; month: number; csvUrl: string }[]).find(
      (e) => e.year === 2025 && e.month === 6,
    );
    const csv = await (await test.sandbox.fetch(found?.csvUrl ?? '')).text();
    const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    const net = rows.reduce((sum, row) => sum + Math.round(Number(row.Total) * 100), 0);
    expect(net).toBe(Math.round((totalCredit - totalDebit) * 100));
    expect(Number(rows.at(-1)?.Balance)).toBe(endingBalance);
  });

  it('makes a branded statement PDF and a receipt behind signed links', async () => {
    const generated = await send(
      test.sandbox,
      'POST',
      '/pdf/api/generator_pdf/statement',
      { brand: 'wallet', accountId: 500001, year: 2025, month: 6 },
      bearer(token),
    );
    expect(generated.status).toBe(200);
    const pdf = await test.sandbox.fetch(generated.body.redirectLink as string);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('(Nimbus Payments Ltd) Tj');
    expect(text).toContain('(Statement period: June 2025) Tj');
    expect(text).toContain('(Nimbus Wallet) Tj');

    const page = await callMethod(test.sandbox, 'transactionHistoryGet', { pageNumber: 1 }, token);
    const first = itemsOf(page.body)[0] as Item;
    const receipt = await send(
      test.sandbox,
      'POST',
      '/pdf/api/generator_pdf/transaction-receipt',
      { brand: 'bank', transactionId: first.transactionId },
      bearer(token),
    );
    const receiptText = Buffer.from(
      await (await test.sandbox.fetch(receipt.body.redirectLink as string)).arrayBuffer(),
    ).toString('latin1');
    expect(receiptText).toContain('(Transaction receipt) Tj');
    expect(receiptText).toContain('(Harbour Bank) Tj');
    const other = await send(
      test.sandbox,
      'POST',
      '/pdf/api/generator_pdf/statement',
      { brand: 'wallet', accountId: 500013, year: 2025, month: 6 },
      bearer(token),
    );
    expect(other.status).toBe(404);
  });
});
