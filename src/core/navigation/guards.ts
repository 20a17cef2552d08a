/**
 * Navigation guards (spec 1 section 2 "Guards", section 6; spec 3 sections 2.2 and 2.5) as pure functions over
 * plain facts, so every rule is tested without a router. The portal applies them in the spec's order:
 * forced KYC, login for visitors (wanted path saved), fromCustomerId, code exchange, `api`, locale, page views.
 */
import type { RouteDefinition } from './route-table';
import { pathOf } from './route-table';

/** What the guards need to know about the signed-in user. */
export interface GuardUser {
  isBusiness: boolean;
  isNeedKyc: boolean;
  verified: boolean;
  /** False for a representative-only business user (spec 3 section 6), who is confined to company documents. */
  balanceInfo: boolean;
  /** Full access (2) to the merchant area; always true for personal customers. */
  fullMerchantAccess: boolean;
  /** The brand's contracts feature (with the environment's override): revenue-split contracts exist at all. */
  contractsEnabled: boolean;
}

/** Revenue-split contracts are for verified customers of a brand that has them: one rule for the menu and the guard. */
export function mayUseContracts(facts: Pick<GuardUser, 'verified' | 'contractsEnabled'>): boolean {
  return facts.verified && facts.contractsEnabled;
}

/** The revenue-split pages: the list, a new contract and one contract. */
const CONTRACT_ROUTES = new Set(['smartContracts', 'newSmartContract', 'smartContract']);

/** The KYC page for this user: business kyc for businesses (spec 1 section 2, "Guards"). */
export function kycPathFor(user: Pick<GuardUser, 'isBusiness'>): string {
  return pathOf(user.isBusiness ? 'business-kyc' : 'kyc');
}

/**
 * Routes a user who needs KYC may still open. Besides the KYC pages: the profile update, which the start page puts
 * before KYC (rule 4 before rule 5), the sign-in steps that come before any page, and the external authorize page
 * (`auth/sei`): the hand-over to a partner's page is how such a user reaches `<wallet-kyc>`.
 */
const KYC_EXEMPT = new Set(['kyc', 'business-kyc', 'profile-update', 'start', 'company-selection', 'terms', 'oau']);

/**
 * Where a representative-only business user may go (spec 1 section 6: "confined to company documents"): company
 * documents, the profile-only menu (profile, account security, login history), KYC and the sign-in steps.
 */
const REPRESENTATIVE_ONLY_ALLOWED = new Set([
  'company-documents',
  'profile',
  'setting',
  'login-history',
  'kyc',
  'business-kyc',
  'start',
  'company-selection',
  'terms',
  'oau',
]);

/** Merchant pages that need full access rights (spec 1 "Merchant routes"). */
const MERCHANT_FULL_ACCESS = new Set(['merchant.api-key', 'merchant.api-log', 'merchant.webhook-log']);

/**
 * Where a signed-in user is sent instead of `route`, or null to stay. In order:
 * 1. a user who needs KYC is forced to the KYC page (business kyc for businesses);
 * 2. a representative-only business user is confined to company documents;
 * 3. the route's own guard: kyc pages while KYC is needed or the user is not verified yet, unverified-account only
 *    while unverified, the company pages (details, documents, users, FATCA/CRS self-certification) only for businesses, merchant goes to security/verification (to the saved
 *    buttons while `isBuilt` says the verification page has not landed), the api key, api log and webhook log pages
 *    need full access (else saved buttons), the revenue-split pages need a verified customer of a brand with
 *    contracts (else home, as the menu hides them).
 */
export function signedInRedirect(
  route: Pick<RouteDefinition, 'name'>,
  user: GuardUser,
  isBuilt: (name: string) => boolean = () => true,
): string | null {
  const { name } = route;
  const kycPath = kycPathFor(user);
  if (user.isNeedKyc && !KYC_EXEMPT.has(name)) return kycPath;
  if (user.isBusiness && !user.balanceInfo && !REPRESENTATIVE_ONLY_ALLOWED.has(name))
    return pathOf('company-documents');

  const home = user.isBusiness && !user.balanceInfo ? pathOf('company-documents') : pathOf('home');
  switch (name) {
    case 'kyc':
    case 'business-kyc':
      // A verified user has nothing to do here; an unverified one who has sent everything may stay and follow the review.
      if (!user.isNeedKyc && user.verified) return home;
      return pathOf(name) === kycPath ? null : kycPath;
    case 'unverified-account':
      return user.verified ? home : null;
    case 'company-documents':
    case 'company':
    case 'settings.company-access':
    case 'self-certification-business':
      return user.isBusiness ? null : home;
    case 'merchant':
      return pathOf(isBuilt('merchant.verification') ? 'merchant.verification' : 'merchant.saved-buttons');
    default:
      if (CONTRACT_ROUTES.has(name)) return mayUseContracts(user) ? null : home;
      return MERCHANT_FULL_ACCESS.has(name) && !user.fullMerchantAccess ? pathOf('merchant.saved-buttons') : null;
  }
}

