/**
 * Verification data: every seeded customer gets an address, a phone, a confirmed e-mail, a FATCA/CRS record and
 * documents matching their state, and a few demo users show one overall verification status each
 * (README "Verification"). Deterministic: fixed ids and dates.
 */
import type Database from 'better-sqlite3';
import { PERSONAL_PERMISSIONS } from '../domain/customer-permissions';
import { hashSeedPassword } from '../domain/passwords';

const SEED_MS = Date.parse('2025-01-02T09:00:00.000Z');
const VALID_UNTIL = '2035-06-30';
const ISSUED = '2025-06-30';

/** Demo users of the verification statuses (ids from 410). */
export const KYC_DEMO_USERS = {
  limitedReview: {
    id: 410,
    customerId: 100410,
    email: 'limited-review@demo.test',
    firstName: 'Liam',
    lastName: 'Review',
    country: 'GB',
  },
  duplicate: {
    id: 411,
    customerId: 100411,
    email: 'duplicate@demo.test',
    firstName: 'Dora',
    lastName: 'Duplicate',
    country: 'PT',
  },
  dueDiligence: {
    id: 412,
    customerId: 100412,
    email: 'due-diligence@demo.test',
    firstName: 'Dmitri',
    lastName: 'Diligence',
    country: 'LT',
  },
  inReview: {
    id: 413,
    customerId: 100413,
    email: 'in-review@demo.test',
    firstName: 'Iris',
    lastName: 'Review',
    country: 'ES',
  },
  finalReview: {
    id: 414,
    customerId: 100414,
    email: 'final-review@demo.test',
    firstName: 'Finn',
    lastName: 'Final',
    country: 'GB',
  },
  rejected: {
    id: 415,
    customerId: 100415,
    email: 'rejected@demo.test',
    firstName: 'Rosa',
    lastName: 'Rejected',
    country: 'RO',
  },
} as const;

/** Customers of the existing demo users whose verification differs from "everything confirmed". */
const UNVERIFIED_CUSTOMER = 100009;
const LIMITED_CUSTOMER = 100010;
const FATCA_CUSTOMER = 100041;

const ADDRESSES: Record<string, { address1: string; city: string; postalCode: string }> = {
  GB: { address1: '14 Wharf Road', city: 'London', postalCode: 'N1 7GR' },
  RO: { address1: 'Strada Lipscani 21', city: 'București', postalCode: '030031' },
  US: { address1: '350 Fifth Avenue', city: 'New York', postalCode: '10118' },
  PT: { address1: 'Rua Augusta 120', city: 'Lisboa', postalCode: '1100-053' },
  LT: { address1: 'Gedimino pr. 9', city: 'Vilnius', postalCode: '01103' },
  ES: { address1: 'Calle de Alcalá 48', city: 'Madrid', postalCode: '28014' },
};

interface CustomerFacts {
  id: number;
  country: string;
  name: string;
  customerType: number;
}

type DocumentState = 'confirmed' | 'pending' | 'rejected' | 'none';

interface KycPlan {
  identity: DocumentState;
  identityReason?: string;
  proof: DocumentState;
  phoneConfirmed: boolean;
  fatca: 'validated' | 'none';
  duplicates?: boolean;
  dueDiligenceTypes?: number[];
  noAddress?: boolean;
}

const CONFIRMED: KycPlan = { identity: 'confirmed', proof: 'confirmed', phoneConfirmed: true, fatca: 'validated' };
/** A customer who registered and has not started verification: no address, no documents, phone unconfirmed. */
const NEW: KycPlan = { identity: 'none', proof: 'none', phoneConfirmed: false, fatca: 'validated', noAddress: true };

