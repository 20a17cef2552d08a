/**
 * The state of a payout details form built from a method's extra parameters, shared by every flow that sends money
 * to bank details (the global claim's payout step, external transfers): what was typed, the offline errors, the
 * lookups (SWIFT and IBAN fill the bank fields, a card's BIN is checked against the blocked list and looked up, an
 * instant-payment key shows the account behind it) and the fields lookups filled. Framework-free (signals); the
 * owning model says where the fields come from and which calls make the lookups.
 *
 * The offline checks are handed in (`engine`) rather than imported, so that a flow can load them with its form
 * rather than with its first screen (the claim does).
 */
import { batch, signal, type Signal } from '@preact/signals-core';
import { ApiError, errorFromFailure } from '../api/errors';
import type { ResourceCache } from '../resource/resource-cache';
import type * as FieldEngine from './field-engine';
import type { FieldError, PayoutField } from './field-engine';
import {
  bankDetailsFromIban,
  bankDetailsFromSwift,
  binOf,
  fillFromBankDetails,
  isBinBlocked,
  lookupText,
  type BankDetails,
} from './lookups';

export interface CardInfo {
  brand: string;
  issuer: string;
  countryCode: string;
  type: string;
}

/** The account behind an instant-payment key, as the lookup names it. */
export interface InstantAccount {
  holderName: string;
  bankName: string;
  accountMasked: string;
}

/** A lookup triggered by a field, for the value it was made with. */
export type LookupState =
  | { status: 'loading'; value: string }
  | { status: 'done'; value: string; bank?: BankDetails; card?: CardInfo; instant?: InstantAccount }
  /** The lookup could not be made (network, server down): not blocking; the server checks on submit. */
  | { status: 'unavailable'; value: string; error: ApiError };

/** The calls behind the lookups, bound by the owning flow (the claim's carry its payment secret). */
export interface FieldLookupApi {
  swift(swift: string): Promise<Record<string, unknown>>;
  iban(iban: string): Promise<Record<string, unknown>>;
  /** BINs (first 6 digits) that cannot receive card payouts. */
  binBlacklist(signal: AbortSignal): Promise<readonly string[]>;
  bin(binNumber: string): Promise<{ valid: boolean } & Record<string, unknown>>;
  instant(input: { instantKey: string; instantKeyType: string; taxId: string }): Promise<InstantAccount>;
}

/** The offline checks of the field engine (see field-engine.ts). */
export type FieldChecks = Pick<typeof FieldEngine, 'checkField' | 'checkForm'>;

export interface FieldFormOptions {
  lookups: FieldLookupApi;
  /** Holds the blocked BIN list, under `blacklistKey`, so it is asked for once. */
  cache: ResourceCache;
  blacklistKey: string;
  /** The destination country (bank and branch code rules depend on it). */
  countryCode: () => string;
  /** The fields of the form as it is now; rejects when they cannot be loaded. */
  fields: () => Promise<PayoutField[]>;
  /** The same fields if they are already loaded. */
  loadedFields: () => readonly PayoutField[] | undefined;
  /** The offline checks; only called once fields exist. */
  engine: () => FieldChecks;
  /** Signals the owner already holds (a flow that loads this module late keeps what was typed before). */
  state?: FieldFormState | undefined;
}

/** The form's state: what was typed, the errors, the lookups and the fields lookups filled. */
export interface FieldFormState {
  values: Signal<Readonly<Record<string, string>>>;
  errors: Signal<Readonly<Record<string, FieldError>>>;
  lookups: Signal<Readonly<Record<string, LookupState>>>;
  autoFilled: Signal<ReadonlySet<string>>;
}

export function createFieldFormState(): FieldFormState {
  return { values: signal({}), errors: signal({}), lookups: signal({}), autoFilled: signal(new Set()) };
}

