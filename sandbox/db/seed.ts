/**
 * The deterministic seed: demo users for every role and login flow, their customers and accounts, and a short
 * ledger history. Same ids, numbers, dates and balances on every run (only random secrets differ).
 * docs/sandbox.md lists the demo logins; keep it in step.
 */
import { seedCompany } from './seed-company';
import { seedRegistrationAgreements } from '../domain/registration-agreements';
import type Database from 'better-sqlite3';
import { allPermissions } from '../../src/core/api/contract/permission-flags';
import { PERSONAL_PERMISSIONS as PERSONAL_TOOLS } from '../domain/customer-permissions';
import { randomToken } from '../domain/crypto-ids';
import { postEntry } from '../domain/ledger';
import { hashSeedPassword } from '../domain/passwords';
import { uniformRights } from '../domain/users';
import { seedGlobalTransfers } from './seed-global-transfers';
import { seedRegistration } from './seed-registration';
import { seedNews } from './seed-news';
import { seedNewsTranslations } from './seed-news-translations';
import { seedLoginHistory } from './seed-login-history';
import { seedContracts } from './seed-contracts';
import { seedMerchant } from './seed-merchant';
import { memoryFileStore, type FileStore } from '../domain/file-store';
import { seedInvoices } from './seed-invoices';
import { seedKyc } from './seed-kyc';
import { seedPayButton } from './seed-pay-button';
import { seedHistory } from './seed-history';
import { seedCards } from './seed-cards';
import { seedMoneyMovement } from './seed-money-movement';
import { seedExternalTransfers } from './seed-external-transfers';
import { seedAccountSettings } from './seed-account-settings';
import { seedProfileContacts } from './seed-profile-contacts';
import { seedMassPayments } from './seed-mass-payments';
import { seedSupportTickets } from './seed-support-tickets';

export const DEMO_PASSWORD = 'Demo-pass-1';

/** Demo logins by role; tests and docs refer to them by these names. */
export const DEMO_USERS = {
  personal: 'personal@demo.test',
  otp: 'otp@demo.test',
  sms: 'sms@demo.test',
  push: 'push@demo.test',
  device: 'device@demo.test',
  direct: 'direct@demo.test',
  soft: 'soft@demo.test',
  strict: 'strict@demo.test',
  business: 'business@demo.test',
  employee: 'employee@demo.test',
  admin: 'admin@demo.test',
  merchant: 'merchant@demo.test',
  unverified: 'unverified@demo.test',
  limited: 'limited@demo.test',
  profileUpdate: 'profile-update@demo.test',
  fatca: 'fatca@demo.test',
  oldWeb: 'oldweb@demo.test',
  terms: 'terms@demo.test',
  representative: 'representative@demo.test',
  /** Asked to accept or decline a confirmation news item after sign-in (sandbox/db/seed-news.ts). */
  news: 'news@demo.test',
  /** Pixel Goods LLC user with read rights only: the merchant buttons are read-only (sandbox/db/seed-merchant.ts). */
  merchantViewer: 'merchant-viewer@demo.test',
  /** One overall verification status each (sandbox/db/seed-kyc.ts). */
  limitedReview: 'limited-review@demo.test',
  duplicate: 'duplicate@demo.test',
  dueDiligence: 'due-diligence@demo.test',
  inReview: 'in-review@demo.test',
  finalReview: 'final-review@demo.test',
  rejected: 'rejected@demo.test',
  /** 10,000 transactions for the history's scale checks, made on first use (sandbox/db/seed-history.ts). */
  history: 'history@demo.test',
  /** Card holders (sandbox/db/seed-cards.ts): every card status; a single virtual card; a single physical card. */
  cards: 'cards@demo.test',
  cardsVirtual: 'cards-virtual@demo.test',
  cardsPhysical: 'cards-physical@demo.test',
  /** External transfers: templates and recent transfers to reuse (sandbox/db/seed-external-transfers.ts). */
  external: 'external@demo.test',
  /** Security settings: a linked phone and a payout blacklist entry (sandbox/db/seed-account-settings.ts). */
  security: 'security@demo.test',
  /** Money movement (sandbox/db/seed-money-movement.ts): no p2p flag; a sub-account; approval-code payer; blacklisted payee. */
  noP2p: 'nop2p@demo.test',
  subAccount: 'subaccount@demo.test',
  approvalCode: 'approval-code@demo.test',
  blocked: 'blocked@demo.test',
  /** Profile contacts: e-mails waiting for confirmation, a US address to confirm (sandbox/db/seed-profile-contacts.ts). */
  contacts: 'contacts@demo.test',
  /** Support tickets in every state, more than one page of them (sandbox/db/seed-support-tickets.ts). */
  support: 'support@demo.test',
  /** A yearly pre-approved payment only the payee may cancel; accounts of every type (1001, 4001, 4002). */
  subscriber: 'subscriber@demo.test',
  accounts: 'accounts@demo.test',
} as const;

