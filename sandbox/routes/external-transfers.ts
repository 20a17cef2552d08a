/**
 * Named methods of external transfers (contract/external-transfers.ts) and the sandbox control endpoints that move a
 * booked transfer on at the payout network: `POST /sandbox/external-transfers/:id/settle` and `.../reject` (the
 * money comes back and the customer gets a realtime notice), `GET /sandbox/external-transfers?customer=<email>`.
 */
import { onceByIdempotencyKey } from './idempotent-call';
import type { Hono } from 'hono';
import { RESPONSE_CODES } from '../../src/core/api/contract/envelope';
import type { SandboxContext } from '../context';
import {
  BIN_BLACKLIST,
  instantBanks,
  lookupBin,
  lookupIban,
  lookupSwift,
  resolvePixKey,
} from '../domain/bank-directory';
import {
  approveExternalWithCode,
  availableTransfers,
  externalExtraParams,
  externalMethodsOf,
  externalResult,
  findExternal,
  quoteFor,
  recentDetails,
  recentOf,
  rejectExternal,
  resendExternalCode,
  settleExternal,
  submitExternal,
  templatesOf,
  type ExternalTransferRow,
} from '../domain/external-transfers';
import { branchOptionsOf, payoutBanksOf } from '../domain/payout-catalogue';
import { requestLanguage } from '../domain/global-transfers';
import { localiseMethods, localiseParams } from '../domain/payout-catalogue-texts';
import { customerByLogin } from '../domain/users';
import type { MethodHandlers, MethodKey } from './contract';
import { actingCustomerOf, EnvelopeError, jsonResponse, signedIn } from './contract';
import type { SandboxEnv } from './env';

export type ExternalTransferMethod = Extract<
  MethodKey,
  | `externalTransfer${string}`
  | 'externalTransfersAvailableGet'
  | 'externalTemplatesGet'
  | 'externalRecentTransfersGet'
  | 'externalRecentTransferDetailsGet'
  | 'bankSwiftLookup'
  | 'bankIbanLookup'
  | 'cardBinBlacklistGet'
  | 'cardBinLookup'
  | 'instantKeyInfoGet'
  | 'instantBanksGet'
  | 'bankListGet'
  | 'bankBranchOptionsGet'
>;

