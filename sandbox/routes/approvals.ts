/** Named methods of business approvals (contract/approvals.ts) over domain/approvals.ts. */
import { onceByIdempotencyKey } from './idempotent-call';
import type { SandboxContext } from '../context';
import {
  businessUsers,
  confirmDecision,
  decideRequests,
  listMassBatches,
  listRequests,
  pendingCounts,
  resendDecisionCode,
} from '../domain/approvals';
import type { MethodHandlers } from './contract';
import { actingParties as parties } from './contract';

export type ApprovalMethod =
  | 'businessTransactionRequestList'
  | 'businessTransactionMassList'
  | 'businessTransactionApprove'
  | 'businessTransactionMassApprove'
  | 'businessTransactionRequestConfirm'
  | 'businessTransactionApprovalResend'
  | 'businessUserList'
  | 'transactionRequestCounts';

export function approvalHandlers(context: SandboxContext): Pick<MethodHandlers, ApprovalMethod> {
  const { db } = context;
  return {
    businessTransactionRequestList(input, call) {
      const { user, customer } = parties(call);
      return listRequests(db, user, customer, input);
    },
    businessTransactionMassList(input, call) {
      const { user, customer } = parties(call);
      return listMassBatches(db, user, customer, input.page, input.size);
    },
    // A decision retried with its idempotency key (double click, lost answer) answers the first decision again.
    businessTransactionApprove(input, call) {
      const { user, customer } = parties(call);
      return onceByIdempotencyKey(call, `businessTransactionApprove:${user.id}`, input, () =>
        decideRequests(context, user, customer, { transactionIds: input.transactionIds }, input.declined),
      );
    },
    businessTransactionMassApprove(input, call) {
      const { user, customer } = parties(call);
      return onceByIdempotencyKey(call, `businessTransactionMassApprove:${user.id}`, input, () =>
        decideRequests(context, user, customer, { batchId: input.batchId }, input.declined),
      );
    },
    businessTransactionRequestConfirm(input, call) {
      const { user, customer } = parties(call);
      return confirmDecision(context, user, customer, input.approvalTransactionId, input.code);
    },
    businessTransactionApprovalResend(input, call) {
      const { user, customer } = parties(call);
      return resendDecisionCode(context, user, customer, input.approvalTransactionId);
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
