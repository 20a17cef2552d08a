/**
 * The company's financial detail and due-diligence forms. They take the current values and a save function, so the
 * company page saves for the company and the admin overview saves for the customer it views.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { DueDiligenceQuestionnaire, FinancialDetail } from '../../core/api/contract/company';
import {
  companyFinancialDictionariesQuery,
  type CompanyFinancialDictionaries,
} from '../../core/business-registration/dictionaries';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { Button, CheckboxField, LoadGate, Select, Stack, TextField, useLanguage, useQuery } from '../../ui';
import { SaveFailure, useCompanySave } from './company-shared';
import { useCompanyMessages } from './messages';

const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'RON'] as const;

export interface FinancialValues {
  monthlyDepositAmount: number;
  monthlyDepositCurrencyCode: string;
  monthlyWithdrawalAmount: number;
  monthlyWithdrawalCurrencyCode: string;
  /** Ids of the wizard's dictionaries. */
  industry: number;
  industrySpecification?: string;
  sourceIds: number[];
  purposeIds: number[];
  sourceSpecifications: { id: number; specification: string }[];
  purposeSpecifications: { id: number; specification: string }[];
}
export interface DueDiligenceValues {
  government: boolean;
  governmentDetails?: string;
  lawsuits: boolean;
  lawsuitsDetails?: string;
  taxPayers: boolean;
}

function FormFooter({
  failure,
  saved,
  saving,
  label,
}: {
  failure: unknown;
  saved: boolean;
  saving: boolean;
  label: string;
}) {
  const { t } = useCompanyMessages();
  return (
    <>
      <SaveFailure failure={failure} />
      {saved && (
        <p role="status" className="wallet-company__done">
          {t('form.saved')}
        </p>
      )}
      <div>
        <Button type="submit" loading={saving}>
          {label}
        </Button>
      </div>
    </>
  );
}

const amountText = (value: number) => (Number.isFinite(value) ? String(value) : '');

type DictionaryEntry = CompanyFinancialDictionaries['sources'][number];

/**
 * The financial detail form with its dictionaries (industries, sources of funds, purposes) loaded first: the same
 * lists and ids as the business registration wizard.
 */
export function FinancialDetailForm(props: {
  api: ApiClient;
  cache: ResourceCache;
  value: FinancialDetail | null;
  onSave: (values: FinancialValues) => Promise<void>;
  heading?: ReactNode;
}) {
  const { t } = useCompanyMessages();
  const language = useLanguage();
  const dictionaries = useQuery(props.cache, companyFinancialDictionariesQuery(props.api, language));
  return (
    <LoadGate view={dictionaries} errorTitle={t('financial.loadError')}>
      {(loaded) => <FinancialDetailFields {...props} dictionaries={loaded} />}
    </LoadGate>
  );
}

/** Checkboxes of a dictionary, with a text field for each chosen entry that needs the customer's own words. */
function ChoiceList({
  name,
  legend,
  entries,
  chosen,
  specifications,
  error,
  specificationError,
  onChange,
}: {
  name: string;
  legend: string;
  entries: readonly DictionaryEntry[];
  chosen: readonly number[];
  specifications: Readonly<Record<number, string>>;
  error: string | undefined;
  specificationError: string | undefined;
  onChange: (chosen: number[], specifications: Record<number, string>) => void;
}) {
  const { t } = useCompanyMessages();
  return (
    <fieldset className="wallet-company__choice" aria-describedby={error ? `${name}-error` : undefined}>
      <legend>{legend}</legend>
      {error && (
        <p id={`${name}-error`} role="alert" className="wallet-company__error">
          {error}
        </p>
      )}
      {entries.map((entry) => (
        <div key={entry.id}>
          <CheckboxField
            id={`${name}-${String(entry.id)}`}
            name={name}
            label={entry.name}
            checked={chosen.includes(entry.id)}
            onChange={(checked) =>
              onChange(checked ? [...chosen, entry.id] : chosen.filter((id) => id !== entry.id), specifications)
            }
          />
          {entry.specify && chosen.includes(entry.id) && (
            <TextField
              label={t('financial.specifyChoice', { name: entry.name })}
              value={specifications[entry.id] ?? ''}
              error={specificationError}
              onChange={(event) => onChange([...chosen], { ...specifications, [entry.id]: event.target.value })}
            />
          )}
        </div>
      ))}
    </fieldset>
  );
}

const byId = (list: readonly { id: number; specification: string }[] | undefined) =>
  Object.fromEntries((list ?? []).map((entry) => [entry.id, entry.specification])) as Record<number, string>;

