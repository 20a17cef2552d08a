/**
 * Demo data of money movement (issue 13; README "Moving money"): transfer limits, users that show the permission
 * flags (no p2p; a sub-account), a payer with the approval-code mode, a payee on personal@'s payout blacklist, a
 * template, a second sending e-mail, a pre-approved payment its payer cannot cancel (subscriber@) and a customer
 * with accounts of every type (accounts@).
 */
import type Database from 'better-sqlite3';
import { allPermissions, PERMISSION_FLAGS } from '../../src/core/api/contract/permission-flags';
import { PERSONAL_PERMISSIONS } from '../domain/customer-permissions';
import { postEntry } from '../domain/ledger';
import { seedLimits } from '../domain/limits';
import { hashSeedPassword } from '../domain/passwords';

const SEED_DATE = '2025-01-02T09:00:00.000Z';
const PASSWORD = 'Demo-pass-1';

export const MONEY_DEMO = {
  noP2p: {
    userId: 1301,
    customerId: 101301,
    accountId: 501301,
    email: 'nop2p@demo.test',
    first: 'Nora',
    last: 'Nopeer',
    currency: 'USD',
    deposit: 50_000,
  },
  subAccount: {
    userId: 1302,
    customerId: 101302,
    accountId: 501302,
    email: 'subaccount@demo.test',
    first: 'Simon',
    last: 'Sub',
    currency: 'USD',
    deposit: 25_000,
  },
  approvalCode: {
    userId: 1303,
    customerId: 101303,
    accountId: 501303,
    email: 'approval-code@demo.test',
    first: 'Alma',
    last: 'Code',
    currency: 'USD',
    deposit: 80_000,
  },
  blocked: {
    userId: 1304,
    customerId: 101304,
    accountId: 501304,
    email: 'blocked@demo.test',
    first: 'Bruno',
    last: 'Blocked',
    currency: 'USD',
    deposit: 10_000,
  },
  subscriber: {
    userId: 1305,
    customerId: 101305,
    accountId: 501305,
    email: 'subscriber@demo.test',
    first: 'Sofia',
    last: 'Subscriber',
    currency: 'EUR',
    deposit: 50_000,
  },
  accounts: {
    userId: 1306,
    customerId: 101306,
    accountId: 501306,
    email: 'accounts@demo.test',
    first: 'Ada',
    last: 'Accounts',
    currency: 'USD',
    deposit: 250_000,
  },
} as const;

/**
 * accounts@'s other accounts, one of each type (spec 2 section 3): a USD prepayment account (4001), a EUR receiving
 * account (4002) and a EUR payment account; its USD payment account keeps a minimum balance of USD 100.00.
 */
const ACCOUNTS_DEMO_EXTRA = [
  { id: 501307, type: 4001, currency: 'USD', name: 'USD prepayment account', deposit: 30_000 },
  { id: 501308, type: 4002, currency: 'EUR', name: 'EUR receiving account', deposit: 75_000 },
  { id: 501309, type: 1001, currency: 'EUR', name: 'EUR payment account', deposit: 100_000 },
] as const;
const ACCOUNTS_DEMO_MINIMUM_MINOR = 10_000;

/**
 * subscriber@'s yearly pre-approved payment that only the payee may cancel (the failed cancel shows 'Action
 * Confirmation'). It is a demo user of its own, so moving the scheduler clock past its next date (1 June 2027) moves
 * no money that other tests read (personal@'s balances).
 */
export const NON_CANCELLABLE_PAYMENT_ID = 950_001;

const PERSONAL = { userId: 1, customerId: 100001, usdAccount: 500001 } as const;
const EQUITY: Record<string, number> = { USD: 1, EUR: 2, RON: 3 };

