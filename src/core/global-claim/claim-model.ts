/**
 * The global transfer claim as a framework-free state machine (spec 2 section 4, "Global transfer claim"):
 * details load by payment secret; the recipient chooses country and method, sees the rate, fee and amount
 * received, fills the method's details (checked offline, bank details looked up), submits, enters the approval
 * code, and the payout is booked. Or refuses the transfer.
 *
 * State is in signals (@preact/signals-core) the feature renders; server data goes through the shared resource
 * cache (its reads are queries, `model.queries`) so that one request serves every reader and a failed load keeps
 * what was there. Calls that move money carry an idempotency key per attempt, so retries never create a second
 * operation. Its types are in claim-types.ts, its status rules in claim-status.ts, and the lazily loaded payout
 * fields in claim-fields-module.ts.
 */
import { batch, computed, signal } from '@preact/signals-core';
import { RESPONSE_CODES } from '../api/contract/envelope';
import type { GlobalTransferDetails, PayoutMethod, RecentWithdrawal } from '../api/contract/global-claim';
import type { ApiError } from '../api/errors';
import { canonicalJson, createIdempotencyKeys } from '../api/idempotency';
import type { PayoutField, FieldError } from '../payout-fields/field-engine';
import type { FieldPolicy, SelectionKey } from '../payout-fields/field-policy';
import type { FieldForm, FieldFormState, LookupState } from '../payout-fields/field-form';
import { queryOptions, type QueryOptions } from '../resource/query-options';
import { createResourceCache } from '../resource/resource-cache';
import { summariseAmounts, type AmountSummary } from './amounts';
import { createClaimApi, RECENT_WITHDRAWALS_LIMIT, type ClaimApi } from './claim-api';
import { checkField, checks, claimFieldsLoaded, loadClaimFields } from './claim-fields-module';
import {
  EMPTY_SELECTION,
  STEP_NAMES,
  toApiError,
  transferStatus,
  UNAVAILABLE_MESSAGES,
  unavailableReasonOf,
} from './claim-status';
import type {
  ActionState,
  ApprovalState,
  ClaimEvent,
  ClaimModel,
  ClaimModelOptions,
  ClaimStep,
  ClaimSubmission,
  CompletedPayout,
  Selection,
  SelectionError,
} from './claim-types';

export type * from './claim-types';
export { transferStatus, unavailableReasonOf } from './claim-status';

