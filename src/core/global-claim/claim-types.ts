/** The types of the global transfer claim (claim-model.ts): its steps, events, selection and states. */
import type { ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client';
import type { GlobalTransferDetails, PayoutMethod, RecentWithdrawal } from '../api/contract/global-claim';
import type { ApiError } from '../api/errors';
import type { IdempotencyKeys } from '../api/idempotency';
import type { PayoutField, FieldError } from '../payout-fields/field-engine';
import type { FieldPolicy } from '../payout-fields/field-policy';
import type { LookupState } from '../payout-fields/field-form';
import type { QueryOptions } from '../resource/query-options';
import type { ResourceCache } from '../resource/resource-cache';
import type { AmountSummary } from './amounts';

/** Why a transfer cannot be claimed; each has its own screen. */
/** `blocked`: the sender's payout blacklist stops payouts to the recipient (the server answers '13', access denied). */
export type UnavailableReason = 'unknown-secret' | 'expired' | 'claimed' | 'refused' | 'blocked' | 'error';

/** The steps a host hears about (`wallet-step-change`). */
export type ClaimStepName =
  'details' | 'payout-method' | 'payout-details' | 'approval' | 'completed' | 'refused' | 'unavailable';

export interface ClaimSubmission {
  operationId: string;
  approveType: string;
  approvalSentTo: string;
  availableApprovalMethods: string[];
}

export interface CompletedPayout {
  paymentId: string;
  paymentMethod: string;
  amount: number | string;
  currencyCode: string;
  status: string;
}

export type ClaimStep =
  | { kind: 'loading' }
  /** The details could not be loaded (network, server): retry with `retryLoad()`. */
  | { kind: 'load-failed'; error: ApiError }
  | { kind: 'unavailable'; reason: UnavailableReason }
  | { kind: 'details' }
  | { kind: 'payout-method' }
  | { kind: 'payout-details' }
  | { kind: 'approval'; submission: ClaimSubmission }
  | { kind: 'completed'; payout: CompletedPayout }
  | { kind: 'refused' };

/** What the host page is told (the widget turns these into `wallet-*` events). */
export type ClaimEvent =
  | { type: 'step-change'; step: ClaimStepName }
  | { type: 'submitted'; operationId: string; approveType: string }
  | { type: 'completed'; paymentId: string; method: string; amount: string; currency: string }
  | { type: 'refused'; paymentId: string }
  | { type: 'error'; code: string; message: string };

export interface Selection {
  countryCode: string;
  paymentMethod: string;
  currencyCode: string;
}

export type { CardInfo, InstantAccount, LookupState } from '../payout-fields/field-form';

export type SelectionError = ApiError | 'earlier-payout-not-offered';

export type ActionState = { status: 'idle' } | { status: 'busy' } | { status: 'failed'; error: ApiError };

export interface ApprovalState {
  submission: ClaimSubmission;
  /** A wrong code (the server's description) or a failed call. */
  error: ApiError | null;
  /** Set when the code is empty. */
  codeMissing: boolean;
  resend: ActionState | { status: 'sent'; to: string };
}

export interface ClaimModelOptions {
  api: ApiClient;
  paymentSecret: string;
  policy?: FieldPolicy | undefined;
  onEvent?: ((event: ClaimEvent) => void) | undefined;
  /** Tests give a fixed key source; production uses random UUIDs. */
  idempotencyKeys?: IdempotencyKeys | undefined;
  /**
   * The language the API client asks for (Accept-Language). The server words countries, method names, delivery
   * times and form labels in it, so those reads are cached per language and a switch loads them again.
   */
  language?: (() => string) | undefined;
}

export interface ClaimModel {
  readonly step: ReadonlySignal<ClaimStep>;
  readonly transfer: ReadonlySignal<GlobalTransferDetails | null>;
  readonly selection: ReadonlySignal<Selection>;
  /** What the recipient typed (and what policies and lookups filled), by field key. Kept across steps. */
  readonly values: ReadonlySignal<Readonly<Record<string, string>>>;
  readonly errors: ReadonlySignal<Readonly<Record<string, FieldError>>>;
  readonly lookups: ReadonlySignal<Readonly<Record<string, LookupState>>>;
  /** Keys filled by a lookup and not edited since. */
  readonly autoFilled: ReadonlySignal<ReadonlySet<string>>;
  readonly submitState: ReadonlySignal<ActionState>;
  /**
   * A failure of the method step: a call that failed (continuing, reusing an earlier payout), or
   * `'earlier-payout-not-offered'` when this transfer does not offer the country, method or currency of the earlier
   * payout the recipient chose.
   */
  readonly selectionError: ReadonlySignal<SelectionError | null>;
  readonly approval: ReadonlySignal<ApprovalState | null>;
  readonly refuseState: ReadonlySignal<ActionState>;
  readonly policy: ReadonlySignal<FieldPolicy>;
  readonly cache: ResourceCache;
  /** The claim's server reads; `null` while the claim is not far enough along for one (read with `useQuery`). */
  readonly queries: {
    countries: () => QueryOptions<Array<{ code: string; name: string }>>;
    methods: (countryCode: string) => QueryOptions<PayoutMethod[]> | null;
    meta: (selection: Selection) => QueryOptions<AmountSummary> | null;
    fields: (selection: Selection) => QueryOptions<PayoutField[]> | null;
    recent: () => QueryOptions<RecentWithdrawal[]>;
  };
  /** Whether a policy lets the recipient change a field or selection key (an invalid fixed value unlocks it). */
  isLocked(key: string): boolean;
  isHidden(key: string): boolean;

  start(): void;
  retryLoad(): void;
  beginClaim(): Promise<void>;
  back(): void;
  selectCountry(countryCode: string): Promise<void>;
  selectMethod(paymentMethod: string): Promise<void>;
  selectCurrency(currencyCode: string): void;
  /** Goes on to the details form when the selection is complete and its amounts are known. */
  continueToDetails(): Promise<boolean>;
  /** Fills country, method and details from an earlier payout and opens the details form. */
  reuseWithdrawal(paymentId: string | number): Promise<boolean>;
  setValue(key: string, value: string): void;
  /** Checks a field offline and, if it is valid, runs its lookup. */
  leaveField(key: string): Promise<void>;
  /** Checks every field offline, then submits; false (with errors set) when nothing was sent or it failed. */
  submit(): Promise<boolean>;
  approve(code: string): Promise<boolean>;
  resendCode(approveType?: string): Promise<void>;
  /** Back from the approval step to change the details. */
  changeDetails(): void;
  refuse(): Promise<boolean>;
  /** Replaces the host's field policy (a policy equal to the current one changes nothing). */
  setPolicy(policy: FieldPolicy | undefined): void;
}
