/** Users, customers and the rules for acting on behalf of a customer. */
import type Database from 'better-sqlite3';
import { maskPhone } from './masking';

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone_country_code: string | null;
  phone: string | null;
  customer_id: number;
  is_admin: number;
  auth_flow: 'simple' | 'direct' | 'otp' | 'push' | 'verifyDevice' | 'sms';
  migration_req: 'none' | 'soft' | 'strict';
  migration_days_left: number | null;
  transaction_approve_mode: 'none' | 'push' | 'otp' | 'sms' | 'approvalCode';
  login_2fa_mode: string;
  use_old_web: number;
  representative_id: number | null;
  representative_position_id: number | null;
  /** 'pending' until the activation link is opened (registration); pending users cannot sign in. */
  status: 'pending' | 'active';
}

export interface CustomerRow {
  id: number;
  customer_type: number;
  login: string;
  first_name: string;
  last_name: string;
  business_name: string | null;
  birth_day: string | null;
  created_at: string;
  residence_country_code: string | null;
  tax_id: string | null;
  custom_customer_id: string | null;
  verified: number;
  limited: number;
  limited_reason: string | null;
  due_diligence_level: number;
  is_need_personal_info_update: number;
  is_need_kyc: number;
  is_merchant: number;
  permissions: string;
  required_actions: string;
}

export interface CustomerAccessRow {
  id: number;
  user_id: number;
  customer_id: number;
  access_rights: string;
  balance_info: number;
  position_ids: string;
}

/** The areas an access right is given for (keys of `accessRights`). */
export const ACCESS_AREAS = ['accounts', 'transfers', 'cards', 'invoices', 'documents', 'merchant', 'users'] as const;
export type AccessArea = (typeof ACCESS_AREAS)[number];

export function uniformRights(
  right: number,
  overrides: Partial<Record<AccessArea, number>> = {},
): Record<AccessArea, number> {
  return Object.fromEntries(ACCESS_AREAS.map((area) => [area, overrides[area] ?? right])) as Record<AccessArea, number>;
}

export function findUserByEmail(db: Database.Database, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
}

export function findUserById(db: Database.Database, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function findCustomer(db: Database.Database, id: number): CustomerRow | undefined {
  return db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined;
}

export function customerAccessesOf(
  db: Database.Database,
  userId: number,
): (CustomerAccessRow & { customer: CustomerRow })[] {
  const accesses = db
    .prepare('SELECT * FROM customer_accesses WHERE user_id = ? ORDER BY id')
    .all(userId) as CustomerAccessRow[];
  return accesses.flatMap((access) => {
    const customer = findCustomer(db, access.customer_id);
    return customer ? [{ ...access, customer }] : [];
  });
}

export function customerAccess(
  db: Database.Database,
  userId: number,
  customerId: number,
): CustomerAccessRow | undefined {
  return db.prepare('SELECT * FROM customer_accesses WHERE user_id = ? AND customer_id = ?').get(userId, customerId) as
    CustomerAccessRow | undefined;
}

/** `+44 ••• ••• 1234`: country code and the last four digits, as the sms login flow shows it. */
export function maskedPhone(user: UserRow): string | null {
  if (!user.phone) return null;
  return maskPhone(user.phone, user.phone_country_code);
}

export function fullPhone(user: UserRow): string | null {
  return user.phone ? `+${user.phone_country_code ?? ''}${user.phone}` : null;
}

export type ActingCustomerResult = { ok: true; customer: CustomerRow } | { ok: false };

/**
 * The customer a call acts for. Without `fromCustomerId` it is the user's own customer. With it, the user must be
 * that customer, an admin, or hold a customer access to it (spec 1 section 6).
 */
export function resolveActingCustomer(
  db: Database.Database,
  user: UserRow,
  fromCustomerId: number | null,
): ActingCustomerResult {
  const customerId = fromCustomerId ?? user.customer_id;
  const customer = findCustomer(db, customerId);
  if (!customer) return { ok: false };
  if (customerId === user.customer_id || user.is_admin === 1 || customerAccess(db, user.id, customerId)) {
    return { ok: true, customer };
  }
  return { ok: false };
}

/** The customer that receives payments to an e-mail: the customer whose login it is. */
export function customerByLogin(db: Database.Database, email: string): CustomerRow | undefined {
  return db.prepare('SELECT * FROM customers WHERE login = ? COLLATE NOCASE ORDER BY id LIMIT 1').get(email) as
    CustomerRow | undefined;
}

export function customerDisplayName(customer: CustomerRow): string {
  return customer.business_name ?? `${customer.first_name} ${customer.last_name}`;
}
