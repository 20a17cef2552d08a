/**
 * Users of a company (spec 3 sections 5.2 and 6): who has access and with which rights, the representatives who could
 * be given access, adding and removing access, and changing rights. A user's rights are one level (1 read, 2 full,
 * 3 initiate, 4 confirm) applied to every area; only full access manages users. Right 5 is never given.
 */
import type Database from 'better-sqlite3';
import type { BusinessUser } from '../../src/core/api/contract/company';
import type { SandboxContext } from '../context';
import { accessFor, allows } from './access-rights';
import { CompanyError } from './company';
import { randomToken } from './crypto-ids';
import { portalOrigin, sendActivation } from './registration';
import {
  customerAccess,
  findUserByEmail,
  findUserById,
  uniformRights,
  type CustomerAccessRow,
  type CustomerRow,
  type UserRow,
} from './users';

const FULL_ACCESS = 2;

/** The one level a user holds: the accounts area's right (documents-only representatives hold 0 there). */
function levelOf(access: CustomerAccessRow): number {
  const rights = JSON.parse(access.access_rights) as Record<string, number>;
  return rights.accounts ?? 0;
}

/** Rights of every area for a level; users are managed with full access only. */
export function rightsForLevel(level: number): Record<string, number> {
  return uniformRights(level, { users: level === FULL_ACCESS ? FULL_ACCESS : 0 });
}

function userView(user: UserRow, access: CustomerAccessRow, currentUserId: number): BusinessUser {
  return {
    userId: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    accessRights: levelOf(access),
    balanceInfo: access.balance_info === 1,
    positionIds: JSON.parse(access.position_ids) as number[],
    active: user.status === 'active',
    isCurrentUser: user.id === currentUserId,
  };
}

function accessesOf(db: Database.Database, customerId: number): (CustomerAccessRow & { user: UserRow })[] {
  const rows = db
    .prepare('SELECT * FROM customer_accesses WHERE customer_id = ? ORDER BY id')
    .all(customerId) as CustomerAccessRow[];
  return rows.flatMap((row) => {
    const user = findUserById(db, row.user_id);
    return user ? [{ ...row, user }] : [];
  });
}

export function companyUsers(db: Database.Database, customer: CustomerRow, currentUserId: number): BusinessUser[] {
  return accessesOf(db, customer.id).map((row) => userView(row.user, row, currentUserId));
}

/**
 * Whether the user may change the company's users (full access to users, or an admin, or the company's own login),
 * for the list's `canManage`; the calls that change users are refused without it by their access rule
 * (routes/operation-access.ts).
 */
export function canManageUsers(db: Database.Database, user: UserRow, customer: CustomerRow): boolean {
  return allows(accessFor(db, user, customer).rights.users, 'full');
}

function companyAccess(
  db: Database.Database,
  customer: CustomerRow,
  userId: number,
): CustomerAccessRow & { user: UserRow } {
  const row = accessesOf(db, customer.id).find((access) => access.user_id === userId);
  if (!row) throw new CompanyError('userId: Not a user of this company', 'userId', 'userUnknown');
  return row;
}

function fullAccessCount(db: Database.Database, customer: CustomerRow, exceptUserId: number): number {
  return accessesOf(db, customer.id).filter((row) => row.user_id !== exceptUserId && levelOf(row) === FULL_ACCESS)
    .length;
}

export function updateUserRights(
  db: Database.Database,
  manager: UserRow,
  customer: CustomerRow,
  userId: number,
  level: number,
): BusinessUser {
  const access = companyAccess(db, customer, userId);
  if (level !== FULL_ACCESS && levelOf(access) === FULL_ACCESS && fullAccessCount(db, customer, userId) === 0) {
    throw new CompanyError(
      'accessRights: The company needs at least one user with full access',
      'accessRights',
      'lastFullAccess',
    );
  }
  // Any level from read up shows balances: a documents-only representative given rights leaves the company documents.
  db.prepare('UPDATE customer_accesses SET access_rights = ?, balance_info = 1 WHERE id = ?').run(
    JSON.stringify(rightsForLevel(level)),
    access.id,
  );
  return userView(access.user, companyAccess(db, customer, userId), manager.id);
}

