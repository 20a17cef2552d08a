import { useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import { businessFatcaCrsCertificationUpdate, ENTITY_TYPES, type BusinessFatca } from '../../core/api/contract/company';
import { COMPANY_CACHE_KEYS, companyQueries } from '../../core/company/company-data';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { Banner, Button, Card, Select, Stack, TextField, useLanguage, useQuery } from '../../ui';
import { BusinessTaxForms } from './business-tax-forms';
import { CompanyLoadState } from './company-documents';
import { CompanyTexts, ConfirmCheckbox, SaveFailure, useCompanySave } from './company-shared';
import { useCompanyMessages } from './messages';

export interface BusinessSelfCertificationProps {
  api: ApiClient;
  cache: ResourceCache;
}

/**
 * `/self-certification-business`: the company's FATCA/CRS self-certification. The entity's classification, whether
 * it is a US entity, its tax residencies with their numbers, signed by a director. A signed one can be renewed; the
 * tax forms its answers call for (W-9, W-8BEN-E, certificate of loss of nationality) are uploaded below it.
 */
export function BusinessSelfCertification(props: BusinessSelfCertificationProps) {
  return (
    <CompanyTexts>
      <Content {...props} />
    </CompanyTexts>
  );
}

function Content({ api, cache }: BusinessSelfCertificationProps) {
  const { t } = useCompanyMessages();
  const language = useLanguage();
  const certification = useQuery(cache, companyQueries.fatca(api));
  const [renewing, setRenewing] = useState(false);
  const data = certification.data?.certification;
  return (
    <div className="wallet-company">
      <Stack gap="lg">
        <h1>{t('fatca.title')}</h1>
        <p>{t('fatca.intro')}</p>
        {!data ? (
          <CompanyLoadState
            state={{
              status: certification.status === 'error' ? 'error' : 'loading',
              error: certification.error,
              reload: certification.reload,
            }}
          />
        ) : data.signedAt && !renewing ? (
          <Card title={t('fatca.signedTitle')} headingLevel={2}>
            <Stack gap="sm">
              <Banner tone="success">
                {t('fatca.signed', {
                  name: data.signerName ?? '',
                  date: new Date(data.signedAt).toLocaleDateString(language),
                })}
              </Banner>
              <p>{t('fatca.classification', { type: data.entityType ? t(`fatca.entity.${data.entityType}`) : '' })}</p>
              <p>
                {t('fatca.residencies', {
                  list: data.taxResidencies.map((item) => `${item.countryCode} ${item.taxId}`).join(', '),
                })}
              </p>
              <div>
                <Button variant="secondary" onClick={() => setRenewing(true)}>
                  {t('fatca.renew')}
                </Button>
              </div>
            </Stack>
          </Card>
        ) : null}
        {data && data.signedAt && !renewing && <BusinessTaxForms api={api} cache={cache} certification={data} />}
        {data && (!data.signedAt || renewing) && (
          <CertificationForm
            api={api}
            value={data}
            onSigned={() => {
              setRenewing(false);
              cache.invalidate(COMPANY_CACHE_KEYS.fatca);
            }}
          />
        )}
      </Stack>
    </div>
  );
}

function CertificationForm({ api, value, onSigned }: { api: ApiClient; value: BusinessFatca; onSigned: () => void }) {
  const { t } = useCompanyMessages();
  const first = value.taxResidencies[0];
  const [draft, setDraft] = useState({
    entityType: value.entityType ?? '',
    giin: value.giin ?? '',
    isUSEntity: value.isUSEntity ?? false,
    country: first?.countryCode ?? '',
    taxId: first?.taxId ?? '',
    signerName: '',
    controllingPersonFormerUSCitizen: value.controllingPersonFormerUSCitizen ?? false,
    confirmed: false,
  });
  // Asked of a passive NFE that is not a US entity: its W-8BEN-E names its controlling persons.
  const asksControllingPerson = draft.entityType === 'passiveNfe' && !draft.isUSEntity;
  const { errors, failure, saving, run } = useCompanySave();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!draft.entityType) found.entityType = t('fatca.errors.entityType');
    if (
      draft.entityType === 'financialInstitution' &&
      !/^[A-Z0-9]{6}\.[A-Z0-9]{5}\.[A-Z]{2}\.[0-9]{3}$/.test(draft.giin.trim().toUpperCase())
    )
      found.giin = t('fatca.errors.giin');
    if (!/^[A-Za-z]{2}$/.test(draft.country.trim())) found.taxResidencies = t('fatca.errors.country');
    if (!draft.taxId.trim()) found.taxId = t('fatca.errors.taxId');
    if (draft.isUSEntity && draft.country.trim().toUpperCase() !== 'US')
      found.taxResidencies = t('fatca.errors.usEntity');
    if (draft.signerName.trim().length < 2) found.signerName = t('fatca.errors.signer');
    if (!draft.confirmed) found.confirmed = t('fatca.errors.confirm');
    await run(found, async () => {
      await api.call(businessFatcaCrsCertificationUpdate, {
        entityType: draft.entityType as (typeof ENTITY_TYPES)[number],
        isUSEntity: draft.isUSEntity,
        taxResidencies: [{ countryCode: draft.country.trim().toUpperCase(), taxId: draft.taxId.trim() }],
        signerName: draft.signerName.trim(),
        confirmed: true,
        ...(draft.entityType === 'financialInstitution' ? { giin: draft.giin.trim().toUpperCase() } : {}),
        ...(asksControllingPerson ? { controllingPersonFormerUSCitizen: draft.controllingPersonFormerUSCitizen } : {}),
      });
      onSigned();
    });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('fatca.title')}>
      <Stack gap="md">
        <Select
          label={t('fatca.entityType')}
          placeholder={t('fatca.entityPlaceholder')}
          options={ENTITY_TYPES.map((type) => ({ value: type, label: t(`fatca.entity.${type}`) }))}
          value={draft.entityType}
          error={errors.entityType}
          onChange={(event) => setDraft({ ...draft, entityType: event.target.value })}
        />
        {draft.entityType === 'financialInstitution' && (
          <TextField
            label={t('fatca.giin')}
            hint={t('fatca.giinHint')}
            value={draft.giin}
            error={errors.giin}
            onChange={(event) => setDraft({ ...draft, giin: event.target.value })}
          />
        )}
        <label className="wallet-company__check">
          <input
            type="checkbox"
            checked={draft.isUSEntity}
            onChange={(event) => setDraft({ ...draft, isUSEntity: event.target.checked })}
          />{' '}
          {t('fatca.usEntity')}
        </label>
        {asksControllingPerson && (
          <label className="wallet-company__check">
            <input
              type="checkbox"
              checked={draft.controllingPersonFormerUSCitizen}
              onChange={(event) => setDraft({ ...draft, controllingPersonFormerUSCitizen: event.target.checked })}
            />{' '}
            {t('fatca.controllingPersonFormerUS')}
          </label>
        )}
        <div className="wallet-company__pair">
          <TextField
            label={t('fatca.country')}
            hint={t('fatca.countryHint')}
            maxLength={2}
            value={draft.country}
            error={errors.taxResidencies}
            onChange={(event) => setDraft({ ...draft, country: event.target.value })}
          />
          <TextField
            label={t('fatca.taxId')}
            value={draft.taxId}
            error={errors.taxId}
            onChange={(event) => setDraft({ ...draft, taxId: event.target.value })}
          />
        </div>
        <TextField
          label={t('fatca.signer')}
          value={draft.signerName}
          error={errors.signerName}
          onChange={(event) => setDraft({ ...draft, signerName: event.target.value })}
        />
        <ConfirmCheckbox
          checked={draft.confirmed}
          error={errors.confirmed}
          onChange={(confirmed) => setDraft({ ...draft, confirmed })}
        >
          {t('fatca.confirm')}
        </ConfirmCheckbox>
        <SaveFailure failure={failure} />
        <div>
          <Button type="submit" loading={saving}>
            {t('fatca.sign')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