/** Customer ids the tests use for acting-customer rules. */
export const DEMO_CUSTOMERS = {
  personal: 100001,
  northwind: 200001,
  blueHarbor: 200002,
  pixelGoods: 200003,
} as const;

const SEED_DATE = '2025-01-02T09:00:00.000Z';

interface SeedCustomer {
  id: number;
  type: 0 | 1 | 2;
  login: string;
  firstName: string;
  lastName: string;
  businessName?: string;
  birthDay?: string;
  country: string;
  taxId: string;
  verified: boolean;
  limited?: string;
  dueDiligenceLevel?: number;
  isNeedKyc?: boolean;
  isNeedPersonalInfoUpdate?: boolean;
  isMerchant?: boolean;
  permissions: Record<string, number>;
  requiredActions?: string[];
}

const PERSONAL_PERMISSIONS = { ...allPermissions(), ...PERSONAL_TOOLS };
const BUSINESS_PERMISSIONS = { ...PERSONAL_PERMISSIONS, massPayments: 1, companyUsers: 1 };

function personal(
  id: number,
  login: string,
  firstName: string,
  lastName: string,
  extra: Partial<SeedCustomer> = {},
): SeedCustomer {
  return {
    id,
    type: 0,
    login,
    firstName,
    lastName,
    birthDay: '1990-04-12',
    country: 'GB',
    taxId: `AB${String(id).slice(-6)}C`,
    verified: true,
    dueDiligenceLevel: 2,
    permissions: PERSONAL_PERMISSIONS,
    ...extra,
  };
}

