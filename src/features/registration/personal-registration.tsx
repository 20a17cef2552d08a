import {
  cloneElement,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { ApiClient } from '../../core/api/client';
import { checkEmail } from '../../core/api/contract/customer';
import { checkPhone, personalAccountCreate } from '../../core/api/contract/registration';
import { ApiError } from '../../core/api/errors';
import type { Brand, PersonalRegistrationType } from '../../core/brand/brand-schema';
import type { BotCheckProvider } from '../../core/bot-check/bot-check';
import { countryByCode, countryOptions } from '../../core/registration/countries';
import { EMAIL_STATUS, emailStatusOf, type EmailStatus } from '../../core/registration/email-status';
import {
  checkEmailFormat,
  checkPhoneFormat,
  EMPTY_PERSONAL_FORM,
  normaliseEmail,
  normalisePhone,
  PERSONAL_FIELDS,
  PERSONAL_SERVER_FIELDS,
  serverFieldErrors,
  toPersonalRequest,
  validatePersonalForm,
  type PersonalFormErrors,
  type PersonalFormValues,
} from '../../core/registration/personal-registration';
import {
  Banner,
  BotCheckField,
  Button,
  CheckboxField,
  PasswordField,
  PasswordRules,
  SearchableSelect,
  Select,
  Stack,
  TextField,
  Trans,
  useErrorText,
} from '../../ui';
import { focusFirstInvalid, useFormErrorText, useRegistrationMessages } from './form-parts';
import { ResendActivationButton } from './resend-activation';
import { personalTypesOf } from '../../core/registration/registration-types';

/** Links the host (portal) renders; each is an element without children that the texts fill in. */
export interface RegistrationLinks {
  signIn: ReactElement<{ children?: ReactNode }>;
  resetPassword: ReactElement<{ children?: ReactNode }>;
}

export interface PersonalRegistrationProps {
  api: ApiClient;
  brand: Brand;
  /** Adult-industry options are hidden for this brand (environment overrides applied). */
  adultIndustryOptionsHidden: boolean;
  botCheck: BotCheckProvider;
  language: string;
  links: RegistrationLinks;
  /** Country to preselect (from the caller's IP), when known. */
  suggestedCountry?: string | null | undefined;
  /** Heading level of the page title. */
  headingLevel?: 1 | 2;
}

type ExistenceCheck = { value: string; status: EmailStatus; activated: boolean | null };

/**
 * Personal registration (route register/personal): the brand's registration types, identity, contact, residence
 * and password, checked field by field with the API's own rules, e-mail and phone existence checks, the brand's bot
 * check, then "check your e-mail" with a way to send the activation link again. Nothing typed is lost when the
 * server refuses a field or the network fails.
 */
export function PersonalRegistration({
  api,
  brand,
  adultIndustryOptionsHidden,
  botCheck,
  language,
  links,
  suggestedCountry,
  headingLevel = 1,
}: PersonalRegistrationProps) {
  const t = useRegistrationMessages();
  const errorText = useErrorText();
  const fieldError = useFormErrorText();
  const [values, setValues] = useState<PersonalFormValues>(() => {
    const country = suggestedCountry ? countryByCode(suggestedCountry) : undefined;
    return country
      ? { ...EMPTY_PERSONAL_FORM, countryCode: country.code, phoneCountryCode: country.callingCode }
      : EMPTY_PERSONAL_FORM;
  });
  // The phone's country (ISO code): several countries share a calling code, and the list names each of them.
  const [phoneCountry, setPhoneCountry] = useState(() =>
    suggestedCountry && countryByCode(suggestedCountry) ? suggestedCountry : '',
  );
  const [errors, setErrors] = useState<PersonalFormErrors>({});
  const [emailCheck, setEmailCheck] = useState<ExistenceCheck | null>(null);
  const [phoneCheck, setPhoneCheck] = useState<{ value: string; exists: boolean | null } | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [botCheckReset, setBotCheckReset] = useState(0);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [summary, setSummary] = useState(false);
  const [registered, setRegistered] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const types = personalTypesOf(brand, adultIndustryOptionsHidden);
  const countries = useMemo(() => countryOptions(language), [language]);
  const phoneCountries = useMemo(
    () =>
      countries.map((country) => ({
        value: country.code,
        label: t('personal.phoneCodeOption', { country: country.name, code: country.callingCode }),
      })),
    [countries, t],
  );
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  useEffect(() => {
    if (registered) headingRef.current?.focus();
  }, [registered]);

  function set<K extends keyof PersonalFormValues>(field: K, value: PersonalFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    // An error goes as soon as the value changes; the full check runs again on submit.
    const errorField = field === 'phoneCountryCode' ? 'phone' : field;
    setErrors((current) => {
      if (!(errorField in current)) return current;
      const next = { ...current };
      delete next[errorField];
      return next;
    });
  }

  async function checkEmailExists() {
    const email = normaliseEmail(values.email);
    const formatError = checkEmailFormat(email);
    if (formatError) {
      if (email !== '') setErrors((current) => ({ ...current, email: { key: formatError } }));
      return;
    }
    if (emailCheck?.value === email && emailCheck.status !== EMAIL_STATUS.failed) return;
    setEmailCheck({ value: email, status: EMAIL_STATUS.checking, activated: null });
    try {
      const answer = await api.call(checkEmail, { email });
      setEmailCheck({ value: email, status: emailStatusOf(answer), activated: answer.isActivated ?? null });
    } catch {
      setEmailCheck({ value: email, status: EMAIL_STATUS.failed, activated: null });
    }
  }

  async function checkPhoneExists() {
    if (checkPhoneFormat(values.phoneCountryCode, values.phone)) return;
    const phone = normalisePhone(values.phone);
    const key = `${values.phoneCountryCode}:${phone}`;
    if (phoneCheck?.value === key && phoneCheck.exists !== null) return;
    try {
      const answer = await api.call(checkPhone, { phoneCountryCode: values.phoneCountryCode, phone });
      setPhoneCheck({ value: key, exists: answer.exists });
      if (answer.exists) setErrors((current) => ({ ...current, phone: { key: 'server.phoneTaken' } }));
    } catch {
      setPhoneCheck({ value: key, exists: null });
    }
  }

  const currentEmail = normaliseEmail(values.email);
  const emailKnown = emailCheck?.value === currentEmail ? emailCheck : null;
  const emailTaken =
    emailKnown !== null &&
    (emailKnown.status === EMAIL_STATUS.existing || emailKnown.status === EMAIL_STATUS.existingEmployee);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    const found = validatePersonalForm(values, types, new Date());
    if (emailTaken && !found.email) found.email = { key: 'server.emailTaken' };
    if (errors.phone?.key === 'server.phoneTaken' && !found.phone) found.phone = errors.phone;
    if (!captcha) found.captcha = { key: 'botCheckRequired' };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setSummary(true);
      // Let React mark the fields first.
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setSummary(false);
    setPending(true);
    try {
      const answer = await api.call(personalAccountCreate, toPersonalRequest(values, captcha ?? '', language));
      setRegistered(answer.email);
    } catch (error) {
      if (error instanceof ApiError && error.validationErrors && error.validationErrors.length > 0) {
        const mapped = serverFieldErrors(error.validationErrors, PERSONAL_FIELDS, PERSONAL_SERVER_FIELDS);
        setErrors(mapped.fields);
        if (mapped.fields.captcha) {
          setCaptcha(null);
          setBotCheckReset((count) => count + 1);
        }
        if (mapped.fields.email?.key === 'server.emailTaken')
          setEmailCheck({ value: currentEmail, status: EMAIL_STATUS.existing, activated: null });
        setFailure(mapped.other.length > 0 ? mapped.other.join(' ') : null);
        setSummary(Object.keys(mapped.fields).length > 0);
        requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      } else {
        setFailure(`${t('personal.failed')} ${errorText(error)}`);
      }
    } finally {
      setPending(false);
    }
  }

  if (registered) {
    return (
      <section className="wallet-registration" aria-labelledby="registration-done-title">
        <Stack gap="md">
          <Heading id="registration-done-title" ref={headingRef} tabIndex={-1} className="wallet-registration__title">
            {t('done.title')}
          </Heading>
          <p>{t('done.body', { email: registered })}</p>
          <p>{t('done.notReceived')}</p>
          <ResendActivationButton api={api} email={registered} language={language} />
          <p>{cloneElement(links.signIn, {}, t('done.signIn'))}</p>
        </Stack>
      </section>
    );
  }

  const emailNote = emailKnown ? (
    <EmailStatusNote check={emailKnown} links={links} api={api} language={language} />
  ) : null;
  const emailError = fieldError(errors.email) ?? (emailTaken && emailKnown ? t('errors.server.emailTaken') : undefined);

  return (
    <section className="wallet-registration" aria-labelledby="registration-title">
      <Heading id="registration-title" className="wallet-registration__title">
        {t('personal.title')}
      </Heading>
      <p className="wallet-registration__intro">{t('personal.intro')}</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-describedby={summary ? 'registration-summary' : undefined}
      >
        <Stack gap="md">
          {summary && (
            <Banner tone="error" id="registration-summary">
              {t('personal.errorSummary')}
            </Banner>
          )}
          {failure && (
            <Banner
              tone="error"
              actions={
                <Button type="submit" variant="secondary">
                  {t('personal.retry')}
                </Button>
              }
            >
              {failure}
            </Banner>
          )}
          <Select
            label={t('personal.type')}
            name="registrationType"
            placeholder={t('personal.typePlaceholder')}
            options={types.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            value={values.registrationType}
            onChange={(event) => set('registrationType', event.target.value as PersonalRegistrationType | '')}
            error={fieldError(errors.registrationType)}
            required
          />
          <div className="wallet-registration__pair">
            <TextField
              label={t('personal.firstName')}
              name="firstName"
              autoComplete="given-name"
              value={values.firstName}
              onChange={(event) => set('firstName', event.target.value)}
              error={fieldError(errors.firstName)}
              required
            />
            <TextField
              label={t('personal.lastName')}
              name="lastName"
              autoComplete="family-name"
              value={values.lastName}
              onChange={(event) => set('lastName', event.target.value)}
              error={fieldError(errors.lastName)}
              required
            />
          </div>
          <div>
            <TextField
              label={t('personal.email')}
              hint={t('personal.emailHint')}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
              onBlur={() => void checkEmailExists()}
              error={emailError}
              required
            />
            {emailNote}
          </div>
          <fieldset className="wallet-registration__phone">
            <legend className="wallet-visually-hidden">{t('personal.phone')}</legend>
            <SearchableSelect
              className="wallet-registration__phone-code"
              label={t('personal.phoneCode')}
              searchLabel={t('personal.phoneCodeSearch')}
              noMatches={t('personal.phoneCodeNoMatches')}
              name="phoneCountry"
              placeholder={t('personal.phoneCodePlaceholder')}
              options={phoneCountries}
              value={phoneCountry}
              onChange={(code) => {
                setPhoneCountry(code);
                set('phoneCountryCode', countryByCode(code)?.callingCode ?? '');
              }}
            />
            <TextField
              label={t('personal.phone')}
              hint={t('personal.phoneHint')}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={values.phone}
              onChange={(event) => set('phone', event.target.value)}
              onBlur={() => void checkPhoneExists()}
              error={fieldError(errors.phone)}
              required
            />
            {phoneCheck !== null &&
              phoneCheck.exists === null &&
              phoneCheck.value === `${values.phoneCountryCode}:${normalisePhone(values.phone)}` && (
                <p role="status" className="wallet-field__hint wallet-registration__phone-note">
                  {t('personal.phoneCheckFailed')}
                </p>
              )}
          </fieldset>
          <TextField
            label={t('personal.birthDay')}
            name="birthDay"
            type="date"
            autoComplete="bday"
            max={new Date().toISOString().slice(0, 10)}
            value={values.birthDay}
            onChange={(event) => set('birthDay', event.target.value)}
            error={fieldError(errors.birthDay)}
            required
          />
          <Select
            label={t('personal.country')}
            name="countryCode"
            placeholder={t('personal.countryPlaceholder')}
            options={countries.map((country) => ({ value: country.code, label: country.name }))}
            value={values.countryCode}
            onChange={(event) => {
              const country = countryByCode(event.target.value);
              set('countryCode', event.target.value);
              if (country && values.phoneCountryCode === '') {
                setPhoneCountry(country.code);
                set('phoneCountryCode', country.callingCode);
              }
            }}
            autoComplete="country"
            error={fieldError(errors.countryCode)}
            required
          />
          <PasswordField
            label={t('personal.password')}
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
            error={fieldError(errors.password)}
            aria-describedby="registration-password-rules"
            required
          />
          <PasswordRules id="registration-password-rules" password={values.password} />
          <PasswordField
            label={t('personal.passwordRepeat')}
            name="passwordRepeat"
            autoComplete="new-password"
            value={values.passwordRepeat}
            onChange={(event) => set('passwordRepeat', event.target.value)}
            error={fieldError(errors.passwordRepeat)}
            required
          />
          <CheckboxField
            name="termsAccepted"
            checked={values.termsAccepted}
            onChange={(checked) => set('termsAccepted', checked)}
            error={fieldError(errors.termsAccepted)}
            label={
              <Trans
                t={t}
                i18nKey="personal.terms"
                values={{ brand: brand.name }}
                components={{
                  terms: <a href={brand.legalLinks.terms} target="_blank" rel="noopener noreferrer" />,
                  privacy: <a href={brand.legalLinks.privacy} target="_blank" rel="noopener noreferrer" />,
                }}
              />
            }
          />
          <BotCheckField
            provider={botCheck}
            language={language}
            resetKey={botCheckReset}
            error={fieldError(errors.captcha)}
            onToken={(token) => {
              setCaptcha(token);
              if (token) {
                setErrors((current) => {
                  const next = { ...current };
                  delete next.captcha;
                  return next;
                });
              }
            }}
          />
          <Button type="submit" loading={pending} fullWidth>
            {t('personal.submit')}
          </Button>
          <p className="wallet-registration__aside">
            {t('personal.haveAccount')} {cloneElement(links.signIn, {}, t('personal.signIn'))}
          </p>
        </Stack>
      </form>
    </section>
  );
}

function EmailStatusNote({
  check,
  links,
  api,
  language,
}: {
  check: ExistenceCheck;
  links: RegistrationLinks;
  api: ApiClient;
  language: string;
}) {
  const t = useRegistrationMessages();
  switch (check.status) {
    case EMAIL_STATUS.checking:
      return (
        <p role="status" className="wallet-field__hint">
          {t('personal.emailChecking')}
        </p>
      );
    case EMAIL_STATUS.notExisting:
      return (
        <p role="status" className="wallet-field__hint">
          {t('personal.emailAvailable')}
        </p>
      );
    case EMAIL_STATUS.failed:
      return (
        <p role="status" className="wallet-field__hint">
          {t('personal.emailCheckFailed')}
        </p>
      );
    case EMAIL_STATUS.existingEmployee:
      return <p className="wallet-field__hint">{t('personal.emailEmployee')}</p>;
    case EMAIL_STATUS.existing:
      return check.activated === false ? (
        <div className="wallet-field__hint">
          <p>{t('personal.emailPendingActions')}</p>
          <ResendActivationButton api={api} email={check.value} language={language} />
        </div>
      ) : (
        <p className="wallet-field__hint">
          <Trans
            t={t}
            i18nKey="personal.emailTakenActions"
            components={{ signIn: links.signIn, reset: links.resetPassword }}
          />
        </p>
      );
  }
}
