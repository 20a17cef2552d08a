import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import type { ApprovalState, ApprovalSuccess } from './approval-machine';
import { paymentConfirmationOf } from './payment-confirmation';

function success(message: string | null, results: unknown[] = []): ApprovalState {
  const decided = { transactionId: 7, results } as unknown as ApprovalSuccess['result'];
  return {
    kind: 'success',
    success: { transactionId: '7', approvalTransactionCreated: false, pending: false, message, result: decided },
  };
}

describe('paymentConfirmationOf (spec 3 section 8)', () => {
  it('has nothing to say before an outcome', () => {
    expect(paymentConfirmationOf({ kind: 'submitting' }, false)).toBeNull();
    expect(paymentConfirmationOf({ kind: 'idle' }, true)).toBeNull();
  });

  it("an approval carried out is 'Successfully submitted'", () => {
    const outcome = paymentConfirmationOf(success(null, [{ transactionId: 1, status: 'approved' }]), false);
    expect(outcome).toEqual({ title: 'submitted', message: null, error: null, failures: [] });
  });

  it("a rejection is 'Transaction was rejected.' unless the server said something", () => {
    expect(paymentConfirmationOf(success(null), true)?.title).toBe('rejected');
    expect(paymentConfirmationOf(success(null), true)?.message).toBeNull();
    expect(paymentConfirmationOf(success('Request 4 was declined by Nora'), true)?.message).toBe(
      'Request 4 was declined by Nora',
    );
    const onDevice = paymentConfirmationOf({ kind: 'declined', reason: 'declined', message: '' }, false);
    expect(onDevice).toMatchObject({ title: 'rejected', message: null });
  });

  it("a failed confirmation is 'Failed transaction' with its errors", () => {
    const error = new ApiError({ code: 'VF', message: 'Insufficient funds' });
    expect(paymentConfirmationOf({ kind: 'failed', error }, false)).toEqual({
      title: 'failed',
      message: null,
      error,
      failures: [],
    });
    const partly = paymentConfirmationOf(
      success(null, [
        { transactionId: 1, status: 'approved' },
        { transactionId: 2, status: 'pending', failure: 'Insufficient funds' },
      ]),
      false,
    );
    expect(partly).toMatchObject({ title: 'failed', failures: [{ transactionId: 2, failure: 'Insufficient funds' }] });
  });
});
