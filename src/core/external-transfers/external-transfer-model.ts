/**
 * An external transfer as a framework-free model (spec 2 sections 2-9): the kind and whose account it goes to
 * (permission flags per kind and destination), the destination country (available transfers), the method and
 * currency (transfers to a country), the source account, the amount, and the method's details (the shared field
 * engine: extra params fetched with customerType as a string, offline checks, lookups). Before commit the quote
 * (fee, rate, amount received, total), the limits (country + source account) and the maximum amount are read; an
 * amount over a limit is stopped with the limit named before anything is sent. Submitting goes through the approval
 * machine of core/payments with an idempotency key per attempt, so a double click or a retry books once.
 *
 * Server reads are key-plus-loader objects (`resources`) read through the shared resource cache.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client';
import { accountsQuery, refreshAccounts } from '../accounts/accounts-data';
import { ACCOUNT_TYPES } from '../api/contract/accounts';
import {
  bankBranchOptionsGet,
  bankIbanLookup,
  bankListGet,
  bankSwiftLookup,
  cardBinBlacklistGet,
  cardBinLookup,
  externalRecentTransferDetailsGet,
  externalRecentTransfersGet,
  externalTemplatesGet,
  externalTransferApprovalResend,
  externalTransferApprove,
  externalTransferExtraParamsGet,
  externalTransferMethodsGet,
  externalTransferQuoteGet,
  externalTransfersAvailableGet,
  externalTransferSubmit,
  instantBanksGet,
  instantKeyInfoGet,
  type ExternalDestination,
  type ExternalTemplate,
  type ExternalTransferType,
  type PayoutBank,
  type PayoutBranch,
  type RecentExternalTransfer,
} from '../api/contract/external-transfers';
import type { PayoutMethod } from '../api/contract/global-claim';
import {
  customerLimitsGet,
  limitExceededOf,
  maxAmountGet,
  type LimitExceeded,
  type LimitTransferType,
  type TransferLimit,
} from '../api/contract/limits';
import { paymentAmount } from '../api/contract/p2p';
import type { ResponseOf } from '../api/contract/define';
import { ApiError, errorFromFailure } from '../api/errors';
import { limitExceededBy } from '../limits/limit-check';
import { createIdempotencyKeys, type IdempotencyKeys } from '../api/idempotency';
import { compareDecimal } from '../money/money';
import { createApprovalMachine, type ApprovalMachine, type PushWatch } from '../payments/approval-machine';
import type { ExternalTransferKind } from '../permissions/transfer-permissions';
import { canSendExternal } from '../permissions/transfer-permissions';
import { queryOptions, type QueryOptions } from '../resource/query-options';
import { fetchQuery, type ResourceCache } from '../resource/resource-cache';
import { fillFromChosenBank, fillFromChosenBranch } from '../payout-fields/bank-choice';
import * as engine from '../payout-fields/field-engine';
import { BANK_CODE_KEY, BRANCH_CODE_KEY, type PayoutField } from '../payout-fields/field-engine';
import { createFieldForm, type FieldForm } from '../payout-fields/field-form';

export const EXTERNAL_CACHE_PREFIX = 'external/';

/** The permission flag family of each kind (contract/permission-flags.ts). */
export const PERMISSION_KIND: Readonly<Record<ExternalTransferType, ExternalTransferKind>> = {
  wire: 'wire',
  eft: 'eft',
  oct: 'card',
  crypto_eft: 'crypto',
  instant_payment: 'instant',
  interac: 'interac',
};

/** The limit type of each kind (contract/limits.ts). */
export const LIMIT_TYPE: Readonly<Record<ExternalTransferType, LimitTransferType>> = {
  wire: 'wire',
  eft: 'eft',
  oct: 'oct',
  crypto_eft: 'cryptoEft',
  instant_payment: 'instant',
  interac: 'interac',
};

export interface SourceAccount {
  accountId: string;
  accountNumber: string;
  currency: string;
  balance: string | number;
}

/**
 * A read of the transfer, or null while the transfer is not far enough along for it (no country chosen yet...):
 * `useQuery(cache, read)` waits on null.
 */
export type TransferRead<T> = QueryOptions<T> | null;

