/**
 * Named methods of cards (spec 2 sections 4 and 7, "Accounts and cards"). The domain is sandbox/domain/cards.ts;
 * money-moving calls (`cardLoad`, `cardConfirm`) honour the `Idempotency-Key` header: a retry with the same key and
 * body returns the first answer and books nothing more.
 */
import { onceByIdempotencyKey } from './idempotent-call';
import { createHash } from 'node:crypto';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { SandboxContext } from '../context';
import {
  activateCard,
  ACTIVATION_FEE_MINOR,
  ACTIVATION_PARAMS,
  authorizationHistory,
  currentAccountAuthorizations,
  blockCard,
  cardBalance,
  cardDetails,
  changePin,
  confirmInfo,
  confirmOrder,
  debitHistory,
  enrolCard,
  loadCard,
  orderCard,
  ownedCard,
  type OwnedCard,
  ownedOrder,
  ownWalletAccount,
  pauseCard,
  productCountries,
  productsIn,
  productView,
  quoteLoad,
  recordRequirementUpload,
  referenceOf,
  reissueCard,
  renameCard,
  requirementsOf,
  sendPin,
  showPin,
  unpauseCard,
  upgradeShipping,
} from '../domain/cards';
import { spendCardDetailsApproval, startCardDetailsApproval } from '../domain/card-detail-approvals';
import { withIdempotencyKey } from '../domain/idempotency';
import { formatMinor } from '../domain/ledger';
import { parseAmountMinor } from '../domain/amounts';
import type { MethodCallContext, MethodHandlers, MethodKey } from './contract';
import { actingCustomerOf, EnvelopeError, signedIn } from './contract';

export type CardMethod = Extract<
  MethodKey,
  | 'cardPause'
  | 'cardUnpause'
  | 'cardBlock'
  | 'cardSetAlias'
  | 'cardReissue'
  | 'cardUpgradeShipping'
  | 'cardActivationData'
  | 'cardActivation'
  | 'cardChangePin'
  | 'cardShowPin'
  | 'cardGetPin'
  | 'cardDetailsApprovalStart'
  | 'cardDetailsGet'
  | 'cardBalanceGet'
  | 'cardEnrol'
  | 'cardExtrasGet'
  | 'cardLoadQuote'
  | 'cardLoad'
  | 'cardDebitHistory'
  | 'cardAuthorizationHistory'
  | 'currentAccountAuthorizationHistory'
  | 'applyForCardInfo'
  | 'cardOrder'
  | 'cardConfirmInfo'
  | 'crossPlatformRequirementGet'
  | 'crossPlatformRequirementUpload'
  | 'cardConfirm'
>;

const idempotencyKeyOf = (call: MethodCallContext) => call.request.headers.get('idempotency-key');

/** Upload limits of requirement documents (the same as identity documents). */
const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
const DOCUMENT_SIGNATURES: { mime: string; extensions: string[]; bytes: number[] }[] = [
  { mime: 'application/pdf', extensions: ['.pdf'], bytes: [0x25, 0x50, 0x44, 0x46] },
  { mime: 'image/png', extensions: ['.png'], bytes: [0x89, 0x50, 0x4e, 0x47] },
  { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], bytes: [0xff, 0xd8, 0xff] },
];