function FinancialDetailFields({
  value,
  onSave,
  heading,
  dictionaries,
}: {
  value: FinancialDetail | null;
  onSave: (values: FinancialValues) => Promise<void>;
  heading?: ReactNode;
  dictionaries: CompanyFinancialDictionaries;
}) {
  const { t } = useCompanyMessages();
  const formId = useId();
  const [draft, setDraft] = useState({
    deposit: value ? amountText(value.monthlyDepositAmount) : '',
    depositCurrency: value?.monthlyDepositCurrencyCode ?? 'USD',
    withdrawal: value ? amountText(value.monthlyWithdrawalAmount) : '',
    withdrawalCurrency: value?.monthlyWithdrawalCurrencyCode ?? 'USD',
    industry: value ? String(value.industry) : '',
    specification: value?.industrySpecification ?? '',
    sourceIds: value?.sourceIds ?? [],
    sources: byId(value?.sourceSpecifications),
    purposeIds: value?.purposeIds ?? [],
    purposes: byId(value?.purposeSpecifications),
  });
  const save = useCompanySave();
  const currencyOptions = CURRENCIES.map((code) => ({ value: code, label: code }));
  const specifyOf = (entries: readonly DictionaryEntry[]) =>
    new Set(entries.filter((entry) => entry.specify).map((entry) => entry.id));
  const industrySpecify = specifyOf(dictionaries.industries).has(Number(draft.industry));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const amount = (text: string) => (/^\d{1,10}(\.\d{1,2})?$/.test(text.trim()) ? Number(text.trim()) : null);
    const deposit = amount(draft.deposit);
    const withdrawal = amount(draft.withdrawal);
    if (deposit === null) found.monthlyDepositAmount = t('financial.errors.amount');
    if (withdrawal === null) found.monthlyWithdrawalAmount = t('financial.errors.amount');
    if (!draft.industry) found.industry = t('financial.errors.industry');
    if (industrySpecify && !draft.specification.trim())
      found.industrySpecification = t('financial.errors.specification');
    if (draft.sourceIds.length === 0) found.sourceIds = t('financial.errors.sources');
    if (draft.purposeIds.length === 0) found.purposeIds = t('financial.errors.purposes');
    const specifications = (
      ids: readonly number[],
      texts: Record<number, string>,
      entries: readonly DictionaryEntry[],
      field: string,
    ) => {
      const specify = specifyOf(entries);
      const chosen = ids.filter((id) => specify.has(id)).map((id) => ({ id, specification: (texts[id] ?? '').trim() }));
      if (chosen.some((entry) => !entry.specification)) found[field] = t('financial.errors.specifyChoice');
      return chosen;
    };
    const sourceSpecifications = specifications(
      draft.sourceIds,
      draft.sources,
      dictionaries.sources,
      'sourceSpecifications',
    );
    const purposeSpecifications = specifications(
      draft.purposeIds,
      draft.purposes,
      dictionaries.purposes,
      'purposeSpecifications',
    );
    void save.run(found, () =>
      onSave({
        monthlyDepositAmount: deposit ?? 0,
        monthlyDepositCurrencyCode: draft.depositCurrency,
        monthlyWithdrawalAmount: withdrawal ?? 0,
        monthlyWithdrawalCurrencyCode: draft.withdrawalCurrency,
        industry: Number(draft.industry),
        ...(industrySpecify && draft.specification.trim() ? { industrySpecification: draft.specification.trim() } : {}),
        sourceIds: draft.sourceIds,
        purposeIds: draft.purposeIds,
        sourceSpecifications,
        purposeSpecifications,
      }),
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('financial.title')}>
      <Stack gap="md">
        {heading}
        <div className="wallet-company__pair">
          <TextField
            label={t('financial.deposit')}
            inputMode="decimal"
            value={draft.deposit}
            error={save.errors.monthlyDepositAmount}
            onChange={(event) => setDraft({ ...draft, deposit: event.target.value })}
          />
          <Select
            label={t('financial.depositCurrency')}
            options={currencyOptions}
            value={draft.depositCurrency}
            onChange={(event) => setDraft({ ...draft, depositCurrency: event.target.value })}
          />
        </div>
        <div className="wallet-company__pair">
          <TextField
            label={t('financial.withdrawal')}
            inputMode="decimal"
            value={draft.withdrawal}
            error={save.errors.monthlyWithdrawalAmount}
            onChange={(event) => setDraft({ ...draft, withdrawal: event.target.value })}
          />
          <Select
            label={t('financial.withdrawalCurrency')}
            options={currencyOptions}
            value={draft.withdrawalCurrency}
            onChange={(event) => setDraft({ ...draft, withdrawalCurrency: event.target.value })}
          />
        </div>
        <Select
          label={t('financial.industry')}
          placeholder={t('financial.industryPlaceholder')}
          options={dictionaries.industries.map((industry) => ({ value: String(industry.id), label: industry.name }))}
          value={draft.industry}
          error={save.errors.industry}
          onChange={(event) => setDraft({ ...draft, industry: event.target.value })}
        />
        {industrySpecify && (
          <TextField
            label={t('financial.specification')}
            value={draft.specification}
            error={save.errors.industrySpecification}
            onChange={(event) => setDraft({ ...draft, specification: event.target.value })}
          />
        )}
        <ChoiceList
          name={`${formId}-sources`}
          legend={t('financial.sources')}
          entries={dictionaries.sources}
          chosen={draft.sourceIds}
          specifications={draft.sources}
          error={save.errors.sourceIds}
          specificationError={save.errors.sourceSpecifications}
          onChange={(sourceIds, sources) => setDraft({ ...draft, sourceIds, sources })}
        />
        <ChoiceList
          name={`${formId}-purposes`}
          legend={t('financial.purposes')}
          entries={dictionaries.purposes}
          chosen={draft.purposeIds}
          specifications={draft.purposes}
          error={save.errors.purposeIds}
          specificationError={save.errors.purposeSpecifications}
          onChange={(purposeIds, purposes) => setDraft({ ...draft, purposeIds, purposes })}
        />
        <FormFooter failure={save.failure} saved={save.saved} saving={save.saving} label={t('financial.save')} />
      </Stack>
    </form>
  );
}

