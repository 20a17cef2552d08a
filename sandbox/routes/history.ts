/**
 * Activity history, CSV exports and statements (spec 2 "History, statements and export"; spec 1 section 7 "PDF
 * generation"). Files (export CSVs, statement PDFs and CSVs, receipts) are served behind signed links: an HMAC of the
 * path and its parameters with the sandbox's secret, valid one hour (seven days for a link sent by e-mail), so they
 * open in a new tab or a download without a bearer token and cannot be guessed for another customer.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import { HISTORY_PAGE_SIZE, STATEMENT_EXPORT_PAGE_SIZE, type HistoryFilter } from '../../src/core/api/contract/history';
import type { SandboxContext } from '../context';
import { bulkHistoryFilled, fillBulkHistory, HISTORY_DEMO } from '../db/seed-history';
import {
  accountDateFrom,
  allHistoryRows,
  customerAccount,
  findHistoryRow,
  HistoryFilterError,
  listHistory,
  statementMonths,
  statementRows,
  statementTotals,
  toTransaction,
} from '../domain/history';
import { historyCsv, statementCsv } from '../domain/history-csv';
import { loadPdfBrand, renderBrandedPdf, textWidth, type PdfBrand, type PdfLine } from '../domain/history-pdf';
import {
  localAmount,
  localDateTime,
  localMonth,
  receiptTexts,
  statementLanguage,
  statementTexts,
  type StatementLanguage,
} from '../domain/statement-texts';
import { wrap } from '../domain/pdf-writer';
import { exportResponse } from './file-responses';
import { requestLanguage } from '../domain/global-transfers';
import { formatMinor } from '../domain/ledger';
import { sendMessage } from '../domain/outbox';
import { findCustomer, findUserByEmail, type CustomerRow } from '../domain/users';
import type { CallContext, MethodCallContext, MethodHandlers, MethodKey, RestHandlers, RestKey } from './contract';
import { actingCustomerOf, EnvelopeError, HttpError, jsonResponse, signedIn } from './contract';
import type { SandboxEnv } from './env';

type HistoryMethod = Extract<
  MethodKey,
  | 'transactionHistoryGet'
  | 'transactionExport'
  | 'transactionExportStatus'
  | 'transactionExportSendToEmail'
  | 'transactionHistoryExportList'
  | 'statementTotalsGet'
>;
type HistoryRest = Extract<RestKey, 'statementPdfGenerate' | 'transactionReceiptPdfGenerate'>;

const LINK_TTL_MS = 60 * 60_000;
const EMAIL_LINK_TTL_MS = 7 * 24 * 60 * 60_000;
/** Exports of more rows than this take a moment (status `processing` first), as a bank's would. */
const SLOW_EXPORT_ROWS = 2_000;
const SLOW_EXPORT_MS = 1_500;

interface ExportRow {
  id: string;
  customer_id: number;
  user_id: number;
  filter: string;
  rows: number;
  file_name: string;
  created_at: number;
  ready_at: number;
}

