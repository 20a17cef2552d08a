/**
 * Devices of a user (the mobile app). A device the customer adds waits for their approval (`pending`), a code sent
 * by e-mail or SMS; only approved (linked) devices receive push approvals and sign in with their secret.
 */
import type Database from 'better-sqlite3';
import type { AuthDevice, DeviceApproveMethod, DeviceStatus } from '../../src/core/api/contract/auth';
import type { CodeTexts } from './approval-codes';
import { maskEmail, sendApprovalCode } from './approval-codes';
import { randomDigits, sha256Hex } from './crypto-ids';
import { DomainError } from './domain-error';
import type { UserRow } from './users';
import { fullPhone, maskedPhone } from './users';

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
  status: DeviceStatus;
}

/** A device approval code lasts ten minutes and allows five wrong tries. */
export const DEVICE_APPROVAL_TTL_MS = 10 * 60 * 1000;
export const DEVICE_APPROVAL_MAX_FAILURES = 5;

/** The wire form. The secret is shown once, when the device is created, never in lists. */
export function deviceView(row: DeviceRow, withSecret = false): AuthDevice {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    name: row.name,
    location: row.location,
    lastActivityAt: row.last_activity_at,
    status: row.status,
    ...(withSecret ? { secret: row.secret } : {}),
  };
}

/** The user's linked (approved) devices: those that get push approvals. */
export function devicesOf(db: Database.Database, userId: number): DeviceRow[] {
  return db
    .prepare("SELECT * FROM devices WHERE user_id = ? AND status = 'approved' ORDER BY id")
    .all(userId) as DeviceRow[];
}

/** Every device of the user, pending ones included. */
export function allDevicesOf(db: Database.Database, userId: number): DeviceRow[] {
  return db.prepare('SELECT * FROM devices WHERE user_id = ? ORDER BY id').all(userId) as DeviceRow[];
}

export function deviceOfUser(db: Database.Database, userId: number, deviceId: number): DeviceRow | undefined {
  return db.prepare('SELECT * FROM devices WHERE id = ? AND user_id = ?').get(deviceId, userId) as
    DeviceRow | undefined;
}

/** A linked device by its secret (password-less sign-in); a pending device's secret signs in nobody. */
export function deviceBySecret(db: Database.Database, secret: string): DeviceRow | undefined {
  return db.prepare("SELECT * FROM devices WHERE secret = ? AND status = 'approved'").get(secret) as
    DeviceRow | undefined;
}

/** E-mail always; SMS when a phone is on file. */
export function deviceApproveMethods(user: UserRow): DeviceApproveMethod[] {
  const methods: DeviceApproveMethod[] = [{ id: 'email', type: 'email', destination: maskEmail(user.email) }];
  const phone = maskedPhone(user);
  if (fullPhone(user) && phone) methods.push({ id: 'sms', type: 'sms', destination: phone });
  return methods;
}

function pendingDevice(db: Database.Database, user: UserRow, deviceId: number): DeviceRow {
  const device = deviceOfUser(db, user.id, deviceId);
  if (!device) throw new DomainError('TA1', 'Device not found', {}, { status: 404 });
  if (device.status !== 'pending') throw new DomainError('TA1', 'This device is already approved', {}, { status: 409 });
  return device;
}

function methodOf(user: UserRow, methodId: string): DeviceApproveMethod {
  const method = deviceApproveMethods(user).find((candidate) => candidate.id === methodId);
  if (!method) throw new DomainError('TA1', `Unknown approval method '${methodId}'`);
  return method;
}

const hashOf = (deviceId: number, code: string) => sha256Hex(`device-approval:${deviceId}:${code}`);

function approvalTexts(device: DeviceRow, code: string): CodeTexts {
  return {
    purpose: `approve the device ${device.name}`,
    smsSubject: 'Approve a new device',
    email: {
      subject: 'Approve a new device',
      body: `A device named "${device.name}" (${device.type}) was added to your account. If it is yours, enter ${code} to approve it. The code expires in ${DEVICE_APPROVAL_TTL_MS / 60_000} minutes. If you did not add it, remove it in your security settings.`,
    },
  };
}

/** Sends a fresh approval code for a pending device by the chosen method (the previous code stops working). */
export function startDeviceApproval(
  db: Database.Database,
  nowMs: number,
  user: UserRow,
  deviceId: number,
  methodId: string,
): { methodId: string; destination: string; expiresAt: string } {
  const device = pendingDevice(db, user, deviceId);
  const method = methodOf(user, methodId);
  const code = randomDigits(6);
  const expiresAt = nowMs + DEVICE_APPROVAL_TTL_MS;
  db.prepare(
    `INSERT INTO device_approvals (device_id, method, code_hash, expires_at, failed_attempts) VALUES (?, ?, ?, ?, 0)
     ON CONFLICT (device_id) DO UPDATE SET method = excluded.method, code_hash = excluded.code_hash,
       expires_at = excluded.expires_at, failed_attempts = 0`,
  ).run(device.id, method.type, hashOf(device.id, code), expiresAt);
  const destination = sendApprovalCode(db, nowMs, user, method.type, code, approvalTexts(device, code));
  return {
    methodId: method.id,
    destination: destination ?? method.destination,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

/** Approves a pending device with the code of its open approval; the device is linked from then on. */
export function confirmDeviceApproval(
  db: Database.Database,
  nowMs: number,
  user: UserRow,
  deviceId: number,
  methodId: string,
  code: string,
): DeviceRow {
  const device = pendingDevice(db, user, deviceId);
  const method = methodOf(user, methodId);
  const approval = db.prepare('SELECT * FROM device_approvals WHERE device_id = ?').get(device.id) as
    { method: string; code_hash: string; expires_at: number; failed_attempts: number } | undefined;
  if (
    !approval ||
    approval.method !== method.type ||
    approval.expires_at <= nowMs ||
    approval.failed_attempts >= DEVICE_APPROVAL_MAX_FAILURES
  )
    throw new DomainError('TA1', 'No approval code is waiting for this device: send a new code', {}, { status: 404 });
  if (hashOf(device.id, code.trim()) !== approval.code_hash) {
    db.prepare('UPDATE device_approvals SET failed_attempts = failed_attempts + 1 WHERE device_id = ?').run(device.id);
    throw new DomainError(
      'VF',
      'Invalid confirmation code',
      {},
      { code: 'invalidConfirmationCode', restExtra: { code: 'invalidConfirmationCode' } },
    );
  }
  db.transaction(() => {
    db.prepare('DELETE FROM device_approvals WHERE device_id = ?').run(device.id);
    db.prepare("UPDATE devices SET status = 'approved', last_activity_at = ? WHERE id = ?").run(
      new Date(nowMs).toISOString(),
      device.id,
    );
  })();
  return deviceOfUser(db, user.id, device.id) ?? device;
}
