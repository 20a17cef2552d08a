/**
 * Invoices on the client side (spec 2: "Invoice", "Invoices" calls, "Validation rules", page size 20): the rules the
 * screens apply (direction, which screen an invoice gets, the e-mail check before a payee lookup, the create form,
 * list filters without empty values) and the calls, framework-free.
 */
import type { ApiClient } from '../api/client';
import { checkPayee } from '../api/contract/p2p';
import {
  fundingInvoiceCreate,
  INVOICE_PAGE_SIZE,
  INVOICE_STATUSES,
  invoiceCreate,
  invoiceGet,
  invoiceListReceived,
  invoiceListSent,
  invoiceReject,
  type Invoice,
  type InvoiceStatus,
} from '../api/contract/invoices';
import { compareDecimal, isDecimal } from '../money/money';
import { checkFreeText, hasInvisibleCharacters } from '../validation/free-text';

export { INVOICE_PAGE_SIZE, INVOICE_STATUSES, type Invoice, type InvoiceStatus };

export type InvoiceDirection = 'incoming' | 'outgoing';

/** Spec 2: incoming when there is a payee name (someone asks the customer to pay), outgoing when there is a payer name. */
export function invoiceDirection(invoice: Pick<Invoice, 'payeeName' | 'payerName'>): InvoiceDirection {
  if (invoice.payeeName) return 'incoming';
  return invoice.payerName ? 'outgoing' : 'incoming';
}

/** The name of the other party of an invoice, as the signed-in customer sees it. */
export function counterpartyName(
  invoice: Pick<Invoice, 'payeeName' | 'payerName' | 'payeeEmail' | 'payerEmail'>,
): string {
  return invoiceDirection(invoice) === 'incoming'
    ? (invoice.payeeName ?? invoice.payeeEmail)
    : (invoice.payerName ?? invoice.payerEmail);
}

export function isKnownStatus(status: string): status is InvoiceStatus {
  return (INVOICE_STATUSES as readonly string[]).includes(status);
}

/** Unpaid after its due day (dates compared as YYYY-MM-DD). */
export function isOverdue(invoice: Pick<Invoice, 'status' | 'dueDate'>, today: string): boolean {
  return invoice.status === 'unpaid' && invoice.dueDate < today;
}

/** Today as YYYY-MM-DD in the user's time zone. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * What the payer's screen of an invoice is:
 * - `payable`: unpaid, and the customer is its payer;
 * - `funding`: a funding invoice, paid by bank wire with its reference (its PDF says how);
 * - `awaitingPayment`: a payment of it waits for approval;
 * - `paid`, `rejected`;
 * - `own`: the customer sent it (a payee cannot pay their own invoice);
 * - `unknown`: a status this client does not know.
 */
export type PayerScreen = 'payable' | 'funding' | 'awaitingPayment' | 'paid' | 'rejected' | 'own' | 'unknown';

export function payerScreen(invoice: Invoice): PayerScreen {
  if (invoiceDirection(invoice) === 'outgoing') return 'own';
  if (invoice.status === 'paid') return 'paid';
  if (invoice.status === 'rejected') return 'rejected';
  if (invoice.status === 'awaitingPayment') return 'awaitingPayment';
  if (invoice.status !== 'unpaid') return 'unknown';
  return invoice.isFunding ? 'funding' : 'payable';
}

/**
 * Spec 2 section 5, before an e-mail-existence or payee lookup: longer than 5 characters with "@" and a dot. An empty
 * value is accepted (nothing to look up); an invalid one is not sent.
 */
export type LookupEmailCheck = 'empty' | 'invalid' | 'valid';

export function lookupEmailCheck(text: string): LookupEmailCheck {
  const email = text.trim();
  if (email === '') return 'empty';
  // A bidi override or zero-width space would be looked up (and refused by the server) as another address.
  if (hasInvisibleCharacters(email)) return 'invalid';
  return email.length > 5 && email.includes('@') && email.includes('.') ? 'valid' : 'invalid';
}

export type PayeeLookup = 'exists' | 'unknown' | 'employee' | 'blocked' | 'self';

/** Looks the payer of a new invoice up, after {@link lookupEmailCheck} said `valid`. */
export async function lookupPayer(
  api: ApiClient,
  email: string,
  ownLogin: string | null,
  signal?: AbortSignal,
): Promise<PayeeLookup> {
  if (ownLogin && email.trim().toLowerCase() === ownLogin.toLowerCase()) return 'self';
  const answer = await api.call(checkPayee, { email: email.trim() }, { signal });
  if (!answer.exist) return answer.isEmployee ? 'employee' : 'unknown';
  return answer.outBlacklist ? 'exists' : 'blocked';
}

