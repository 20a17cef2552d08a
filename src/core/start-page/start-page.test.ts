import { describe, expect, it } from 'vitest';
import type { PendingTerm } from '../api/errors';
import type { AccessInfoOutcome, StartPageCustomer, StartPageDecision } from './start-page';
import { startPageAfterAccessInfo, startPageAfterLogin, startPageForAccesses } from './start-page';

const PERSONAL: StartPageCustomer = {
  customerType: 0,
  isAdmin: false,
  isHaveRelatedAccounts: false,
  useOldWeb: false,
  oldWebUrl: null,
  customCustomerId: null,
  isNeedPersonalInfoUpdate: false,
  isNeedKyc: false,
  isNeedFatca: false,
};
const BUSINESS: StartPageCustomer = { ...PERSONAL, customerType: 2, isHaveRelatedAccounts: true };
const OLD_WEB = 'https://old.example/';
const TERMS: PendingTerm[] = [{ id: 7, title: 'Terms 2025', url: 'https://example.test/terms' }];

const route = (path: string, rule: StartPageDecision['rule']): StartPageDecision => ({ kind: 'route', path, rule });

describe('startPageAfterLogin', () => {
  it.each<[string, Partial<StartPageCustomer> | null, string | null, StartPageDecision]>([
    // 1. old web
    [
      '1. old web, no custom id',
      { useOldWeb: true, oldWebUrl: OLD_WEB },
      null,
      { kind: 'external', url: OLD_WEB, rule: 'oldWeb' },
    ],
    [
      '1. old web wins over admin',
      { useOldWeb: true, oldWebUrl: OLD_WEB, isAdmin: true },
      null,
      { kind: 'external', url: OLD_WEB, rule: 'oldWeb' },
    ],
    [
      '1. old web with a custom customer id: not redirected',
      { useOldWeb: true, oldWebUrl: OLD_WEB, customCustomerId: 'C-1' },
      null,
      route('/home', 'home'),
    ],
    [
      '1. old web without an address: not redirected',
      { useOldWeb: true, oldWebUrl: null },
      null,
      route('/home', 'home'),
    ],
    // 2. admin
    ['2. admin', { isAdmin: true, isNeedKyc: true }, '/history', route('/admin-overview', 'admin')],
    // 3. business
    ['3. business with related accounts', BUSINESS, null, { kind: 'loadCustomerAccesses', rule: 'companySelection' }],
    [
      '3. old business type 1 with related accounts',
      { ...BUSINESS, customerType: 1 },
      null,
      { kind: 'loadCustomerAccesses', rule: 'companySelection' },
    ],
    [
      '3. business comes before personal rules',
      { ...BUSINESS, isNeedKyc: true, isNeedPersonalInfoUpdate: true },
      null,
      { kind: 'loadCustomerAccesses', rule: 'companySelection' },
    ],
    [
      '3. business without related accounts: old web with authorised-user info',
      { ...BUSINESS, isHaveRelatedAccounts: false, oldWebUrl: OLD_WEB },
      null,
      { kind: 'external', url: OLD_WEB, rule: 'oldWebAuthorisedUser' },
    ],
    [
      '3. business without related accounts nor old web: login',
      { ...BUSINESS, isHaveRelatedAccounts: false },
      null,
      { kind: 'login', rule: 'oldWebAuthorisedUser' },
    ],
    // 4 to 8
    [
      '4. personal info update',
      { isNeedPersonalInfoUpdate: true, isNeedKyc: true, isNeedFatca: true },
      '/history',
      route('/profile-update', 'profileUpdate'),
    ],
    ['5. KYC', { isNeedKyc: true, isNeedFatca: true }, '/history', route('/kyc', 'kyc')],
    ['6. FATCA', { isNeedFatca: true }, '/history', route('/self-certification', 'selfCertification')],
    ['6. FATCA flag absent', { isNeedFatca: undefined }, null, route('/home', 'home')],
    ['7. remembered path', {}, '/history?page=2', route('/history?page=2', 'initialPath')],
    ['7. an off-site remembered path is ignored', {}, '//evil.example/', route('/home', 'home')],
    ['7. a remembered login page is ignored', {}, '/login', route('/home', 'home')],
    ['8. home', {}, null, route('/home', 'home')],
  ])('%s', (_case, overrides, initialPath, expected) => {
    const customer = overrides === null ? null : { ...PERSONAL, ...overrides };
    expect(startPageAfterLogin({ customer, pendingTerms: [], initialPath })).toEqual(expected);
  });

  const SEI = '/auth/sei?origin=https%3A%2F%2Fshop.example&codeChallenge=x&state=y';
  it.each<[string, Partial<StartPageCustomer>, string | null, StartPageDecision]>([
    ['3b. the sei hand-over wins over KYC', { isNeedKyc: true }, SEI, route(SEI, 'seiHandOver')],
    [
      '3b. the sei hand-over wins over the profile update and FATCA',
      { isNeedPersonalInfoUpdate: true, isNeedFatca: true },
      SEI,
      route(SEI, 'seiHandOver'),
    ],
    [
      '3b. a remembered path that is not the sei page is not a hand-over',
      { isNeedKyc: true },
      '/history',
      route('/kyc', 'kyc'),
    ],
    ['3b. an off-site hand-over path is ignored', { isNeedKyc: true }, '//evil.example/auth/sei', route('/kyc', 'kyc')],
  ])('%s', (_case, overrides, seiPath, expected) => {
    expect(
      startPageAfterLogin({
        customer: { ...PERSONAL, ...overrides },
        pendingTerms: [],
        initialPath: '/history',
        seiPath,
      }),
    ).toEqual(expected);
  });

  it('3b. an admin still starts on the admin overview', () => {
    expect(
      startPageAfterLogin({
        customer: { ...PERSONAL, isAdmin: true },
        pendingTerms: [],
        initialPath: null,
        seiPath: SEI,
      }),
    ).toEqual(route('/admin-overview', 'admin'));
  });

  it.each<[string, PendingTerm[], StartPageDecision]>([
    ['no logged-in e-mail, pending terms: the terms', TERMS, { kind: 'terms', terms: TERMS, rule: 'terms' }],
    ['no logged-in e-mail, no terms: login', [], { kind: 'login', rule: 'login' }],
  ])('%s', (_case, pendingTerms, expected) => {
    expect(startPageAfterLogin({ customer: null, pendingTerms, initialPath: '/history' })).toEqual(expected);
  });
});

