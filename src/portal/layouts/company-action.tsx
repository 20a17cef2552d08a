import { useSignals } from '@preact/signals-react/runtime';
import { useNavigate } from 'react-router';
import { companyQueries } from '../../core/company/company-data';
import { companyNeedsAction } from '../../core/company/needs-action';
import { pathOf } from '../../core/navigation/route-table';
import { ActingForBanner } from '../../features/admin-overview/admin-overview';
import { useQuery } from '../../ui';
import { usePortal } from '../portal-context';
import type { PortalUser } from '../user/use-current-user';

/**
 * Whether a company action is required (spec 3 section 2.1: the company entry is highlighted), by the needs-action
 * rules of section 4.3 over the company and its representatives. Read for users of the company menu only.
 */
export function useCompanyActionRequired(enabled: boolean): boolean {
  const { api, cache } = usePortal();
  const info = useQuery(cache, enabled ? companyQueries.info(api) : null);
  const representatives = useQuery(cache, enabled ? companyQueries.representatives(api) : null);
  if (!enabled || !info.data || !representatives.data) return false;
  return companyNeedsAction(info.data.company, representatives.data.representatives);
}

/** The admin's "acting for" banner while a fromCustomerId is set, with the way back to the admin overview. */
export function AdminActingBanner({ user }: { user: PortalUser }) {
  useSignals();
  const { actingCustomer } = usePortal();
  const navigate = useNavigate();
  const id = actingCustomer.id.value;
  if (!user.state.isAdmin || id === null) return null;
  const name = user.customer.businessName ?? null;
  return (
    <ActingForBanner
      name={name}
      customerId={id}
      onStop={() => {
        actingCustomer.set(null);
        void navigate(pathOf('admin-overview'));
      }}
    />
  );
}
