import type { AccessInfo, Customer } from '../../core/api/contract/customer';
import { CUSTOMER_TYPES } from '../../core/api/contract/customer';
import { RESPONSE_CODES } from '../../core/api/contract/envelope';
import { isApiError } from '../../core/api/errors';
import type { GuardUser } from '../../core/navigation/guards';
import { hasFullAccess, userStateFromCustomer, type UserState } from '../../core/user-state/user-state';
import { useQuery } from '../../ui';
import { usePortal } from '../portal-context';
import { customerQuery, permissionsQuery } from '../../core/customer/customer-data';

/** The signed-in user as the shell sees it: the replies, the derived user state and the guards' facts. */
export interface PortalUser {
  customer: Customer;
  accessInfo: AccessInfo | null;
  state: UserState;
  guard: GuardUser;
}

export type CurrentUser =
  | { status: 'loading' }
  | { status: 'ready'; user: PortalUser }
  /** Customer or access info answered with a terms error: the terms must be accepted first. */
  | { status: 'terms' }
  | { status: 'error'; error: unknown; reload: () => void };

export function portalUserOf(
  customer: Customer,
  accessInfo: AccessInfo | null,
  brand: { contractsEnabled: boolean },
): PortalUser {
  const state = userStateFromCustomer(customer, accessInfo);
  return {
    customer,
    accessInfo,
    state,
    guard: {
      isBusiness: state.isBusiness,
      isNeedKyc: state.isNeedKyc,
      // Representatives are treated as always verified (spec 1 section 6).
      verified: customer.verified || state.representativePositionId !== null,
      balanceInfo: state.accessList.balanceInfo,
      fullMerchantAccess: hasFullAccess(state, 'merchant'),
      contractsEnabled: brand.contractsEnabled,
    },
  };
}

function isTermsError(error: unknown): boolean {
  return isApiError(error) && error.code === RESPONSE_CODES.termsError;
}

/**
 * Customer info for the acting customer and, for business users, access info: what the guards, menus and header
 * read. Data stays on screen while it reloads (after the acting customer changes).
 */
export function useCurrentUser(): CurrentUser {
  const { api, cache, features } = usePortal();
  const customer = useQuery(cache, customerQuery(api));
  const reply = customer.data?.customer;
  const isBusiness = reply !== undefined && reply.customerType !== CUSTOMER_TYPES.personal;
  const access = useQuery(cache, isBusiness ? permissionsQuery(api) : null);

  if (customer.status === 'error' && isTermsError(customer.error)) return { status: 'terms' };
  if (access.status === 'error' && isTermsError(access.error)) return { status: 'terms' };
  if (customer.status === 'error' && !customer.refreshing)
    return { status: 'error', error: customer.error, reload: customer.reload };
  if (isBusiness && access.status === 'error' && access.data === undefined)
    return { status: 'error', error: access.error, reload: access.reload };
  if (!reply || (isBusiness && !access.data)) return { status: 'loading' };
  return {
    status: 'ready',
    user: portalUserOf(reply, isBusiness ? (access.data ?? null) : null, { contractsEnabled: features.contracts }),
  };
}