export function createClaimModel(options: ClaimModelOptions): ClaimModel {
  const api: ClaimApi = createClaimApi(options.api, options.paymentSecret);
  const keys = options.idempotencyKeys ?? createIdempotencyKeys();
  const cache = createResourceCache();
  const emit = (event: ClaimEvent) => options.onEvent?.(event);
  const language = (): string => options.language?.() ?? '';

  const step = signal<ClaimStep>({ kind: 'loading' });
  const transfer = signal<GlobalTransferDetails | null>(null);
  const selection = signal<Selection>(EMPTY_SELECTION);
  const formState: FieldFormState = {
    values: signal<Readonly<Record<string, string>>>({}),
    errors: signal<Readonly<Record<string, FieldError>>>({}),
    lookups: signal<Readonly<Record<string, LookupState>>>({}),
    autoFilled: signal<ReadonlySet<string>>(new Set()),
  };
  const { values, errors, lookups, autoFilled } = formState;
  // The form's logic (lookups, checks) loads with the fields; its state exists from the start.
  let fieldForm: FieldForm | null = null;
  const form = (): FieldForm =>
    (fieldForm ??= checks().createFieldForm({
      lookups: {
        swift: (swift) => api.swiftLookup({ swift }),
        iban: (iban) => api.ibanLookup({ iban }),
        binBlacklist: async (signal) => (await api.cardBinBlacklist({}, { signal })).bins,
        bin: (binNumber) => api.binLookup({ binNumber }),
        instant: (input) => api.instantDetails(input),
      },
      cache,
      blacklistKey: 'claim/bin-blacklist',
      countryCode: () => selection.peek().countryCode,
      fields: () => currentFields(),
      loadedFields: () => cache.read<PayoutField[]>(fieldsQuery(selection.peek())?.key ?? '').data,
      engine: checks,
      state: formState,
    }));
  const submitState = signal<ActionState>({ status: 'idle' });
  const selectionError = signal<SelectionError | null>(null);
  const approval = signal<ApprovalState | null>(null);
  const refuseState = signal<ActionState>({ status: 'idle' });
  const policy = signal<FieldPolicy>(options.policy ?? {});
  /** Keys whose fixed (hidden or readonly) value turned out not valid: the recipient may fix them. */
  const unlocked = signal<ReadonlySet<string>>(new Set());
  let started = false;

  function go(next: ClaimStep): void {
    const previous = step.peek().kind;
    step.value = next;
    const name = STEP_NAMES[next.kind];
    if (name && previous !== next.kind) emit({ type: 'step-change', step: name });
  }

  function reportError(error: ApiError): void {
    emit({ type: 'error', code: String(error.code), message: error.message });
  }

  /** A payout the sender blocked cannot succeed with other details or another code: the claim ends on its screen. */
  function endIfBlocked(failure: ApiError): boolean {
    if (failure.code !== RESPONSE_CODES.accessDenied) return false;
    batch(() => {
      submitState.value = { status: 'idle' };
      go({ kind: 'unavailable', reason: 'blocked' });
      emit({ type: 'error', code: 'blocked', message: UNAVAILABLE_MESSAGES.blocked });
    });
    return true;
  }

  function unlock(keysToUnlock: Iterable<string>): void {
    const next = new Set(unlocked.peek());
    let changed = false;
    for (const key of keysToUnlock) {
      const rule = policy.peek()[key];
      if ((rule?.hidden || rule?.readonly) && !next.has(key)) {
        next.add(key);
        changed = true;
      }
    }
    if (changed) unlocked.value = next;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Server reads

  function isComplete({ countryCode, paymentMethod, currencyCode }: Selection): boolean {
    return countryCode !== '' && paymentMethod !== '' && currencyCode !== '';
  }

  function countriesQuery(): QueryOptions<Array<{ code: string; name: string }>> {
    return queryOptions({
      key: `claim/countries/${language()}`,
      load: async (signal) => {
        const [{ countries }, details] = await Promise.all([api.countries({}, { signal }), loadDetails()]);
        // The details name the countries this transfer may be paid to; the list gives their names.
        const allowed = new Set(details.allowedCountries);
        return countries.filter((country) => allowed.has(country.code));
      },
    });
  }

  function methodsQuery(countryCode: string): QueryOptions<PayoutMethod[]> | null {
    if (!countryCode) return null;
    return queryOptions({
      key: `claim/methods/${countryCode}/${language()}`,
      load: async (signal) => (await api.methods({ countryCode }, { signal })).methods,
    });
  }

  function metaQuery(current: Selection): QueryOptions<AmountSummary> | null {
    const { countryCode, paymentMethod, currencyCode } = current;
    if (!isComplete(current)) return null;
    return queryOptions({
      key: `claim/meta/${countryCode}/${paymentMethod}/${currencyCode}`,
      load: async (signal) => {
        const [meta, details] = await Promise.all([
          api.meta({ countryCode, paymentMethod, toCurrencyCode: currencyCode }, { signal }),
          loadDetails(),
        ]);
        return summariseAmounts(details, meta, currencyCode);
      },
    });
  }

  function fieldsQuery(current: Selection): QueryOptions<PayoutField[]> | null {
    const { countryCode, paymentMethod, currencyCode } = current;
    if (!isComplete(current)) return null;
    return queryOptions({
      key: `claim/fields/${countryCode}/${paymentMethod}/${currencyCode}/${language()}`,
      load: async (signal) => {
        const [{ params }, method, { buildPayoutFields }] = await Promise.all([
          api.extraParams({ countryCode, paymentMethod, currencyCode }, { signal }),
          methodOf(current),
          loadClaimFields(),
        ]);
        const transferType = method?.transferType ?? '';
        const fields = buildPayoutFields(params, { countryCode, transferType, policy: policy.peek() });
        if (transferType === 'instant_payment' && fields.some(isBankChoice)) {
          const { banks } = await api.instantBanks({ countryCode }, { signal });
          const choices = banks.map((bank) => ({ value: bank.code, label: bank.name }));
          for (const field of fields) if (isBankChoice(field)) field.choices = choices;
        }
        return fields;
      },
    });
  }

  function recentQuery(): QueryOptions<RecentWithdrawal[]> {
    return queryOptions({
      key: `claim/recent/${language()}`,
      load: async (signal) =>
        (await api.lastWithdrawals({ limit: RECENT_WITHDRAWALS_LIMIT }, { signal })).withdrawals.slice(
          0,
          RECENT_WITHDRAWALS_LIMIT,
        ),
    });
  }

  function read<T>(query: QueryOptions<T> | null): Promise<T> {
    if (query === null) return Promise.reject(new Error('The claim is not far enough along for this request.'));
    return cache.load(query.key, query.load, { staleMs: query.staleMs });
  }

  function loadDetails(): Promise<GlobalTransferDetails> {
    return cache.load('claim/details', async (signal) => (await api.details({}, { signal })).details);
  }

  async function methodOf(current: Selection): Promise<PayoutMethod | undefined> {
    const methods = await read(methodsQuery(current.countryCode));
    return methods.find((method) => method.paymentMethod === current.paymentMethod);
  }

  /** A select of an instant-payment method that names a bank and comes without choices: filled from the bank list. */
  function isBankChoice(field: PayoutField): boolean {
    return field.type === 'select' && (field.choices === null || field.choices.length === 0) && /bank/i.test(field.key);
  }

  async function currentFields(): Promise<PayoutField[]> {
    return read(fieldsQuery(selection.peek()));
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Loading the transfer

  async function load(force: boolean): Promise<void> {
    if (force) go({ kind: 'loading' });
    try {
      const details = force
        ? await cache.load('claim/details', async (signal) => (await api.details({}, { signal })).details, {
            force: true,
          })
        : await loadDetails();
      transfer.value = details;
      const reason = unavailableReasonOf(transferStatus(details));
      if (reason) {
        go({ kind: 'unavailable', reason });
        emit({ type: 'error', code: reason, message: UNAVAILABLE_MESSAGES[reason] });
      } else {
        go({ kind: 'details' });
      }
    } catch (error) {
      const failure = toApiError(error);
      if (failure.code === RESPONSE_CODES.invalidParams) {
        go({ kind: 'unavailable', reason: 'unknown-secret' });
        emit({ type: 'error', code: 'unknown-secret', message: UNAVAILABLE_MESSAGES['unknown-secret'] });
      } else {
        go({ kind: 'load-failed', error: failure });
        reportError(failure);
      }
    }
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Method step

  function allowedPrefill(key: SelectionKey, allowed: readonly string[]): string | null {
    const prefill = policy.peek()[key]?.prefill;
    if (prefill === undefined) return null;
    if (allowed.includes(prefill)) return prefill;
    // A fixed value the transfer does not offer cannot stay fixed: the recipient chooses.
    unlock([key]);
    return null;
  }

  async function selectCountry(countryCode: string): Promise<void> {
    if (isLocked('countryCode') && selection.peek().countryCode !== '' && countryCode !== selection.peek().countryCode)
      return;
    batch(() => {
      selection.value = { countryCode, paymentMethod: '', currencyCode: '' };
      selectionError.value = null;
    });
    if (countryCode === '') return;
    let methods: PayoutMethod[];
    try {
      methods = await read(methodsQuery(countryCode));
    } catch {
      return; // The method list shows the failure with its retry.
    }
    if (selection.peek().countryCode !== countryCode) return;
    const preset = allowedPrefill(
      'paymentMethod',
      methods.map((method) => method.paymentMethod),
    );
    const only = methods.length === 1 ? methods[0]?.paymentMethod : undefined;
    const method = preset ?? only;
    if (method) await selectMethod(method);
  }

  async function selectMethod(paymentMethod: string): Promise<void> {
    const current = selection.peek();
    if (isLocked('paymentMethod') && current.paymentMethod !== '' && paymentMethod !== current.paymentMethod) return;
    selection.value = { ...current, paymentMethod, currencyCode: '' };
    selectionError.value = null;
    if (paymentMethod === '') return;
    const method = await methodOf({ ...current, paymentMethod }).catch(() => undefined);
    if (!method || selection.peek().paymentMethod !== paymentMethod) return;
    const details = transfer.peek();
    const preset = allowedPrefill('currencyCode', method.currencies);
    const currency =
      preset ??
      (details && method.currencies.includes(details.currencyCode)
        ? details.currencyCode
        : method.currencies.length === 1
          ? method.currencies[0]
          : '');
    selection.value = { ...selection.peek(), currencyCode: currency ?? '' };
  }

  function selectCurrency(currencyCode: string): void {
    const current = selection.peek();
    if (isLocked('currencyCode') && current.currencyCode !== '' && currencyCode !== current.currencyCode) return;
    selection.value = { ...current, currencyCode };
    selectionError.value = null;
  }

  async function beginClaim(): Promise<void> {
    go({ kind: 'payout-method' });
    // Fetched while the recipient chooses a method, so the details form does not wait for it.
    loadClaimFields().catch(() => undefined);
    if (selection.peek().countryCode !== '') return;
    try {
      const countries = await read(countriesQuery());
      const preset = allowedPrefill(
        'countryCode',
        countries.map((country) => country.code),
      );
      const only = countries.length === 1 ? countries[0]?.code : undefined;
      const country = preset ?? only;
      if (country && selection.peek().countryCode === '') await selectCountry(country);
    } catch {
      // The country list shows the failure with its retry.
    }
  }

  /** Fills empty fields with the policy's values for the form about to be shown. */
  function applyPrefills(fields: readonly PayoutField[]): void {
    const current = values.peek();
    const next = { ...current };
    let changed = false;
    for (const field of fields) {
      const prefill = policy.peek()[field.key]?.prefill;
      if (prefill !== undefined && (next[field.key] ?? '') === '') {
        next[field.key] = prefill;
        changed = true;
      }
    }
    if (changed) values.value = next;
  }

  /** Fixed fields whose value is not valid are shown and unlocked, so the recipient is never stuck. */
  function unlockInvalidFixedFields(fields: readonly PayoutField[]): void {
    const countryCode = selection.peek().countryCode;
    unlock(
      fields
        .filter(
          (field) =>
            (field.hidden || field.readonly) && !checkField(field, values.peek()[field.key] ?? '', countryCode).ok,
        )
        .map((field) => field.key),
    );
  }

  async function openDetailsForm(): Promise<boolean> {
    try {
      const fields = await currentFields();
      applyPrefills(fields);
      unlockInvalidFixedFields(fields);
    } catch {
      // The form shows the failure with its retry.
    }
    batch(() => {
      submitState.value = { status: 'idle' };
      go({ kind: 'payout-details' });
    });
    return true;
  }

  async function continueToDetails(): Promise<boolean> {
    const current = selection.peek();
    const meta = metaQuery(current);
    if (meta === null) return false;
    try {
      await read(meta);
    } catch (error) {
      selectionError.value = toApiError(error);
      return false;
    }
    selectionError.value = null;
    return openDetailsForm();
  }

  async function reuseWithdrawal(paymentId: string | number): Promise<boolean> {
    selectionError.value = null;
    try {
      const earlier = await api.withdrawalDetails({ paymentId });
      const details = await loadDetails();
      const methods = details.allowedCountries.includes(earlier.countryCode)
        ? await read(methodsQuery(earlier.countryCode))
        : [];
      const method = methods.find((candidate) => candidate.paymentMethod === earlier.paymentMethod);
      if (!method || !method.currencies.includes(earlier.currencyCode)) {
        selectionError.value = 'earlier-payout-not-offered';
        return false;
      }
      batch(() => {
        selection.value = {
          countryCode: earlier.countryCode,
          paymentMethod: earlier.paymentMethod,
          currencyCode: earlier.currencyCode,
        };
        values.value = { ...values.peek(), ...earlier.paymentDetails };
        errors.value = {};
        lookups.value = {};
        autoFilled.value = new Set();
      });
      await read(metaQuery(selection.peek())).catch(() => undefined);
      return openDetailsForm();
    } catch (error) {
      const failure = toApiError(error);
      selectionError.value = failure;
      reportError(failure);
      return false;
    }
  }

  async function submit(): Promise<boolean> {
    if (submitState.peek().status === 'busy') return false;
    submitState.value = { status: 'busy' };
    let fields: PayoutField[];
    try {
      fields = await currentFields();
    } catch (error) {
      submitState.value = { status: 'failed', error: toApiError(error) };
      return false;
    }
    const current = selection.peek();
    const checked = await form().validate(fields);
    if (!checked.ok) {
      batch(() => {
        unlock(Object.keys(checked.errors));
        submitState.value = { status: 'idle' };
      });
      return false;
    }
    const payload = { ...current, paymentDetails: checked.paymentDetails };
    try {
      const answer = await api.submit(payload, { idempotencyKey: keys.keyFor('globalTransferSubmit', payload) });
      const submission: ClaimSubmission = {
        operationId: answer.operationId,
        approveType: answer.approveType,
        approvalSentTo: answer.approvalSentTo,
        availableApprovalMethods: answer.availableApprovalMethods,
      };
      batch(() => {
        submitState.value = { status: 'idle' };
        approval.value = { submission, error: null, codeMissing: false, resend: { status: 'idle' } };
        emit({ type: 'submitted', operationId: submission.operationId, approveType: submission.approveType });
        go({ kind: 'approval', submission });
      });
      return true;
    } catch (error) {
      const failure = toApiError(error);
      if (endIfBlocked(failure)) return false;
      batch(() => {
        const marked = form().showServerErrors(failure, fields);
        if (marked.length > 0) {
          // The server named the fields: the problem is shown there, not as a failed request to retry.
          unlock(marked);
          submitState.value = { status: 'idle' };
        } else {
          submitState.value = { status: 'failed', error: failure };
        }
      });
      reportError(failure);
      return false;
    }
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Approval

  async function approve(rawCode: string): Promise<boolean> {
    const state = approval.peek();
    if (!state) return false;
    const approvalCode = rawCode.replace(/[\s-]/g, '');
    if (approvalCode === '') {
      approval.value = { ...state, codeMissing: true, error: null };
      return false;
    }
    approval.value = { ...state, codeMissing: false, error: null };
    const payload = { operationId: state.submission.operationId, approvalCode };
    try {
      const answer = await api.approve(payload, { idempotencyKey: keys.keyFor('globalTransferApprove', payload) });
      const payout: CompletedPayout = {
        paymentId: String(answer.paymentId),
        paymentMethod: answer.paymentMethod,
        amount: answer.amount,
        currencyCode: answer.currencyCode,
        status: answer.status,
      };
      const details = transfer.peek();
      batch(() => {
        if (details) transfer.value = { ...details, status: answer.status };
        emit({
          type: 'completed',
          paymentId: payout.paymentId,
          method: payout.paymentMethod,
          amount: String(payout.amount),
          currency: payout.currencyCode,
        });
        go({ kind: 'completed', payout });
      });
      return true;
    } catch (error) {
      const failure = toApiError(error);
      if (endIfBlocked(failure)) return false;
      const latest = approval.peek();
      if (latest) approval.value = { ...latest, error: failure };
      reportError(failure);
      return false;
    }
  }

  async function resendCode(approveType?: string): Promise<void> {
    const state = approval.peek();
    if (!state || state.resend.status === 'busy') return;
    const type = approveType ?? state.submission.approveType;
    approval.value = { ...state, resend: { status: 'busy' } };
    try {
      const answer = await api.resendApproval({ operationId: state.submission.operationId, approveType: type });
      const latest = approval.peek() ?? state;
      approval.value = {
        ...latest,
        error: null,
        submission: { ...latest.submission, approveType: type, approvalSentTo: answer.approvalSentTo },
        resend: { status: 'sent', to: answer.approvalSentTo },
      };
    } catch (error) {
      const failure = toApiError(error);
      approval.value = { ...(approval.peek() ?? state), resend: { status: 'failed', error: failure } };
      reportError(failure);
    }
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Refusal

  async function refuse(): Promise<boolean> {
    const details = transfer.peek();
    if (!details || refuseState.peek().status === 'busy') return false;
    refuseState.value = { status: 'busy' };
    const payload = { paymentId: details.paymentId };
    try {
      const answer = await api.cancel(payload, { idempotencyKey: keys.keyFor('globalTransferCancel', payload) });
      batch(() => {
        transfer.value = { ...details, status: answer.status || 'refused' };
        refuseState.value = { status: 'idle' };
        emit({ type: 'refused', paymentId: String(details.paymentId) });
        go({ kind: 'refused' });
      });
      return true;
    } catch (error) {
      const failure = toApiError(error);
      refuseState.value = { status: 'failed', error: failure };
      reportError(failure);
      return false;
    }
  }

  // ---------------------------------------------------------------------------------------------------------------

  function isHidden(key: string): boolean {
    return (policy.value[key]?.hidden ?? false) && !unlocked.value.has(key);
  }

  function isLocked(key: string): boolean {
    const rule = policy.value[key];
    return ((rule?.readonly ?? false) || (rule?.hidden ?? false)) && !unlocked.value.has(key);
  }

  return {
    step,
    transfer,
    selection,
    values,
    errors,
    lookups,
    autoFilled,
    submitState,
    selectionError,
    approval,
    refuseState,
    policy: computed(() => policy.value),
    cache,
    queries: {
      countries: countriesQuery,
      methods: methodsQuery,
      meta: metaQuery,
      fields: fieldsQuery,
      recent: recentQuery,
    },
    isLocked,
    isHidden,
    start() {
      if (started) return;
      started = true;
      void load(false);
    },
    retryLoad() {
      void load(true);
    },
    beginClaim,
    back() {
      const kind = step.peek().kind;
      if (kind === 'payout-details') go({ kind: 'payout-method' });
      else if (kind === 'payout-method') go({ kind: 'details' });
    },
    selectCountry,
    selectMethod,
    selectCurrency,
    continueToDetails,
    reuseWithdrawal,
    setValue(key, value) {
      // Before the form's module is there, nothing can have an error or a lookup yet: keep the value.
      if (claimFieldsLoaded()) form().setValue(key, value);
      else values.value = { ...values.peek(), [key]: value };
    },
    async leaveField(key) {
      try {
        await loadClaimFields();
      } catch {
        return; // the form shows the failure with its retry
      }
      await form().leaveField(key);
    },
    submit,
    approve,
    resendCode,
    changeDetails() {
      if (step.peek().kind === 'approval') go({ kind: 'payout-details' });
    },
    refuse,
    setPolicy(next) {
      if (canonicalJson(next ?? {}) === canonicalJson(policy.peek())) return;
      batch(() => {
        policy.value = next ?? {};
        unlocked.value = new Set();
      });
      // Fields are built with the policy: rebuild them, and fill what the new policy fixes on the open form.
      cache.invalidate('claim/fields/');
      if (step.peek().kind === 'payout-details') {
        currentFields().then(
          (fields) => {
            applyPrefills(fields);
            unlockInvalidFixedFields(fields);
          },
          () => undefined,
        );
      }
    },
  };
}
