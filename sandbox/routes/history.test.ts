import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, callMethod, outbox, send, signIn, useTestSandbox } from '../test-support';
import { csvCell } from '../domain/history-csv';
import { showText } from '../domain/history-pdf';
import { receiptTexts } from '../domain/statement-texts';

const test = useTestSandbox();
let token: string;

beforeEach(async () => {
  token = (await signIn(test.sandbox, 'personal@demo.test')).accessToken;
});

type Item = { transactionId: number; operationType: string; transactionDate: string; status: string; total: string };

/** Asks the PDF generator for a statement or receipt; the answer carries the signed link. */
function generatePdf(kind: 'statement' | 'transaction-receipt', request: Record<string, unknown>, as = token) {
  return send(test.sandbox, 'POST', `/pdf/api/generator_pdf/${kind}`, request, bearer(as));
}

/** The PDF behind a generator answer's link, as Latin-1 text. */
async function linkedText(generated: { body: Record<string, unknown> }): Promise<string> {
  const pdf = await test.sandbox.fetch(generated.body.redirectLink as string);
  return Buffer.from(await pdf.arrayBuffer()).toString('latin1');
}

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
    const generated = await generatePdf('statement', { brand: 'wallet', accountId: 500001, year: 2025, month: 6 });
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
    const receipt = await generatePdf('transaction-receipt', { brand: 'bank', transactionId: first.transactionId });
    const receiptText = await linkedText(receipt);
    expect(receiptText).toContain('(Transaction receipt) Tj');
    expect(receiptText).toContain('(Harbour Bank) Tj');
    const other = await generatePdf('statement', { brand: 'wallet', accountId: 500013, year: 2025, month: 6 });
    expect(other.status).toBe(404);
  });
});

type Detail = Item & {
  reference: string;
  customerReference?: string | null;
  note?: string | null;
  exchangeRate?: string | number | null;
  counterAmount?: string | number | null;
  counterCurrencyCode?: string | null;
  amount: string | number;
  accountId: number | string;
  direction: string;
};

async function pdfOf(transactionId: number, as = token): Promise<string> {
  return linkedText(await generatePdf('transaction-receipt', { brand: 'wallet', transactionId }, as));
}

describe("the receipt PDF in the customer's language", () => {
  async function receiptIn(request: Record<string, unknown>, headers: Record<string, string> = {}): Promise<string> {
    const made = await send(test.sandbox, 'POST', '/pdf/api/generator_pdf/transaction-receipt', request, {
      ...bearer(token),
      ...headers,
    });
    expect(made.status).toBe(200);
    return Buffer.from(await (await test.sandbox.fetch(made.body.redirectLink as string)).arrayBuffer()).toString(
      'latin1',
    );
  }

  async function largeExchange(): Promise<Detail> {
    const sent = await send<Record<string, unknown>>(
      test.sandbox,
      'POST',
      '/api/v4?method=fundsTransfer',
      { method: 'fundsTransfer', fromAccountId: 500001, toAccountId: 500002, amount: '1234.5', currency: 'USD' },
      { ...bearer(token), 'Idempotency-Key': 'receipt-language-1' },
    );
    expect(sent.body).toMatchObject({ responseCode: '00' });
    const page = await callMethod(test.sandbox, 'transactionHistoryGet', { pageNumber: 1 }, token);
    return itemsOf(page.body).find(
      (item) => (item as Detail).reference === String(sent.body.transactionId) && (item as Detail).direction === 'out',
    ) as Detail;
  }

  it("writes a Ukrainian receipt with Ukrainian labels, the locale's numbers and dates, and no English label", async () => {
    const row = await largeExchange();
    const pdf = await receiptIn({ brand: 'wallet', transactionId: row.transactionId, language: 'uk' });
    const uk = receiptTexts('uk');
    expect(pdf).toContain(showText(uk.title, true, 13));
    for (const label of [uk.reference, uk.date, uk.amount, uk.fee, uk.total, uk.exchangeRate])
      expect(pdf).toContain(showText(label, true, 10));
    expect(pdf).toContain(showText(uk.statusHistory, true, 10));
    const en = receiptTexts('en');
    for (const label of Object.values(en)) expect(pdf).not.toContain(`(${label}) Tj`);
    // 1 234,50 USD with the no-break space Ukrainian groups thousands with, and a day.month.year date.
    expect(pdf).toContain('(1\xa0234,50 USD) Tj');
    const [year, month, day] = row.transactionDate.slice(0, 10).split('-');
    expect(pdf).toContain(`(${day}.${month}.${year}, `);
  });

  it('takes the language from Accept-Language when the request names none', async () => {
    const row = await largeExchange();
    const pdf = await receiptIn(
      { brand: 'wallet', transactionId: row.transactionId },
      { 'accept-language': 'es-ES,es;q=0.9' },
    );
    expect(pdf).toContain(showText(receiptTexts('es').title, true, 13));
    expect(pdf).toContain('(Importe) Tj');
    expect(pdf).not.toContain('(Amount) Tj');
    expect(pdf).toContain('(1234,50 USD) Tj');
  });
});

