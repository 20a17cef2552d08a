/**
 * Card demo data (README "Cards"): the card products with fees and shipping options by country, and three new demo
 * users. `cards@demo.test` holds one card of every status id of spec 2 section 4 (a physical prepaid, a virtual and a
 * debit card among them), with loads, purchases and authorizations; `cards-virtual@demo.test` has a single virtual
 * card (the lists go straight to its detail) and `cards-physical@demo.test` a single physical one. Existing demo
 * users keep their accounts.
 */
import type Database from 'better-sqlite3';
import { CARD_STATUS } from '../../src/core/api/contract/cards';
import { CARD_NETWORK_ACCOUNTS, createCardAccount, type CardProductRow } from '../domain/cards';
import { postEntry } from '../domain/ledger';
import { hashSeedPassword } from '../domain/passwords';

export const CARD_DEMO_USERS = {
  all: { id: 1601, customerId: 116001, email: 'cards@demo.test', firstName: 'Carla', lastName: 'Cards' },
  virtual: { id: 1602, customerId: 116002, email: 'cards-virtual@demo.test', firstName: 'Vera', lastName: 'Virtual' },
  physical: {
    id: 1603,
    customerId: 116003,
    email: 'cards-physical@demo.test',
    firstName: 'Phil',
    lastName: 'Physical',
  },
} as const;

/** Wallet accounts of the card users: [accountId, customerId, currency, opening deposit in minor units]. */
const WALLET_ACCOUNTS: [number, number, 'USD' | 'EUR', number][] = [
  [716001, CARD_DEMO_USERS.all.customerId, 'USD', 200_000],
  [716002, CARD_DEMO_USERS.all.customerId, 'EUR', 100_000],
  [716003, CARD_DEMO_USERS.virtual.customerId, 'EUR', 50_000],
  [716004, CARD_DEMO_USERS.physical.customerId, 'USD', 50_000],
];

const EQUITY: Record<string, number> = { USD: 1, EUR: 2, RON: 3 };

type ShippingSeed = [
  id: number,
  type: 'standard' | 'express' | 'courier',
  feeMinor: number,
  days: string,
  disabled?: string[],
];
type ProductSeed = Omit<CardProductRow, 'pause_supported'> & { pause_supported?: number; shipping?: ShippingSeed[] };

const PHYSICAL_SHIPPING = (base: number, courierDisabled: string[] = []): ShippingSeed[] => [
  [base, 'standard', 0, '7-10'],
  [base + 1, 'express', 1_500, '2-3'],
  [base + 2, 'courier', 3_000, '1', courierDisabled],
];

/** Card products by country (spec 2 section 3: types 2006 to 2135, subtype prepaid 1 / debit 2). */
export const CARD_PRODUCTS: ProductSeed[] = [
  {
    id: 1601,
    country_code: 'GB',
    name: 'Visa Prepaid USD',
    card_type: 2006,
    sub_type: 1,
    is_virtual: 0,
    currency: 'USD',
    annual_fee_minor: 1_200,
    issue_fee_minor: 500,
    monthly_fee_minor: 100,
    shipping: PHYSICAL_SHIPPING(16011, ['addressNotConfirmed']),
  },
  {
    id: 1602,
    country_code: 'GB',
    name: 'Visa Virtual EUR',
    card_type: 2010,
    sub_type: 1,
    is_virtual: 1,
    currency: 'EUR',
    annual_fee_minor: 0,
    issue_fee_minor: 200,
    monthly_fee_minor: 50,
  },
  {
    id: 1603,
    country_code: 'GB',
    name: 'Mastercard Debit USD',
    card_type: 2020,
    sub_type: 2,
    is_virtual: 0,
    currency: 'USD',
    annual_fee_minor: 0,
    issue_fee_minor: 1_000,
    monthly_fee_minor: 0,
    pause_supported: 0,
    shipping: PHYSICAL_SHIPPING(16031, ['addressNotConfirmed']),
  },
  {
    id: 1604,
    country_code: 'GB',
    name: 'Visa Virtual USD',
    card_type: 2011,
    sub_type: 1,
    is_virtual: 1,
    currency: 'USD',
    annual_fee_minor: 0,
    issue_fee_minor: 200,
    monthly_fee_minor: 50,
  },
  {
    id: 1605,
    country_code: 'GB',
    name: 'Visa Prepaid EUR',
    card_type: 2007,
    sub_type: 1,
    is_virtual: 0,
    currency: 'EUR',
    annual_fee_minor: 1_000,
    issue_fee_minor: 500,
    monthly_fee_minor: 100,
    shipping: PHYSICAL_SHIPPING(16051, ['addressNotConfirmed']),
  },
  {
    id: 1611,
    country_code: 'RO',
    name: 'Visa Prepaid RON',
    card_type: 2030,
    sub_type: 1,
    is_virtual: 0,
    currency: 'RON',
    annual_fee_minor: 4_500,
    issue_fee_minor: 2_000,
    monthly_fee_minor: 500,
    shipping: PHYSICAL_SHIPPING(16111, ['notAvailableInCountry']),
  },
  {
    id: 1612,
    country_code: 'RO',
    name: 'Visa Virtual RON',
    card_type: 2031,
    sub_type: 1,
    is_virtual: 1,
    currency: 'RON',
    annual_fee_minor: 0,
    issue_fee_minor: 1_000,
    monthly_fee_minor: 200,
  },
  {
    id: 1621,
    country_code: 'US',
    name: 'Visa Prepaid USD (US)',
    card_type: 2040,
    sub_type: 1,
    is_virtual: 0,
    currency: 'USD',
    annual_fee_minor: 1_500,
    issue_fee_minor: 0,
    monthly_fee_minor: 150,
    shipping: PHYSICAL_SHIPPING(16211),
  },
  {
    id: 1622,
    country_code: 'US',
    name: 'Visa Virtual USD (US)',
    card_type: 2041,
    sub_type: 1,
    is_virtual: 1,
    currency: 'USD',
    annual_fee_minor: 0,
    issue_fee_minor: 0,
    monthly_fee_minor: 100,
  },
];