const PLANS: Record<number, KycPlan> = {
  [UNVERIFIED_CUSTOMER]: { identity: 'none', proof: 'none', phoneConfirmed: false, fatca: 'validated' },
  [FATCA_CUSTOMER]: { ...CONFIRMED, fatca: 'none' },
  [KYC_DEMO_USERS.duplicate.customerId]: {
    identity: 'pending',
    proof: 'pending',
    phoneConfirmed: true,
    fatca: 'validated',
    duplicates: true,
  },
  [KYC_DEMO_USERS.dueDiligence.customerId]: { ...CONFIRMED, dueDiligenceTypes: [31] },
  [KYC_DEMO_USERS.inReview.customerId]: {
    identity: 'pending',
    proof: 'pending',
    phoneConfirmed: true,
    fatca: 'validated',
  },
  [KYC_DEMO_USERS.rejected.customerId]: {
    identity: 'rejected',
    identityReason: 'The photo is blurred: the document number cannot be read.',
    proof: 'confirmed',
    phoneConfirmed: true,
    fatca: 'validated',
  },
};

const STATUS_OF: Record<Exclude<DocumentState, 'none'>, number> = { confirmed: 2, pending: 0, rejected: 26 };

function insertDemoUsers(db: Database.Database, password: string): void {
  const insertCustomer = db.prepare(
    `INSERT INTO customers (id, customer_type, login, first_name, last_name, birth_day, created_at, residence_country_code, tax_id,
       verified, limited, limited_reason, due_diligence_level, is_need_kyc, permissions)
     VALUES (?, 0, ?, ?, ?, '1991-09-14', '2025-01-02T09:00:00.000Z', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertUser = db.prepare(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, phone_country_code, phone, customer_id, auth_flow)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'simple')`,
  );
  const calling: Record<string, string> = { GB: '44', PT: '351', LT: '370', ES: '34', RO: '40' };
  for (const demo of Object.values(KYC_DEMO_USERS)) {
    const limited = demo === KYC_DEMO_USERS.limitedReview;
    const verified = limited;
    const needsKyc = demo === KYC_DEMO_USERS.rejected;
    const level = demo === KYC_DEMO_USERS.dueDiligence ? 4 : 2;
    insertCustomer.run(
      demo.customerId,
      demo.email,
      demo.firstName,
      demo.lastName,
      demo.country,
      `TX${demo.customerId}`,
      verified ? 1 : 0,
      limited ? 1 : 0,
      limited ? 'Account investigation: send evidence of the source of your recent deposits.' : null,
      level,
      needsKyc ? 1 : 0,
      JSON.stringify(limited ? { ...PERSONAL_PERMISSIONS, transfers: 0 } : PERSONAL_PERMISSIONS),
    );
    const phone = `7${String(demo.id).padStart(8, '0')}`;
    insertUser.run(
      demo.id,
      demo.email,
      hashSeedPassword(demo.email, password),
      demo.firstName,
      demo.lastName,
      calling[demo.country] ?? '44',
      phone,
      demo.customerId,
    );
  }
}

