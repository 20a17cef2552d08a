/**
 * Paying someone from the wallet, framework-free (spec 2: p2p funds transfer, "Validation rules", "Transaction
 * approval"): the payer chooses the account to pay from (balances shown; an account in another currency shows the
 * exchange rate, which is 1 without a call when the currencies are equal or one is missing), sees the fee and what
 * leaves the account (asked only when the amount and the account are set and the amount is above 0), and pays with a
 * p2p funds transfer carrying an idempotency key. The approval that follows is {@link ApprovalMachine}'s.
 *
 * Used by the invoice payment (widget and portal) and meant for any other "pay this" flow (a merchant's pay
 * button): the target is an amount, a currency, the payee's e-mail and optionally an invoice id.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client';
import { accountsQuery } from '../accounts/accounts-data';
import { ACCOUNT_TYPES, type Account } from '../api/contract/accounts';
import { approvalResend, exchangeRateGet, p2pTransfer, p2pTransferFee, transferApprove } from '../api/contract/p2p';
import { ApiError, errorFromFailure } from '../api/errors';
import { createIdempotencyKeys, type IdempotencyKeys } from '../api/idempotency';
import { compareDecimal, isDecimal, toDecimalString, type Amount } from '../money/money';
import { createApprovalMachine, type ApprovalMachine, type PushWatch } from './approval-machine';

/** What is paid: an amount in a currency to a wallet user's e-mail (optionally an invoice), or a merchant's button. */
export interface PaymentTarget {
  /** Decimal, two fraction digits at most. */
  amount: Amount;
  currency: string;
  /** The payee; absent when `buttonId` names a merchant's button (the server knows its business). */
  toEmail?: string | undefined;
  invoiceId?: string | number | undefined;
  /** A merchant's saved button (the storefront's pay button). */
  buttonId?: number | undefined;
  /** A subscription button's period and number of payments (none: until cancelled); the payment is its first. */
  subscription?: { frequency: string; transactions?: number | undefined } | undefined;
  note?: string | undefined;
}

export interface PaymentAccount {
  accountId: string;
  accountNumber: string;
  currency: string;
  balance: Amount;
}

export type AccountsState =
  { status: 'loading' } | { status: 'ready'; accounts: PaymentAccount[] } | { status: 'failed'; error: ApiError };

/** The rate from the target's currency to an account's, for showing beside the account. */
export type RateState =
  { status: 'loading' } | { status: 'ready'; rate: Amount } | { status: 'failed'; error: ApiError };

export interface PaymentQuote {
  fee: Amount;
  feeCurrencyCode: string;
  exchangeRate: Amount;
  debitAmount: Amount;
  totalDebit: Amount;
  /** The account's balance covers the total. */
  sufficient: boolean;
}

export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: PaymentQuote }
  | { status: 'failed'; error: ApiError };

/** The exchange rate needs a call only when both currencies are known and differ (spec 2 section 5). */
export function exchangeRateNeeded(from: string | null | undefined, to: string | null | undefined): boolean {
  return Boolean(from) && Boolean(to) && from !== to;
}

/** The fee is asked for only when the amount and the account are set and the amount is above 0 (spec 2 section 5). */
export function feeRequestable(amount: Amount | null | undefined, accountId: string | null | undefined): boolean {
  if (accountId === null || accountId === undefined || accountId === '') return false;
  if (amount === null || amount === undefined || amount === '' || !isDecimal(amount)) return false;
  return compareDecimal(amount, 0) > 0;
}

/** Accounts a payment can come from: payment accounts (cards and receiving accounts are not paid from). */
export function payableAccounts(accounts: readonly Account[]): PaymentAccount[] {
  return accounts
    .filter((account) => account.type === ACCOUNT_TYPES.payment)
    .map((account) => ({
      accountId: String(account.accountId),
      accountNumber: account.accountNumber,
      currency: account.currencyCode,
      balance: account.balance,
    }));
}

/** The account chosen first: one in the target's currency, else the first. */
export function defaultAccount(accounts: readonly PaymentAccount[], currency: string): PaymentAccount | null {
  return accounts.find((account) => account.currency === currency) ?? accounts[0] ?? null;
}

function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : errorFromFailure(error);
}

export interface PaymentModelOptions {
  api: ApiClient;
  target: PaymentTarget;
  watchPush: PushWatch;
  idempotencyKeys?: IdempotencyKeys | undefined;
}

export interface PaymentModel {
  readonly accounts: ReadonlySignal<AccountsState>;
  readonly rates: ReadonlySignal<Readonly<Record<string, RateState>>>;
  readonly selectedAccountId: ReadonlySignal<string | null>;
  readonly quote: ReadonlySignal<QuoteState>;
  /** An account is chosen, its quote is in and the balance covers it, and no approval is under way. */
  readonly canPay: ReadonlySignal<boolean>;
  readonly approval: ApprovalMachine;
  /** Loads the accounts, the rates of accounts in other currencies and the quote of the default account. */
  start(): void;
  reloadAccounts(): void;
  selectAccount(accountId: string): void;
  retryQuote(): void;
  /** Another amount or payee (a pay button whose amount changes); the quote is asked for again. */
  setTarget(target: PaymentTarget): void;
  /** Pays with the chosen account; a double click pays once. */
  pay(): Promise<void>;
  dispose(): void;
}

