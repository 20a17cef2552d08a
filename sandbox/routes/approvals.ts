/** Named methods of business approvals (contract/approvals.ts) over domain/approvals.ts. */
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { SandboxContext } from '../context';
import {
  ApprovalError,
  businessUsers,
  confirmDecision,
  decideRequests,
  listMassBatches,
  listRequests,
  pendingCounts,
  resendDecisionCode,
} from '../domain/approvals';
import { IdempotencyConflictError, withIdempotencyKey } from '../domain/idempotency';
import type { MethodHandlers } from './contract';
import { actingParties as parties, EnvelopeError } from './contract';

export type ApprovalMethod =
  | 'businessTransactionRequestList'
  | 'businessTransactionMassList'
  | 'businessTransactionApprove'
  | 'businessTransactionMassApprove'
  | 'businessTransactionRequestConfirm'
  | 'businessTransactionApprovalResend'
  | 'businessUserList'
  | 'transactionRequestCounts';

function asEnvelope<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ApprovalError) throw new EnvelopeError(error.responseCode, error.message, error.extra);
    if (error instanceof IdempotencyConflictError) throw new EnvelopeError(RESPONSE_CODES.invalidParams, error.message);
    throw error;
  }
}

export function approvalHandlers(context: SandboxContext): Pick<MethodHandlers, ApprovalMethod> {
  const { db } = context;
  return {
    businessTransactionRequestList(input, call) {
      const { user, customer } = parties(call);
      return asEnvelope(() => listRequests(db, user, customer, input));
    },
    businessTransactionMassList(input, call) {
      const { user, customer } = parties(call);
      return asEnvelope(() => listMassBatches(db, user, customer, input.page, input.size));
    },
    // A decision retried with its idempotency key (double click, lost answer) answers the first decision again.
    businessTransactionApprove(input, call) {
      const { user, customer } = parties(call);
      return asEnvelope(() =>
        withIdempotencyKey(
          db,
          {
            key: call.request.headers.get('idempotency-key'),
            operation: `businessTransactionApprove:${user.id}`,
            request: input,
            nowMs: context.now(),
          },
          () => decideRequests(context, user, customer, { transactionIds: input.transactionIds }, input.declined),
        ),
      );
    },
    businessTransactionMassApprove(input, call) {
      const { user, customer } = parties(call);
      return asEnvelope(() =>
        withIdempotencyKey(
          db,
          {
            key: call.request.headers.get('idempotency-key'),
            operation: `businessTransactionMassApprove:${user.id}`,
            request: input,
            nowMs: context.now(),
          },
          () => decideRequests(context, user, customer, { batchId: input.batchId }, input.declined),
        ),
      );
    },
    businessTransactionRequestConfirm(input, call) {
      const { user, customer } = parties(call);
      return asEnvelope(() => confirmDecision(context, user, customer, input.approvalTransactionId, input.code));
    },
    businessTransactionApprovalResend(input, call) {
      const { user, customer } = parties(call);
      return asEnvelope(() => resendDecisionCode(context, user, customer, input.approvalTransactionId));
    },
    businessUserList(_input, call) {
      const { customer } = parties(call);
      return { users: businessUsers(db, customer) };
    },
    transactionRequestCounts(_input, call) {
      const { user, customer } = parties(call);
      return pendingCounts(db, user, customer);
    },
  };
}