function signature(context: SandboxContext, path: string, params: Record<string, string>): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key] ?? ''}`)
    .join('&');
  return createHmac('sha256', context.jwtSecret()).update(`history-file:${path}?${canonical}`).digest('base64url');
}

/** `{origin}{path}?{params}&expires=&signature=`. */
export function signedLink(
  context: SandboxContext,
  origin: string,
  path: string,
  params: Record<string, string>,
  ttlMs = LINK_TTL_MS,
): string {
  // Whole minutes, so reads within a minute give the same link.
  const expires = String(Math.ceil((context.now() + ttlMs) / 60_000) * 60_000);
  const url = new URL(path, origin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  url.searchParams.set('expires', expires);
  url.searchParams.set('signature', signature(context, path, { ...params, expires }));
  return url.href;
}

type LinkCheck = { ok: true; params: Record<string, string> } | { ok: false; response: Response };

export function checkLink(context: SandboxContext, path: string, query: Record<string, string>): LinkCheck {
  const { signature: given, ...params } = query;
  const expires = Number(params.expires);
  if (!given || !Number.isSafeInteger(expires))
    return { ok: false, response: jsonResponse({ message: 'This link is not valid' }, 403) };
  const expected = Buffer.from(signature(context, path, params));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { ok: false, response: jsonResponse({ message: 'This link is not valid' }, 403) };
  if (expires <= context.now())
    return { ok: false, response: jsonResponse({ message: 'This link has expired: ask for a new one' }, 410) };
  return { ok: true, params };
}

const originOf = (call: CallContext) => new URL(call.request.url).origin;

/** The scale user's 10,000 transactions are made on first use (see seed-history.ts). */
function ensureBulk(context: SandboxContext, customerId: number): void {
  if (customerId === HISTORY_DEMO.customerId && !bulkHistoryFilled(context.db)) fillBulkHistory(context.db);
}

function filterOf(input: HistoryFilter): HistoryFilter {
  const filter: HistoryFilter = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== '' && key !== 'pageNumber' && key !== 'pageSize')
      (filter as Record<string, unknown>)[key] = value;
  }
  return filter;
}

function statementFileName(
  account: { account_number: string },
  year: number,
  month: number,
  type: 'csv' | 'pdf',
): string {
  return `statement-${account.account_number.slice(-8)}-${year}-${String(month).padStart(2, '0')}.${type}`;
}

export function historyHandlers(context: SandboxContext): Pick<MethodHandlers, HistoryMethod> {
  const { db } = context;

  function exportOf(customer: CustomerRow, exportId: string): ExportRow {
    const row = db
      .prepare('SELECT * FROM history_exports WHERE id = ? AND customer_id = ?')
      .get(exportId, customer.id) as ExportRow | undefined;
    if (!row) throw new EnvelopeError(RESPONSE_CODES.invalidParams, 'Export not found');
    return row;
  }

  function exportLink(call: MethodCallContext, row: ExportRow, ttlMs = LINK_TTL_MS): string {
    return signedLink(
      context,
      originOf(call),
      `/files/history/exports/${row.id}.csv`,
      { customer: String(row.customer_id) },
      ttlMs,
    );
  }

  return {
    transactionHistoryGet(input, call) {
      const customer = actingCustomerOf(call);
      ensureBulk(context, customer.id);
      const page = listHistory(db, customer.id, filterOf(input), {
        number: input.pageNumber,
        size: input.pageSize ?? HISTORY_PAGE_SIZE,
      });
      const transactions = page.rows.map(toTransaction);
      return {
        // A single item is sent as an object, as the bank does (spec 2 section 3: "a single item or a list").
        transactions: { transaction: transactions.length === 1 ? transactions[0] : transactions },
        results: page.total,
        exportCsv: page.total > 0,
        rejectedCount: page.rejectedCount,
        processingCount: page.processingCount,
      };
    },

    transactionExport(input, call) {
      const { user } = signedIn(call);
      const customer = actingCustomerOf(call);
      ensureBulk(context, customer.id);
      const filter = filterOf(input);
      const rows = allHistoryRows(db, customer.id, filter);
      const id = randomUUID();
      const now = context.now();
      const fileName = `transactions-${new Date(now).toISOString().slice(0, 10)}-${id.slice(0, 8)}.csv`;
      context.files.write(`exports/${id}.csv`, new TextEncoder().encode(historyCsv(rows)));
      db.prepare(
        'INSERT INTO history_exports (id, customer_id, user_id, filter, rows, file_name, created_at, ready_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(
        id,
        customer.id,
        user.id,
        JSON.stringify(filter),
        rows.length,
        fileName,
        now,
        now + (rows.length > SLOW_EXPORT_ROWS ? SLOW_EXPORT_MS : 0),
      );
      return { exportId: id };
    },

    transactionExportStatus(input, call) {
      const row = exportOf(actingCustomerOf(call), input.exportId);
      if (row.ready_at > context.now())
        return {
          exportId: row.id,
          status: 'processing' as const,
          rows: null,
          fileName: row.file_name,
          downloadUrl: null,
        };
      return {
        exportId: row.id,
        status: 'ready' as const,
        rows: row.rows,
        fileName: row.file_name,
        downloadUrl: exportLink(call, row),
      };
    },

    transactionExportSendToEmail(input, call) {
      const customer = actingCustomerOf(call);
      const email = input.email.trim();
      // Spec 2 section 5: longer than 5 characters, with an @ and a dot.
      if (email.length <= 5 || !email.includes('@') || !email.includes('.')) {
        const description = 'Enter a valid e-mail address';
        throw new EnvelopeError(RESPONSE_CODES.verifyError, description, {
          validationErrors: [{ field: 'email', description }],
        });
      }
      const row = exportOf(customer, input.exportId);
      if (row.ready_at > context.now())
        throw new EnvelopeError(
          RESPONSE_CODES.invalidParams,
          'The export is still being prepared: try again in a moment',
        );
      const link = exportLink(call, row, EMAIL_LINK_TTL_MS);
      const name = customer.business_name ?? `${customer.first_name} ${customer.last_name}`;
      sendMessage(db, context.now(), {
        to: email,
        userEmail: findUserByEmail(db, email)?.email ?? null,
        channel: 'email',
        subject: `Transaction history export for ${name}`,
        body: `The transaction history export you asked for (${row.rows} transactions, file ${row.file_name}) is ready. Download it within 7 days: ${link}`,
        link,
      });
      return { email };
    },

    transactionHistoryExportList(input, call) {
      const customer = actingCustomerOf(call);
      ensureBulk(context, customer.id);
      const account = customerAccount(db, customer.id, input.accountId);
      const dateFrom = accountDateFrom(db, account.id);
      const months = statementMonths(dateFrom, context.now());
      const size = input.pageSize ?? STATEMENT_EXPORT_PAGE_SIZE;
      const page = input.pageNumber ?? 1;
      return {
        exports: months.slice((page - 1) * size, page * size).map(({ year, month }) => ({
          id: `${account.id}-${year}-${String(month).padStart(2, '0')}`,
          accountId: account.id,
          year,
          month,
          source: 'monthly' as const,
          fileName: statementFileName(account, year, month, 'csv'),
          csvUrl: signedLink(
            context,
            originOf(call),
            `/files/history/statements/${statementFileName(account, year, month, 'csv')}`,
            {
              customer: String(customer.id),
              account: String(account.id),
              year: String(year),
              month: String(month),
            },
          ),
        })),
        total: months.length,
        dateFrom,
      };
    },

    statementTotalsGet(input, call) {
      const customer = actingCustomerOf(call);
      ensureBulk(context, customer.id);
      const account = customerAccount(db, customer.id, input.accountId);
      const totals = statementTotals(db, account.id, input.year, input.month);
      const money = (minor: number) => formatMinor(minor, account.currency);
      return {
        accountId: account.id,
        accountNumber: account.account_number,
        currencyCode: account.currency,
        year: input.year,
        month: input.month,
        dateFrom: accountDateFrom(db, account.id),
        beginningBalance: money(totals.beginningMinor),
        totalDebit: money(totals.debitMinor),
        totalCredit: money(totals.creditMinor),
        endingBalance: money(totals.endingMinor),
        processingCount: totals.processingCount,
        rejectedCount: totals.rejectedCount,
      };
    },
  };
}

function restCustomer(
  context: SandboxContext,
  call: CallContext & { actingCustomer?: CustomerRow | null },
): CustomerRow {
  const { user } = signedIn(call);
  const customer = call.actingCustomer ?? findCustomer(context.db, user.customer_id);
  if (!customer) throw new HttpError(403, 'Access denied');
  return customer;
}

function brandOf(brandId: string): PdfBrand {
  const brand = loadPdfBrand(brandId);
  if (!brand) throw new HttpError(400, `Unknown brand ${brandId}`);
  return brand;
}

export function historyPdfHandlers(context: SandboxContext): Pick<RestHandlers, HistoryRest> {
  const { db } = context;
  return {
    statementPdfGenerate(input, call) {
      const customer = restCustomer(context, call);
      brandOf(input.brand);
      let account;
      try {
        account = customerAccount(db, customer.id, input.accountId);
      } catch {
        throw new HttpError(404, 'Account not found');
      }
      return {
        redirectLink: signedLink(
          context,
          originOf(call),
          `/files/history/statements/${statementFileName(account, input.year, input.month, 'pdf')}`,
          {
            customer: String(customer.id),
            account: String(account.id),
            year: String(input.year),
            month: String(input.month),
            brand: input.brand,
            language: statementLanguage(input.language ?? requestLanguage(call.request.headers.get('accept-language'))),
          },
        ),
      };
    },

    transactionReceiptPdfGenerate(input, call) {
      const customer = restCustomer(context, call);
      brandOf(input.brand);
      if (!findHistoryRow(db, customer.id, input.transactionId)) throw new HttpError(404, 'Transaction not found');
      return {
        redirectLink: signedLink(
          context,
          originOf(call),
          `/files/history/receipts/receipt-${input.transactionId}.pdf`,
          {
            customer: String(customer.id),
            transaction: String(input.transactionId),
            brand: input.brand,
            // The language the client asked for, else its Accept-Language, else English.
            language: statementLanguage(input.language ?? requestLanguage(call.request.headers.get('accept-language'))),
          },
        ),
      };
    },
  };
}

function statementPdf(
  context: SandboxContext,
  brand: PdfBrand,
  customer: CustomerRow,
  accountId: number,
  year: number,
  month: number,
  language: StatementLanguage,
): { bytes: Buffer; fileName: string } {
  const { db } = context;
  const words = statementTexts(language);
  const account = customerAccount(db, customer.id, accountId);
  const totals = statementTotals(db, account.id, year, month);
  const rows = statementRows(db, customer.id, account.id, year, month);
  const figure = (minor: number, currency: string) => localAmount(formatMinor(minor, currency), language);
  const money = (minor: number) => `${figure(minor, account.currency)} ${account.currency}`;
  const line = (cells: PdfLine['cells'], height = 16): PdfLine => ({ cells, height });
  /** A labelled total of the period, the amount right-aligned. */
  const total = (label: string, minor: number) =>
    line([
      { x: 56, text: label, bold: true },
      { x: 300, text: money(minor), align: 'right' },
    ]);
  const lines: PdfLine[] = [
    line(
      [{ x: 56, text: customer.business_name ?? `${customer.first_name} ${customer.last_name}`, bold: true, size: 12 }],
      22,
    ),
    line([{ x: 56, text: words.account(account.account_number, account.currency) }]),
    line([{ x: 56, text: words.period(localMonth(year, month, language)) }], 26),
    total(words.beginning, totals.beginningMinor),
    total(words.credit, totals.creditMinor),
    total(words.debit, totals.debitMinor),
    total(words.ending, totals.endingMinor),
    line([{ x: 56, text: words.counts(totals.processingCount, totals.rejectedCount) }], 28),
    line(
      [
        { x: 56, text: words.columns.date, bold: true, size: 8 },
        { x: 110, text: words.columns.description, bold: true, size: 8 },
        { x: 330, text: words.columns.status, bold: true, size: 8 },
        { x: 430, text: words.columns.amount, bold: true, size: 8, align: 'right' },
        { x: 480, text: words.columns.fee, bold: true, size: 8, align: 'right' },
        { x: 539, text: words.columns.balance, bold: true, size: 8, align: 'right' },
      ],
      14,
    ),
  ];
  let balance = totals.beginningMinor;
  for (const row of rows) {
    const net =
      row.status === 'completed'
        ? row.direction === 'in'
          ? row.amount_minor - row.fee_minor
          : -(row.amount_minor + row.fee_minor)
        : 0;
    balance += net;
    const signed = `${row.direction === 'in' ? '+' : '-'}${figure(row.amount_minor, row.currency)}`;
    // The type in the customer's language and the other party (the stored description is the bank's English).
    const description = `${words.type[row.type] ?? row.type}: ${row.counterparty_name ?? row.description}`;
    const [first = '', ...more] = wrap(description, 46);
    lines.push(
      line(
        [
          { x: 56, text: row.created_at.slice(0, 10), size: 8 },
          { x: 110, text: first, size: 8 },
          { x: 330, text: words.status[row.status] ?? row.status, size: 8 },
          { x: 430, text: signed, size: 8, align: 'right' },
          { x: 480, text: row.fee_minor > 0 ? figure(row.fee_minor, row.currency) : '', size: 8, align: 'right' },
          { x: 539, text: figure(balance, row.currency), size: 8, align: 'right' },
        ],
        13,
      ),
    );
    // A long description goes on over the next lines of its column, never cut.
    for (const text of more) lines.push(line([{ x: 110, text, size: 8 }], 11));
    const typed = [
      row.customer_reference ? `${words.reference}: ${row.customer_reference}` : null,
      row.note ? `${words.note}: ${row.note}` : null,
    ].filter(Boolean);
    // The payer's own reference and note under the line, wrapped to the description and status columns.
    for (const text of typed.length > 0 ? wrap(`${row.reference} · ${typed.join(' · ')}`, 80) : [])
      lines.push(line([{ x: 110, text, size: 7 }], 11));
  }
  if (rows.length === 0) lines.push(line([{ x: 56, text: words.empty }]));
  return {
    bytes: renderBrandedPdf(brand, words.title, lines),
    fileName: statementFileName(account, year, month, 'pdf'),
  };
}

function receiptPdf(
  context: SandboxContext,
  brand: PdfBrand,
  customer: CustomerRow,
  transactionId: number,
  language: StatementLanguage,
): Buffer | null {
  const row = findHistoryRow(context.db, customer.id, transactionId);
  if (!row) return null;
  const transaction = toTransaction(row);
  const labels = receiptTexts(language);
  // The type's and statuses' words are the statement's, so a receipt and a statement name a payment alike.
  const words = statementTexts(language);
  const typeText: Record<string, string> = words.type;
  const statusText: Record<string, string> = words.status;
  const money = (value: string | number, currency: string) => `${localAmount(String(value), language)} ${currency}`;
  const counterparty = [transaction.counterpartyName, transaction.counterpartyEmail, transaction.counterpartyAccount]
    .filter(Boolean)
    .join(', ');
  const pairs: [string, string][] = [
    [labels.reference, transaction.reference],
    [labels.date, `${localDateTime(transaction.transactionDate, language)} UTC`],
    [labels.type, typeText[transaction.operationType] ?? transaction.operationType],
    [labels.status, statusText[transaction.status] ?? transaction.status],
    [labels.account, `${transaction.accountNumber} (${transaction.currencyCode})`],
    [transaction.direction === 'in' ? labels.from : labels.to, counterparty || '-'],
    [labels.amount, money(transaction.amount, transaction.currencyCode)],
    [labels.fee, money(transaction.fee, transaction.currencyCode)],
    ...(transaction.exchangeRate && transaction.counterCurrencyCode
      ? ([
          [
            labels.exchangeRate,
            `1 ${transaction.currencyCode} = ${localAmount(String(transaction.exchangeRate), language)} ${transaction.counterCurrencyCode}`,
          ],
          [labels.counterAmount, money(transaction.counterAmount ?? '0', transaction.counterCurrencyCode)],
        ] as [string, string][])
      : []),
    [labels.total, money(transaction.total, transaction.currencyCode)],
    // The stored description is the bank's English title; where the type and the other party say the same in the
    // customer's language, it is left out (issue 33: titles from data the client can translate).
    ...(language === 'en' || !counterparty
      ? ([[labels.description, transaction.description]] as [string, string][])
      : []),
    ...(transaction.customerReference
      ? ([[labels.paymentReference, transaction.customerReference]] as [string, string][])
      : []),
    ...(transaction.note ? ([[labels.note, transaction.note]] as [string, string][]) : []),
  ];
  // Values start after the longest label (Russian and Ukrainian ones run wider than the English).
  const valueX = Math.max(200, 56 + Math.max(...pairs.map(([label]) => textWidth(label, 10))) + 16);
  const valueWidth = Math.floor(((539 - valueX) / 339) * 60);
  const lines: PdfLine[] = [
    {
      cells: [
        { x: 56, text: customer.business_name ?? `${customer.first_name} ${customer.last_name}`, bold: true, size: 12 },
      ],
      height: 26,
    },
  ];
  for (const [label, value] of pairs) {
    // A long note or description runs over several lines beside its label.
    const [first = '', ...more] = wrap(value, valueWidth);
    lines.push({
      cells: [
        { x: 56, text: label, bold: true, size: 10 },
        { x: valueX, text: first, size: 10 },
      ],
      height: 18,
    });
    for (const text of more) lines.push({ cells: [{ x: valueX, text, size: 10 }], height: 14 });
  }
  lines.push({ cells: [{ x: 56, text: labels.statusHistory, bold: true, size: 10 }], height: 26 });
  for (const change of transaction.statusHistory) {
    lines.push({
      cells: [
        { x: 56, text: localDateTime(change.date, language), size: 9 },
        {
          x: valueX,
          text: `${statusText[change.status] ?? change.status}${change.note ? `: ${change.note}` : ''}`,
          size: 9,
        },
      ],
      height: 15,
    });
  }
  return renderBrandedPdf(brand, labels.title, lines);
}

/** The signed file routes and the scale user's control endpoint. */
export function registerHistoryFileRoutes(app: Hono<SandboxEnv>, context: SandboxContext): void {
  const { db } = context;

  app.get('/files/history/exports/:file{[0-9a-f-]+\\.csv}', (c) => {
    const path = c.req.path;
    const check = checkLink(context, path, c.req.query());
    if (!check.ok) return check.response;
    const id = c.req.param('file').replace(/\.csv$/, '');
    const row = db
      .prepare('SELECT * FROM history_exports WHERE id = ? AND customer_id = ?')
      .get(id, Number(check.params.customer)) as ExportRow | undefined;
    const bytes = row ? context.files.read(`exports/${row.id}.csv`) : null;
    if (!row || !bytes) return jsonResponse({ message: 'Export not found' }, 404);
    return exportResponse(bytes, 'csv', row.file_name);
  });

  app.get('/files/history/statements/:file{[A-Za-z0-9-]+\\.(csv|pdf)}', (c) => {
    const check = checkLink(context, c.req.path, c.req.query());
    if (!check.ok) return check.response;
    const { customer: customerId, account: accountId, year, month, brand: brandId, language } = check.params;
    const customer = findCustomer(db, Number(customerId));
    if (!customer) return jsonResponse({ message: 'Statement not found' }, 404);
    const [y, m] = [Number(year), Number(month)];
    try {
      if (c.req.param('file').endsWith('.pdf')) {
        const brand = loadPdfBrand(brandId ?? '');
        if (!brand) return jsonResponse({ message: 'Unknown brand' }, 404);
        const { bytes, fileName } = statementPdf(
          context,
          brand,
          customer,
          Number(accountId),
          y,
          m,
          statementLanguage(language),
        );
        return exportResponse(bytes, 'pdf', fileName);
      }
      const account = customerAccount(db, customer.id, Number(accountId));
      const totals = statementTotals(db, account.id, y, m);
      return exportResponse(
        statementCsv(statementRows(db, customer.id, account.id, y, m), totals.beginningMinor),
        'csv',
        statementFileName(account, y, m, 'csv'),
      );
    } catch (error) {
      if (error instanceof HistoryFilterError) return jsonResponse({ message: 'Statement not found' }, 404);
      throw error;
    }
  });

  app.get('/files/history/receipts/:file{receipt-[0-9]+\\.pdf}', (c) => {
    const check = checkLink(context, c.req.path, c.req.query());
    if (!check.ok) return check.response;
    const customer = findCustomer(db, Number(check.params.customer));
    const brand = loadPdfBrand(check.params.brand ?? '');
    const language = statementLanguage(check.params.language);
    const bytes =
      customer && brand ? receiptPdf(context, brand, customer, Number(check.params.transaction), language) : null;
    if (!bytes) return jsonResponse({ message: 'Receipt not found' }, 404);
    return exportResponse(bytes, 'pdf', `receipt-${check.params.transaction ?? ''}.pdf`);
  });

  // Makes history@demo.test's 10,000 transactions now (they are otherwise made on its first history call).
  app.post('/sandbox/history/bulk', () => {
    const made = fillBulkHistory(db);
    const total = (
      db
        .prepare('SELECT COUNT(*) AS n FROM history_transactions WHERE customer_id = ?')
        .get(HISTORY_DEMO.customerId) as { n: number }
    ).n;
    return jsonResponse({ email: HISTORY_DEMO.email, made, total });
  });
}