function YesNo({
  name,
  legend,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  value: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useCompanyMessages();
  return (
    <fieldset className="wallet-company__choice">
      <legend>{legend}</legend>
      <label>
        <input type="radio" name={name} checked={value} onChange={() => onChange(true)} /> {t('form.yes')}
      </label>
      <label>
        <input type="radio" name={name} checked={!value} onChange={() => onChange(false)} /> {t('form.no')}
      </label>
    </fieldset>
  );
}

export function DueDiligenceForm({
  value,
  onSave,
  idPrefix,
}: {
  value: DueDiligenceQuestionnaire | null;
  onSave: (values: DueDiligenceValues) => Promise<void>;
  idPrefix: string;
}) {
  const { t } = useCompanyMessages();
  const [draft, setDraft] = useState({
    government: value?.government ?? false,
    governmentDetails: value?.governmentDetails ?? '',
    lawsuits: value?.lawsuits ?? false,
    lawsuitsDetails: value?.lawsuitsDetails ?? '',
    taxPayers: value?.taxPayers ?? false,
  });
  const save = useCompanySave();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (draft.government && !draft.governmentDetails.trim()) found.governmentDetails = t('dueDiligence.errors.details');
    if (draft.lawsuits && !draft.lawsuitsDetails.trim()) found.lawsuitsDetails = t('dueDiligence.errors.details');
    void save.run(found, () =>
      onSave({
        government: draft.government,
        lawsuits: draft.lawsuits,
        taxPayers: draft.taxPayers,
        ...(draft.government ? { governmentDetails: draft.governmentDetails.trim() } : {}),
        ...(draft.lawsuits ? { lawsuitsDetails: draft.lawsuitsDetails.trim() } : {}),
      }),
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('dueDiligence.title')}>
      <Stack gap="md">
        <YesNo
          name={`${idPrefix}-government`}
          legend={t('dueDiligence.government')}
          value={draft.government}
          onChange={(government) => setDraft({ ...draft, government })}
        />
        {draft.government && (
          <TextField
            label={t('dueDiligence.governmentDetails')}
            value={draft.governmentDetails}
            error={save.errors.governmentDetails}
            onChange={(event) => setDraft({ ...draft, governmentDetails: event.target.value })}
          />
        )}
        <YesNo
          name={`${idPrefix}-lawsuits`}
          legend={t('dueDiligence.lawsuits')}
          value={draft.lawsuits}
          onChange={(lawsuits) => setDraft({ ...draft, lawsuits })}
        />
        {draft.lawsuits && (
          <TextField
            label={t('dueDiligence.lawsuitsDetails')}
            value={draft.lawsuitsDetails}
            error={save.errors.lawsuitsDetails}
            onChange={(event) => setDraft({ ...draft, lawsuitsDetails: event.target.value })}
          />
        )}
        <YesNo
          name={`${idPrefix}-tax`}
          legend={t('dueDiligence.taxPayers')}
          value={draft.taxPayers}
          onChange={(taxPayers) => setDraft({ ...draft, taxPayers })}
        />
        <FormFooter failure={save.failure} saved={save.saved} saving={save.saving} label={t('dueDiligence.save')} />
      </Stack>
    </form>
  );
}
