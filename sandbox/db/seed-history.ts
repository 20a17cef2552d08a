/**
 * Seeded activity history (README "Activity history and statements").
 *
 * - `personal@demo.test`: about two years (January 2025 to November 2026) of varied transactions on its USD and EUR
 *   accounts: every transaction type and status, fees, card purchases abroad (GBP, RON, CAD...), exchanges between
 *   its own accounts. Every month's booked movements net to zero per account, so today's balances (USD 1520.50,
 *   EUR 830.25) and every earlier month-end balance are what they were without this history; processing and rejected
 *   transactions book nothing. `seed-history.test.ts` checks both.
 * - Northwind Trading Ltd (`business@demo.test`): six months of client payments and supplier wires, with the other
 *   party's e-mail (the business history's e-mail filter), netting to zero the same way.
 * - `history@demo.test`: a customer for the scale checks. Its 10,000 transactions are made on first use of its
 *   history (or with `POST /sandbox/history/bulk`), not in the seed, so a reset stays fast.
 *
 * Entries are written with prepared statements inside the seed's transaction (no per-entry balance queries); the
 * test runs the ledger's invariant check over the result.
 */
import type Database from 'better-sqlite3';
import type {
  StatusChange,
  TransactionDirection,
  TransactionStatus,
  TransactionType,
} from '../../src/core/api/contract/history';
import { systemAccountId } from '../domain/ledger-postings';
import { historyInserter, rateText, type NewHistoryRow } from '../domain/history';
import { convertMinor } from '../domain/payout-catalogue';

export const HISTORY_DEMO = {
  email: 'history@demo.test',
  userId: 50,
  customerId: 100050,
  usdAccountId: 500050,
  eurAccountId: 500051,
  /** How many transactions the scale user gets. */
  bulkCount: 10_000,
} as const;

const PERSONAL = { customerId: 100001, USD: 500001, EUR: 500002 } as const;
const NORTHWIND = { customerId: 200001, USD: 500013, EUR: 500014 } as const;

/** Deterministic pseudo-random numbers (mulberry32), so the seed is the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Party {
  name: string;
  email?: string;
  account?: string;
}

/** A transaction to record: booked when completed, only listed when processing or rejected. */
export interface SeedTransaction {
  at: string;
  accountId: number;
  type: TransactionType;
  status: TransactionStatus;
  direction: TransactionDirection;
  amountMinor: number;
  feeMinor: number;
  party: Party;
  description: string;
  /** A card purchase or payout in another currency: what was charged there. */
  foreign?: { currency: string; amountMinor: number };
  /** A move to one of the customer's own accounts (betweenAccounts, exchange). */
  toOwnAccountId?: number;
  rejectionNote?: string;
}

interface Booker {
  record(transaction: SeedTransaction): void;
}

