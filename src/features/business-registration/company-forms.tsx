/**
 * The forms about the applying company itself (spec 3 section 2.4): general (generalForm), financial information
 * with the additional questions (financialInfoForm), due diligence (dueDilligenceForm) and legal (legalForm).
 */
import type { ReactNode } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { RegistrationAgreement } from '../../core/api/contract/business-registration';
import type { BusinessRegistrationType } from '../../core/brand/brand-schema';
import type {
  DueDiligenceValues,
  FinancialValues,
  GeneralValues,
  LegalValues,
  PersonValues,
} from '../../core/business-registration/business-draft';
import type { RegistrationDictionaries } from '../../core/business-registration/dictionaries';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { countryTaxIdentifierName } from '../../core/tax-ids/tax-identifier-names';
import { CheckboxField, PasswordField, PasswordRules, Select, TextField } from '../../ui';
import { AddressFields, CountrySelect, PhoneFields, useBusinessMessages, YesNoField } from './form-kit';

type ErrorOf = (field: string) => string | undefined;

const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;

/** The label of a tax number field: the country's own name for it, generic until a country is chosen. */
export function useTaxIdLabel(): (countryCode: string, customerType: 'personal' | 'business') => string {
  const t = useBusinessMessages();
  return (countryCode, customerType) => {
    const name = countryCode ? countryTaxIdentifierName(countryCode, customerType) : null;
    return name ? t('fields.taxIdNamed', { name: name.name, shortName: name.shortName }) : t('fields.taxId');
  };
}

export interface GeneralFormProps {
  values: GeneralValues;
  onChange: (values: GeneralValues) => void;
  errorOf: ErrorOf;
  businessTypes: readonly BusinessRegistrationType[];
  dictionaries: RegistrationDictionaries;
  api: ApiClient;
  cache: ResourceCache;
}

export function GeneralForm({ values, onChange, errorOf, businessTypes, dictionaries, api, cache }: GeneralFormProps) {
  const t = useBusinessMessages();
  const taxIdLabel = useTaxIdLabel();
  const set = (change: Partial<GeneralValues>) => onChange({ ...values, ...change });
  const text = (
    field: 'name' | 'tradingName' | 'registrationNumber' | 'businessTaxId' | 'website',
    label: ReactNode,
    extra: { autoComplete?: string; required?: boolean; hint?: ReactNode } = {},
  ) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={(event) => set({ [field]: event.target.value })}
      error={errorOf(field)}
      {...extra}
    />
  );
  return (
    <>
      <Select
        label={t('general.businessType')}
        name="businessType"
        placeholder={t('common.choose')}
        options={businessTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        value={values.businessType}
        onChange={(event) => set({ businessType: event.target.value as BusinessRegistrationType })}
        error={errorOf('businessType')}
      />
      {text('name', t('general.name'), { autoComplete: 'organization', required: true })}
      {text('tradingName', t('general.tradingName'))}
      <CountrySelect
        label={t('general.registrationCountry')}
        name="registrationCountryCode"
        value={values.registrationCountryCode}
        countries={dictionaries.countries}
        onChange={(registrationCountryCode) => set({ registrationCountryCode })}
        error={errorOf('registrationCountryCode')}
      />
      <div className="wallet-business-registration__pair">
        {text('registrationNumber', t('general.registrationNumber'), { required: true })}
        <TextField
          label={t('general.registrationDate')}
          name="registrationDate"
          type="date"
          max={new Date().toISOString().slice(0, 10)}
          value={values.registrationDate}
          onChange={(event) => set({ registrationDate: event.target.value })}
          error={errorOf('registrationDate')}
          required
        />
      </div>
      {text('businessTaxId', taxIdLabel(values.registrationCountryCode, 'business'), { hint: t('fields.optional') })}
      <TextField
        label={t('general.email')}
        hint={t('general.emailHint')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => set({ email: event.target.value })}
        error={errorOf('email')}
        required
      />
      <PhoneFields
        name="phone"
        countryCode={values.phoneCountryCode}
        number={values.phone}
        onChange={(change) =>
          set({
            ...(change.countryCode !== undefined ? { phoneCountryCode: change.countryCode } : {}),
            ...(change.number !== undefined ? { phone: change.number } : {}),
          })
        }
        error={errorOf('phone')}
      />
      {text('website', t('general.website'), { autoComplete: 'url', hint: t('fields.optional') })}
      <TextField
        label={t('general.description')}
        name="description"
        value={values.description}
        onChange={(event) => set({ description: event.target.value })}
        error={errorOf('description')}
        required
      />
      <AddressFields
        legend={t('general.address')}
        name="address"
        value={values.address}
        onChange={(address) => set({ address })}
        errorOf={errorOf}
        api={api}
        cache={cache}
        countries={dictionaries.countries}
      />
      <CheckboxField
        name="placeSameAsAddress"
        checked={values.placeSameAsAddress}
        onChange={(placeSameAsAddress) => set({ placeSameAsAddress })}
        label={t('general.placeSame')}
      />
      {!values.placeSameAsAddress && (
        <AddressFields
          legend={t('general.place')}
          name="place"
          value={values.place}
          onChange={(place) => set({ place })}
          errorOf={errorOf}
          api={api}
          cache={cache}
          countries={dictionaries.countries}
        />
      )}
    </>
  );
}

