/**
 * Transaction approval as a framework-free state machine (spec 2 section 4, "Transaction approval"; spec 1,
 * "Real-time notifications"). After a money-moving submit the next screen depends on the payer's approval mode:
 *
 * - none (0): the transfer is booked; success at once;
 * - push (1): wait for the decision on the payer's device; it arrives over the realtime channel as a notification
 *   carrying the transaction id ({@link PushWatch}); the request can be sent again;
 * - sms (2), otp (3), approval code (4): a 6-digit code is entered; a new code can be asked for;
 * - a business user who may only initiate (access right 3): after their own approval the result is an approval
 *   transaction, and the success says "approval transaction created".
 *
 * Success lasts {@link SUCCESS_CLOSE_MS} (the success popup closes after 3 seconds, spec 2 section 9) and then the
 * machine is `done`. A submit that fails without an answer from the server keeps its idempotency key, so trying
 * again can never pay twice; a declined or expired approval starts a new attempt with a new key.
 */
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { TwoStepMode } from '../api/contract/customer';
import type { TransferResult } from '../api/contract/p2p';
import { ApiError, errorFromFailure } from '../api/errors';

/** The success popup closes after 3 seconds (spec 2 section 9). */
export const SUCCESS_CLOSE_MS = 3000;
/** Approval codes are six digits, like every one-time code of the platform. */
export const APPROVAL_CODE_LENGTH = 6;

export type CodeMode = Extract<TwoStepMode, 'sms' | 'otp' | 'approvalCode'>;

export type ResendState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'sent'; to: string | null }
  | { status: 'failed'; error: ApiError };

export interface ApprovalSuccess {
  transactionId: string;
  /** The approval made a transaction request for another user of the business (access right 3). */
  approvalTransactionCreated: boolean;
  /** Not booked yet (an approval transaction waits): without a server message, the 'payment pending' text with a star. */
  pending: boolean;
  /** The server's own words, when it sent some. */
  message: string | null;
  result: TransferResult;
  /** When the client received the booking (ISO 8601): the receipt's date. */
  bookedAt?: string | undefined;
}

/** Why an approval ended without a payment. */
export type DeclineReason = 'declined' | 'expired' | 'tooManyCodes';

export type ApprovalState =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  /** The submit failed (network, server, validation); `submit()` tries again with the same attempt. */
  | { kind: 'failed'; error: ApiError }
  | {
      kind: 'code';
      mode: CodeMode;
      transactionId: string;
      sentTo: string | null;
      approving: boolean;
      error: ApiError | null;
      resend: ResendState;
    }
  | { kind: 'push'; transactionId: string; resend: ResendState; error: ApiError | null }
  | { kind: 'success'; success: ApprovalSuccess }
  /** The success popup closed; the payment is made (or the approval transaction created). */
  | { kind: 'done'; success: ApprovalSuccess }
  | { kind: 'declined'; reason: DeclineReason; message: string };

/** Waits for the decision on a push approval; resolves with the transfer as it then stands. */
export type PushWatch = (transactionId: string, signal: AbortSignal) => Promise<TransferResult>;

export interface ApprovalCalls {
  /**
   * The money-moving call. `attempt` counts the attempts that ended without a payment (declined, expired): the caller
   * derives the idempotency key from it and the payload, so a retry of the same attempt is answered by the server
   * with its first reply, and a new attempt after a decline gets a new key.
   */
  submit(attempt: number): Promise<TransferResult>;
  approve(transactionId: string, code: string): Promise<TransferResult>;
  resend(transactionId: string): Promise<{ approvalSentTo?: string | null | undefined }>;
  watchPush: PushWatch;
  /** Tests pass fake timers. */
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export interface ApprovalMachine {
  readonly state: ReadonlySignal<ApprovalState>;
  /** Submits (or, after a failure, submits the same attempt again). Ignored while busy: a double click pays once. */
  submit(): Promise<void>;
  enterCode(code: string): Promise<void>;
  resend(): Promise<void>;
  /** Closes the success popup before its 3 seconds are up. */
  acknowledge(): void;
  /**
   * The success popup is on screen: its 3 seconds count from now. A slow device (or a busy page) may paint it well after
   * the answer arrived, and the customer must still get the whole time to read it.
   */
  successShown(): void;
  /** Back to idle after a decline or a failure, to change the account or try again. */
  reset(): void;
  dispose(): void;
}

const CODE_MODES: readonly string[] = ['sms', 'otp', 'approvalCode'];

function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : errorFromFailure(error);
}

/** The server's answer says the approval cannot go on (declined on the device, expired, too many codes). */
function declineReasonOf(error: ApiError): DeclineReason | null {
  if (error.code !== 'TA1') return null;
  if (/too many wrong codes/i.test(error.message)) return 'tooManyCodes';
  if (/expired/i.test(error.message)) return 'expired';
  if (/declined/i.test(error.message)) return 'declined';
  return null;
}

