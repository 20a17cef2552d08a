/**
 * Invoices (spec 2: "Invoice" entity, "Invoices" calls, page size 20). A payee asks a wallet user for money by
 * e-mail; the payer pays it with a p2p transfer that carries the invoiceId (see p2p.ts), or rejects it with an
 * optional note. A funding invoice is one the bank issues to the customer for topping up an account by bank wire.
 */
import * as z from 'zod/mini';
import { method } from './define';
import { amount, currencyCode, isoDate, looseId, visibleText, wireText } from './common';
import { emailAddress, paymentAmount } from './p2p';

/** Invoices and login history are listed 20 per page (spec 2 section 9). */
export const INVOICE_PAGE_SIZE = 20;

/**
 * Statuses (spec 2 section 4 names unpaid and awaitingPayment): `unpaid` waits for the payer; `awaitingPayment` has a
 * payment that waits for its approval; `paid`; `rejected` by the payer.
 */
export const INVOICE_STATUSES = ['unpaid', 'awaitingPayment', 'paid', 'rejected'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_IDS: Readonly<Record<InvoiceStatus, number>> = {
  unpaid: 1,
  awaitingPayment: 2,
  paid: 3,
  rejected: 4,
};

const id = looseId;

/**
 * An invoice as the signed-in customer sees it. Direction (spec 2): incoming when there is a payee name (the
 * customer is the payer), outgoing when there is a payer name (the customer is the payee); the server sends only
 * the other party's name.
 */
export const invoiceSchema = z.looseObject({
  id,
  payeeName: z.optional(z.nullable(z.string())),
  payerName: z.optional(z.nullable(z.string())),
  payeeEmail: z.string(),
  payerEmail: z.string(),
  payeeAccountId: z.optional(z.nullable(id)),
  payerAccountId: z.optional(z.nullable(id)),
  amount,
  /** amount + feePayment, in the invoice's currency, when paid from an account in that currency (or as paid). */
  total: z.optional(z.nullable(amount)),
  feePayment: z.optional(z.nullable(amount)),
  currencyCode,
  dueDate: isoDate,
  sentDate: z.string(),
  updatedDate: z.string(),
  /** The wire name `noteBody` is the spec's; it is not one of the normaliser's text keys. */
  noteBody: z.optional(z.nullable(wireText)),
  /** One of INVOICE_STATUSES; kept open so a status added by the server shows as itself rather than failing. */
  status: z.string(),
  statusId: z.number(),
  isFunding: z.boolean(),
  isSystem: z.boolean(),
  /** A signed link to the invoice's PDF, valid for an hour; a new one comes with every read. */
  urlPdf: z.optional(z.nullable(z.string())),
  /** The payment of a paid (or awaitingPayment) invoice. */
  transactionId: z.optional(z.nullable(id)),
  /** The payer's note when rejecting. */
  rejectionNote: z.optional(z.nullable(wireText)),
  /** Payment instructions of a funding invoice (bank wire details and the reference to quote). */
  fundingReference: z.optional(z.nullable(z.string())),
});
export type Invoice = z.infer<typeof invoiceSchema>;

const invoiceAnswer = z.looseObject({ invoice: invoiceSchema });
/** A note the other party reads: the invoice's, or the payer's when rejecting it. */
const invoiceNote = z.optional(visibleText(500, { multiline: true }));
/** A list's filter by the other party's e-mail (any part of it). */
const emailFilter = z.optional(z.string().check(z.minLength(1), z.maxLength(254)));

/** A whole number from 1 to `max` (checked without zod's integer format, which widgets otherwise never load). */
const wholeNumber = (max: number) =>
  z.number().check(z.minimum(1), z.maximum(max), z.refine(Number.isInteger, { error: 'A whole number' }));

const listFilter = {
  pageNumber: wholeNumber(1_000_000),
  pageSize: wholeNumber(100),
  status: z.optional(z.enum(INVOICE_STATUSES)),
  fromDate: z.optional(isoDate),
  toDate: z.optional(isoDate),
  fromAmount: z.optional(paymentAmount),
  toAmount: z.optional(paymentAmount),
};

const listResponse = z.looseObject({ invoices: z.array(invoiceSchema), total: z.number() });

export const invoiceListReceived = method({
  name: 'invoiceListReceived',
  summary:
    'Invoices the acting customer was asked to pay, newest first, one page (filters: status, sent dates, amounts, payee e-mail).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ ...listFilter, payeeEmail: emailFilter }),
  response: listResponse,
});

export const invoiceListSent = method({
  name: 'invoiceListSent',
  summary:
    'Invoices the acting customer sent, newest first, one page (filters: status, sent dates, amounts, payer e-mail).',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ ...listFilter, payerEmail: emailFilter }),
  response: listResponse,
});

export const invoiceGet = method({
  name: 'invoiceGet',
  summary:
    "One invoice of the acting customer (as payer or payee). Anyone else's invoice answers TA1 'Invoice not found'.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ invoiceId: id }),
  response: invoiceAnswer,
});

export const invoiceCreate = method({
  name: 'invoiceCreate',
  summary:
    "Send an invoice to a wallet user by e-mail, payable into the acting customer's account in that currency; the payer gets an e-mail. Send an Idempotency-Key: a retry returns the first invoice.",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({
    toEmail: emailAddress,
    amount: paymentAmount,
    currency: currencyCode,
    dueDate: isoDate,
    noteBody: invoiceNote,
  }),
  response: invoiceAnswer,
});

export const invoiceReject = method({
  name: 'invoiceReject',
  summary:
    'The payer rejects an unpaid invoice, with an optional note for the payee. Rejecting a rejected invoice again answers the same.',
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ invoiceId: id, note: invoiceNote }),
  response: invoiceAnswer,
});

export const fundingInvoiceCreate = method({
  name: 'fundingInvoiceCreate',
  summary:
    "An invoice from the bank for topping up the acting customer's account in `currency` by bank wire (PDF with the wire details and reference).",
  auth: 'bearer',
  actingCustomer: true,
  request: z.object({ amount: paymentAmount, currency: z.optional(currencyCode) }),
  response: invoiceAnswer,
});