const CUSTOMERS: SeedCustomer[] = [
  personal(100001, DEMO_USERS.personal, 'Paula', 'Personal'),
  personal(100002, DEMO_USERS.otp, 'Oliver', 'Otp'),
  personal(100003, DEMO_USERS.sms, 'Sam', 'Sms'),
  personal(100004, DEMO_USERS.push, 'Pat', 'Push'),
  personal(100005, DEMO_USERS.device, 'Dana', 'Device'),
  personal(100006, DEMO_USERS.direct, 'Dave', 'Direct'),
  personal(100007, DEMO_USERS.soft, 'Sophie', 'Soft'),
  personal(100008, DEMO_USERS.strict, 'Stan', 'Strict'),
  personal(100009, DEMO_USERS.unverified, 'Ulla', 'Unverified', {
    verified: false,
    isNeedKyc: true,
    dueDiligenceLevel: 1,
    country: 'RO',
    requiredActions: ['identityDocument', 'proofOfResidence', 'phoneConfirmation'],
  }),
  personal(100010, DEMO_USERS.limited, 'Lena', 'Limited', {
    limited: 'Proof of address expired: upload a recent utility bill or bank statement.',
    dueDiligenceLevel: 4,
    permissions: { ...PERSONAL_PERMISSIONS, transfers: 0, cards: 0 },
  }),
  personal(900001, DEMO_USERS.admin, 'Ada', 'Admin', { country: 'LT' }),
  // Start-page rules after login (spec 1 section 2): each of these users triggers one rule.
  personal(100040, DEMO_USERS.profileUpdate, 'Piotr', 'Update', { isNeedPersonalInfoUpdate: true, country: 'PT' }),
  personal(100041, DEMO_USERS.fatca, 'Fay', 'Fatca', { country: 'US', requiredActions: ['fatcaCertification'] }),
  personal(100042, DEMO_USERS.oldWeb, 'Olga', 'Oldweb'),
  personal(100043, DEMO_USERS.terms, 'Theo', 'Terms', { requiredActions: ['acceptTerms'] }),
  {
    id: DEMO_CUSTOMERS.northwind,
    type: 2,
    login: DEMO_USERS.business,
    firstName: 'Bianca',
    lastName: 'Business',
    businessName: 'Northwind Trading Ltd',
    country: 'GB',
    taxId: 'GB123456789',
    verified: true,
    dueDiligenceLevel: 2,
    permissions: BUSINESS_PERMISSIONS,
  },
  {
    id: DEMO_CUSTOMERS.blueHarbor,
    type: 2,
    login: 'office@blueharbor.demo.test',
    firstName: 'Bogdan',
    lastName: 'Marin',
    businessName: 'Blue Harbor Studios SRL',
    country: 'RO',
    taxId: 'RO98765432',
    verified: true,
    dueDiligenceLevel: 2,
    permissions: BUSINESS_PERMISSIONS,
  },
  {
    id: DEMO_CUSTOMERS.pixelGoods,
    type: 2,
    login: DEMO_USERS.merchant,
    firstName: 'Max',
    lastName: 'Merchant',
    businessName: 'Pixel Goods LLC',
    country: 'US',
    taxId: '12-3456789',
    verified: true,
    dueDiligenceLevel: 2,
    isMerchant: true,
    permissions: { ...BUSINESS_PERMISSIONS, merchant: 1, buttons: 1, ipn: 1, apiKeys: 1 },
  },
];

type Flow = 'simple' | 'direct' | 'otp' | 'push' | 'verifyDevice' | 'sms';

interface SeedUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  customerId: number;
  flow: Flow;
  phone: [countryCode: string, national: string];
  isAdmin?: boolean;
  migration?: { req: 'soft' | 'strict'; daysLeft: number };
  transactionApproveMode?: 'none' | 'push' | 'otp' | 'sms' | 'approvalCode';
  representativePositionId?: number;
  /** Still on the old web version (start page rule 1). */
  useOldWeb?: boolean;
}

