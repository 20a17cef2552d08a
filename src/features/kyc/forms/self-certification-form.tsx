import { useState, type FormEvent } from 'react';
import type { ApiClient } from '../../../core/api/client';
import type { BirthCountry, FatcaCertification, Profile } from '../../../core/api/contract/kyc';
import { personalFatcaCrsCertificationUpdate } from '../../../core/api/contract/kyc';
import type { TFunction } from '../../../core/i18n/i18n';
import { checkBirthDate } from '../../../core/kyc/birth-date';
import { countryOptions } from '../../../core/registration/countries';
import { countryTaxIdentifierName, taxIdentifierName, validateTaxId } from '../../../core/tax-ids/tax-identifier-names';
import { Banner, Button, Select, Stack, TextField, useErrorText, useLanguage, type SelectOption } from '../../../ui';
import { fieldProblems } from '../kyc-errors';
import { useKycFormSave } from '../kyc-form-save';
import { ChoiceGroup } from './choice-group';

export interface TaxResidencyValue {
  countryCode: string;
  taxId: string;
}

export interface SelfCertificationValues {
  cityOfBirth: string;
  countryOfBirth: string;
  dateOfBirth: string;
  citizenship: string[];
  taxIds: TaxResidencyValue[];
  isUSTaxPayer: '' | 'yes' | 'no';
  addressId: string;
  confirmed: boolean;
}

/** The answers on file, or a start from what the profile knows (residence country, its tax number, first address). */
export function initialValues(
  fatca: FatcaCertification,
  profile: Profile,
  birthDay: string | null | undefined,
): SelfCertificationValues {
  const residence = profile.residenceCountry;
  const signed = fatca.signedAt !== null;
  return {
    cityOfBirth: fatca.cityOfBirth ?? '',
    countryOfBirth: fatca.countryOfBirth ?? '',
    dateOfBirth: fatca.dateOfBirth ?? birthDay ?? '',
    citizenship: fatca.citizenship.length > 0 ? [...fatca.citizenship] : [residence],
    taxIds:
      fatca.taxIds.length > 0
        ? fatca.taxIds.map((tax) => ({ ...tax }))
        : [{ countryCode: residence, taxId: profile.taxId ?? '' }],
    isUSTaxPayer: signed && fatca.isUSTaxPayer !== null ? (fatca.isUSTaxPayer ? 'yes' : 'no') : '',
    addressId: String(fatca.addressId ?? profile.addresses[0]?.addressId ?? ''),
    confirmed: false,
  };
}

type Errors = Record<string, string>;

/** The client's checks, in the order of the form; keys are the fields' ids. */
export function validateSelfCertification(
  t: TFunction,
  values: SelfCertificationValues,
  hasAddresses: boolean,
  today: Date,
): Errors {
  const errors: Errors = {};
  if (!values.cityOfBirth.trim()) errors.cityOfBirth = t('selfCertification.errors.cityOfBirth');
  if (!values.countryOfBirth) errors.countryOfBirth = t('selfCertification.errors.countryOfBirth');
  const birth = checkBirthDate(values.dateOfBirth, today);
  if (birth === 'missing') errors.dateOfBirth = t('selfCertification.errors.dateOfBirth');
  if (birth === 'invalid') errors.dateOfBirth = t('selfCertification.errors.dateOfBirthInvalid');
  if (birth === 'underage') errors.dateOfBirth = t('selfCertification.errors.dateOfBirthUnderage');
  values.citizenship.forEach((code, index) => {
    if (!code) errors[`citizenship-${index}`] = t('selfCertification.errors.citizenship');
    else if (values.citizenship.indexOf(code) !== index)
      errors[`citizenship-${index}`] = t('selfCertification.errors.citizenshipDuplicate');
  });
  values.taxIds.forEach((tax, index) => {
    if (!tax.countryCode) errors[`tax-country-${index}`] = t('selfCertification.errors.taxCountry');
    else if (values.taxIds.findIndex((other) => other.countryCode === tax.countryCode) !== index)
      errors[`tax-country-${index}`] = t('selfCertification.errors.taxCountryDuplicate');
    const taxId = tax.taxId.trim();
    if (!taxId) errors[`tax-id-${index}`] = t('selfCertification.errors.taxId');
    else if (tax.countryCode && validateTaxId(tax.countryCode, 'personal', taxId) === 'invalid') {
      const name = taxIdentifierName(tax.countryCode, 'personal');
      errors[`tax-id-${index}`] = t('selfCertification.errors.taxIdInvalid', { shortName: name?.shortName ?? 'TIN' });
    }
  });
  const usPerson = values.citizenship.includes('US') || values.taxIds.some((tax) => tax.countryCode === 'US');
  if (!values.isUSTaxPayer) errors.usTaxPayer = t('selfCertification.errors.usTaxPayer');
  else if (values.isUSTaxPayer === 'no' && usPerson) errors.usTaxPayer = t('selfCertification.errors.usPerson');
  else if (values.isUSTaxPayer === 'yes' && !values.taxIds.some((tax) => tax.countryCode === 'US'))
    errors.usTaxPayer = t('selfCertification.errors.usTaxId');
  if (hasAddresses && !values.addressId) errors.addressId = t('selfCertification.errors.address');
  if (!values.confirmed) errors.confirmed = t('selfCertification.errors.confirm');
  return errors;
}