/**
 * Where a visitor who is not signed in is sent instead of a public route, or null to stay: `scp` needs the
 * result of a prior login (spec 1 section 2).
 */
export function publicRedirect(
  route: Pick<RouteDefinition, 'name'>,
  facts: { hasLoginResult: boolean },
): string | null {
  return route.name === 'scp-enable' && !facts.hasLoginResult ? pathOf('auth.login') : null;
}

/** Query parameters the guards consume (and remove from the address). */
export const CONSUMED_QUERY = {
  fromCustomerId: 'fromCustomerId',
  code: 'code',
  codeVerifier: 'codeVerifier',
  api: 'api',
  language: 'lang',
} as const;

export interface NavigationQuery {
  /** The acting customer requested with `fromCustomerId` (digits only), else null. */
  fromCustomerId: string | null;
  /** `code` + `codeVerifier`: sign in by code exchange. Both are needed; one alone is ignored. */
  exchange: { code: string; codeVerifier: string } | null;
  /** True when an `api` parameter was present (it is consumed and has no other effect). */
  api: boolean;
  /** The language asked for with `lang`, as given. */
  language: string | null;
  /** The query without the consumed parameters, `?`-prefixed or empty. */
  rest: string;
}

/**
 * Reads the guard parameters of a query string. `fromCustomerId` is kept in `rest` while the visitor is not
 * signed in (`keepActingCustomer`), so the wanted path saved for after the login still carries it.
 */
export function readNavigationQuery(search: string, options: { keepActingCustomer?: boolean } = {}): NavigationQuery {
  const params = new URLSearchParams(search);
  const code = params.get(CONSUMED_QUERY.code);
  const codeVerifier = params.get(CONSUMED_QUERY.codeVerifier);
  const rawCustomer = params.get(CONSUMED_QUERY.fromCustomerId);
  const fromCustomerId = rawCustomer !== null && /^\d{1,15}$/.test(rawCustomer.trim()) ? rawCustomer.trim() : null;
  const language = params.get(CONSUMED_QUERY.language);
  const api = params.has(CONSUMED_QUERY.api);

  if (code && codeVerifier) {
    params.delete(CONSUMED_QUERY.code);
    params.delete(CONSUMED_QUERY.codeVerifier);
  }
  if (!options.keepActingCustomer) params.delete(CONSUMED_QUERY.fromCustomerId);
  params.delete(CONSUMED_QUERY.api);
  params.delete(CONSUMED_QUERY.language);
  const rest = params.toString();
  return {
    fromCustomerId,
    exchange: code && codeVerifier ? { code, codeVerifier } : null,
    api,
    language: language && language.trim() !== '' ? language.trim() : null,
    rest: rest === '' ? '' : `?${rest}`,
  };
}

/** Paths never remembered for after the login: the login itself and the sign-in steps. */
const NOT_REMEMBERED = ['/login', '/start', '/select-company', '/terms'];

/**
 * A path that may be followed after the login: same-origin (starts with one '/', no scheme, no backslash) and not
 * a sign-in page. Anything else is dropped rather than followed, so a saved path can never lead off-site.
 */
export function isRememberablePath(path: string | null | undefined): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return !NOT_REMEMBERED.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/** Why the previous session ended (the session manager's reasons), or null when there was none. */
export type EndedSessionReason = 'sessionExpired' | 'idle' | 'loggedOut' | null;

export interface LoginRedirect {
  /** Where to go: the login page, with the reason the previous session ended when there was one. */
  to: string;
  /** The path to come back to after the login, or null when there is nothing to remember. */
  remember: string | null;
  /** Which remembered path it is: the external authorize flow keeps its own (spec 1 section 3, "sei path"). */
  key: 'initialPath' | 'seiPath';
}

/**
 * A visitor who is not signed in asks for a route that needs a login: send them to login and save the wanted
 * path (without `code` / `codeVerifier`, which the login page exchanges itself). A sign-out on purpose starts
 * afresh and remembers nothing.
 */
export function loginRedirect(
  route: Pick<RouteDefinition, 'name'>,
  location: { pathname: string; search: string; hash: string },
  ended: { reason: EndedSessionReason },
): LoginRedirect {
  const query = readNavigationQuery(location.search, { keepActingCustomer: true });
  const wanted = `${location.pathname}${query.rest}${location.hash}`;
  const remember = ended.reason === 'loggedOut' || !isRememberablePath(wanted) ? null : wanted;
  const loginQuery = new URLSearchParams();
  if (ended.reason && ended.reason !== 'loggedOut') loginQuery.set('reason', ended.reason);
  if (query.exchange) {
    loginQuery.set(CONSUMED_QUERY.code, query.exchange.code);
    loginQuery.set(CONSUMED_QUERY.codeVerifier, query.exchange.codeVerifier);
  }
  const search = loginQuery.toString();
  return {
    to: `${pathOf('auth.login')}${search ? `?${search}` : ''}`,
    remember,
    key: route.name === 'oau' ? 'seiPath' : 'initialPath',
  };
}
