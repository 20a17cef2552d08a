/**
 * Where a user goes after signing in (spec 1 section 2, "Start page after login"), as pure decisions over the
 * customer-info reply, the customer accesses and the access-info reply. The portal performs the calls between
 * the steps; each step's outcome is decided here, so every rule is tested as a table.
 */
import type { AccessInfo, Customer, CustomerAccess } from '../api/contract/customer';
import { CUSTOMER_TYPES } from '../api/contract/customer';
import type { PendingTerm } from '../api/errors';
import { isRememberablePath, kycPathFor } from '../navigation/guards';
import { pathOf } from '../navigation/route-table';

/** The rule that decided, for tests, logs and page-view analytics. */
export type StartPageRule =
  | 'oldWeb'
  | 'admin'
  | 'companySelection'
  | 'oldWebAuthorisedUser'
  | 'profileUpdate'
  | 'kyc'
  | 'selfCertification'
  | 'initialPath'
  | 'seiHandOver'
  | 'home'
  | 'noBalanceInfo'
  | 'terms'
  | 'login';

export type StartPageDecision =
  /** Leave the portal for another address (the old web version). */
  | { kind: 'external'; url: string; rule: StartPageRule }
  /** Go to a portal path. `rule: 'initialPath'` means the remembered path was used (and must now be cleared). */
  | { kind: 'route'; path: string; rule: StartPageRule }
  /** Rule 3: a business user with related accounts; load the customer accesses, then {@link startPageForAccesses}. */
  | { kind: 'loadCustomerAccesses'; rule: 'companySelection' }
  /** Rule 3: several customer accesses; the user picks the company to act for. */
  | { kind: 'companySelection'; rule: 'companySelection' }
  /** Rule 3: one customer access; act for it, load access info, then {@link startPageAfterAccessInfo}. */
  | { kind: 'actFor'; customerId: string; rule: 'companySelection' }
  /** Terms must be accepted before anything else. */
  | { kind: 'terms'; terms: PendingTerm[]; rule: 'terms' }
  /** Back to the login page (the session is ended). */
  | { kind: 'login'; rule: StartPageRule };

/** The customer-info fields the start page reads. */
export type StartPageCustomer = Pick<
  Customer,
  | 'customerType'
  | 'isAdmin'
  | 'isHaveRelatedAccounts'
  | 'useOldWeb'
  | 'oldWebUrl'
  | 'customCustomerId'
  | 'isNeedPersonalInfoUpdate'
  | 'isNeedKyc'
  | 'isNeedFatca'
>;

export interface StartPageInput {
  /** The customer-info reply; null when it failed (no logged-in e-mail). */
  customer: StartPageCustomer | null;
  /** Terms the failed customer-info call asked to accept (terms error 'TE'). */
  pendingTerms: readonly PendingTerm[];
  /** The path remembered before the login (used once). */
  initialPath: string | null;
  /**
   * The external authorize page (`auth/sei`) remembered before the login: a widget's sign-in popup. It wins over the
   * profile-update, KYC, self-certification and no-balance rules, because the hand-over is how such a user gets
   * back to the partner's page (where `<wallet-kyc>` completes the KYC).
   */
  seiPath?: string | null | undefined;
}

/** The remembered authorize page, when it is one (a same-origin `auth/sei` path), else null. */
export function seiHandOverPath(path: string | null | undefined): string | null {
  if (!isRememberablePath(path)) return null;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname === pathOf('oau') ? path : null;
}

function isBusiness(customer: Pick<Customer, 'customerType'>): boolean {
  return customer.customerType !== CUSTOMER_TYPES.personal;
}