/** Maps the server's refusal (`taxIds.1.taxId` ...) to the form's field ids and our texts. */
function serverErrors(t: TFunction, error: unknown, values: SelfCertificationValues): Errors {
  const found: Errors = {};
  for (const problem of fieldProblems(error).values()) {
    const tax = /^taxIds\.(\d+)\.(taxId|countryCode)$/.exec(problem.field);
    if (tax) {
      const index = Number(tax[1]);
      const key = tax[2] === 'taxId' ? `tax-id-${index}` : `tax-country-${index}`;
      const shortName = taxIdentifierName(values.taxIds[index]?.countryCode ?? '', 'personal')?.shortName ?? 'TIN';
      const known: Record<string, string> = {
        taxIdInvalid: t('selfCertification.errors.taxIdInvalid', { shortName }),
        taxIdValidationFailed: t('selfCertification.errors.taxIdValidationFailed'),
        taxResidencyDuplicate: t('selfCertification.errors.taxCountryDuplicate'),
      };
      found[key] = (problem.code && known[problem.code]) ?? problem.description;
      continue;
    }
    if (problem.field === 'countryOfBirth') found.countryOfBirth = t('selfCertification.errors.countryUnknown');
    else if (problem.field === 'addressId') found.addressId = t('selfCertification.errors.address');
    else if (problem.field === 'dateOfBirth') found.dateOfBirth = t('selfCertification.errors.dateOfBirthInvalid');
  }
  return found;
}

function addressText(address: Profile['addresses'][number]): string {
  return [address.address1, address.address2, address.city, address.postalCode, address.countryCode]
    .filter(Boolean)
    .join(', ');
}

export interface SelfCertificationFormProps {
  api: ApiClient;
  t: TFunction;
  fatca: FatcaCertification;
  profile: Profile;
  birthDay: string | null | undefined;
  birthCountries: readonly BirthCountry[];
  onSigned: (certification: FatcaCertification) => void;
  onCancel?: (() => void) | undefined;
}

/**
 * The self-certification's answers: birth (town, country from the birth-country dictionary, date), citizenships,
 * tax residencies with the country's own tax number name and offline check, the US taxpayer question, the address,
 * and the confirmation. Nothing typed is lost on a refusal; each error sits next to its field.
 */
