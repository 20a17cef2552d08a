/**
 * The person form (personForm) and the company form (companyForm) of the wizard: opened from the directors,
 * shareholders and users hubs to add or edit a representative or a company shareholder.
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ApiClient } from '../../core/api/client';
import { ACCESS_RIGHTS } from '../../core/api/contract/customer';
import {
  hasErrors,
  needsSourceOfWealth,
  validateCompany,
  validatePerson,
  type BusinessDraft,
  type CompanyValues,
  type PersonValues,
  type ValidationContext,
} from '../../core/business-registration/business-draft';
import type { RegistrationDictionaries } from '../../core/business-registration/dictionaries';
import { SELECTABLE_ACCESS_RIGHTS } from '../../core/business-registration/users';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { Button, CheckboxField, Select, TextField } from '../../ui';
import { useTaxIdLabel } from './company-forms';
import {
  AddressFields,
  CountrySelect,
  focusFirstInvalid,
  PhoneFields,
  useBusinessMessages,
  useFieldErrors,
} from './form-kit';

interface EditorFrameProps {
  title: ReactNode;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

function EditorFrame({ title, onSubmit, onCancel, children }: EditorFrameProps) {
  const t = useBusinessMessages();
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
    // The errors render with the next paint; focus the first one then.
    requestAnimationFrame(() => focusFirstInvalid(form.current));
  };
  return (
    <form ref={form} className="wallet-business-registration__editor" onSubmit={submit} noValidate>
      <h3 className="wallet-business-registration__subtitle">{title}</h3>
      {children}
      <div className="wallet-business-registration__actions">
        <Button type="submit">{t('common.save')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

export interface PersonFormProps {
  person: PersonValues;
  title: ReactNode;
  draft: BusinessDraft;
  context: ValidationContext;
  dictionaries: RegistrationDictionaries;
  api: ApiClient;
  cache: ResourceCache;
  /** Checks a user's e-mail (users only) and answers the person with the result. */
  checkEmail: (person: PersonValues) => Promise<PersonValues>;
  /** Errors the server gave for this person. */
  serverErrors?: readonly string[] | undefined;
  onSave: (person: PersonValues) => void;
  onCancel: () => void;
}

