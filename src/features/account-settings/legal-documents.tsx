import { useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import { agreementDownload, type Agreement } from '../../core/api/contract/settings';
import type { Brand } from '../../core/brand/brand-schema';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { Banner, Button, DataTable, Stack, useErrorText, useMessages, useQuery } from '../../ui';
import { LoadState } from './load-state';
import { useMediumDate } from './medium-date';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from './messages';
import { settingsReads } from './settings-data';

/**
 * The legal page (route profile.legal): the agreements in force with when each was accepted, each downloadable as a
 * PDF (spec 2: legal info, agreement download), and the brand's legal pages.
 */
export function LegalDocuments({ api, cache, brand }: { api: ApiClient; cache: ResourceCache; brand: Brand }) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const errorText = useErrorText();
  const read = settingsReads.legal(api);
  const legal = useQuery(cache, read);
  const [failure, setFailure] = useState<unknown>(null);

  const download = async (agreement: Agreement) => {
    setFailure(null);
    try {
      const { url } = await api.call(agreementDownload, { id: agreement.id });
      // A new tab opened by the click's own task keeps the page the customer is on.
      window.open(url, '_blank', 'noopener');
    } catch (error) {
      setFailure(error);
    }
  };

  const formatDate = useMediumDate();
  const links = [
    ['termsLink', brand.legalLinks?.terms],
    ['privacyLink', brand.legalLinks?.privacy],
    ['feesLink', brand.legalLinks?.fees],
  ] as const;

  return (
    <Stack gap="lg" className="wallet-settings">
      <h1>{t('legal.title')}</h1>
      <p>{t('legal.intro', { brand: brand.name })}</p>
      {failure !== null && <Banner tone="error">{errorText(failure)}</Banner>}
      <LoadState view={legal} title={t('legal.title')} />
      {legal.data && (
        <DataTable
          caption={t('legal.title')}
          rows={legal.data.agreements}
          rowKey={(agreement) => agreement.id}
          columns={[
            { header: t('legal.agreement'), rowHeader: true, cell: (agreement) => agreement.title },
            { header: t('legal.version'), cell: (agreement) => agreement.version },
            { header: t('legal.effective'), cell: (agreement) => formatDate(agreement.effectiveDate) },
            {
              header: t('legal.accepted'),
              cell: (agreement) => (agreement.acceptedAt ? formatDate(agreement.acceptedAt) : t('legal.notRecorded')),
            },
            {
              header: 'PDF',
              hiddenHeader: true,
              cell: (agreement) => (
                <Button variant="secondary" onClick={() => download(agreement)}>
                  {t('legal.downloadButton')}
                  <span className="wallet-visually-hidden"> {agreement.title} (PDF)</span>
                </Button>
              ),
            },
          ]}
        />
      )}
      {links.some(([, href]) => href) && (
        <Stack gap="sm">
          <h2>{t('legal.links', { brand: brand.name })}</h2>
          <ul className="wallet-settings__links">
            {links.map(([key, href]) =>
              href ? (
                <li key={key}>
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {t(`legal.${key}`)}
                    <span className="wallet-visually-hidden"> ({t('legal.newTab')})</span>
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </Stack>
      )}
    </Stack>
  );
}
