/**
 * The account confirmation letter (spec 1 section 1: the brand's letter details; spec 3 section 1): a one-page PDF in
 * the style of the statements (history-pdf.ts: the brand's PDF logo in the header, legal name, address and footer at
 * the bottom) confirming the customer's accounts, with the brand's letter phone, e-mail and web address.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import { renderBrandedPdf, type PdfBrand, type PdfLine } from './history-pdf';
import { customerAccounts } from './ledger';
import type { CustomerRow } from './users';

const BRANDS_DIRECTORY = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'brands');

/** The letter's contact lines of a brand (brand.json `confirmationLetter`). */
function letterContacts(brandId: string): { phone: string; email: string; web: string } | null {
  const file = join(BRANDS_DIRECTORY, brandId, 'brand.json');
  if (!/^[a-z0-9-]+$/.test(brandId) || !existsSync(file)) return null;
  const letter = (
    JSON.parse(readFileSync(file, 'utf8')) as { confirmationLetter?: { phone?: string; email?: string; web?: string } }
  ).confirmationLetter;
  return letter?.phone && letter.email && letter.web
    ? { phone: letter.phone, email: letter.email, web: letter.web }
    : null;
}

const ACCOUNT_STATUS_TEXT: Record<number, string> = { 1: 'Active', 2: 'Blocked', 3: 'Closed' };

const text = (value: string, extra: Partial<PdfLine['cells'][number]> = {}, height = 15): PdfLine => ({
  cells: [{ x: 56, text: value, ...extra }],
  height,
});

/** Splits a paragraph into lines of at most `width` characters. */
function paragraph(value: string, width = 95): PdfLine[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.map((item) => text(item, { size: 10 }));
}

export function confirmationLetterPdf(
  db: Database.Database,
  brandId: string,
  brand: PdfBrand,
  customer: CustomerRow,
  nowMs: number,
): Buffer {
  const date = new Date(nowMs).toISOString().slice(0, 10);
  const name = customer.business_name ?? `${customer.first_name} ${customer.last_name}`;
  const accounts = customerAccounts(db, customer.id);
  const contacts = letterContacts(brandId);
  const lines: PdfLine[] = [
    text(`Date: ${date}`, { size: 10 }, 24),
    text('To whom it may concern', { bold: true, size: 11 }, 22),
    ...paragraph(
      `${brand.legalName} confirms that ${name} (customer number ${String(customer.id)}) holds the following payment accounts with us. ` +
        `The accounts were opened on ${customer.created_at.slice(0, 10)} and are listed with their status on the date of this letter.`,
    ),
    { cells: [], height: 10 },
    {
      cells: [
        { x: 56, text: 'Account number', bold: true },
        { x: 260, text: 'Currency', bold: true },
        { x: 360, text: 'Status', bold: true },
      ],
      height: 18,
    },
    ...accounts.map((account) => ({
      cells: [
        { x: 56, text: account.account_number },
        { x: 260, text: account.currency },
        { x: 360, text: ACCOUNT_STATUS_TEXT[account.status_id] ?? `Status ${String(account.status_id)}` },
      ],
      height: 15,
    })),
    { cells: [], height: 14 },
    ...paragraph(
      'This letter is issued at the request of the account holder and does not state any balance. It creates no obligation for us towards any third party.',
    ),
    { cells: [], height: 14 },
    ...(contacts
      ? [
          text(`Phone: ${contacts.phone}`, { size: 10 }),
          text(`E-mail: ${contacts.email}`, { size: 10 }),
          text(`Web: ${contacts.web}`, { size: 10 }, 24),
        ]
      : []),
    text('Yours faithfully,', { size: 10 }, 28),
    text(`Customer Services, ${brand.legalName}`, { bold: true, size: 10 }),
  ];
  return renderBrandedPdf(brand, 'Account confirmation letter', lines);
}
