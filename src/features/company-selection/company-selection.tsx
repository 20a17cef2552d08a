import { useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { CustomerAccess } from '../../core/api/contract/customer';
import { customerAccessesQuery } from '../../core/customer/customer-data';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { Banner, Button, LoadErrorBanner, Spinner, Stack, useErrorText, useMessages, useQuery } from '../../ui';
import { COMPANY_SELECTION_NAMESPACE, companySelectionMessages } from './messages';

export interface CompanySelectionProps {
  api: ApiClient;
  cache: ResourceCache;
  /** The customer acted for now, marked as the current one. */
  currentCustomerId?: string | null | undefined;
  /** Called with the chosen access; a rejection is shown above the list. */
  onSelect: (access: CustomerAccess) => Promise<unknown> | void;
}

/**
 * The company selection of a business user with several customer accesses (spec 1 section 2, start page rule 3):
 * each company with the name the user works under there.
 */
export function CompanySelection({ api, cache, currentCustomerId = null, onSelect }: CompanySelectionProps) {
  const t = useMessages(COMPANY_SELECTION_NAMESPACE, companySelectionMessages);
  const errorText = useErrorText();
  // The same entry the start page read to decide that the user chooses a company.
  const accesses = useQuery(cache, customerAccessesQuery(api));
  const [failure, setFailure] = useState<unknown>(null);
  const list = accesses.data?.customerAccesses ?? [];

  async function choose(access: CustomerAccess): Promise<void> {
    setFailure(null);
    try {
      await onSelect(access);
    } catch (error) {
      setFailure(error);
    }
  }

  return (
    <Stack gap="lg" className="wallet-company-selection">
      <Stack gap="xs">
        <h1 className="wallet-company-selection__title">{t('title')}</h1>
        <p className="wallet-company-selection__intro">{t('intro')}</p>
      </Stack>
      {failure !== null && <Banner tone="error">{errorText(failure)}</Banner>}
      {accesses.status === 'loading' && <Spinner label={t('loading')} showLabel />}
      {accesses.status === 'error' && (
        <LoadErrorBanner title={t('loadError')} error={accesses.error} onRetry={accesses.reload} />
      )}
      {accesses.status === 'success' && list.length === 0 && <p>{t('empty')}</p>}
      {list.length > 0 && (
        <ul className="wallet-company-selection__list" aria-label={t('listLabel')}>
          {list.map((access) => {
            const current = currentCustomerId !== null && String(access.id) === currentCustomerId;
            return (
              <li key={String(access.id)} className="wallet-company-selection__item">
                <Button
                  variant="secondary"
                  fullWidth
                  className="wallet-company-selection__option"
                  onClick={() => choose(access)}
                >
                  <span className="wallet-company-selection__name">{access.customerName}</span>{' '}
                  <span className="wallet-company-selection__detail">
                    {t('workingAs', { name: `${access.employeeFirstName} ${access.employeeLastName}`.trim() })}
                    {' · '}
                    {access.customerUsername}
                  </span>
                  {current && (
                    <>
                      {' '}
                      <span className="wallet-company-selection__current">{t('current')}</span>
                    </>
                  )}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Stack>
  );
}
