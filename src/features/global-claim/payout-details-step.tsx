import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { ClaimField } from '../../core/global-claim/claim-fields';
import type { LookupState } from '../../core/global-claim/claim-model';
import { Banner, Button, Inline, LoadErrorBanner, Select, Spinner, Stack, TextField, useErrorText, useResource } from '../../ui';
import { StepHeading, useClaim } from './claim-context';
import { fieldErrorText } from './field-error-text';
import { useClaimFlowTexts } from './flow-texts';

/** Autocomplete tokens for the payout fields browsers know how to fill. */
const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  beneficiaryName: 'name',
  accountHolderName: 'name',
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  beneficiaryEmail: 'email',
  phone: 'tel',
  address: 'street-address',
  city: 'address-level2',
  zipCode: 'postal-code',
  postalCode: 'postal-code',
  dateOfBirth: 'bday',
};

/**
 * Step 3: the details the chosen method needs. Every value is checked offline when the recipient leaves a field
 * and again before anything is sent; SWIFT, IBAN and card numbers are looked up once they are valid, and fill the
 * bank fields. The server's own validation errors come back next to the fields they concern.
 */
export function PayoutDetailsStep() {
  useClaimFlowTexts();
  useSignals();
  const { model, t } = useClaim();
  const errorText = useErrorText();
  const selection = model.selection.value;
  const resource = model.resources.fields(selection);
  const fields = useResource(model.cache, resource.key, resource.load);
  const methodsResource = model.resources.methods(selection.countryCode);
  const methods = useResource(model.cache, methodsResource.key, methodsResource.load);
  const countriesResource = model.resources.countries();
  const countries = useResource(model.cache, countriesResource.key, countriesResource.load);
  const formRef = useRef<HTMLFormElement>(null);
  const [showSummary, setShowSummary] = useState(false);
  const submitState = model.submitState.value;
  const errors = model.errors.value;

  const methodName = methods.data?.find((method) => method.paymentMethod === selection.paymentMethod)?.name ?? selection.paymentMethod;
  const countryName = countries.data?.find((country) => country.code === selection.countryCode)?.name ?? selection.countryCode;

  async function send(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const sent = await model.submit();
    if (sent) return;
    const invalid = Object.keys(model.errors.peek()).length > 0;
    setShowSummary(invalid);
    if (invalid) {
      // The first field with an error, in form order (hidden fields with errors are shown again by the model).
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  }

  return (
    <Stack gap="lg">
      <StepHeading>{t('form.heading')}</StepHeading>
      <p className="wallet-claim__intro">{t('form.intro', { method: methodName, country: countryName, currency: selection.currencyCode })}</p>
      {fields.status === 'loading' && <Spinner label={t('form.loadingFields')} showLabel />}
      {fields.status === 'error' && (
        <LoadErrorBanner title={t('form.fieldsFailed')} error={fields.error} onRetry={fields.reload} />
      )}
      {fields.data && (
        <form ref={formRef} noValidate onSubmit={(event) => void send(event)} part="form" className="wallet-claim__form">
          <Stack gap="md">
            {showSummary && Object.keys(errors).length > 0 && (
              <Banner tone="error" part="error">
                {t('form.fixErrors')}
              </Banner>
            )}
            {submitState.status === 'failed' && (
              <Banner
                tone="error"
                part="error"
                title={t('form.submitFailed')}
                actions={
                  <Button variant="secondary" onClick={() => send()}>
                    {t('common:actions.retry')}
                  </Button>
                }
              >
                <p>{errorText(submitState.error)}</p>
                <p>{t('form.submitFailedHelp')}</p>
              </Banner>
            )}
            {groupFields(fields.data.filter((field) => !model.isHidden(field.key))).map((group, index) =>
              group.label ? (
                <fieldset key={`${group.label}-${index}`} className="wallet-claim__group">
                  <legend className="wallet-claim__subheading">{group.label}</legend>
                  <Stack gap="md">
                    {group.fields.map((field) => (
                      <ClaimFieldControl key={field.key} field={field} />
                    ))}
                  </Stack>
                </fieldset>
              ) : (
                group.fields.map((field) => <ClaimFieldControl key={field.key} field={field} />)
              ),
            )}
            <Inline part="actions" gap="sm" stackOnMobile>
              <Button variant="secondary" onClick={() => model.back()}>
                {t('form.back')}
              </Button>
              <Button type="submit" loading={submitState.status === 'busy'}>
                {t('form.submit')}
              </Button>
            </Inline>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** Consecutive fields of one group go into one fieldset. */
function groupFields(fields: readonly ClaimField[]): Array<{ label: string | null; fields: ClaimField[] }> {
  const groups: Array<{ label: string | null; fields: ClaimField[] }> = [];
  for (const field of fields) {
    const last = groups.at(-1);
    if (last && last.label === field.group) last.fields.push(field);
    else groups.push({ label: field.group, fields: [field] });
  }
  return groups;
}

function ClaimFieldControl({ field }: { field: ClaimField }) {
  useSignals();
  const { model, t } = useClaim();
  const statusId = useId();
  const value = model.values.value[field.key] ?? '';
  const error = model.errors.value[field.key];
  const lookup = model.lookups.value[field.key];
  const autoFilled = model.autoFilled.value.has(field.key);
  const readOnly = model.isLocked(field.key);
  const name = field.label ?? t(`form.fields.${field.key}`, { defaultValue: field.key });
  const label = field.required ? name : `${name} ${t('form.optional')}`;
  const errorMessage = error ? fieldErrorText(t, field, name, error) : undefined;
  const status = lookupText(t, lookup) ?? (autoFilled ? t('form.autoFilled') : null);
  const describedBy = status ? statusId : undefined;
  const common = {
    label,
    name: field.key,
    hint: field.hint ?? undefined,
    error: errorMessage,
    required: field.required,
    'aria-describedby': describedBy,
  };

  const control =
    field.choices && field.choices.length > 0 && !readOnly ? (
      <Select
        {...common}
        options={field.choices}
        placeholder={t('form.choose')}
        value={value}
        onChange={(event) => {
          model.setValue(field.key, event.target.value);
          void model.leaveField(field.key);
        }}
      />
    ) : (
      <TextField
        {...common}
        type={field.type === 'select' ? 'text' : field.type}
        value={readOnly && field.choices ? (field.choices.find((choice) => choice.value === value)?.label ?? value) : value}
        readOnly={readOnly}
        autoComplete={AUTOCOMPLETE[field.key] ?? 'off'}
        spellCheck={false}
        minLength={field.minLength ?? undefined}
        maxLength={field.maxLength ?? undefined}
        inputMode={field.validator === 'luhn' || field.validator === 'aba' ? 'numeric' : undefined}
        onChange={(event) => model.setValue(field.key, event.target.value)}
        onBlur={() => void model.leaveField(field.key)}
      />
    );

  return (
    <div className="wallet-claim__field" data-key={field.key}>
      {control}
      {/* Always present, so the lookup's outcome is announced when it arrives. */}
      <p id={statusId} role="status" className="wallet-claim__lookup" data-state={lookup?.status}>
        {status}
      </p>
    </div>
  );
}

function lookupText(t: ReturnType<typeof useClaim>['t'], lookup: LookupState | undefined): string | null {
  if (!lookup) return null;
  if (lookup.status === 'loading') return t('form.lookingUp');
  if (lookup.status === 'unavailable') return t('form.lookupUnavailable');
  if (lookup.bank?.bankName) {
    return lookup.bank.city ? t('form.bankFoundIn', { bank: lookup.bank.bankName, city: lookup.bank.city }) : t('form.bankFound', { bank: lookup.bank.bankName });
  }
  if (lookup.card?.brand) {
    return lookup.card.issuer ? t('form.cardFound', { brand: lookup.card.brand, issuer: lookup.card.issuer }) : t('form.cardFoundBrand', { brand: lookup.card.brand });
  }
  if (lookup.instant) {
    return t('form.instantFound', { name: lookup.instant.holderName, bank: lookup.instant.bankName, account: lookup.instant.accountMasked });
  }
  return null;
}
