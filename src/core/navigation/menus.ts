/**
 * The portal's menus (spec 3 section 2.1): the personal, company and profile-only menus with their insertion,
 * visibility, badge and highlight rules, plus the main navigation. Entries name routes of the route table; the
 * portal passes which routes have a page, and entries of sections not built yet are left out.
 */
import { mayUseContracts } from './guards';
import { pathOf } from './route-table';

export type MenuKind = 'personal' | 'company' | 'profileOnly';

export type MenuLabel =
  | 'home'
  | 'adminOverview'
  | 'companyDocuments'
  | 'history'
  | 'cards'
  | 'statements'
  | 'messages'
  | 'news'
  | 'profile'
  | 'notificationSettings'
  | 'accountSecurity'
  | 'loginHistory'
  | 'smartContracts'
  | 'preapprovedPayments'
  | 'payoutBlacklist'
  | 'legalInfo'
  | 'invoices'
  | 'companyDetails'
  | 'manageUsers'
  | 'paymentEmails'
  | 'merchantServices'
  | 'verification';

export interface MenuEntry {
  /** Route name (see route-table.ts). */
  route: string;
  /** Absolute path of the route. */
  path: string;
  /** Message key suffix (`menu.<label>`). */
  label: MenuLabel;
  /** Drawn with emphasis: actions are required there (profile, company). */
  highlighted: boolean;
  /** Smart contracts: red with the count of requests, else blue with the count of active contracts. */
  badge: { tone: 'danger' | 'info'; count: number } | null;
}

interface MenuItem {
  route: string;
  label: MenuLabel;
}

const item = (route: string, label: MenuLabel): MenuItem => ({ route, label });

const INVOICES = item('transfer.invoices', 'invoices');
const SMART_CONTRACTS = 'smartContracts';

/** Personal menu; invoices go in at position 5 when the requestMoney permission is held. */
export const PERSONAL_MENU: readonly MenuItem[] = [
  item('profile', 'profile'),
  item('profile.notifications', 'notificationSettings'),
  item('setting', 'accountSecurity'),
  item('login-history', 'loginHistory'),
  item(SMART_CONTRACTS, 'smartContracts'),
  item('transfer.preapproved-payments', 'preapprovedPayments'),
  item('payout-blacklist', 'payoutBlacklist'),
  item('profile.legal', 'legalInfo'),
];

/**
 * Company menu; invoices go in at position 8 when the requestMoney permission is held. The spec's list is about the
 * company; the person signed in also keeps their own profile, account security and login history, at the end
 * (docs/decisions.md "The business user's own profile").
 */
export const COMPANY_MENU: readonly MenuItem[] = [
  item('company', 'companyDetails'),
  item('settings.company-access', 'manageUsers'),
  item('company-emails', 'paymentEmails'),
  item(SMART_CONTRACTS, 'smartContracts'),
  item('transfer.preapproved-payments', 'preapprovedPayments'),
  item('payout-blacklist', 'payoutBlacklist'),
  item('profile.notifications', 'notificationSettings'),
  item('profile.legal', 'legalInfo'),
  item('merchant', 'merchantServices'),
  item('profile', 'profile'),
  item('setting', 'accountSecurity'),
  item('login-history', 'loginHistory'),
];

/** Profile-only menu (representative-only business users): profile, account security, login history. */
export const PROFILE_ONLY_MENU: readonly MenuItem[] = [
  item('profile', 'profile'),
  item('setting', 'accountSecurity'),
  item('login-history', 'loginHistory'),
];

/**
 * Entries that lead to a service only some customers have: shown only while the permission is on, so no menu entry
 * ends on a "not enabled" page (merchant services of a business without the merchant permission).
 */
export const PERMISSION_GATED_ENTRIES: Readonly<Record<string, string>> = { merchant: 'merchant' };

/** 1-based positions where the invoices entry is inserted (before hidden entries are removed). */
export const INVOICES_POSITION: Readonly<Record<MenuKind, number | null>> = {
  personal: 5,
  company: 8,
  profileOnly: null,
};

