/**
 * Access rights of a user for the customer a call acts for (spec 3 section 6, spec 2 section 6), and the rule each
 * operation that acts for a customer declares (sandbox/routes/operation-access.ts). The dispatchers
 * (routes/contract.ts) resolve the acting customer and the user's access once per call, check the operation's rule
 * before its handler runs, and hand the resolved access to the handler (`call.access`); handlers and domain functions
 * read rights only through {@link accessFor}, never from `customer_accesses` themselves.
 *
 * Rights are per area (`accessRights` keys: accounts, transfers, cards, invoices, documents, merchant, users) with
 * the values of the access rights enum: 0 no access, 1 read, 2 full access, 3 initiate, 4 confirmed, 5 uploading.
 * What each value allows, by the level an operation needs (docs/decisions.md, "Access rights enforced by the sandbox"):
 *
 * | level      | allowed rights | what                                                                         |
 * |------------|----------------|------------------------------------------------------------------------------|
 * | `read`     | 1 2 3 4 5      | lists, details, quotes and fees                                              |
 * | `upload`   | 2 3 5          | uploading documents and declarations                                         |
 * | `write`    | 2 3            | changes that move no money out (an invoice, a card's alias, a new account)   |
 * | `initiate` | 2 3            | money movement that becomes a transaction request for right 3                |
 * | `decide`   | 2 4            | approving or declining others' transaction requests                          |
 * | `full`     | 2              | money movement without a request path, user management, merchant internals   |
 *
 * `balances` operations (balances, history, statements) also need the access's balanceInfo flag: an access without
 * it (a representative) is refused them whatever its rights. A user acting for their own customer without an access
 * row, or an admin acting for any customer, holds full access (2) everywhere with balance information.
 */
import type Database from 'better-sqlite3';
import { ACCESS_RIGHTS } from '../../src/core/api/contract/customer';
import type { AccessArea, CustomerRow, UserRow } from './users';
import { ACCESS_AREAS, customerAccess, uniformRights } from './users';

export type AccessLevel = 'read' | 'upload' | 'write' | 'initiate' | 'decide' | 'full';

const { read, fullAccess, initiate, confirmed, uploading } = ACCESS_RIGHTS;

/** The rights that allow each level. */
export const LEVEL_RIGHTS: Readonly<Record<AccessLevel, readonly number[]>> = {
  read: [read, fullAccess, initiate, confirmed, uploading],
  upload: [fullAccess, initiate, uploading],
  write: [fullAccess, initiate],
  initiate: [fullAccess, initiate],
  decide: [fullAccess, confirmed],
  full: [fullAccess],
};

/**
 * What an operation that acts for a customer needs:
 * - `{ customer: 'any' }`: only that the user may act for the customer (own, admin, or any customer access): the
 *   session and the user's own things (customer info, access info, terms, support);
 * - `{ area, level }`: the user's right in the area must allow the level; `balances` also needs balanceInfo.
 */
export type AccessRule =
  { readonly customer: 'any' } | { readonly area: AccessArea; readonly level: AccessLevel; readonly balances?: true };

export interface ResolvedAccess {
  /** The right in every area. */
  readonly rights: Readonly<Record<AccessArea, number>>;
  /** The access list's balanceInfo flag: false confines a representative to company documents. */
  readonly balanceInfo: boolean;
  readonly positions: readonly number[];
  /** True when the rights come from a customer access row (a business user), false for the own login or an admin. */
  readonly viaAccess: boolean;
}

const FULL: ResolvedAccess = {
  rights: uniformRights(fullAccess),
  balanceInfo: true,
  positions: [],
  viaAccess: false,
};

/**
 * The user's access for the customer: its customer access if there is one (a business user, the own login of a
 * representative included), else full access (the customer's own login, or an admin acting for it).
 */
export function accessFor(db: Database.Database, user: UserRow, customer: CustomerRow): ResolvedAccess {
  const access = customerAccess(db, user.id, customer.id);
  if (!access) return FULL;
  const stored = JSON.parse(access.access_rights) as Partial<Record<string, number>>;
  return {
    rights: Object.fromEntries(ACCESS_AREAS.map((area) => [area, stored[area] ?? ACCESS_RIGHTS.noAccess])) as Record<
      AccessArea,
      number
    >,
    balanceInfo: access.balance_info === 1,
    positions: JSON.parse(access.position_ids) as number[],
    viaAccess: true,
  };
}

/** True when the right allows the level. */
export function allows(right: number, level: AccessLevel): boolean {
  return LEVEL_RIGHTS[level].includes(right);
}

/** How an area is named in refusals. */
const AREA_NAMES: Readonly<Record<AccessArea, string>> = {
  accounts: 'the accounts',
  transfers: 'transfers',
  cards: 'cards',
  invoices: 'invoices',
  documents: 'company documents',
  merchant: 'merchant services',
  users: 'company users',
};

export const BALANCE_REFUSAL = 'No access to balance information';

/** The refusals of the gate, in English; each has its translations in refusal-texts.ts. */
export function accessRefusalTexts(): string[] {
  return [
    BALANCE_REFUSAL,
    ...ACCESS_AREAS.flatMap((area) => [noAccessText(area), readOnlyText(area), notAllowedText(area)]),
  ];
}

function noAccessText(area: AccessArea): string {
  return `No access to ${AREA_NAMES[area]}`;
}

function readOnlyText(area: AccessArea): string {
  return `Your access to ${AREA_NAMES[area]} is read-only`;
}

function notAllowedText(area: AccessArea): string {
  return `Your access to ${AREA_NAMES[area]} does not allow this`;
}

/** Null when the rule lets the access through, else the refusal's text (answered as ENOA, or 403 on REST). */
export function refusalOf(rule: AccessRule, access: ResolvedAccess): string | null {
  if ('customer' in rule) return null;
  const right = access.rights[rule.area];
  if (!allows(right, rule.level)) {
    if (!allows(right, 'read')) return noAccessText(rule.area);
    return right === ACCESS_RIGHTS.read ? readOnlyText(rule.area) : notAllowedText(rule.area);
  }
  if (rule.balances && !access.balanceInfo) return BALANCE_REFUSAL;
  return null;
}
