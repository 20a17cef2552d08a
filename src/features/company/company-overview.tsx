import { useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import {
  accountConfirmationLetterGenerate,
  businessDeclarationSend,
  businessInfoUpdate,
  dueDiligenceUpdate,
  financialDetailUpdate,
  type BusinessCompany,
  type Declaration,
} from '../../core/api/contract/company';
import { COMPANY_CACHE_KEYS, companyQueries, invalidateCompany } from '../../core/company/company-data';
import { companyActionReasons, missingCompanyFields } from '../../core/company/needs-action';
import { Banner, Button, Card, Stack, TextField, useErrorText, useLanguage, useQuery } from '../../ui';
import {
  CompanyAddresses,
  CompanyLoadState,
  NeedsActionMark,
  useCompanyData,
  type CompanyDataProps,
} from './company-documents';
import { DueDiligenceForm, FinancialDetailForm } from './company-forms';
import { CompanyTexts, ConfirmCheckbox, SaveFailure, useCompanySave } from './company-shared';
import { useCompanyMessages } from './messages';

export interface CompanyOverviewProps extends CompanyDataProps {
  /** The brand whose letter details and PDF logo the confirmation letter carries. */
  brandId: string;
  links: { documents: string; selfCertification: string; users: string };
  /** The app's link (it navigates within the app). */
  Link: ComponentType<{ href: string; children: ReactNode }>;
}

/** `/company`: what the company must still do, its details, addresses, financial detail, due diligence, declarations and letter. */
export function CompanyOverview(props: CompanyOverviewProps) {
  return (
    <CompanyTexts>
      <CompanyOverviewContent {...props} />
    </CompanyTexts>
  );
}

function CompanyOverviewContent(props: CompanyOverviewProps) {
  const { t } = useCompanyMessages();
  const state = useCompanyData(props);
  if (state.status !== 'ready') {
    return (
      <div className="wallet-company">
        <h1>{t('overview.title')}</h1>
        <CompanyLoadState state={state} />
      </div>
    );
  }
  const { company, representatives, documentTypes } = state;
  const reasons = companyActionReasons(company, representatives);
  const { api, cache } = props;
  const saved = (reply: { company: BusinessCompany }) => {
    cache.invalidate(COMPANY_CACHE_KEYS.info);
    return reply;
  };
  return (
    <div className="wallet-company">
      <Stack gap="lg">
        <h1>{company.name ?? t('overview.title')}</h1>
        {reasons.length > 0 ? (
          <Banner tone="warning" title={t('overview.actionTitle')}>
            <ul>
              {reasons.map((reason) => (
                <li key={reason}>{t(`reasons.${reason}`)}</li>
              ))}
            </ul>
            <p>
              <props.Link href={props.links.documents}>{t('overview.openDocuments')}</props.Link>
            </p>
          </Banner>
        ) : (
          <Banner tone="success">{t('overview.allDone')}</Banner>
        )}
        <CompanyDetails {...props} company={company} />
        <CompanyAddresses api={api} cache={cache} company={company} documentTypes={documentTypes} />
        <Card title={t('financial.title')} headingLevel={2}>
          <FinancialDetailForm
            api={api}
            cache={cache}
            value={company.financialDetail}
            onSave={async (values) => void saved(await api.call(financialDetailUpdate, values))}
          />
        </Card>
        <Card title={t('dueDiligence.title')} headingLevel={2}>
          <DueDiligenceForm
            idPrefix="company-dd"
            value={company.dueDiligenceQuestionnaire}
            onSave={async (values) => void saved(await api.call(dueDiligenceUpdate, values))}
          />
        </Card>
        <Declarations {...props} />
        <Card title={t('selfCertification.title')} headingLevel={2}>
          <Stack gap="sm">
            <p>{t('selfCertification.intro')}</p>
            <p>
              <props.Link href={props.links.selfCertification}>{t('selfCertification.open')}</props.Link>
            </p>
          </Stack>
        </Card>
        <ConfirmationLetter {...props} />
        <p>
          <props.Link href={props.links.users}>{t('overview.manageUsers')}</props.Link>
        </p>
      </Stack>
    </div>
  );
}

function CompanyDetails({ api, cache, company }: CompanyOverviewProps & { company: BusinessCompany }) {
  const { t } = useCompanyMessages();
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const missing = missingCompanyFields(company);
  const country = company.registrationCountryCode
    ? (new Intl.DisplayNames([language], { type: 'region' }).of(company.registrationCountryCode) ??
      company.registrationCountryCode)
    : null;
  const rows: [string, string | null][] = [
    [t('details.name'), company.name],
    [t('details.tradingName'), company.tradingName],
    [t('details.registrationNumber'), company.registrationNumber],
    [t('details.registrationCountry'), country],
    [
      t('details.registrationDate'),
      company.registrationDate
        ? new Date(`${company.registrationDate}T00:00:00Z`).toLocaleDateString(language, { timeZone: 'UTC' })
        : null,
    ],
    [t('details.taxId'), company.businessTaxId],
    [t('details.email'), company.email],
    [t('details.phone'), company.phone ? `+${company.phone.countryCode} ${company.phone.number}` : null],
    [t('details.website'), company.website],
    [t('details.description'), company.description],
  ];
  return (
    <Card
      title={t('details.title')}
      headingLevel={2}
      actions={
        <>
          {missing.length > 0 && <NeedsActionMark />}
          {!editing && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t('details.edit')}
            </Button>
          )}
        </>
      }
    >
      {editing ? (
        <DetailsForm
          api={api}
          company={company}
          onDone={(changed) => {
            if (changed) invalidateCompany(cache);
            setEditing(false);
          }}
        />
      ) : (
        <dl className="wallet-company__details">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value ?? t('details.missing')}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

function DetailsForm({
  api,
  company,
  onDone,
}: {
  api: CompanyOverviewProps['api'];
  company: BusinessCompany;
  onDone: (changed: boolean) => void;
}) {
  const { t } = useCompanyMessages();
  const [draft, setDraft] = useState({
    tradingName: company.tradingName ?? '',
    email: company.email ?? '',
    phoneCountryCode: company.phone?.countryCode ?? '',
    phone: company.phone?.number ?? '',
    website: company.website ?? '',
    description: company.description ?? '',
  });
  const { errors, failure, saving, run } = useCompanySave();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim())) found.email = t('details.errors.email');
    if (!/^[1-9]\d{0,3}$/.test(draft.phoneCountryCode.replace(/^\+/, '').trim()))
      found.phoneCountryCode = t('details.errors.countryCode');
    if (!/^\d{4,14}$/.test(draft.phone.replace(/[\s-]/g, ''))) found.phone = t('details.errors.phone');
    if (draft.website.trim() && !/^https?:\/\/[^\s/]+\.[^\s]+$/.test(draft.website.trim()))
      found.website = t('details.errors.website');
    if (draft.description.trim().length < 10) found.description = t('details.errors.description');
    await run(found, async () => {
      await api.call(businessInfoUpdate, {
        email: draft.email.trim(),
        phoneCountryCode: draft.phoneCountryCode.replace(/^\+/, '').trim(),
        phone: draft.phone.replace(/[\s-]/g, ''),
        description: draft.description.trim(),
        ...(draft.tradingName.trim() ? { tradingName: draft.tradingName.trim() } : {}),
        ...(draft.website.trim() ? { website: draft.website.trim() } : {}),
      });
      onDone(true);
    });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('details.title')}>
      <Stack gap="md">
        <p className="wallet-company__muted">{t('details.registeredNote')}</p>
        <TextField
          label={t('details.tradingName')}
          value={draft.tradingName}
          onChange={(event) => setDraft({ ...draft, tradingName: event.target.value })}
        />
        <TextField
          label={t('details.email')}
          type="email"
          value={draft.email}
          error={errors.email}
          onChange={(event) => setDraft({ ...draft, email: event.target.value })}
        />
        <div className="wallet-company__pair">
          <TextField
            label={t('details.phoneCountryCode')}
            inputMode="numeric"
            value={draft.phoneCountryCode}
            error={errors.phoneCountryCode}
            onChange={(event) => setDraft({ ...draft, phoneCountryCode: event.target.value })}
          />
          <TextField
            label={t('details.phone')}
            type="tel"
            value={draft.phone}
            error={errors.phone}
            onChange={(event) => setDraft({ ...draft, phone: event.target.value })}
          />
        </div>
        <TextField
          label={t('details.website')}
          type="url"
          value={draft.website}
          error={errors.website}
          onChange={(event) => setDraft({ ...draft, website: event.target.value })}
        />
        <TextField
          label={t('details.description')}
          value={draft.description}
          error={errors.description}
          onChange={(event) => setDraft({ ...draft, description: event.target.value })}
        />
        <SaveFailure failure={failure} />
        <div className="wallet-company__buttons">
          <Button type="submit" loading={saving}>
            {t('details.save')}
          </Button>
          <Button variant="secondary" onClick={() => onDone(false)}>
            {t('form.cancel')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function Declarations({ api, cache }: CompanyOverviewProps) {
  const { t } = useCompanyMessages();
  const declarations = useQuery(cache, companyQueries.declarations(api));
  const asked =
    declarations.data?.declarations.filter((declaration) => declaration.required || declaration.signedAt !== null) ??
    [];
  return (
    <Card title={t('declarations.title')} headingLevel={2}>
      {declarations.data ? (
        <Stack gap="md">
          {asked.map((declaration) => (
            <DeclarationItem
              key={declaration.kind}
              api={api}
              onSigned={() => cache.invalidate(COMPANY_CACHE_KEYS.declarations)}
              declaration={declaration}
            />
          ))}
        </Stack>
      ) : (
        <CompanyLoadState
          state={{
            status: declarations.status === 'error' ? 'error' : 'loading',
            error: declarations.error,
            reload: declarations.reload,
          }}
        />
      )}
    </Card>
  );
}

function DeclarationItem({
  api,
  declaration,
  onSigned,
}: {
  api: CompanyOverviewProps['api'];
  declaration: Declaration;
  onSigned: () => void;
}) {
  const { t } = useCompanyMessages();
  const language = useLanguage();
  const needsPlatforms = declaration.kind === 'studio' || declaration.kind === 'streaming';
  const [signer, setSigner] = useState('');
  const [platforms, setPlatforms] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const { errors, failure, saving, run } = useCompanySave();
  const title = t(`declarations.${declaration.kind}.title`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const list = platforms
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const found: Record<string, string> = {};
    if (signer.trim().length < 2) found.signerName = t('declarations.errors.signer');
    if (needsPlatforms && list.length === 0) found.platforms = t('declarations.errors.platforms');
    if (!confirmed) found.confirmed = t('declarations.errors.confirm');
    await run(found, async () => {
      await api.call(businessDeclarationSend, {
        kind: declaration.kind,
        signerName: signer.trim(),
        confirmed: true,
        ...(needsPlatforms ? { platforms: list } : {}),
      });
      onSigned();
    });
  }

  if (declaration.signedAt) {
    return (
      <div className="wallet-company__declaration">
        <h3>{title}</h3>
        <p>
          {t('declarations.signed', {
            name: declaration.signerName ?? '',
            date: new Date(declaration.signedAt).toLocaleDateString(language),
          })}
        </p>
        {declaration.platforms.length > 0 && (
          <p className="wallet-company__muted">
            {t('declarations.platformsList', { platforms: declaration.platforms.join(', ') })}
          </p>
        )}
      </div>
    );
  }
  return (
    <form
      className="wallet-company__declaration"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={title}
    >
      <Stack gap="sm">
        <h3>
          {title} <NeedsActionMark />
        </h3>
        <p>{t(`declarations.${declaration.kind}.text`)}</p>
        <TextField
          label={t('declarations.signer')}
          value={signer}
          error={errors.signerName}
          onChange={(event) => setSigner(event.target.value)}
        />
        {needsPlatforms && (
          <TextField
            label={t('declarations.platforms')}
            hint={t('declarations.platformsHint')}
            value={platforms}
            error={errors.platforms}
            onChange={(event) => setPlatforms(event.target.value)}
          />
        )}
        <ConfirmCheckbox checked={confirmed} error={errors.confirmed} onChange={setConfirmed}>
          {t('declarations.confirm')}
        </ConfirmCheckbox>
        <SaveFailure failure={failure} />
        <div>
          <Button type="submit" loading={saving}>
            {t('declarations.sign')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function ConfirmationLetter({ api, brandId }: CompanyOverviewProps) {
  const { t } = useCompanyMessages();
  const language = useLanguage();
  const errorText = useErrorText();
  const [link, setLink] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [working, setWorking] = useState(false);
  async function create() {
    setWorking(true);
    setFailure(null);
    try {
      const reply = await api.call(accountConfirmationLetterGenerate, {
        brand: brandId,
        language: language.slice(0, 2),
      });
      setLink(reply.redirectLink);
    } catch (error) {
      setFailure(error);
    } finally {
      setWorking(false);
    }
  }
  return (
    <Card title={t('letter.title')} headingLevel={2}>
      <Stack gap="sm">
        <p>{t('letter.intro')}</p>
        {failure !== null && (
          <Banner tone="error" title={t('letter.failed')}>
            {errorText(failure)}
          </Banner>
        )}
        {link ? (
          <p>
            <a href={link} target="_blank" rel="noopener">
              {t('letter.open')}
            </a>
          </p>
        ) : (
          <div>
            <Button onClick={() => void create()} loading={working}>
              {t('letter.create')}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}
