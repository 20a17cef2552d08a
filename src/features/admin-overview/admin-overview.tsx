import { useState, type ReactNode } from 'react';
import type { ApiClient } from '../../core/api/client';
import {
  adminDocumentAssign,
  adminDocumentReassign,
  adminDocumentRemove,
  type AdminCustomer,
  type CompanyDocument,
  type CompanyFile,
} from '../../core/api/contract/company';
import { COMPANY_CACHE_KEYS } from '../../core/company/company-data';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  Banner,
  Button,
  Card,
  LoadGate,
  Select,
  Spinner,
  Stack,
  TextField,
  useCommonMessages,
  useErrorText,
  useForm,
  useMutation,
  useQuery,
} from '../../ui';
import {
  allDocuments,
  companyQueries,
  documentStatusKey,
  fileMoveProblems,
  searchProblems,
  type AdminCompanyView,
  type AdminSearchValues,
  type FileMoveValues,
} from './admin-overview-data';
import { useAdminOverviewMessages } from './messages';

export interface AdminOverviewProps {
  api: ApiClient;
  cache: ResourceCache;
  /** Starts acting for the customer (fromCustomerId); the portal shows the acting-for banner. */
  onActFor: (customer: AdminCustomer) => void;
  /** The financial detail and due-diligence forms for the company viewed, saving through `onSaved`. */
  renderForms: (view: AdminCompanyView, customerId: number, onSaved: () => void) => ReactNode;
}

/**
 * `/admin-overview` (spec 3 sections 1 and 6): an admin finds a customer, views their company, assigns uploaded files
 * to documents, takes them off or moves them, updates financial info and due diligence, and acts for the customer.
 */
export function AdminOverview(props: AdminOverviewProps) {
  const { ready } = useAdminOverviewMessages();
  const common = useCommonMessages();
  return ready ? <AdminOverviewContent {...props} /> : <Spinner label={common('status.loading')} showLabel />;
}

function AdminOverviewContent({ api, cache, onActFor, renderForms }: AdminOverviewProps) {
  const { t } = useAdminOverviewMessages();
  const [query, setQuery] = useState<string | null>(null);
  const [viewing, setViewing] = useState<AdminCustomer | null>(null);
  const results = useQuery(cache, query === null ? null : companyQueries.adminSearch(api, query));
  const search = useForm<AdminSearchValues>({
    initial: { query: '' },
    validate: searchProblems,
    message: (key) => t(key),
    onSubmit: (values) => setQuery(values.query.trim()),
  });

  return (
    <div className="wallet-admin-overview">
      <Stack gap="lg">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <form
          {...search.formProps}
          role="search"
          aria-label={t('search.label')}
          className="wallet-admin-overview__search"
        >
          <TextField label={t('search.field')} type="search" {...search.field('query')} />
          <Button type="submit">{t('search.submit')}</Button>
        </form>
        {query !== null && (
          <section aria-labelledby="admin-results">
            <h2 id="admin-results">{t('results.title')}</h2>
            <LoadGate
              view={results}
              errorTitle={t('results.error')}
              loadingLabel={t('results.loading')}
              isEmpty={(found) => found.customers.length === 0}
              empty={<p>{t('results.none')}</p>}
            >
              {({ customers }) => (
                <ul className="wallet-admin-overview__results" aria-label={t('results.title')}>
                  {customers.map((customer) => (
                    <CustomerResult
                      key={customer.customerId}
                      customer={customer}
                      onView={() => setViewing(customer)}
                      onActFor={() => onActFor(customer)}
                    />
                  ))}
                </ul>
              )}
            </LoadGate>
          </section>
        )}
        {viewing && (
          <CompanyPanel
            key={viewing.customerId}
            api={api}
            cache={cache}
            customer={viewing}
            onActFor={onActFor}
            renderForms={renderForms}
          />
        )}
      </Stack>
    </div>
  );
}

function CustomerResult({
  customer,
  onView,
  onActFor,
}: {
  customer: AdminCustomer;
  onView: () => void;
  onActFor: () => void;
}) {
  const { t } = useAdminOverviewMessages();
  return (
    <li className="wallet-admin-overview__result">
      <div>
        <strong>{customer.name}</strong>
        <p className="wallet-admin-overview__muted">
          {customer.login} · {t('results.id', { id: customer.customerId })} ·{' '}
          {customer.customerType === 0 ? t('results.personal') : t('results.business')} ·{' '}
          {customer.verified ? t('results.verified') : t('results.unverified')}
        </p>
      </div>
      <div className="wallet-admin-overview__buttons">
        {customer.customerType !== 0 && (
          <Button variant="secondary" onClick={onView}>
            {t('results.view', { name: customer.name })}
          </Button>
        )}
        <Button onClick={onActFor}>{t('results.actFor', { name: customer.name })}</Button>
      </div>
    </li>
  );
}

function CompanyPanel({
  api,
  cache,
  customer,
  onActFor,
  renderForms,
}: AdminOverviewProps & { customer: AdminCustomer }) {
  const { t } = useAdminOverviewMessages();
  const view = useQuery(cache, companyQueries.admin(api, customer.customerId));
  return (
    <LoadGate view={view} errorTitle={t('company.error')} loadingLabel={t('company.loading')}>
      {(data) => (
        <CompanyDetail
          api={api}
          cache={cache}
          customer={customer}
          data={data}
          onActFor={onActFor}
          renderForms={renderForms}
        />
      )}
    </LoadGate>
  );
}

