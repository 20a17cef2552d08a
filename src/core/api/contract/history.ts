/**
 * Activity history, CSV exports and monthly statements (spec 2 sections 3 and 7, "History, statements and export";
 * spec 3 section 7.6). The spec names the filter (accountId, keyword, transactionType, fromDate, toDate, fromAmount,
 * toAmount, transactionDirection, status, pageNumber, email), the response (transactions.transaction as one item or a
 * list, results, exportCsv, rejectedCount, processingCount), the export calls (filter -> exportId, status, send to
 * e-mail) and the statement totals; the item's other fields and the status and PDF calls are this product's
 * decisions (docs/decisions.md, "Activity history and statements").
 */
import * as z from 'zod/mini';
import { method } from './define';
import { amount, currencyCode, looseId } from './common';
import { positiveId } from './ids';
import { optionalPageFields } from './paging';
import { pdfDocument } from './pdf-generator';

/** Page sizes (spec 2 section 9): activity history 20, statement export list 12. */
export const HISTORY_PAGE_SIZE = 20;
export const STATEMENT_EXPORT_PAGE_SIZE = 12;

/** Transaction types the history filter offers; ledger movements of other kinds come back as `other`. */
export const TRANSACTION_TYPES = [
  'deposit',
  'p2p',
  'betweenAccounts',
  'exchange',
  'wire',
  'eft',
  'cardPayout',
  'cryptoEft',
  'instantPayment',
  'interac',
  'globalTransfer',
  'invoice',
  'cardPurchase',
  'refund',
  'fee',
  'other',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_STATUSES = ['completed', 'processing', 'rejected'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const TRANSACTION_DIRECTIONS = ['in', 'out'] as const;
export type TransactionDirection = (typeof TRANSACTION_DIRECTIONS)[number];

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'a date as YYYY-MM-DD' }));
const decimal = z.string().check(z.regex(/^\d+(\.\d{1,8})?$/, { error: 'a positive decimal amount' }));
const id = looseId;

/** What the history is filtered by; empty values are left out of the request (spec 2 section 5). */
export const historyFilterSchema = z.object({
  accountId: z.optional(id),
  keyword: z.optional(z.string().check(z.maxLength(100))),
  transactionType: z.optional(z.enum(TRANSACTION_TYPES)),
  /** First day included (UTC). */
  fromDate: z.optional(isoDate),
  /** Last day included (UTC). */
  toDate: z.optional(isoDate),
  fromAmount: z.optional(z.union([z.number(), decimal])),
  toAmount: z.optional(z.union([z.number(), decimal])),
  transactionDirection: z.optional(z.enum(TRANSACTION_DIRECTIONS)),
  status: z.optional(z.enum(TRANSACTION_STATUSES)),
  /** Part of the other party's e-mail (the business history's e-mail filter). */
  email: z.optional(z.string().check(z.maxLength(254))),
});
export type HistoryFilter = z.infer<typeof historyFilterSchema>;

