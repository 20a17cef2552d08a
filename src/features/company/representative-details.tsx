/**
 * One representative's details on the company documents page (spec 3 section 7.2 "representative info;
 * representative delete", section 7.1 "representative address confirm and create"): their e-mail and access, their
 * addresses with the company's confirmation, adding an address, and removing the person from the representatives
 * (which is not taking a user's access away: that is on Manage users).
 */
import { useState } from 'react';
import type { ApiClient } from '../../core/api/client';
import {
  businessRepresentativeDelete,
  representativeAddressConfirm,
  representativeAddressCreate,
  type RepresentativeAddress,
  type RepresentativeDetail,
} from '../../core/api/contract/company';
import { COMPANY_CACHE_KEYS, companyQueries } from '../../core/company/company-data';
import {
  NO_REPRESENTATIVE_ADDRESS as NO_ADDRESS,
  representativeAddressProblems,
  type RepresentativeAddressValues as AddressValues,
} from '../../core/company/representative-address';
import { countryOptions } from '../../core/registration/countries';
import type { ResourceCache } from '../../core/resource/resource-cache';
import {
  Banner,
  Button,
  Dialog,
  LoadGate,
  Select,
  Stack,
  TextField,
  useErrorText,
  useForm,
  useLanguage,
  useMutation,
  useQuery,
} from '../../ui';
import { SaveFailure, useServerFieldErrors, useServerRefusal } from './company-shared';
import { useCompanyMessages } from './messages';

interface RepresentativeDetailsProps {
  api: ApiClient;
  cache: ResourceCache;
  representativeId: number;
  name: string;
}

/** The panel a representative's "Details" button opens: read again each time, as another user may have changed it. */
export function RepresentativeDetails({ api, cache, representativeId, name }: RepresentativeDetailsProps) {
  const { t } = useCompanyMessages();
  const detail = useQuery(cache, companyQueries.representative(api, representativeId));
  return (
    <div
      className="wallet-company__representative-details"
      aria-label={t('representatives.details.label', { name })}
      role="group"
    >
      <LoadGate view={detail} errorTitle={t('representatives.details.loadError')}>
        {({ representative }) => (
          <Stack gap="md">
            <dl className="wallet-company__details">
              <div>
                <dt>{t('representatives.details.email')}</dt>
                <dd>{representative.email ?? t('representatives.details.noEmail')}</dd>
              </div>
              <div>
                <dt>{t('representatives.details.access')}</dt>
                <dd>
                  {representative.isUser ? t('representatives.details.isUser') : t('representatives.details.notUser')}
                </dd>
              </div>
            </dl>
            <RepresentativeAddresses api={api} cache={cache} representative={representative} />
            <AddRepresentativeAddress api={api} cache={cache} representative={representative} />
            <RemoveRepresentative api={api} cache={cache} representative={representative} />
          </Stack>
        )}
      </LoadGate>
    </div>
  );
}

function addressLine(address: RepresentativeAddress, countries: Intl.DisplayNames): string {
  return [
    address.address1,
    address.address2,
    address.city,
    address.postalCode,
    address.stateCode,
    countries.of(address.countryCode) ?? address.countryCode,
  ]
    .filter(Boolean)
    .join(', ');
}