function makeBooker(db: Database.Database, customerId: number, referencePrefix: string): Booker {
  const currencyOf = new Map(
    (db.prepare('SELECT id, currency FROM ledger_accounts').all() as { id: number; currency: string }[]).map((row) => [
      row.id,
      row.currency,
    ]),
  );
  const systemIds = new Map<string, number>();
  const system = (prefix: string, currency: string) => {
    const number = `${prefix}${currency}`;
    let id = systemIds.get(number);
    if (id === undefined) {
      id = systemAccountId(db, number, currency);
      systemIds.set(number, id);
      currencyOf.set(id, currency);
    }
    return id;
  };
  const insertEntry = db.prepare('INSERT INTO journal_entries (kind, description, created_at) VALUES (?, ?, ?)');
  const insertPosting = db.prepare(
    'INSERT INTO postings (entry_id, account_id, currency, amount_minor) VALUES (?, ?, ?, ?)',
  );
  const insertRow = historyInserter(db);
  const ownNumber = db.prepare('SELECT account_number FROM ledger_accounts WHERE id = ?');
  let sequence = 0;

  function book(kind: string, description: string, at: string, postings: [number, number][]): number {
    const sums = new Map<string, number>();
    for (const [accountId, minor] of postings) {
      const currency = currencyOf.get(accountId);
      if (!currency || minor === 0 || !Number.isSafeInteger(minor))
        throw new Error(`Bad seeded posting ${accountId} ${minor}`);
      sums.set(currency, (sums.get(currency) ?? 0) + minor);
    }
    for (const [currency, sum] of sums) if (sum !== 0) throw new Error(`Seeded entry in ${currency} sums to ${sum}`);
    const entryId = Number(insertEntry.run(kind, description, at).lastInsertRowid);
    for (const [accountId, minor] of postings) insertPosting.run(entryId, accountId, currencyOf.get(accountId), minor);
    return entryId;
  }

  return {
    record(tx) {
      sequence += 1;
      const currency = currencyOf.get(tx.accountId) ?? 'USD';
      const reference = `${referencePrefix}-${tx.at.slice(0, 10).replaceAll('-', '')}-${String(sequence).padStart(5, '0')}`;
      const later = (hours: number) => new Date(Date.parse(tx.at) + hours * 3_600_000).toISOString();
      const history: StatusChange[] =
        tx.status === 'processing'
          ? [{ status: 'processing', date: tx.at }]
          : tx.status === 'rejected'
            ? [
                { status: 'processing', date: tx.at },
                { status: 'rejected', date: later(20), note: tx.rejectionNote ?? null },
              ]
            : tx.type === 'cardPurchase' || tx.type === 'fee' || tx.type === 'betweenAccounts' || tx.type === 'exchange'
              ? [{ status: 'completed', date: tx.at }]
              : [
                  { status: 'processing', date: tx.at },
                  { status: 'completed', date: later(2) },
                ];
      const base: NewHistoryRow = {
        customer_id: customerId,
        account_id: tx.accountId,
        entry_id: null,
        created_at: tx.at,
        type: tx.type,
        status: tx.status,
        direction: tx.direction,
        currency,
        amount_minor: tx.amountMinor,
        fee_minor: tx.feeMinor,
        exchange_rate: tx.foreign ? rateText(tx.foreign.amountMinor, tx.amountMinor) : null,
        counter_amount_minor: tx.foreign?.amountMinor ?? null,
        counter_currency: tx.foreign?.currency ?? null,
        counterparty_name: tx.party.name,
        counterparty_email: tx.party.email ?? null,
        counterparty_account: tx.party.account ?? null,
        description: tx.description,
        reference,
        status_history: JSON.stringify(history),
      };
      if (tx.status !== 'completed') {
        insertRow(base);
        return;
      }
      const fees = tx.feeMinor > 0 ? [[system('SANDBOX-FEES-', currency), tx.feeMinor] as [number, number]] : [];
      if (tx.toOwnAccountId !== undefined) {
        const toCurrency = currencyOf.get(tx.toOwnAccountId) ?? currency;
        const received = tx.foreign?.amountMinor ?? tx.amountMinor;
        const entryId = book(tx.type, tx.description, tx.at, [
          [tx.accountId, -(tx.amountMinor + tx.feeMinor)],
          ...fees,
          ...(toCurrency === currency
            ? ([[tx.toOwnAccountId, received]] as [number, number][])
            : ([
                [system('SANDBOX-FX-', currency), tx.amountMinor],
                [system('SANDBOX-FX-', toCurrency), -received],
                [tx.toOwnAccountId, received],
              ] as [number, number][])),
        ]);
        const fromNumber = (ownNumber.get(tx.accountId) as { account_number: string }).account_number;
        const toNumber = (ownNumber.get(tx.toOwnAccountId) as { account_number: string }).account_number;
        insertRow({ ...base, entry_id: entryId, counterparty_account: toNumber });
        insertRow({
          ...base,
          account_id: tx.toOwnAccountId,
          entry_id: entryId,
          direction: 'in',
          currency: toCurrency,
          amount_minor: received,
          fee_minor: 0,
          exchange_rate: toCurrency === currency ? null : rateText(tx.amountMinor, received),
          counter_amount_minor: toCurrency === currency ? null : tx.amountMinor,
          counter_currency: toCurrency === currency ? null : currency,
          counterparty_account: fromNumber,
        });
        return;
      }
      const outside = system('SANDBOX-COUNTERPARTIES-', currency);
      const postings: [number, number][] =
        tx.direction === 'out'
          ? [[tx.accountId, -(tx.amountMinor + tx.feeMinor)], [outside, tx.amountMinor], ...fees]
          : [[tx.accountId, tx.amountMinor - tx.feeMinor], [outside, -tx.amountMinor], ...fees];
      const entryId = book(tx.type, tx.description, tx.at, postings);
      insertRow({ ...base, entry_id: entryId });
    },
  };
}