export function externalTransferHandlers(context: SandboxContext): Pick<MethodHandlers, ExternalTransferMethod> {
  const { db } = context;
  return {
    externalTransfersAvailableGet(_input, call) {
      actingCustomerOf(call);
      return { transfers: availableTransfers() };
    },

    externalTransferMethodsGet(input, call) {
      actingCustomerOf(call);
      return {
        methods: localiseMethods(
          externalMethodsOf(input.countryCode, input.transferType),
          requestLanguage(call.request.headers.get('accept-language')),
        ),
      };
    },

    externalTransferExtraParamsGet(input, call) {
      actingCustomerOf(call);
      return {
        params: localiseParams(
          externalExtraParams(input.paymentMethod, input.countryCode, input.customerType),
          requestLanguage(call.request.headers.get('accept-language')),
        ),
      };
    },

    externalTransferQuoteGet(input, call) {
      return quoteFor(db, actingCustomerOf(call), input);
    },

    bankSwiftLookup(input, call) {
      signedIn(call);
      return lookupSwift(input.swift);
    },

    bankIbanLookup(input, call) {
      signedIn(call);
      const found = lookupIban(input.iban);
      if (!found)
        throw new EnvelopeError(RESPONSE_CODES.verifyError, 'iban: Not a valid IBAN', {
          validationErrors: [{ field: 'iban', description: 'Not a valid IBAN' }],
        });
      return found;
    },

    cardBinBlacklistGet(_input, call) {
      signedIn(call);
      return { bins: [...BIN_BLACKLIST] };
    },

    cardBinLookup(input, call) {
      signedIn(call);
      return lookupBin(input.binNumber);
    },

    instantKeyInfoGet(input, call) {
      signedIn(call);
      const resolved = resolvePixKey(input.instantKeyType, input.instantKey, input.taxId);
      if (!resolved.ok) {
        if (resolved.notFound) throw new EnvelopeError(RESPONSE_CODES.invalidParams, resolved.message);
        throw new EnvelopeError(RESPONSE_CODES.verifyError, `${resolved.field}: ${resolved.message}`, {
          validationErrors: [{ field: resolved.field, description: resolved.message }],
        });
      }
      const { holderName, bankName, accountMasked } = resolved.account;
      return { holderName, bankName, accountMasked };
    },

    instantBanksGet(input, call) {
      signedIn(call);
      return { banks: instantBanks(input.countryCode) };
    },

    bankListGet(input, call) {
      signedIn(call);
      return { banks: payoutBanksOf(input.countryCode) };
    },

    bankBranchOptionsGet(input, call) {
      signedIn(call);
      return { branches: branchOptionsOf(input.countryCode, input.bankCode) };
    },

    externalTransferSubmit(input, call) {
      const { user } = signedIn(call);
      const customer = actingCustomerOf(call);
      return onceByIdempotencyKey(call, `externalTransferSubmit:${customer.id}`, input, () =>
        externalResult(submitExternal(context, { ...input, user, customer })),
      );
    },

    externalTransferApprove(input, call) {
      return externalResult(
        approveExternalWithCode(
          context,
          findExternal(context, actingCustomerOf(call), input.trxid),
          input.approvalCode,
        ),
      );
    },

    externalTransferApprovalResend(input, call) {
      const { user } = signedIn(call);
      return resendExternalCode(context, findExternal(context, actingCustomerOf(call), input.trxid), user);
    },

    externalTemplatesGet(_input, call) {
      return { templates: templatesOf(db, actingCustomerOf(call).id) };
    },

    externalRecentTransfersGet(input, call) {
      return { transfers: recentOf(db, actingCustomerOf(call), input.permission) };
    },

    externalRecentTransferDetailsGet(input, call) {
      return recentDetails(db, actingCustomerOf(call), input.transactionId);
    },
  };
}

function controlView(row: ExternalTransferRow) {
  return {
    id: row.id,
    transferType: row.transfer_type,
    status: row.status,
    settlement: row.settlement,
    amountMinor: row.amount_minor,
    currency: row.currency,
    debitMinor: row.debit_minor,
    feeMinor: row.fee_minor,
    accountCurrency: row.account_currency,
    fromAccountId: row.from_account_id,
    beneficiaryName: row.beneficiary_name,
    paymentMethod: row.payment_method,
    countryCode: row.country_code,
  };
}

export function registerExternalTransferControlRoutes(app: Hono<SandboxEnv>, context: SandboxContext): void {
  const { db } = context;

  app.get('/sandbox/external-transfers', (c) => {
    const email = c.req.query('customer');
    const customer = email ? customerByLogin(db, email) : undefined;
    if (email && !customer) return jsonResponse({ message: `No customer signs in as ${email}` }, 404);
    const rows = (
      customer
        ? db.prepare('SELECT * FROM external_transfers WHERE customer_id = ? ORDER BY id').all(customer.id)
        : db.prepare('SELECT * FROM external_transfers ORDER BY id').all()
    ) as ExternalTransferRow[];
    return jsonResponse({ transfers: rows.map(controlView) });
  });

  app.post('/sandbox/external-transfers/:id/settle', (c) => {
    const row = settleExternal(context, Number(c.req.param('id')));
    return row
      ? jsonResponse(controlView(row))
      : jsonResponse({ message: 'No booked transfer pending with this id' }, 404);
  });

  app.post('/sandbox/external-transfers/:id/reject', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { reason?: unknown };
    // A reason typed in is the bank's free text; without one the sandbox's own, with its code for the client.
    const typed = typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim() : null;
    const row = typed
      ? rejectExternal(context, Number(c.req.param('id')), typed)
      : rejectExternal(context, Number(c.req.param('id')), 'account closed at the receiving bank', 'accountClosed');
    return row
      ? jsonResponse(controlView(row))
      : jsonResponse({ message: 'No booked transfer pending with this id' }, 404);
  });
}