/** The read of a key that may not be known yet. */
function gated<T>(read: { key: string | null; load: (signal: AbortSignal) => Promise<T> }): TransferRead<T> {
  return read.key === null ? null : queryOptions({ key: read.key, load: read.load });
}

export interface Selection {
  transferType: ExternalTransferType | '';
  destination: ExternalDestination;
  countryCode: string;
  paymentMethod: string;
  currencyCode: string;
  fromAccountId: string;
}

export type Quote = ResponseOf<typeof externalTransferQuoteGet>;
export type ReuseDetails = ResponseOf<typeof externalRecentTransferDetailsGet>;

/** Why the amount cannot be sent, before any call: empty, not an amount, over a limit or over the maximum. */
export type AmountError =
  | { kind: 'required' }
  | { kind: 'format' }
  | { kind: 'limit'; limit: LimitExceeded }
  | { kind: 'maximum'; amount: string; currencyCode: string };

/** What was reused to fill the form, and (a recent transfer) what must be fixed first. */
export type ReuseState =
  | { kind: 'template'; template: ExternalTemplate }
  | { kind: 'recent'; transfer: RecentExternalTransfer; details: ReuseDetails }
  | { kind: 'failed'; error: ApiError };

export interface ExternalTransferModelOptions {
  api: ApiClient;
  cache: ResourceCache;
  permissions: Readonly<Record<string, number>>;
  /** The customer type, sent as a string with the extra parameters (spec 2 section 5). */
  customerType: number;
  watchPush: PushWatch;
  idempotencyKeys?: IdempotencyKeys | undefined;
  /** The language the API client asks for: method names and form labels come worded in it, so they are cached per language. */
  language?: (() => string) | undefined;
}

export interface ExternalTransferModel {
  readonly selection: ReadonlySignal<Selection>;
  readonly amount: ReadonlySignal<string>;
  readonly amountError: ReadonlySignal<AmountError | null>;
  readonly templateName: ReadonlySignal<string>;
  readonly reuse: ReadonlySignal<ReuseState | null>;
  /** The server's refusal of the submit that names no field (shown above the button). */
  readonly submitError: ReadonlySignal<ApiError | null>;
  readonly form: FieldForm;
  readonly approval: ApprovalMachine;
  readonly cache: ResourceCache;
  /** The kinds the customer may use, and the destinations open for the chosen kind. */
  readonly allowedKinds: readonly ExternalTransferType[];
  allowedDestinations(type: ExternalTransferType): ExternalDestination[];
  readonly resources: {
    available: () => TransferRead<Array<{ transferType: ExternalTransferType; countries: string[] }>>;
    methods: () => TransferRead<PayoutMethod[]>;
    fields: () => TransferRead<PayoutField[]>;
    accounts: () => TransferRead<SourceAccount[]>;
    quote: () => TransferRead<Quote>;
    limits: () => TransferRead<TransferLimit[]>;
    maxAmount: () => TransferRead<ResponseOf<typeof maxAmountGet>>;
    templates: () => TransferRead<ExternalTemplate[]>;
    recent: (permission: 'own' | '3d') => TransferRead<RecentExternalTransfer[]>;
    /** Banks list of the destination country (wire and EFT). */
    banks: () => TransferRead<PayoutBank[]>;
    /** Branch options of the bank whose code the form holds (forms with a branch code). */
    branches: () => TransferRead<PayoutBranch[]>;
  };
  selectKind(type: ExternalTransferType): void;
  selectDestination(destination: ExternalDestination): void;
  selectCountry(countryCode: string): Promise<void>;
  selectMethod(paymentMethod: string): Promise<void>;
  selectCurrency(currencyCode: string): void;
  selectAccount(accountId: string): void;
  setAmount(amount: string): void;
  /** Checks the amount against its format, the limits and the maximum (what is loaded of them). */
  checkAmount(): AmountError | null;
  /** Shows an amount problem found when the customer leaves the field. */
  setAmountError(error: AmountError | null): void;
  setTemplateName(name: string): void;
  /** Fills the bank fields from a bank of the banks list (by its national code). */
  chooseBank(code: string): void;
  /** Fills the branch code from the branch options. */
  chooseBranch(code: string): void;
  useTemplate(template: ExternalTemplate): Promise<void>;
  reuseRecent(transfer: RecentExternalTransfer): Promise<void>;
  /** Checks everything offline (fields, amount, limits) for the review before sending; sends nothing. */
  review(): Promise<boolean>;
  /** Checks everything offline (fields, amount, limits); submits only when all is well. */
  send(): Promise<boolean>;
  /** What the submit sent (for the outcome and the receipt). */
  readonly sent: ReadonlySignal<{
    selection: Selection;
    amount: string;
    beneficiary: string;
    quote: Quote | null;
    at: string;
  } | null>;
  dispose(): void;
}

