/**
 * Demo data of account security and settings (README "Security and settings"): security@demo.test, a verified
 * personal customer with a phone on file, a linked phone (the security page lists and removes it) and one address on
 * its payout blacklist. The settings flows run on this user so they leave the other demo users as they are.
 */
import type Database from 'better-sqlite3';
import { allPermissions } from '../../src/core/api/contract/permission-flags';
import { randomToken } from '../domain/crypto-ids';
import { hashSeedPassword } from '../domain/passwords';

export const SECURITY_DEMO_USER = {
  id: 610,
  customerId: 100610,
  email: 'security@demo.test',
  firstName: 'Sid',
  lastName: 'Secure',
  phone: ['44', '7700900610'],
} as const;
export const SEEDED_DEVICE = {
  id: 610,
  code: 'SID-GALAXY-01',
  type: 'android',
  name: "Sid's Galaxy",
  location: 'Bristol, GB',
} as const;
export const SEEDED_BLACKLIST = { email: 'refunds-desk@scam.example', blockType: 'all' } as const;

export function seedAccountSettings(db: Database.Database, password: string, seedDate: string): void {
  const at = Date.parse(seedDate);
  const user = SECURITY_DEMO_USER;
  db.prepare(
    `INSERT INTO customers (id, customer_type, login, first_name, last_name, birth_day, created_at, residence_country_code, verified, permissions)
     VALUES (?, 0, ?, ?, ?, '1988-04-02', ?, 'GB', 1, ?)`,
  ).run(user.customerId, user.email, user.firstName, user.lastName, seedDate, JSON.stringify(allPermissions()));
  db.prepare(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, phone_country_code, phone, customer_id, auth_flow)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'simple')`,
  ).run(
    user.id,
    user.email,
    hashSeedPassword(user.email, password),
    user.firstName,
    user.lastName,
    user.phone[0],
    user.phone[1],
    user.customerId,
  );
  db.prepare(
    `INSERT INTO devices (id, user_id, code, type, name, location, last_activity_at, secret, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    SEEDED_DEVICE.id,
    user.id,
    SEEDED_DEVICE.code,
    SEEDED_DEVICE.type,
    SEEDED_DEVICE.name,
    SEEDED_DEVICE.location,
    seedDate,
    randomToken(24),
    at,
  );
  db.prepare('INSERT INTO payout_blacklist (customer_id, email, block_type, created_at) VALUES (?, ?, ?, ?)').run(
    user.customerId,
    SEEDED_BLACKLIST.email,
    SEEDED_BLACKLIST.blockType,
    at,
  );
}