const USERS: SeedUser[] = [
  {
    id: 1,
    email: DEMO_USERS.personal,
    firstName: 'Paula',
    lastName: 'Personal',
    customerId: 100001,
    flow: 'simple',
    phone: ['44', '7700900101'],
  },
  {
    id: 2,
    email: DEMO_USERS.otp,
    firstName: 'Oliver',
    lastName: 'Otp',
    customerId: 100002,
    flow: 'otp',
    phone: ['44', '7700900102'],
    transactionApproveMode: 'otp',
  },
  {
    id: 3,
    email: DEMO_USERS.sms,
    firstName: 'Sam',
    lastName: 'Sms',
    customerId: 100003,
    flow: 'sms',
    phone: ['44', '7700901234'],
    transactionApproveMode: 'sms',
  },
  {
    id: 4,
    email: DEMO_USERS.push,
    firstName: 'Pat',
    lastName: 'Push',
    customerId: 100004,
    flow: 'push',
    phone: ['44', '7700900104'],
    transactionApproveMode: 'push',
  },
  {
    id: 5,
    email: DEMO_USERS.device,
    firstName: 'Dana',
    lastName: 'Device',
    customerId: 100005,
    flow: 'verifyDevice',
    phone: ['44', '7700900105'],
  },
  {
    id: 6,
    email: DEMO_USERS.direct,
    firstName: 'Dave',
    lastName: 'Direct',
    customerId: 100006,
    flow: 'direct',
    phone: ['44', '7700900106'],
  },
  {
    id: 7,
    email: DEMO_USERS.soft,
    firstName: 'Sophie',
    lastName: 'Soft',
    customerId: 100007,
    flow: 'simple',
    phone: ['44', '7700900107'],
    migration: { req: 'soft', daysLeft: 5 },
  },
  {
    id: 8,
    email: DEMO_USERS.strict,
    firstName: 'Stan',
    lastName: 'Strict',
    customerId: 100008,
    flow: 'simple',
    phone: ['44', '7700900108'],
    migration: { req: 'strict', daysLeft: 0 },
  },
  {
    id: 9,
    email: DEMO_USERS.business,
    firstName: 'Bianca',
    lastName: 'Business',
    customerId: DEMO_CUSTOMERS.northwind,
    flow: 'simple',
    phone: ['44', '7700900109'],
    representativePositionId: 1,
  },
  {
    id: 10,
    email: DEMO_USERS.employee,
    firstName: 'Evan',
    lastName: 'Employee',
    customerId: DEMO_CUSTOMERS.northwind,
    flow: 'simple',
    phone: ['44', '7700900110'],
  },
  {
    id: 11,
    email: DEMO_USERS.admin,
    firstName: 'Ada',
    lastName: 'Admin',
    customerId: 900001,
    flow: 'simple',
    phone: ['370', '61200111'],
    isAdmin: true,
  },
  {
    id: 12,
    email: DEMO_USERS.merchant,
    firstName: 'Max',
    lastName: 'Merchant',
    customerId: DEMO_CUSTOMERS.pixelGoods,
    flow: 'simple',
    phone: ['1', '2025550112'],
    representativePositionId: 1,
  },
  {
    id: 13,
    email: DEMO_USERS.unverified,
    firstName: 'Ulla',
    lastName: 'Unverified',
    customerId: 100009,
    flow: 'simple',
    phone: ['40', '712000113'],
  },
  {
    id: 14,
    email: DEMO_USERS.limited,
    firstName: 'Lena',
    lastName: 'Limited',
    customerId: 100010,
    flow: 'simple',
    phone: ['44', '7700900114'],
  },
  {
    id: 40,
    email: DEMO_USERS.profileUpdate,
    firstName: 'Piotr',
    lastName: 'Update',
    customerId: 100040,
    flow: 'simple',
    phone: ['351', '912000140'],
  },
  {
    id: 41,
    email: DEMO_USERS.fatca,
    firstName: 'Fay',
    lastName: 'Fatca',
    customerId: 100041,
    flow: 'simple',
    phone: ['1', '2025550141'],
  },
  {
    id: 42,
    email: DEMO_USERS.oldWeb,
    firstName: 'Olga',
    lastName: 'Oldweb',
    customerId: 100042,
    flow: 'simple',
    phone: ['44', '7700900142'],
    useOldWeb: true,
  },
  {
    id: 43,
    email: DEMO_USERS.terms,
    firstName: 'Theo',
    lastName: 'Terms',
    customerId: 100043,
    flow: 'simple',
    phone: ['44', '7700900143'],
  },
  // A director of Blue Harbor Studios without balance-info access: confined to company documents.
  {
    id: 44,
    email: DEMO_USERS.representative,
    firstName: 'Rita',
    lastName: 'Representative',
    customerId: DEMO_CUSTOMERS.blueHarbor,
    flow: 'simple',
    phone: ['40', '712000144'],
    representativePositionId: 1,
  },
];

