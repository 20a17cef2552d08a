/**
 * Registration demo data: accounts waiting for activation and an e-mail address waiting for confirmation, with
 * fixed codes so their links can be written down (README "Registration and activation"). Links to them are the
 * portal's `/activate?action=…&user=…&code=…` and `/login?emailConfirmation=1&emailId=…&code=…`.
 */
import type Database from 'better-sqlite3';
import { BUSINESS_PERMISSIONS, PERSONAL_PERMISSIONS } from '../domain/customer-permissions';
import { sha256Hex } from '../domain/crypto-ids';
import { hashSeedPassword, UNMATCHABLE_HASH } from '../domain/passwords';
import { uniformRights } from '../domain/users';

/** Pending accounts and their activation codes. */
export const REGISTRATION_DEMO = {
  pendingPersonal: { email: 'pending@demo.test', code: 'demo-activation-pending', action: 'activation' },
  pendingBusiness: { email: 'newbusiness@demo.test', code: 'demo-activation-business', action: 'activationBusiness' },
  pendingEmployee: { email: 'newemployee@demo.test', code: 'demo-activation-employee', action: 'activationEmployee' },
  /** A second address of personal@demo.test waiting for its confirmation link. */
  emailConfirmation: {
    emailId: 300001,
    email: 'paula.work@demo.test',
    code: '246810',
    userEmail: 'personal@demo.test',
  },
} as const;

const SEED_DATE = '2025-01-02T09:00:00.000Z';
/** Seeded links stay valid for years, so a long-lived demo database keeps them. */
const SEED_EXPIRY = Date.parse('2035-01-01T00:00:00.000Z');
const PERSONAL_CUSTOMER_ID = 100300;
const BUSINESS_CUSTOMER_ID = 200300;

export function seedRegistration(db: Database.Database, password: string): void {
  const seeded = Date.parse(SEED_DATE);
  const insertCustomer = db.prepare(
    `INSERT INTO customers (id, customer_type, login, first_name, last_name, business_name, birth_day, created_at,
       residence_country_code, verified, is_need_kyc, permissions)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
  );
  insertCustomer.run(
    PERSONAL_CUSTOMER_ID,
    0,
    REGISTRATION_DEMO.pendingPersonal.email,
    'Petra',
    'Pending',
    null,
    '1994-06-30',
    SEED_DATE,
    'PT',
    1,
    JSON.stringify(PERSONAL_PERMISSIONS),
  );
  insertCustomer.run(
    BUSINESS_CUSTOMER_ID,
    2,
    REGISTRATION_DEMO.pendingBusiness.email,
    'Liam',
    'Lighthouse',
    'Lighthouse Media Ltd',
    null,
    SEED_DATE,
    'GB',
    0,
    JSON.stringify(BUSINESS_PERMISSIONS),
  );

  const insertUser = db.prepare(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, phone_country_code, phone, customer_id, auth_flow, representative_position_id, status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'simple', ?, 'pending')`,
  );
  const personal = REGISTRATION_DEMO.pendingPersonal;
  const business = REGISTRATION_DEMO.pendingBusiness;
  const employee = REGISTRATION_DEMO.pendingEmployee;
  insertUser.run(
    300,
    personal.email,
    hashSeedPassword(personal.email, password),
    'Petra',
    'Pending',
    '351',
    '912000300',
    PERSONAL_CUSTOMER_ID,
    null,
  );
  insertUser.run(
    301,
    business.email,
    hashSeedPassword(business.email, password),
    'Liam',
    'Lighthouse',
    '44',
    '7700900301',
    BUSINESS_CUSTOMER_ID,
    1,
  );
  // An authorised user of the company: no password until they activate and choose one.
  insertUser.run(
    302,
    employee.email,
    UNMATCHABLE_HASH,
    'Erin',
    'Newhire',
    '44',
    '7700900302',
    BUSINESS_CUSTOMER_ID,
    null,
  );

  const insertAccess = db.prepare(
    'INSERT INTO customer_accesses (id, user_id, customer_id, access_rights, balance_info, position_ids) VALUES (?, ?, ?, ?, ?, ?)',
  );
  insertAccess.run(300, 301, BUSINESS_CUSTOMER_ID, JSON.stringify(uniformRights(2)), 1, '[1]');
  insertAccess.run(301, 302, BUSINESS_CUSTOMER_ID, JSON.stringify(uniformRights(3, { users: 0 })), 1, '[]');

  const insertActivation = db.prepare(
    'INSERT INTO activation_codes (user_id, action, code_hash, sends, created_at, expires_at) VALUES (?, ?, ?, 1, ?, ?)',
  );
  insertActivation.run(300, personal.action, sha256Hex(personal.code), seeded, SEED_EXPIRY);
  insertActivation.run(301, business.action, sha256Hex(business.code), seeded, SEED_EXPIRY);
  insertActivation.run(302, employee.action, sha256Hex(employee.code), seeded, SEED_EXPIRY);

  const confirmation = REGISTRATION_DEMO.emailConfirmation;
  db.prepare(
    'INSERT INTO email_confirmations (id, user_id, email, code_hash, created_at, expires_at) VALUES (?, 1, ?, ?, ?, ?)',
  ).run(confirmation.emailId, confirmation.email, sha256Hex(confirmation.code), seeded, SEED_EXPIRY);
}
