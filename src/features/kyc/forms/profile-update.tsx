import { useState, type FormEvent } from 'react';
import type { ApiClient } from '../../../core/api/client';
import { CUSTOMER_TYPES, type Customer } from '../../../core/api/contract/customer';
import type { KycDictionaries } from '../../../core/api/contract/kyc';
import { kycCustomerPersonalInfoUpdate } from '../../../core/api/contract/kyc';
import type { TFunction } from '../../../core/i18n/i18n';
import { checkBirthDate } from '../../../core/kyc/birth-date';
import { statusLoadPlan } from '../../../core/kyc/overall-status';
import type { ResourceCache } from '../../../core/resource/resource-cache';
import { Banner, Button, Select, Spinner, Stack, TextField, useErrorText, useLanguage, useQuery } from '../../../ui';
import { fieldProblems } from '../kyc-errors';
import { useKycFormSave } from '../kyc-form-save';
import { invalidateVerification, kycQueries } from '../kyc-data';
import { dictionaryLabel, useKycText } from '../kyc-text';
import { formsQueries } from './forms-data';
import { useKycFormsMessages } from './forms-messages';
import { FormsTexts } from './self-certification';
import { firstFailedRead, ReadsFailure } from './reads-failure';
import { kycRequestReason } from '../kyc-request-reason';

const ANSWERS = [
  { field: 'occupation', dictionary: 'occupations' },
  { field: 'sourceOfFunds', dictionary: 'sourcesOfFunds' },
  { field: 'purposeOfAccount', dictionary: 'purposes' },
  { field: 'expectedMonthlyVolume', dictionary: 'monthlyVolumes' },
] as const;

type AnswerField = (typeof ANSWERS)[number]['field'];
type Values = Record<'firstName' | 'lastName' | 'birthDay' | AnswerField, string>;
type Errors = Partial<Record<keyof Values | 'request', string>>;

const NAME_MAX = 50;

export function validatePersonalInfo(t: TFunction, values: Values, today: Date): Errors {
  const errors: Errors = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const value = values[field].trim();
    if (!value) errors[field] = t(`profileUpdate.errors.${field}`);
    else if (value.length > NAME_MAX) errors[field] = t('profileUpdate.errors.tooLong');
  }
  const birth = checkBirthDate(values.birthDay, today);
  if (birth === 'missing') errors.birthDay = t('profileUpdate.errors.birthDay');
  if (birth === 'invalid') errors.birthDay = t('profileUpdate.errors.birthDayInvalid');
  if (birth === 'underage') errors.birthDay = t('profileUpdate.errors.birthDayUnderage');
  for (const { field } of ANSWERS) if (!values[field]) errors[field] = t('profileUpdate.errors.choice');
  return errors;
}

export interface ProfileUpdateProps {
  api: ApiClient;
  cache: ResourceCache;
  titleLevel?: 1 | 2 | undefined;
  /** The details were saved (the portal continues by the start-page rules). */
  onSaved?: (() => void) | undefined;
}

/**
 * The personal info update (spec 1 section 7: kycRequestGet, kycCustomerPersonalInfoUpdate): the open request's
 * reason, then name, date of birth and the KYC answers from the dictionaries. Following the loading rules, the kyc
 * request loads only when an update is needed, and the KYC answers and dictionaries when KYC or an update is needed
 * (or when the customer chooses to correct their details).
 */
export function ProfileUpdate(props: ProfileUpdateProps) {
  return (
    <FormsTexts>
      <ProfileUpdateContent {...props} />
    </FormsTexts>
  );
}

function ProfileUpdateContent({ api, cache, titleLevel = 1, onSaved }: ProfileUpdateProps) {
  const { t } = useKycFormsMessages();
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const customer = useQuery(cache, kycQueries.customer(api));
  const info = customer.data?.customer;
  const plan = info ? statusLoadPlan(info, info.customerType !== CUSTOMER_TYPES.personal) : null;
  const wanted = plan !== null && (plan.kycData || editing);
  const request = useQuery(cache, plan?.kycRequest ? kycQueries.kycRequest(api) : null);
  const answers = useQuery(cache, wanted ? kycQueries.customerInfo(api) : null);
  const dictionaries = useQuery(cache, wanted ? formsQueries.kycDictionaries(api, language) : null);
  const Title = titleLevel === 1 ? 'h1' : 'h2';

  const views = [customer, request, answers, dictionaries];
  const failed = firstFailedRead(views);
  let body;
  if (failed) {
    body = <ReadsFailure title={t('profileUpdate.loadError')} failed={failed} reads={views} />;
  } else if (!info || !plan || (plan.kycRequest && !request.data)) {
    body = <Spinner label={t('profileUpdate.loading')} showLabel />;
  } else if (!wanted) {
    body = (
      <Stack gap="md">
        <p>{t('profileUpdate.upToDate')}</p>
        <div>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('profileUpdate.edit')}
          </Button>
        </div>
      </Stack>
    );
  } else if (!answers.data || !dictionaries.data) {
    body = <Spinner label={t('profileUpdate.loading')} showLabel />;
  } else {
    const kycRequest = request.data?.customerKycRequest ?? null;
    body = (
      <Stack gap="lg">
        {kycRequest && (
          <Banner tone="info" title={t('profileUpdate.requestTitle')}>
            {kycRequestReason(kycRequest, t, 'profileUpdate')}
          </Banner>
        )}
        <PersonalInfoForm
          api={api}
          t={t}
          customer={info}
          answers={answers.data.customerInfo}
          dictionaries={dictionaries.data}
          requestId={kycRequest?.id}
          onSaved={() => {
            // The update need clears, so the loading rules stop asking for the answers: keep the form on screen.
            setEditing(true);
            invalidateVerification(cache);
            onSaved?.();
          }}
        />
      </Stack>
    );
  }

  return (
    <div className="wallet-kyc">
      <Stack gap="lg">
        <Title className="wallet-kyc__title">{t('profileUpdate.title')}</Title>
        <p>{t('profileUpdate.intro')}</p>
        {body}
      </Stack>
    </div>
  );
}

