/** Named methods of global pay to a user (contract/p2p-global-pay.ts; the rules are in domain/p2p-global-pay.ts). */
import { onceByIdempotencyKey } from './idempotent-call';
import type { SandboxContext } from '../context';
import { requestLanguage } from '../domain/global-transfers';
import {
  approveGlobalPayment,
  findGlobalPayment,
  globalPaymentResult,
  globalPayMethods,
  quoteGlobalPay,
  quoteView,
  resendGlobalPaymentCode,
  submitGlobalPayment,
} from '../domain/p2p-global-pay';
import { portalOrigin } from '../domain/registration';
import type { MethodHandlers } from './contract';
import { actingCustomerOf, actingParties } from './contract';

export type P2pGlobalPayMethod =
  | 'p2pGlobalPayMethodsGet'
  | 'p2pGlobalPayMetaGet'
  | 'p2pGlobalPaySubmit'
  | 'p2pGlobalPayApprove'
  | 'p2pGlobalPayApprovalResend';

export function p2pGlobalPayHandlers(context: SandboxContext): Pick<MethodHandlers, P2pGlobalPayMethod> {
  const { db } = context;
  const languageOf = (request: Request) => requestLanguage(request.headers.get('accept-language'));
  return {
    p2pGlobalPayMethodsGet(input, call) {
      return { methods: globalPayMethods(input.countryCode, languageOf(call.request)) };
    },

    p2pGlobalPayMetaGet(input, call) {
      const quote = quoteGlobalPay(db, actingCustomerOf(call), input);
      return quoteView(quote, input.toCurrencyCode, languageOf(call.request));
    },

    p2pGlobalPaySubmit(input, call) {
      const { user, customer } = actingParties(call);
      return onceByIdempotencyKey(call, `p2pGlobalPaySubmit:${customer.id}`, input, () =>
        globalPaymentResult(
          submitGlobalPayment(context, { ...input, user, customer, portal: portalOrigin(call.request) }),
        ),
      );
    },

    p2pGlobalPayApprove(input, call) {
      const row = findGlobalPayment(context, actingCustomerOf(call), input.trxid);
      return globalPaymentResult(approveGlobalPayment(context, row, input.approvalCode));
    },

    p2pGlobalPayApprovalResend(input, call) {
      return resendGlobalPaymentCode(context, findGlobalPayment(context, actingCustomerOf(call), input.trxid));
    },
  };
}
