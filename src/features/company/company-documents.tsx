import { useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import {
  representativeRoleOf,
  type BusinessCompany,
  type CompanyDocument,
  type CompanyDocumentGroup,
  type CompanyDocumentType,
  type Representative,
} from '../../core/api/contract/company';
import { companyQueries, invalidateCompany } from '../../core/company/company-data';
import { addressNeedsAction, groupNeedsAction, representativeNeedsAction } from '../../core/company/needs-action';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { Button, Card, LoadErrorBanner, Spinner, Stack, useCommonMessages, useLanguage, useQuery } from '../../ui';
import { CompanyTexts, DocumentLine } from './company-shared';
import { CompanyUploadForm } from './company-upload';
import { RepresentativeDetails } from './representative-details';
import { useCompanyMessages } from './messages';

export interface CompanyDataProps {
  api: ApiClient;
  cache: ResourceCache;
}

/** The company and its representatives, loaded together; the screen shows a loading or error state until both are there. */
export function useCompanyData({ api, cache }: CompanyDataProps) {
  const info = useQuery(cache, companyQueries.info(api));
  const representatives = useQuery(cache, companyQueries.representatives(api));
  const error = info.error ?? representatives.error;
  const reload = () => {
    info.reload();
    representatives.reload();
  };
  if (info.data && representatives.data) {
    return {
      status: 'ready' as const,
      company: info.data.company,
      documentTypes: info.data.documentTypes,
      representatives: representatives.data.representatives,
      reload,
    };
  }
  return { status: error ? ('error' as const) : ('loading' as const), error, reload };
}

export function NeedsActionMark() {
  const { t } = useCompanyMessages();
  return <span className="wallet-company__badge wallet-company__badge--action">{t('needsAction')}</span>;
}

function GroupSection({
  api,
  cache,
  group,
  title,
  intro,
  documents,
  types,
  requiredTypes,
  needsAction,
}: CompanyDataProps & {
  group: CompanyDocumentGroup;
  title: string;
  intro: string;
  documents: readonly CompanyDocument[];
  types: readonly CompanyDocumentType[];
  requiredTypes: readonly number[];
  needsAction: boolean;
}) {
  const { t } = useCompanyMessages();
  const language = useLanguage();
  const missing = requiredTypes.filter(
    (typeId) =>
      !documents.some((document) => document.documentTypeId === typeId && [0, 2, 31, 41].includes(document.statusId)),
  );
  return (
    <Card title={title} headingLevel={2} actions={needsAction ? <NeedsActionMark /> : undefined}>
      <Stack gap="md">
        <p>{intro}</p>
        {requiredTypes.length > 0 && (
          <p className="wallet-company__muted">
            {t('documents.required', {
              types: requiredTypes.map((id) => types.find((type) => type.id === id)?.name ?? String(id)).join(', '),
            })}
          </p>
        )}
        {documents.length > 0 ? (
          <ul className="wallet-company__documents">
            {documents.map((document) => (
              <DocumentLine key={document.id} document={document} language={language} />
            ))}
          </ul>
        ) : (
          <p>{t('documents.none')}</p>
        )}
        <CompanyUploadForm
          api={api}
          group={group}
          types={types}
          initialType={missing[0]}
          label={t('upload.formFor', { what: title })}
          onUploaded={() => invalidateCompany(cache)}
        />
      </Stack>
    </Card>
  );
}

const ROLE_ORDER = ['director', 'shareholder', 'owner', 'other'] as const;

function RepresentativeCard({
  api,
  cache,
  representative,
  types,
}: CompanyDataProps & { representative: Representative; types: readonly CompanyDocumentType[] }) {
  const { t } = useCompanyMessages();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const name = `${representative.firstName} ${representative.lastName}`;
  const detailsId = `representative-${String(representative.id)}-details`;
  const roles = [...new Set(representative.positionIds.map(representativeRoleOf))].sort(
    (a, b) => ROLE_ORDER.indexOf(a) - ROLE_ORDER.indexOf(b),
  );
  return (
    <Card
      title={name}
      headingLevel={3}
      actions={representativeNeedsAction(representative) ? <NeedsActionMark /> : undefined}
    >
      <Stack gap="sm">
        <p className="wallet-company__muted">
          {roles.map((role) => t(`roles.${role}`)).join(', ')}
          {representative.share !== null && ` · ${t('representatives.share', { share: representative.share })}`}
        </p>
        {representative.documents.length > 0 ? (
          <ul className="wallet-company__documents">
            {representative.documents.map((document) => (
              <DocumentLine key={document.id} document={document} language={language} />
            ))}
          </ul>
        ) : (
          <p>{t('representatives.noDocuments')}</p>
        )}
        <CompanyUploadForm
          api={api}
          group="representative"
          types={types}
          representativeId={representative.id}
          label={t('upload.formFor', { what: name })}
          onUploaded={() => invalidateCompany(cache)}
        />
        <div>
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((current) => !current)}
          >
            {t(open ? 'representatives.details.hide' : 'representatives.details.show', { name })}
          </Button>
        </div>
        <div id={detailsId}>
          {open && <RepresentativeDetails api={api} cache={cache} representativeId={representative.id} name={name} />}
        </div>
      </Stack>
    </Card>
  );
}