export const statusChangeSchema = z.looseObject({
  status: z.enum(TRANSACTION_STATUSES),
  date: z.string(),
  note: z.optional(z.nullable(z.string())),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const transactionSchema = z.looseObject({
  transactionId: z.number(),
  /** When the transaction was made, ISO 8601. */
  transactionDate: z.string(),
  operationType: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  direction: z.enum(TRANSACTION_DIRECTIONS),
  accountId: id,
  accountNumber: z.string(),
  /** What moved, without the fee, in the account's currency (positive). */
  amount,
  currencyCode,
  /** The fee taken from the account (positive, 0 when none). */
  fee: amount,
  /** The signed effect on the account: +(amount - fee) in, -(amount + fee) out; 0 unless completed. */
  total: amount,
  /** The other side of an exchange: the rate (units of `counterCurrencyCode` per unit of `currencyCode`) and amount. */
  exchangeRate: z.optional(z.nullable(amount)),
  counterAmount: z.optional(z.nullable(amount)),
  counterCurrencyCode: z.optional(z.nullable(currencyCode)),
  counterpartyName: z.optional(z.nullable(z.string())),
  counterpartyEmail: z.optional(z.nullable(z.string())),
  counterpartyAccount: z.optional(z.nullable(z.string())),
  description: z.string(),
  /** The bank's reference: for a wallet transfer, the transaction id its receipt showed. */
  reference: z.string(),
  /** What the payer typed as the payment's reference, if anything. */
  customerReference: z.optional(z.nullable(z.string())),
  /** The payer's note to the payment, if any. */
  note: z.optional(z.nullable(z.string())),
  statusHistory: z.array(statusChangeSchema),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionHistoryGet = method({
  name: 'transactionHistoryGet',
  summary:
    "The acting customer's transactions matching the filter, newest first: one page (pageNumber from 1, 20 a page), the total, and how many are processing and rejected.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.extend(historyFilterSchema, {
    pageNumber: z.number().check(z.int(), z.positive()),
    pageSize: z.optional(z.number().check(z.int(), z.positive(), z.maximum(100))),
  }),
  response: z.looseObject({
    transactions: z.looseObject({
      transaction: z.optional(z.nullable(z.union([transactionSchema, z.array(transactionSchema)]))),
    }),
    results: z.number(),
    /** Whether the list can be exported as CSV (false when nothing matches). */
    exportCsv: z.optional(z.nullable(z.boolean())),
    rejectedCount: z.number(),
    processingCount: z.number(),
  }),
});

export const transactionExport = method({
  name: 'transactionExport',
  summary: 'Starts a CSV export of every transaction matching the filter; answers its exportId.',
  auth: 'bearer',
  actingCustomer: true,
  request: historyFilterSchema,
  response: z.looseObject({ exportId: z.string() }),
});

export const EXPORT_STATUSES = ['processing', 'ready', 'failed'] as const;

export const transactionExportStatus = method({
  name: 'transactionExportStatus',
  summary: 'Where an export is: processing, ready (with a signed download link, one hour) or failed.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ exportId: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: z.looseObject({
    exportId: z.string(),
    status: z.enum(EXPORT_STATUSES),
    rows: z.optional(z.nullable(z.number())),
    fileName: z.optional(z.nullable(z.string())),
    downloadUrl: z.optional(z.nullable(z.string())),
  }),
});

export const transactionExportSendToEmail = method({
  name: 'transactionExportSendToEmail',
  summary: 'E-mails a ready export (its download link) to an address; business users send fromCustomerId.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    exportId: z.string().check(z.minLength(1), z.maxLength(64)),
    email: z.string().check(z.minLength(6), z.maxLength(254)),
  }),
  response: z.looseObject({ email: z.string() }),
});

export const STATEMENT_SOURCES = ['monthly'] as const;

export const statementExportSchema = z.looseObject({
  /** `<accountId>-<year>-<month>`. */
  id: z.string(),
  accountId: id,
  year: z.number(),
  month: z.number(),
  source: z.enum(STATEMENT_SOURCES),
  fileName: z.string(),
  /** The month's transactions as CSV (signed link, one hour). */
  csvUrl: z.string(),
});
export type StatementExport = z.infer<typeof statementExportSchema>;

export const transactionHistoryExportList = method({
  name: 'transactionHistoryExportList',
  summary: "An account's monthly statements from its dateFrom to this month, newest first, 12 a page.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    accountId: id,
    source: z.enum(STATEMENT_SOURCES),
    ...optionalPageFields(60),
  }),
  response: z.looseObject({
    exports: z.array(statementExportSchema),
    total: z.number(),
    /** The account's first day (its opening), YYYY-MM-DD. */
    dateFrom: z.string(),
  }),
});

const year = z.number().check(z.int(), z.minimum(2000), z.maximum(2100));
const month = z.number().check(z.int(), z.minimum(1), z.maximum(12));

export const statementTotalsGet = method({
  name: 'statementTotalsGet',
  summary:
    "An account's statement totals for a month, from the ledger: beginning balance, total debit, total credit, ending balance (beginning + credit - debit), processing and rejected counts.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ accountId: id, year, month }),
  response: z.looseObject({
    accountId: id,
    accountNumber: z.string(),
    currencyCode,
    year: z.number(),
    month: z.number(),
    dateFrom: z.string(),
    beginningBalance: amount,
    totalDebit: amount,
    totalCredit: amount,
    endingBalance: amount,
    processingCount: z.number(),
    rejectedCount: z.number(),
  }),
});

export const statementPdfGenerate = pdfDocument({
  name: 'statement',
  summary:
    "Generates an account's monthly statement as PDF (the brand's PDF logo, legal name, address and footer); answers a signed link (one hour).",
  fields: { accountId: id, year, month },
});

export const transactionReceiptPdfGenerate = pdfDocument({
  name: 'transaction-receipt',
  summary:
    "Generates a transaction's receipt as PDF (parties, amounts, fee, rate, reference, status history); answers a signed link (one hour).",
  fields: { transactionId: positiveId },
});