function CompanyDetail({
  api,
  cache,
  customer,
  data,
  onActFor,
  renderForms,
}: AdminOverviewProps & { customer: AdminCustomer; data: AdminCompanyView }) {
  const { t } = useAdminOverviewMessages();
  const documents = allDocuments(data);
  const representativeName = (id: number | null) => {
    const person = data.representatives.find((item) => item.id === id);
    return person ? `${person.firstName} ${person.lastName}` : null;
  };
  const documentLabel = (document: CompanyDocument) =>
    [t(`groups.${document.group}`), document.documentType, representativeName(document.representativeId)]
      .filter(Boolean)
      .join(' · ');
  const moveProps = { api, cache, customerId: customer.customerId, documentLabel };
  return (
    <section aria-labelledby="admin-company" className="wallet-admin-overview__company">
      <Stack gap="lg">
        <div className="wallet-admin-overview__company-head">
          <h2 id="admin-company">{t('company.title', { name: data.company.name ?? customer.name })}</h2>
          <Button onClick={() => onActFor(customer)}>{t('results.actFor', { name: customer.name })}</Button>
        </div>
        <p className="wallet-admin-overview__muted">
          {[data.company.registrationNumber, data.company.registrationCountryCode, data.company.email]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <Card title={t('files.unassigned')} headingLevel={3}>
          {data.unassignedFiles.length === 0 ? (
            <p>{t('files.noneUnassigned')}</p>
          ) : (
            <ul className="wallet-admin-overview__files">
              {data.unassignedFiles.map((file) => (
                <FileMove key={file.id} {...moveProps} file={file} documents={documents} mode="assign" />
              ))}
            </ul>
          )}
        </Card>
        <Card title={t('documents.title')} headingLevel={3}>
          <ul className="wallet-admin-overview__documents">
            {documents.map((document) => (
              <li key={document.id}>
                <p>
                  <strong>{documentLabel(document)}</strong>{' '}
                  <span className="wallet-admin-overview__muted">({t(`status.${documentStatusKey(document)}`)})</span>
                </p>
                {document.files.length === 0 ? (
                  <p className="wallet-admin-overview__muted">{t('documents.noFiles')}</p>
                ) : (
                  <ul className="wallet-admin-overview__files">
                    {document.files.map((file) => (
                      <FileMove
                        key={file.id}
                        {...moveProps}
                        file={file}
                        documents={documents.filter((other) => other.id !== document.id)}
                        mode="reassign"
                      />
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </Card>
        {renderForms(data, customer.customerId, () => cache.invalidate(COMPANY_CACHE_KEYS.admin(customer.customerId)))}
      </Stack>
    </section>
  );
}

type FileAction = { kind: 'assign' | 'reassign'; documentId: number } | { kind: 'remove' };

function FileMove({
  api,
  cache,
  customerId,
  file,
  documents,
  documentLabel,
  mode,
}: {
  api: ApiClient;
  cache: ResourceCache;
  customerId: number;
  file: CompanyFile;
  documents: readonly CompanyDocument[];
  documentLabel: (document: CompanyDocument) => string;
  mode: 'assign' | 'reassign';
}) {
  const { t } = useAdminOverviewMessages();
  const errorText = useErrorText();
  const action = useMutation(cache, {
    run: (input: FileAction) =>
      input.kind === 'remove'
        ? api.call(adminDocumentRemove, { customerId, fileIds: [file.id] })
        : api.call(input.kind === 'assign' ? adminDocumentAssign : adminDocumentReassign, {
            customerId,
            documentId: input.documentId,
            fileIds: [file.id],
          }),
    invalidates: [COMPANY_CACHE_KEYS.admin(customerId)],
  });
  const form = useForm<FileMoveValues>({
    initial: { documentId: '' },
    validate: fileMoveProblems,
    message: (key) => t(key),
    onSubmit: (values) => action.mutate({ kind: mode, documentId: Number(values.documentId) }),
  });

  return (
    <li className="wallet-admin-overview__file">
      <form
        {...form.formProps}
        aria-label={t('files.formFor', { name: file.fileName })}
        className="wallet-admin-overview__file-form"
      >
        <span className="wallet-admin-overview__file-name">{file.fileName}</span>
        <Select
          label={mode === 'assign' ? t('files.assignTo') : t('files.moveTo')}
          placeholder={t('files.documentPlaceholder')}
          options={documents.map((document) => ({ value: String(document.id), label: documentLabel(document) }))}
          {...form.field('documentId')}
        />
        <Button type="submit" loading={action.pending}>
          {mode === 'assign' ? t('files.assign') : t('files.move')}
        </Button>
        {mode === 'reassign' && (
          <Button variant="secondary" onClick={() => void action.mutate({ kind: 'remove' })}>
            {t('files.remove')}
          </Button>
        )}
      </form>
      {action.error !== null && (
        <Banner tone="error" title={t('files.failed')}>
          {errorText(action.error)}
        </Banner>
      )}
    </li>
  );
}

/** The banner an admin sees on every page while acting for a customer (fromCustomerId), with the way back. */
export function ActingForBanner({
  name,
  customerId,
  onStop,
}: {
  name: string | null;
  customerId: string;
  onStop: () => void;
}) {
  const { t, ready } = useAdminOverviewMessages();
  if (!ready) return null;
  return (
    <Banner
      tone="info"
      className="wallet-admin-overview__acting"
      aria-label={t('banner.label')}
      actions={
        <Button variant="secondary" onClick={onStop}>
          {t('banner.stop')}
        </Button>
      }
    >
      {name ? t('banner.actingFor', { name }) : t('banner.actingForId', { id: customerId })}
    </Banner>
  );
}