/** `values`: what the customer typed (and what prefills and lookups filled), by field key; `autoFilled`: keys filled by a lookup and not edited since. */
export interface FieldForm extends Readonly<FieldFormState> {
  setValue(key: string, value: string): void;
  /** Puts values chosen or looked up for the customer (a bank from the banks list) into the form, marked as filled in. */
  fill(updates: Readonly<Record<string, string>>): void;
  /** Checks a field offline and, if it is valid, runs its lookup. */
  leaveField(key: string): Promise<void>;
  /**
   * Every field checked offline plus what lookups said no to (blocked BIN, a refused SWIFT): the details to send,
   * or the errors (also set on the form).
   */
  validate(
    fields: readonly PayoutField[],
  ): Promise<{ ok: true; paymentDetails: Record<string, string> } | { ok: false; errors: Record<string, FieldError> }>;
  /** Puts a failed submit's validation errors on the fields they name; returns the keys it marked. */
  showServerErrors(error: ApiError, fields: readonly PayoutField[]): string[];
  /** Replaces the values (an earlier payout or template reused) and forgets errors, lookups and fills. */
  replaceValues(next: Readonly<Record<string, string>>): void;
}

function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : errorFromFailure(error);
}

/**
 * True for a failure whose words come from the server about the request itself (an unknown SWIFT, a wrong code),
 * false for "could not ask" (network, server down, a reply we could not read).
 */
function isAnswer(error: ApiError): boolean {
  return error.isServerMessage && (error.status === undefined || error.status < 500);
}

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