function accountNumber(id: number): string {
  const bban = `SNDB040004${String(id).padStart(8, '0')}`;
  const digits = `${bban}GB00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `GB${String(98 - remainder).padStart(2, '0')}${bban}`;
}

export function seedMoneyMovement(db: Database.Database): void {
  seedLimits(db);

  const base = { ...allPermissions(), ...PERSONAL_PERMISSIONS };
  const permissionsOf: Record<string, Record<string, number>> = {
    [MONEY_DEMO.noP2p.email]: {
      ...base,
      [PERMISSION_FLAGS.userToUser]: 0,
      [PERMISSION_FLAGS.mass.user]: 0,
      [PERMISSION_FLAGS.sendMoneyToUser]: 0,
    },
    [MONEY_DEMO.subAccount.email]: { ...base, [PERMISSION_FLAGS.settlementAccount]: 1 },
  };
  for (const demo of Object.values(MONEY_DEMO)) {
    db.prepare(
      `INSERT INTO customers (id, customer_type, login, first_name, last_name, birth_day, created_at, residence_country_code, tax_id, verified,
         due_diligence_level, permissions)
       VALUES (?, 0, ?, ?, ?, '1988-06-02', ?, 'GB', ?, 1, 2, ?)`,
    ).run(
      demo.customerId,
      demo.email,
      demo.first,
      demo.last,
      SEED_DATE,
      `MM${demo.customerId}`,
      JSON.stringify(permissionsOf[demo.email] ?? base),
    );
    db.prepare(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, phone_country_code, phone, customer_id, auth_flow, transaction_approve_mode)
       VALUES (?, ?, ?, ?, ?, '44', ?, ?, 'simple', ?)`,
    ).run(
      demo.userId,
      demo.email,
      hashSeedPassword(demo.email, PASSWORD),
      demo.first,
      demo.last,
      `77009${demo.userId}`,
      demo.customerId,
      demo === MONEY_DEMO.approvalCode ? 'approvalCode' : 'none',
    );
    db.prepare(
      'INSERT INTO ledger_accounts (id, customer_id, account_number, name, type, currency, is_system, settlement_account_id) VALUES (?, ?, ?, ?, 1001, ?, 0, ?)',
    ).run(
      demo.accountId,
      demo.customerId,
      accountNumber(demo.accountId),
      `${demo.currency} payment account`,
      demo.currency,
      demo === MONEY_DEMO.subAccount ? PERSONAL.usdAccount : null,
    );
    postEntry(db, {
      kind: 'funding',
      description: 'Opening deposit',
      createdAt: SEED_DATE,
      postings: [
        { accountId: demo.accountId, amountMinor: demo.deposit },
        { accountId: EQUITY[demo.currency] as number, amountMinor: -demo.deposit },
      ],
    });
  }

  const accountsDemo = MONEY_DEMO.accounts;
  db.prepare('UPDATE ledger_accounts SET balance_min_minor = ? WHERE id = ?').run(
    ACCOUNTS_DEMO_MINIMUM_MINOR,
    accountsDemo.accountId,
  );
  for (const extra of ACCOUNTS_DEMO_EXTRA) {
    db.prepare(
      'INSERT INTO ledger_accounts (id, customer_id, account_number, name, type, currency, is_system) VALUES (?, ?, ?, ?, ?, ?, 0)',
    ).run(extra.id, accountsDemo.customerId, accountNumber(extra.id), extra.name, extra.type, extra.currency);
    postEntry(db, {
      kind: 'funding',
      description: 'Opening deposit',
      createdAt: SEED_DATE,
      postings: [
        { accountId: extra.id, amountMinor: extra.deposit },
        { accountId: EQUITY[extra.currency] as number, amountMinor: -extra.deposit },
      ],
    });
  }

  db.prepare("INSERT INTO payout_blacklist (customer_id, email, block_type, created_at) VALUES (?, ?, 'p2p', ?)").run(
    PERSONAL.customerId,
    MONEY_DEMO.blocked.email,
    Date.parse(SEED_DATE),
  );
  db.prepare(
    "INSERT INTO payment_templates (id, customer_id, name, type, to_email, amount, currency, note, reference, created_at) VALUES (1, ?, 'Rent share', 'p2p', 'business@demo.test', '150.00', 'USD', 'Rent share', 'RENT', ?)",
  ).run(PERSONAL.customerId, Date.parse('2025-01-20T10:00:00.000Z'));
  db.prepare(
    'INSERT INTO email_confirmations (id, user_id, email, code_hash, created_at, expires_at, confirmed_at) VALUES (300050, ?, ?, ?, ?, ?, ?)',
  ).run(
    PERSONAL.userId,
    'paula.shop@demo.test',
    'seeded',
    Date.parse(SEED_DATE),
    Date.parse(SEED_DATE) + 86_400_000,
    Date.parse(SEED_DATE),
  );
  db.prepare(
    `INSERT INTO scheduled_payments (id, kind, customer_id, user_id, from_account_id, to_email, amount, currency, note, reference, frequency,
       user_cancel, payments_made, status, next_payment_at, created_at, updated_at)
     VALUES (?, 'p2p', ?, ?, ?, 'business@demo.test', '9.99', 'EUR', 'Annual newsletter', 'NEWS-2025', 'year', 0, 1, 'active', ?, ?, ?)`,
  ).run(
    NON_CANCELLABLE_PAYMENT_ID,
    MONEY_DEMO.subscriber.customerId,
    MONEY_DEMO.subscriber.userId,
    MONEY_DEMO.subscriber.accountId,
    Date.parse('2027-06-01T09:00:00.000Z'),
    Date.parse('2025-06-01T09:00:00.000Z'),
    Date.parse('2025-06-01T09:00:00.000Z'),
  );
}
