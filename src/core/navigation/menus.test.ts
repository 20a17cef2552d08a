import { describe, expect, it } from 'vitest';
import type { MenuFacts, MenuKind } from './menus';
import { buildMainMenu, buildMenu, menuKindFor } from './menus';

const ALL = () => true;

function facts(overrides: Partial<MenuFacts> = {}): MenuFacts {
  return {
    kind: 'personal',
    permissions: {},
    verified: true,
    contractsEnabled: true,
    contractStats: null,
    profileActionRequired: false,
    companyActionRequired: false,
    ...overrides,
  };
}

const routes = (menu: ReturnType<typeof buildMenu>) => menu.map((entry) => entry.route);

describe('menuKindFor', () => {
  it.each<[boolean, boolean, MenuKind]>([
    [false, true, 'personal'],
    [false, false, 'personal'],
    [true, true, 'company'],
    [true, false, 'profileOnly'],
  ])('business %s, balanceInfo %s: %s', (isBusiness, balanceInfo, kind) => {
    expect(menuKindFor({ isBusiness, balanceInfo })).toBe(kind);
  });
});

describe('buildMenu', () => {
  it.each<[string, Partial<MenuFacts>, string[]]>([
    [
      'personal',
      {},
      [
        'profile',
        'profile.notifications',
        'setting',
        'login-history',
        'smartContracts',
        'transfer.preapproved-payments',
        'payout-blacklist',
        'profile.legal',
      ],
    ],
    [
      'personal with requestMoney: invoices at position 5',
      { permissions: { requestMoney: 1 } },
      [
        'profile',
        'profile.notifications',
        'setting',
        'login-history',
        'transfer.invoices',
        'smartContracts',
        'transfer.preapproved-payments',
        'payout-blacklist',
        'profile.legal',
      ],
    ],
    [
      'personal with requestMoney 0: no invoices',
      { permissions: { requestMoney: 0 } },
      [
        'profile',
        'profile.notifications',
        'setting',
        'login-history',
        'smartContracts',
        'transfer.preapproved-payments',
        'payout-blacklist',
        'profile.legal',
      ],
    ],
    [
      'personal, unverified: no smart contracts; invoices inserted before the hidden entry drops out',
      { verified: false, permissions: { requestMoney: 1 } },
      [
        'profile',
        'profile.notifications',
        'setting',
        'login-history',
        'transfer.invoices',
        'transfer.preapproved-payments',
        'payout-blacklist',
        'profile.legal',
      ],
    ],
    [
      'personal, contracts feature off: no smart contracts',
      { contractsEnabled: false },
      [
        'profile',
        'profile.notifications',
        'setting',
        'login-history',
        'transfer.preapproved-payments',
        'payout-blacklist',
        'profile.legal',
      ],
    ],
    [
      'company',
      { kind: 'company', permissions: { merchant: 1 } },
      [
        'company',
        'settings.company-access',
        'company-emails',
        'smartContracts',
        'transfer.preapproved-payments',
        'payout-blacklist',
        'profile.notifications',
        'profile.legal',
        'merchant',
        'profile',
        'setting',
        'login-history',
      ],
    ],
    [
      'company with requestMoney: invoices at position 8',
      { kind: 'company', permissions: { requestMoney: 1, merchant: 1 } },
      [
        'company',
        'settings.company-access',
        'company-emails',
        'smartContracts',
        'transfer.preapproved-payments',
        'payout-blacklist',
        'profile.notifications',
        'transfer.invoices',
        'profile.legal',
        'merchant',
        'profile',
        'setting',
        'login-history',
      ],
    ],
    [
      'profile-only',
      { kind: 'profileOnly', permissions: { requestMoney: 1 } },
      ['profile', 'setting', 'login-history'],
    ],
  ])('%s', (_case, overrides, expected) => {
    expect(routes(buildMenu(facts(overrides), ALL))).toEqual(expected);
  });

  it('links every entry to its path', () => {
    const menu = buildMenu(facts({ kind: 'company', permissions: { requestMoney: 1 } }), ALL);
    expect(menu.find((entry) => entry.route === 'settings.company-access')?.path).toBe('/company-access');
    expect(menu.find((entry) => entry.route === 'transfer.invoices')?.path).toBe('/transfer/invoices');
    expect(menu.find((entry) => entry.route === 'smartContracts')?.path).toBe('/revenue-split');
  });

  it('leaves out sections that are not built yet', () => {
    const built = new Set(['profile', 'setting']);
    expect(routes(buildMenu(facts(), (route) => built.has(route)))).toEqual(['profile', 'setting']);
    expect(buildMenu(facts(), () => false)).toEqual([]);
  });

  it.each<[string, MenuFacts['contractStats'], { tone: 'danger' | 'info'; count: number } | null]>([
    ['unknown stats: no badge', null, null],
    ['requests: red with the request count', { requests: 2, active: 5 }, { tone: 'danger', count: 2 }],
    ['no requests: blue with the active count', { requests: 0, active: 5 }, { tone: 'info', count: 5 }],
    ['nothing: no badge', { requests: 0, active: 0 }, null],
  ])('smart contracts badge, %s', (_case, contractStats, badge) => {
    const entry = buildMenu(facts({ contractStats }), ALL).find((item) => item.route === 'smartContracts');
    expect(entry?.badge).toEqual(badge);
    expect(
      buildMenu(facts({ contractStats }), ALL)
        .filter((item) => item.route !== 'smartContracts')
        .every((item) => item.badge === null),
    ).toBe(true);
  });

  it.each<[string, Partial<MenuFacts>, string[]]>([
    ['nothing required', {}, []],
    ['profile actions required', { profileActionRequired: true }, ['profile']],
    ['company action required', { kind: 'company', companyActionRequired: true }, ['company']],
    ['company action on a personal menu', { companyActionRequired: true }, []],
    ['profile actions on a profile-only menu', { kind: 'profileOnly', profileActionRequired: true }, ['profile']],
  ])('highlights: %s', (_case, overrides, expected) => {
    expect(routes(buildMenu(facts(overrides), ALL).filter((entry) => entry.highlighted))).toEqual(expected);
  });
});

