/**
 * Pieces the wizard's forms share: the feature's texts, field errors, yes/no questions, phone and address fields
 * (with the state list of countries that need one, read through the resource cache).
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../core/api/client';
import type { AddressValues, YesNo } from '../../core/business-registration/business-draft';
import { countryStatesQuery, type RegistrationDictionaries } from '../../core/business-registration/dictionaries';
import type { FormErrors } from '../../core/registration/personal-registration';
import { countryOptions } from '../../core/registration/countries';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { SearchableSelect, Select, TextField, useLanguage, useMessages, useQuery } from '../../ui';
import { BUSINESS_REGISTRATION_NAMESPACE, businessRegistrationMessages } from './messages';

export function useBusinessMessages() {
  return useMessages(BUSINESS_REGISTRATION_NAMESPACE, businessRegistrationMessages);
}

/** The text of a field's error, when errors of its form are shown. */
export function useFieldErrors(errors: FormErrors<string>, shown: boolean): (field: string) => string | undefined {
  const t = useBusinessMessages();
  return useCallback(
    (field: string) => {
      const error = shown ? errors[field] : undefined;
      if (!error) return undefined;
      return error.key === ''
        ? error.fallback
        : t(`errors.${error.key}`, error.fallback === undefined ? {} : { defaultValue: error.fallback });
    },
    [errors, shown, t],
  );
}

/** Moves focus to the first control marked invalid inside `root`. */
export function focusFirstInvalid(root: HTMLElement | null): void {
  root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

export interface YesNoFieldProps {
  label: ReactNode;
  name: string;
  value: YesNo;
  onChange: (value: YesNo) => void;
  error?: string | undefined;
}

/** A question answered yes or no (a native select: no answer until the customer picks one). */
export function YesNoField({ label, name, value, onChange, error }: YesNoFieldProps) {
  const t = useBusinessMessages();
  return (
    <Select
      label={label}
      name={name}
      placeholder={t('common.choose')}
      options={[
        { value: 'yes', label: t('common.yes') },
        { value: 'no', label: t('common.no') },
      ]}
      value={value}
      onChange={(event) => onChange(event.target.value as YesNo)}
      error={error}
    />
  );
}

export interface PhoneFieldsProps {
  name: string;
  countryCode: string;
  number: string;
  onChange: (change: { countryCode?: string; number?: string }) => void;
  error?: string | undefined;
}

export function PhoneFields({ name, countryCode, number, onChange, error }: PhoneFieldsProps) {
  const t = useBusinessMessages();
  const language = useLanguage();
  // Countries by name with their calling code (several share one: +1, +7), searchable; the form keeps the code.
  const countries = useMemo(() => countryOptions(language), [language]);
  const [country, setCountry] = useState(
    () => countries.find((option) => option.callingCode === countryCode)?.code ?? '',
  );
  const chosen =
    countries.find((option) => option.code === country)?.callingCode === countryCode
      ? country
      : (countries.find((option) => option.callingCode === countryCode)?.code ?? '');
  return (
    <fieldset className="wallet-business-registration__pair wallet-business-registration__phone">
      <legend className="wallet-visually-hidden">{t('fields.phone')}</legend>
      <SearchableSelect
        className="wallet-business-registration__phone-code"
        label={t('fields.phoneCode')}
        searchLabel={t('fields.phoneCodeSearch')}
        noMatches={t('fields.phoneCodeNoMatches')}
        name={`${name}CountryCode`}
        placeholder={t('fields.phoneCodePlaceholder')}
        options={countries.map((option) => ({ value: option.code, label: `${option.name} (+${option.callingCode})` }))}
        value={chosen}
        onChange={(code) => {
          setCountry(code);
          onChange({ countryCode: countries.find((option) => option.code === code)?.callingCode ?? '' });
        }}
        autoComplete="tel-country-code"
      />
      <TextField
        label={t('fields.phone')}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={number}
        onChange={(event) => onChange({ number: event.target.value })}
        error={error}
        required
      />
    </fieldset>
  );
}

export interface CountrySelectProps {
  label: ReactNode;
  name: string;
  value: string;
  countries: RegistrationDictionaries['countries'];
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
}

export function CountrySelect({ label, name, value, countries, onChange, error, hint }: CountrySelectProps) {
  const t = useBusinessMessages();
  return (
    <Select
      label={label}
      name={name}
      hint={hint}
      placeholder={t('fields.countryPlaceholder')}
      options={countries.map((country) => ({ value: country.code, label: country.name }))}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

export interface AddressFieldsProps {
  legend: ReactNode;
  /** Prefix of the fields' names and error keys (`address`, `place`). */
  name: string;
  value: AddressValues;
  onChange: (value: AddressValues) => void;
  errorOf: (field: string) => string | undefined;
  api: ApiClient;
  cache: ResourceCache;
  countries: RegistrationDictionaries['countries'];
}

/** Street, city, postal code, country and, where the country has them, the state. */
export function AddressFields({ legend, name, value, onChange, errorOf, api, cache, countries }: AddressFieldsProps) {
  const t = useBusinessMessages();
  const language = useLanguage();
  const set = (change: Partial<AddressValues>) => onChange({ ...value, ...change });
  const hasStates = countries.some((country) => country.code === value.countryCode && country.hasStates);
  const states = useQuery(cache, hasStates ? countryStatesQuery(api, value.countryCode, language) : null);
  return (
    <fieldset className="wallet-business-registration__group">
      <legend className="wallet-business-registration__legend">{legend}</legend>
      <CountrySelect
        label={t('fields.country')}
        name={`${name}.countryCode`}
        value={value.countryCode}
        countries={countries}
        onChange={(countryCode) => set({ countryCode, stateCode: '' })}
        error={errorOf(`${name}.countryCode`)}
      />
      <TextField
        label={t('fields.address1')}
        name={`${name}.address1`}
        autoComplete="address-line1"
        value={value.address1}
        onChange={(event) => set({ address1: event.target.value })}
        error={errorOf(`${name}.address1`)}
        required
      />
      <TextField
        label={t('fields.address2')}
        name={`${name}.address2`}
        autoComplete="address-line2"
        value={value.address2}
        onChange={(event) => set({ address2: event.target.value })}
      />
      <div className="wallet-business-registration__pair">
        <TextField
          label={t('fields.city')}
          name={`${name}.city`}
          autoComplete="address-level2"
          value={value.city}
          onChange={(event) => set({ city: event.target.value })}
          error={errorOf(`${name}.city`)}
          required
        />
        <TextField
          label={t('fields.postalCode')}
          name={`${name}.postalCode`}
          autoComplete="postal-code"
          value={value.postalCode}
          onChange={(event) => set({ postalCode: event.target.value })}
          error={errorOf(`${name}.postalCode`)}
          required
        />
      </div>
      {hasStates && (
        <Select
          label={t('fields.state')}
          name={`${name}.stateCode`}
          placeholder={states.status === 'error' ? t('fields.statesFailed') : t('fields.statePlaceholder')}
          options={(states.data ?? []).map((state) => ({ value: state.code, label: state.name }))}
          value={value.stateCode}
          onChange={(event) => set({ stateCode: event.target.value })}
          error={errorOf(`${name}.stateCode`)}
        />
      )}
    </fieldset>
  );
}
