import { useState, type FormEvent, type ReactNode } from 'react';
import type { ApiClient } from '../../core/api/client';
import {
  adminDocumentAssign,
  adminDocumentReassign,
  adminDocumentRemove,
  type AdminCustomer,
  type CompanyDocument,
  type CompanyFile,
} from '../../core/api/contract/company';
import type { ResponseOf } from '../../core/api/contract/define';
import type { adminCompanyGet } from '../../core/api/contract/company';
import { COMPANY_CACHE_KEYS, companyLoaders } from '../../core/company/company-data';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  Banner,
  Button,
  Card,
  LoadErrorBanner,
  Select,
  Spinner,
  Stack,
  TextField,
  useCommonMessages,
  useErrorText,
  useResource,
} from '../../ui';
import { useAdminOverviewMessages } from './messages';

export type AdminCompanyView = ResponseOf<typeof adminCompanyGet>;

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
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [queryError, setQueryError] = useState<string | null>(null);
  const [viewing, setViewing] = useState<AdminCustomer | null>(null);
  const results = useResource(cache, query === null ? null : COMPANY_CACHE_KEYS.adminSearch(query), (signal) =>
    companyLoaders.adminSearch(api, query ?? '', signal),
  );

  function search(event: FormEvent) {
    event.preventDefault();
    if (draft.trim().length < 2) {
      setQueryError(t('search.tooShort'));
      return;
    }
    setQueryError(null);
    setQuery(draft.trim());
  }

  return (
    <div className="wallet-admin-overview">
      <Stack gap="lg">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <form
          onSubmit={search}
          noValidate
          role="search"
          aria-label={t('search.label')}
          className="wallet-admin-overview__search"
        >
          <TextField
            label={t('search.field')}
            type="search"
            value={draft}
            error={queryError ?? undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">{t('search.submit')}</Button>
        </form>
        {query !== null && (
          <section aria-labelledby="admin-results">
            <h2 id="admin-results">{t('results.title')}</h2>
            {results.status === 'error' && !results.data && (
              <LoadErrorBanner title={t('results.error')} error={results.error} onRetry={results.reload} />
            )}
            {!results.data && results.status !== 'error' && <Spinner label={t('results.loading')} showLabel />}
            {results.data && results.data.customers.length === 0 && <p>{t('results.none')}</p>}
            {results.data && results.data.customers.length > 0 && (
              <ul className="wallet-admin-overview__results" aria-label={t('results.title')}>
                {results.data.customers.map((customer) => (
                  <li key={customer.customerId} className="wallet-admin-overview__result">
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
                        <Button variant="secondary" onClick={() => setViewing(customer)}>
                          {t('results.view', { name: customer.name })}
                        </Button>
                      )}
                      <Button onClick={() => onActFor(customer)}>{t('results.actFor', { name: customer.name })}</Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
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

function CompanyPanel({
  api,
  cache,
  customer,
  onActFor,
  renderForms,
}: Omit<AdminOverviewProps, 'onActFor'> & { customer: AdminCustomer; onActFor: AdminOverviewProps['onActFor'] }) {
  const { t } = useAdminOverviewMessages();
  const key = COMPANY_CACHE_KEYS.admin(customer.customerId);
  const view = useResource(cache, key, (signal) => companyLoaders.admin(api, customer.customerId, signal));
  const reload = () => cache.invalidate(key);
  if (!view.data) {
    return view.status === 'error' ? (
      <LoadErrorBanner title={t('company.error')} error={view.error} onRetry={view.reload} />
    ) : (
      <Spinner label={t('company.loading')} showLabel />
    );
  }
  const data = view.data;
  const documents = allDocuments(data);
  const representativeName = (id: number | null) => {
    const person = data.representatives.find((item) => item.id === id);
    return person ? `${person.firstName} ${person.lastName}` : null;
  };
  const documentLabel = (document: CompanyDocument) =>
    [t(`groups.${document.group}`), document.documentType, representativeName(document.representativeId)]
      .filter(Boolean)
      .join(' · ');
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
                <FileMove
                  key={file.id}
                  api={api}
                  customerId={customer.customerId}
                  file={file}
                  documents={documents}
                  documentLabel={documentLabel}
                  mode="assign"
                  onDone={reload}
                />
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
                  <span className="wallet-admin-overview__muted">
                    (
                    {t(
                      `status.${document.statusId === 2 ? 'approved' : document.statusId === 0 ? 'waiting' : 'other'}`,
                    )}
                    )
                  </span>
                </p>
                {document.files.length === 0 ? (
                  <p className="wallet-admin-overview__muted">{t('documents.noFiles')}</p>
                ) : (
                  <ul className="wallet-admin-overview__files">
                    {document.files.map((file) => (
                      <FileMove
                        key={file.id}
                        api={api}
                        customerId={customer.customerId}
                        file={file}
                        documents={documents.filter((other) => other.id !== document.id)}
                        documentLabel={documentLabel}
                        mode="reassign"
                        onDone={reload}
                      />
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </Card>
        {renderForms(data, customer.customerId, reload)}
      </Stack>
    </section>
  );
}

function allDocuments(view: AdminCompanyView): CompanyDocument[] {
  const { company, representatives } = view;
  return [
    ...company.corporateDocuments,
    ...company.additionalDocuments,
    ...company.sourceOfWealthDocuments,
    ...company.addresses.flatMap((address) => address.uploadedDocuments),
    ...representatives.flatMap((person) => person.documents),
  ];
}

function FileMove({
  api,
  customerId,
  file,
  documents,
  documentLabel,
  mode,
  onDone,
}: {
  api: ApiClient;
  customerId: number;
  file: CompanyFile;
  documents: readonly CompanyDocument[];
  documentLabel: (document: CompanyDocument) => string;
  mode: 'assign' | 'reassign';
  onDone: () => void;
}) {
  const { t } = useAdminOverviewMessages();
  const errorText = useErrorText();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [working, setWorking] = useState(false);

  async function run(action: () => Promise<unknown>) {
    setWorking(true);
    setFailure(null);
    try {
      await action();
      onDone();
    } catch (caught) {
      setFailure(caught);
    } finally {
      setWorking(false);
    }
  }

  function move(event: FormEvent) {
    event.preventDefault();
    if (!target) {
      setError(t('files.chooseDocument'));
      return;
    }
    setError(null);
    const payload = { customerId, documentId: Number(target), fileIds: [file.id] };
    void run(() => api.call(mode === 'assign' ? adminDocumentAssign : adminDocumentReassign, payload));
  }

  return (
    <li className="wallet-admin-overview__file">
      <form
        onSubmit={move}
        noValidate
        aria-label={t('files.formFor', { name: file.fileName })}
        className="wallet-admin-overview__file-form"
      >
        <span className="wallet-admin-overview__file-name">{file.fileName}</span>
        <Select
          label={mode === 'assign' ? t('files.assignTo') : t('files.moveTo')}
          placeholder={t('files.documentPlaceholder')}
          options={documents.map((document) => ({ value: String(document.id), label: documentLabel(document) }))}
          value={target}
          error={error ?? undefined}
          onChange={(event) => setTarget(event.target.value)}
        />
        <Button type="submit" loading={working}>
          {mode === 'assign' ? t('files.assign') : t('files.move')}
        </Button>
        {mode === 'reassign' && (
          <Button
            variant="secondary"
            onClick={() => void run(() => api.call(adminDocumentRemove, { customerId, fileIds: [file.id] }))}
          >
            {t('files.remove')}
          </Button>
        )}
      </form>
      {failure !== null && (
        <Banner tone="error" title={t('files.failed')}>
          {errorText(failure)}
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