interface ChoiceListProps {
  legend: ReactNode;
  name: string;
  entries: readonly { id: number; name: string; specify: boolean }[];
  selected: readonly number[];
  specifications: Record<string, string>;
  onChange: (selected: readonly number[], specifications: Record<string, string>) => void;
  errorOf: ErrorOf;
}

/** Several choices from a dictionary; "Other"-like entries ask for the customer's own words. */
function ChoiceList({ legend, name, entries, selected, specifications, onChange, errorOf }: ChoiceListProps) {
  const t = useBusinessMessages();
  const error = errorOf(name);
  return (
    <fieldset className="wallet-business-registration__group" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="wallet-business-registration__legend">{legend}</legend>
      {error && (
        <p id={`${name}-error`} className="wallet-field__error">
          {error}
        </p>
      )}
      {entries.map((entry) => {
        const checked = selected.includes(entry.id);
        return (
          <div key={entry.id}>
            <CheckboxField
              name={`${name}.${entry.id}`}
              checked={checked}
              onChange={(on) =>
                onChange(on ? [...selected, entry.id] : selected.filter((id) => id !== entry.id), specifications)
              }
              label={entry.name}
            />
            {checked && entry.specify && (
              <TextField
                label={t('financial.specify', { name: entry.name })}
                name={`${name}Specification.${entry.id}`}
                value={specifications[entry.id] ?? ''}
                onChange={(event) => onChange(selected, { ...specifications, [entry.id]: event.target.value })}
                error={errorOf(
                  `${name === 'sourceIds' ? 'sourceSpecifications' : 'purposeSpecifications'}.${entry.id}`,
                )}
                required
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

export interface FinancialFormProps {
  values: FinancialValues;
  onChange: (values: FinancialValues) => void;
  errorOf: ErrorOf;
  dictionaries: RegistrationDictionaries;
  industries: readonly RegistrationDictionaries['industries'][number][];
  questions: readonly RegistrationDictionaries['questions'][number][];
}

export function FinancialForm({ values, onChange, errorOf, dictionaries, industries, questions }: FinancialFormProps) {
  const t = useBusinessMessages();
  const set = (change: Partial<FinancialValues>) => onChange({ ...values, ...change });
  const deposits = dictionaries.deposits.map((band) => ({ value: String(band.id), label: band.name }));
  const currencies = CURRENCIES.map((code) => ({ value: code, label: code }));
  const industry = industries.find((entry) => String(entry.id) === values.industry);
  return (
    <>
      <div className="wallet-business-registration__pair">
        <Select
          label={t('financial.deposits')}
          name="monthlyDepositId"
          placeholder={t('common.choose')}
          options={deposits}
          value={values.monthlyDepositId}
          onChange={(event) => set({ monthlyDepositId: event.target.value })}
          error={errorOf('monthlyDepositId')}
        />
        <Select
          label={t('financial.depositCurrency')}
          name="monthlyDepositCurrencyCode"
          options={currencies}
          value={values.monthlyDepositCurrencyCode}
          onChange={(event) => set({ monthlyDepositCurrencyCode: event.target.value })}
        />
      </div>
      <div className="wallet-business-registration__pair">
        <Select
          label={t('financial.withdrawals')}
          name="monthlyWithdrawalId"
          placeholder={t('common.choose')}
          options={deposits}
          value={values.monthlyWithdrawalId}
          onChange={(event) => set({ monthlyWithdrawalId: event.target.value })}
          error={errorOf('monthlyWithdrawalId')}
        />
        <Select
          label={t('financial.withdrawalCurrency')}
          name="monthlyWithdrawalCurrencyCode"
          options={currencies}
          value={values.monthlyWithdrawalCurrencyCode}
          onChange={(event) => set({ monthlyWithdrawalCurrencyCode: event.target.value })}
        />
      </div>
      <ChoiceList
        legend={t('financial.sources')}
        name="sourceIds"
        entries={dictionaries.sources}
        selected={values.sourceIds}
        specifications={values.sourceSpecifications}
        onChange={(sourceIds, sourceSpecifications) => set({ sourceIds: [...sourceIds], sourceSpecifications })}
        errorOf={errorOf}
      />
      <ChoiceList
        legend={t('financial.purposes')}
        name="purposeIds"
        entries={dictionaries.purposes}
        selected={values.purposeIds}
        specifications={values.purposeSpecifications}
        onChange={(purposeIds, purposeSpecifications) => set({ purposeIds: [...purposeIds], purposeSpecifications })}
        errorOf={errorOf}
      />
      <Select
        label={t('financial.industry')}
        name="industry"
        placeholder={t('common.choose')}
        options={industries.map((entry) => ({ value: String(entry.id), label: entry.name }))}
        value={values.industry}
        onChange={(event) => set({ industry: event.target.value })}
        error={errorOf('industry')}
      />
      {industry?.specify && (
        <TextField
          label={t('financial.industrySpecification')}
          name="industrySpecification"
          value={values.industrySpecification}
          onChange={(event) => set({ industrySpecification: event.target.value })}
          error={errorOf('industrySpecification')}
          required
        />
      )}
      {questions.length > 0 && (
        <fieldset className="wallet-business-registration__group">
          <legend className="wallet-business-registration__legend">{t('financial.questions')}</legend>
          {questions.map((question) => (
            <YesNoField
              key={question.id}
              label={question.question}
              name={`answers.${question.id}`}
              value={values.answers[question.id] ?? ''}
              onChange={(answer) => set({ answers: { ...values.answers, [question.id]: answer } })}
              error={errorOf(`answers.${question.id}`)}
            />
          ))}
        </fieldset>
      )}
    </>
  );
}

export function DueDiligenceForm({
  values,
  onChange,
  errorOf,
}: {
  values: DueDiligenceValues;
  onChange: (values: DueDiligenceValues) => void;
  errorOf: ErrorOf;
}) {
  const t = useBusinessMessages();
  const set = (change: Partial<DueDiligenceValues>) => onChange({ ...values, ...change });
  return (
    <>
      <YesNoField
        label={t('dueDiligence.government')}
        name="government"
        value={values.government}
        onChange={(government) => set({ government })}
        error={errorOf('government')}
      />
      {values.government === 'yes' && (
        <TextField
          label={t('dueDiligence.governmentDetails')}
          name="governmentDetails"
          value={values.governmentDetails}
          onChange={(event) => set({ governmentDetails: event.target.value })}
          error={errorOf('governmentDetails')}
          required
        />
      )}
      <YesNoField
        label={t('dueDiligence.lawsuits')}
        name="lawsuits"
        value={values.lawsuits}
        onChange={(lawsuits) => set({ lawsuits })}
        error={errorOf('lawsuits')}
      />
      {values.lawsuits === 'yes' && (
        <TextField
          label={t('dueDiligence.lawsuitsDetails')}
          name="lawsuitsDetails"
          value={values.lawsuitsDetails}
          onChange={(event) => set({ lawsuitsDetails: event.target.value })}
          error={errorOf('lawsuitsDetails')}
          required
        />
      )}
      <YesNoField
        label={t('dueDiligence.taxPayers')}
        name="taxPayers"
        value={values.taxPayers}
        onChange={(taxPayers) => set({ taxPayers })}
        error={errorOf('taxPayers')}
      />
    </>
  );
}

export interface LegalFormProps {
  values: LegalValues;
  onChange: (values: LegalValues) => void;
  errorOf: ErrorOf;
  persons: readonly PersonValues[];
  /** The brand's agreements (agreementsGet), each accepted by its own checkbox. */
  agreements: readonly RegistrationAgreement[];
  password: { value: string; repeat: string; onChange: (value: string, repeat: string) => void; errorOf: ErrorOf };
}

export function LegalForm({ values, onChange, errorOf, persons, agreements, password }: LegalFormProps) {
  const t = useBusinessMessages();
  return (
    <>
      <Select
        label={t('legal.representative')}
        hint={t('legal.representativeHint')}
        name="representativeId"
        placeholder={persons.length === 0 ? t('legal.noPersons') : t('common.choose')}
        options={persons.map((person) => ({ value: person.id, label: `${person.firstName} ${person.lastName}` }))}
        value={values.representativeId}
        onChange={(event) => onChange({ ...values, representativeId: event.target.value })}
        error={errorOf('representativeId')}
      />
      <fieldset className="wallet-business-registration__group">
        <legend className="wallet-business-registration__legend">{t('legal.signIn')}</legend>
        <p className="wallet-field__hint">{t('legal.signInHint')}</p>
        <PasswordField
          label={t('legal.password')}
          name="password"
          autoComplete="new-password"
          aria-describedby="business-password-rules"
          value={password.value}
          onChange={(event) => password.onChange(event.target.value, password.repeat)}
          error={password.errorOf('password')}
          required
        />
        <PasswordRules id="business-password-rules" password={password.value} />
        <PasswordField
          label={t('legal.passwordRepeat')}
          name="passwordRepeat"
          autoComplete="new-password"
          value={password.repeat}
          onChange={(event) => password.onChange(password.value, event.target.value)}
          error={password.errorOf('passwordRepeat')}
          required
        />
      </fieldset>
      <fieldset className="wallet-business-registration__group">
        <legend className="wallet-business-registration__legend">{t('legal.terms')}</legend>
        {agreements.map((term) => (
          <CheckboxField
            key={term.id}
            name={`accepted.${term.id}`}
            checked={values.accepted[term.id] === true}
            onChange={(checked) => onChange({ ...values, accepted: { ...values.accepted, [term.id]: checked } })}
            label={
              term.url ? (
                <>
                  {term.statement}{' '}
                  <a href={term.url} target="_blank" rel="noreferrer">
                    {term.linkText ?? t('legal.readDocument')}
                  </a>
                </>
              ) : (
                term.statement
              )
            }
            error={errorOf(`accepted.${term.id}`)}
          />
        ))}
      </fieldset>
    </>
  );
}