/** The signed effect of a completed seeded transaction on its own account (and on the receiving own account). */
function effects(tx: SeedTransaction): [number, number][] {
  if (tx.status !== 'completed') return [];
  if (tx.toOwnAccountId !== undefined)
    return [
      [tx.accountId, -(tx.amountMinor + tx.feeMinor)],
      [tx.toOwnAccountId, tx.foreign?.amountMinor ?? tx.amountMinor],
    ];
  return [[tx.accountId, tx.direction === 'out' ? -(tx.amountMinor + tx.feeMinor) : tx.amountMinor - tx.feeMinor]];
}

const pad = (value: number) => String(value).padStart(2, '0');
const at = (year: number, month: number, day: number, hour: number, minute: number) =>
  `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00.000Z`;
const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
const between = (rnd: () => number, low: number, high: number) => Math.round(low + rnd() * (high - low));
const percentFee = (amount: number, fixed: number, percent: number) => fixed + Math.round((amount * percent) / 100);

const SHOPS: readonly { name: string; currency?: string }[] = [
  { name: 'Green Grocer Market' },
  { name: 'Metro Transit' },
  { name: 'Corner Coffee Roasters' },
  { name: 'Pixel Books Online' },
  { name: 'City Pharmacy' },
  { name: 'StreamBox subscription' },
  { name: 'Fresh Bakery' },
  { name: 'Harrods London', currency: 'GBP' },
  { name: 'Carrefour Bucuresti', currency: 'RON' },
  { name: 'Tim Hortons Toronto', currency: 'CAD' },
  { name: 'Lisbon Tram Company', currency: 'EUR' },
];

const FRIENDS: readonly Party[] = [
  { name: 'Marco Rossi', email: 'marco.rossi@example.test' },
  { name: 'Aiko Tanaka', email: 'aiko.tanaka@example.test' },
  { name: 'Olena Kovalenko', email: 'olena.kovalenko@example.test' },
  { name: 'Joao Silva', email: 'joao.silva@example.test' },
];

/** An outgoing transfer of another kind: its amount range, fee (fixed, or of the amount) and other party. */
interface RotatingTransfer {
  type: TransactionType;
  low: number;
  high: number;
  fee: number | ((amount: number) => number);
  party: Party;
  description: string;
  /** Paid out in another currency: what the recipient got there. */
  foreignCurrency?: string;
}

/** Outgoing transfers of other kinds, one a month in turn, with their fees (sandbox/domain/payout-catalogue.ts). */
const ROTATION: readonly RotatingTransfer[] = [
  {
    type: 'eft',
    low: 5_000,
    high: 40_000,
    fee: 200,
    party: { name: 'Harbour Bank savings', account: 'GB29NWBK60161331926819' },
    description: 'EFT to my savings account',
  },
  {
    type: 'cardPayout',
    low: 2_000,
    high: 20_000,
    fee: (amount) => percentFee(amount, 100, 1.5),
    party: { name: 'Visa •••• 1111' },
    description: 'Withdrawal to my Visa card',
  },
  {
    type: 'cryptoEft',
    low: 5_000,
    high: 25_000,
    fee: 500,
    party: { name: 'Bitstamp deposit address', account: 'bc1q9h7garjp4q7r0pfq6w8m3e2f4k6x0v5n8s7d3c' },
    description: 'Crypto purchase through Bitstamp',
  },
  {
    type: 'instantPayment',
    low: 1_500,
    high: 12_000,
    fee: 50,
    party: { name: 'Pedro Alves', account: 'Pix 111.444.777-35' },
    description: 'Pix payment to Pedro Alves',
    foreignCurrency: 'BRL',
  },
  {
    type: 'interac',
    low: 2_000,
    high: 15_000,
    fee: 150,
    party: { name: 'Emma Tremblay', email: 'emma.tremblay@example.test' },
    description: 'Interac e-Transfer to Emma Tremblay',
    foreignCurrency: 'CAD',
  },
  {
    type: 'globalTransfer',
    low: 10_000,
    high: 50_000,
    fee: 1_500,
    party: { name: 'Anna Schmidt', email: 'anna.schmidt@recipient.test' },
    description: 'Global transfer to Anna Schmidt',
  },
  {
    type: 'wire',
    low: 20_000,
    high: 80_000,
    fee: 1_500,
    party: { name: 'Baker Street Lettings Ltd', account: 'GB33BUKB20201555555555' },
    description: 'Wire: deposit for the flat',
  },
];

