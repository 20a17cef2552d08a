import { useRef, useState, type FormEvent } from 'react';
import type { ApiClient } from '../../core/api/client';
import { ADDRESS_KIND, addressCreate, addressReplace } from '../../core/api/contract/kyc';
import {
  addressConfirm,
  addressDelete,
  addressReplaceProblem,
  addressStateProblem,
  addressUpdate,
  type ContactAddress,
} from '../../core/api/contract/profile-contacts';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { countryOptions } from '../../core/registration/countries';
import {
  Banner,
  Button,
  ConfirmDialog,
  Inline,
  Select,
  Stack,
  TextField,
  useErrorText,
  useLanguage,
  useMessages,
  useQuery,
} from '../../ui';
import { contactRefusal, contactsReads } from './contacts-data';
import { LoadState } from './load-state';
import { useMediumDate } from './medium-date';
import { ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages } from './messages';
import { useContactChange } from './use-contact-change';

type Field = 'addressKind' | 'address1' | 'address2' | 'city' | 'postalCode' | 'countryCode' | 'stateCode';
type Values = Record<Field, string>;
/** What the form does: add an address, replace one (moved), or correct one (a typo, same country). */
type Editing = { mode: 'add' } | { mode: 'replace' | 'correct'; address: ContactAddress };

const TEXT_FIELDS = [
  { field: 'address1', autoComplete: 'address-line1' },
  { field: 'address2', autoComplete: 'address-line2' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'postalCode', autoComplete: 'postal-code' },
] as const;

function valuesOf(editing: Editing, residenceCountry: string): Values {
  if (editing.mode === 'add')
    return {
      addressKind: String(ADDRESS_KIND.home),
      address1: '',
      address2: '',
      city: '',
      postalCode: '',
      countryCode: residenceCountry,
      stateCode: '',
    };
  const { address } = editing;
  return {
    addressKind: String(address.addressKind),
    address1: address.address1,
    address2: address.address2 ?? '',
    city: address.city,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
    stateCode: address.stateCode ?? '',
  };
}

function oneLine(address: ContactAddress): string {
  return [
    address.address1,
    address.address2,
    address.city,
    address.stateName ?? address.stateCode,
    address.postalCode,
    address.countryCode,
  ]
    .filter(Boolean)
    .join(', ');
}