export function createPaymentModel(options: PaymentModelOptions): PaymentModel {
  const { api } = options;
  const keys = options.idempotencyKeys ?? createIdempotencyKeys();
  const target = signal<PaymentTarget>(options.target);
  const accounts = signal<AccountsState>({ status: 'loading' });
  const rates = signal<Readonly<Record<string, RateState>>>({});
  const selectedAccountId = signal<string | null>(null);
  const quote = signal<QuoteState>({ status: 'idle' });
  const lifetime = new AbortController();
  let quoteRequest = 0;
  let started = false;

  const selectedAccount = computed(() => {
    const state = accounts.value;
    return state.status === 'ready'
      ? (state.accounts.find((account) => account.accountId === selectedAccountId.value) ?? null)
      : null;
  });

  /** The transfer's payload for the chosen account (the idempotency key is derived from it). */
  function payload() {
    const account = selectedAccount.peek();
    const { amount, currency, toEmail, invoiceId, buttonId, subscription, note } = target.peek();
    if (!account) throw new Error('pay() without a chosen account');
    return {
      accountId: account.accountId,
      amount: toDecimalString(amount),
      currency,
      ...(toEmail === undefined ? {} : { toEmail }),
      ...(invoiceId === undefined ? {} : { invoiceId }),
      ...(buttonId === undefined ? {} : { buttonId }),
      ...(subscription
        ? {
            subscriptionFrequency: subscription.frequency,
            ...(subscription.transactions === undefined ? {} : { subscriptionTransactions: subscription.transactions }),
          }
        : {}),
      ...(note ? { note } : {}),
    };
  }

  const approval = createApprovalMachine({
    submit: (attempt) => {
      const body = payload();
      return api.call(p2pTransfer, body, {
        signal: lifetime.signal,
        idempotencyKey: keys.keyFor('p2pTransfer', { ...body, attempt }),
      });
    },
    approve: (transactionId, code) =>
      api.call(transferApprove, { trxid: transactionId, approvalCode: code }, { signal: lifetime.signal }),
    resend: (transactionId) => api.call(approvalResend, { trxid: transactionId }, { signal: lifetime.signal }),
    watchPush: options.watchPush,
  });

  const canPay = computed(() => {
    const state = quote.value;
    const step = approval.state.value.kind;
    return (
      state.status === 'ready' &&
      state.quote.sufficient &&
      (step === 'idle' || step === 'failed' || step === 'declined')
    );
  });

  async function loadQuote(): Promise<void> {
    const account = selectedAccount.peek();
    const { amount, currency } = target.peek();
    const request = ++quoteRequest;
    if (!account || !feeRequestable(amount, account.accountId)) {
      quote.value = { status: 'idle' };
      return;
    }
    quote.value = { status: 'loading' };
    try {
      const answer = await api.call(
        p2pTransferFee,
        { accountId: account.accountId, amount: toDecimalString(amount), currency },
        { signal: lifetime.signal },
      );
      if (request !== quoteRequest) return;
      quote.value = {
        status: 'ready',
        quote: { ...answer, sufficient: compareDecimal(account.balance, answer.totalDebit) >= 0 },
      };
    } catch (error) {
      if (request !== quoteRequest || lifetime.signal.aborted) return;
      quote.value = { status: 'failed', error: toApiError(error) };
    }
  }

  async function loadRate(account: PaymentAccount): Promise<void> {
    const from = target.peek().currency;
    if (!exchangeRateNeeded(from, account.currency)) {
      rates.value = { ...rates.peek(), [account.accountId]: { status: 'ready', rate: 1 } };
      return;
    }
    rates.value = { ...rates.peek(), [account.accountId]: { status: 'loading' } };
    try {
      const answer = await api.call(
        exchangeRateGet,
        { fromCurrencyCode: from, toCurrencyCode: account.currency },
        { signal: lifetime.signal },
      );
      rates.value = { ...rates.peek(), [account.accountId]: { status: 'ready', rate: answer.exchangeRate } };
    } catch (error) {
      if (lifetime.signal.aborted) return;
      rates.value = { ...rates.peek(), [account.accountId]: { status: 'failed', error: toApiError(error) } };
    }
  }

  async function loadAccounts(): Promise<void> {
    accounts.value = { status: 'loading' };
    try {
      const answer = await accountsQuery(api).load(lifetime.signal);
      const payable = payableAccounts(answer.accounts);
      batch(() => {
        accounts.value = { status: 'ready', accounts: payable };
        const kept = payable.some((account) => account.accountId === selectedAccountId.peek());
        if (!kept) selectedAccountId.value = defaultAccount(payable, target.peek().currency)?.accountId ?? null;
      });
      for (const account of payable) void loadRate(account);
      void loadQuote();
    } catch (error) {
      if (lifetime.signal.aborted) return;
      accounts.value = { status: 'failed', error: toApiError(error) };
    }
  }

  return {
    accounts,
    rates,
    selectedAccountId,
    quote,
    canPay,
    approval,

    start() {
      if (started) return;
      started = true;
      void loadAccounts();
    },

    reloadAccounts() {
      void loadAccounts();
    },

    selectAccount(accountId) {
      if (accountId === selectedAccountId.peek()) return;
      const step = approval.state.peek().kind;
      if (step !== 'idle' && step !== 'failed' && step !== 'declined') return;
      approval.reset();
      selectedAccountId.value = accountId;
      void loadQuote();
    },

    retryQuote() {
      void loadQuote();
    },

    setTarget(next) {
      const before = target.peek();
      target.value = next;
      if (before.currency !== next.currency) {
        const state = accounts.peek();
        if (state.status === 'ready') for (const account of state.accounts) void loadRate(account);
      }
      void loadQuote();
    },

    async pay() {
      if (!canPay.peek()) return;
      // After a decline the payer starts a new attempt (a new idempotency key).
      if (approval.state.peek().kind === 'declined') approval.reset();
      await approval.submit();
    },

    dispose() {
      lifetime.abort();
      approval.dispose();
    },
  };
}
