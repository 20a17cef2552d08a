import { useParams } from 'react-router';
import { SmartContractDetail } from '../../features/smart-contracts/contract-detail';
import { SmartContractList } from '../../features/smart-contracts/contract-list';
import { NewSmartContract } from '../../features/smart-contracts/new-contract-form';
import smartContractsCss from '../../features/smart-contracts/smart-contracts.css?inline';
import { useSmartContractMessages } from '../../features/smart-contracts/messages';
import { LoadErrorBanner, Spinner, useQuery } from '../../ui';
import { adoptFeatureStyles } from '../layouts/feature-styles';
import { usePortal } from '../portal-context';
import { customerQuery } from '../../core/customer/customer-data';

adoptFeatureStyles('smart-contracts', smartContractsCss);

/** revenue-split (route smartContracts): the customer's contracts with their counts. */
export function SmartContractsPage() {
  const { api, cache } = usePortal();
  return <SmartContractList api={api} cache={cache} />;
}

/** revenue-split/new (route newSmartContract): proposing a contract for the acting customer. */
export function NewSmartContractPage() {
  const { api, cache } = usePortal();
  const { t } = useSmartContractMessages();
  const customer = useQuery(cache, customerQuery(api));
  if (customer.status === 'error')
    return <LoadErrorBanner title={t('form.loadError')} error={customer.error} onRetry={customer.reload} />;
  if (!customer.data) return <Spinner label="…" />;
  return <NewSmartContract api={api} cache={cache} ownCustomerId={Number(customer.data.customer.customerId)} />;
}

/** revenue-split/{contractId} (route smartContract): one contract; other route parameters are not shown. */
export function SmartContractPage() {
  const { contractId = '' } = useParams();
  const { api, cache } = usePortal();
  return <SmartContractDetail key={contractId} api={api} cache={cache} contractId={contractId} />;
}