interface CardSeed {
  accountId: number;
  customerId: number;
  productId: number;
  statusId: number;
  cardNumber: string;
  expiry: [month: number, year: number];
  alias?: string;
  shippingType?: string;
  settlementAccountId?: number;
  pin: string;
}

const ALL = CARD_DEMO_USERS.all.customerId;

/** One card per status id for cards@demo.test, then the single cards of the other two users. */
export const SEEDED_CARDS: CardSeed[] = [
  {
    accountId: 716101,
    customerId: ALL,
    productId: 1601,
    statusId: CARD_STATUS.active,
    cardNumber: '4000123456789010',
    expiry: [8, 2028],
    shippingType: 'standard',
    pin: '4821',
  },
  {
    accountId: 716102,
    customerId: ALL,
    productId: 1602,
    statusId: CARD_STATUS.active,
    cardNumber: '4000987654321098',
    expiry: [5, 2029],
    alias: 'Online shopping',
    pin: '5937',
  },
  {
    accountId: 716103,
    customerId: ALL,
    productId: 1603,
    statusId: CARD_STATUS.active,
    cardNumber: '5200828282828210',
    expiry: [11, 2028],
    shippingType: 'express',
    settlementAccountId: 716001,
    pin: '1357',
  },
  {
    accountId: 716104,
    customerId: ALL,
    productId: 1601,
    statusId: CARD_STATUS.submitted,
    cardNumber: '4000111122223331',
    expiry: [10, 2029],
    shippingType: 'standard',
    pin: '2468',
  },
  {
    accountId: 716105,
    customerId: ALL,
    productId: 1601,
    statusId: CARD_STATUS.canceled,
    cardNumber: '4000111122224446',
    expiry: [2, 2028],
    shippingType: 'standard',
    pin: '3579',
  },
  {
    accountId: 716106,
    customerId: ALL,
    productId: 1605,
    statusId: CARD_STATUS.fraud,
    cardNumber: '4000111122225553',
    expiry: [4, 2028],
    shippingType: 'standard',
    pin: '8642',
  },
  {
    accountId: 716107,
    customerId: ALL,
    productId: 1605,
    statusId: CARD_STATUS.printing,
    cardNumber: '4000111122226668',
    expiry: [9, 2029],
    shippingType: 'standard',
    pin: '9753',
  },
  {
    accountId: 716108,
    customerId: ALL,
    productId: 1601,
    statusId: CARD_STATUS.printed,
    cardNumber: '4000111122227775',
    expiry: [9, 2029],
    shippingType: 'express',
    pin: '1593',
  },
  {
    accountId: 716109,
    customerId: ALL,
    productId: 1601,
    statusId: CARD_STATUS.shipped,
    cardNumber: '4000111122228882',
    expiry: [7, 2029],
    shippingType: 'standard',
    pin: '7531',
  },
  {
    accountId: 716110,
    customerId: ALL,
    productId: 1604,
    statusId: CARD_STATUS.pending,
    cardNumber: '4000111122229997',
    expiry: [6, 2029],
    pin: '2580',
  },
  {
    accountId: 716111,
    customerId: ALL,
    productId: 1602,
    statusId: CARD_STATUS.limited,
    cardNumber: '4000222233331118',
    expiry: [3, 2029],
    alias: 'Travel',
    pin: '1470',
  },
  {
    accountId: 716112,
    customerId: ALL,
    productId: 1605,
    statusId: CARD_STATUS.expired,
    cardNumber: '4000222233332223',
    expiry: [1, 2025],
    shippingType: 'standard',
    pin: '3690',
  },
  {
    accountId: 716113,
    customerId: ALL,
    productId: 1601,
    statusId: CARD_STATUS.processing,
    cardNumber: '4000222233333338',
    expiry: [12, 2029],
    shippingType: 'standard',
    pin: '1928',
  },
  {
    accountId: 716114,
    customerId: ALL,
    productId: 1601,
    statusId: CARD_STATUS.pendingDocuments,
    cardNumber: '4000222233334443',
    expiry: [12, 2029],
    shippingType: 'standard',
    pin: '3746',
  },
  {
    accountId: 716115,
    customerId: ALL,
    productId: 1604,
    statusId: CARD_STATUS.paused,
    cardNumber: '4000222233335550',
    expiry: [2, 2029],
    alias: 'Subscriptions',
    pin: '5173',
  },
  {
    accountId: 716116,
    customerId: ALL,
    productId: 1604,
    statusId: CARD_STATUS.closed,
    cardNumber: '4000222233336665',
    expiry: [6, 2026],
    alias: 'Old travel card',
    pin: '6284',
  },
  {
    accountId: 716201,
    customerId: CARD_DEMO_USERS.virtual.customerId,
    productId: 1602,
    statusId: CARD_STATUS.active,
    cardNumber: '4000333344445556',
    expiry: [4, 2029],
    alias: 'Everyday',
    pin: '7395',
  },
  {
    accountId: 716301,
    customerId: CARD_DEMO_USERS.physical.customerId,
    productId: 1601,
    statusId: CARD_STATUS.active,
    cardNumber: '4000444455556667',
    expiry: [10, 2028],
    shippingType: 'standard',
    pin: '8406',
  },
];

