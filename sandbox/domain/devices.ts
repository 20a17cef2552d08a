/** Devices linked to a user for push approvals (the mobile app). */
import type Database from 'better-sqlite3';
import type { AuthDevice } from '../../src/core/api/contract/auth';

export interface DeviceRow {
  id: number;
  user_id: number;
  code: string;
  type: 'android' | 'ios';
  name: string;
  location: string | null;
  last_activity_at: string | null;
  secret: string;
  push_token: string | null;
  created_at: number;
}

/** The wire form. The secret is shown once, when the device is created, never in lists. */
export function deviceView(row: DeviceRow, withSecret = false): AuthDevice {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    name: row.name,
    location: row.location,
    lastActivityAt: row.last_activity_at,
    ...(withSecret ? { secret: row.secret } : {}),
  };
}

export function devicesOf(db: Database.Database, userId: number): DeviceRow[] {
  return db.prepare('SELECT * FROM devices WHERE user_id = ? ORDER BY id').all(userId) as DeviceRow[];
}

export function deviceBySecret(db: Database.Database, secret: string): DeviceRow | undefined {
  return db.prepare('SELECT * FROM devices WHERE secret = ?').get(secret) as DeviceRow | undefined;
}