export function PersonForm({
  person: initial,
  title,
  draft,
  context,
  dictionaries,
  api,
  cache,
  checkEmail,
  serverErrors,
  onSave,
  onCancel,
}: PersonFormProps) {
  const t = useBusinessMessages();
  const taxIdLabel = useTaxIdLabel();
  const [person, setPerson] = useState(initial);
  const [shown, setShown] = useState(false);
  const errors = validatePerson(person, draft, context);
  const errorOf = useFieldErrors(errors, shown);
  const set = (change: Partial<PersonValues>) => setPerson((current) => ({ ...current, ...change }));
  const sourceOfWealth = needsSourceOfWealth(draft, person.id, context);
  const emailStatusText =
    person.isUser &&
    !errorOf('email') &&
    person.emailStatus !== undefined &&
    person.checkedEmail === person.email.trim()
      ? t(`users.status.${person.emailStatus}`)
      : null;

  async function onEmailBlur() {
    if (!person.isUser) return;
    const checked = await checkEmail(person);
    // Only the check's answer is taken over: fields typed while it ran stay as they are.
    setPerson((current) =>
      current.email.trim() === checked.checkedEmail
        ? { ...current, emailStatus: checked.emailStatus, checkedEmail: checked.checkedEmail }
        : current,
    );
  }

  return (
    <EditorFrame
      title={title}
      onCancel={onCancel}
      onSubmit={() => {
        setShown(true);
        if (!hasErrors(errors)) onSave(person);
      }}
    >
      {serverErrors && serverErrors.length > 0 && (
        <ul className="wallet-field__error">
          {serverErrors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      <div className="wallet-business-registration__pair">
        <TextField
          label={t('person.firstName')}
          name="firstName"
          autoComplete="off"
          value={person.firstName}
          onChange={(event) => set({ firstName: event.target.value })}
          error={errorOf('firstName')}
          required
        />
        <TextField
          label={t('person.lastName')}
          name="lastName"
          autoComplete="off"
          value={person.lastName}
          onChange={(event) => set({ lastName: event.target.value })}
          error={errorOf('lastName')}
          required
        />
      </div>
      <TextField
        label={t('person.birthday')}
        name="birthday"
        type="date"
        value={person.birthday}
        onChange={(event) => set({ birthday: event.target.value })}
        error={errorOf('birthday')}
        required
      />
      <div>
        <TextField
          label={t('person.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          value={person.email}
          onChange={(event) => set({ email: event.target.value, emailStatus: undefined, checkedEmail: undefined })}
          onBlur={() => void onEmailBlur()}
          error={errorOf('email')}
          required
        />
        {emailStatusText && (
          <p role="status" className="wallet-field__hint">
            {emailStatusText}
          </p>
        )}
      </div>
      <PhoneFields
        name="personPhone"
        countryCode={person.phoneCountryCode}
        number={person.phone}
        onChange={(change) =>
          set({
            ...(change.countryCode !== undefined ? { phoneCountryCode: change.countryCode } : {}),
            ...(change.number !== undefined ? { phone: change.number } : {}),
          })
        }
        error={errorOf('phone')}
      />
      <AddressFields
        legend={t('person.address')}
        name="address"
        value={person.address}
        onChange={(address) => set({ address })}
        errorOf={errorOf}
        api={api}
        cache={cache}
        countries={dictionaries.countries}
      />
      <TextField
        label={taxIdLabel(person.address.countryCode, 'personal')}
        hint={t('fields.optional')}
        name="taxId"
        value={person.taxId}
        onChange={(event) => set({ taxId: event.target.value })}
        error={errorOf('taxId')}
      />
      {person.isUser && (
        <Select
          label={t('users.rights')}
          name="accessRights"
          placeholder={t('common.choose')}
          options={SELECTABLE_ACCESS_RIGHTS.map((right) => ({ value: String(right), label: t(`rights.${right}`) }))}
          value={person.accessRights === ACCESS_RIGHTS.noAccess ? '' : String(person.accessRights)}
          onChange={(event) => set({ accessRights: Number(event.target.value) })}
        />
      )}
      {sourceOfWealth && (
        <fieldset className="wallet-business-registration__group">
          <legend className="wallet-business-registration__legend">{t('person.sourceOfWealth')}</legend>
          <p className="wallet-field__hint">{t('person.sourceOfWealthHint')}</p>
          {errorOf('sources') && <p className="wallet-field__error">{errorOf('sources')}</p>}
          {dictionaries.sources.map((source) => {
            const selected = person.sources.find((entry) => entry.id === source.id);
            return (
              <div key={source.id}>
                <CheckboxField
                  name={`sources.${source.id}.selected`}
                  checked={selected !== undefined}
                  onChange={(on) =>
                    set({
                      sources: on
                        ? [...person.sources, { id: source.id, details: '' }]
                        : person.sources.filter((entry) => entry.id !== source.id),
                    })
                  }
                  label={source.name}
                />
                {selected && (
                  <TextField
                    label={t('person.sourceDetails', { name: source.name })}
                    name={`sources.${source.id}`}
                    value={selected.details}
                    onChange={(event) =>
                      set({
                        sources: person.sources.map((entry) =>
                          entry.id === source.id ? { ...entry, details: event.target.value } : entry,
                        ),
                      })
                    }
                    error={errorOf(`sources.${source.id}`)}
                    required
                  />
                )}
              </div>
            );
          })}
        </fieldset>
      )}
    </EditorFrame>
  );
}

export interface CompanyFormProps {
  company: CompanyValues;
  title: ReactNode;
  persons: readonly PersonValues[];
  context: ValidationContext;
  dictionaries: RegistrationDictionaries;
  api: ApiClient;
  cache: ResourceCache;
  onSave: (company: CompanyValues) => void;
  onCancel: () => void;
  /** Opens the person form for a new director; the company form comes back with them ticked. */
  onAddDirector: (company: CompanyValues) => void;
}

export function CompanyForm({
  company: initial,
  title,
  persons,
  context,
  dictionaries,
  api,
  cache,
  onSave,
  onCancel,
  onAddDirector,
}: CompanyFormProps) {
  const t = useBusinessMessages();
  const [company, setCompany] = useState(initial);
  const [shown, setShown] = useState(false);
  const errors = validateCompany(company, context);
  const errorOf = useFieldErrors(errors, shown);
  const set = (change: Partial<CompanyValues>) => setCompany((current) => ({ ...current, ...change }));
  const directorsError = errorOf('directors');
  return (
    <EditorFrame
      title={title}
      onCancel={onCancel}
      onSubmit={() => {
        setShown(true);
        if (!hasErrors(errors)) onSave(company);
      }}
    >
      <TextField
        label={t('company.name')}
        name="companyName"
        autoComplete="off"
        value={company.name}
        onChange={(event) => set({ name: event.target.value })}
        error={errorOf('name')}
        required
      />
      <TextField
        label={t('company.tradingName')}
        hint={t('fields.optional')}
        name="companyTradingName"
        autoComplete="off"
        value={company.tradingName}
        onChange={(event) => set({ tradingName: event.target.value })}
      />
      <CountrySelect
        label={t('company.registrationCountry')}
        name="companyRegistrationCountryCode"
        value={company.registrationCountryCode}
        countries={dictionaries.countries}
        onChange={(registrationCountryCode) => set({ registrationCountryCode })}
        error={errorOf('registrationCountryCode')}
      />
      <div className="wallet-business-registration__pair">
        <TextField
          label={t('company.registrationNumber')}
          name="companyRegistrationNumber"
          autoComplete="off"
          value={company.registrationNumber}
          onChange={(event) => set({ registrationNumber: event.target.value })}
          error={errorOf('registrationNumber')}
          required
        />
        <TextField
          label={t('company.registrationDate')}
          name="companyRegistrationDate"
          type="date"
          value={company.registrationDate}
          onChange={(event) => set({ registrationDate: event.target.value })}
          error={errorOf('registrationDate')}
          required
        />
      </div>
      <AddressFields
        legend={t('company.address')}
        name="address"
        value={company.address}
        onChange={(address) => set({ address })}
        errorOf={errorOf}
        api={api}
        cache={cache}
        countries={dictionaries.countries}
      />
      <fieldset
        className="wallet-business-registration__group"
        aria-describedby={directorsError ? 'company-directors-error' : undefined}
      >
        <legend className="wallet-business-registration__legend">{t('company.directors')}</legend>
        {directorsError && (
          <p id="company-directors-error" className="wallet-field__error">
            {directorsError}
          </p>
        )}
        {persons.map((person) => (
          <CheckboxField
            key={person.id}
            name={`companyDirector.${person.id}`}
            checked={company.directors.includes(person.id)}
            onChange={(on) =>
              set({
                directors: on ? [...company.directors, person.id] : company.directors.filter((id) => id !== person.id),
              })
            }
            label={`${person.firstName} ${person.lastName}`}
          />
        ))}
        <div>
          <Button variant="secondary" onClick={() => onAddDirector(company)}>
            {t('company.addDirector')}
          </Button>
        </div>
      </fieldset>
    </EditorFrame>
  );
}