/** Purchases at merchants: [day, merchant, amount in minor units]. */
const PURCHASES: Record<number, [string, string, number][]> = {
  716101: [
    ['2025-02-03', 'Coffee Corner, London', 450],
    ['2025-02-04', 'TfL Travel', 280],
    ['2025-02-05', 'Green Grocers', 2_315],
    ['2025-02-07', 'Bookshop on Main', 1_899],
    ['2025-02-09', 'City Cinema', 1_250],
    ['2025-02-11', 'Coffee Corner, London', 450],
    ['2025-02-12', 'Pharmacy Plus', 735],
    ['2025-02-14', 'Flower Stall', 1_500],
    ['2025-02-16', 'Corner Bakery', 390],
    ['2025-02-18', 'Electronics Hub', 4_999],
    ['2025-02-20', 'TfL Travel', 560],
  ],
  716102: [
    ['2025-02-06', 'Streamly subscription', 999],
    ['2025-02-10', 'Cloud Storage Ltd', 299],
    ['2025-02-15', 'Webshop Europa', 4_250],
  ],
  716112: [['2024-12-20', 'Winter Market', 2_000]],
  716115: [['2025-01-28', 'Music Plus', 1_099]],
  716201: [['2025-02-08', 'Webshop Europa', 1_575]],
  716301: [['2025-02-08', 'Hardware Store', 3_420]],
};

/** Loads from the holder's wallet account: [card, wallet account, day, amount in minor units]. */
const LOADS: [number, number, string, number][] = [
  [716101, 716001, '2025-02-01', 30_000],
  [716102, 716002, '2025-02-01', 10_000],
  [716111, 716002, '2025-01-10', 5_000],
  [716112, 716002, '2024-12-01', 5_000],
  [716115, 716001, '2025-01-20', 4_000],
  [716201, 716003, '2025-02-02', 7_500],
  [716301, 716004, '2025-02-02', 10_000],
];

