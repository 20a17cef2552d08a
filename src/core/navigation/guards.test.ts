import { describe, expect, it } from 'vitest';
import type { GuardUser } from './guards';
import {
  isRememberablePath,
  kycPathFor,
  loginRedirect,
  publicRedirect,
  readNavigationQuery,
  signedInRedirect,
} from './guards';

const PERSONAL: GuardUser = {
  isBusiness: false,
  isNeedKyc: false,
  verified: true,
  balanceInfo: true,
  fullMerchantAccess: true,
  contractsEnabled: true,
};
const BUSINESS: GuardUser = { ...PERSONAL, isBusiness: true };
const NEEDS_KYC: GuardUser = { ...PERSONAL, isNeedKyc: true, verified: false };
const BUSINESS_NEEDS_KYC: GuardUser = { ...BUSINESS, isNeedKyc: true };
const REPRESENTATIVE_ONLY: GuardUser = { ...BUSINESS, balanceInfo: false };
const INITIATOR: GuardUser = { ...BUSINESS, fullMerchantAccess: false };
const UNVERIFIED: GuardUser = { ...PERSONAL, verified: false };
const NO_CONTRACTS: GuardUser = { ...PERSONAL, contractsEnabled: false };

describe('signedInRedirect', () => {
  it.each<[string, GuardUser, string, string | null]>([
    // 1. forced KYC, business kyc for businesses
    ['needs KYC, anywhere', NEEDS_KYC, 'home', '/kyc'],
    ['needs KYC, on kyc', NEEDS_KYC, 'kyc', null],
    ['needs KYC, on business-kyc', NEEDS_KYC, 'business-kyc', '/kyc'],
    ['needs KYC, profile update first', NEEDS_KYC, 'profile-update', null],
    ['needs KYC, company selection', NEEDS_KYC, 'company-selection', null],
    ['needs KYC, the sei hand-over (auth/sei) is not taken over', NEEDS_KYC, 'oau', null],
    ['business needs KYC, the sei hand-over', BUSINESS_NEEDS_KYC, 'oau', null],
    ['business needs KYC', BUSINESS_NEEDS_KYC, 'cards', '/business-kyc'],
    ['business needs KYC, on kyc', BUSINESS_NEEDS_KYC, 'kyc', '/business-kyc'],
    ['business needs KYC, on business-kyc', BUSINESS_NEEDS_KYC, 'business-kyc', null],
    ['KYC before confinement', { ...REPRESENTATIVE_ONLY, isNeedKyc: true }, 'home', '/business-kyc'],
    // 2. representative-only business users stay in company documents
    ['representative-only, home', REPRESENTATIVE_ONLY, 'home', '/company-documents'],
    ['representative-only, transfers', REPRESENTATIVE_ONLY, 'transfer.p2p', '/company-documents'],
    ['representative-only, company documents', REPRESENTATIVE_ONLY, 'company-documents', null],
    ['representative-only, profile', REPRESENTATIVE_ONLY, 'profile', null],
    ['representative-only, account security', REPRESENTATIVE_ONLY, 'setting', null],
    ['representative-only, kyc not needed', REPRESENTATIVE_ONLY, 'business-kyc', '/company-documents'],
    // 3. route guards
    ['kyc not needed', PERSONAL, 'kyc', '/home'],
    ['business-kyc not needed', BUSINESS, 'business-kyc', '/home'],
    ['kyc submitted, waiting for the review', UNVERIFIED, 'kyc', null],
    ['unverified-account when verified', PERSONAL, 'unverified-account', '/home'],
    ['unverified-account when unverified', UNVERIFIED, 'unverified-account', null],
    ['company documents for a personal customer', PERSONAL, 'company-documents', '/home'],
    ['company documents for a business', BUSINESS, 'company-documents', null],
    ['company details for a personal customer', PERSONAL, 'company', '/home'],
    ['manage users for a personal customer', PERSONAL, 'settings.company-access', '/home'],
    ['company details for a business', BUSINESS, 'company', null],
    ['manage users for a business', BUSINESS, 'settings.company-access', null],
    ['company self-certification for a personal customer', PERSONAL, 'self-certification-business', '/home'],
    ['company self-certification for a business', BUSINESS, 'self-certification-business', null],
    ['merchant', BUSINESS, 'merchant', '/merchant/security/verification'],
    ['api key, full access', BUSINESS, 'merchant.api-key', null],
    ['api key, initiate rights', INITIATOR, 'merchant.api-key', '/merchant/buttons/my_saved_buttons'],
    ['api log, initiate rights', INITIATOR, 'merchant.api-log', '/merchant/buttons/my_saved_buttons'],
    ['webhook log, initiate rights', INITIATOR, 'merchant.webhook-log', '/merchant/buttons/my_saved_buttons'],
    ['subscribers, initiate rights', INITIATOR, 'merchant.subscribers', null],
    ['revenue-split list, verified, contracts on', PERSONAL, 'smartContracts', null],
    ['new revenue-split contract, verified business', BUSINESS, 'newSmartContract', null],
    ['one revenue-split contract, verified', PERSONAL, 'smartContract', null],
    ['revenue-split list, unverified', UNVERIFIED, 'smartContracts', '/home'],
    ['new revenue-split contract, unverified', UNVERIFIED, 'newSmartContract', '/home'],
    ['one revenue-split contract, unverified', UNVERIFIED, 'smartContract', '/home'],
    ['revenue-split list, contracts off', NO_CONTRACTS, 'smartContracts', '/home'],
    ['new revenue-split contract, contracts off', NO_CONTRACTS, 'newSmartContract', '/home'],
    ['one revenue-split contract, contracts off', NO_CONTRACTS, 'smartContract', '/home'],
    ['revenue-split, unverified and needing KYC: KYC first', NEEDS_KYC, 'smartContracts', '/kyc'],
    ['home', PERSONAL, 'home', null],
  ])('%s', (_case, user, name, expected) => {
    expect(signedInRedirect({ name }, user)).toBe(expected);
  });
});

