/** A customer's ledger accounts as payments choose them: by id (refused unless own and active) or by currency. */
import type Database from 'better-sqlite3';
import { fieldError } from './transfer-error';
import type { CustomerRow } from './users';

export interface AccountRow {
  id: number;
  customer_id: number | null;
  currency: string;
  status_id: number;
  account_number: string;
}

/** The customer's account with this id, or a VF on `field`. */
export function ownAccount(
  db: Database.Database,
  customer: CustomerRow,
  accountId: string | number,
  field = 'accountId',
): AccountRow {
  const id = typeof accountId === 'number' ? accountId : /^\d+$/.test(accountId) ? Number(accountId) : NaN;
  const account = db
    .prepare('SELECT id, customer_id, currency, status_id, account_number FROM ledger_accounts WHERE id = ?')
    .get(id) as AccountRow | undefined;
  if (!account || account.customer_id !== customer.id) throw fieldError(field, 'Not one of your accounts');
  if (account.status_id !== 1) throw fieldError(field, 'This account cannot be used for payments');
  return account;
}

/** The customer's first active account in a currency (where invoices in that currency are paid in). */
export function accountInCurrency(db: Database.Database, customerId: number, currency: string): AccountRow | undefined {
  return db
    .prepare(
      'SELECT id, customer_id, currency, status_id, account_number FROM ledger_accounts WHERE customer_id = ? AND currency = ? AND status_id = 1 AND is_system = 0 ORDER BY id LIMIT 1',
    )
    .get(customerId, currency) as AccountRow | undefined;
}