/** Debit card purchases, booked on its settlement account. */
const DEBIT_PURCHASES: [string, string, number][] = [
  ['2025-02-05', 'Supermarket Central', 6_420],
  ['2025-02-13', 'Fuel Station 24', 5_100],
];

/** Authorizations: [card, day, merchant, amount in minor units, status, decline reason]. */
const AUTHORIZATIONS: [
  number,
  string,
  string,
  number,
  'pending' | 'settled' | 'declined' | 'reversed',
  string | null,
][] = [
  [716101, '2025-02-21', 'Hotel Riverside (hold)', 15_000, 'pending', null],
  [716101, '2025-02-21', 'Coffee Corner, London', 450, 'pending', null],
  [716101, '2025-02-20', 'TfL Travel', 560, 'settled', null],
  [716101, '2025-02-19', 'Luxury Watches Online', 250_000, 'declined', 'Insufficient funds'],
  [716101, '2025-02-18', 'Electronics Hub', 4_999, 'settled', null],
  [716101, '2025-02-17', 'Car Rental Express (deposit)', 20_000, 'reversed', null],
  [716101, '2025-02-16', 'Corner Bakery', 390, 'settled', null],
  [716101, '2025-02-14', 'Flower Stall', 1_500, 'settled', null],
  [716101, '2025-02-12', 'Pharmacy Plus', 735, 'settled', null],
  [716101, '2025-02-11', 'Coffee Corner, London', 450, 'settled', null],
  [716101, '2025-02-10', 'Unknown Merchant 0042', 9_900, 'declined', 'Suspected fraud'],
  [716101, '2025-02-09', 'City Cinema', 1_250, 'settled', null],
  [716102, '2025-02-15', 'Webshop Europa', 4_250, 'settled', null],
  [716102, '2025-02-22', 'Streamly subscription', 999, 'pending', null],
  [716103, '2025-02-13', 'Fuel Station 24', 5_100, 'settled', null],
  [716103, '2025-02-23', 'Grand Hotel Lisboa (hold)', 32_000, 'pending', null],
  [716103, '2025-02-12', 'Airline Seats Online', 89_900, 'declined', 'Insufficient funds'],
];

