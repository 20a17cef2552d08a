/**
 * Named methods of invoices and p2p payments (spec 2: "Invoices", "p2p funds transfer", "Approvals", "Lookups"),
 * and the invoice PDF behind its signed link. Money-moving calls (`p2pTransfer`, `invoiceCreate`) honour the
 * `Idempotency-Key` header: a retry with the same key and body returns the first answer.
 */
import { onceByIdempotencyKey } from './idempotent-call';
import type { Hono } from 'hono';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { SandboxContext } from '../context';
import { checkPdfLink, PDF_PATH_PATTERN, renderInvoicePdf, signedPdfUrl } from '../domain/invoice-pdf';
import type { InvoiceRow } from '../domain/invoices';
import {
  assertPayable,
  createFundingInvoice,
  createInvoice,
  followTransfer,
  invoiceFor,
  invoiceView,
  listInvoices,
  loadInvoice,
  rejectInvoice,
} from '../domain/invoices';
import {
  approvalFollowers,
  approveWithCode,
  exchangeRateText,
  findTransfer,
  isBlockedPayee,
  quoteTransfer,
  resendApproval,
  submitTransfer,
  transferResult,
  type SubmitHooks,
} from '../domain/p2p-transfers';
import { customerByLogin } from '../domain/users';
import { fieldError, TransferError } from '../domain/transfer-error';
import { ownAccount } from '../domain/customer-accounts';
import { parseAmountMinor } from '../domain/amounts';
import { formatAmount } from '../domain/payout-catalogue';
import { portalOrigin } from '../domain/registration';
import { customerAccessesOf, type CustomerRow } from '../domain/users';
import { buttonFacts, checkButtonPayment, followButtonPayment, startButtonPayment } from '../domain/button-payments';
import type { TransferRow } from '../domain/p2p-transfers';
import { followScheduleTransfer } from '../domain/scheduled-payments';
import { startWalletTransfer } from '../domain/wallet-transfers';
import type { MethodCallContext, MethodHandlers, MethodKey } from './contract';
import { actingCustomerOf, jsonResponse, signedIn } from './contract';
import { exportResponse } from './file-responses';
import type { SandboxEnv } from './env';

export type InvoiceMethod = Extract<
  MethodKey,
  | 'exchangeRateGet'
  | 'checkPayee'
  | 'p2pTransferFee'
  | 'p2pTransfer'
  | 'transferApprove'
  | 'approvalResend'
  | 'transferStatusGet'
  | 'invoiceListReceived'
  | 'invoiceListSent'
  | 'invoiceGet'
  | 'invoiceCreate'
  | 'invoiceReject'
  | 'fundingInvoiceCreate'
>;

/** What follows a transfer's status: the invoice it pays, or the button payment (subscription, notifications). */
export function transferFollowers(context: SandboxContext): SubmitHooks {
  return {
    onStatus: (transfer) => {
      followTransfer(context.db, transfer, context.now());
      followButtonPayment(context, transfer);
      followScheduleTransfer(context.db, transfer);
    },
  };
}

// Transaction requests decided by an approver (domain/approvals.ts) move invoices and button payments too.
approvalFollowers.onStatus = (context, transfer) => transferFollowers(context).onStatus?.(transfer);

/** Name on the sandbox's PDFs (the sandbox serves every brand). */
const PDF_BRAND_NAME = 'Wallet';

const originOf = (call: MethodCallContext) => new URL(call.request.url).origin;