export function SelfCertificationForm({
  api,
  t,
  fatca,
  profile,
  birthDay,
  birthCountries,
  onSigned,
  onCancel,
}: SelfCertificationFormProps) {
  const language = useLanguage();
  const errorText = useErrorText();
  const [values, setValues] = useState(() => initialValues(fatca, profile, birthDay));
  const { formRef, errors, setErrors, failure, saving, save } = useKycFormSave<string>({ focusRefusal: true });

  const countries: SelectOption[] = countryOptions(language).map((country) => ({
    value: country.code,
    label: country.name,
  }));
  const birthOptions: SelectOption[] = [
    ...birthCountries
      .filter((country) => !country.historical)
      .map((country) => ({ value: country.code, label: country.name })),
    ...birthCountries
      .filter((country) => country.historical)
      .map((country) => ({
        value: country.code,
        label: `${country.name} (${t('selfCertification.formerCountries')})`,
      })),
  ];
  const regionName = (code: string) => new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;

  const update = (patch: Partial<SelfCertificationValues>, ...cleared: string[]) => {
    setValues((current) => ({ ...current, ...patch }));
    if (cleared.length > 0)
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !cleared.includes(key))));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    await save(
      validateSelfCertification(t, values, profile.addresses.length > 0, new Date()),
      async () => {
        const reply = await api.call(personalFatcaCrsCertificationUpdate, {
          cityOfBirth: values.cityOfBirth.trim(),
          countryOfBirth: values.countryOfBirth,
          dateOfBirth: values.dateOfBirth,
          citizenship: values.citizenship,
          taxIds: values.taxIds.map((tax) => ({ countryCode: tax.countryCode, taxId: tax.taxId.trim() })),
          isUSTaxPayer: values.isUSTaxPayer === 'yes',
          ...(values.addressId ? { addressId: Number(values.addressId) } : {}),
          confirmed: true,
        });
        onSigned(reply.certification);
      },
      (error) => serverErrors(t, error, values),
    );
  }

  return (
    <form
      ref={formRef}
      className="wallet-kyc__form wallet-kyc-forms"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="self-cert-form-heading"
    >
      <Stack gap="lg">
        <h2 id="self-cert-form-heading" className="wallet-kyc__section-title">
          {t('selfCertification.formHeading')}
        </h2>
        <fieldset className="wallet-kyc-forms__group">
          <legend className="wallet-kyc__form-title">{t('selfCertification.birthHeading')}</legend>
          <Stack gap="md">
            <TextField
              id="self-cert-city"
              label={t('selfCertification.cityOfBirth')}
              value={values.cityOfBirth}
              error={errors.cityOfBirth}
              autoComplete="off"
              onChange={(event) => update({ cityOfBirth: event.target.value }, 'cityOfBirth')}
            />
            <Select
              id="self-cert-country"
              label={t('selfCertification.countryOfBirth')}
              placeholder={t('selfCertification.countryPlaceholder')}
              options={birthOptions}
              value={values.countryOfBirth}
              error={errors.countryOfBirth}
              onChange={(event) => update({ countryOfBirth: event.target.value }, 'countryOfBirth')}
            />
            <TextField
              id="self-cert-birth-date"
              type="date"
              label={t('selfCertification.dateOfBirth')}
              value={values.dateOfBirth}
              error={errors.dateOfBirth}
              autoComplete="bday"
              onChange={(event) => update({ dateOfBirth: event.target.value }, 'dateOfBirth')}
            />
          </Stack>
        </fieldset>

        <fieldset className="wallet-kyc-forms__group">
          <legend className="wallet-kyc__form-title">{t('selfCertification.citizenshipHeading')}</legend>
          <Stack gap="md">
            {values.citizenship.map((code, index) => (
              <div key={index} className="wallet-kyc-forms__row">
                <Select
                  id={`self-cert-citizenship-${index}`}
                  label={t('selfCertification.citizenship', { number: index + 1 })}
                  placeholder={t('selfCertification.countryPlaceholder')}
                  options={countries}
                  value={code}
                  error={errors[`citizenship-${index}`]}
                  onChange={(event) =>
                    update(
                      { citizenship: values.citizenship.map((item, at) => (at === index ? event.target.value : item)) },
                      `citizenship-${index}`,
                      'usTaxPayer',
                    )
                  }
                />
                {values.citizenship.length > 1 && (
                  <Button
                    variant="secondary"
                    onClick={() =>
                      update(
                        { citizenship: values.citizenship.filter((_item, at) => at !== index) },
                        `citizenship-${index}`,
                      )
                    }
                  >
                    {t('selfCertification.removeCitizenship', { number: index + 1 })}
                  </Button>
                )}
              </div>
            ))}
            <div>
              <Button variant="secondary" onClick={() => update({ citizenship: [...values.citizenship, ''] })}>
                {t('selfCertification.addCitizenship')}
              </Button>
            </div>
          </Stack>
        </fieldset>

        <fieldset className="wallet-kyc-forms__group">
          <legend className="wallet-kyc__form-title">{t('selfCertification.taxHeading')}</legend>
          <Stack gap="md">
            <p>{t('selfCertification.taxIntro')}</p>
            {values.taxIds.map((tax, index) => {
              const name = tax.countryCode ? countryTaxIdentifierName(tax.countryCode, 'personal') : null;
              const setTax = (patch: Partial<TaxResidencyValue>, ...cleared: string[]) =>
                update(
                  { taxIds: values.taxIds.map((item, at) => (at === index ? { ...item, ...patch } : item)) },
                  ...cleared,
                );
              return (
                <div key={index} className="wallet-kyc-forms__residency">
                  <Select
                    id={`self-cert-tax-country-${index}`}
                    label={t('selfCertification.taxCountry', { number: index + 1 })}
                    placeholder={t('selfCertification.countryPlaceholder')}
                    options={countries}
                    value={tax.countryCode}
                    error={errors[`tax-country-${index}`]}
                    onChange={(event) =>
                      setTax(
                        { countryCode: event.target.value },
                        `tax-country-${index}`,
                        `tax-id-${index}`,
                        'usTaxPayer',
                      )
                    }
                  />
                  <TextField
                    id={`self-cert-tax-id-${index}`}
                    label={
                      name
                        ? t('selfCertification.taxId', {
                            country: regionName(tax.countryCode),
                            name: name.name,
                            shortName: name.shortName,
                          })
                        : t('selfCertification.taxIdGeneric', { number: index + 1 })
                    }
                    value={tax.taxId}
                    error={errors[`tax-id-${index}`]}
                    autoComplete="off"
                    spellCheck={false}
                    onChange={(event) => setTax({ taxId: event.target.value }, `tax-id-${index}`)}
                  />
                  {values.taxIds.length > 1 && (
                    <div>
                      <Button
                        variant="secondary"
                        onClick={() =>
                          update(
                            { taxIds: values.taxIds.filter((_item, at) => at !== index) },
                            `tax-country-${index}`,
                            `tax-id-${index}`,
                          )
                        }
                      >
                        {t('selfCertification.removeTaxResidency', { number: index + 1 })}
                      </Button>
                    </div>
                  )}
                </div>
              );
            })}
            <div>
              <Button
                variant="secondary"
                onClick={() => update({ taxIds: [...values.taxIds, { countryCode: '', taxId: '' }] })}
              >
                {t('selfCertification.addTaxResidency')}
              </Button>
            </div>
          </Stack>
        </fieldset>

        <fieldset className="wallet-kyc-forms__group">
          <legend className="wallet-kyc__form-title">{t('selfCertification.usHeading')}</legend>
          <ChoiceGroup
            id="self-cert-us-taxpayer"
            legend={t('selfCertification.usTaxPayer')}
            hint={t('selfCertification.usTaxPayerHint')}
            options={[
              { value: 'yes', label: t('selfCertification.yes') },
              { value: 'no', label: t('selfCertification.no') },
            ]}
            value={values.isUSTaxPayer}
            error={errors.usTaxPayer}
            onChange={(value) => update({ isUSTaxPayer: value as 'yes' | 'no' }, 'usTaxPayer')}
          />
        </fieldset>

        {profile.addresses.length > 0 ? (
          <Select
            id="self-cert-address"
            label={t('selfCertification.address')}
            placeholder={t('selfCertification.addressPlaceholder')}
            options={profile.addresses.map((address) => ({
              value: String(address.addressId),
              label: addressText(address),
            }))}
            value={values.addressId}
            error={errors.addressId}
            onChange={(event) => update({ addressId: event.target.value }, 'addressId')}
          />
        ) : (
          <p>{t('selfCertification.noAddress')}</p>
        )}

        <div className={errors.confirmed ? 'wallet-kyc-forms__check wallet-field--invalid' : 'wallet-kyc-forms__check'}>
          <input
            id="self-cert-confirm"
            type="checkbox"
            checked={values.confirmed}
            aria-invalid={errors.confirmed ? true : undefined}
            aria-describedby={errors.confirmed ? 'self-cert-confirm-error' : undefined}
            onChange={(event) => update({ confirmed: event.target.checked }, 'confirmed')}
          />
          <label htmlFor="self-cert-confirm">{t('selfCertification.confirm')}</label>
          {errors.confirmed && (
            <p id="self-cert-confirm-error" className="wallet-field__error">
              {errors.confirmed}
            </p>
          )}
        </div>

        {failure !== null && (
          <Banner tone="error" title={t('selfCertification.saveFailed')}>
            {errorText(failure)}
          </Banner>
        )}
        <div className="wallet-kyc-forms__buttons">
          <Button type="submit" loading={saving}>
            {t('selfCertification.submit')}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {t('selfCertification.cancelChange')}
            </Button>
          )}
        </div>
      </Stack>
    </form>
  );
}