describe('wallet transfers in the history (issue 33)', () => {
  it('keeps one reference from the receipt to the history, the PDF and the search, with the reference and note', async () => {
    const sent = await send<Record<string, unknown>>(
      test.sandbox,
      'POST',
      '/api/v4?method=p2pTransfer',
      {
        method: 'p2pTransfer',
        accountId: 500001,
        amount: '25',
        currency: 'USD',
        toEmail: 'business@demo.test',
        reference: 'Walk test 1',
        note: 'Lunch on Friday',
      },
      { ...bearer(token), 'Idempotency-Key': 'walk-test-1' },
    );
    expect(sent.body).toMatchObject({ responseCode: '00', status: 'completed' });
    const receiptReference = String(sent.body.transactionId);

    const page = await callMethod(test.sandbox, 'transactionHistoryGet', { pageNumber: 1 }, token);
    const row = itemsOf(page.body)[0] as Detail;
    expect(row).toMatchObject({
      operationType: 'p2p',
      reference: receiptReference,
      customerReference: 'Walk test 1',
      note: 'Lunch on Friday',
    });
    for (const keyword of ['Walk test', receiptReference, 'Lunch on']) {
      const found = await callMethod(test.sandbox, 'transactionHistoryGet', { pageNumber: 1, keyword }, token);
      expect(itemsOf(found.body).map((item) => item.transactionId)).toEqual([row.transactionId]);
    }
    const pdf = await pdfOf(row.transactionId);
    expect(pdf).toContain(`(${receiptReference}) Tj`);
    expect(pdf).toContain('(Walk test 1) Tj');
    expect(pdf).toContain('(Lunch on Friday) Tj');

    // The payee sees the same reference and what the payer wrote.
    const bianca = (await signIn(test.sandbox, 'business@demo.test')).accessToken;
    const theirs = itemsOf(
      (await callMethod(test.sandbox, 'transactionHistoryGet', { pageNumber: 1, keyword: 'Walk test' }, bianca)).body,
    ) as Detail[];
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ reference: receiptReference, customerReference: 'Walk test 1', direction: 'in' });

    const month = new Date(row.transactionDate);
    const statement = await generatePdf('statement', {
      brand: 'wallet',
      accountId: 500001,
      year: month.getUTCFullYear(),
      month: month.getUTCMonth() + 1,
    });
    const statementText = await linkedText(statement);
    expect(statementText).toContain(`(${receiptReference} \xb7 Reference: Walk test 1 \xb7 Note: Lunch on Friday) Tj`);
  });

  it('types an exchange between own accounts as such, with the rate used and without the fee folded in', async () => {
    const sent = await send<Record<string, unknown>>(
      test.sandbox,
      'POST',
      '/api/v4?method=fundsTransfer',
      { method: 'fundsTransfer', fromAccountId: 500001, toAccountId: 500002, amount: '10', currency: 'USD' },
      { ...bearer(token), 'Idempotency-Key': 'exchange-1' },
    );
    expect(sent.body).toMatchObject({ responseCode: '00', status: 'completed', currency: 'EUR', amount: '9.20' });
    expect(Number(sent.body.fee)).toBeGreaterThan(0);
    const own = itemsOf(
      (
        await callMethod(
          test.sandbox,
          'transactionHistoryGet',
          { pageNumber: 1, transactionType: 'betweenAccounts' },
          token,
        )
      ).body,
    ) as Detail[];
    const legs = own.filter((item) => item.reference === String(sent.body.transactionId));
    expect(legs).toHaveLength(2);
    const into = legs.find((item) => item.direction === 'in');
    const out = legs.find((item) => item.direction === 'out');
    expect(into).toMatchObject({
      accountId: 500002,
      amount: '9.20',
      counterAmount: '10.00',
      counterCurrencyCode: 'USD',
    });
    expect(String(into?.exchangeRate)).toBe('1.086957');
    expect(out).toMatchObject({
      accountId: 500001,
      amount: '10.00',
      counterAmount: '9.20',
      counterCurrencyCode: 'EUR',
    });
    expect(String(out?.exchangeRate)).toBe('0.92');
  });
});
