/**
 * The 'Payment Confirmation' popup of spec 3 section 8 (and spec 2 section 8, "a failed approval confirmation shows
 * an error popup with the errors"), for a business approver's decision on transaction requests: a rejection reads
 * 'Transaction was rejected.' or the server's message; otherwise the title is 'Successfully submitted' or 'Failed
 * transaction', the latter with the errors.
 */
import type { ApiError } from '../api/errors';
import type { ApprovalState } from './approval-machine';

export type PaymentConfirmationTitle = 'rejected' | 'submitted' | 'failed';

export interface PaymentConfirmation {
  title: PaymentConfirmationTitle;
  /** The server's words: shown instead of 'Transaction was rejected.' for a rejection, under the title otherwise. */
  message: string | null;
  /** The failure, for its errors (a failed confirmation). */
  error: ApiError | null;
  /** Requests of the decision that could not be carried out, with the server's reason. */
  failures: { transactionId: number | string; failure: string }[];
}

interface DecisionResult {
  results?: readonly { transactionId: number | string; failure?: string | null | undefined }[] | undefined;
}

/**
 * What the popup says once a decision has an outcome, or null while it has none (submitting, waiting for the code or
 * the device). `declinedDecision`: the approver chose to decline the requests.
 */
export function paymentConfirmationOf(state: ApprovalState, declinedDecision: boolean): PaymentConfirmation | null {
  if (state.kind === 'failed') return { title: 'failed', message: null, error: state.error, failures: [] };
  if (state.kind === 'declined')
    return { title: 'rejected', message: state.message.trim() || null, error: null, failures: [] };
  if (state.kind !== 'success' && state.kind !== 'done') return null;
  const { message } = state.success;
  if (declinedDecision) return { title: 'rejected', message, error: null, failures: [] };
  const results = (state.success.result as DecisionResult).results ?? [];
  const failures = results.flatMap((item) =>
    item.failure ? [{ transactionId: item.transactionId, failure: item.failure }] : [],
  );
  return { title: failures.length > 0 ? 'failed' : 'submitted', message, error: null, failures };
}