describe('signedInRedirect for merchant', () => {
  it('goes to security/verification, or to the saved buttons while the verification page is not built', () => {
    expect(signedInRedirect({ name: 'merchant' }, BUSINESS, () => true)).toBe('/merchant/security/verification');
    expect(signedInRedirect({ name: 'merchant' }, BUSINESS, (name) => name !== 'merchant.verification')).toBe(
      '/merchant/buttons/my_saved_buttons',
    );
  });
});

describe('kycPathFor', () => {
  it('sends businesses to business kyc', () => {
    expect(kycPathFor({ isBusiness: false })).toBe('/kyc');
    expect(kycPathFor({ isBusiness: true })).toBe('/business-kyc');
  });
});

describe('publicRedirect', () => {
  it.each<[string, boolean, string | null]>([
    ['scp-enable', false, '/login'],
    ['scp-enable', true, null],
    ['scp-mobile', false, null],
    ['auth.register', false, null],
  ])('%s with a login result: %s', (name, hasLoginResult, expected) => {
    expect(publicRedirect({ name }, { hasLoginResult })).toBe(expected);
  });
});

describe('readNavigationQuery', () => {
  it.each<[string, Partial<ReturnType<typeof readNavigationQuery>>]>([
    ['', { fromCustomerId: null, exchange: null, api: false, language: null, rest: '' }],
    ['?fromCustomerId=200002&tab=1', { fromCustomerId: '200002', rest: '?tab=1' }],
    ['?fromCustomerId=abc', { fromCustomerId: null, rest: '' }],
    ['?code=c1&codeVerifier=v1&x=2', { exchange: { code: 'c1', codeVerifier: 'v1' }, rest: '?x=2' }],
    ['?code=c1', { exchange: null, rest: '?code=c1' }],
    ['?api=staging3', { api: true, rest: '' }],
    ['?lang=ua&x=1', { language: 'ua', rest: '?x=1' }],
    ['?lang=', { language: null, rest: '' }],
  ])('%s', (search, expected) => {
    expect(readNavigationQuery(search)).toMatchObject(expected);
  });

  it('keeps fromCustomerId for a path saved before the login', () => {
    expect(readNavigationQuery('?fromCustomerId=7&api=1', { keepActingCustomer: true }).rest).toBe('?fromCustomerId=7');
  });
});

describe('isRememberablePath', () => {
  it.each<[string | null, boolean]>([
    ['/home?tab=accounts', true],
    ['/cards/5#pin', true],
    ['/login', false],
    ['/login?reason=idle', false],
    ['/start', false],
    ['/select-company', false],
    ['//evil.example/home', false],
    ['https://evil.example', false],
    ['/\\evil.example', false],
    ['', false],
    [null, false],
  ])('%s: %s', (path, expected) => {
    expect(isRememberablePath(path)).toBe(expected);
  });
});

describe('loginRedirect', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it.each<[string, Parameters<typeof loginRedirect>, ReturnType<typeof loginRedirect>]>([
    [
      'saves the wanted path',
      [{ name: 'home' }, at('/home', '?tab=accounts'), { reason: null }],
      { to: '/login', remember: '/home?tab=accounts', key: 'initialPath' },
    ],
    [
      'says why the session ended',
      [{ name: 'history' }, at('/history'), { reason: 'idle' }],
      { to: '/login?reason=idle', remember: '/history', key: 'initialPath' },
    ],
    [
      'remembers nothing after a sign-out',
      [{ name: 'home' }, at('/home'), { reason: 'loggedOut' }],
      { to: '/login', remember: null, key: 'initialPath' },
    ],
    [
      'keeps the acting customer, drops api',
      [{ name: 'home' }, at('/home', '?fromCustomerId=200001&api=x'), { reason: null }],
      { to: '/login', remember: '/home?fromCustomerId=200001', key: 'initialPath' },
    ],
    [
      'hands a code exchange to the login page',
      [{ name: 'home' }, at('/home', '?code=c&codeVerifier=v'), { reason: null }],
      { to: '/login?code=c&codeVerifier=v', remember: '/home', key: 'initialPath' },
    ],
    [
      'the external authorize flow keeps its own path',
      [{ name: 'oau' }, at('/auth/sei', '?origin=https%3A%2F%2Fshop.example'), { reason: null }],
      { to: '/login', remember: '/auth/sei?origin=https%3A%2F%2Fshop.example', key: 'seiPath' },
    ],
  ])('%s', (_case, args, expected) => {
    expect(loginRedirect(...args)).toEqual(expected);
  });
});
