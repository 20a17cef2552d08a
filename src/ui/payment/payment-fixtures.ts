/**
 * Display data for the payment components' stories and tests: two payment accounts, quotes and approval states as
 * the payment model (core/payments) produces them.
 */
import type { TransferResult } from '../../core/api/contract/p2p';
import { ApiError } from '../../core/api/errors';
import type { ApprovalState, ApprovalSuccess } from '../../core/payments/approval-machine';
import type { PaymentAccount, PaymentQuote } from '../../core/payments/payment-model';

export const ACCOUNTS: PaymentAccount[] = [
  { accountId: '500001', accountNumber: 'GB57SNDB04000400500001', currency: 'USD', balance: '1520.50' },
  { accountId: '500002', accountNumber: 'GB30SNDB04000400500002', currency: 'EUR', balance: '830.25' },
];

export const SAME_CURRENCY_QUOTE: PaymentQuote = {
  fee: '0.60',
  feeCurrencyCode: 'USD',
  exchangeRate: '1',
  debitAmount: '120.00',
  totalDebit: '120.60',
  sufficient: true,
};

export const CONVERTED_QUOTE: PaymentQuote = {
  fee: '0.55',
  feeCurrencyCode: 'EUR',
  exchangeRate: '0.92',
  debitAmount: '110.40',
  totalDebit: '110.95',
  sufficient: true,
};

export const SERVER_DOWN = new ApiError({ code: 'UE', message: 'Server is not available', status: 503 });

export const WRONG_CODE = new ApiError({
  code: 'VF',
  message: 'Invalid approval code',
  validationErrors: [{ field: 'approvalCode', description: 'Invalid approval code' }],
});

const RESULT: TransferResult = {
  transactionId: 700001,
  status: 'completed',
  approveMode: 'none',
  approvalTransactionCreated: false,
  amount: '120.00',
  currency: 'USD',
  fee: '0.60',
  feeCurrencyCode: 'USD',
  totalDebit: '120.60',
};

export const PAID: ApprovalSuccess = {
  transactionId: '700001',
  approvalTransactionCreated: false,
  pending: false,
  message: null,
  result: RESULT,
};

export const APPROVAL_TRANSACTION: ApprovalSuccess = {
  transactionId: '700002',
  approvalTransactionCreated: true,
  pending: true,
  message: null,
  result: { ...RESULT, transactionId: 700002, status: 'approvalTransactionCreated', approvalTransactionCreated: true },
};

export const SMS_CODE: Extract<ApprovalState, { kind: 'code' }> = {
  kind: 'code',
  mode: 'sms',
  transactionId: '700001',
  sentTo: '+44 ••• ••• 1234',
  approving: false,
  error: null,
  resend: { status: 'idle' },
};

export const PUSH: Extract<ApprovalState, { kind: 'push' }> = {
  kind: 'push',
  transactionId: '700001',
  resend: { status: 'idle' },
  error: null,
};
