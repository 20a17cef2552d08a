/**
 * Demo data of money movement (issue 13; README "Moving money"): transfer limits, users that show the permission
 * flags (no p2p; a sub-account), a payer with the approval-code mode, a payee on personal@'s payout blacklist, a
 * template, a second sending e-mail and a pre-approved payment personal@ cannot cancel.
 */
import type Database from 'better-sqlite3';
import { allPermissions, PERMISSION_FLAGS } from '../../src/core/api/contract/permission-flags';
import { postEntry } from '../domain/ledger';
import { seedLimits } from '../domain/limits';
import { hashSeedPassword } from '../domain/passwords';

const SEED_DATE = '2025-01-02T09:00:00.000Z';
const PASSWORD = 'Demo-pass-1';

export const MONEY_DEMO = {
  noP2p: { userId: 1301, customerId: 101301, accountId: 501301, email: 'nop2p@demo.test', first: 'Nora', last: 'Nopeer', currency: 'USD', deposit: 50_000 },
  subAccount: { userId: 1302, customerId: 101302, accountId: 501302, email: 'subaccount@demo.test', first: 'Simon', last: 'Sub', currency: 'USD', deposit: 25_000 },
  approvalCode: { userId: 1303, customerId: 101303, accountId: 501303, email: 'approval-code@demo.test', first: 'Alma', last: 'Code', currency: 'USD', deposit: 80_000 },
  blocked: { userId: 1304, customerId: 101304, accountId: 501304, email: 'blocked@demo.test', first: 'Bruno', last: 'Blocked', currency: 'USD', deposit: 10_000 },
} as const;

/** personal@'s pre-approved payment that only the payee may cancel (the failed cancel shows 'Action Confirmation'). */
export const NON_CANCELLABLE_PAYMENT_ID = 950_001;

const PERSONAL = { userId: 1, customerId: 100001, usdAccount: 500001, eurAccount: 500002 } as const;
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

  const base = { ...allPermissions(), transfers: 1, cards: 1, invoices: 1, requestMoney: 1, globalTransfers: 1, merchant: 0 };
  const permissionsOf: Record<string, Record<string, number>> = {
    [MONEY_DEMO.noP2p.email]: { ...base, [PERMISSION_FLAGS.userToUser]: 0, [PERMISSION_FLAGS.mass.user]: 0, [PERMISSION_FLAGS.sendMoneyToUser]: 0 },
    [MONEY_DEMO.subAccount.email]: { ...base, [PERMISSION_FLAGS.settlementAccount]: 1 },
  };
  for (const demo of Object.values(MONEY_DEMO)) {
    db.prepare(
      `INSERT INTO customers (id, customer_type, login, first_name, last_name, birth_day, created_at, residence_country_code, tax_id, verified,
         due_diligence_level, permissions)
       VALUES (?, 0, ?, ?, ?, '1988-06-02', ?, 'GB', ?, 1, 2, ?)`,
    ).run(demo.customerId, demo.email, demo.first, demo.last, SEED_DATE, `MM${demo.customerId}`, JSON.stringify(permissionsOf[demo.email] ?? base));
    db.prepare(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, phone_country_code, phone, customer_id, auth_flow, transaction_approve_mode)
       VALUES (?, ?, ?, ?, ?, '44', ?, ?, 'simple', ?)`,
    ).run(demo.userId, demo.email, hashSeedPassword(demo.email, PASSWORD), demo.first, demo.last, `77009${demo.userId}`, demo.customerId, demo === MONEY_DEMO.approvalCode ? 'approvalCode' : 'none');
    db.prepare("INSERT INTO ledger_accounts (id, customer_id, account_number, name, type, currency, is_system, settlement_account_id) VALUES (?, ?, ?, ?, 1001, ?, 0, ?)").run(
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

  db.prepare("INSERT INTO payout_blacklist (customer_id, email, block_type, created_at) VALUES (?, ?, 'p2p', ?)").run(PERSONAL.customerId, MONEY_DEMO.blocked.email, Date.parse(SEED_DATE));
  db.prepare(
    "INSERT INTO payment_templates (id, customer_id, name, type, to_email, amount, currency, note, reference, created_at) VALUES (1, ?, 'Rent share', 'p2p', 'business@demo.test', '150.00', 'USD', 'Rent share', 'RENT', ?)",
  ).run(PERSONAL.customerId, Date.parse('2025-01-20T10:00:00.000Z'));
  db.prepare('INSERT INTO email_confirmations (id, user_id, email, code_hash, created_at, expires_at, confirmed_at) VALUES (300050, ?, ?, ?, ?, ?, ?)').run(
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
  ).run(NON_CANCELLABLE_PAYMENT_ID, PERSONAL.customerId, PERSONAL.userId, PERSONAL.eurAccount, Date.parse('2027-06-01T09:00:00.000Z'), Date.parse('2025-06-01T09:00:00.000Z'), Date.parse('2025-06-01T09:00:00.000Z'));
}