const ACCESSES = [
  { id: 1, userId: 9, customerId: DEMO_CUSTOMERS.northwind, rights: uniformRights(2), positions: [1] },
  { id: 2, userId: 10, customerId: DEMO_CUSTOMERS.northwind, rights: uniformRights(3, { users: 0 }), positions: [] },
  { id: 3, userId: 10, customerId: DEMO_CUSTOMERS.blueHarbor, rights: uniformRights(3, { users: 0 }), positions: [] },
  { id: 4, userId: 12, customerId: DEMO_CUSTOMERS.pixelGoods, rights: uniformRights(2), positions: [1] },
  {
    id: 40,
    userId: 44,
    customerId: DEMO_CUSTOMERS.blueHarbor,
    rights: uniformRights(0, { documents: 2 }),
    positions: [1],
    balanceInfo: false,
  },
];

const DEVICES = [
  { id: 1, userId: 4, code: 'PAT-IPHONE-01', type: 'ios', name: "Pat's iPhone", location: 'London, GB' },
  { id: 2, userId: 5, code: 'DANA-PIXEL-01', type: 'android', name: "Dana's Pixel", location: 'Manchester, GB' },
] as const;

/** ISO 7064 mod 97-10 check digits, so account numbers look and validate like IBANs. */
export function iban(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
}

function accountNumber(id: number, currency: string): string {
  return currency === 'RON'
    ? iban('RO', `SNDB${String(id).padStart(16, '0')}`)
    : iban('GB', `SNDB040004${String(id).padStart(8, '0')}`);
}

const SYSTEM_ACCOUNTS = [
  { id: 1, currency: 'USD', name: 'Sandbox bank equity USD', number: 'SANDBOX-EQUITY-USD' },
  { id: 2, currency: 'EUR', name: 'Sandbox bank equity EUR', number: 'SANDBOX-EQUITY-EUR' },
  { id: 3, currency: 'RON', name: 'Sandbox bank equity RON', number: 'SANDBOX-EQUITY-RON' },
  { id: 4, currency: 'USD', name: 'Sandbox fee income USD', number: 'SANDBOX-FEES-USD' },
  { id: 5, currency: 'EUR', name: 'Sandbox fee income EUR', number: 'SANDBOX-FEES-EUR' },
  { id: 6, currency: 'RON', name: 'Sandbox fee income RON', number: 'SANDBOX-FEES-RON' },
] as const;

const EQUITY = { USD: 1, EUR: 2, RON: 3 } as const;
const FEES = { USD: 4, EUR: 5, RON: 6 } as const;

/** Customer accounts: [accountId, customerId, currency]. */
const ACCOUNTS: [number, number, 'USD' | 'EUR' | 'RON'][] = [
  [500001, 100001, 'USD'],
  [500002, 100001, 'EUR'],
  [500003, 100002, 'USD'],
  [500004, 100003, 'EUR'],
  [500005, 100004, 'USD'],
  [500006, 100005, 'EUR'],
  [500007, 100006, 'USD'],
  [500008, 100007, 'EUR'],
  [500009, 100008, 'USD'],
  [500010, 100009, 'RON'],
  [500011, 100010, 'EUR'],
  [500012, 900001, 'EUR'],
  [500013, DEMO_CUSTOMERS.northwind, 'USD'],
  [500014, DEMO_CUSTOMERS.northwind, 'EUR'],
  [500015, DEMO_CUSTOMERS.northwind, 'RON'],
  [500016, DEMO_CUSTOMERS.blueHarbor, 'RON'],
  [500017, DEMO_CUSTOMERS.blueHarbor, 'EUR'],
  [500018, DEMO_CUSTOMERS.pixelGoods, 'USD'],
  [500019, DEMO_CUSTOMERS.pixelGoods, 'EUR'],
];

/** Opening deposits in minor units, funded from the bank's equity account of the currency. */
const OPENING_DEPOSITS: [accountId: number, minor: number][] = [
  [500001, 100_000],
  [500002, 50_000],
  [500003, 240_000],
  [500004, 87_500],
  [500005, 310_000],
  [500006, 64_000],
  [500007, 125_075],
  [500008, 42_000],
  [500009, 99_900],
  [500010, 15_000],
  [500011, 20_000],
  [500012, 100_000],
  [500013, 4_825_000],
  [500014, 1_260_040],
  [500015, 2_315_000],
  [500016, 940_000],
  [500017, 380_000],
  [500018, 1_575_000],
  [500019, 610_000],
];