export function invoiceHandlers(context: SandboxContext): Pick<MethodHandlers, InvoiceMethod> {
  const { db } = context;
  /** Invoices and button payments follow the transfers that pay them. */
  const hooks = transferFollowers(context);
  /** The wire view, with the button and subscription a button payment paid. */
  const result = (transfer: TransferRow) => ({ ...transferResult(transfer, db), ...buttonFacts(db, transfer.id) });
  const view = (call: MethodCallContext, row: InvoiceRow, customer: CustomerRow) =>
    invoiceView(
      row,
      row.payer_customer_id === customer.id ? 'payer' : 'payee',
      signedPdfUrl(context, originOf(call), row.id),
    );

  return {
    exchangeRateGet(input) {
      return { exchangeRate: exchangeRateText(input.fromCurrencyCode, input.toCurrencyCode) };
    },

    checkPayee(input, call) {
      const payee = customerByLogin(db, input.email);
      // An employee signs in with their own e-mail but holds no customer of their own: they cannot be paid or invoiced.
      const user = db.prepare('SELECT id FROM users WHERE email = ? COLLATE NOCASE').get(input.email) as
        { id: number } | undefined;
      const isEmployee = !payee && user !== undefined && customerAccessesOf(db, user.id).length > 0;
      // outBlacklist is false when the e-mail is on the acting customer's payout blacklist.
      const blocked = call.actingCustomer ? isBlockedPayee(db, call.actingCustomer.id, input.email) : false;
      return { exist: payee !== undefined, outBlacklist: !blocked, isEmployee };
    },

    p2pTransferFee(input, call) {
      const account = ownAccount(db, actingCustomerOf(call), input.accountId);
      const quoted = quoteTransfer(parseAmountMinor(input.amount, input.currency), input.currency, account.currency);
      return {
        fee: formatAmount(quoted.feeMinor, account.currency),
        feeCurrencyCode: account.currency,
        exchangeRate: quoted.rate,
        debitAmount: formatAmount(quoted.debitMinor, account.currency),
        totalDebit: formatAmount(quoted.debitMinor + quoted.feeMinor, account.currency),
      };
    },

    p2pTransfer(input, call) {
      const { user } = signedIn(call);
      const customer = actingCustomerOf(call);
      return onceByIdempotencyKey(call, `p2pTransfer:${customer.id}`, input, () => {
        if (input.buttonId !== undefined) {
          if (input.invoiceId !== undefined)
            throw fieldError('buttonId', 'A payment pays an invoice or a button, not both');
          const button = checkButtonPayment(db, { ...input, buttonId: input.buttonId });
          const transfer = submitTransfer(
            context,
            {
              user,
              customer,
              accountId: input.accountId,
              amount: input.amount,
              currency: input.currency,
              toEmail: button.merchant.login,
              note: input.note ?? button.itemName,
            },
            {
              onStatus: (row) => {
                if (row.to_customer_id !== button.merchant.id)
                  throw new TransferError(RESPONSE_CODES.unknownError, 'The button could not be paid');
                startButtonPayment(db, row, button, context.now());
                hooks.onStatus?.(row);
              },
            },
          );
          return result(transfer);
        }
        if (input.toEmail === undefined) throw fieldError('toEmail', 'Enter the e-mail of the person to pay');
        const toEmail = input.toEmail;
        const invoice =
          input.invoiceId === undefined ? null : assertPayable(db, customer, input.invoiceId, { ...input, toEmail });
        const transfer = startWalletTransfer(
          context,
          user,
          customer,
          {
            kind: 'p2p',
            accountId: input.accountId,
            amount: input.amount,
            currency: input.currency,
            toEmail,
            note: input.note,
            invoiceId: invoice?.id ?? null,
            reference: input.reference,
            couponCode: input.couponCode,
            templateName: input.templateName,
            fromEmailId: input.fromEmailId,
            subscriptionFrequency: invoice ? undefined : input.subscriptionFrequency,
            subscriptionEndDate: invoice ? undefined : input.subscriptionEndDate,
            subscriptionTransactions: invoice ? undefined : input.subscriptionTransactions,
            subscriptionUserCancel: invoice ? undefined : input.subscriptionUserCancel,
          },
          hooks,
        );
        return result(transfer);
      });
    },

    transferApprove(input, call) {
      const customer = actingCustomerOf(call);
      return result(
        approveWithCode(context, findTransfer(context, customer, input.trxid, hooks), input.approvalCode, hooks),
      );
    },

    approvalResend(input, call) {
      const customer = actingCustomerOf(call);
      return resendApproval(context, findTransfer(context, customer, input.trxid, hooks));
    },

    transferStatusGet(input, call) {
      const customer = actingCustomerOf(call);
      return result(findTransfer(context, customer, input.trxid, hooks));
    },

    invoiceListReceived(input, call) {
      const customer = actingCustomerOf(call);
      const { rows, total } = listInvoices(db, customer, 'received', { ...input, email: input.payeeEmail });
      return { invoices: rows.map((row) => view(call, row, customer)), total };
    },

    invoiceListSent(input, call) {
      const customer = actingCustomerOf(call);
      const { rows, total } = listInvoices(db, customer, 'sent', { ...input, email: input.payerEmail });
      return { invoices: rows.map((row) => view(call, row, customer)), total };
    },

    invoiceGet(input, call) {
      const customer = actingCustomerOf(call);
      const { row } = invoiceFor(db, customer, input.invoiceId);
      // A payment waiting for an approval that expired meanwhile puts the invoice back to unpaid.
      if (row.status === 'awaitingPayment' && row.transaction_id !== null) {
        const payer = db.prepare('SELECT * FROM customers WHERE id = ?').get(row.payer_customer_id) as CustomerRow;
        findTransfer(context, payer, row.transaction_id, hooks);
      }
      return { invoice: view(call, loadInvoice(db, row.id) as InvoiceRow, customer) };
    },

    invoiceCreate(input, call) {
      const customer = actingCustomerOf(call);
      return onceByIdempotencyKey(call, `invoiceCreate:${customer.id}`, input, () => ({
        invoice: view(
          call,
          createInvoice(
            context,
            {
              payee: customer,
              toEmail: input.toEmail,
              amount: input.amount,
              currency: input.currency,
              dueDate: input.dueDate,
              note: input.noteBody,
            },
            portalOrigin(call.request),
          ),
          customer,
        ),
      }));
    },

    invoiceReject(input, call) {
      const customer = actingCustomerOf(call);
      return {
        invoice: view(call, rejectInvoice(context, customer, input.invoiceId, input.note), customer),
      };
    },

    fundingInvoiceCreate(input, call) {
      const customer = actingCustomerOf(call);
      return {
        invoice: view(call, createFundingInvoice(context, customer, input.amount, input.currency), customer),
      };
    },
  };
}

/** The invoice PDF behind a signed link (no bearer: the signature is the permission). */
export function registerInvoicePdfRoute(app: Hono<SandboxEnv>, context: SandboxContext): void {
  app.get(PDF_PATH_PATTERN, (c) => {
    const invoiceId = Number(c.req.param('file').replace(/\.pdf$/, ''));
    const check = checkPdfLink(context, invoiceId, c.req.query('expires'), c.req.query('signature'));
    if (!check.ok) return jsonResponse({ message: check.message }, check.status);
    const invoice = loadInvoice(context.db, invoiceId);
    if (!invoice) return jsonResponse({ message: 'Invoice not found' }, 404);
    return exportResponse(renderInvoicePdf(invoice, PDF_BRAND_NAME), 'pdf', `invoice-${invoice.id}.pdf`);
  });
}
