/**
 * One representative of a company (spec 3 section 7.2 "representative info; representative delete") and their
 * addresses (section 7.1 "Representative address confirm and create"). Deleting a representative is not taking a
 * user's access away (company-users.ts): a representative who still signs in for the company keeps their place until
 * their access is removed, and the company keeps at least one director.
 */
import type Database from 'better-sqlite3';
import {
  REPRESENTATIVE_POSITION,
  type Representative,
  type RepresentativeAddress,
  type RepresentativeDetail,
} from '../../src/core/api/contract/company';
import type { SandboxContext } from '../context';
import {
  addressStateRuleProblem,
  postalAddressFields,
  type AddressColumns,
  type PostalAddressInput,
} from './address-rules';
import { CompanyError, representativesOf } from './company';
import type { CustomerRow } from './users';

interface RepresentativeAddressRow extends AddressColumns {
  id: number;
  representative_id: number;
  created_at: number;
  confirmed_at: number | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

function addressView(row: RepresentativeAddressRow): RepresentativeAddress {
  return {
    id: row.id,
    ...postalAddressFields(row),
    createdAt: iso(row.created_at),
    confirmedAt: row.confirmed_at === null ? null : iso(row.confirmed_at),
  };
}

/** The representative of this company, or the refusal on `representativeId` (another company's is not found either). */
function representativeOf(db: Database.Database, customer: CustomerRow, representativeId: number): Representative {
  const representative = representativesOf(db, customer).find((entry) => entry.id === representativeId);
  if (!representative)
    throw new CompanyError(
      'representativeId: No representative of this company with this id',
      'representativeId',
      'representativeNotFound',
    );
  return representative;
}

export function representativeDetail(
  db: Database.Database,
  customer: CustomerRow,
  representativeId: number,
): RepresentativeDetail {
  const representative = representativeOf(db, customer, representativeId);
  const rows = db
    .prepare('SELECT * FROM company_representative_addresses WHERE representative_id = ? ORDER BY id DESC')
    .all(representativeId) as RepresentativeAddressRow[];
  return { ...representative, addresses: rows.map(addressView) };
}

export function deleteRepresentative(
  db: Database.Database,
  customer: CustomerRow,
  representativeId: number,
): Representative[] {
  const representative = representativeOf(db, customer, representativeId);
  const isDirector = (entry: Representative) => entry.positionIds.includes(REPRESENTATIVE_POSITION.director);
  if (
    isDirector(representative) &&
    !representativesOf(db, customer).some((o) => o.id !== representativeId && isDirector(o))
  )
    throw new CompanyError(
      'representativeId: The company needs at least one director',
      'representativeId',
      'lastDirector',
    );
  if (representative.isUser)
    throw new CompanyError(
      'representativeId: This person still has access to the company; remove their access first',
      'representativeId',
      'representativeHasAccess',
    );
  // Their documents go with them (the schema's cascade); the files stay, unassigned, for the admin.
  db.prepare('DELETE FROM company_representatives WHERE id = ? AND customer_id = ?').run(representativeId, customer.id);
  return representativesOf(db, customer);
}

export interface RepresentativeAddressInput extends PostalAddressInput {
  representativeId: number;
}

export function createRepresentativeAddress(
  context: SandboxContext,
  customer: CustomerRow,
  input: RepresentativeAddressInput,
): RepresentativeAddress {
  const { db } = context;
  representativeOf(db, customer, input.representativeId);
  const stateCode = input.stateCode?.trim() ? input.stateCode.trim() : null;
  const problem = addressStateRuleProblem({ addressKind: 0, ...input, stateCode }, true);
  if (problem) throw new CompanyError(problem.message, problem.field, problem.code);
  const address2 = input.address2?.trim() ? input.address2.trim() : null;
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO company_representative_addresses
         (representative_id, address1, address2, city, postal_code, country_code, state_code, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      input.representativeId,
      input.address1,
      address2,
      input.city,
      input.postalCode,
      input.countryCode,
      stateCode,
      context.now(),
    );
  return addressView(
    db
      .prepare('SELECT * FROM company_representative_addresses WHERE id = ?')
      .get(lastInsertRowid) as RepresentativeAddressRow,
  );
}

export function confirmRepresentativeAddress(
  context: SandboxContext,
  customer: CustomerRow,
  representativeId: number,
  addressId: number,
): RepresentativeAddress {
  const { db } = context;
  representativeOf(db, customer, representativeId);
  const row = db
    .prepare('SELECT * FROM company_representative_addresses WHERE id = ? AND representative_id = ?')
    .get(addressId, representativeId) as RepresentativeAddressRow | undefined;
  if (!row)
    throw new CompanyError('addressId: No address of this representative with this id', 'addressId', 'addressNotFound');
  // Confirming again records the newer confirmation: the company says the address is still current.
  db.prepare('UPDATE company_representative_addresses SET confirmed_at = ? WHERE id = ?').run(context.now(), addressId);
  return addressView({ ...row, confirmed_at: context.now() });
}
