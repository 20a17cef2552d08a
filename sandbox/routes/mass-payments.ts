/**
 * Named methods of mass payments, global-pay batches and the batch history (spec 2), and the sample files behind
 * `massSampleLinksGet`. Money-moving calls (a mass submit, a batch upload and submit) honour `Idempotency-Key`: the
 * request hashed with the uploaded file's text, so the same key with another file is refused.
 */
import { onceByIdempotencyKey } from './idempotent-call';
import type { Hono } from 'hono';
import {
  MASS_KINDS,
  MASS_SAMPLE_ROWS,
  SAMPLE_LINK_NAMES,
  type MassKind,
} from '../../src/core/api/contract/mass-payments';
import type { SandboxContext } from '../context';
import { sha256Hex } from '../domain/crypto-ids';
import {
  approveMassFile,
  batchHistoryView,
  listBatches,
  payMassFile,
  resendMassCode,
  sampleFile,
  uploadedText,
  type PaidKind,
} from '../domain/mass-payments';
import {
  cancelGlobalBatch,
  changeBatch,
  type BatchChange,
  globalBatchStatus,
  submitGlobalBatch,
  approveGlobalBatchWithCode,
  resendGlobalBatchCode,
  uploadGlobalBatch,
} from '../domain/global-pay-batches';
import { globalBatchView, loadBatch } from '../domain/mass-batches';
import { countryMethodDetails, countryMethods } from '../domain/global-pay-methods';
import { requestLanguage } from '../domain/global-transfers';
import { portalOrigin } from '../domain/registration';
import type { MethodCallContext, MethodHandlers, MethodKey } from './contract';
import { actingCustomerOf, jsonResponse, signedIn } from './contract';
import { fileResponse } from './file-responses';
import type { SandboxEnv } from './env';

type MassMethod = Extract<
  MethodKey,
  | 'massSampleLinksGet'
  | 'p2pMassTransfer'
  | 'massWireTransfer'
  | 'massEftTransfer'
  | 'massOctTransfer'
  | 'massCryptoTransfer'
  | 'massTransferApprove'
  | 'massTransferApprovalResend'
  | 'globalPayBatchUpload'
  | 'globalPayBatchGet'
  | 'globalPayBatchStatusGet'
  | 'globalPayBatchPaymentAdd'
  | 'globalPayBatchPaymentUpdate'
  | 'globalPayBatchPaymentRemove'
  | 'globalPayBatchPaymentRestore'
  | 'globalPayBatchFeeSideSet'
  | 'globalPayBatchMethodForbiddenSet'
  | 'globalPayBatchFullUpdate'
  | 'globalPayCountryMethodsGet'
  | 'globalPayCountryMethodDetailsGet'
  | 'globalPayBatchSubmit'
  | 'globalPayBatchApprove'
  | 'globalPayBatchApprovalResend'
  | 'globalPayBatchCancel'
  | 'batchTransferList'
  | 'batchTransferGet'
  | 'batchTransferViewFile'
>;

const SAMPLE_PATH = '/files/mass-samples/:file';