function AddressForm({
  api,
  cache,
  editing,
  residenceCountry,
  onDone,
  onCancel,
}: {
  api: ApiClient;
  cache: ResourceCache;
  editing: Editing;
  residenceCountry: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const errorText = useErrorText();
  const language = useLanguage();
  const [values, setValues] = useState<Values>(() => valuesOf(editing, residenceCountry));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const statesRead = contactsReads.states(api, values.countryCode);
  const states = useQuery(cache, statesRead);
  const stateList = states.data?.states ?? [];
  // The bank's compatibility check, as soon as a replacement moves to another country (the same rule runs on submit).
  const checksCountry =
    editing.mode === 'replace' &&
    /^[A-Z]{2}$/.test(values.countryCode) &&
    values.countryCode !== editing.address.countryCode;
  const compatibility = useQuery(
    cache,
    checksCountry ? contactsReads.replaceCompatibility(api, editing.address.addressId, values.countryCode) : null,
  );
  const incompatible = checksCountry && compatibility.data?.compatible === false;

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value, ...(field === 'countryCode' ? { stateCode: '' } : {}) }));
    setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const offlineErrors = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!values.address1.trim()) found.address1 = t('contacts.addresses.errors.address1');
    if (!values.city.trim()) found.city = t('contacts.addresses.errors.city');
    if (values.postalCode.trim().length < 2) found.postalCode = t('contacts.addresses.errors.postalCode');
    if (!/^[A-Z]{2}$/.test(values.countryCode)) found.countryCode = t('contacts.addresses.errors.country');
    const stateProblem = states.data ? addressStateProblem(values.stateCode, stateList) : null;
    if (stateProblem) found.stateCode = t(`contacts.addresses.errors.state.${stateProblem}`);
    if (editing.mode === 'replace') {
      const replaceProblem = addressReplaceProblem(
        editing.address,
        { ...values, addressKind: Number(values.addressKind) },
        residenceCountry,
      );
      if (replaceProblem === 'unchanged') found.address1 = t('contacts.refusals.addressUnchanged');
      if (replaceProblem === 'countryChange' || incompatible)
        found.countryCode = t('contacts.refusals.addressCountryChange');
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = offlineErrors();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const lines = {
      address1: values.address1.trim(),
      city: values.city.trim(),
      postalCode: values.postalCode.trim(),
      ...(values.address2.trim() ? { address2: values.address2.trim() } : {}),
      ...(values.stateCode ? { stateCode: values.stateCode } : {}),
    };
    const full = { ...lines, addressKind: Number(values.addressKind), countryCode: values.countryCode };
    setSaving(true);
    try {
      if (editing.mode === 'add') await api.call(addressCreate, full);
      if (editing.mode === 'replace') await api.call(addressReplace, { ...full, addressId: editing.address.addressId });
      if (editing.mode === 'correct') await api.call(addressUpdate, { ...lines, addressId: editing.address.addressId });
      onDone(t(`contacts.addresses.saved.${editing.mode}`));
    } catch (error) {
      const refusal = contactRefusal(error);
      const field = refusal?.field as Field | undefined;
      if (refusal && field && field in values) setErrors({ [field]: t(`contacts.refusals.${refusal.code}`) });
      else setFailure(refusal ? t(`contacts.refusals.${refusal.code}`) : error);
    } finally {
      setSaving(false);
    }
  };

  const kinds = Object.values(ADDRESS_KIND)
    .filter((kind) => kind !== ADDRESS_KIND.unspecified)
    .map((kind) => ({ value: String(kind), label: t(`contacts.addresses.kind.${String(kind)}`) }));
  const prefix = `contacts-address-${editing.mode}`;
  const title =
    editing.mode === 'add'
      ? t('contacts.addresses.addTitle')
      : t(`contacts.addresses.${editing.mode}Title`, { address: oneLine(editing.address) });
  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={title}
      className="wallet-contacts__form"
    >
      <Stack gap="md">
        <h3>{title}</h3>
        {editing.mode !== 'correct' && (
          <Select
            id={`${prefix}-kind`}
            label={t('contacts.addresses.fields.kind')}
            options={kinds}
            value={values.addressKind}
            onChange={(event) => set('addressKind', event.target.value)}
          />
        )}
        {TEXT_FIELDS.map(({ field, autoComplete }) => (
          <TextField
            key={field}
            id={`${prefix}-${field}`}
            label={t(`contacts.addresses.fields.${field}`)}
            autoComplete={autoComplete}
            value={values[field]}
            error={errors[field]}
            onChange={(event) => set(field, event.target.value)}
          />
        ))}
        {editing.mode !== 'correct' && (
          <Select
            id={`${prefix}-country`}
            label={t('contacts.addresses.fields.country')}
            autoComplete="country"
            options={countryOptions(language).map((option) => ({ value: option.code, label: option.name }))}
            value={values.countryCode}
            error={errors.countryCode ?? (incompatible ? t('contacts.refusals.addressCountryChange') : undefined)}
            onChange={(event) => set('countryCode', event.target.value)}
          />
        )}
        {stateList.length > 0 && (
          <Select
            id={`${prefix}-state`}
            label={t('contacts.addresses.fields.state')}
            placeholder={t('contacts.addresses.statePlaceholder')}
            autoComplete="address-level1"
            options={stateList.map((state) => ({ value: state.code, label: state.name }))}
            value={values.stateCode}
            error={errors.stateCode}
            onChange={(event) => set('stateCode', event.target.value)}
          />
        )}
        {failure !== null && <Banner tone="error">{typeof failure === 'string' ? failure : errorText(failure)}</Banner>}
        <Inline gap="sm">
          <Button type="submit" loading={saving}>
            {t('contacts.addresses.save')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** The customer's addresses: add, replace (moved), correct, confirm as current, delete; states by country. */
export function ContactAddresses({
  api,
  cache,
  onChanged,
}: {
  api: ApiClient;
  cache: ResourceCache;
  onChanged?: () => void;
}) {
  const t = useMessages(ACCOUNT_SETTINGS_NAMESPACE, accountSettingsMessages);
  const read = contactsReads.addresses(api);
  const list = useQuery(cache, read);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<ContactAddress | null>(null);
  const { notice, setNotice, failureText, run } = useContactChange<string>(cache, read.key);

  const changed = (message: string) => {
    setEditing(null);
    setNotice(message);
    cache.invalidate(read.key);
    onChanged?.();
  };

  const act = async (work: () => Promise<unknown>, message: string) => {
    const done = await run(async () => {
      await work();
      return message;
    });
    if (done) onChanged?.();
  };

  const formatDate = useMediumDate();
  const addresses = list.data?.addresses ?? [];
  const residenceCountry = list.data?.residenceCountry ?? '';

  return (
    <Stack gap="md" className="wallet-settings wallet-contacts">
      <h2>{t('contacts.addresses.title')}</h2>
      <p>{t('contacts.addresses.intro')}</p>
      {notice && <Banner tone="success">{notice}</Banner>}
      {failureText !== null && <Banner tone="error">{failureText}</Banner>}
      <LoadState view={list} title={t('contacts.addresses.title')} />
      {list.data && addresses.length === 0 && <p>{t('contacts.addresses.empty')}</p>}
      {addresses.length > 0 && (
        <ul className="wallet-contacts__list" aria-label={t('contacts.addresses.title')}>
          {addresses.map((address) => (
            <li key={address.addressId} className="wallet-contacts__item">
              <div className="wallet-contacts__main">
                <strong>
                  {t(`contacts.addresses.kind.${String(address.addressKind)}`, {
                    defaultValue: t('contacts.addresses.kind.0'),
                  })}
                </strong>
                <span className="wallet-settings__wrap">{oneLine(address)}</span>
                <span>{t(`contacts.addresses.proof.${String(address.addressStatus)}`)}</span>
                <span
                  className={`wallet-contacts__badge wallet-contacts__badge--${address.customerConfirmedAt ? 'ok' : 'pending'}`}
                >
                  {address.customerConfirmedAt
                    ? t('contacts.addresses.confirmedOn', { date: formatDate(address.customerConfirmedAt) })
                    : t('contacts.addresses.notConfirmed')}
                </span>
              </div>
              <div className="wallet-settings__actions">
                {!address.customerConfirmedAt && (
                  <Button
                    onClick={() =>
                      void act(
                        () => api.call(addressConfirm, { addressId: address.addressId }),
                        t('contacts.addresses.confirmedNow'),
                      )
                    }
                    aria-label={t('contacts.itemAction', {
                      action: t('contacts.addresses.confirm'),
                      item: oneLine(address),
                    })}
                  >
                    {t('contacts.addresses.confirm')}
                  </Button>
                )}
                {!address.confirmed && (
                  <Button
                    variant="secondary"
                    onClick={() => setEditing({ mode: 'correct', address })}
                    aria-label={t('contacts.itemAction', {
                      action: t('contacts.addresses.correct'),
                      item: oneLine(address),
                    })}
                  >
                    {t('contacts.addresses.correct')}
                  </Button>
                )}
                <Button
                  variant="secondary"
                  onClick={() => setEditing({ mode: 'replace', address })}
                  aria-label={t('contacts.itemAction', {
                    action: t('contacts.addresses.replace'),
                    item: oneLine(address),
                  })}
                >
                  {t('contacts.addresses.replace')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => setDeleting(address)}
                  aria-label={t('contacts.itemAction', { action: t('contacts.delete'), item: oneLine(address) })}
                >
                  {t('contacts.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <AddressForm
          api={api}
          cache={cache}
          editing={editing}
          residenceCountry={residenceCountry}
          onDone={changed}
          onCancel={() => setEditing(null)}
        />
      ) : (
        list.data && (
          <div>
            <Button variant="secondary" onClick={() => setEditing({ mode: 'add' })}>
              {t('contacts.addresses.add')}
            </Button>
          </div>
        )
      )}
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        title={t('contacts.addresses.deleteTitle')}
        description={deleting ? t('contacts.addresses.deleteBody', { address: oneLine(deleting) }) : undefined}
        confirmLabel={t('contacts.delete')}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target)
            void act(() => api.call(addressDelete, { addressId: target.addressId }), t('contacts.addresses.deleted'));
        }}
      />
    </Stack>
  );
}