/** The company's documents by group and its representatives with theirs. */
export function CompanyDocumentSections({
  api,
  cache,
  company,
  representatives,
  documentTypes,
}: CompanyDataProps & {
  company: BusinessCompany;
  representatives: readonly Representative[];
  documentTypes: readonly CompanyDocumentType[];
}) {
  const { t } = useCompanyMessages();
  const typesOf = (group: CompanyDocumentGroup) => documentTypes.filter((type) => type.group === group);
  const required = (group: CompanyDocumentGroup) =>
    company.requirements.filter((item) => item.group === group).map((item) => item.documentTypeId);
  const sowRequired = required('sourceOfWealth');
  return (
    <Stack gap="lg">
      <GroupSection
        api={api}
        cache={cache}
        group="corporate"
        title={t('documents.corporate.title')}
        intro={t('documents.corporate.intro')}
        documents={company.corporateDocuments}
        types={typesOf('corporate')}
        requiredTypes={required('corporate')}
        needsAction={groupNeedsAction(company.corporateDocumentStatus)}
      />
      <GroupSection
        api={api}
        cache={cache}
        group="additional"
        title={t('documents.additional.title')}
        intro={t('documents.additional.intro')}
        documents={company.additionalDocuments}
        types={typesOf('additional')}
        requiredTypes={required('additional')}
        needsAction={groupNeedsAction(company.additionalDocumentStatus)}
      />
      {(sowRequired.length > 0 || company.sourceOfWealthDocuments.length > 0) && (
        <GroupSection
          api={api}
          cache={cache}
          group="sourceOfWealth"
          title={t('documents.sourceOfWealth.title')}
          intro={t('documents.sourceOfWealth.intro')}
          documents={company.sourceOfWealthDocuments}
          types={typesOf('sourceOfWealth')}
          requiredTypes={sowRequired}
          needsAction={sowRequired.length > 0 && groupNeedsAction(company.sourceOfWealthStatus)}
        />
      )}
      <section aria-labelledby="company-representatives" className="wallet-company__group">
        <h2 id="company-representatives">{t('representatives.title')}</h2>
        <p>{t('representatives.intro')}</p>
        <Stack gap="md">
          {representatives.map((representative) => (
            <RepresentativeCard
              key={representative.id}
              api={api}
              cache={cache}
              representative={representative}
              types={typesOf('representative')}
            />
          ))}
        </Stack>
      </section>
    </Stack>
  );
}

/** Addresses of the company with their proofs. */
export function CompanyAddresses({
  api,
  cache,
  company,
  documentTypes,
}: CompanyDataProps & { company: BusinessCompany; documentTypes: readonly CompanyDocumentType[] }) {
  const { t } = useCompanyMessages();
  const language = useLanguage();
  const countries = new Intl.DisplayNames([language], { type: 'region' });
  return (
    <Card
      title={t('addresses.title')}
      headingLevel={2}
      actions={company.addresses.some(addressNeedsAction) ? <NeedsActionMark /> : undefined}
    >
      <Stack gap="md">
        {company.addresses.length === 0 && <p>{t('addresses.none')}</p>}
        {company.addresses.map((address) => {
          const line = [
            address.address1,
            address.address2,
            address.city,
            String(address.postalCode),
            countries.of(address.countryCode) ?? address.countryCode,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <div key={address.addressId} className="wallet-company__address">
              <p className="wallet-company__address-line">
                <strong>
                  {t(`addresses.kind.${String(address.addressKind)}`, { defaultValue: t('addresses.kind.other') })}
                </strong>
                : {line}
              </p>
              {address.uploadedDocuments.length > 0 ? (
                <ul className="wallet-company__documents">
                  {address.uploadedDocuments.map((document) => (
                    <DocumentLine key={document.id} document={document} language={language} />
                  ))}
                </ul>
              ) : (
                <p>{t('addresses.noProof')}</p>
              )}
              {addressNeedsAction(address) && (
                <CompanyUploadForm
                  api={api}
                  group="address"
                  types={documentTypes.filter((type) => type.group === 'address')}
                  addressId={address.addressId}
                  label={t('upload.formFor', { what: line })}
                  onUploaded={() => invalidateCompany(cache)}
                />
              )}
            </div>
          );
        })}
      </Stack>
    </Card>
  );
}

/** Loading and error states of a company screen. */
export function CompanyLoadState({
  state,
}: {
  state: { status: 'loading' | 'error'; error: unknown; reload: () => void };
}) {
  const { t } = useCompanyMessages();
  const common = useCommonMessages();
  if (state.status === 'error')
    return <LoadErrorBanner title={t('loadError')} error={state.error} onRetry={state.reload} />;
  return <Spinner label={common('status.loading')} showLabel />;
}

/** `/company-documents`: the company's documents and its representatives' (the only page of representative-only users). */
export function CompanyDocuments(props: CompanyDataProps) {
  return (
    <CompanyTexts>
      <CompanyDocumentsContent {...props} />
    </CompanyTexts>
  );
}

function CompanyDocumentsContent(props: CompanyDataProps) {
  const { t } = useCompanyMessages();
  const state = useCompanyData(props);
  return (
    <div className="wallet-company">
      <Stack gap="lg">
        <h1>{t('documents.title')}</h1>
        <p>{t('documents.intro')}</p>
        {state.status === 'ready' ? (
          <>
            <CompanyAddresses {...props} company={state.company} documentTypes={state.documentTypes} />
            <CompanyDocumentSections
              {...props}
              company={state.company}
              representatives={state.representatives}
              documentTypes={state.documentTypes}
            />
          </>
        ) : (
          <CompanyLoadState state={state} />
        )}
      </Stack>
    </div>
  );
}
