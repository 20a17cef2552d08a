import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import type { ApiClient } from '../../core/api/client';
import { approvalResend, transferApprove } from '../../core/api/contract/p2p';
import type { ApiError } from '../../core/api/errors';
import type { PushWatch } from '../../core/payments/approval-machine';
import { refreshAccounts } from '../../core/accounts/accounts-data';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { TRANSFERS_CACHE_PREFIX } from '../../core/transfers/transfer-data';
import { Banner, Button, FormLayout, LoadErrorBanner, PaymentReview, Spinner, Stack, useErrorText } from '../../ui';
import { fieldErrorsOf, TransferSummary, useLimitText, type Loadable } from './form-parts';
import { useTransfersText } from './messages';
import type { useTransferAccounts } from './transfer-accounts';
import { ApprovalSection, useTransferApproval, type ApprovalCalls } from './transfer-approval';

type Step = ReturnType<typeof useTransferApproval>['state']['value']['kind'];

/** Steps after the review: the approval is asked for, or the transfer is made (the form is put away). */
function pastReview(step: Step): boolean {
  return step === 'code' || step === 'push' || step === 'success' || step === 'done';
}

/**
 * "Make another transfer": the screen around a transfer form, which mounts the form afresh (nothing of the last
 * transfer kept) when its `onNew` is called.
 */
export function newFormEachTransfer<P extends object>(Form: ComponentType<P & { onNew: () => void }>) {
  return function TransferRounds(props: P) {
    const [round, setRound] = useState(0);
    return <Form key={round} {...props} onNew={() => setRound((value) => value + 1)} />;
  };
}

/** The approval calls of a transfer approved as a p2p one (between accounts, to a person): only its submit differs. */
export function transferApprovalCalls(
  api: ApiClient,
  watchPush: PushWatch,
  submit: ApprovalCalls['submit'],
): ApprovalCalls {
  return {
    submit,
    approve: (id, code) => api.call(transferApprove, { trxid: id, approvalCode: code }),
    resend: (id) => api.call(approvalResend, { trxid: id }),
    watchPush,
  };
}

/**
 * The steps every transfer screen shares: the form, the review, then approval and the result. Owns the approval
 * machine, the review flag, the server's field errors of a refused submit, and, once the money moved, fresh
 * accounts and the transfers reads named by `invalidates` (suffixes of {@link TRANSFERS_CACHE_PREFIX}).
 */
export function useTransferFlow({
  calls,
  payload,
  cache,
  invalidates,
}: {
  calls: ApprovalCalls;
  payload: unknown;
  cache: ResourceCache;
  invalidates: readonly string[];
}) {
  const limitText = useLimitText();
  const machine = useTransferApproval(calls, payload);
  const [reviewing, setReviewing] = useState(false);
  const state = machine.state.value;
  const step = state.kind;
  const invalidated = invalidates.join(' ');
  useEffect(() => {
    if (step === 'success' || step === 'done') {
      refreshAccounts(cache);
      for (const suffix of invalidated.split(' ')) cache.invalidate(`${TRANSFERS_CACHE_PREFIX}${suffix}`);
    }
  }, [step, cache, invalidated]);
  // The review stays up while the confirmed transfer is sent, and after a failure (retry from it, or Edit).
  const serverErrors = state.kind === 'failed' ? fieldErrorsOf(state.error, limitText) : {};
  // A refusal at a field (over the limit, unknown payee) goes back to the form, the field's text beside it.
  const inReview = reviewing && !pastReview(step) && Object.keys(serverErrors).length === 0;
  return {
    machine,
    step,
    serverErrors,
    inReview,
    /** The form's fields are read-only: under the review, or while the transfer is sent or approved. */
    locked: inReview || !(step === 'idle' || step === 'failed' || step === 'declined'),
    /** The form's own submit button ("Review") is offered. */
    canContinue: !inReview && !pastReview(step),
    /** The form passed its checks: to the review (after a refusal, the same attempt: same key while nothing changed). */
    review: () => {
      if (step === 'failed') machine.reset();
      setReviewing(true);
    },
    edit: () => setReviewing(false),
    confirm: () => {
      if (machine.state.peek().kind === 'declined') machine.reset();
      void machine.submit();
    },
  };
}

export type TransferFlow = ReturnType<typeof useTransferFlow>;

/** The first load of the accounts a transfer is made from: an error with retry, or a spinner; null once loaded. */
export function TransferAccountsGate({
  accounts,
  children,
}: {
  accounts: ReturnType<typeof useTransferAccounts>['accounts'];
  children: ReactNode;
}) {
  const t = useTransfersText();
  if (accounts.status === 'error' && !accounts.data)
    return <LoadErrorBanner title={t('form.accountsFailed')} error={accounts.error} onRetry={accounts.reload} />;
  if (!accounts.data) return <Spinner label={t('form.loading')} showLabel />;
  return children;
}

/**
 * A transfer screen: title, the form beside the live summary, the fee quote's progress, the review with its
 * confirm button, and the approval and result section.
 */
export function TransferScreen({
  title,
  intro,
  flow,
  summaryRows,
  above,
  onSubmit,
  quote,
  quoteErrorText,
  reviewRows,
  confirmLabel,
  ready,
  approval,
  children,
}: {
  title: string;
  intro?: ReactNode;
  flow: TransferFlow;
  /** The quote's rows beside the form; none, no summary. */
  summaryRows: [string, string][];
  /** Shown above the form, in one stack with it, where a screen has it (a given `false` keeps the stack). */
  above?: ReactNode;
  /** Runs the form's checks; call `flow.review()` when they pass. */
  onSubmit: () => void;
  quote: Loadable<unknown>;
  /** The text of a failed quote; by default the error's. */
  quoteErrorText?: (error: ApiError) => string;
  reviewRows: [string, string][];
  confirmLabel: string;
  /** The review can be confirmed (the quote is in). */
  ready: boolean;
  approval: {
    amount: string;
    payee: string;
    failureText: string | undefined;
    onNew: () => void;
    api: ApiClient;
    cache: ResourceCache;
    brandId: string;
  };
  children: ReactNode;
}) {
  useSignals();
  const t = useTransfersText();
  const errorText = useErrorText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const form = (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {children}
        {quote.status === 'loading' && <Spinner label={t('summary.loading')} showLabel />}
        {quote.status === 'failed' && <Banner tone="error">{(quoteErrorText ?? errorText)(quote.error)}</Banner>}
        {flow.canContinue && <Button type="submit">{t('review.continue')}</Button>}
      </Stack>
    </form>
  );
  return (
    <Stack gap="lg">
      <h1>{title}</h1>
      {intro}
      <FormLayout summary={summaryRows.length > 0 ? <TransferSummary rows={summaryRows} /> : undefined}>
        {above === undefined ? (
          form
        ) : (
          <Stack gap="lg">
            {above}
            {form}
          </Stack>
        )}
      </FormLayout>
      {flow.inReview && (
        <PaymentReview
          rows={reviewRows}
          confirmLabel={confirmLabel}
          busy={flow.step === 'submitting'}
          ready={ready}
          onEdit={flow.edit}
          onConfirm={flow.confirm}
        />
      )}
      <ApprovalSection machine={flow.machine} {...approval} />
    </Stack>
  );
}