function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : errorFromFailure(error);
}

const EMPTY: Selection = {
  transferType: '',
  destination: 'thirdParty',
  countryCode: '',
  paymentMethod: '',
  currencyCode: '',
  fromAccountId: '',
};

export function createExternalTransferModel(options: ExternalTransferModelOptions): ExternalTransferModel {
  const { api, cache } = options;
  const keys = options.idempotencyKeys ?? createIdempotencyKeys();
  const lifetime = new AbortController();
  const allowedKinds = (Object.keys(PERMISSION_KIND) as ExternalTransferType[]).filter(
    (type) =>
      canSendExternal(options.permissions, PERMISSION_KIND[type], 'own') ||
      canSendExternal(options.permissions, PERMISSION_KIND[type], 'thirdParty'),
  );
  const allowedDestinations = (type: ExternalTransferType): ExternalDestination[] =>
    (['thirdParty', 'own'] as const).filter((destination) =>
      canSendExternal(options.permissions, PERMISSION_KIND[type], destination),
    );

  const selection = signal<Selection>(EMPTY);
  const amount = signal('');
  const amountError = signal<AmountError | null>(null);
  const templateName = signal('');
  const reuse = signal<ReuseState | null>(null);
  const submitError = signal<ApiError | null>(null);
  const sent = signal<{
    selection: Selection;
    amount: string;
    beneficiary: string;
    quote: Quote | null;
    at: string;
  } | null>(null);

  // --- Reads --------------------------------------------------------------------------------------------------------

  const available = (): TransferRead<Array<{ transferType: ExternalTransferType; countries: string[] }>> =>
    queryOptions({
      key: `${EXTERNAL_CACHE_PREFIX}available`,
      load: async (abort) => (await api.call(externalTransfersAvailableGet, {}, { signal: abort })).transfers,
    });

  const methods = (): TransferRead<PayoutMethod[]> => {
    const { transferType, countryCode } = selection.value;
    return gated({
      key:
        transferType && countryCode
          ? `${EXTERNAL_CACHE_PREFIX}methods/${transferType}/${countryCode}/${options.language?.() ?? ''}`
          : null,
      load: async (abort) =>
        (
          await api.call(
            externalTransferMethodsGet,
            { countryCode, transferType: transferType as ExternalTransferType },
            { signal: abort },
          )
        ).methods,
    });
  };

  /** A select naming a bank without choices, in an instant-payment form: filled from the bank list. */
  const isBankChoice = (field: PayoutField) =>
    field.type === 'select' && (field.choices === null || field.choices.length === 0) && /bank/i.test(field.key);

  const fields = (): TransferRead<PayoutField[]> => {
    const { transferType, countryCode, paymentMethod, currencyCode } = selection.value;
    const complete = transferType !== '' && countryCode !== '' && paymentMethod !== '' && currencyCode !== '';
    return gated({
      key: complete
        ? `${EXTERNAL_CACHE_PREFIX}fields/${countryCode}/${paymentMethod}/${currencyCode}/${options.language?.() ?? ''}`
        : null,
      load: async (abort) => {
        const { params } = await api.call(
          externalTransferExtraParamsGet,
          { countryCode, paymentMethod, currencyCode, customerType: String(options.customerType) },
          { signal: abort },
        );
        const built = engine.buildPayoutFields(params, { countryCode, transferType });
        if (transferType === 'instant_payment' && built.some(isBankChoice)) {
          const { banks } = await api.call(instantBanksGet, { countryCode }, { signal: abort });
          for (const field of built)
            if (isBankChoice(field)) field.choices = banks.map((bank) => ({ value: bank.code, label: bank.name }));
        }
        return built;
      },
    });
  };

  const accounts = (): TransferRead<SourceAccount[]> =>
    queryOptions({
      key: `${EXTERNAL_CACHE_PREFIX}accounts`,
      load: async () =>
        (await fetchQuery(cache, accountsQuery(api, cache))).accounts
          .filter((account) => account.type === ACCOUNT_TYPES.payment)
          .map((account) => ({
            accountId: String(account.accountId),
            accountNumber: account.accountNumber,
            currency: account.currencyCode,
            balance: account.balance,
          })),
    });

  const validAmount = (value: string) => paymentAmount.safeParse(value.trim()).success;

  const quote = (): TransferRead<Quote> => {
    const { countryCode, paymentMethod, currencyCode, fromAccountId } = selection.value;
    const value = amount.value.trim();
    const complete =
      countryCode !== '' && paymentMethod !== '' && currencyCode !== '' && fromAccountId !== '' && validAmount(value);
    return gated({
      key: complete
        ? `${EXTERNAL_CACHE_PREFIX}quote/${fromAccountId}/${countryCode}/${paymentMethod}/${currencyCode}/${value}`
        : null,
      load: (abort) =>
        api.call(
          externalTransferQuoteGet,
          { fromAccountId, countryCode, paymentMethod, currencyCode, amount: value },
          { signal: abort },
        ),
    });
  };

  const limits = (): TransferRead<TransferLimit[]> => {
    const { transferType, countryCode, currencyCode, fromAccountId } = selection.value;
    const complete = transferType !== '' && countryCode !== '' && fromAccountId !== '' && currencyCode !== '';
    return gated({
      key: complete
        ? `${EXTERNAL_CACHE_PREFIX}limits/${transferType}/${countryCode}/${fromAccountId}/${currencyCode}`
        : null,
      load: async (abort) =>
        (
          await api.call(
            customerLimitsGet,
            { type: LIMIT_TYPE[transferType as ExternalTransferType], countryCode, fromAccountId, currencyCode },
            { signal: abort },
          )
        ).limits,
    });
  };

  const maxAmount = (): TransferRead<ResponseOf<typeof maxAmountGet>> => {
    const { transferType, countryCode, currencyCode, fromAccountId } = selection.value;
    const complete = transferType !== '' && countryCode !== '' && fromAccountId !== '' && currencyCode !== '';
    return gated({
      key: complete
        ? `${EXTERNAL_CACHE_PREFIX}max/${transferType}/${countryCode}/${fromAccountId}/${currencyCode}`
        : null,
      load: (abort) =>
        api.call(
          maxAmountGet,
          { operation: LIMIT_TYPE[transferType as ExternalTransferType], countryCode, fromAccountId, currencyCode },
          { signal: abort },
        ),
    });
  };

  const templates = (): TransferRead<ExternalTemplate[]> =>
    queryOptions({
      key: `${EXTERNAL_CACHE_PREFIX}templates`,
      load: async (abort) => (await api.call(externalTemplatesGet, {}, { signal: abort })).templates,
    });

  const recent = (permission: 'own' | '3d'): TransferRead<RecentExternalTransfer[]> =>
    queryOptions({
      key: `${EXTERNAL_CACHE_PREFIX}recent/${permission}`,
      load: async (abort) => (await api.call(externalRecentTransfersGet, { permission }, { signal: abort })).transfers,
    });

  const banks = (): TransferRead<PayoutBank[]> => {
    const { transferType, countryCode } = selection.value;
    return gated({
      key:
        (transferType === 'wire' || transferType === 'eft') && countryCode
          ? `${EXTERNAL_CACHE_PREFIX}banks/${countryCode}`
          : null,
      load: async (abort) => (await api.call(bankListGet, { countryCode }, { signal: abort })).banks,
    });
  };

  const loadedFields = (): PayoutField[] | undefined => {
    const key = fields()?.key;
    return key ? cache.read<PayoutField[]>(key).data : undefined;
  };

  const branches = (): TransferRead<PayoutBranch[]> => {
    const { countryCode } = selection.value;
    const loaded = loadedFields();
    const bankField = loaded?.find((field) => field.key === BANK_CODE_KEY);
    const hasBranchCode = loaded?.some((field) => field.key === BRANCH_CODE_KEY) ?? false;
    // Asked for once the bank code is valid offline, so a half-typed code costs no call.
    const checked =
      bankField && hasBranchCode
        ? engine.checkField(bankField, form.values.value[BANK_CODE_KEY] ?? '', countryCode)
        : null;
    const bankCode = checked?.ok ? checked.value : '';
    return gated({
      key: bankCode ? `${EXTERNAL_CACHE_PREFIX}branches/${countryCode}/${bankCode}` : null,
      load: async (abort) =>
        (await api.call(bankBranchOptionsGet, { countryCode, bankCode }, { signal: abort })).branches,
    });
  };

  const read = <T>(query: TransferRead<T>): Promise<T> =>
    query === null
      ? Promise.reject(new Error('The transfer is not far enough along for this request.'))
      : fetchQuery(cache, query);

  // --- The details form (shared field engine) ---------------------------------------------------------------------

  const form = createFieldForm({
    lookups: {
      swift: (swift) => api.call(bankSwiftLookup, { swift }),
      iban: (iban) => api.call(bankIbanLookup, { iban }),
      binBlacklist: async (abort) => (await api.call(cardBinBlacklistGet, {}, { signal: abort })).bins,
      bin: (binNumber) => api.call(cardBinLookup, { binNumber }),
      instant: (input) => api.call(instantKeyInfoGet, input),
    },
    cache,
    blacklistKey: `${EXTERNAL_CACHE_PREFIX}bin-blacklist`,
    countryCode: () => selection.peek().countryCode,
    fields: () => read(fields()),
    loadedFields,
    engine: () => engine,
  });

  // --- Selection ----------------------------------------------------------------------------------------------------

  function update(next: Partial<Selection>): void {
    batch(() => {
      selection.value = { ...selection.peek(), ...next };
      submitError.value = null;
    });
  }

  function selectKind(type: ExternalTransferType): void {
    const destinations = allowedDestinations(type);
    const current = selection.peek().destination;
    batch(() => {
      update({
        transferType: type,
        destination: destinations.includes(current) ? current : (destinations[0] ?? 'thirdParty'),
        countryCode: '',
        paymentMethod: '',
        currencyCode: '',
      });
      reuse.value = null;
      amountError.value = null;
    });
  }

  async function selectCountry(countryCode: string): Promise<void> {
    update({ countryCode, paymentMethod: '', currencyCode: '' });
    if (!countryCode) return;
    const list = await read(methods()).catch(() => [] as PayoutMethod[]);
    if (selection.peek().countryCode !== countryCode) return;
    if (list.length === 1 && list[0]) await selectMethod(list[0].paymentMethod);
  }

  async function selectMethod(paymentMethod: string): Promise<void> {
    update({ paymentMethod, currencyCode: '' });
    if (!paymentMethod) return;
    const list = await read(methods()).catch(() => [] as PayoutMethod[]);
    const method = list.find((candidate) => candidate.paymentMethod === paymentMethod);
    if (method?.currencies.length === 1 && selection.peek().paymentMethod === paymentMethod)
      update({ currencyCode: method.currencies[0] ?? '' });
  }

  // --- Banks list and branch options ------------------------------------------------------------------------------

  function chooseBank(code: string): void {
    const key = banks()?.key;
    const bank = (key ? cache.read<PayoutBank[]>(key).data : undefined)?.find((candidate) => candidate.code === code);
    const formKeys = (loadedFields() ?? []).map((field) => field.key);
    if (!bank) return;
    const updates = fillFromChosenBank(bank, formKeys);
    batch(() => {
      // A branch picked for another bank is not a branch of this one.
      const branchCode = form.values.peek()[BRANCH_CODE_KEY] ?? '';
      if (
        updates[BANK_CODE_KEY] !== undefined &&
        updates[BANK_CODE_KEY] !== form.values.peek()[BANK_CODE_KEY] &&
        branchCode &&
        form.autoFilled.peek().has(BRANCH_CODE_KEY)
      ) {
        form.setValue(BRANCH_CODE_KEY, '');
      }
      form.fill(updates);
    });
  }

  function chooseBranch(code: string): void {
    const key = branches()?.key;
    const branch = (key ? cache.read<PayoutBranch[]>(key).data : undefined)?.find(
      (candidate) => candidate.code === code,
    );
    if (branch)
      form.fill(
        fillFromChosenBranch(
          branch,
          (loadedFields() ?? []).map((field) => field.key),
        ),
      );
  }

  // --- Amount checks ------------------------------------------------------------------------------------------------

  function checkAmount(): AmountError | null {
    const value = amount.peek().trim();
    if (value === '') return { kind: 'required' };
    if (!validAmount(value)) return { kind: 'format' };
    const current = selection.peek();
    const limitKey = limits()?.key;
    const loaded = limitKey ? cache.read<TransferLimit[]>(limitKey).data : undefined;
    const type = current.transferType;
    const over = type ? limitExceededBy(value, current.currencyCode, LIMIT_TYPE[type], loaded) : null;
    if (over) return { kind: 'limit', limit: over };
    const maxKey = maxAmount()?.key;
    const max = maxKey ? cache.read<ResponseOf<typeof maxAmountGet>>(maxKey).data : undefined;
    if (
      max &&
      max.type === 'balance' &&
      max.currencyCode === current.currencyCode &&
      compareDecimal(value, max.amount) > 0
    ) {
      return { kind: 'maximum', amount: String(max.amount), currencyCode: max.currencyCode };
    }
    return null;
  }

  // --- Reuse --------------------------------------------------------------------------------------------------------

  async function fillFrom(saved: {
    transferType: ExternalTransferType;
    destination: ExternalDestination;
    countryCode: string;
    paymentMethod: string;
    currencyCode: string;
    paymentDetails: Record<string, string>;
  }): Promise<void> {
    const destinations = allowedDestinations(saved.transferType);
    batch(() => {
      update({
        transferType: saved.transferType,
        destination: destinations.includes(saved.destination)
          ? saved.destination
          : (destinations[0] ?? saved.destination),
        countryCode: saved.countryCode,
        paymentMethod: saved.paymentMethod,
        currencyCode: saved.currencyCode,
      });
      form.replaceValues(saved.paymentDetails);
      amountError.value = null;
    });
    await read(fields()).catch(() => undefined);
  }

  async function useTemplate(template: ExternalTemplate): Promise<void> {
    reuse.value = { kind: 'template', template };
    await fillFrom(template);
  }

  async function reuseRecent(transfer: RecentExternalTransfer): Promise<void> {
    let details: ReuseDetails;
    try {
      details = await api.call(
        externalRecentTransferDetailsGet,
        { transactionId: transfer.transactionId },
        { signal: lifetime.signal },
      );
    } catch (error) {
      reuse.value = { kind: 'failed', error: toApiError(error) };
      return;
    }
    reuse.value = { kind: 'recent', transfer, details };
    await fillFrom(transfer);
    // The details the transfer lacks now are asked for at their fields.
    if (details.missingFields.length > 0) {
      const loaded = await read(fields()).catch(() => [] as PayoutField[]);
      const checked = engine.checkForm(loaded, form.values.peek(), selection.peek().countryCode);
      const missing = Object.fromEntries(
        details.missingFields.map((key) => [key, checked.errors[key] ?? ({ kind: 'required' } as const)]),
      );
      form.errors.value = { ...form.errors.peek(), ...missing };
    }
  }

  // --- Submit -------------------------------------------------------------------------------------------------------

  function payload() {
    const current = selection.peek();
    const checked = engine.checkForm(
      cache.read<PayoutField[]>(fields()?.key ?? '').data ?? [],
      form.values.peek(),
      current.countryCode,
    );
    return {
      fromAccountId: current.fromAccountId,
      countryCode: current.countryCode,
      paymentMethod: current.paymentMethod,
      currencyCode: current.currencyCode,
      amount: amount.peek().trim(),
      destination: current.destination,
      paymentDetails: checked.paymentDetails,
      ...(templateName.peek().trim() ? { templateName: templateName.peek().trim() } : {}),
    };
  }

  const approval = createApprovalMachine({
    submit: async (attempt) => {
      const body = payload();
      try {
        return await api.call(externalTransferSubmit, body, {
          signal: lifetime.signal,
          idempotencyKey: keys.keyFor('externalTransferSubmit', { ...body, attempt }),
        });
      } catch (error) {
        const failure = toApiError(error);
        const loaded = cache.read<PayoutField[]>(fields()?.key ?? '').data ?? [];
        const limit = failure.validationErrors?.map(limitExceededOf).find((found) => found !== null);
        if (limit) amountError.value = { kind: 'limit', limit };
        // A refusal that names no field of the form is shown above the button; a failure to reach the server keeps
        // the machine's retry (same idempotency key).
        else if (
          form.showServerErrors(failure, loaded).length === 0 &&
          failure.isServerMessage &&
          (failure.status === undefined || failure.status < 500)
        )
          submitError.value = failure;
        throw failure;
      }
    },
    approve: (trxid, approvalCode) =>
      api.call(externalTransferApprove, { trxid, approvalCode }, { signal: lifetime.signal }),
    resend: (trxid) => api.call(externalTransferApprovalResend, { trxid }, { signal: lifetime.signal }),
    watchPush: options.watchPush,
  });

  /** Checks everything offline and records what would be sent, for the review; sends nothing. */
  async function review(): Promise<boolean> {
    const state = approval.state.peek().kind;
    if (state !== 'idle' && state !== 'failed' && state !== 'declined') return false;
    return (await prepare()) !== null;
  }

  /** The offline checks of a submit; on success `sent` holds the selection, amount, beneficiary and quote. */
  async function prepare(): Promise<Selection | null> {
    const current = selection.peek();
    if (
      !current.transferType ||
      !current.countryCode ||
      !current.paymentMethod ||
      !current.currencyCode ||
      !current.fromAccountId
    )
      return null;
    let loaded: PayoutField[];
    try {
      loaded = await read(fields());
      // Limits and maximum are read before the amount is judged (each once per selection).
      await Promise.all([read(limits()).catch(() => undefined), read(maxAmount()).catch(() => undefined)]);
    } catch (error) {
      submitError.value = toApiError(error);
      return null;
    }
    const checked = await form.validate(loaded);
    const amountProblem = checkAmount();
    amountError.value = amountProblem;
    if (!checked.ok || amountProblem) return null;
    const quoted = await read(quote()).catch(() => null);
    batch(() => {
      submitError.value = null;
      sent.value = {
        selection: current,
        amount: amount.peek().trim(),
        beneficiary:
          checked.paymentDetails.accountHolderName ??
          checked.paymentDetails.email ??
          checked.paymentDetails.instantKey ??
          '',
        quote: quoted,
        at: new Date().toISOString(),
      };
    });
    return current;
  }

  async function send(): Promise<boolean> {
    const state = approval.state.peek().kind;
    if (state !== 'idle' && state !== 'failed' && state !== 'declined') return false;
    if ((await prepare()) === null) return false;
    if (state === 'failed' || state === 'declined') approval.reset();
    await approval.submit();
    const after = approval.state.peek().kind;
    if (after !== 'failed') {
      cache.invalidate(`${EXTERNAL_CACHE_PREFIX}recent/`);
      cache.invalidate(`${EXTERNAL_CACHE_PREFIX}templates`);
      cache.invalidate(`${EXTERNAL_CACHE_PREFIX}accounts`);
      refreshAccounts(cache);
      cache.invalidate(`${EXTERNAL_CACHE_PREFIX}limits/`);
      cache.invalidate(`${EXTERNAL_CACHE_PREFIX}max/`);
    }
    return after !== 'failed';
  }

  return {
    selection,
    amount,
    amountError,
    templateName,
    reuse,
    submitError,
    form,
    approval,
    cache,
    allowedKinds,
    allowedDestinations,
    resources: { available, methods, fields, accounts, quote, limits, maxAmount, templates, recent, banks, branches },
    selectKind,
    selectDestination: (destination) => update({ destination }),
    selectCountry,
    selectMethod,
    selectCurrency: (currencyCode) => update({ currencyCode }),
    selectAccount: (fromAccountId) => update({ fromAccountId }),
    setAmount(value) {
      batch(() => {
        amount.value = value;
        if (amountError.peek()) amountError.value = null;
      });
    },
    checkAmount,
    setAmountError: (error) => {
      amountError.value = error;
    },
    setTemplateName: (name) => {
      templateName.value = name;
    },
    chooseBank,
    chooseBranch,
    useTemplate,
    reuseRecent,
    review,
    send,
    sent: computed(() => sent.value),
    dispose() {
      lifetime.abort();
      approval.dispose();
    },
  };
}