/** An amount as the invoice forms accept it: positive, at most two decimals, up to 12 digits before the point. */
export const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** "1 234,5" or "1,234.50" as typed -> "1234.5" / "1234.50": spaces dropped, a lone comma read as the decimal point. */
export function normaliseAmountInput(text: string): string {
  const compact = text.trim().replace(/[\s\u00a0']/g, '');
  if (/^\d+,\d{1,2}$/.test(compact)) return compact.replace(',', '.');
  return compact.replace(/,(?=\d{3}(\D|$))/g, '');
}

export type AmountProblem = 'required' | 'format' | 'zero';

export function checkAmount(text: string): { ok: true; amount: string } | { ok: false; problem: AmountProblem } {
  const amount = normaliseAmountInput(text);
  if (amount === '') return { ok: false, problem: 'required' };
  if (!AMOUNT_PATTERN.test(amount) || !isDecimal(amount)) return { ok: false, problem: 'format' };
  if (compareDecimal(amount, 0) <= 0) return { ok: false, problem: 'zero' };
  return { ok: true, amount };
}

export interface InvoiceForm {
  toEmail: string;
  amount: string;
  currency: string;
  dueDate: string;
  note: string;
}

export type InvoiceFormField = keyof InvoiceForm;
export type InvoiceFormProblem = 'required' | 'format' | 'zero' | 'past' | 'tooLong' | 'invisible';
export const NOTE_MAX_LENGTH = 500;

/** Checks the create-invoice form offline; the payer lookup and the server check again. */
export function checkInvoiceForm(
  form: InvoiceForm,
  today: string,
): Partial<Record<InvoiceFormField, InvoiceFormProblem>> {
  const problems: Partial<Record<InvoiceFormField, InvoiceFormProblem>> = {};
  const email = lookupEmailCheck(form.toEmail);
  if (email === 'empty') problems.toEmail = 'required';
  else if (email === 'invalid') problems.toEmail = 'format';
  const amount = checkAmount(form.amount);
  if (!amount.ok) problems.amount = amount.problem;
  if (!/^[A-Z]{3}$/.test(form.currency)) problems.currency = 'required';
  if (!form.dueDate) problems.dueDate = 'required';
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(form.dueDate)) problems.dueDate = 'format';
  else if (form.dueDate < today) problems.dueDate = 'past';
  const note = checkFreeText(form.note, { max: NOTE_MAX_LENGTH, multiline: true });
  if (note) problems.note = note.kind;
  return problems;
}

export interface InvoiceFilter {
  status: InvoiceStatus | '';
  fromDate: string;
  toDate: string;
  fromAmount: string;
  toAmount: string;
  email: string;
}

export const EMPTY_FILTER: InvoiceFilter = {
  status: '',
  fromDate: '',
  toDate: '',
  fromAmount: '',
  toAmount: '',
  email: '',
};

export type InvoiceBox = 'received' | 'sent';

/** The list request of a page: empty filter values are dropped (spec 2 section 5), amounts normalised. */
export function listRequest(box: InvoiceBox, filter: InvoiceFilter, pageNumber: number) {
  const fromAmount = checkAmount(filter.fromAmount);
  const toAmount = checkAmount(filter.toAmount);
  const email = filter.email.trim();
  return {
    pageNumber,
    pageSize: INVOICE_PAGE_SIZE,
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.fromDate ? { fromDate: filter.fromDate } : {}),
    ...(filter.toDate ? { toDate: filter.toDate } : {}),
    ...(fromAmount.ok ? { fromAmount: fromAmount.amount } : {}),
    ...(toAmount.ok ? { toAmount: toAmount.amount } : {}),
    ...(email ? (box === 'received' ? { payeeEmail: email } : { payerEmail: email }) : {}),
  };
}

/** Filter values that cannot be sent as they are (the list keeps its last good page meanwhile). */
export function filterProblems(filter: InvoiceFilter): Partial<Record<keyof InvoiceFilter, 'format' | 'order'>> {
  const problems: Partial<Record<keyof InvoiceFilter, 'format' | 'order'>> = {};
  for (const field of ['fromAmount', 'toAmount'] as const) {
    const value = filter[field].trim();
    if (value && !checkAmount(value).ok) problems[field] = 'format';
  }
  if (filter.fromDate && filter.toDate && filter.fromDate > filter.toDate) problems.toDate = 'order';
  const from = checkAmount(filter.fromAmount);
  const to = checkAmount(filter.toAmount);
  if (from.ok && to.ok && compareDecimal(from.amount, to.amount) > 0) problems.toAmount = 'order';
  return problems;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / INVOICE_PAGE_SIZE));
}

export const invoiceCalls = {
  get: (api: ApiClient, invoiceId: string | number, signal?: AbortSignal) =>
    api.call(invoiceGet, { invoiceId }, { signal }).then((answer) => answer.invoice),
  list: (api: ApiClient, box: InvoiceBox, filter: InvoiceFilter, pageNumber: number, signal?: AbortSignal) =>
    box === 'received'
      ? api.call(invoiceListReceived, listRequest('received', filter, pageNumber), { signal })
      : api.call(invoiceListSent, listRequest('sent', filter, pageNumber), { signal }),
  create: (api: ApiClient, form: InvoiceForm, amount: string, idempotencyKey: string) =>
    api
      .call(
        invoiceCreate,
        {
          toEmail: form.toEmail.trim(),
          amount,
          currency: form.currency,
          dueDate: form.dueDate,
          ...(form.note.trim() ? { noteBody: form.note.trim() } : {}),
        },
        { idempotencyKey },
      )
      .then((answer) => answer.invoice),
  reject: (api: ApiClient, invoiceId: string | number, note: string) =>
    api
      .call(invoiceReject, { invoiceId, ...(note.trim() ? { note: note.trim() } : {}) })
      .then((answer) => answer.invoice),
  createFunding: (api: ApiClient, amount: string, currency: string) =>
    api.call(fundingInvoiceCreate, { amount, currency }).then((answer) => answer.invoice),
};
