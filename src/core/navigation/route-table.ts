/**
 * The portal's routes as data (spec 1 section 2 "Screens and routes", spec 3 sections 2.2 to 2.5): each route's
 * identifier, path, whether it needs a login, what it loads before it is entered, and the other per-route facts
 * the guards read. Framework-free: the portal turns this table into react-router routes, the guards and menus read
 * it by name, and tests check it against the spec.
 */

/** Who may open a route: anyone (`public`) or only a signed-in user (`auth`). */
export type RouteAccess = 'public' | 'auth';

/**
 * Data a route loads before it is entered (spec 1 section 2). Each key is loaded through the shared resource
 * cache, so "unless already loaded" holds by construction. A key exists only with its loader (the portal's
 * PRELOADERS is total over this type); a page that lands adds its keys together with their loaders
 * (docs/decisions.md "Route preloads have loaders").
 */
export type PreloadKey = 'accounts' | 'birthCountries' | 'applyCardInfo';

export interface RouteDefinition {
  /** The spec's route identifier (or, for paths the spec lists without one, a name in the same style). */
  name: string;
  /** react-router path pattern without the leading slash; parameters are written `:name`. */
  path: string;
  access: RouteAccess;
  /** Translation key suffix of the section's title (`sections.<section>` in the portal's messages). */
  section: string;
  /** Loaded, in this order, before the page shows. */
  preload?: readonly PreloadKey[];
  /** The page first signs out any existing session (receive, video identity, identity verification). */
  logoutFirst?: true;
  /** The page keeps the route it was opened from, to return there (confirm-card). */
  remembersPrevious?: true;
}

function route(
  name: string,
  path: string,
  access: RouteAccess,
  section: string,
  extra: Pick<RouteDefinition, 'preload' | 'logoutFirst' | 'remembersPrevious'> = {},
): RouteDefinition {
  return { name, path, access, section, ...extra };
}

const pub = (name: string, path: string, section: string, extra?: Pick<RouteDefinition, 'preload' | 'logoutFirst'>) =>
  route(name, path, 'public', section, extra);
const auth = (
  name: string,
  path: string,
  section: string,
  extra?: Pick<RouteDefinition, 'preload' | 'remembersPrevious'>,
) => route(name, path, 'auth', section, extra);

/** Routes open to visitors who are not signed in (spec 1 section 2, "Routes when not logged in"). */
export const PUBLIC_ROUTES: readonly RouteDefinition[] = [
  pub('auth.login', 'login', 'login'),
  pub('auth.register', 'register', 'register'),
  pub('auth.register-business', 'register/business', 'registerBusiness'),
  // The spec names it without a path: a new business application beside a saved one (docs/decisions.md).
  pub('auth.register-new-business', 'register/new-business', 'registerNewBusiness'),
  pub('auth.register-personal', 'register/personal', 'registerPersonal'),
  pub('auth.activate', 'activate', 'activate'),
  pub('auth.activation-resend', 'activate/resend', 'activationResend'),
  pub('auth.password-reset', 'password-reset', 'passwordReset'),
  pub('scp-enable', 'scp', 'scp'),
  pub('scp-mobile', 'scp-mobile', 'scp'),
  pub('receive', 'receive/:id', 'receive', { logoutFirst: true }),
  pub('video-identity-job', 'video-identity-job/:id', 'videoIdentityJob', { logoutFirst: true }),
  pub('identity-verification', 'identity-verification/:workflowRunId/:token', 'identityVerification', {
    logoutFirst: true,
  }),
  pub('legal.fundstr-tos', 'legal/fundstr-tos', 'fundstrTerms'),
];