/** The month's rotating transfer (from USD), its amount drawn from the entry's range. */
function rotatingTransfer(
  rnd: () => number,
  entry: RotatingTransfer,
): Omit<SeedTransaction, 'at' | 'accountId' | 'status'> {
  const amount = between(rnd, entry.low, entry.high);
  return {
    type: entry.type,
    direction: 'out',
    amountMinor: amount,
    feeMinor: typeof entry.fee === 'number' ? entry.fee : entry.fee(amount),
    party: entry.party,
    description: entry.description,
    ...(entry.foreignCurrency
      ? {
          foreign: {
            currency: entry.foreignCurrency,
            amountMinor: convertMinor(amount, 'USD', entry.foreignCurrency),
          },
        }
      : {}),
  };
}

/** A month of personal@demo.test's life; each account's booked movements net to zero at the month's end. */
function personalMonth(
  rnd: () => number,
  year: number,
  month: number,
  index: number,
  last: boolean,
): SeedTransaction[] {
  const list: SeedTransaction[] = [];
  const lastDay = last ? 20 : 28;
  const day = () => between(rnd, 3, lastDay - 2);
  const time = (d: number) => at(year, month, d, between(rnd, 8, 20), between(rnd, 0, 59));
  const add = (tx: SeedTransaction) => list.push(tx);

  // USD: salary first, then everyday spending.
  add({
    at: time(2),
    accountId: PERSONAL.USD,
    type: 'wire',
    status: 'completed',
    direction: 'in',
    amountMinor: between(rnd, 260_000, 300_000),
    feeMinor: 0,
    party: { name: 'Acme Corp', email: 'payroll@acme.example', account: 'US64SVBKUS6S3300958879' },
    description: 'Salary from Acme Corp',
  });
  for (let i = between(rnd, 4, 7); i > 0; i -= 1) {
    const shop = pick(rnd, SHOPS);
    const amount = between(rnd, 350, 12_000);
    const foreign = shop.currency
      ? { currency: shop.currency, amountMinor: convertMinor(amount, 'USD', shop.currency) }
      : undefined;
    add({
      at: time(day()),
      accountId: PERSONAL.USD,
      type: 'cardPurchase',
      status: 'completed',
      direction: 'out',
      amountMinor: amount,
      feeMinor: foreign ? Math.max(1, Math.round(amount / 100)) : 0,
      party: { name: shop.name },
      description: `Card purchase at ${shop.name}`,
      ...(foreign ? { foreign } : {}),
    });
  }
  const friend = pick(rnd, FRIENDS);
  if (rnd() < 0.5) {
    const amount = between(rnd, 1_000, 9_000);
    add({
      at: time(day()),
      accountId: PERSONAL.USD,
      type: 'p2p',
      status: 'completed',
      direction: 'out',
      amountMinor: amount,
      feeMinor: Math.max(50, Math.round(amount * 0.005)),
      party: friend,
      description: `Payment to ${friend.name}: dinner`,
    });
  } else {
    add({
      at: time(day()),
      accountId: PERSONAL.USD,
      type: 'p2p',
      status: 'completed',
      direction: 'in',
      amountMinor: between(rnd, 1_000, 6_000),
      feeMinor: 0,
      party: friend,
      description: `${friend.name} paid you back`,
    });
  }
  const rotating = rotatingTransfer(rnd, ROTATION[index % ROTATION.length] as RotatingTransfer);
  add({ ...rotating, at: time(day()), accountId: PERSONAL.USD, status: 'completed' });
  if (index % 3 === 1) {
    add({
      at: time(day()),
      accountId: PERSONAL.USD,
      type: 'refund',
      status: 'completed',
      direction: 'in',
      amountMinor: between(rnd, 500, 6_000),
      feeMinor: 0,
      party: { name: 'Pixel Books Online' },
      description: 'Refund: returned order',
    });
  }
  if (index % 4 === 2) {
    add({
      at: time(day()),
      accountId: PERSONAL.USD,
      type: 'invoice',
      status: 'completed',
      direction: 'in',
      amountMinor: between(rnd, 8_000, 30_000),
      feeMinor: 0,
      party: { name: 'Northwind Trading Ltd', email: 'business@demo.test' },
      description: 'Invoice paid: design work',
    });
  }
  if (index % 5 === 0) {
    add({
      at: time(day()),
      accountId: PERSONAL.USD,
      type: 'deposit',
      status: 'completed',
      direction: 'in',
      amountMinor: between(rnd, 5_000, 20_000),
      feeMinor: 150,
      party: { name: 'Mastercard •••• 8210' },
      description: 'Top-up by card',
    });
  }
  if (index % 3 === 0) {
    const amount = between(rnd, 5_000, 30_000);
    add({
      at: time(day()),
      accountId: PERSONAL.USD,
      type: 'cardPayout',
      status: 'rejected',
      direction: 'out',
      amountMinor: amount,
      feeMinor: percentFee(amount, 100, 1.5),
      party: { name: 'Visa •••• 0002' },
      description: 'Withdrawal to card',
      rejectionNote: 'Declined by the card issuer',
    });
  }
  // Between own accounts: USD to EUR every month, and an exchange back each quarter.
  const toEur = between(rnd, 15_000, 25_000);
  add({
    at: time(day()),
    accountId: PERSONAL.USD,
    type: 'betweenAccounts',
    status: 'completed',
    direction: 'out',
    amountMinor: toEur,
    feeMinor: 0,
    party: { name: 'Paula Personal' },
    description: 'To my EUR account',
    toOwnAccountId: PERSONAL.EUR,
    foreign: { currency: 'EUR', amountMinor: convertMinor(toEur, 'USD', 'EUR') },
  });
  if (index % 3 === 2) {
    const back = between(rnd, 5_000, 12_000);
    add({
      at: time(day()),
      accountId: PERSONAL.EUR,
      type: 'exchange',
      status: 'completed',
      direction: 'out',
      amountMinor: back,
      feeMinor: Math.round(back * 0.005),
      party: { name: 'Paula Personal' },
      description: 'Exchange EUR to USD',
      toOwnAccountId: PERSONAL.USD,
      foreign: { currency: 'USD', amountMinor: convertMinor(back, 'EUR', 'USD') },
    });
  }
  add({
    at: time(lastDay - 1),
    accountId: PERSONAL.USD,
    type: 'fee',
    status: 'completed',
    direction: 'out',
    amountMinor: 250,
    feeMinor: 0,
    party: { name: 'Nimbus Wallet' },
    description: 'Monthly account fee',
  });

  // EUR: freelance income and spending in euros.
  if (index % 2 === 0) {
    add({
      at: time(day()),
      accountId: PERSONAL.EUR,
      type: 'wire',
      status: 'completed',
      direction: 'in',
      amountMinor: between(rnd, 30_000, 80_000),
      feeMinor: 0,
      party: { name: 'Kraft GmbH', email: 'billing@kraft.example', account: 'DE89370400440532013000' },
      description: 'Freelance invoice paid by Kraft GmbH',
    });
  }
  for (let i = between(rnd, 2, 4); i > 0; i -= 1) {
    const shop = pick(
      rnd,
      SHOPS.filter((s) => !s.currency),
    );
    add({
      at: time(day()),
      accountId: PERSONAL.EUR,
      type: 'cardPurchase',
      status: 'completed',
      direction: 'out',
      amountMinor: between(rnd, 300, 6_000),
      feeMinor: 0,
      party: { name: shop.name },
      description: `Card purchase at ${shop.name}`,
    });
  }
  if (index % 4 === 3) {
    const amount = between(rnd, 2_000, 9_000);
    add({
      at: time(day()),
      accountId: PERSONAL.EUR,
      type: 'wire',
      status: 'rejected',
      direction: 'out',
      amountMinor: amount,
      feeMinor: 100,
      party: { name: 'Lisbon Apartments Lda', account: 'PT50000201231234567890154' },
      description: 'SEPA transfer: holiday rental',
      rejectionNote: 'Rejected by the receiving bank: account closed',
    });
  }
  add({
    at: time(lastDay - 1),
    accountId: PERSONAL.EUR,
    type: 'fee',
    status: 'completed',
    direction: 'out',
    amountMinor: 150,
    feeMinor: 0,
    party: { name: 'Nimbus Wallet' },
    description: 'Monthly account fee',
  });
  if (last) {
    add({
      at: at(year, month, lastDay, 9, 15),
      accountId: PERSONAL.USD,
      type: 'wire',
      status: 'processing',
      direction: 'out',
      amountMinor: 45_000,
      feeMinor: 1_500,
      party: { name: 'Baker Street Lettings Ltd', account: 'GB33BUKB20201555555555' },
      description: 'Wire: December rent',
    });
    add({
      at: at(year, month, lastDay, 11, 40),
      accountId: PERSONAL.EUR,
      type: 'eft',
      status: 'processing',
      direction: 'out',
      amountMinor: 12_000,
      feeMinor: 100,
      party: { name: 'Marco Rossi', email: 'marco.rossi@example.test', account: 'IT60X0542811101000000123456' },
      description: 'SEPA transfer to Marco Rossi',
    });
  }
  return list;
}