export function seedKyc(db: Database.Database, password: string): void {
  insertDemoUsers(db, password);

  const customers = db
    .prepare(
      'SELECT id, residence_country_code AS country, first_name, last_name, customer_type, verified FROM customers ORDER BY id',
    )
    .all() as {
    id: number;
    verified: number;
    country: string | null;
    first_name: string;
    last_name: string;
    customer_type: number;
  }[];
  const insertProfile = db.prepare(
    'INSERT INTO kyc_profiles (customer_id, identity_number, duplicate_documents, due_diligence_document_types, email_confirmed_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertAddress = db.prepare(
    `INSERT INTO kyc_addresses (id, customer_id, kind, address1, address2, city, postal_code, country_code, created_at)
     VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?)`,
  );
  const insertPhone = db.prepare(
    'INSERT INTO kyc_phones (id, customer_id, country_code, number, confirmed_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertDocument = db.prepare(
    `INSERT INTO kyc_documents (customer_id, category, document_type_id, status_id, purpose, address_id, limit_reason_id, reject_reason,
       issued_date, expires_date, created_by, uploaded_at, decided_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertFatca = db.prepare(
    `INSERT INTO fatca_certifications (customer_id, city_of_birth, country_of_birth, citizenship, tax_ids, is_us_taxpayer, signed_at,
       self_certification_status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const userOf = db.prepare('SELECT phone_country_code, phone FROM users WHERE customer_id = ? ORDER BY id LIMIT 1');

  for (const row of customers) {
    const facts: CustomerFacts = {
      id: row.id,
      country: row.country ?? 'GB',
      name: `${row.first_name} ${row.last_name}`,
      customerType: row.customer_type,
    };
    const plan = PLANS[facts.id] ?? (row.verified === 1 ? CONFIRMED : NEW);
    const place = ADDRESSES[facts.country] ?? { address1: '1 Main Street', city: 'Capital City', postalCode: '10001' };
    const addressId = facts.id;
    insertProfile.run(
      facts.id,
      `ID${facts.id}`,
      plan.duplicates ? 1 : 0,
      JSON.stringify(plan.dueDiligenceTypes ?? []),
      SEED_MS,
    );
    if (!plan.noAddress)
      insertAddress.run(
        addressId,
        facts.id,
        facts.customerType === 0 ? 1 : 2,
        place.address1,
        place.city,
        place.postalCode,
        facts.country,
        SEED_MS,
      );
    const user = userOf.get(facts.id) as { phone_country_code: string | null; phone: string | null } | undefined;
    if (user?.phone && user.phone_country_code) {
      insertPhone.run(
        facts.id,
        facts.id,
        user.phone_country_code.replace(/^\+/, ''),
        user.phone,
        plan.phoneConfirmed ? SEED_MS : null,
        SEED_MS,
      );
    }
    if (plan.identity !== 'none') {
      const decided = plan.identity === 'pending' ? null : SEED_MS;
      insertDocument.run(
        facts.id,
        1,
        1,
        STATUS_OF[plan.identity],
        'kyc',
        null,
        null,
        plan.identityReason ?? null,
        ISSUED,
        VALID_UNTIL,
        facts.name,
        SEED_MS,
        decided,
      );
    }
    if (plan.proof !== 'none' && !plan.noAddress) {
      const decided = plan.proof === 'pending' ? null : SEED_MS;
      insertDocument.run(
        facts.id,
        2,
        10,
        STATUS_OF[plan.proof],
        'kyc',
        addressId,
        null,
        null,
        null,
        null,
        facts.name,
        SEED_MS,
        decided,
      );
    }
    if (facts.customerType === 0) {
      const signed = plan.fatca === 'validated';
      insertFatca.run(
        facts.id,
        signed ? place.city : null,
        signed ? facts.country : null,
        JSON.stringify(signed ? [facts.country] : []),
        JSON.stringify(signed ? [{ countryCode: facts.country, taxId: `TX${facts.id}` }] : []),
        signed ? 0 : null,
        signed ? SEED_MS : null,
        plan.fatca,
      );
    } else {
      insertFatca.run(facts.id, null, null, '[]', '[]', null, null, 'notRequired');
    }
  }

  // Limited accounts: their reasons and what was sent for them.
  const insertReason = db.prepare(
    'INSERT INTO kyc_limit_reasons (id, customer_id, action_type_id, description, required_document_types) VALUES (?, ?, ?, ?, ?)',
  );
  insertReason.run(
    1,
    LIMITED_CUSTOMER,
    1,
    'Proof of address expired: upload a recent utility bill or bank statement.',
    JSON.stringify([10]),
  );
  insertReason.run(
    2,
    KYC_DEMO_USERS.limitedReview.customerId,
    5,
    'Account investigation: send evidence of the source of your recent deposits.',
    JSON.stringify([31]),
  );
  insertDocument.run(
    KYC_DEMO_USERS.limitedReview.customerId,
    5,
    31,
    0,
    'limit',
    null,
    2,
    null,
    null,
    null,
    `${KYC_DEMO_USERS.limitedReview.firstName} ${KYC_DEMO_USERS.limitedReview.lastName}`,
    SEED_MS,
    null,
  );
}
