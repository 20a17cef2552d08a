/**
 * Demo data of external transfers (issue 14; README "External transfers"): external@demo.test, a personal customer
 * with USD and EUR accounts, every transfer flag on, three templates (an approved wire, an EFT waiting for review,
 * an external card) and recent transfers: one to repeat as it is, one sent before the wire form asked for the
 * beneficiary's address (it asks for it now), and an own-account withdrawal sent with an address that is no longer
 * the customer's active one.
 */
import type Database from 'better-sqlite3';
import { allPermissions } from '../../src/core/api/contract/permission-flags';
import { PERSONAL_PERMISSIONS } from '../domain/customer-permissions';
import { postEntry } from '../domain/ledger';
import { insertSeedPersonalCustomer, insertSeedUser } from './seed-people';

export const EXTERNAL_DEMO_USER = {
  id: 430,
  customerId: 100430,
  email: 'external@demo.test',
  usdAccountId: 43001,
  eurAccountId: 43002,
} as const;

interface SeedTransfer {
  id: number;
  type: string;
  destination: 'own' | 'thirdParty';
  country: string;
  method: string;
  currency: string;
  amountMinor: number;
  feeMinor: number;
  beneficiary: string;
  details: Record<string, string>;
  day: string;
  addressMatches?: boolean;
}

const RECENT: SeedTransfer[] = [
  {
    id: 900001,
    type: 'eft',
    destination: 'thirdParty',
    country: 'US',
    method: 'ach',
    currency: 'USD',
    amountMinor: 25_000,
    feeMinor: 300,
    beneficiary: 'John Miller',
    details: {
      accountHolderName: 'John Miller',
      routingNumber: '021000021',
      accountNumber: '123456789',
      accountType: 'checking',
    },
    day: '2025-01-12',
  },
  {
    id: 900002,
    type: 'wire',
    destination: 'thirdParty',
    country: 'JP',
    method: 'swift',
    currency: 'USD',
    amountMinor: 120_000,
    feeMinor: 1_500,
    beneficiary: 'Kenji Sato',
    // Sent before wires asked for the beneficiary's address: repeating it asks for the address and city.
    details: {
      accountHolderName: 'Kenji Sato',
      bic: 'BOTKJPJTXXX',
      accountNumber: '1234567',
      bankName: 'MUFG Bank, Ltd.',
    },
    day: '2025-01-14',
  },
  {
    id: 900003,
    type: 'interac',
    destination: 'own',
    country: 'CA',
    method: 'interac',
    currency: 'CAD',
    amountMinor: 30_000,
    feeMinor: 150,
    beneficiary: 'Erin External',
    details: { accountHolderName: 'Erin External', email: 'erin.external@mail.test' },
    day: '2025-01-15',
    addressMatches: false,
  },
];

const TEMPLATES = [
  {
    name: 'Hans Becker, Commerzbank',
    type: 'wire',
    destination: 'thirdParty',
    country: 'DE',
    method: 'swift',
    currency: 'EUR',
    beneficiary: 'Hans Becker',
    details: {
      accountHolderName: 'Hans Becker',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank AG',
      iban: 'DE89370400440532013000',
      address: 'Hauptstraße 5',
      city: 'Köln',
      postalCode: '50667',
    },
    status: 'active',
  },
  {
    name: 'Emma Clarke, Faster Payments',
    type: 'eft',
    destination: 'thirdParty',
    country: 'GB',
    method: 'faster_payments',
    currency: 'GBP',
    beneficiary: 'Emma Clarke',
    details: { accountHolderName: 'Emma Clarke', sortCode: '601613', accountNumber: '31926819' },
    status: 'pending',
  },
  {
    name: 'My Visa card',
    type: 'oct',
    destination: 'own',
    country: 'US',
    method: 'card',
    currency: 'USD',
    beneficiary: 'Erin External',
    details: { cardNumber: '4111111111111111', accountHolderName: 'Erin External' },
    status: null,
  },
] as const;

/**
 * @param accountNumber the main seed's account numbers (an IBAN like every demo account's), so the accounts show as
 *   "•••• 0101" and not as a made-up "WL...USD" (issue 33).
 */
