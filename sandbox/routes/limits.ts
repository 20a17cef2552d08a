/**
 * `customerLimitsGet` and `maxAmountGet` (contract/limits.ts) for every transfer type, from the limit table of
 * domain/limits.ts, the fee table of domain/fees.ts and the ledger's balances.
 */
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { SandboxContext } from '../context';
import { productFeeMinor } from '../domain/fees';
import { balanceMinor } from '../domain/ledger';
import { assertLookupInput, LimitError, limitStates, limitView, maxAmount } from '../domain/limits';
import { ownAccount } from '../domain/customer-accounts';
import { convertMinor, formatAmount, FX_CURRENCIES } from '../domain/payout-catalogue';
import type { MethodHandlers } from './contract';
import { actingCustomerOf } from './contract';

export type LimitMethod = 'customerLimitsGet' | 'maxAmountGet';

function knownCurrency(currency: string): string {
  if (!FX_CURRENCIES.includes(currency))
    throw new LimitError(RESPONSE_CODES.verifyError, `currencyCode: ${currency} is not offered`, {
      validationErrors: [{ field: 'currencyCode', description: `${currency} is not offered` }],
    });
  return currency;
}

export function limitHandlers(context: SandboxContext): Pick<MethodHandlers, LimitMethod> {
  const { db } = context;
  return {
    customerLimitsGet(input, call) {
      const customer = actingCustomerOf(call);
      assertLookupInput(input.type, input, false);
      const account = ownAccount(db, customer, input.fromAccountId, 'fromAccountId');
      const currency = knownCurrency(input.currencyCode ?? account.currency);
      return {
        type: input.type,
        limits: limitStates(db, customer.id, input.type, currency, context.now()).map(limitView),
      };
    },

    maxAmountGet(input, call) {
      const customer = actingCustomerOf(call);
      assertLookupInput(input.operation, input, true);
      const account = ownAccount(db, customer, input.fromAccountId, 'fromAccountId');
      const currency = knownCurrency(input.currencyCode ?? account.currency);
      const same = currency === account.currency;
      const best = maxAmount(db, {
        customerId: customer.id,
        type: input.operation,
        currency,
        accountCurrency: account.currency,
        balanceMinor: balanceMinor(db, account.id),
        nowMs: context.now(),
        debitOf: (amountMinor) => {
          const debit = same ? amountMinor : convertMinor(amountMinor, currency, account.currency);
          return debit + productFeeMinor(input.operation, debit, same);
        },
      });
      return { amount: formatAmount(best.amountMinor, currency), currencyCode: currency, type: best.bound };
    },
  };
}
