import type { ReadonlySignal } from '@preact/signals-core';
import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import type { FieldError, PayoutField } from '../../core/payout-fields/field-engine';
import type { LookupState } from '../../core/payout-fields/field-form';
import { mayBeFilledByLookup } from '../../core/payout-fields/lookups';
import type { TFunction } from '../../core/i18n/i18n';
import { classNames } from '../class-names';
import { TextField } from '../field/field';
import { Stack } from '../layout/layout';
import { ScopedStyles } from '../scoped-styles/scoped-styles';
import { Select } from '../select/select';
import { fieldErrorText } from './field-error-text';
import { usePayoutFieldMessages } from './messages';
import payoutFieldsStyles from './payout-fields.css?inline';

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

/** What the fields read and call: a field form (src/core/payout-fields/field-form.ts) or a model exposing one. */
export interface PayoutFieldFormView {
  readonly values: ReadonlySignal<Readonly<Record<string, string>>>;
  readonly errors: ReadonlySignal<Readonly<Record<string, FieldError>>>;
  readonly lookups: ReadonlySignal<Readonly<Record<string, LookupState>>>;
  readonly autoFilled: ReadonlySignal<ReadonlySet<string>>;
  setValue(key: string, value: string): void;
  leaveField(key: string): Promise<void>;
}

export interface PayoutFieldListProps {
  fields: readonly PayoutField[];
  form: PayoutFieldFormView;
  /** A field the flow does not show (a host policy hides it). */
  isHidden?: ((key: string) => boolean) | undefined;
  /** A field the customer may not change. */
  isLocked?: ((key: string) => boolean) | undefined;
}

/**
 * The controls of a form built from a method's extra parameters: groups as fieldsets, selects for choices, and under
 * each field the outcome of its lookup (bank found, card, account holder) announced as it arrives. Values are
 * checked when the customer leaves a field; errors show at the field in the reader's language.
 */
export function PayoutFieldList({ fields, form, isHidden, isLocked }: PayoutFieldListProps) {
  const { t } = usePayoutFieldMessages();
  const shown = isHidden ? fields.filter((field) => !isHidden(field.key)) : fields;
  return (
    <>
      {/* The fields' styles come with them: an element's first screen does not carry them. */}
      <ScopedStyles styles={[payoutFieldsStyles]} />
      {groupFields(shown).map((group, index) =>
        group.label ? (
          <fieldset key={`${group.label}-${index}`} className="wallet-payout-fields__group">
            <legend className="wallet-payout-fields__legend">{group.label}</legend>
            <Stack gap="md">
              {group.fields.map((field) => (
                <PayoutFieldControl
                  key={field.key}
                  field={field}
                  form={form}
                  locked={isLocked?.(field.key) ?? false}
                  t={t}
                />
              ))}
            </Stack>
          </fieldset>
        ) : (
          group.fields.map((field) => (
            <PayoutFieldControl
              key={field.key}
              field={field}
              form={form}
              locked={isLocked?.(field.key) ?? false}
              t={t}
            />
          ))
        ),
      )}
    </>
  );
}

/** Consecutive fields of one group go into one fieldset. */
function groupFields(fields: readonly PayoutField[]): Array<{ label: string | null; fields: PayoutField[] }> {
  const groups: Array<{ label: string | null; fields: PayoutField[] }> = [];
  for (const field of fields) {
    const last = groups.at(-1);
    if (last && last.label === field.group) last.fields.push(field);
    else groups.push({ label: field.group, fields: [field] });
  }
  return groups;
}

function PayoutFieldControl({
  field,
  form,
  locked,
  t,
}: {
  field: PayoutField;
  form: PayoutFieldFormView;
  locked: boolean;
  t: TFunction;
}) {
  useSignals();
  const statusId = useId();
  const value = form.values.value[field.key] ?? '';
  const error = form.errors.value[field.key];
  const lookup = form.lookups.value[field.key];
  const autoFilled = form.autoFilled.value.has(field.key);
  const name = field.label ?? t(`field.fields.${field.key}`, { defaultValue: field.key });
  const label = field.required ? name : `${name} ${t('field.optional')}`;
  const errorMessage = error ? fieldErrorText(t, field, name, error) : undefined;
  const status = lookupStatusText(t, lookup) ?? (autoFilled ? t('field.autoFilled') : null);
  const common = {
    label,
    name: field.key,
    hint: field.hint ?? undefined,
    error: errorMessage,
    required: field.required,
    'aria-describedby': status ? statusId : undefined,
  };

  const control =
    field.choices && field.choices.length > 0 && !locked ? (
      <Select
        {...common}
        options={field.choices}
        placeholder={t('field.choose')}
        value={value}
        onChange={(event) => {
          form.setValue(field.key, event.target.value);
          void form.leaveField(field.key);
        }}
      />
    ) : (
      <TextField
        {...common}
        type={field.type === 'select' ? 'text' : field.type}
        value={
          locked && field.choices ? (field.choices.find((choice) => choice.value === value)?.label ?? value) : value
        }
        readOnly={locked}
        autoComplete={AUTOCOMPLETE[field.key] ?? 'off'}
        spellCheck={false}
        minLength={field.minLength ?? undefined}
        maxLength={field.maxLength ?? undefined}
        inputMode={field.validator === 'luhn' || field.validator === 'aba' ? 'numeric' : undefined}
        onChange={(event) => form.setValue(field.key, event.target.value)}
        onBlur={() => void form.leaveField(field.key)}
      />
    );

  return (
    <div className="wallet-payout-fields__field" data-key={field.key}>
      {control}
      {/* Always present, so the lookup's outcome is announced when it arrives. A field with a lookup, or one a
          lookup fills in, keeps a line for it: the answer arrives as the customer leaves the field for the submit
          button, and text appearing above the button then would move it from under the pointer (a lost click). */}
      <p
        id={statusId}
        role="status"
        className={classNames(
          'wallet-payout-fields__lookup',
          (field.lookup !== null || mayBeFilledByLookup(field.key)) && 'wallet-payout-fields__lookup--reserved',
        )}
        data-state={lookup?.status}
      >
        {status}
      </p>
    </div>
  );
}

function lookupStatusText(t: TFunction, lookup: LookupState | undefined): string | null {
  if (!lookup) return null;
  if (lookup.status === 'loading') return t('field.lookingUp');
  if (lookup.status === 'unavailable') return t('field.lookupUnavailable');
  if (lookup.bank?.bankName) {
    return lookup.bank.city
      ? t('field.bankFoundIn', { bank: lookup.bank.bankName, city: lookup.bank.city })
      : t('field.bankFound', { bank: lookup.bank.bankName });
  }
  if (lookup.card?.brand) {
    return lookup.card.issuer
      ? t('field.cardFound', { brand: lookup.card.brand, issuer: lookup.card.issuer })
      : t('field.cardFoundBrand', { brand: lookup.card.brand });
  }
  if (lookup.instant) {
    return t('field.instantFound', {
      name: lookup.instant.holderName,
      bank: lookup.instant.bankName,
      account: lookup.instant.accountMasked,
    });
  }
  return null;
}