function RepresentativeAddresses({
  api,
  cache,
  representative,
}: {
  api: ApiClient;
  cache: ResourceCache;
  representative: RepresentativeDetail;
}) {
  const { t } = useCompanyMessages();
  const language = useLanguage();
  const countries = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  const confirm = useMutation(cache, {
    run: (addressId: number) =>
      api.call(representativeAddressConfirm, { representativeId: representative.id, addressId }),
    invalidates: [COMPANY_CACHE_KEYS.representative(representative.id)],
  });
  const headingId = `representative-${String(representative.id)}-addresses`;
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId}>{t('representatives.details.addresses')}</h4>
      {representative.addresses.length === 0 ? (
        <p>{t('representatives.details.noAddresses')}</p>
      ) : (
        <ul className="wallet-company__documents">
          {representative.addresses.map((address) => {
            const line = addressLine(address, countries);
            return (
              <li key={address.id} className="wallet-company__document">
                <div className="wallet-company__document-head">
                  <span>{line}</span>
                  {address.confirmedAt === null ? (
                    <Button
                      variant="secondary"
                      loading={confirm.pending}
                      aria-label={t('representatives.details.confirmFor', { address: line })}
                      onClick={() => void confirm.mutate(address.id)}
                    >
                      {t('representatives.details.confirm')}
                    </Button>
                  ) : null}
                </div>
                <p className="wallet-company__muted">
                  {address.confirmedAt === null
                    ? t('representatives.details.notConfirmed')
                    : t('representatives.details.confirmedOn', {
                        date: new Date(address.confirmedAt).toLocaleDateString(language),
                      })}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <SaveFailure failure={confirm.error} />
    </section>
  );
}

function AddRepresentativeAddress({
  api,
  cache,
  representative,
}: {
  api: ApiClient;
  cache: ResourceCache;
  representative: RepresentativeDetail;
}) {
  const { t } = useCompanyMessages();
  const language = useLanguage();
  const [countryCode, setCountryCode] = useState('');
  const states = useQuery(cache, countryCode ? companyQueries.states(api, countryCode) : null);
  const stateList = countryCode && states.data ? states.data.states : null;
  const add = useMutation(cache, {
    run: (values: AddressValues) =>
      api.call(representativeAddressCreate, {
        representativeId: representative.id,
        address1: values.address1.trim(),
        ...(values.address2.trim() ? { address2: values.address2.trim() } : {}),
        city: values.city.trim(),
        postalCode: values.postalCode.trim(),
        countryCode: values.countryCode,
        ...(values.stateCode ? { stateCode: values.stateCode } : {}),
      }),
    invalidates: [COMPANY_CACHE_KEYS.representative(representative.id)],
    onSuccess: () => {
      form.reset(NO_ADDRESS);
      setCountryCode('');
    },
  });
  const { serverErrors, failure } = useServerRefusal(add.error);
  const form = useForm<AddressValues>({
    initial: NO_ADDRESS,
    validate: (values) => representativeAddressProblems(values, values.countryCode === countryCode ? stateList : null),
    message: (key) => t(key),
    serverErrors,
    onSubmit: (values) => {
      add.reset();
      return add.mutate(values);
    },
  });
  const country = form.field('countryCode');
  const name = `${representative.firstName} ${representative.lastName}`;
  return (
    <form {...form.formProps} aria-label={t('representatives.address.formFor', { name })}>
      <Stack gap="md">
        <h4>{t('representatives.address.title')}</h4>
        <TextField label={t('representatives.address.address1')} autoComplete="off" {...form.field('address1')} />
        <TextField label={t('representatives.address.address2')} autoComplete="off" {...form.field('address2')} />
        <div className="wallet-company__pair">
          <TextField label={t('representatives.address.city')} autoComplete="off" {...form.field('city')} />
          <TextField label={t('representatives.address.postalCode')} autoComplete="off" {...form.field('postalCode')} />
        </div>
        <Select
          label={t('representatives.address.country')}
          placeholder={t('representatives.address.countryPlaceholder')}
          options={countryOptions(language).map((option) => ({ value: option.code, label: option.name }))}
          {...country}
          onChange={(event) => {
            country.onChange(event);
            form.setValue('stateCode', '');
            setCountryCode(event.target.value);
          }}
        />
        {stateList !== null && stateList.length > 0 && (
          <Select
            label={t('representatives.address.state')}
            placeholder={t('representatives.address.statePlaceholder')}
            options={stateList.map((state) => ({ value: state.code, label: state.name }))}
            {...form.field('stateCode')}
          />
        )}
        <SaveFailure failure={failure} />
        {add.data && (
          <p role="status" className="wallet-company__done">
            {t('representatives.address.added')}
          </p>
        )}
        <div className="wallet-company__buttons">
          <Button type="submit" loading={add.pending}>
            {t('representatives.address.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function RemoveRepresentative({
  api,
  cache,
  representative,
}: {
  api: ApiClient;
  cache: ResourceCache;
  representative: RepresentativeDetail;
}) {
  const { t } = useCompanyMessages();
  const errorText = useErrorText();
  const fieldErrors = useServerFieldErrors();
  const [confirming, setConfirming] = useState(false);
  const name = `${representative.firstName} ${representative.lastName}`;
  const remove = useMutation(cache, {
    run: () => api.call(businessRepresentativeDelete, { representativeId: representative.id }),
    invalidates: [COMPANY_CACHE_KEYS.all],
  });
  const refusal =
    remove.error === null ? null : (fieldErrors(remove.error).representativeId ?? errorText(remove.error));
  if (representative.isUser) return <p className="wallet-company__muted">{t('representatives.remove.hasAccess')}</p>;
  return (
    <div>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('representatives.remove.button', { name })}
      </Button>
      {refusal !== null && !confirming && (
        <Banner tone="error" title={t('representatives.remove.failed')}>
          {refusal}
        </Banner>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        title={t('representatives.remove.title')}
        description={t('representatives.remove.text', { name })}
        actions={
          <>
            <Button
              loading={remove.pending}
              onClick={() => void remove.mutate(undefined).then(() => setConfirming(false))}
            >
              {t('representatives.remove.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('form.cancel')}
            </Button>
          </>
        }
      />
    </div>
  );
}