/** Two-account remainder transactions that bring each account's month back to zero. */
function settle(
  list: SeedTransaction[],
  accounts: { id: number; out: (net: number) => SeedTransaction; in: (missing: number) => SeedTransaction }[],
): void {
  for (const account of accounts) {
    let net = 0;
    for (const tx of list) for (const [id, minor] of effects(tx)) if (id === account.id) net += minor;
    if (net > 1_000) list.push(account.out(net));
    else if (net < 0 || net > 0) list.push(account.in(net));
  }
}

/**
 * A personal account's month-end remainder: the surplus to the savings account (less its fee), or a top-up from it,
 * or a round-up of a small surplus.
 */
function savingsSettlement(accountId: number, when: string, feeMinor: number, savings: Party) {
  return {
    id: accountId,
    out: (net: number): SeedTransaction => ({
      at: when,
      accountId,
      type: 'eft',
      status: 'completed',
      direction: 'out',
      amountMinor: net - feeMinor,
      feeMinor,
      party: savings,
      description: 'Monthly savings transfer',
    }),
    in: (net: number): SeedTransaction => ({
      at: when,
      accountId,
      type: net < 0 ? 'deposit' : 'eft',
      status: 'completed',
      direction: net < 0 ? 'in' : 'out',
      amountMinor: Math.abs(net),
      feeMinor: 0,
      party: savings,
      description: net < 0 ? 'Top-up from savings' : 'Round-up to savings',
    }),
  };
}

