/**
 * Invoice PDFs. An invoice's `urlPdf` is a signed link (HMAC of the invoice id and expiry with the sandbox's secret,
 * valid one hour), so it opens in a new tab without a bearer token and cannot be guessed for another invoice. The
 * document is written by hand (pdf-writer.ts): a one-page PDF 1.4 with the standard Helvetica fonts (no dependency),
 * listing the parties, amount, fee, dates, status and note, and for a funding invoice the wire details and reference.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SandboxContext } from '../context';
import type { InvoiceRow } from './invoices';
import { formatAmount } from './payout-catalogue';
import { p2pFeeMinor } from './fees';
import { pdfLine, pdfText, wrap, writePdfWithFooter } from './pdf-writer';

export const PDF_LINK_TTL_MS = 60 * 60_000;
export const PDF_PATH_PATTERN = '/pdf/invoices/:file{[0-9]+\\.pdf}';

function signature(context: SandboxContext, invoiceId: number, expires: number): string {
  return createHmac('sha256', context.jwtSecret()).update(`invoice-pdf:${invoiceId}:${expires}`).digest('base64url');
}

/** `{origin}/pdf/invoices/{id}.pdf?expires=…&signature=…`, valid for an hour from now. */
export function signedPdfUrl(context: SandboxContext, origin: string, invoiceId: number): string {
  // Whole minutes, so reads within a minute give the same link (and browsers can cache the file).
  const expires = Math.ceil((context.now() + PDF_LINK_TTL_MS) / 60_000) * 60_000;
  const url = new URL(`/pdf/invoices/${invoiceId}.pdf`, origin);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('signature', signature(context, invoiceId, expires));
  return url.href;
}

export type PdfLinkCheck = { ok: true } | { ok: false; status: 403 | 410; message: string };

export function checkPdfLink(
  context: SandboxContext,
  invoiceId: number,
  expiresText: string | undefined,
  given: string | undefined,
): PdfLinkCheck {
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires) || !given) return { ok: false, status: 403, message: 'This link is not valid' };
  const expected = Buffer.from(signature(context, invoiceId, expires));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { ok: false, status: 403, message: 'This link is not valid' };
  if (expires <= context.now())
    return { ok: false, status: 410, message: 'This link has expired: open the invoice again for a new one' };
  return { ok: true };
}

const STATUS_TEXT: Record<string, string> = {
  unpaid: 'Unpaid',
  awaitingPayment: 'Payment awaiting approval',
  paid: 'Paid',
  rejected: 'Rejected',
};

/** The invoice as a one-page PDF. */
export function renderInvoicePdf(invoice: InvoiceRow, brandName: string): Buffer {
  const amount = (minor: number) => `${invoice.currency} ${formatAmount(minor, invoice.currency)}`;
  const fee = invoice.is_funding ? 0 : p2pFeeMinor(invoice.amount_minor);
  const rows: Array<[label: string, value: string]> = [
    ['Invoice number', String(invoice.id)],
    ['From', `${invoice.payee_name} <${invoice.payee_email}>`],
    ['To', `${invoice.payer_name} <${invoice.payer_email}>`],
    ['Amount', amount(invoice.amount_minor)],
    ...(invoice.is_funding
      ? []
      : ([
          ['Wallet payment fee', amount(fee)],
          ['Total from a ' + invoice.currency + ' account', amount(invoice.amount_minor + fee)],
        ] as Array<[string, string]>)),
    ['Issued', new Date(invoice.sent_at).toISOString().slice(0, 10)],
    ['Due', invoice.due_date],
    ['Status', STATUS_TEXT[invoice.status] ?? invoice.status],
  ];
  const commands: string[] = [
    'BT',
    '/F2 20 Tf',
    '56 770 Td',
    `(${pdfText(invoice.is_funding ? `${brandName}: funding invoice` : `${brandName}: invoice`)}) Tj`,
    'ET',
  ];
  let y = 720;
  for (const [label, value] of rows) {
    commands.push(...pdfLine(label, y, 'F2', 11));
    commands.push('BT', '/F1 11 Tf', `220 ${y} Td`, `(${pdfText(value)}) Tj`, 'ET');
    y -= 22;
  }
  const paragraphs: Array<[string, string]> = [];
  if (invoice.note) paragraphs.push(['Note', invoice.note]);
  if (invoice.rejection_note) paragraphs.push(['Rejection note', invoice.rejection_note]);
  if (invoice.is_funding) {
    paragraphs.push([
      'How to pay',
      `Send ${amount(invoice.amount_minor)} by bank wire to Sandbox Bank, IBAN GB33 SNDB 0400 0400 0000 00, BIC SNDBGB2L, quoting the reference ${invoice.funding_reference ?? ''}. The money reaches your account when the wire arrives.`,
    ]);
  } else {
    paragraphs.push([
      'How to pay',
      `Pay this invoice in your ${brandName} wallet (Invoices), or on the payee's site with the wallet's pay button.`,
    ]);
  }
  y -= 12;
  for (const [title, text] of paragraphs) {
    commands.push(...pdfLine(title, y, 'F2', 11));
    y -= 18;
    for (const line of wrap(text, 90)) {
      commands.push(...pdfLine(line, y));
      y -= 15;
    }
    y -= 10;
  }
  return writePdfWithFooter(commands, 'Generated by the sandbox bank. Not a real invoice.');
}
