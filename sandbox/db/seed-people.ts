/**
 * The rows every seeded demo person starts with: a verified personal customer and its simple-flow sign-in. The
 * seeds of the feature areas (security settings, contacts, support desk, merchant viewer) add their own data on top.
 */
import type Database from 'better-sqlite3';
import { allPermissions } from '../../src/core/api/contract/permission-flags';
import { hashSeedPassword } from '../domain/passwords';

export interface SeedUser {
  id: number;
  customerId: number;
  email: string;
  firstName: string;
  lastName: string;
  /** Country code and number; none when the person left no phone. */
  phone?: readonly [string, string];
}

/** A verified personal customer, with every permission unless given; `login` is the user's e-mail. */
export function insertSeedPersonalCustomer(
  db: Database.Database,
  user: SeedUser,
  customer: {
    birthDay: string;
    countryCode: string;
    createdAt: string;
    taxId?: string;
    permissions?: Readonly<Record<string, number>>;
  },
): void {
  db.prepare(
    `INSERT INTO customers (id, customer_type, login, first_name, last_name, birth_day, created_at, residence_country_code, tax_id, verified, permissions)
     VALUES (?, 0, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
  ).run(
    user.customerId,
    user.email,
    user.firstName,
    user.lastName,
    customer.birthDay,
    customer.createdAt,
    customer.countryCode,
    customer.taxId ?? null,
    JSON.stringify(customer.permissions ?? allPermissions()),
  );
}

/** The user's simple-flow sign-in (password only) to its customer, with the seed password. */
export function insertSeedUser(db: Database.Database, user: SeedUser, password: string): void {
  db.prepare(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, phone_country_code, phone, customer_id, auth_flow)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'simple')`,
  ).run(
    user.id,
    user.email,
    hashSeedPassword(user.email, password),
    user.firstName,
    user.lastName,
    user.phone?.[0] ?? null,
    user.phone?.[1] ?? null,
    user.customerId,
  );
}