type History = { day: string; kind: string; description: string; postings: [number, number][] };

/** Movements after the opening deposits, so personal@demo.test has a history (USD 1520.50, EUR 830.25). */
const HISTORY: History[] = [
  {
    day: '2025-01-05',
    kind: 'incomingWire',
    description: 'Incoming wire from Acme Corp',
    postings: [
      [500001, 75_000],
      [EQUITY.USD, -75_000],
    ],
  },
  {
    day: '2025-01-07',
    kind: 'incomingSepa',
    description: 'Freelance invoice #1042 paid by Kraft GmbH',
    postings: [
      [500002, 40_025],
      [EQUITY.EUR, -40_025],
    ],
  },
  {
    day: '2025-01-09',
    kind: 'p2p',
    description: 'Payment to Pixel Goods LLC',
    postings: [
      [500001, -20_450],
      [500018, 20_450],
    ],
  },
  {
    day: '2025-01-12',
    kind: 'p2p',
    description: 'Transfer to Blue Harbor Studios SRL',
    postings: [
      [500002, -7_000],
      [500017, 7_000],
    ],
  },
  {
    day: '2025-01-15',
    kind: 'p2p',
    description: 'Invoice BH-2025-001: studio rental',
    postings: [
      [500014, -215_000],
      [500017, 215_000],
    ],
  },
  {
    day: '2025-01-31',
    kind: 'fee',
    description: 'Monthly account fee',
    postings: [
      [500001, -2_500],
      [FEES.USD, 2_500],
    ],
  },
  {
    day: '2025-01-31',
    kind: 'fee',
    description: 'Monthly account fee',
    postings: [
      [500013, -1_500],
      [FEES.USD, 1_500],
    ],
  },
];