interface PersonalInfoFormProps {
  api: ApiClient;
  t: TFunction;
  customer: Customer;
  answers: Partial<Record<AnswerField, string | null>>;
  dictionaries: KycDictionaries;
  requestId: number | undefined;
  onSaved: () => void;
}

function PersonalInfoForm({ api, t, customer, answers, dictionaries, requestId, onSaved }: PersonalInfoFormProps) {
  const kycText = useKycText();
  const errorText = useErrorText();
  const [values, setValues] = useState<Values>(() => {
    const known = (field: AnswerField, dictionary: (typeof ANSWERS)[number]['dictionary']) => {
      const value = answers[field] ?? '';
      return dictionaries[dictionary].some((entry) => entry.code === value) ? value : '';
    };
    return {
      firstName: customer.firstName,
      lastName: customer.lastName,
      birthDay: customer.birthDay ?? '',
      occupation: known('occupation', 'occupations'),
      sourceOfFunds: known('sourceOfFunds', 'sourcesOfFunds'),
      purposeOfAccount: known('purposeOfAccount', 'purposes'),
      expectedMonthlyVolume: known('expectedMonthlyVolume', 'monthlyVolumes'),
    };
  });
  const { formRef, errors, setErrors, failure, saving, save } = useKycFormSave<keyof Errors>({ focusRefusal: true });
  const [saved, setSaved] = useState(false);

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setSaved(false);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    await save(
      validatePersonalInfo(t, values, new Date()),
      async () => {
        await api.call(kycCustomerPersonalInfoUpdate, {
          ...(requestId === undefined ? {} : { requestId }),
          ...values,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
        });
        setSaved(true);
        onSaved();
      },
      (error) => {
        const fields: Errors = {};
        for (const problem of fieldProblems(error).values()) {
          const key = problem.field as keyof Errors;
          const known: Record<string, string> = {
            birthDayUnderage: t('profileUpdate.errors.birthDayUnderage'),
            birthDayInvalid: t('profileUpdate.errors.birthDayInvalid'),
            choiceUnknown: t('profileUpdate.errors.choice'),
          };
          if (key === ('requestId' as string)) fields.request = t('profileUpdate.errors.requestClosed');
          else if (key in values) fields[key] = (problem.code && known[problem.code]) ?? problem.description;
        }
        return fields;
      },
    );
  }

  return (
    <form
      ref={formRef}
      className="wallet-kyc__form wallet-kyc-forms"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Stack gap="lg">
        <fieldset className="wallet-kyc-forms__group">
          <legend className="wallet-kyc__form-title">{t('profileUpdate.identityHeading')}</legend>
          <Stack gap="md">
            <TextField
              id="profile-first-name"
              label={t('profileUpdate.firstName')}
              hint={t('profileUpdate.nameHint')}
              value={values.firstName}
              error={errors.firstName}
              autoComplete="given-name"
              onChange={(event) => set('firstName')(event.target.value)}
            />
            <TextField
              id="profile-last-name"
              label={t('profileUpdate.lastName')}
              value={values.lastName}
              error={errors.lastName}
              autoComplete="family-name"
              onChange={(event) => set('lastName')(event.target.value)}
            />
            <TextField
              id="profile-birth-day"
              type="date"
              label={t('profileUpdate.birthDay')}
              value={values.birthDay}
              error={errors.birthDay}
              autoComplete="bday"
              onChange={(event) => set('birthDay')(event.target.value)}
            />
          </Stack>
        </fieldset>
        <fieldset className="wallet-kyc-forms__group">
          <legend className="wallet-kyc__form-title">{t('profileUpdate.answersHeading')}</legend>
          <Stack gap="md">
            {ANSWERS.map(({ field, dictionary }) => (
              <Select
                key={field}
                id={`profile-${field}`}
                label={t(`profileUpdate.${field}`)}
                placeholder={t('profileUpdate.choose')}
                options={dictionaries[dictionary].map((entry) => ({
                  value: entry.code,
                  label: dictionaryLabel(kycText, dictionary, entry.code, entry.name),
                }))}
                value={values[field]}
                error={errors[field]}
                onChange={(event) => set(field)(event.target.value)}
              />
            ))}
          </Stack>
        </fieldset>
        {errors.request && <Banner tone="error">{errors.request}</Banner>}
        {failure !== null && (
          <Banner tone="error" title={t('profileUpdate.saveFailed')}>
            {errorText(failure)}
          </Banner>
        )}
        <div role="status">{saved && <p>{t('profileUpdate.saved')}</p>}</div>
        <div>
          <Button type="submit" loading={saving}>
            {t('profileUpdate.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
