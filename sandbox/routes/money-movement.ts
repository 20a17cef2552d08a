/**
 * Named methods of own-account transfers, p2p helpers, pre-approved payments and account actions (contract
 * transfers.ts and wallet-accounts.ts). p2p payments themselves are `p2pTransfer` (routes/invoices.ts), which hands
 * its extras (subscription, template, from-e-mail, reference, coupon) to domain/wallet-transfers.ts as well.
 */
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import { ACCOUNT_CURRENCIES } from '../../src/core/api/contract/wallet-accounts';
import type { SandboxContext } from '../context';
import { runDueWork } from '../domain/clock';
import { withIdempotencyKey } from '../domain/idempotency';
import { customerAccounts, formatMinor } from '../domain/ledger';
import { quoteWalletTransfer, transferResult } from '../domain/p2p-transfers';
import { TransferError } from '../domain/transfer-error';
import { exchangeRate6, formatAmount, formatRate } from '../domain/payout-catalogue';
import { cancelPreApproved, listPreApproved } from '../domain/scheduled-payments';
import {
  addCurrencyAccount,
  digitalWallet,
  fromEmails,
  markInstructionViewed,
  paymentInstructions,
  recentTransfers,
  startWalletTransfer,
  templatesOf,
} from '../domain/wallet-transfers';
import type { MethodHandlers } from './contract';
import { actingParties as parties } from './contract';
import { transferFollowers } from './invoices';

export type MoneyMovementMethod =
  | 'fundsTransferFee'
  | 'fundsTransfer'
  | 'paymentTemplatesGet'
  | 'recentTransfersGet'
  | 'p2pFromEmailsGet'
  | 'preApprovedPaymentList'
  | 'preApprovedPaymentCancel'
  | 'currencyAccountAdd'
  | 'digitalWalletCreate'
  | 'paymentInstructionsGet'
  | 'paymentInstructionMarkViewed'
  | 'exchangeRatesDefaultGet';

export function moneyMovementHandlers(context: SandboxContext): Pick<MethodHandlers, MoneyMovementMethod> {
  const { db } = context;
  const hooks = transferFollowers(context);
  return {
    fundsTransferFee(input, call) {
      const { customer } = parties(call);
      const quoted = quoteWalletTransfer(db, customer, {
        kind: 'betweenAccounts',
        accountId: input.fromAccountId,
        toAccountId: input.toAccountId,
        amount: input.amount,
        currency: input.currency,
      });
      const from = quoted.fromAccount.currency;
      return {
        fee: formatAmount(quoted.feeMinor, from),
        feeCurrencyCode: from,
        exchangeRate: quoted.rate,
        debitAmount: formatAmount(quoted.debitMinor, from),
        debitCurrencyCode: from,
        creditAmount: formatAmount(quoted.amountMinor, quoted.currency),
        creditCurrencyCode: quoted.currency,
        totalDebit: formatAmount(quoted.debitMinor + quoted.feeMinor, from),
      };
    },

    fundsTransfer(input, call) {
      const { user, customer } = parties(call);
      const key = call.request.headers.get('idempotency-key');
      return withIdempotencyKey(
        db,
        { key, operation: `fundsTransfer:${customer.id}`, request: input, nowMs: context.now() },
        () =>
          transferResult(
            startWalletTransfer(
              context,
              user,
              customer,
              {
                kind: 'betweenAccounts',
                accountId: input.fromAccountId,
                toAccountId: input.toAccountId,
                amount: input.amount,
                currency: input.currency,
                subscriptionFrequency: input.subscriptionFrequency,
                subscriptionEndDate: input.subscriptionEndDate,
                subscriptionTransactions: input.subscriptionTransactions,
                subscriptionUserCancel: input.subscriptionUserCancel,
              },
              hooks,
            ),
            db,
          ),
      );
    },

    paymentTemplatesGet(input, call) {
      const { customer } = parties(call);
      return { templates: templatesOf(db, customer, input.type) };
    },

    recentTransfersGet(input, call) {
      const { user, customer } = parties(call);
      return { transfers: recentTransfers(db, user, customer, input.limit ?? 3) };
    },

    p2pFromEmailsGet(_input, call) {
      const { user, customer } = parties(call);
      return { emails: fromEmails(db, user, customer) };
    },

    preApprovedPaymentList(input, call) {
      const { customer } = parties(call);
      // Whatever fell due meanwhile is taken before the list is read.
      runDueWork(context);
      return listPreApproved(db, customer, input);
    },

    preApprovedPaymentCancel(input, call) {
      const { customer } = parties(call);
      return { payment: cancelPreApproved(db, customer, input.id, context.now()) };
    },

    currencyAccountAdd(input, call) {
      const { customer } = parties(call);
      const { id } = addCurrencyAccount(db, customer, input.currencyCode);
      const account = customerAccounts(db, customer.id).find((item) => item.id === id);
      if (!account) throw new TransferError(RESPONSE_CODES.unknownError, 'The account could not be opened');
      return {
        account: {
          accountId: account.id,
          accountNumber: account.account_number,
          type: account.type,
          currencyCode: account.currency,
          accountStatusId: account.status_id,
          balance: formatMinor(account.balance_minor, account.currency),
          accountBalanceMin: formatMinor(account.balance_min_minor, account.currency),
          pendingAmount: formatMinor(0, account.currency),
          customerId: customer.id,
          settlementAccountId: null,
        },
      };
    },

    digitalWalletCreate(input, call) {
      const { customer } = parties(call);
      return digitalWallet(db, customer, input.currencyCode, context.now());
    },

    paymentInstructionsGet(_input, call) {
      const { customer } = parties(call);
      return { instructions: paymentInstructions(db, customer) };
    },

    paymentInstructionMarkViewed(input, call) {
      const { customer } = parties(call);
      return {
        instruction: markInstructionViewed(db, customer, input.instructionId, context.now()),
      };
    },

    exchangeRatesDefaultGet() {
      const rates = ACCOUNT_CURRENCIES.flatMap((from) =>
        ACCOUNT_CURRENCIES.filter((to) => to !== from).map((to) => ({
          fromCurrencyCode: from,
          toCurrencyCode: to,
          exchangeRate: formatRate(exchangeRate6(from, to)),
        })),
      );
      return { rates };
    },
  };
}
