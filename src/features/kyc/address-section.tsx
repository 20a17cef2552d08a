import { useState, type FormEvent } from 'react';
import type { Address, Profile } from '../../core/api/contract/kyc';
import { ADDRESS_KIND, addressCreate, addressReplace, DOCUMENT_CATEGORY } from '../../core/api/contract/kyc';
import { documentTypesFor } from '../../core/kyc/documents';
import { addressNeedsAction } from '../../core/kyc/overall-status';
import { countryOptions } from '../../core/registration/countries';
import { Button, Inline, Select, Stack, TextField, useLanguage } from '../../ui';
import { DocumentHistory } from './document-history';
import { FormActions } from './form-actions';
import { useKycServices } from './kyc-context';
import { fieldProblems } from './kyc-errors';
import { useKycFormSave } from './kyc-form-save';
import { documentTypeLabel, useKycText } from './kyc-text';
import { SectionCard } from './section-card';
import { UploadForm } from './upload-form';
import { useDocumentTypes } from './use-document-types';

type AddressField = 'addressKind' | 'address1' | 'address2' | 'city' | 'postalCode' | 'countryCode';
type AddressValues = Record<AddressField, string>;

function emptyValues(country: string): AddressValues {
  return {
    addressKind: String(ADDRESS_KIND.home),
    address1: '',
    address2: '',
    city: '',
    postalCode: '',
    countryCode: country,
  };
}

function oneLine(address: Address): string {
  return [address.address1, address.address2, address.city, address.postalCode, address.countryCode]
    .filter(Boolean)
    .join(', ');
}