export function cardHandlers(context: SandboxContext): Pick<MethodHandlers, CardMethod> {
  const { db } = context;
  const nowIso = () => new Date(context.now()).toISOString();
  const card = (call: MethodCallContext, accountId: string | number) =>
    ownedCard(db, actingCustomerOf(call).id, accountId);
  /** A method that changes the card's status and answers the card with its new status. */
  const statusChange =
    (change: (owned: OwnedCard) => number) => (input: { accountId: string | number }, call: MethodCallContext) => ({
      accountId: input.accountId,
      accountStatusId: change(card(call, input.accountId)),
    });

  return {
    cardPause: statusChange((owned) => pauseCard(db, owned)),
    cardUnpause: statusChange((owned) => unpauseCard(db, owned, context.now())),
    cardBlock: statusChange((owned) => blockCard(db, owned)),
    cardSetAlias(input, call) {
      return {
        accountId: input.accountId,
        cardAliasName: renameCard(db, card(call, input.accountId), input.cardAliasName),
      };
    },
    cardReissue(input, call) {
      const result = reissueCard(db, card(call, input.accountId), input.isExpressShipping);
      return {
        accountId: input.accountId,
        cardReissuedStatusId: result.reissuedStatusId,
        shippingType: result.shippingType,
      };
    },
    cardUpgradeShipping(input, call) {
      return {
        accountId: input.accountId,
        shippingType: upgradeShipping(db, card(call, input.accountId)),
      };
    },
    cardActivationData(input, call) {
      const owned = card(call, input.accountId);
      return {
        extraParams: ACTIVATION_PARAMS.map((param) => ({ ...param })),
        fee: formatMinor(ACTIVATION_FEE_MINOR, owned.account.currency),
        feeCurrencyCode: owned.account.currency,
      };
    },
    cardActivation(input, call) {
      const customer = actingCustomerOf(call);
      // A retry with the same key (the answer was lost on a dropped connection) gets the first answer again instead
      // of "only a shipped card can be activated", which would lose the new PIN. The stored answer leaves the PIN
      // out (it stays sealed with the card); the replay reads it from there.
      const activated = onceByIdempotencyKey(call, `cardActivation:${customer.id}`, input, () => {
        const owned = card(call, input.accountId);
        const feeAccount = ownWalletAccount(db, customer.id, input.feeAccountId, 'feeAccountId');
        const result = activateCard(db, owned, { extraParams: input.extraParams, feeAccount, nowIso: nowIso() });
        return { accountId: input.accountId, accountStatusId: result.statusId };
      });
      return { ...activated, pinCode: showPin(db, card(call, input.accountId)) };
    },
    cardChangePin(input, call) {
      changePin(db, card(call, input.accountId), input.pin, input.pinRepeat, input.confirm);
      return { accountId: input.accountId };
    },
    cardShowPin(input, call) {
      return { pinCode: showPin(db, card(call, input.accountId)) };
    },
    cardGetPin(input, call) {
      const owned = card(call, input.accountId);
      return sendPin(db, context.now(), signedIn(call).user, owned, showPin(db, owned));
    },
    cardDetailsApprovalStart(input, call) {
      const owned = card(call, input.accountId);
      // Refused before a code is sent where the details would be refused anyway (a blocked or unissued card).
      cardDetails(owned);
      return startCardDetailsApproval(db, context.now(), signedIn(call).user, {
        accountId: owned.account.id,
        maskedNumber: `•••• ${owned.card.card_number.slice(-4)}`,
      });
    },
    cardDetailsGet(input, call) {
      const owned = card(call, input.accountId);
      const details = cardDetails(owned);
      spendCardDetailsApproval(db, context.now(), signedIn(call).user, {
        accountId: owned.account.id,
        approvalId: input.approvalId,
        code: input.approvalCode,
      });
      return details;
    },
    cardBalanceGet(input, call) {
      return cardBalance(db, card(call, input.accountId));
    },
    cardEnrol(input, call) {
      const { user } = signedIn(call);
      enrolCard(db, card(call, input.accountId));
      const phone = user.phone ?? '';
      return {
        accountId: input.accountId,
        enrolled: true,
        phoneMasked: phone ? `+${user.phone_country_code ?? ''} ••• ${phone.slice(-3)}` : '',
      };
    },
    cardExtrasGet(input, call) {
      const owned = card(call, input.accountId);
      return {
        accountId: input.accountId,
        shippingType: owned.card.shipping_type,
        enrolled: owned.card.enrolled === 1,
        pauseSupported: owned.product.pause_supported === 1,
        productName: owned.product.name,
      };
    },
    cardLoadQuote(input, call) {
      const customer = actingCustomerOf(call);
      const owned = card(call, input.toAccountId);
      const source = ownWalletAccount(db, customer.id, input.fromAccountId, 'fromAccountId');
      const quote = quoteLoad(owned, source, parseAmountMinor(input.amount, owned.account.currency));
      return {
        amount: formatMinor(quote.amountMinor, quote.currency),
        fee: formatMinor(quote.feeMinor, quote.currency),
        totalDebit: formatMinor(quote.totalMinor, quote.currency),
        currencyCode: quote.currency,
        exchangeRate: '1',
        toAmount: formatMinor(quote.amountMinor, quote.currency),
      };
    },
    cardLoad(input, call) {
      const customer = actingCustomerOf(call);
      const permissions = JSON.parse(customer.permissions) as Record<string, number>;
      return withIdempotencyKey(
        db,
        { key: idempotencyKeyOf(call), operation: `cardLoad:${customer.id}`, request: input, nowMs: context.now() },
        () => {
          if (permissions.transferMoney !== 1)
            throw new EnvelopeError(RESPONSE_CODES.noAccess, 'Loading cards is not enabled for this account');
          const owned = card(call, input.toAccountId);
          const source = ownWalletAccount(db, customer.id, input.fromAccountId, 'fromAccountId');
          const quote = quoteLoad(owned, source, parseAmountMinor(input.amount, owned.account.currency));
          const createdAt = nowIso();
          const entryId = loadCard(db, owned, source, quote, createdAt);
          return {
            transactionId: entryId,
            reference: referenceOf(entryId),
            createdAt,
            amount: formatMinor(quote.amountMinor, quote.currency),
            fee: formatMinor(quote.feeMinor, quote.currency),
            totalDebit: formatMinor(quote.totalMinor, quote.currency),
            currencyCode: quote.currency,
            toAmount: formatMinor(quote.amountMinor, quote.currency),
          };
        },
      );
    },
    cardDebitHistory(input, call) {
      return debitHistory(db, card(call, input.accountId), input.pageNumber, input.pageSize);
    },
    cardAuthorizationHistory(input, call) {
      return authorizationHistory(db, card(call, input.accountId), input.pageNumber, input.pageSize);
    },
    currentAccountAuthorizationHistory(input, call) {
      return currentAccountAuthorizations(db, actingCustomerOf(call).id, Number(input.accountId), input);
    },
    applyForCardInfo(input, call) {
      const customer = actingCustomerOf(call);
      const countries = productCountries(db);
      const fallback = countries.includes(customer.residence_country_code ?? '')
        ? (customer.residence_country_code as string)
        : (countries[0] ?? 'GB');
      const countryCode = input.countryCode ?? fallback;
      return {
        countryCode,
        countries,
        products: productsIn(db, countryCode).map((product) => productView(db, product)),
      };
    },
    cardOrder(input, call) {
      return { cardId: orderCard(db, actingCustomerOf(call).id, input, context.now()) };
    },
    cardConfirmInfo(input, call) {
      return confirmInfo(db, ownedOrder(db, actingCustomerOf(call).id, input.cardId));
    },
    crossPlatformRequirementGet(input, call) {
      return {
        requirements: requirementsOf(db, ownedOrder(db, actingCustomerOf(call).id, input.cardId).id),
      };
    },
    async crossPlatformRequirementUpload(input, call) {
      const order = ownedOrder(db, actingCustomerOf(call).id, input.cardId);
      const file = call.files.get('mainDocument');
      if (!file)
        throw new EnvelopeError(RESPONSE_CODES.verifyError, 'Choose a file', {
          validationErrors: [{ field: 'mainDocument', description: 'Choose a file' }],
        });
      if (file.size === 0 || file.size > MAX_DOCUMENT_BYTES) {
        throw new EnvelopeError(RESPONSE_CODES.verifyError, 'The file must be up to 10 MB', {
          validationErrors: [{ field: 'mainDocument', description: 'The file must be up to 10 MB' }],
        });
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const name = file.name.slice(0, 200);
      const extension = name.includes('.') ? name.slice(name.lastIndexOf('.')).toLowerCase() : '';
      const kind = DOCUMENT_SIGNATURES.find(
        (signature) =>
          signature.bytes.every((byte, index) => bytes[index] === byte) && signature.extensions.includes(extension),
      );
      if (!kind) {
        throw new EnvelopeError(RESPONSE_CODES.verifyError, 'Only JPG, PNG and PDF files are accepted', {
          validationErrors: [{ field: 'mainDocument', description: 'Only JPG, PNG and PDF files are accepted' }],
        });
      }
      const key = `card-documents/${order.id}-${input.documentType}-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}${extension}`;
      recordRequirementUpload(db, order, input.documentType, key, name);
      context.files.write(key, bytes);
      return { requirements: requirementsOf(db, order.id) };
    },
    cardConfirm(input, call) {
      const { user } = signedIn(call);
      const customer = actingCustomerOf(call);
      return onceByIdempotencyKey(call, `cardConfirm:${customer.id}`, input, () => {
        const order = ownedOrder(db, customer.id, input.cardId);
        const feeAccount = ownWalletAccount(db, customer.id, input.feeAccountId, 'feeAccountId');
        const holderName = `${user.first_name} ${user.last_name}`.toUpperCase();
        const result = confirmOrder(db, order, { feeAccount, holderName, nowMs: context.now() });
        return {
          accountId: result.accountId,
          accountStatusId: result.statusId,
          reference: referenceOf(result.entryId),
          charged: formatMinor(result.chargedMinor, result.currency),
          currencyCode: result.currency,
          createdAt: nowIso(),
        };
      });
    },
  };
}