/** Fills an empty, migrated database with the demo data; uploaded files (logos) go to `files`. */
export function seed(db: Database.Database, files: FileStore = memoryFileStore()): void {
  db.transaction(() => {
    db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run('jwtSecret', randomToken(32));

    const insertCustomer = db.prepare(
      `INSERT INTO customers (id, customer_type, login, first_name, last_name, business_name, birth_day, created_at,
         residence_country_code, tax_id, verified, limited, limited_reason, due_diligence_level,
         is_need_personal_info_update, is_need_kyc, is_merchant, permissions, required_actions)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const customer of CUSTOMERS) {
      insertCustomer.run(
        customer.id,
        customer.type,
        customer.login,
        customer.firstName,
        customer.lastName,
        customer.businessName ?? null,
        customer.birthDay ?? null,
        SEED_DATE,
        customer.country,
        customer.taxId,
        customer.verified ? 1 : 0,
        customer.limited ? 1 : 0,
        customer.limited ?? null,
        customer.dueDiligenceLevel ?? 0,
        customer.isNeedPersonalInfoUpdate ? 1 : 0,
        customer.isNeedKyc ? 1 : 0,
        customer.isMerchant ? 1 : 0,
        JSON.stringify(customer.permissions),
        JSON.stringify(customer.requiredActions ?? []),
      );
    }

    const insertUser = db.prepare(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, phone_country_code, phone, customer_id,
         is_admin, auth_flow, migration_req, migration_days_left, transaction_approve_mode, login_2fa_mode,
         representative_position_id, use_old_web)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const user of USERS) {
      insertUser.run(
        user.id,
        user.email,
        hashSeedPassword(user.email, DEMO_PASSWORD),
        user.firstName,
        user.lastName,
        user.phone[0],
        user.phone[1],
        user.customerId,
        user.isAdmin ? 1 : 0,
        user.flow,
        user.migration?.req ?? 'none',
        user.migration?.daysLeft ?? null,
        user.transactionApproveMode ?? 'none',
        user.flow === 'simple' ? 'no' : user.flow,
        user.representativePositionId ?? null,
        user.useOldWeb ? 1 : 0,
      );
    }

    const insertAccess = db.prepare(
      'INSERT INTO customer_accesses (id, user_id, customer_id, access_rights, balance_info, position_ids) VALUES (?, ?, ?, ?, ?, ?)',
    );
    for (const access of ACCESSES) {
      const balanceInfo = access.balanceInfo === false ? 0 : 1;
      insertAccess.run(
        access.id,
        access.userId,
        access.customerId,
        JSON.stringify(access.rights),
        balanceInfo,
        JSON.stringify(access.positions),
      );
    }

    const insertDevice = db.prepare(
      `INSERT INTO devices (id, user_id, code, type, name, location, last_activity_at, secret, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const device of DEVICES) {
      insertDevice.run(
        device.id,
        device.userId,
        device.code,
        device.type,
        device.name,
        device.location,
        SEED_DATE,
        randomToken(24),
        Date.parse(SEED_DATE),
      );
    }

    const insertAccount = db.prepare(
      `INSERT INTO ledger_accounts (id, customer_id, account_number, name, type, currency, is_system)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const system of SYSTEM_ACCOUNTS)
      insertAccount.run(system.id, null, system.number, system.name, 9001, system.currency, 1);
    for (const [id, customerId, currency] of ACCOUNTS) {
      insertAccount.run(id, customerId, accountNumber(id, currency), `${currency} payment account`, 1001, currency, 0);
    }

    const currencyOf = new Map(ACCOUNTS.map(([id, , currency]) => [id, currency]));
    for (const [accountId, minor] of OPENING_DEPOSITS) {
      const currency = currencyOf.get(accountId);
      if (!currency) throw new Error(`Seed deposit for unknown account ${accountId}`);
      postEntry(db, {
        kind: 'funding',
        description: 'Opening deposit',
        createdAt: SEED_DATE,
        postings: [
          { accountId, amountMinor: minor },
          { accountId: EQUITY[currency], amountMinor: -minor },
        ],
      });
    }
    for (const movement of HISTORY) {
      postEntry(db, {
        kind: movement.kind,
        description: movement.description,
        createdAt: `${movement.day}T10:30:00.000Z`,
        postings: movement.postings.map(([accountId, amountMinor]) => ({ accountId, amountMinor })),
      });
    }
    // Global transfers to claim, sent by Northwind Trading Ltd (README "Global transfer claim").
    seedGlobalTransfers(db, DEMO_CUSTOMERS.northwind);
    seedRegistration(db, DEMO_PASSWORD);
    seedNews(db, DEMO_PASSWORD);
    seedNewsTranslations(db);
    seedLoginHistory(db, DEMO_USERS.personal);
    seedContracts(db, DEMO_CUSTOMERS);
    seedMerchant(db, files, DEMO_PASSWORD);
    seedInvoices(db);
    seedKyc(db, DEMO_PASSWORD);
    seedPayButton(db);
    seedHistory(db, { passwordHash: (email) => hashSeedPassword(email, DEMO_PASSWORD), accountNumber });
    seedCards(db, DEMO_PASSWORD);
    seedMoneyMovement(db);
    seedExternalTransfers(db, DEMO_PASSWORD, accountNumber);
    seedAccountSettings(db, DEMO_PASSWORD, SEED_DATE);
    seedProfileContacts(db, DEMO_PASSWORD, SEED_DATE);
    seedMassPayments(db, { customerId: DEMO_CUSTOMERS.northwind, userId: 9, usdAccountId: 500013 });
    seedCompany(db, files);
    seedRegistrationAgreements(db);
    seedSupportTickets(db, DEMO_PASSWORD, SEED_DATE, {
      customerId: DEMO_CUSTOMERS.northwind,
      email: DEMO_USERS.business,
    });
  })();
}
