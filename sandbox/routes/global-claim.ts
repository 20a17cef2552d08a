/**
 * Named methods of the global transfer claim (spec 2, "Global transfer claim"): no login, every call carries the
 * payment secret. An unknown secret answers 'TA1'; claim failures answer 'TA1' (with the transfer `status` when it
 * can no longer be claimed) or 'VF' with `validationErrors` naming the detail field. `globalTransferSubmit` honours
 * the `Idempotency-Key` header: a retry with the same key and body returns the first answer and sends no new code.
 */
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { SandboxContext } from '../context';
import {
  instantBanks,
  lookupBin,
  lookupIban,
  lookupSwift,
  resolvePixKey,
  BIN_BLACKLIST,
} from '../domain/bank-directory';
import type { GlobalTransfer } from '../domain/global-transfers';
import {
  approveClaim,
  ClaimError,
  countriesOf,
  extraParamsFor,
  findTransfer,
  metaFor,
  methodsFor,
  recentWithdrawals,
  refuseTransfer,
  requestLanguage,
  resendApprovalCode,
  submitClaim,
  transferDetails,
  withdrawalDetails,
} from '../domain/global-transfers';
import { localiseMethods, localiseParams } from '../domain/payout-catalogue-texts';
import { withIdempotencyKey } from '../domain/idempotency';
import type { MethodCallContext, MethodHandlers, MethodKey } from './contract';

export type GlobalClaimMethod = Extract<MethodKey, `globalTransfer${string}`>;

export function globalClaimHandlers(context: SandboxContext): Pick<MethodHandlers, GlobalClaimMethod> {
  const { db } = context;

  /** Runs a handler with the transfer of the payment secret (expired first if its time is up). */
  function withTransfer<T>(secret: string, run: (transfer: GlobalTransfer, nowMs: number) => T): T {
    const nowMs = context.now();
    return run(findTransfer(db, nowMs, secret), nowMs);
  }

  const language = (call: MethodCallContext) => requestLanguage(call.request.headers.get('accept-language'));

  return {
    globalTransferDetailsGet(input) {
      return withTransfer(input.paymentSecret, (transfer, nowMs) => ({ details: transferDetails(transfer, nowMs) }));
    },

    globalTransferCountriesGet(input, call) {
      return withTransfer(input.paymentSecret, (transfer) => ({ countries: countriesOf(transfer, language(call)) }));
    },

    globalTransferMethodsGet(input, call) {
      return withTransfer(input.paymentSecret, (transfer) => ({
        methods: localiseMethods(methodsFor(transfer, input.countryCode), language(call)),
      }));
    },

    globalTransferMetaGet(input) {
      return withTransfer(input.paymentSecret, (transfer) =>
        metaFor(transfer, input.paymentMethod, input.countryCode, input.toCurrencyCode),
      );
    },

    globalTransferExtraParamsGet(input, call) {
      return withTransfer(input.paymentSecret, (transfer) => ({
        params: localiseParams(
          extraParamsFor(transfer, input.paymentMethod, input.countryCode, input.currencyCode),
          language(call),
        ),
      }));
    },

    globalTransferLastWithdrawalsGet(input, call) {
      return withTransfer(input.paymentSecret, (transfer) => ({
        withdrawals: recentWithdrawals(db, transfer, input.limit, language(call)),
      }));
    },

    globalTransferWithdrawalDetailsGet(input) {
      return withTransfer(input.paymentSecret, (transfer) => withdrawalDetails(db, transfer, input.paymentId));
    },

    globalTransferCardBinBlacklistGet(input) {
      return withTransfer(input.paymentSecret, () => ({ bins: [...BIN_BLACKLIST] }));
    },

    globalTransferBinLookup(input) {
      return withTransfer(input.paymentSecret, () => lookupBin(input.binNumber));
    },

    globalTransferSwiftLookup(input) {
      return withTransfer(input.paymentSecret, () => lookupSwift(input.swift));
    },

    globalTransferIbanLookup(input) {
      return withTransfer(input.paymentSecret, () => {
        const found = lookupIban(input.iban);
        if (!found) {
          throw new ClaimError(RESPONSE_CODES.verifyError, 'iban: Not a valid IBAN', {
            validationErrors: [{ field: 'iban', description: 'Not a valid IBAN' }],
          });
        }
        return found;
      });
    },

    globalTransferInstantDetailsGet(input) {
      return withTransfer(input.paymentSecret, () => {
        const resolved = resolvePixKey(input.instantKeyType, input.instantKey, input.taxId);
        if (!resolved.ok) {
          if (resolved.notFound) throw new ClaimError(RESPONSE_CODES.invalidParams, resolved.message);
          throw new ClaimError(RESPONSE_CODES.verifyError, `${resolved.field}: ${resolved.message}`, {
            validationErrors: [{ field: resolved.field, description: resolved.message }],
          });
        }
        const { holderName, bankName, accountMasked } = resolved.account;
        return { holderName, bankName, accountMasked };
      });
    },

    globalTransferInstantBanksGet(input) {
      return withTransfer(input.paymentSecret, () => ({ banks: instantBanks(input.countryCode) }));
    },

    globalTransferSubmit(input, call) {
      return withTransfer(input.paymentSecret, (transfer, nowMs) =>
        withIdempotencyKey(
          db,
          {
            key: call.request.headers.get('idempotency-key'),
            operation: 'globalTransferSubmit',
            request: input,
            nowMs,
          },
          () => submitClaim(db, nowMs, transfer, input),
        ),
      );
    },

    globalTransferApprove(input) {
      return withTransfer(input.paymentSecret, (transfer, nowMs) =>
        approveClaim(db, nowMs, transfer, input.operationId, input.approvalCode),
      );
    },

    globalTransferApprovalResend(input) {
      return withTransfer(input.paymentSecret, (transfer, nowMs) =>
        resendApprovalCode(db, nowMs, transfer, input.operationId, input.approveType),
      );
    },

    globalTransferCancel(input) {
      return withTransfer(input.paymentSecret, (transfer, nowMs) =>
        refuseTransfer(db, nowMs, transfer, input.paymentId),
      );
    },
  };
}
