import { describe, expect, it } from 'vitest';
import type { AccessInfo, Customer } from '../api/contract/customer';
import { hasFullAccess, toUserCustomerType, userStateFromCustomer } from './user-state';

function customer(overrides: Partial<Customer> = {}): Customer {
  return {
    userId: 1,
    customerId: 10,
    customerType: 0,
    login: 'anna@example.test',
    firstName: 'Anna',
    lastName: 'Berg',
    transactionApproveMode: 'otp',
    login2faMode: 'no',
    isAdmin: false,
    isHaveRelatedAccounts: false,
    useOldWeb: false,
    permissions: { transfers: 1 },
    verified: true,
    limited: false,
    dueDiligenceLevel: 0,
    isNeedPersonalInfoUpdate: false,
    isNeedKyc: false,
    ...overrides,
  };
}

const accessInfo: AccessInfo = {
  accessRights: { balanceInfo: 1, apiKey: 2 },
  accessList: { balanceInfo: false },
  businessRepresentativePositionIds: [3],
  permissions: { settlementAccount: 1 },
  isNeedKyc: true,
};

describe('toUserCustomerType', () => {
  it('maps personal 0 to 0 and old business 1 / business 2 to business 1', () => {
    expect(toUserCustomerType(0)).toBe(0);
    expect(toUserCustomerType(1)).toBe(1);
    expect(toUserCustomerType(2)).toBe(1);
  });
});

describe('userStateFromCustomer', () => {
  it('maps a personal customer', () => {
    const state = userStateFromCustomer(customer());
    expect(state).toMatchObject({
      firstName: 'Anna',
      lastName: 'Berg',
      login: 'anna@example.test',
      customerType: 0,
      isBusiness: false,
      isTwoFactorLoginOn: false,
      permissions: { transfers: 1 },
      accessRights: {},
      accessList: { balanceInfo: true },
      isSubAccount: false,
      limitedReason: null,
      strictMode: false,
      isConverted: false,
      transactionApproveMode: 'otp',
    });
  });

  it("turns two-factor login on when login2faMode is not 'no'", () => {
    expect(userStateFromCustomer(customer({ login2faMode: 'push' })).isTwoFactorLoginOn).toBe(true);
    expect(userStateFromCustomer(customer({ login2faMode: 'no' })).isTwoFactorLoginOn).toBe(false);
  });

  it('is a sub-account when the settlementAccount permission is 1', () => {
    expect(userStateFromCustomer(customer({ permissions: { settlementAccount: 1 } })).isSubAccount).toBe(true);
    expect(userStateFromCustomer(customer({ permissions: { settlementAccount: 0 } })).isSubAccount).toBe(false);
  });

  it('takes a business user’s rights, list and permissions from access info', () => {
    const state = userStateFromCustomer(customer({ customerType: 2, permissions: {} }), accessInfo);
    expect(state.customerType).toBe(1);
    expect(state.isBusiness).toBe(true);
    expect(state.accessRights).toEqual({ balanceInfo: 1, apiKey: 2 });
    expect(state.accessList).toEqual({ balanceInfo: false });
    expect(state.permissions).toEqual({ settlementAccount: 1 });
    expect(state.isSubAccount).toBe(true);
    expect(state.isNeedKyc).toBe(true);
    expect(hasFullAccess(state, 'apiKey')).toBe(true);
    expect(hasFullAccess(state, 'balanceInfo')).toBe(false);
  });

  it('keeps customer permissions for a personal user even with access info', () => {
    expect(userStateFromCustomer(customer(), accessInfo).permissions).toEqual({ transfers: 1 });
  });

  it('carries the representative and mode fields', () => {
    const state = userStateFromCustomer(
      customer({
        representativeId: 5,
        representativePositionId: 7,
        approvalCodeMode: 'sms',
        limited: true,
        limitedReason: 'docs',
      }),
    );
    expect(state).toMatchObject({
      representativeId: 5,
      representativePositionId: 7,
      approvalCodeMode: 'sms',
      limited: true,
      limitedReason: 'docs',
    });
  });
});