export function createFieldForm(options: FieldFormOptions): FieldForm {
  const lookupApi = options.lookups;
  const { values, errors, lookups, autoFilled } = options.state ?? createFieldFormState();
  const checkField: FieldChecks['checkField'] = (...args) => options.engine().checkField(...args);
  const checkForm: FieldChecks['checkForm'] = (...args) => options.engine().checkForm(...args);

  function setValue(key: string, value: string): void {
    batch(() => {
      values.value = { ...values.peek(), [key]: value };
      if (autoFilled.peek().has(key)) {
        const next = new Set(autoFilled.peek());
        next.delete(key);
        autoFilled.value = next;
      }
      // An error goes as soon as the value is fixed; a new one waits until the recipient leaves the field.
      const error = errors.peek()[key];
      if (error) {
        const fields = options.loadedFields();
        const field = fields?.find((candidate) => candidate.key === key);
        if (field && error.kind !== 'server' && checkField(field, value, options.countryCode()).ok) {
          errors.value = withoutKey(errors.peek(), key);
        } else if (error.kind === 'server' || error.kind === 'binBlocked' || error.kind === 'binInvalid') {
          errors.value = withoutKey(errors.peek(), key);
        }
      }
    });
  }

  /** Writes values the form found for the customer (marked as filled in, their errors gone). */
  function fill(updates: Readonly<Record<string, string>>): void {
    const keys = Object.keys(updates);
    if (keys.length === 0) return;
    batch(() => {
      values.value = { ...values.peek(), ...updates };
      autoFilled.value = new Set([...autoFilled.peek(), ...keys]);
      let remaining = errors.peek();
      let remainingLookups = lookups.peek();
      for (const key of keys) {
        remaining = withoutKey(remaining, key);
        // A lookup made for the value replaced no longer speaks for the field.
        if (remainingLookups[key] && remainingLookups[key].value !== updates[key])
          remainingLookups = withoutKey(remainingLookups, key);
      }
      errors.value = remaining;
      lookups.value = remainingLookups;
    });
  }

  function setLookup(key: string, state: LookupState | null): void {
    lookups.value = state ? { ...lookups.peek(), [key]: state } : withoutKey(lookups.peek(), key);
  }

  function setFieldError(key: string, error: FieldError | null): void {
    errors.value = error ? { ...errors.peek(), [key]: error } : withoutKey(errors.peek(), key);
  }

  /** Whether `value` is still what the field holds (a lookup answer for an older value is dropped). */
  function stillCurrent(field: PayoutField, value: string): boolean {
    const check = checkField(field, values.peek()[field.key] ?? '', options.countryCode());
    return check.ok && check.value === value;
  }

  /**
   * A lookup that said no puts the server's words on the field it names (or the field that asked); one that could
   * not be made only says so, without blocking: the server checks again on submit.
   */
  function lookupFailed(field: PayoutField, value: string, error: unknown, fields: readonly PayoutField[]): void {
    const failure = toApiError(error);
    if (!stillCurrent(field, value)) return;
    batch(() => {
      if (isAnswer(failure)) {
        setLookup(field.key, null);
        const named = failure.validationErrors?.find(
          (item) => item.field && fields.some((candidate) => candidate.key === item.field),
        );
        if (named?.field) setFieldError(named.field, { kind: 'server', message: named.description });
        else setFieldError(field.key, { kind: 'server', message: failure.message });
      } else {
        setLookup(field.key, { status: 'unavailable', value, error: failure });
      }
    });
  }

  async function lookupBank(field: PayoutField, value: string, fields: readonly PayoutField[]): Promise<void> {
    setLookup(field.key, { status: 'loading', value });
    try {
      const bank =
        field.lookup === 'iban'
          ? bankDetailsFromIban(await lookupApi.iban(value))
          : bankDetailsFromSwift(await lookupApi.swift(value));
      if (!stillCurrent(field, value)) return;
      const updates = fillFromBankDetails(
        bank,
        fields.map((candidate) => candidate.key).filter((key) => key !== field.key),
        values.peek(),
        autoFilled.peek(),
      );
      batch(() => {
        setLookup(field.key, { status: 'done', value, bank });
        fill(updates);
      });
    } catch (error) {
      lookupFailed(field, value, error, fields);
    }
  }

  /** The card's BIN against the blacklist (offline once the list is loaded); null when it may be used. */
  async function blockedBin(cardNumber: string): Promise<boolean> {
    const bin = binOf(cardNumber);
    if (bin === null) return false;
    try {
      const bins = await options.cache.load(options.blacklistKey, (signal) => lookupApi.binBlacklist(signal));
      return isBinBlocked(bin, bins);
    } catch {
      // Without the list the server still refuses blocked cards on submit.
      return false;
    }
  }

  async function lookupCard(field: PayoutField, value: string, fields: readonly PayoutField[]): Promise<void> {
    const bin = binOf(value);
    if (bin === null) return;
    setLookup(field.key, { status: 'loading', value });
    if (await blockedBin(value)) {
      if (!stillCurrent(field, value)) return;
      batch(() => {
        setLookup(field.key, null);
        setFieldError(field.key, { kind: 'binBlocked' });
      });
      return;
    }
    try {
      const info = await lookupApi.bin(bin);
      if (!stillCurrent(field, value)) return;
      if (!info.valid) {
        batch(() => {
          setLookup(field.key, null);
          setFieldError(field.key, { kind: 'binInvalid' });
        });
        return;
      }
      const card: CardInfo = {
        brand: lookupText(info.cardBrand),
        issuer: lookupText(info.issuer),
        countryCode: lookupText(info.countryCode),
        type: lookupText(info.cardType),
      };
      setLookup(field.key, { status: 'done', value, card });
    } catch (error) {
      lookupFailed(field, value, error, fields);
    }
  }

  /** The fields an instant-payment key lookup needs besides the key: its type and the holder's tax id. */
  function instantCompanions(fields: readonly PayoutField[]): {
    type: PayoutField | undefined;
    tax: PayoutField | undefined;
  } {
    return {
      type: fields.find((candidate) => /keytype$/i.test(candidate.key)),
      tax: fields.find((candidate) => candidate.validator === 'taxId' || candidate.key === 'taxId'),
    };
  }

  /** Looks the key up once the key, its type and the tax id (where the form has them) are all valid. */
  async function lookupInstant(field: PayoutField, fields: readonly PayoutField[]): Promise<void> {
    const countryCode = options.countryCode();
    const key = checkField(field, values.peek()[field.key] ?? '', countryCode);
    if (!key.ok || key.value === '') return;
    const { type, tax } = instantCompanions(fields);
    const companion = (candidate: PayoutField | undefined) =>
      candidate ? checkField(candidate, values.peek()[candidate.key] ?? '', countryCode) : null;
    const typeCheck = companion(type);
    const taxCheck = companion(tax);
    if (
      (typeCheck && (!typeCheck.ok || typeCheck.value === '')) ||
      (taxCheck && (!taxCheck.ok || taxCheck.value === ''))
    )
      return;
    const instantKeyType = typeCheck?.ok ? typeCheck.value : '';
    const taxId = taxCheck?.ok ? taxCheck.value : '';
    const value = key.value;
    const previous = lookups.peek()[field.key];
    if (previous?.status === 'done' && previous.value === `${instantKeyType}:${value}:${taxId}`) return;
    const marker = `${instantKeyType}:${value}:${taxId}`;
    setLookup(field.key, { status: 'loading', value: marker });
    try {
      const instant = await lookupApi.instant({ instantKey: value, instantKeyType, taxId });
      if (lookups.peek()[field.key]?.value !== marker) return;
      setLookup(field.key, { status: 'done', value: marker, instant });
    } catch (error) {
      if (lookups.peek()[field.key]?.value !== marker) return;
      lookupFailed(field, value, error, fields);
    }
  }

  async function leaveField(key: string): Promise<void> {
    let fields: PayoutField[];
    try {
      fields = await options.fields();
    } catch {
      return;
    }
    const field = fields.find((candidate) => candidate.key === key);
    if (!field) return;
    const check = checkField(field, values.peek()[key] ?? '', options.countryCode());
    if (!check.ok) {
      setFieldError(key, check.error);
      if (field.lookup) setLookup(key, null);
      return;
    }
    const existing = errors.peek()[key];
    if (existing && existing.kind !== 'server' && existing.kind !== 'binBlocked' && existing.kind !== 'binInvalid')
      setFieldError(key, null);

    // The instant-payment lookup needs three fields: leaving any of them may complete it.
    const instantField = fields.find((candidate) => candidate.lookup === 'instantKey');
    const { type, tax } = instantCompanions(fields);
    if (instantField && (key === instantField.key || key === type?.key || key === tax?.key)) {
      await lookupInstant(instantField, fields);
      return;
    }
    const previous = lookups.peek()[key];
    if (check.value === '' || (previous && previous.value === check.value && previous.status !== 'unavailable')) return;
    if (field.lookup === 'swift' || field.lookup === 'iban') await lookupBank(field, check.value, fields);
    else if (field.lookup === 'bin') await lookupCard(field, check.value, fields);
  }

  /** Errors the offline check cannot see: the card blacklist and lookups that said no for the current value. */
  async function lookupErrors(
    fields: readonly PayoutField[],
    found: Record<string, FieldError>,
  ): Promise<Record<string, FieldError>> {
    const extra: Record<string, FieldError> = {};
    for (const field of fields) {
      if (found[field.key]) continue;
      const current = errors.peek()[field.key];
      if (current && (current.kind === 'binBlocked' || current.kind === 'binInvalid' || current.kind === 'server')) {
        extra[field.key] = current;
      } else if (field.lookup === 'bin' && (await blockedBin(values.peek()[field.key] ?? ''))) {
        extra[field.key] = { kind: 'binBlocked' };
      }
    }
    return extra;
  }

  function fieldErrorsFrom(error: ApiError, fields: readonly PayoutField[]): Record<string, FieldError> {
    const byField: Record<string, FieldError> = {};
    for (const item of error.validationErrors ?? []) {
      const key = item.field?.replace(/^paymentDetails\./, '');
      if (key && fields.some((field) => field.key === key) && !byField[key])
        byField[key] = { kind: 'server', message: item.description };
    }
    return byField;
  }

  async function validate(fields: readonly PayoutField[]) {
    const { paymentDetails, errors: found } = checkForm(fields, values.peek(), options.countryCode());
    const all = { ...found, ...(await lookupErrors(fields, found)) };
    if (Object.keys(all).length > 0) {
      errors.value = all;
      return { ok: false as const, errors: all };
    }
    return { ok: true as const, paymentDetails };
  }

  function showServerErrors(error: ApiError, fields: readonly PayoutField[]): string[] {
    const byField = fieldErrorsFrom(error, fields);
    const keys = Object.keys(byField);
    if (keys.length > 0) errors.value = { ...errors.peek(), ...byField };
    return keys;
  }

  return {
    values,
    errors,
    lookups,
    autoFilled,
    setValue,
    fill,
    leaveField,
    validate,
    showServerErrors,
    replaceValues(next) {
      batch(() => {
        values.value = { ...next };
        errors.value = {};
        lookups.value = {};
        autoFilled.value = new Set();
      });
    },
  };
}