function personalSettlement(year: number, month: number, lastDay: number) {
  const when = at(year, month, lastDay, 21, 30);
  return [
    savingsSettlement(PERSONAL.USD, when, 200, { name: 'Harbour Bank savings', account: 'GB29NWBK60161331926819' }),
    savingsSettlement(PERSONAL.EUR, when, 100, { name: 'Sparkasse savings', account: 'DE94500700100123456789' }),
  ];
}

/** personal@demo.test's two years, in date order. */
export function personalHistory(): SeedTransaction[] {
  const rnd = random(17);
  const all: SeedTransaction[] = [];
  let index = 0;
  for (let year = 2025, month = 1; year < 2026 || (year === 2026 && month <= 11); index += 1) {
    const last = year === 2026 && month === 11;
    const list = personalMonth(rnd, year, month, index, last);
    settle(list, personalSettlement(year, month, last ? 20 : 28));
    all.push(...list);
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return all.sort((a, b) => a.at.localeCompare(b.at));
}

const CLIENTS: readonly Party[] = [
  { name: 'Blue Harbor Studios SRL', email: 'office@blueharbor.demo.test' },
  { name: 'Contoso Retail Inc', email: 'accounts@contoso.example' },
  { name: 'Fabrikam Logistics', email: 'ap@fabrikam.example' },
  { name: 'Tailspin Toys', email: 'finance@tailspin.example' },
];
const SUPPLIERS: readonly Party[] = [
  { name: 'Litware Cloud Hosting', email: 'billing@litware.example', account: 'GB33BUKB20201555555555' },
  { name: 'Adatum Office Supplies', email: 'invoices@adatum.example', account: 'DE89370400440532013000' },
  { name: 'Woodgrove Insurance', email: 'premiums@woodgrove.example', account: 'FR7630004000031234567890143' },
];

/** Northwind's last six months (May to October 2026). */
export function northwindHistory(): SeedTransaction[] {
  const rnd = random(29);
  const all: SeedTransaction[] = [];
  for (let month = 5; month <= 10; month += 1) {
    const list: SeedTransaction[] = [];
    const time = () => at(2026, month, between(rnd, 3, 25), between(rnd, 8, 18), between(rnd, 0, 59));
    for (const client of CLIENTS) {
      list.push({
        at: time(),
        accountId: pick(rnd, [NORTHWIND.USD, NORTHWIND.EUR]),
        type: pick(rnd, ['invoice', 'p2p', 'wire'] as const),
        status: 'completed',
        direction: 'in',
        amountMinor: between(rnd, 50_000, 400_000),
        feeMinor: 0,
        party: client,
        description: `Payment from ${client.name}`,
      });
    }
    for (const supplier of SUPPLIERS) {
      const amount = between(rnd, 20_000, 150_000);
      list.push({
        at: time(),
        accountId: NORTHWIND.USD,
        type: 'wire',
        status: month === 10 && supplier === SUPPLIERS[0] ? 'processing' : 'completed',
        direction: 'out',
        amountMinor: amount,
        feeMinor: 1_500,
        party: supplier,
        description: `Supplier invoice: ${supplier.name}`,
      });
    }
    if (month % 2 === 0) {
      const supplier = pick(rnd, SUPPLIERS);
      list.push({
        at: time(),
        accountId: NORTHWIND.EUR,
        type: 'wire',
        status: 'rejected',
        direction: 'out',
        amountMinor: between(rnd, 10_000, 50_000),
        feeMinor: 100,
        party: supplier,
        description: `Supplier invoice: ${supplier.name}`,
        rejectionNote: 'Beneficiary name does not match the account',
      });
    }
    const when = at(2026, month, 28, 17, 0);
    settle(
      list,
      [NORTHWIND.USD, NORTHWIND.EUR].map((id) => ({
        id,
        out: (net: number): SeedTransaction => ({
          at: when,
          accountId: id,
          type: 'wire',
          status: 'completed',
          direction: 'out',
          amountMinor: net - 1_500,
          feeMinor: 1_500,
          party: {
            name: 'Northwind Trading Ltd (treasury)',
            email: 'treasury@northwind.example',
            account: 'GB29NWBK60161331926819',
          },
          description: 'Sweep to the treasury account',
        }),
        in: (net: number): SeedTransaction => ({
          at: when,
          accountId: id,
          type: net < 0 ? 'deposit' : 'eft',
          status: 'completed',
          direction: net < 0 ? 'in' : 'out',
          amountMinor: Math.abs(net),
          feeMinor: 0,
          party: { name: 'Northwind Trading Ltd (treasury)', email: 'treasury@northwind.example' },
          description: 'Treasury balancing',
        }),
      })),
    );
    all.push(...list);
  }
  return all.sort((a, b) => a.at.localeCompare(b.at));
}

/** Seeds the histories and the scale user (its transactions come later, see {@link fillBulkHistory}). */
export function seedHistory(
  db: Database.Database,
  helpers: {
    passwordHash: (email: string) => string;
    accountNumber: (accountId: number, currency: 'USD' | 'EUR') => string;
  },
): void {
  const { passwordHash } = helpers;
  const personal = makeBooker(db, PERSONAL.customerId, 'NW');
  for (const tx of personalHistory()) personal.record(tx);
  const northwind = makeBooker(db, NORTHWIND.customerId, 'NB');
  for (const tx of northwindHistory()) northwind.record(tx);

  const created = '2024-01-01T09:00:00.000Z';
  db.prepare(
    `INSERT INTO customers (id, customer_type, login, first_name, last_name, created_at, residence_country_code, tax_id, verified,
       due_diligence_level, permissions)
     SELECT ?, 0, ?, 'Hana', 'History', ?, 'GB', 'AB100050C', 1, 2, permissions FROM customers WHERE id = ?`,
  ).run(HISTORY_DEMO.customerId, HISTORY_DEMO.email, created, PERSONAL.customerId);
  db.prepare(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, phone_country_code, phone, customer_id, auth_flow)
     VALUES (?, ?, ?, 'Hana', 'History', '44', '7700900150', ?, 'simple')`,
  ).run(HISTORY_DEMO.userId, HISTORY_DEMO.email, passwordHash(HISTORY_DEMO.email), HISTORY_DEMO.customerId);
  const insertAccount = db.prepare(
    'INSERT INTO ledger_accounts (id, customer_id, account_number, name, type, currency, is_system) VALUES (?, ?, ?, ?, 1001, ?, 0)',
  );
  insertAccount.run(
    HISTORY_DEMO.usdAccountId,
    HISTORY_DEMO.customerId,
    helpers.accountNumber(HISTORY_DEMO.usdAccountId, 'USD'),
    'USD payment account',
    'USD',
  );
  insertAccount.run(
    HISTORY_DEMO.eurAccountId,
    HISTORY_DEMO.customerId,
    helpers.accountNumber(HISTORY_DEMO.eurAccountId, 'EUR'),
    'EUR payment account',
    'EUR',
  );
}

/** Whether the scale user's transactions were made already. */
export function bulkHistoryFilled(db: Database.Database): boolean {
  return (
    db.prepare('SELECT 1 FROM history_transactions WHERE customer_id = ? LIMIT 1').get(HISTORY_DEMO.customerId) !==
    undefined
  );
}

/**
 * Makes history@demo.test's transactions (10,000 by default) from January 2024 to November 2026, every account's
 * balance staying positive. One transaction, prepared statements: about a tenth of a second.
 */
export function fillBulkHistory(db: Database.Database, count: number = HISTORY_DEMO.bulkCount): number {
  if (bulkHistoryFilled(db)) return 0;
  const rnd = random(4242);
  const booker = makeBooker(db, HISTORY_DEMO.customerId, 'HB');
  const start = Date.parse('2024-01-02T08:00:00.000Z');
  const end = Date.parse('2026-11-20T20:00:00.000Z');
  const step = Math.floor((end - start) / count);
  const balances = new Map<number, number>([
    [HISTORY_DEMO.usdAccountId, 0],
    [HISTORY_DEMO.eurAccountId, 0],
  ]);
  const types: readonly TransactionType[] = [
    'cardPurchase',
    'cardPurchase',
    'cardPurchase',
    'p2p',
    'wire',
    'eft',
    'cardPayout',
    'instantPayment',
    'fee',
  ];
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const when = new Date(start + i * step + Math.floor(rnd() * step * 0.5)).toISOString();
      const accountId = rnd() < 0.65 ? HISTORY_DEMO.usdAccountId : HISTORY_DEMO.eurAccountId;
      const balance = balances.get(accountId) ?? 0;
      const status: TransactionStatus = i > count - 6 ? 'processing' : rnd() < 0.02 ? 'rejected' : 'completed';
      const incoming = balance < 50_000 || rnd() < 0.3;
      if (incoming) {
        const party = pick(rnd, [...CLIENTS, ...FRIENDS]);
        const amount = between(rnd, 5_000, 150_000);
        const tx: SeedTransaction = {
          at: when,
          accountId,
          type: pick(rnd, ['wire', 'p2p', 'invoice', 'refund'] as const),
          status: status === 'rejected' ? 'completed' : status,
          direction: 'in',
          amountMinor: amount,
          feeMinor: 0,
          party,
          description: `Payment from ${party.name}`,
        };
        booker.record(tx);
        for (const [id, minor] of effects(tx)) balances.set(id, (balances.get(id) ?? 0) + minor);
        continue;
      }
      const type = pick(rnd, types);
      const shop = pick(rnd, SHOPS);
      const amount = Math.min(between(rnd, 200, 25_000), Math.max(100, balance - 5_000));
      const fee = type === 'cardPurchase' || type === 'fee' ? 0 : Math.max(50, Math.round(amount * 0.005));
      const tx: SeedTransaction = {
        at: when,
        accountId,
        type,
        status,
        direction: 'out',
        amountMinor: amount,
        feeMinor: fee,
        party: type === 'cardPurchase' ? { name: shop.name } : pick(rnd, [...SUPPLIERS, ...FRIENDS]),
        description:
          type === 'cardPurchase'
            ? `Card purchase at ${shop.name}`
            : type === 'fee'
              ? 'Service fee'
              : `Transfer ${i + 1}`,
        ...(status === 'rejected' ? { rejectionNote: 'Declined by the receiving bank' } : {}),
      };
      booker.record(tx);
      for (const [id, minor] of effects(tx)) balances.set(id, (balances.get(id) ?? 0) + minor);
    }
  })();
  return count;
}