export function createApprovalMachine(calls: ApprovalCalls): ApprovalMachine {
  const state = signal<ApprovalState>({ kind: 'idle' });
  const schedule = calls.setTimeout ?? ((run: () => void, ms: number) => globalThis.setTimeout(run, ms));
  const cancel =
    calls.clearTimeout ?? ((handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  let attempt = 0;
  let watching: AbortController | null = null;
  let closeTimer: unknown = null;
  let disposed = false;

  const set = (next: ApprovalState) => {
    if (!disposed) state.value = next;
  };

  function newAttempt(): void {
    attempt += 1;
  }

  function succeed(result: TransferResult): void {
    watching?.abort();
    watching = null;
    const success: ApprovalSuccess = {
      transactionId: String(result.transactionId),
      approvalTransactionCreated: result.approvalTransactionCreated,
      pending: result.status !== 'completed',
      message: result.message?.trim() ? result.message : null,
      result,
      bookedAt: new Date().toISOString(),
    };
    set({ kind: 'success', success });
    scheduleClose(success);
  }

  function scheduleClose(success: ApprovalSuccess): void {
    if (closeTimer !== null) cancel(closeTimer);
    closeTimer = schedule(() => {
      closeTimer = null;
      if (state.value.kind === 'success') set({ kind: 'done', success });
    }, SUCCESS_CLOSE_MS);
  }

  function decline(reason: DeclineReason, message: string): void {
    watching?.abort();
    watching = null;
    newAttempt();
    set({ kind: 'declined', reason, message });
  }

  /** The next state for a transfer as the server answered it. */
  function follow(result: TransferResult): void {
    const transactionId = String(result.transactionId);
    switch (result.status) {
      case 'completed':
      case 'approvalTransactionCreated':
        return succeed(result);
      case 'declined':
        return decline('declined', result.message ?? '');
      case 'waitingApproval':
        if (result.approveMode === 'push') return waitForPush(transactionId);
        if (CODE_MODES.includes(result.approveMode)) {
          set({
            kind: 'code',
            mode: result.approveMode as CodeMode,
            transactionId,
            sentTo: result.approvalSentTo ?? null,
            approving: false,
            error: null,
            resend: { status: 'idle' },
          });
          return;
        }
        // A waiting transfer in mode none cannot happen; treat it as a failure the user can retry.
        set({
          kind: 'failed',
          error: errorFromFailure(
            new Error(
              `Transfer ${transactionId} waits for an approval the client does not know (${result.approveMode})`,
            ),
          ),
        });
    }
  }

  function waitForPush(transactionId: string): void {
    watching?.abort();
    const controller = new AbortController();
    watching = controller;
    set({ kind: 'push', transactionId, resend: { status: 'idle' }, error: null });
    calls.watchPush(transactionId, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        follow(result);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const current = state.value;
        if (current.kind === 'push') set({ ...current, error: toApiError(error) });
      },
    );
  }

  return {
    state,

    async submit() {
      const current = state.value.kind;
      if (current !== 'idle' && current !== 'failed') return;
      set({ kind: 'submitting' });
      try {
        follow(await calls.submit(attempt));
      } catch (error) {
        set({ kind: 'failed', error: toApiError(error) });
      }
    },

    async enterCode(code) {
      const current = state.value;
      if (current.kind !== 'code' || current.approving) return;
      set({ ...current, approving: true, error: null });
      try {
        follow(await calls.approve(current.transactionId, code));
      } catch (error) {
        const apiError = toApiError(error);
        const reason = declineReasonOf(apiError);
        if (reason) return decline(reason, apiError.message);
        const latest = state.value;
        if (latest.kind === 'code') set({ ...latest, approving: false, error: apiError });
      }
    },

    async resend() {
      const current = state.value;
      if ((current.kind !== 'code' && current.kind !== 'push') || current.resend.status === 'busy') return;
      set({ ...current, resend: { status: 'busy' } });
      try {
        const answer = await calls.resend(current.transactionId);
        const latest = state.value;
        if (latest.kind === 'code')
          set({
            ...latest,
            sentTo: answer.approvalSentTo ?? latest.sentTo,
            error: null,
            resend: { status: 'sent', to: answer.approvalSentTo ?? latest.sentTo },
          });
        else if (latest.kind === 'push') set({ ...latest, error: null, resend: { status: 'sent', to: null } });
      } catch (error) {
        const apiError = toApiError(error);
        const reason = declineReasonOf(apiError);
        if (reason) return decline(reason, apiError.message);
        const latest = state.value;
        if (latest.kind === 'code' || latest.kind === 'push')
          set({ ...latest, resend: { status: 'failed', error: apiError } });
      }
    },

    successShown() {
      const current = state.value;
      if (current.kind === 'success' && closeTimer !== null) scheduleClose(current.success);
    },

    acknowledge() {
      const current = state.value;
      if (current.kind !== 'success') return;
      if (closeTimer !== null) cancel(closeTimer);
      closeTimer = null;
      set({ kind: 'done', success: current.success });
    },

    reset() {
      const current = state.value.kind;
      if (current !== 'declined' && current !== 'failed') return;
      set({ kind: 'idle' });
    },

    dispose() {
      disposed = true;
      watching?.abort();
      watching = null;
      if (closeTimer !== null) cancel(closeTimer);
      closeTimer = null;
    },
  };
}