export function removeUser(
  db: Database.Database,
  manager: UserRow,
  customer: CustomerRow,
  userId: number,
): BusinessUser[] {
  const access = companyAccess(db, customer, userId);
  if (userId === manager.id)
    throw new CompanyError('userId: You cannot remove your own access', 'userId', 'removeSelf');
  if (levelOf(access) === FULL_ACCESS && fullAccessCount(db, customer, userId) === 0) {
    throw new CompanyError('userId: The company needs at least one user with full access', 'userId', 'lastFullAccess');
  }
  db.transaction(() => {
    db.prepare('DELETE FROM customer_accesses WHERE id = ?').run(access.id);
    db.prepare('UPDATE company_representatives SET user_id = NULL WHERE customer_id = ? AND user_id = ?').run(
      customer.id,
      userId,
    );
  })();
  return companyUsers(db, customer, manager.id);
}

interface RepresentativeRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  position_ids: string;
}

export function potentialUsers(db: Database.Database, customer: CustomerRow) {
  const rows = db
    .prepare('SELECT * FROM company_representatives WHERE customer_id = ? AND user_id IS NULL ORDER BY id')
    .all(customer.id) as RepresentativeRow[];
  const users = new Set(accessesOf(db, customer.id).map((row) => row.user.email.toLowerCase()));
  return rows
    .filter((row) => row.email === null || !users.has(row.email.toLowerCase()))
    .map((row) => ({ representativeId: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email }));
}

export interface AddUserInput {
  representativeId?: number | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  accessRights: number;
}

/** The authorised user role (spec 3 section 6: access right 5 equals it), given to people added without another role. */
const AUTHORISED_USER_POSITION = 5;

/**
 * Gives a person access: a representative (potential user) or a new authorised representative. A person without an
 * account gets a pending user and an activation link by e-mail (activationEmployee).
 */
export function addUser(
  context: SandboxContext,
  manager: UserRow,
  customer: CustomerRow,
  input: AddUserInput,
  request: Request,
): BusinessUser {
  const { db } = context;
  let person: {
    firstName: string;
    lastName: string;
    email: string;
    representativeId: number | null;
    positions: number[];
  };
  if (input.representativeId !== undefined) {
    const row = db
      .prepare('SELECT * FROM company_representatives WHERE id = ? AND customer_id = ?')
      .get(input.representativeId, customer.id) as RepresentativeRow | undefined;
    if (!row)
      throw new CompanyError('representativeId: No such representative', 'representativeId', 'representativeUnknown');
    if (!row.email) throw new CompanyError('email: This representative has no e-mail address', 'email', 'emailMissing');
    person = {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      representativeId: row.id,
      positions: JSON.parse(row.position_ids) as number[],
    };
  } else {
    if (!input.firstName || !input.lastName)
      throw new CompanyError(
        'firstName: Give the first and last name',
        input.firstName ? 'lastName' : 'firstName',
        'nameMissing',
      );
    if (!input.email) throw new CompanyError('email: Give the e-mail address', 'email', 'emailMissing');
    person = {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.email.trim(),
      representativeId: null,
      positions: [AUTHORISED_USER_POSITION],
    };
  }
  const existing = findUserByEmail(db, person.email);
  if (existing && customerAccess(db, existing.id, customer.id))
    throw new CompanyError('email: This person is already a user of the company', 'email', 'alreadyUser');
  const user = db.transaction((): UserRow => {
    let target = existing;
    if (!target) {
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO users (email, password_hash, first_name, last_name, customer_id, auth_flow, status) VALUES (?, ?, ?, ?, ?, 'simple', 'pending')`,
        )
        .run(person.email, `unusable:${randomToken(16)}`, person.firstName, person.lastName, customer.id);
      target = findUserById(db, Number(lastInsertRowid));
      if (!target) throw new Error('The new user was not stored');
    }
    db.prepare(
      'INSERT INTO customer_accesses (user_id, customer_id, access_rights, balance_info, position_ids) VALUES (?, ?, ?, 1, ?)',
    ).run(target.id, customer.id, JSON.stringify(rightsForLevel(input.accessRights)), JSON.stringify(person.positions));
    if (person.representativeId !== null) {
      db.prepare('UPDATE company_representatives SET user_id = ? WHERE id = ?').run(target.id, person.representativeId);
    } else {
      db.prepare(
        'INSERT INTO company_representatives (customer_id, first_name, last_name, email, position_ids, user_id) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(customer.id, person.firstName, person.lastName, person.email, JSON.stringify(person.positions), target.id);
    }
    return target;
  })();
  if (user.status === 'pending') sendActivation(context, user, 'activationEmployee', portalOrigin(request));
  return userView(user, companyAccess(db, customer, user.id), manager.id);
}