describe('buildMainMenu', () => {
  it.each<[string, { kind: MenuKind; isAdmin: boolean }, string[]]>([
    ['personal', { kind: 'personal', isAdmin: false }, ['home', 'history', 'cards', 'statements', 'messages', 'news']],
    [
      'admin',
      { kind: 'personal', isAdmin: true },
      ['home', 'admin-overview', 'history', 'cards', 'statements', 'messages', 'news'],
    ],
    ['company', { kind: 'company', isAdmin: false }, ['home', 'history', 'cards', 'statements', 'messages', 'news']],
    ['profile-only', { kind: 'profileOnly', isAdmin: false }, ['company-documents']],
  ])('%s', (_case, input, expected) => {
    expect(routes(buildMainMenu(input, ALL))).toEqual(expected);
  });

  it('shows only built sections', () => {
    expect(routes(buildMainMenu({ kind: 'personal', isAdmin: true }, (route) => route === 'home'))).toEqual(['home']);
  });
});

describe('menus follow what the customer can use', () => {
  it('offers merchant services only to a business whose merchant permission is on', () => {
    expect(routes(buildMenu(facts({ kind: 'company', permissions: {} }), ALL))).not.toContain('merchant');
    expect(routes(buildMenu(facts({ kind: 'company', permissions: { merchant: 0 } }), ALL))).not.toContain('merchant');
    expect(routes(buildMenu(facts({ kind: 'company', permissions: { merchant: 1 } }), ALL))).toContain('merchant');
  });

  it('puts the verification first for a user who must complete KYC, and keeps what the guards allow', () => {
    const allowed = (route: string) => ['kyc', 'business-kyc'].includes(route);
    expect(buildMainMenu({ kind: 'personal', isAdmin: false, kycRoute: 'kyc' }, allowed)).toEqual([
      { route: 'kyc', path: '/kyc', label: 'verification', highlighted: false, badge: null },
    ]);
    expect(
      buildMainMenu({ kind: 'company', isAdmin: false, kycRoute: 'business-kyc' }, allowed).map((entry) => entry.route),
    ).toEqual(['business-kyc']);
    expect(
      buildMainMenu({ kind: 'personal', isAdmin: false, kycRoute: null }, ALL).map((entry) => entry.route),
    ).not.toContain('kyc');
  });
});
