import { useSignals } from '@preact/signals-react/runtime';
import { useLocation } from 'react-router';
import type { CustomerAccess } from '../../core/api/contract/customer';
import { CompanySelection } from '../../features/company-selection/company-selection';
import { usePortal } from '../portal-context';
import { continueWithCompany } from '../start/start-flow';
import { useApplyStartDecision } from '../start/use-start-decision';

/** Whether the selection was opened from the header to switch company (rather than right after the login). */
export interface CompanySelectionPageState {
  switching?: boolean;
}

/**
 * The company selection (route company-selection): a business user with several customer accesses picks the
 * company to act for; its access info then decides where to go (spec 1 "After access info loads").
 */
export function SelectCompanyPage() {
  useSignals();
  const services = usePortal();
  const apply = useApplyStartDecision();
  const location = useLocation();
  const switching = (location.state as CompanySelectionPageState | null)?.switching === true;

  const select = async (access: CustomerAccess) => {
    const result = await continueWithCompany(services, String(access.id));
    await apply(result, switching ? { companySelected: access.customerName } : undefined);
  };

  return (
    <div className="portal-narrow">
      <CompanySelection
        api={services.api}
        cache={services.cache}
        currentCustomerId={services.actingCustomer.id.value}
        onSelect={select}
      />
    </div>
  );
}
