/**
 * The signed-in user's state (spec 1 section 3, "User state"), derived from the customer-info reply and, for
 * business users, the access-info reply.
 */
import type { AccessInfo, Customer, TwoStepMode } from '../api/contract/customer';
import { ACCESS_RIGHTS, CUSTOMER_TYPES } from '../api/contract/customer';

/** The client's customer type: personal 0, business 1 (the server's old business 1 and business 2). */
export type UserCustomerType = 0 | 1;

export interface UserState {
  firstName: string;
  lastName: string;
  login: string;
  customerType: UserCustomerType;
  isBusiness: boolean;
  isAdmin: boolean;
  limited: boolean;
  limitedReason: string | null;
  isNeedKyc: boolean;
  isNeedPersonalInfoUpdate: boolean;
  approvalCodeMode: string | null;
  transactionApproveMode: TwoStepMode;
  /** Two-factor login is on when login2faMode is not 'no'. */
  isTwoFactorLoginOn: boolean;
  permissions: Record<string, number>;
  /** Access right per area for business users (see ACCESS_RIGHTS); empty for personal users. */
  accessRights: Record<string, number>;
  accessList: { balanceInfo: boolean };
  strictMode: boolean;
  isConverted: boolean;
  /** True when the settlementAccount permission is 1. */
  isSubAccount: boolean;
  representativeId: number | null;
  representativePositionId: number | null;
}

/** Maps the server's customer type (0 personal, 1 old business, 2 business) to the client's 0 / 1. */
export function toUserCustomerType(serverType: number): UserCustomerType {
  return serverType === CUSTOMER_TYPES.personal ? 0 : 1;
}

/**
 * The user state from customer info and (optionally) access info. Permissions of a business user come from
 * access info when given; otherwise from customer info. Without access info, the access list allows balance info.
 */
export function userStateFromCustomer(customer: Customer, accessInfo?: AccessInfo | null): UserState {
  const customerType = toUserCustomerType(customer.customerType);
  const isBusiness = customerType === 1;
  const permissions = isBusiness && accessInfo ? accessInfo.permissions : customer.permissions;
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    login: customer.login,
    customerType,
    isBusiness,
    isAdmin: customer.isAdmin,
    limited: customer.limited,
    limitedReason: customer.limitedReason ?? null,
    isNeedKyc: customer.isNeedKyc || (accessInfo?.isNeedKyc ?? false),
    isNeedPersonalInfoUpdate: customer.isNeedPersonalInfoUpdate,
    approvalCodeMode: customer.approvalCodeMode ?? null,
    transactionApproveMode: customer.transactionApproveMode,
    isTwoFactorLoginOn: customer.login2faMode !== 'no',
    permissions: { ...permissions },
    accessRights: { ...(accessInfo?.accessRights ?? {}) },
    accessList: { balanceInfo: accessInfo?.accessList.balanceInfo ?? true },
    strictMode: customer.strictMode ?? false,
    isConverted: customer.isConverted ?? false,
    isSubAccount: permissions.settlementAccount === 1,
    representativeId: customer.representativeId ?? null,
    representativePositionId: customer.representativePositionId ?? null,
  };
}

/** Whether the user has full access (2) to an area, as the merchant API pages require (spec 1 section 6). */
export function hasFullAccess(state: Pick<UserState, 'isBusiness' | 'accessRights'>, area: string): boolean {
  return !state.isBusiness || state.accessRights[area] === ACCESS_RIGHTS.fullAccess;
}
