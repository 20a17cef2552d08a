/**
 * What the signed-in user may do with the acting business's merchant buttons: whether merchant services are on for
 * it (the `merchant` permission) and whether the user may change them (full access (2) to the merchant area; spec 1
 * section 6). Read from customer info and, for business users, access info.
 */
import type { ApiClient } from '../api/client';
import { CUSTOMER_TYPES, customerInfoGet, userAccessInfoGet } from '../api/contract/customer';
import { hasFullAccess, userStateFromCustomer } from '../user-state/user-state';

export interface MerchantAccess {
  /** Merchant services are enabled for the business. */
  enabled: boolean;
  /** The user may create, change and delete (full access); otherwise the merchant pages are read-only. */
  canEdit: boolean;
  /** The business's name, for headings; null for a personal customer. */
  businessName: string | null;
}

export const MERCHANT_PERMISSION = 'merchant';

export async function loadMerchantAccess(api: ApiClient, signal?: AbortSignal): Promise<MerchantAccess> {
  const { customer } = await api.call(customerInfoGet, {}, { signal });
  const business = customer.customerType !== CUSTOMER_TYPES.personal;
  const accessInfo = business ? await api.call(userAccessInfoGet, {}, { signal }) : null;
  const state = userStateFromCustomer(customer, accessInfo);
  return {
    enabled: state.permissions[MERCHANT_PERMISSION] === 1,
    canEdit: hasFullAccess(state, MERCHANT_PERMISSION),
    businessName: customer.businessName ?? null,
  };
}