describe('startPageForAccesses', () => {
  it.each<[string, { id: number | string }[], StartPageDecision]>([
    ['several: company selection', [{ id: 1 }, { id: 2 }], { kind: 'companySelection', rule: 'companySelection' }],
    ['one: act for it', [{ id: 200001 }], { kind: 'actFor', customerId: '200001', rule: 'companySelection' }],
    ['none: login', [], { kind: 'login', rule: 'login' }],
  ])('%s', (_case, accesses, expected) => {
    expect(startPageForAccesses(accesses)).toEqual(expected);
  });
});

describe('startPageAfterAccessInfo', () => {
  const ok = (isNeedKyc: boolean, balanceInfo: boolean): AccessInfoOutcome => ({
    ok: true,
    accessInfo: { isNeedKyc, accessList: { balanceInfo } },
  });

  it.each<[string, AccessInfoOutcome, string | null, StartPageDecision]>([
    ['KYC needed: business kyc', ok(true, false), '/history', route('/business-kyc', 'kyc')],
    [
      'no balance-info access: company documents',
      ok(false, false),
      '/history',
      route('/company-documents', 'noBalanceInfo'),
    ],
    ['saved initial path', ok(false, true), '/history', route('/history', 'initialPath')],
    ['otherwise home', ok(false, true), null, route('/home', 'home')],
    ['terms error: the terms', { ok: false, terms: TERMS }, '/history', { kind: 'terms', terms: TERMS, rule: 'terms' }],
    ['other failure: login', { ok: false, terms: [] }, '/history', { kind: 'login', rule: 'login' }],
  ])('%s', (_case, outcome, initialPath, expected) => {
    expect(startPageAfterAccessInfo(outcome, initialPath)).toEqual(expected);
  });

  it('a remembered sei hand-over wins over business KYC and the no-balance rule', () => {
    const sei = '/auth/sei?origin=https%3A%2F%2Fshop.example';
    expect(startPageAfterAccessInfo(ok(true, false), '/history', sei)).toEqual(route(sei, 'seiHandOver'));
  });
});