export function massPaymentHandlers(context: SandboxContext): Pick<MethodHandlers, MassMethod> {
  const { db } = context;

  /** A draft global batch after one change, as the batch methods answer it. */
  const changed = (call: MethodCallContext, batchId: string | number, change: BatchChange) => ({
    batch: changeBatch(db, actingCustomerOf(call), batchId, [change]),
  });

  function massHandler(kind: PaidKind) {
    return async (
      input: {
        accountId: string | number;
        text?: string | undefined;
        fileName?: string | undefined;
        onlySummary?: boolean | undefined;
      },
      call: MethodCallContext,
    ) => {
      const { user } = signedIn(call);
      const customer = actingCustomerOf(call);
      const text = await uploadedText(call.files, 'file', input.text);
      const run = () =>
        payMassFile(context, {
          kind,
          user,
          customer,
          accountId: input.accountId,
          text,
          fileName: input.fileName ?? null,
          onlySummary: input.onlySummary === true,
        });
      if (input.onlySummary) return run();
      return onceByIdempotencyKey(call, `mass:${kind}:${customer.id}`, { ...input, text: sha256Hex(text) }, run);
    };
  }

  return {
    massSampleLinksGet(_input, call) {
      const origin = new URL(call.request.url).origin;
      return {
        links: Object.fromEntries(
          MASS_KINDS.map((kind) => [
            SAMPLE_LINK_NAMES[kind],
            `${origin}/files/mass-samples/${SAMPLE_LINK_NAMES[kind]}.csv`,
          ]),
        ),
      };
    },
    p2pMassTransfer: massHandler('p2p'),
    massWireTransfer: massHandler('wire'),
    massEftTransfer: massHandler('eft'),
    massOctTransfer: massHandler('oct'),
    massCryptoTransfer: massHandler('crypto'),
    massTransferApprove(input, call) {
      const { user } = signedIn(call);
      return approveMassFile(context, user, actingCustomerOf(call), input.trxid, input.approvalCode);
    },
    massTransferApprovalResend(input, call) {
      const { user } = signedIn(call);
      return resendMassCode(context, user, actingCustomerOf(call), input.trxid);
    },

    async globalPayBatchUpload(input, call) {
      const { user } = signedIn(call);
      const customer = actingCustomerOf(call);
      const text = await uploadedText(call.files, 'attachedFile', input.text);
      return onceByIdempotencyKey(
        call,
        `globalPayBatchUpload:${customer.id}`,
        { ...input, text: sha256Hex(text) },
        () =>
          uploadGlobalBatch(context, {
            user,
            customer,
            batchName: input.batchName,
            accountId: input.accountId,
            text,
            fileName: input.fileName ?? null,
            ignoreIdenticalBatch: input.ignoreIdenticalBatch === true,
          }),
      );
    },
    globalPayBatchGet(input, call) {
      const customer = actingCustomerOf(call);
      return { batch: globalBatchView(db, loadBatch(db, customer, input.batchId, 'global')) };
    },
    globalPayBatchStatusGet(input, call) {
      return globalBatchStatus(db, actingCustomerOf(call), input.batchId);
    },
    globalPayBatchPaymentAdd(input, call) {
      return changed(call, input.batchId, { kind: 'add', payment: input.payment });
    },
    globalPayBatchPaymentUpdate(input, call) {
      return changed(call, input.batchId, { kind: 'update', paymentId: input.paymentId, payment: input.payment });
    },
    globalPayBatchPaymentRemove(input, call) {
      return changed(call, input.batchId, { kind: 'remove', paymentId: input.paymentId });
    },
    globalPayBatchPaymentRestore(input, call) {
      return changed(call, input.batchId, { kind: 'restore', paymentId: input.paymentId });
    },
    globalPayBatchFeeSideSet(input, call) {
      return changed(call, input.batchId, { kind: 'feeSide', feeShare: input.feeShare, paymentId: input.paymentId });
    },
    globalPayBatchMethodForbiddenSet(input, call) {
      return changed(call, input.batchId, {
        kind: 'forbid',
        paymentId: input.paymentId,
        method: input.paymentMethod,
        forbidden: input.forbidden,
      });
    },
    globalPayCountryMethodsGet(input, call) {
      return {
        methods: countryMethods(input.countryCode, requestLanguage(call.request.headers.get('accept-language'))),
      };
    },
    globalPayCountryMethodDetailsGet(input, call) {
      return countryMethodDetails(
        input.countryCode,
        input.paymentMethod,
        requestLanguage(call.request.headers.get('accept-language')),
      );
    },
    globalPayBatchFullUpdate(input, call) {
      return {
        batch: changeBatch(db, actingCustomerOf(call), input.batchId, [
          ...(input.feeShare ? [{ kind: 'feeSide' as const, feeShare: input.feeShare }] : []),
          ...(input.adds ?? []).map((payment) => ({ kind: 'add' as const, payment })),
          ...(input.updates ?? []).map((update) => ({
            kind: 'update' as const,
            paymentId: update.paymentId,
            payment: update.payment,
          })),
          ...(input.deletes ?? []).map((paymentId) => ({ kind: 'remove' as const, paymentId })),
          ...(input.restores ?? []).map((paymentId) => ({ kind: 'restore' as const, paymentId })),
          ...(input.paymentMethods ?? []).map((entry) => ({
            kind: 'forbid' as const,
            paymentId: entry.paymentId,
            method: entry.name,
            forbidden: entry.forbidden,
          })),
        ]),
      };
    },
    globalPayBatchSubmit(input, call) {
      const { user } = signedIn(call);
      const customer = actingCustomerOf(call);
      return onceByIdempotencyKey(call, `globalPayBatchSubmit:${customer.id}`, input, () =>
        submitGlobalBatch(context, user, customer, input.batchId, portalOrigin(call.request)),
      );
    },
    globalPayBatchApprove(input, call) {
      const { user } = signedIn(call);
      return approveGlobalBatchWithCode(context, user, actingCustomerOf(call), input.batchId, input.approvalCode);
    },
    globalPayBatchApprovalResend(input, call) {
      const { user } = signedIn(call);
      return resendGlobalBatchCode(context, user, actingCustomerOf(call), input.batchId);
    },
    globalPayBatchCancel(input, call) {
      return { batch: cancelGlobalBatch(db, actingCustomerOf(call), input.batchId) };
    },
    batchTransferList(input, call) {
      return listBatches(db, actingCustomerOf(call), input, context.now());
    },
    batchTransferGet(input, call) {
      return {
        batch: batchHistoryView(loadBatch(db, actingCustomerOf(call), input.id), true, context.now()),
      };
    },
    batchTransferViewFile(input, call) {
      const batch = loadBatch(db, actingCustomerOf(call), input.id);
      return { fileName: batch.file_name ?? `batch-${batch.id}.csv`, text: batch.file_text };
    },
  };
}

/** The sample files (public: they hold example rows only). */
export function registerMassSampleRoutes(app: Hono<SandboxEnv>): void {
  app.get(SAMPLE_PATH, (c) => {
    const name = c.req.param('file').replace(/\.csv$/, '');
    const kind = MASS_KINDS.find((candidate: MassKind) => SAMPLE_LINK_NAMES[candidate] === name);
    if (!kind) return jsonResponse({ message: 'Not found' }, 404);
    return fileResponse(sampleFile(kind, MASS_SAMPLE_ROWS[kind]), {
      contentType: 'text/csv; charset=UTF-8',
      disposition: 'attachment',
      fileName: `${name}-sample.csv`,
      headers: { 'access-control-allow-origin': '*' },
    });
  });
}