export function seedCards(db: Database.Database, password: string): void {
  const insertCustomer = db.prepare(
    `INSERT INTO customers (id, customer_type, login, first_name, last_name, birth_day, created_at, residence_country_code, tax_id, verified,
       due_diligence_level, permissions)
     VALUES (?, 0, ?, ?, ?, '1987-09-14', '2025-01-02T09:00:00.000Z', 'GB', ?, 1, 2, ?)`,
  );
  const insertUser = db.prepare(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, phone_country_code, phone, customer_id, auth_flow)
     VALUES (?, ?, ?, ?, ?, '44', ?, ?, 'simple')`,
  );
  // The permissions of the other personal demo users (seed.ts), transferMoney (card loads) included.
  const permissions =
    (db.prepare('SELECT permissions FROM customers WHERE id = 100001').get() as { permissions: string } | undefined)
      ?.permissions ?? '{"transferMoney":1}';
  for (const user of Object.values(CARD_DEMO_USERS)) {
    insertCustomer.run(
      user.customerId,
      user.email,
      user.firstName,
      user.lastName,
      `CD${user.customerId}C`,
      permissions,
    );
    insertUser.run(
      user.id,
      user.email,
      hashSeedPassword(user.email, password),
      user.firstName,
      user.lastName,
      `77009${String(user.id).padStart(5, '0')}`,
      user.customerId,
    );
  }

  const insertAccount = db.prepare(
    'INSERT INTO ledger_accounts (id, customer_id, account_number, name, type, currency) VALUES (?, ?, ?, ?, 1001, ?)',
  );
  for (const [id, customerId, currency, deposit] of WALLET_ACCOUNTS) {
    insertAccount.run(id, customerId, `GB00SNDB${String(id).padStart(14, '0')}`, `${currency} account`, currency);
    postEntry(db, {
      kind: 'deposit',
      description: 'Opening deposit',
      createdAt: '2025-01-02T09:00:00.000Z',
      postings: [
        { accountId: id, amountMinor: deposit },
        { accountId: EQUITY[currency] ?? 1, amountMinor: -deposit },
      ],
    });
  }
  const insertSystem = db.prepare(
    'INSERT INTO ledger_accounts (id, customer_id, account_number, name, type, currency, is_system) VALUES (?, NULL, ?, ?, 9001, ?, 1)',
  );
  for (const [currency, account] of Object.entries(CARD_NETWORK_ACCOUNTS))
    insertSystem.run(account.id, account.number, `Sandbox card network ${currency}`, currency);

  const insertProduct = db.prepare(
    `INSERT INTO card_products (id, country_code, name, card_type, sub_type, is_virtual, currency, annual_fee_minor, issue_fee_minor, monthly_fee_minor, pause_supported)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertShipping = db.prepare(
    'INSERT INTO card_shipping_options (id, product_id, type, fee_minor, delivery_time, disabled_reasons) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const products = new Map<number, CardProductRow>();
  for (const product of CARD_PRODUCTS) {
    const row: CardProductRow = { ...product, pause_supported: product.pause_supported ?? 1 };
    insertProduct.run(
      row.id,
      row.country_code,
      row.name,
      row.card_type,
      row.sub_type,
      row.is_virtual,
      row.currency,
      row.annual_fee_minor,
      row.issue_fee_minor,
      row.monthly_fee_minor,
      row.pause_supported,
    );
    for (const [id, type, fee, days, disabled = []] of product.shipping ?? [])
      insertShipping.run(id, row.id, type, fee, days, JSON.stringify(disabled));
    products.set(row.id, row);
  }

  for (const card of SEEDED_CARDS) {
    const user = Object.values(CARD_DEMO_USERS).find((candidate) => candidate.customerId === card.customerId);
    createCardAccount(db, {
      accountId: card.accountId,
      customerId: card.customerId,
      product: products.get(card.productId) as CardProductRow,
      statusId: card.statusId,
      holderName: user ? `${user.firstName} ${user.lastName}`.toUpperCase() : 'CARD HOLDER',
      expiryMonth: card.expiry[0],
      expiryYear: card.expiry[1],
      cardNumber: card.cardNumber,
      alias: card.alias ?? null,
      shippingType: card.shippingType ?? null,
      settlementAccountId: card.settlementAccountId ?? null,
      pin: card.pin,
    });
  }

  const currencyOf = (accountId: number) =>
    (db.prepare('SELECT currency FROM ledger_accounts WHERE id = ?').get(accountId) as { currency: string }).currency;
  for (const [cardId, walletId, day, amount] of LOADS) {
    postEntry(db, {
      kind: 'cardLoad',
      description: 'Card load from your wallet',
      createdAt: `${day}T10:00:00.000Z`,
      postings: [
        { accountId: walletId, amountMinor: -amount },
        { accountId: cardId, amountMinor: amount },
      ],
    });
  }
  for (const [cardId, purchases] of Object.entries(PURCHASES)) {
    const network = CARD_NETWORK_ACCOUNTS[currencyOf(Number(cardId))]?.id ?? 716901;
    purchases.forEach(([day, merchant, amount], index) => {
      postEntry(db, {
        kind: 'cardPurchase',
        description: merchant,
        createdAt: `${day}T${String(9 + (index % 10)).padStart(2, '0')}:30:00.000Z`,
        postings: [
          { accountId: Number(cardId), amountMinor: -amount },
          { accountId: network, amountMinor: amount },
        ],
      });
    });
  }
  const linkDebit = db.prepare('INSERT INTO card_entry_links (entry_id, card_account_id) VALUES (?, ?)');
  for (const [day, merchant, amount] of DEBIT_PURCHASES) {
    const entryId = postEntry(db, {
      kind: 'cardPurchase',
      description: merchant,
      createdAt: `${day}T12:00:00.000Z`,
      postings: [
        { accountId: 716001, amountMinor: -amount },
        { accountId: CARD_NETWORK_ACCOUNTS.USD?.id ?? 716901, amountMinor: amount },
      ],
    });
    linkDebit.run(entryId, 716103);
  }
  const insertAuthorization = db.prepare(
    'INSERT INTO card_authorizations (account_id, created_at, merchant_name, amount_minor, currency, status, decline_reason) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  AUTHORIZATIONS.forEach(([cardId, day, merchant, amount, status, reason], index) => {
    insertAuthorization.run(
      cardId,
      `${day}T${String(8 + (index % 12)).padStart(2, '0')}:15:00.000Z`,
      merchant,
      amount,
      currencyOf(cardId),
      status,
      reason,
    );
  });
}
