/**
 * Invoices of the demo users (README "Invoices"): Northwind Trading Ltd (`business@demo.test`) has sent invoices to
 * personal@demo.test, push@demo.test, sms@demo.test and otp@demo.test, one of them already rejected; Pixel Goods
 * sent one to personal@demo.test; personal@demo.test sent one to Northwind. None is paid: a paid invoice needs its
 * payment in the ledger, and the demo balances stay those of the accounts seed.
 */
import type Database from 'better-sqlite3';

/** Ids of the seeded invoices, for tests and the README. */
export const DEMO_INVOICES = {
  /** USD 120.00 from Northwind to personal@demo.test. */
  personalUsd: 4001,
  /** EUR 45.50 from Northwind to personal@demo.test (pay from EUR, or from USD at the rate). */
  personalEur: 4002,
  /** USD 19.99 from Pixel Goods to personal@demo.test. */
  personalPixel: 4003,
  /** USD 60.00 from Northwind to personal@demo.test. */
  personalSnacks: 4005,
  /** USD 30.00 from Northwind to personal@demo.test, rejected with a note. */
  personalRejected: 4006,
  /** USD 25.00 from Northwind to push@demo.test (push approval). */
  push: 4007,
  /** EUR 40.00 from Northwind to sms@demo.test (SMS code). */
  sms: 4008,
  /** USD 15.00 from Northwind to otp@demo.test (authenticator code). */
  otp: 4009,
  /** USD 250.00 from personal@demo.test to Northwind (employee@demo.test may only initiate its payment). */
  toNorthwind: 4010,
} as const;

interface SeedInvoice {
  id: number;
  payee: { customerId: number; accountId: number; name: string; email: string };
  payer: { customerId: number; name: string; email: string };
  amountMinor: number;
  currency: 'USD' | 'EUR';
  sent: string;
  due: string;
  note: string;
  status?: 'rejected';
  rejectionNote?: string;
}

const NORTHWIND_USD = {
  customerId: 200001,
  accountId: 500013,
  name: 'Northwind Trading Ltd',
  email: 'business@demo.test',
};
const NORTHWIND_EUR = { ...NORTHWIND_USD, accountId: 500014 };
const PIXEL_USD = { customerId: 200003, accountId: 500018, name: 'Pixel Goods LLC', email: 'merchant@demo.test' };
const PAULA_USD = { customerId: 100001, accountId: 500001, name: 'Paula Personal', email: 'personal@demo.test' };

const PAULA = { customerId: 100001, name: 'Paula Personal', email: 'personal@demo.test' };
const NORTHWIND = { customerId: 200001, name: 'Northwind Trading Ltd', email: 'business@demo.test' };

const INVOICES: SeedInvoice[] = [
  {
    id: DEMO_INVOICES.personalUsd,
    payee: NORTHWIND_USD,
    payer: PAULA,
    amountMinor: 12_000,
    currency: 'USD',
    sent: '2025-02-03',
    due: '2025-03-05',
    note: 'Consulting, February 2025',
  },
  {
    id: DEMO_INVOICES.personalEur,
    payee: NORTHWIND_EUR,
    payer: PAULA,
    amountMinor: 4_550,
    currency: 'EUR',
    sent: '2025-02-05',
    due: '2025-03-07',
    note: 'Translation of the product sheet',
  },
  {
    id: DEMO_INVOICES.personalPixel,
    payee: PIXEL_USD,
    payer: PAULA,
    amountMinor: 1_999,
    currency: 'USD',
    sent: '2025-02-06',
    due: '2025-02-20',
    note: 'Pixel icon pack, commercial licence',
  },
  {
    id: DEMO_INVOICES.personalSnacks,
    payee: NORTHWIND_USD,
    payer: PAULA,
    amountMinor: 6_000,
    currency: 'USD',
    sent: '2025-02-08',
    due: '2025-03-10',
    note: 'Office snacks, January',
  },
  {
    id: DEMO_INVOICES.personalRejected,
    payee: NORTHWIND_USD,
    payer: PAULA,
    amountMinor: 3_000,
    currency: 'USD',
    sent: '2025-01-20',
    due: '2025-02-19',
    note: 'Parking, January',
    status: 'rejected',
    rejectionNote: 'Already paid by card at the desk',
  },
  {
    id: DEMO_INVOICES.push,
    payee: NORTHWIND_USD,
    payer: { customerId: 100004, name: 'Pat Push', email: 'push@demo.test' },
    amountMinor: 2_500,
    currency: 'USD',
    sent: '2025-02-10',
    due: '2025-03-12',
    note: 'Event ticket',
  },
  {
    id: DEMO_INVOICES.sms,
    payee: NORTHWIND_EUR,
    payer: { customerId: 100003, name: 'Sam Sms', email: 'sms@demo.test' },
    amountMinor: 4_000,
    currency: 'EUR',
    sent: '2025-02-11',
    due: '2025-03-13',
    note: 'Catering deposit',
  },
  {
    id: DEMO_INVOICES.otp,
    payee: NORTHWIND_USD,
    payer: { customerId: 100002, name: 'Oliver Otp', email: 'otp@demo.test' },
    amountMinor: 1_500,
    currency: 'USD',
    sent: '2025-02-12',
    due: '2025-03-14',
    note: 'Printed brochures',
  },
  {
    id: DEMO_INVOICES.toNorthwind,
    payee: PAULA_USD,
    payer: NORTHWIND,
    amountMinor: 25_000,
    currency: 'USD',
    sent: '2025-02-14',
    due: '2025-03-16',
    note: 'Logo design, final files',
  },
];

export function seedInvoices(db: Database.Database): void {
  const insert = db.prepare(
    `INSERT INTO invoices (id, payee_customer_id, payee_account_id, payee_name, payee_email, payer_customer_id, payer_name, payer_email,
       amount_minor, currency, due_date, sent_at, updated_at, note, status, rejection_note)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const invoice of INVOICES) {
    const sentAt = Date.parse(`${invoice.sent}T09:00:00.000Z`);
    insert.run(
      invoice.id,
      invoice.payee.customerId,
      invoice.payee.accountId,
      invoice.payee.name,
      invoice.payee.email,
      invoice.payer.customerId,
      invoice.payer.name,
      invoice.payer.email,
      invoice.amountMinor,
      invoice.currency,
      invoice.due,
      sentAt,
      invoice.status === 'rejected' ? sentAt + 3 * 86_400_000 : sentAt,
      invoice.note,
      invoice.status ?? 'unpaid',
      invoice.rejectionNote ?? null,
    );
  }
}
