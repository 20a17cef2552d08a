import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ApiClient } from '../../core/api/client';
import {
  CONTRACT_NOTE_MAX,
  contractCreate,
  contractVerify,
  customerLookup,
  type ContractCompany,
} from '../../core/api/contract/smart-contracts';
import { pathOf, pathWith } from '../../core/navigation/route-table';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  Banner,
  Button,
  FreeTextField,
  Inline,
  Select,
  Spinner,
  Stack,
  TextField,
  useErrorText,
  useQuery,
} from '../../ui';
import { isRefusal } from './contract-parts';
import {
  DRAFT_FIELD_ORDER,
  emptyDraft,
  localToday,
  toCreateInput,
  validateDraft,
  type ContractDraft,
  type DraftErrors,
  type DraftField,
} from './contract-draft';
import { useSmartContractMessages } from './messages';
import { counterpartyCompaniesQuery, refreshContracts } from './smart-contracts-data';

export interface NewSmartContractProps {
  api: ApiClient;
  cache: ResourceCache;
  /** The acting customer: one of the two parties. */
  ownCustomerId: number;
}

interface Counterparty {
  id: number;
  type: 'BUSINESS' | 'PERSONAL';
  name: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A contract note (the proposal's, the termination's): the shared free-text field, with its counter, and a note over
 * the limit or with invisible characters refused at the field.
 */
export function NoteField({
  label,
  value,
  error,
  onChange,
  id,
}: {
  label: ReactNode;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  id?: string;
}) {
  return (
    <FreeTextField
      id={id}
      label={label}
      value={value}
      error={error}
      max={CONTRACT_NOTE_MAX}
      multiline
      onChange={onChange}
    />
  );
}

/**
 * A new revenue-split contract (`/revenue-split/new`): first who it is with (the counterparty by e-mail, the
 * company, which side pays) and a check of that pair; then the terms. Every rule of spec 3 section 5.3 is checked
 * at its field before anything is sent, and nothing typed is lost when a check or the call fails.
 */
export function NewSmartContract({ api, cache, ownCustomerId }: NewSmartContractProps) {
  const { t, ready } = useSmartContractMessages();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [counterparty, setCounterparty] = useState<Counterparty | null>(null);
  const [companyQuery, setCompanyQuery] = useState('');
  const [companyId, setCompanyId] = useState('');
  const [companyError, setCompanyError] = useState<string | null>(null);
  const [verified, setVerified] = useState<ContractCompany | null>(null);
  const [draft, setDraft] = useState<ContractDraft>(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const companies = useQuery(
    cache,
    counterparty ? counterpartyCompaniesQuery(api, counterparty.id, companyQuery) : null,
  );

  if (!ready) return <Spinner label="…" />;

  const lookUp = async () => {
    setFailure(null);
    setCounterparty(null);
    setCompanyId('');
    const value = email.trim();
    if (value === '') return setEmailError(t('form.errors.emailRequired'));
    if (!EMAIL_PATTERN.test(value)) return setEmailError(t('form.errors.emailInvalid'));
    setEmailError(null);
    try {
      const found = await api.call(customerLookup, { email: value });
      setCounterparty({ id: found.id, type: found.type, name: found.name });
    } catch (error) {
      if (isRefusal(error, 404)) setEmailError(t('form.errors.notFound'));
      else setFailure(error);
    }
  };

  const verifyPair = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!counterparty) return setEmailError(t('form.errors.lookupFirst'));
    const company = companies.data?.items.find((item) => String(item.id) === companyId);
    if (!company) return setCompanyError(t('form.errors.companyRequired'));
    setCompanyError(null);
    setBusy(true);
    try {
      const answer = await api.call(contractVerify, { companyId: company.id, counterpartyId: counterparty.id });
      if (answer.isValid) setVerified(company);
      else setCompanyError(t(`form.errors.${answer.reason ?? 'unknown'}`));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!counterparty || !verified) return;
    setFailure(null);
    const found = validateDraft(draft, localToday());
    setErrors(found);
    const first = DRAFT_FIELD_ORDER.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const created = await api.call(
        contractCreate,
        toCreateInput(draft, { ownId: ownCustomerId, counterpartyId: counterparty.id, companyId: verified.id }),
      );
      refreshContracts(api, cache);
      void navigate(pathWith('smartContract', { contractId: created.id }));
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  const fieldError = (field: DraftField) => (errors[field] ? t(`form.errors.${errors[field]}`) : undefined);
  const update = (patch: Partial<ContractDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const obligations = (field: 'payerObligations' | 'beneficiaryObligations') => (
    <fieldset className="wallet-contracts__obligations" aria-describedby={errors[field] ? `${field}-error` : undefined}>
      <legend>{t(`form.${field}`)}</legend>
      {errors[field] && (
        <p id={`${field}-error`} className="wallet-field__error">
          {fieldError(field)}
        </p>
      )}
      {draft[field].map((value, index) => (
        <Inline key={index} gap="sm" align="end" wrap={false} className="wallet-contracts__obligation">
          <TextField
            label={t('form.obligation', { number: index + 1 })}
            value={value}
            maxLength={500}
            {...(index === 0 ? { 'data-field': field } : {})}
            aria-invalid={errors[field] ? true : undefined}
            onChange={(event) =>
              update({ [field]: draft[field].map((item, at) => (at === index ? event.target.value : item)) })
            }
          />
          {draft[field].length > 1 && (
            <Button
              variant="secondary"
              onClick={() => update({ [field]: draft[field].filter((_item, at) => at !== index) })}
            >
              {t('form.removeObligation', { number: index + 1 })}
            </Button>
          )}
        </Inline>
      ))}
      {draft[field].length < 20 && (
        <Button variant="link" onClick={() => update({ [field]: [...draft[field], ''] })}>
          {t('form.addObligation')}
        </Button>
      )}
    </fieldset>
  );

  return (
    <Stack gap="lg" className="wallet-contracts wallet-contracts__form">
      <Link to={pathOf('smartContracts')}>{t('form.back')}</Link>
      <h1>{t('form.title')}</h1>
      {failure !== null && (
        <Banner tone="error" title={t('form.fixErrors')}>
          {errorText(failure)}
        </Banner>
      )}
      {!verified ? (
        <form noValidate onSubmit={(event) => void verifyPair(event)} aria-label={t('form.partiesStep')}>
          <Stack gap="md">
            <h2>{t('form.partiesStep')}</h2>
            <Inline gap="sm" align="end">
              <TextField
                label={t('form.counterpartyEmail')}
                hint={t('form.counterpartyHint')}
                type="email"
                autoComplete="off"
                value={email}
                error={emailError ?? undefined}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setCounterparty(null);
                }}
              />
              <Button variant="secondary" onClick={lookUp}>
                {t('form.find')}
              </Button>
            </Inline>
            {counterparty && (
              <p role="status">
                {t('form.found', { name: counterparty.name })} ({t(`form.customerType.${counterparty.type}`)})
              </p>
            )}
            {counterparty && (
              <>
                <fieldset>
                  <legend>{t('form.role')}</legend>
                  {(['PAY', 'RECEIVE'] as const).map((role) => (
                    <label key={role} className="wallet-contracts__choice">
                      <input
                        type="radio"
                        name="contract-role"
                        value={role}
                        checked={draft.role === role}
                        onChange={() => update({ role })}
                      />{' '}
                      {t(role === 'PAY' ? 'form.rolePay' : 'form.roleReceive')}
                    </label>
                  ))}
                </fieldset>
                <TextField
                  label={t('form.companySearch')}
                  type="search"
                  value={companyQuery}
                  onChange={(event) => setCompanyQuery(event.target.value)}
                />
                <Select
                  label={t('form.company')}
                  placeholder={t('form.chooseCompany')}
                  value={companyId}
                  error={companyError ?? undefined}
                  options={(companies.data?.items ?? []).map((company) => ({
                    value: String(company.id),
                    label: company.title,
                  }))}
                  onChange={(event) => setCompanyId(event.target.value)}
                />
                {companies.data && companies.data.items.length === 0 && <p>{t('form.noCompanies')}</p>}
                <div>
                  <Button type="submit" loading={busy}>
                    {t('form.continue')}
                  </Button>
                </div>
              </>
            )}
          </Stack>
        </form>
      ) : (
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label={t('form.termsStep')}>
          <Stack gap="md">
            <Inline gap="sm" align="center">
              <p>{t('form.pairSummary', { name: counterparty?.name ?? '', company: verified.title })}</p>
              <Button variant="link" onClick={() => setVerified(null)}>
                {t('form.change')}
              </Button>
            </Inline>
            <h2>{t('form.termsStep')}</h2>
            {obligations('payerObligations')}
            {obligations('beneficiaryObligations')}
            <TextField
              label={t('form.percentage')}
              hint={t('form.percentageHint')}
              inputMode="decimal"
              data-field="percentage"
              value={draft.percentage}
              error={fieldError('percentage')}
              onChange={(event) => update({ percentage: event.target.value })}
            />
            <TextField
              label={t('form.payerSignerName')}
              hint={t('form.signerHint')}
              autoComplete="off"
              data-field="payerSignerName"
              value={draft.payerSignerName}
              error={fieldError('payerSignerName')}
              onChange={(event) => update({ payerSignerName: event.target.value })}
            />
            <TextField
              label={t('form.beneficiarySignerName')}
              hint={t('form.signerHint')}
              autoComplete="off"
              data-field="beneficiarySignerName"
              value={draft.beneficiarySignerName}
              error={fieldError('beneficiarySignerName')}
              onChange={(event) => update({ beneficiarySignerName: event.target.value })}
            />
            <TextField
              label={t('form.activeFrom')}
              type="date"
              data-field="activeFrom"
              min={localToday()}
              value={draft.activeFrom}
              error={fieldError('activeFrom')}
              onChange={(event) => update({ activeFrom: event.target.value })}
            />
            <NoteField
              label={t('form.note')}
              value={draft.note}
              error={fieldError('note')}
              onChange={(note) => update({ note })}
            />
            <div>
              <Button type="submit" loading={busy}>
                {t('form.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
