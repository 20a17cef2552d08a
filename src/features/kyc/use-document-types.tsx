import type { ReactNode } from 'react';
import type { DocumentCategory } from '../../core/api/contract/kyc';
import { LoadErrorBanner, Spinner, useLanguage, useQuery } from '../../ui';
import { kycQueries } from './kyc-data';
import { useKycServices } from './kyc-context';
import { useKycText } from './kyc-text';

/** The document dictionary in the interface language, with a loading or retry view while it is not there. */
export function useDocumentTypes(): { data: DocumentCategory[] | undefined; view: ReactNode } {
  const { api, cache } = useKycServices();
  const language = useLanguage();
  const t = useKycText();
  const dictionary = useQuery(cache, kycQueries.documentTypes(api, language));
  let view: ReactNode = null;
  if (dictionary.status === 'loading' && !dictionary.data) view = <Spinner label={t('loading')} />;
  if (dictionary.status === 'error' && !dictionary.data) {
    view = <LoadErrorBanner title={t('loadError')} error={dictionary.error} onRetry={dictionary.reload} />;
  }
  return { data: dictionary.data?.categories, view };
}