export function seedExternalTransfers(
  db: Database.Database,
  password: string,
  accountNumber: (accountId: number, currency: 'USD' | 'EUR') => string,
): void {
  const demo = EXTERNAL_DEMO_USER;
  const erin = { ...demo, firstName: 'Erin', lastName: 'External', phone: ['44', '7700900430'] as const };
  insertSeedPersonalCustomer(db, erin, {
    birthDay: '1990-04-12',
    countryCode: 'GB',
    createdAt: '2025-01-02T09:00:00.000Z',
    taxId: 'EE430430C',
    permissions: { ...allPermissions(), ...PERSONAL_PERMISSIONS },
  });
  insertSeedUser(db, erin, password);

  const insertAccount = db.prepare(
    `INSERT INTO ledger_accounts (id, customer_id, account_number, name, type, currency, is_system) VALUES (?, ?, ?, ?, 1001, ?, 0)`,
  );
  insertAccount.run(
    demo.usdAccountId,
    demo.customerId,
    accountNumber(demo.usdAccountId, 'USD'),
    'USD payment account',
    'USD',
  );
  insertAccount.run(
    demo.eurAccountId,
    demo.customerId,
    accountNumber(demo.eurAccountId, 'EUR'),
    'EUR payment account',
    'EUR',
  );
  const equity = (currency: string) =>
    (
      db.prepare('SELECT id FROM ledger_accounts WHERE account_number = ?').get(`SANDBOX-EQUITY-${currency}`) as {
        id: number;
      }
    ).id;
  const system = (number: string, name: string, currency: string) => {
    const found = db.prepare('SELECT id FROM ledger_accounts WHERE account_number = ?').get(number) as
      { id: number } | undefined;
    if (found) return found.id;
    return Number(
      db
        .prepare(
          'INSERT INTO ledger_accounts (customer_id, account_number, name, type, currency, is_system) VALUES (NULL, ?, ?, 9001, ?, 1)',
        )
        .run(number, name, currency).lastInsertRowid,
    );
  };
  for (const [accountId, currency, minor] of [
    [demo.usdAccountId, 'USD', 2_000_000],
    [demo.eurAccountId, 'EUR', 500_000],
  ] as const) {
    postEntry(db, {
      kind: 'funding',
      description: 'Opening deposit',
      createdAt: '2025-01-02T09:00:00.000Z',
      postings: [
        { accountId, amountMinor: minor },
        { accountId: equity(currency), amountMinor: -minor },
      ],
    });
  }

  // Recent transfers, sent from the USD account at the sandbox's rates, booked and settled.
  const rates: Record<string, number> = { USD: 1, CAD: 1.37 };
  for (const transfer of RECENT) {
    const debitMinor = Math.round(transfer.amountMinor / (rates[transfer.currency] ?? 1));
    const createdAt = `${transfer.day}T10:00:00.000Z`;
    const entryId = postEntry(db, {
      kind: 'external',
      description: `${transfer.type} transfer to ${transfer.beneficiary} (${transfer.country})`,
      createdAt,
      idempotencyKey: `external:${transfer.id}`,
      postings: [
        { accountId: demo.usdAccountId, amountMinor: -(debitMinor + transfer.feeMinor) },
        {
          accountId: system('SANDBOX-EXTERNAL-USD', 'Sandbox external payouts clearing USD', 'USD'),
          amountMinor: debitMinor,
        },
        { accountId: system('SANDBOX-FEES-USD', 'Sandbox fee income USD', 'USD'), amountMinor: transfer.feeMinor },
      ],
    });
    db.prepare(
      `INSERT INTO external_transfers (id, user_id, customer_id, from_account_id, transfer_type, destination, country_code, payment_method,
         currency, amount_minor, account_currency, exchange_rate, debit_minor, fee_minor, beneficiary_name, details, status, settlement,
         approve_mode, entry_id, address_matches, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'USD', ?, ?, ?, ?, ?, 'completed', 'settled', 'none', ?, ?, ?)`,
    ).run(
      transfer.id,
      demo.id,
      demo.customerId,
      demo.usdAccountId,
      transfer.type,
      transfer.destination,
      transfer.country,
      transfer.method,
      transfer.currency,
      transfer.amountMinor,
      String(rates[transfer.currency] ?? 1),
      debitMinor,
      transfer.feeMinor,
      transfer.beneficiary,
      JSON.stringify(transfer.details),
      entryId,
      transfer.addressMatches === false ? 0 : 1,
      Date.parse(createdAt),
    );
  }

  const insertTemplate = db.prepare(
    `INSERT INTO external_templates (customer_id, name, transfer_type, destination, country_code, payment_method, currency, beneficiary_name, details, review_status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const template of TEMPLATES) {
    insertTemplate.run(
      demo.customerId,
      template.name,
      template.type,
      template.destination,
      template.country,
      template.method,
      template.currency,
      template.beneficiary,
      JSON.stringify(template.details),
      template.status,
    );
  }
}
