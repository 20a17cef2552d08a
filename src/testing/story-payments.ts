/**
 * The approval side of a payment in stories (the invoice's and the pay button's): how the story's p2p transfer is
 * answered in each approval mode, the code check (123456 is right), the resend, and a push that is never decided or
 * is declined after a moment.
 */
import type { TransferResult } from '../core/api/contract/p2p';
import { ApiError } from '../core/api/errors';
import type { PushWatch } from '../core/payments/approval-machine';
import type { StoryAnswers } from './story-api';

export type StoryApprovalMode = 'none' | 'sms' | 'push' | 'initiator' | 'decline';

/** The story's transfer in a status, with its approval mode. */
export type StoryTransfer = (
  status: TransferResult['status'],
  approveMode: string,
  extra?: Partial<TransferResult>,
) => TransferResult;

export function approvalAnswers(mode: StoryApprovalMode, transfer: StoryTransfer): StoryAnswers {
  return {
    p2pTransfer: () => {
      switch (mode) {
        case 'sms':
          return transfer('waitingApproval', 'sms', { approvalSentTo: '+44 ••• ••• 1234' });
        case 'push':
        case 'decline':
          return transfer('waitingApproval', 'push');
        case 'initiator':
          return transfer('approvalTransactionCreated', 'none', { approvalTransactionCreated: true });
        default:
          return transfer('completed', 'none');
      }
    },
    transferApprove: (payload) => {
      if (payload.approvalCode !== '123456')
        throw new ApiError({
          code: 'VF',
          message: 'Invalid approval code',
          validationErrors: [{ field: 'approvalCode', description: 'Invalid approval code' }],
        });
      return transfer('completed', 'sms');
    },
    approvalResend: () => ({ approvalSentTo: '+44 ••• ••• 1234', resendsLeft: 4 }),
  };
}

/** A push that is never decided, or declined after a moment. */
export const storyPushWatch =
  (mode: StoryApprovalMode, transfer: StoryTransfer): PushWatch =>
  () =>
    mode === 'decline'
      ? new Promise((resolve) => setTimeout(() => resolve(transfer('declined', 'push')), 1500))
      : new Promise(() => undefined);