function nonEmpty(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The start page from customer info. Rules in order:
 * 1. on the old web version with no custom customer id: the old web URL;
 * 2. an admin: admin-overview;
 * 3. a business user: with related accounts, the company selection (customer accesses load next); without, the
 *    old web URL plus authorised-user information, or login when there is no old web URL;
 * 3b. a remembered `auth/sei` hand-over (a widget's sign-in popup): that page, before rules 4 to 7;
 * 4. personal info update needed: profile-update;
 * 5. KYC needed: kyc;
 * 6. a tax-form (FATCA) action needed: self-certification;
 * 7. the remembered initial path, once;
 * 8. home.
 * With no customer (no logged-in e-mail): the pending terms, or login when there are none.
 */
export function startPageAfterLogin({
  customer,
  pendingTerms,
  initialPath,
  seiPath = null,
}: StartPageInput): StartPageDecision {
  if (!customer)
    return pendingTerms.length > 0
      ? { kind: 'terms', terms: [...pendingTerms], rule: 'terms' }
      : { kind: 'login', rule: 'login' };

  if (customer.useOldWeb && !nonEmpty(customer.customCustomerId) && nonEmpty(customer.oldWebUrl)) {
    return { kind: 'external', url: customer.oldWebUrl, rule: 'oldWeb' };
  }
  if (customer.isAdmin) return { kind: 'route', path: pathOf('admin-overview'), rule: 'admin' };
  if (isBusiness(customer)) {
    if (customer.isHaveRelatedAccounts) return { kind: 'loadCustomerAccesses', rule: 'companySelection' };
    return nonEmpty(customer.oldWebUrl)
      ? { kind: 'external', url: customer.oldWebUrl, rule: 'oldWebAuthorisedUser' }
      : { kind: 'login', rule: 'oldWebAuthorisedUser' };
  }
  const handOver = seiHandOverPath(seiPath);
  if (handOver) return { kind: 'route', path: handOver, rule: 'seiHandOver' };
  if (customer.isNeedPersonalInfoUpdate)
    return { kind: 'route', path: pathOf('profile-update'), rule: 'profileUpdate' };
  if (customer.isNeedKyc) return { kind: 'route', path: kycPathFor({ isBusiness: false }), rule: 'kyc' };
  if (customer.isNeedFatca === true)
    return { kind: 'route', path: pathOf('self-certification'), rule: 'selfCertification' };
  if (isRememberablePath(initialPath)) return { kind: 'route', path: initialPath, rule: 'initialPath' };
  return { kind: 'route', path: pathOf('home'), rule: 'home' };
}

/** Rule 3 once the customer accesses are in: several means a choice, one is taken at once, none means login. */
export function startPageForAccesses(accesses: readonly Pick<CustomerAccess, 'id'>[]): StartPageDecision {
  const [only] = accesses;
  if (accesses.length > 1) return { kind: 'companySelection', rule: 'companySelection' };
  if (only) return { kind: 'actFor', customerId: String(only.id), rule: 'companySelection' };
  return { kind: 'login', rule: 'login' };
}

/** The access-info call's result: the reply, or its failure with the terms a terms error carried. */
export type AccessInfoOutcome =
  { ok: true; accessInfo: Pick<AccessInfo, 'isNeedKyc' | 'accessList'> } | { ok: false; terms: readonly PendingTerm[] };

/**
 * After access info loads for the chosen company: a remembered `auth/sei` hand-over goes first; KYC needed goes to the (business) kyc page; no balance-info
 * access goes to company documents; then the saved initial path; otherwise home. A failure with terms goes to the
 * terms to accept; any other failure to login.
 */
export function startPageAfterAccessInfo(
  outcome: AccessInfoOutcome,
  initialPath: string | null,
  seiPath: string | null = null,
): StartPageDecision {
  if (!outcome.ok) {
    return outcome.terms.length > 0
      ? { kind: 'terms', terms: [...outcome.terms], rule: 'terms' }
      : { kind: 'login', rule: 'login' };
  }
  const handOver = seiHandOverPath(seiPath);
  if (handOver) return { kind: 'route', path: handOver, rule: 'seiHandOver' };
  if (outcome.accessInfo.isNeedKyc) return { kind: 'route', path: kycPathFor({ isBusiness: true }), rule: 'kyc' };
  if (!outcome.accessInfo.accessList.balanceInfo)
    return { kind: 'route', path: pathOf('company-documents'), rule: 'noBalanceInfo' };
  if (isRememberablePath(initialPath)) return { kind: 'route', path: initialPath, rule: 'initialPath' };
  return { kind: 'route', path: pathOf('home'), rule: 'home' };
}
