/**
 * Demo data of account security and settings (README "Security and settings"): security@demo.test, a verified
 * personal customer with a phone on file, a linked phone (the security page lists and removes it) and one address on
 * its payout blacklist. The settings flows run on this user so they leave the other demo users as they are.
 */
import type Database from 'better-sqlite3';
import { randomToken } from '../domain/crypto-ids';
import { insertSeedPersonalCustomer, insertSeedUser } from './seed-people';

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
  insertSeedPersonalCustomer(db, user, { birthDay: '1988-04-02', countryCode: 'GB', createdAt: seedDate });
  insertSeedUser(db, user, password);
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