/** Adds an address, or replaces one (the customer moved); the new address then needs its proof. */
function AddressForm({
  replacing,
  country,
  onDone,
  onCancel,
}: {
  replacing: Address | null;
  country: string;
  onDone: (address: Address) => void;
  onCancel?: () => void;
}) {
  const t = useKycText();
  const language = useLanguage();
  const { api } = useKycServices();
  const [values, setValues] = useState<AddressValues>(() => emptyValues(replacing?.countryCode ?? country));
  const { formRef, errors, setErrors, failure, saving, save } = useKycFormSave<AddressField>();

  const set = (field: AddressField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<AddressField, string>> = {};
    if (!values.address1.trim()) found.address1 = t('address.errors.address1');
    if (!values.city.trim()) found.city = t('address.errors.city');
    if (values.postalCode.trim().length < 2) found.postalCode = t('address.errors.postalCode');
    if (!/^[A-Z]{2}$/.test(values.countryCode)) found.countryCode = t('address.errors.country');
    await save(
      found,
      async () => {
        const payload = {
          addressKind: Number(values.addressKind),
          address1: values.address1.trim(),
          city: values.city.trim(),
          postalCode: values.postalCode.trim(),
          countryCode: values.countryCode,
          ...(values.address2.trim() ? { address2: values.address2.trim() } : {}),
        };
        const reply = replacing
          ? await api.call(addressReplace, { ...payload, addressId: replacing.addressId })
          : await api.call(addressCreate, payload);
        onDone(reply.address);
      },
      (error) => {
        const problems = fieldProblems(error);
        const server: Partial<Record<AddressField, string>> = {};
        for (const field of ['address1', 'address2', 'city', 'postalCode', 'countryCode'] as const) {
          const problem = problems.get(field);
          if (problem) server[field] = problem.description;
        }
        return server;
      },
    );
  }

  const kinds = Object.values(ADDRESS_KIND)
    .filter((kind) => kind !== ADDRESS_KIND.unspecified)
    .map((kind) => ({ value: String(kind), label: t(`address.kind.${String(kind)}`) }));
  const prefix = replacing ? `kyc-address-replace-${String(replacing.addressId)}` : 'kyc-address-new';
  return (
    <form ref={formRef} className="wallet-kyc__form" onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <h3 className="wallet-kyc__form-title">
          {replacing ? t('address.replaceHeading', { address: oneLine(replacing) }) : t('address.formHeading')}
        </h3>
        <Select
          id={`${prefix}-kind`}
          label={t('address.fields.kind')}
          options={kinds}
          value={values.addressKind}
          onChange={(event) => set('addressKind')(event.target.value)}
        />
        <TextField
          id={`${prefix}-address1`}
          label={t('address.fields.address1')}
          autoComplete="address-line1"
          value={values.address1}
          error={errors.address1}
          onChange={(event) => set('address1')(event.target.value)}
        />
        <TextField
          id={`${prefix}-address2`}
          label={t('address.fields.address2')}
          autoComplete="address-line2"
          value={values.address2}
          error={errors.address2}
          onChange={(event) => set('address2')(event.target.value)}
        />
        <Inline gap="md" className="wallet-kyc__row">
          <TextField
            id={`${prefix}-city`}
            label={t('address.fields.city')}
            autoComplete="address-level2"
            value={values.city}
            error={errors.city}
            onChange={(event) => set('city')(event.target.value)}
          />
          <TextField
            id={`${prefix}-postal`}
            label={t('address.fields.postalCode')}
            autoComplete="postal-code"
            value={values.postalCode}
            error={errors.postalCode}
            onChange={(event) => set('postalCode')(event.target.value)}
          />
        </Inline>
        <Select
          id={`${prefix}-country`}
          label={t('address.fields.country')}
          autoComplete="country"
          options={countryOptions(language).map((option) => ({ value: option.code, label: option.name }))}
          value={values.countryCode}
          error={errors.countryCode}
          onChange={(event) => set('countryCode')(event.target.value)}
        />
        <FormActions failure={failure} saving={saving} saveLabel={t('address.save')} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

/** Addresses with kind and status, their proof of residence, and adding or replacing one. */
export function AddressSection({ profile }: { profile: Profile }) {
  const t = useKycText();
  const { upload, announce, refresh, onDocumentUploaded } = useKycServices();
  const categories = useDocumentTypes();
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const proofTypes = documentTypesFor(categories.data ?? [], DOCUMENT_CATEGORY.address, profile.residenceCountry).map(
    (type) => ({
      id: type.id,
      label: documentTypeLabel(t, type.id, type.name),
    }),
  );
  const needsAction = profile.addresses.length === 0 || profile.addresses.some(addressNeedsAction);

  const saved = (address: Address) => {
    setEditing(null);
    announce(t('address.saved'));
    refresh();
    requestAnimationFrame(() => document.getElementById(`kyc-proof-${String(address.addressId)}-type`)?.focus());
  };

  return (
    <SectionCard id="address" title={t('address.heading')} needsAction={needsAction}>
      <Stack gap="lg">
        {profile.addresses.length === 0 && <p>{t('address.empty')}</p>}
        {profile.addresses.map((address) => (
          <article
            key={address.addressId}
            className="wallet-kyc__address"
            aria-labelledby={`kyc-address-${String(address.addressId)}`}
          >
            <Stack gap="sm">
              <h3 id={`kyc-address-${String(address.addressId)}`} className="wallet-kyc__form-title">
                {t(`address.kind.${String(address.addressKind)}`, { defaultValue: t('address.kind.0') })}
              </h3>
              <p className="wallet-kyc__address-line">{oneLine(address)}</p>
              <p>
                <span
                  className={`wallet-kyc__badge wallet-kyc__badge--${address.confirmed ? 'ok' : address.addressStatus === 2 ? 'pending' : 'problem'}`}
                >
                  {t(`address.status.${String(address.addressStatus)}`)}
                </span>
              </p>
              {address.isDocumentOutOfDate && <p>{t('address.outOfDate')}</p>}
              <DocumentHistory documents={address.uploadedDocuments} />
              {addressNeedsAction(address) && editing !== address.addressId && (
                <div className="wallet-kyc__proof">
                  <h4 className="wallet-kyc__form-title">{t('address.proofHeading')}</h4>
                  <p>{t('address.proofIntro')}</p>
                  {categories.view}
                  {proofTypes.length > 0 && (
                    <UploadForm
                      idPrefix={`kyc-proof-${String(address.addressId)}`}
                      types={proofTypes}
                      typeLabel={t('address.proofType')}
                      typePlaceholder={t('identity.typePlaceholder')}
                      fileLabel={t('address.proofFile')}
                      submitLabel={t('address.uploadProof')}
                      request={{ addressId: address.addressId }}
                      upload={upload}
                      onUploaded={(document) => {
                        announce(t('address.proofUploaded'));
                        onDocumentUploaded(document);
                        refresh();
                      }}
                    />
                  )}
                </div>
              )}
              {editing === address.addressId ? (
                <AddressForm
                  replacing={address}
                  country={profile.residenceCountry}
                  onDone={saved}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <div>
                  <Button variant="link" onClick={() => setEditing(address.addressId)}>
                    {t('address.replace')}
                  </Button>
                </div>
              )}
            </Stack>
          </article>
        ))}
        {editing === 'new' || profile.addresses.length === 0 ? (
          <AddressForm
            replacing={null}
            country={profile.residenceCountry}
            onDone={saved}
            {...(profile.addresses.length > 0 ? { onCancel: () => setEditing(null) } : {})}
          />
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setEditing('new')}>
              {t('address.add')}
            </Button>
          </div>
        )}
      </Stack>
    </SectionCard>
  );
}