/** Routes that need a login (spec 1 section 2, "Routes that need a login", "Cards routes", "Merchant routes"). */
export const SIGNED_IN_ROUTES: readonly RouteDefinition[] = [
  auth('home', 'home', 'home'),
  auth('admin-overview', 'admin-overview', 'adminOverview'),
  auth('self-certification-splash', 'self-certification-splash', 'selfCertificationSplash', {
    preload: ['birthCountries'],
  }),
  auth('kyc', 'kyc', 'kyc', { preload: ['accounts'] }),
  auth('business-kyc', 'business-kyc', 'businessKyc', { preload: ['accounts'] }),
  auth('company-documents', 'company-documents', 'companyDocuments'),
  auth('profile-update', 'profile-update', 'profileUpdate'),
  auth('unverified-account', 'unverified-account', 'unverifiedAccount'),
  auth('limited-account', 'limited-account', 'limitedAccount'),
  auth('profile', 'profile', 'profile'),
  auth('news', 'news', 'news'),
  // The spec names it without a path: a signed-in person's new business profile (docs/decisions.md).
  auth('new-profile', 'new-profile', 'newProfile'),
  auth('news-item', 'news/:newsId', 'news'),
  auth('setting', 'setting', 'setting'),
  auth('settings.company-access', 'company-access', 'companyAccess'),
  auth('payout-blacklist', 'payout-blacklist', 'payoutBlacklist'),
  auth('login-history', 'login-history', 'loginHistory'),
  auth('profile.legal', 'legal', 'legal'),
  auth('profile.notifications', 'profile/notifications', 'notifications'),
  auth('history', 'history', 'history'),
  auth('batch', 'history/batch-transfers', 'batchTransfers'),
  auth('addCard', 'add-card', 'addCard', { preload: ['applyCardInfo'] }),
  auth('confirmCard', 'confirm-card/:cardId', 'confirmCard', { remembersPrevious: true }),
  auth('transfer.external', 'transfer/external', 'transferExternal'),
  auth('transfer.mass', 'transfer/mass', 'transferMass'),
  auth('transfer.mass.wire', 'transfer/mass/wire', 'transferMassWire'),
  auth('transfer.mass.eft', 'transfer/mass/eft', 'transferMassEft'),
  auth('transfer.mass.oct', 'transfer/mass/oct', 'transferMassOct'),
  auth('transfer.mass.digital', 'transfer/mass/digital', 'transferMassDigital'),
  auth('transfer.mass.global', 'transfer/mass/global', 'transferMassGlobal'),
  auth('transfer.external-mass-confirm', 'transfer/external/mass/confirm', 'transferMassConfirm'),
  auth('transfer.global-summary', 'transfer/external/global-summary', 'globalSummary'),
  auth('transfer.p2p', 'transfer/p2p', 'transferP2p'),
  // Global pay to a user (spec 2 section 7 names the calls, not a route: docs/decisions.md).
  auth('transfer.global-pay', 'transfer/global-pay', 'transferGlobalPay'),
  auth('transfer.mass-p2p', 'transfer/mass/p2p', 'transferMassP2p'),
  auth('transfer.mass-p2p-confirm', 'transfer/mass/p2p/confirm', 'transferMassP2pConfirm'),
  auth('transfer.account', 'transfer/account', 'transferAccount'),
  auth('transfer.preapproved-payments', 'transfer/preapproved-payments', 'preapprovedPayments'),
  auth('transfer.invoices', 'transfer/invoices', 'invoices'),
  auth('transfer.approved', 'transfer/approved', 'approvedTransfers'),
  auth('messages', 'messages', 'messages'),
  auth('statements', 'statements', 'statements'),
  auth('company', 'company', 'company'),
  auth('company-emails', 'company-emails', 'companyEmails'),
  auth('oau', 'auth/sei', 'externalAuthorize'),
  auth('smartContracts', 'revenue-split', 'smartContracts'),
  auth('newSmartContract', 'revenue-split/new', 'newSmartContract'),
  auth('smartContract', 'revenue-split/:contractId', 'smartContract'),
  auth('self-certification', 'self-certification', 'selfCertification'),
  auth('self-certification-business', 'self-certification-business', 'selfCertificationBusiness'),
  auth('cards', 'cards', 'cards'),
  auth('physical-cards', 'cards/physical', 'physicalCards'),
  auth('virtual-cards', 'cards/virtual', 'virtualCards'),
  auth('card-detail', 'cards/:accountId', 'cardDetail'),
  auth('card-pin', 'card/:accountId/pin', 'cardPin'),
  auth('merchant', 'merchant', 'merchant'),
  auth('merchant.saved-buttons', 'merchant/buttons/my_saved_buttons', 'merchantSavedButtons'),
  auth('merchant.pbn-settings', 'merchant/buttons/pbn_settings', 'merchantPbnSettings'),
  auth('merchant.business-logos', 'merchant/buttons/business_logos', 'merchantBusinessLogos'),
  auth('merchant.api-key', 'merchant/internal/api_key', 'merchantApiKey'),
  auth('merchant.api-log', 'merchant/internal/api_log', 'merchantApiLog'),
  auth('merchant.webhook-log', 'merchant/internal/webhook_log', 'merchantWebhookLog'),
  auth('merchant.subscribers', 'merchant/accounts/subscribers', 'merchantSubscribers'),
  auth('merchant.verification', 'merchant/security/verification', 'merchantVerification'),
  auth('merchant.verification-history', 'merchant/security/verification/history', 'merchantVerificationHistory'),
  auth('merchant.reputation', 'merchant/security/reputation', 'merchantReputation'),
  auth('merchant.ipn-history', 'merchant/ipn/history', 'merchantIpnHistory'),
  auth('merchant.ipn-settings', 'merchant/ipn/settings', 'merchantIpnSettings'),
];

/**
 * Steps of the sign-in the spec describes without naming a route (start page after login, company selection,
 * terms to accept). They need a session but show no menus.
 */
export const SIGN_IN_STEP_ROUTES: readonly RouteDefinition[] = [
  auth('start', 'start', 'start'),
  auth('company-selection', 'select-company', 'companySelection'),
  auth('terms', 'terms', 'terms'),
];

export const NOT_FOUND_ROUTE_NAME = 'page_404';

export const ROUTES: readonly RouteDefinition[] = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES, ...SIGN_IN_STEP_ROUTES];

const byName = new Map(ROUTES.map((definition) => [definition.name, definition]));

/** The definition of a route by its name; throws for a name the table does not hold (a programming error). */
export function routeByName(name: string): RouteDefinition {
  const definition = byName.get(name);
  if (!definition) throw new Error(`Unknown route name '${name}'`);
  return definition;
}

export function findRoute(name: string | null | undefined): RouteDefinition | undefined {
  return name ? byName.get(name) : undefined;
}

/** The absolute path of a route without parameters (`/home`); throws for parameterised routes. */
export function pathOf(name: string): string {
  const { path } = routeByName(name);
  if (path.includes(':')) throw new Error(`Route '${name}' has parameters; build its path with pathWith()`);
  return `/${path}`;
}

/** The absolute path of a parameterised route (`pathWith('card-detail', { accountId: 5 })` is `/cards/5`). */
export function pathWith(name: string, params: Readonly<Record<string, string | number>>): string {
  const { path } = routeByName(name);
  return `/${path.replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route '${name}' needs the parameter '${key}'`);
    return encodeURIComponent(String(value));
  })}`;
}
