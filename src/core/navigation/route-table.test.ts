import { describe, expect, it } from 'vitest';
import { findRoute, pathOf, pathWith, PUBLIC_ROUTES, ROUTES, routeByName, SIGNED_IN_ROUTES } from './route-table';

/** Spec 1 section 2: the route identifiers with a path the spec gives (names only listed there are below). */
const SPEC_ROUTES: [name: string, path: string, access: 'public' | 'auth'][] = [
  ['auth.login', 'login', 'public'],
  ['auth.register', 'register', 'public'],
  ['auth.register-business', 'register/business', 'public'],
  ['auth.register-personal', 'register/personal', 'public'],
  ['auth.activate', 'activate', 'public'],
  ['scp-enable', 'scp', 'public'],
  ['receive', 'receive/:id', 'public'],
  ['video-identity-job', 'video-identity-job/:id', 'public'],
  ['identity-verification', 'identity-verification/:workflowRunId/:token', 'public'],
  ['admin-overview', 'admin-overview', 'auth'],
  ['self-certification-splash', 'self-certification-splash', 'auth'],
  ['kyc', 'kyc', 'auth'],
  ['company-documents', 'company-documents', 'auth'],
  ['profile-update', 'profile-update', 'auth'],
  ['unverified-account', 'unverified-account', 'auth'],
  ['limited-account', 'limited-account', 'auth'],
  ['profile', 'profile', 'auth'],
  ['home', 'home', 'auth'],
  ['news', 'news', 'auth'],
  ['setting', 'setting', 'auth'],
  ['settings.company-access', 'company-access', 'auth'],
  ['payout-blacklist', 'payout-blacklist', 'auth'],
  ['login-history', 'login-history', 'auth'],
  ['profile.legal', 'legal', 'auth'],
  ['profile.notifications', 'profile/notifications', 'auth'],
  ['history', 'history', 'auth'],
  ['batch', 'history/batch-transfers', 'auth'],
  ['addCard', 'add-card', 'auth'],
  ['confirmCard', 'confirm-card/:cardId', 'auth'],
  ['messages', 'messages', 'auth'],
  ['statements', 'statements', 'auth'],
  ['company', 'company', 'auth'],
  ['company-emails', 'company-emails', 'auth'],
  ['oau', 'auth/sei', 'auth'],
  ['smartContracts', 'revenue-split', 'auth'],
  ['newSmartContract', 'revenue-split/new', 'auth'],
  ['smartContract', 'revenue-split/:contractId', 'auth'],
  ['self-certification', 'self-certification', 'auth'],
  ['self-certification-business', 'self-certification-business', 'auth'],
  ['physical-cards', 'cards/physical', 'auth'],
  ['virtual-cards', 'cards/virtual', 'auth'],
  ['merchant', 'merchant', 'auth'],
];

/** Paths the spec lists without an identifier (transfers, cards, merchant pages, the static legal page). */
const SPEC_PATHS = [
  'scp-mobile',
  'transfer/external',
  'transfer/mass',
  'transfer/mass/wire',
  'transfer/mass/eft',
  'transfer/mass/oct',
  'transfer/mass/digital',
  'transfer/mass/global',
  'transfer/external/mass/confirm',
  'transfer/external/global-summary',
  'transfer/p2p',
  'transfer/mass/p2p',
  'transfer/mass/p2p/confirm',
  'transfer/account',
  'transfer/preapproved-payments',
  'transfer/invoices',
  'transfer/approved',
  'cards',
  'cards/:accountId',
  'card/:accountId/pin',
  'merchant/buttons/my_saved_buttons',
  'merchant/buttons/pbn_settings',
  'merchant/buttons/business_logos',
  'merchant/internal/api_key',
  'merchant/internal/api_log',
  'merchant/internal/webhook_log',
  'merchant/accounts/subscribers',
  'merchant/security/verification',
  'merchant/security/verification/history',
  'merchant/security/reputation',
  'merchant/ipn/history',
  'merchant/ipn/settings',
  'legal/fundstr-tos',
];

describe('route table', () => {
  it.each(SPEC_ROUTES)('%s is at /%s (%s)', (name, path, access) => {
    const definition = routeByName(name);
    expect(definition.path).toBe(path);
    expect(definition.access).toBe(access);
  });

  it.each(SPEC_PATHS)('has the path /%s', (path) => {
    expect(ROUTES.map((definition) => definition.path)).toContain(path);
  });

  it('holds each name and each path once', () => {
    expect(new Set(ROUTES.map((definition) => definition.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((definition) => definition.path)).size).toBe(ROUTES.length);
  });

  it('puts public and signed-in routes in their lists', () => {
    expect(PUBLIC_ROUTES.every((definition) => definition.access === 'public')).toBe(true);
    expect(SIGNED_IN_ROUTES.every((definition) => definition.access === 'auth')).toBe(true);
  });

  it.each([
    // A preload key comes with its loader (docs/decisions.md): pages not built yet declare none.
    ['auth.register-business', undefined],
    ['kyc', ['accounts']],
    ['addCard', ['applyCardInfo']],
    ['company', undefined],
    ['self-certification-splash', ['birthCountries']],
    ['home', undefined],
  ])('%s loads %j before it is entered', (name, preload) => {
    expect(routeByName(name).preload).toEqual(preload);
  });

  it('signs out first on the receive, video identity and identity verification pages only', () => {
    expect(ROUTES.filter((definition) => definition.logoutFirst).map((definition) => definition.name)).toEqual([
      'receive',
      'video-identity-job',
      'identity-verification',
    ]);
  });

  it('confirm-card remembers the route it was opened from', () => {
    expect(routeByName('confirmCard').remembersPrevious).toBe(true);
  });

  it('builds paths', () => {
    expect(pathOf('home')).toBe('/home');
    expect(pathOf('oau')).toBe('/auth/sei');
    expect(pathWith('card-pin', { accountId: 42 })).toBe('/card/42/pin');
    expect(pathWith('smartContract', { contractId: 'a b' })).toBe('/revenue-split/a%20b');
    expect(() => pathOf('card-detail')).toThrow(/parameters/);
    expect(() => pathWith('card-detail', {})).toThrow(/accountId/);
    expect(() => routeByName('nope')).toThrow(/Unknown route/);
    expect(findRoute('nope')).toBeUndefined();
    expect(findRoute(null)).toBeUndefined();
  });
});
