/**
 * Demo data of profile contacts (README "Profile contacts"): contacts@demo.test, a verified personal customer in the
 * United States with one home address in New York (not yet confirmed by her), her login e-mail and a second address
 * both waiting for their confirmation, and a phone for SMS notices. The e-mail, address, username and notification flows run on her.
 */
import type Database from 'better-sqlite3';
import { insertSeedPersonalCustomer, insertSeedUser } from './seed-people';

export const CONTACTS_DEMO_USER = {
  id: 1701,
  customerId: 101701,
  email: 'contacts@demo.test',
  firstName: 'Cora',
  lastName: 'Contact',
  phone: ['1', '2125550170'],
} as const;
export const SEEDED_CONTACT_ADDRESS = {
  id: 1701,
  address1: '350 Fifth Avenue',
  city: 'New York',
  postalCode: '10118',
  countryCode: 'US',
  stateCode: 'NY',
} as const;
export const SEEDED_SECOND_EMAIL = 'cora.work@example.test';

export function seedProfileContacts(db: Database.Database, password: string, seedDate: string): void {
  const at = Date.parse(seedDate);
  const user = CONTACTS_DEMO_USER;
  insertSeedPersonalCustomer(db, user, { birthDay: '1991-09-14', countryCode: 'US', createdAt: seedDate });
  insertSeedUser(db, user, password);
  const address = SEEDED_CONTACT_ADDRESS;
  db.prepare(
    `INSERT INTO kyc_addresses (id, customer_id, kind, address1, city, postal_code, country_code, state_code, created_at)
     VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?)`,
  ).run(
    address.id,
    user.customerId,
    address.address1,
    address.city,
    address.postalCode,
    address.countryCode,
    address.stateCode,
    at,
  );
  const insertEmail = db.prepare(
    'INSERT INTO customer_emails (customer_id, email, is_primary, confirmed_at, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  insertEmail.run(user.customerId, user.email, 1, null, at);
  insertEmail.run(user.customerId, SEEDED_SECOND_EMAIL, 0, null, at);
}