export const REQUEST_MONEY_PERMISSION = 'requestMoney';

export interface MenuFacts {
  kind: MenuKind;
  permissions: Readonly<Record<string, number>>;
  /** The customer is verified (smart contracts are hidden otherwise). */
  verified: boolean;
  /** The brand's contracts feature (with the environment's override). */
  contractsEnabled: boolean;
  /** Contract counts; null while unknown (no badge). */
  contractStats: { requests: number; active: number } | null;
  /** Required profile actions exist: the profile entry is highlighted. */
  profileActionRequired: boolean;
  /** A company action is required: the company entry is highlighted. */
  companyActionRequired: boolean;
}

/** Which of the three menus a user gets: personal customers the personal menu, business users the company menu,
 * representative-only business users (no balanceInfo access) the profile-only menu. */
export function menuKindFor(user: { isBusiness: boolean; balanceInfo: boolean }): MenuKind {
  if (!user.isBusiness) return 'personal';
  return user.balanceInfo ? 'company' : 'profileOnly';
}

function baseMenu(kind: MenuKind): readonly MenuItem[] {
  if (kind === 'personal') return PERSONAL_MENU;
  if (kind === 'company') return COMPANY_MENU;
  return PROFILE_ONLY_MENU;
}

function contractsBadge(stats: MenuFacts['contractStats']): MenuEntry['badge'] {
  if (!stats) return null;
  if (stats.requests > 0) return { tone: 'danger', count: stats.requests };
  if (stats.active > 0) return { tone: 'info', count: stats.active };
  return null;
}

/**
 * The account menu for these facts. `isAvailable(route)` says whether the route has a page yet; entries of
 * sections not built are not shown. Invoices are inserted at their position first, then hidden entries drop out.
 */
export function buildMenu(facts: MenuFacts, isAvailable: (route: string) => boolean): MenuEntry[] {
  const items = [...baseMenu(facts.kind)];
  const position = INVOICES_POSITION[facts.kind];
  if (position !== null && facts.permissions[REQUEST_MONEY_PERMISSION] === 1) items.splice(position - 1, 0, INVOICES);

  return items
    .filter((entry) => entry.route !== SMART_CONTRACTS || mayUseContracts(facts))
    .filter((entry) => {
      const permission = PERMISSION_GATED_ENTRIES[entry.route];
      return permission === undefined || facts.permissions[permission] === 1;
    })
    .filter((entry) => isAvailable(entry.route))
    .map((entry) => ({
      route: entry.route,
      path: pathOf(entry.route),
      label: entry.label,
      highlighted:
        (entry.route === 'profile' && facts.profileActionRequired) ||
        (entry.route === 'company' && facts.companyActionRequired),
      badge: entry.route === SMART_CONTRACTS ? contractsBadge(facts.contractStats) : null,
    }));
}

/**
 * The main navigation: the start page of the user's kind, the admin overview for admins, then the sections. A user
 * who must complete KYC (`kycRoute`: kyc or business-kyc) gets that page first; `isAvailable` is expected to drop
 * what the guards would send back to it, so the menu offers only what opens.
 */
export function buildMainMenu(
  facts: { kind: MenuKind; isAdmin: boolean; kycRoute?: 'kyc' | 'business-kyc' | null | undefined },
  isAvailable: (route: string) => boolean,
): MenuEntry[] {
  const kyc = facts.kycRoute ? [item(facts.kycRoute, 'verification')] : [];
  const items: MenuItem[] =
    facts.kind === 'profileOnly'
      ? [item('company-documents', 'companyDocuments')]
      : [
          item('home', 'home'),
          ...(facts.isAdmin ? [item('admin-overview', 'adminOverview')] : []),
          item('history', 'history'),
          item('cards', 'cards'),
          item('statements', 'statements'),
          item('messages', 'messages'),
          item('news', 'news'),
        ];
  return [...kyc, ...items]
    .filter((entry) => isAvailable(entry.route))
    .map((entry) => ({
      route: entry.route,
      path: pathOf(entry.route),
      label: entry.label,
      highlighted: false,
      badge: null,
    }));
}
