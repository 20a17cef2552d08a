/**
 * The calls of mass payments, global-pay batches and the batch history, with the reads defined once as key-plus-loader
 * pairs for the shared resource cache (CONVENTIONS habit 1). Money-moving calls take an idempotency key per attempt.
 */
import { queryOptions } from '../resource/query-options';
import type { ApiClient } from '../api/client';
import { canonicalJson } from '../api/idempotency';
import {
  BATCH_PAGE_SIZE,
  batchTransferGet,
  batchTransferList,
  batchTransferViewFile,
  globalPayBatchCancel,
  globalPayBatchFeeSideSet,
  globalPayBatchGet,
  globalPayCountryMethodDetailsGet,
  globalPayCountryMethodsGet,
  globalPayBatchMethodForbiddenSet,
  globalPayBatchPaymentAdd,
  globalPayBatchPaymentRemove,
  globalPayBatchPaymentRestore,
  globalPayBatchPaymentUpdate,
  globalPayBatchStatusGet,
  globalPayBatchSubmit,
  globalPayBatchApprove,
  globalPayBatchApprovalResend,
  globalPayBatchUpload,
  MASS_OPERATION_BY_KIND,
  massSampleLinksGet,
  massTransferApprovalResend,
  massTransferApprove,
  type FeeShare,
  type GlobalPaymentInput,
  type MassKind,
} from '../api/contract/mass-payments';

export type PaidMassKind = Exclude<MassKind, 'global'>;

/** Prefix of every batch read in the cache: invalidate it after an upload, a submit or a change. */
export const BATCH_CACHE_PREFIX = 'batches:';

export interface BatchFilter {
  from: string;
  to: string;
  search: string;
  types: MassKind[];
}

export const EMPTY_BATCH_FILTER: BatchFilter = { from: '', to: '', search: '', types: [] };

function withoutEmpty(filter: BatchFilter) {
  return {
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
    ...(filter.types.length > 0 ? { types: filter.types } : {}),
  };
}

/** The reads of batches and samples (`useQuery(cache, batchReads.list(...))`). */
export const batchReads = {
  list: (api: ApiClient, filter: BatchFilter, pageNumber: number) =>
    queryOptions({
      key: `${BATCH_CACHE_PREFIX}list:${canonicalJson(filter)}:${pageNumber}`,
      load: (signal: AbortSignal) =>
        api.call(batchTransferList, { ...withoutEmpty(filter), pageNumber, pageSize: BATCH_PAGE_SIZE }, { signal }),
    }),
  batch: (api: ApiClient, id: number) =>
    queryOptions({
      key: `${BATCH_CACHE_PREFIX}batch:${id}`,
      load: (signal: AbortSignal) => api.call(batchTransferGet, { id }, { signal }),
    }),
  globalBatch: (api: ApiClient, batchId: number) =>
    queryOptions({
      key: `${BATCH_CACHE_PREFIX}global:${batchId}`,
      load: (signal: AbortSignal) => api.call(globalPayBatchGet, { batchId }, { signal }),
    }),
  /** The payout methods of a beneficiary's country (a dictionary of the catalogue: it does not change in a session). */
  countryMethods: (api: ApiClient, countryCode: string, language: string) =>
    queryOptions({
      key: `global-pay:country-methods:${countryCode}:${language}`,
      load: (signal: AbortSignal) => api.call(globalPayCountryMethodsGet, { countryCode }, { signal }),
      staleMs: Infinity,
    }),
  /** One method of a country: its fee and the details its beneficiary gives. */
  countryMethodDetails: (api: ApiClient, countryCode: string, paymentMethod: string, language: string) =>
    queryOptions({
      key: `global-pay:country-method:${countryCode}:${paymentMethod}:${language}`,
      load: (signal: AbortSignal) =>
        api.call(globalPayCountryMethodDetailsGet, { countryCode, paymentMethod }, { signal }),
      staleMs: Infinity,
    }),
  sampleLinks: (api: ApiClient) =>
    queryOptions({
      key: 'mass:sample-links',
      load: (signal: AbortSignal) => api.call(massSampleLinksGet, {}, { signal }),
    }),
};

export interface MassSubmission {
  accountId: number;
  csv: string;
  fileName: string;
}

function csvFile(csv: string, fileName: string): File {
  return new File([csv], fileName, { type: 'text/csv' });
}

export const massCalls = {
  /** The server's summary of a checked file (count, totals, fee, rows it refuses); books nothing. */
  summary: (api: ApiClient, kind: PaidMassKind, submission: MassSubmission, signal?: AbortSignal) =>
    api.call(
      MASS_OPERATION_BY_KIND[kind],
      { accountId: submission.accountId, fileName: submission.fileName, onlySummary: true },
      { files: { file: csvFile(submission.csv, submission.fileName) }, ...(signal ? { signal } : {}) },
    ),
  submit: (api: ApiClient, kind: PaidMassKind, submission: MassSubmission, idempotencyKey: string) =>
    api.call(
      MASS_OPERATION_BY_KIND[kind],
      { accountId: submission.accountId, fileName: submission.fileName },
      { files: { file: csvFile(submission.csv, submission.fileName) }, idempotencyKey },
    ),
  /** The payer's code for a file waiting for it (`approval.status` waitingApproval); the batch id is its transaction id. */
  approve: (api: ApiClient, batchId: string | number, approvalCode: string) =>
    api.call(massTransferApprove, { trxid: batchId, approvalCode }),
  resendCode: (api: ApiClient, batchId: string | number) => api.call(massTransferApprovalResend, { trxid: batchId }),
  viewFile: (api: ApiClient, id: number) => api.call(batchTransferViewFile, { id }),
};

export const globalBatchCalls = {
  upload: (
    api: ApiClient,
    input: { batchName: string; accountId: number; csv: string; fileName: string; ignoreIdenticalBatch: boolean },
    idempotencyKey: string,
  ) =>
    api.call(
      globalPayBatchUpload,
      {
        batchName: input.batchName,
        accountId: input.accountId,
        fileName: input.fileName,
        ...(input.ignoreIdenticalBatch ? { ignoreIdenticalBatch: true } : {}),
      },
      { files: { attachedFile: csvFile(input.csv, input.fileName) }, idempotencyKey },
    ),
  status: (api: ApiClient, batchId: number) => api.call(globalPayBatchStatusGet, { batchId }),
  add: (api: ApiClient, batchId: number, payment: GlobalPaymentInput) =>
    api.call(globalPayBatchPaymentAdd, { batchId, payment }),
  update: (api: ApiClient, batchId: number, paymentId: number, payment: GlobalPaymentInput) =>
    api.call(globalPayBatchPaymentUpdate, { batchId, paymentId, payment }),
  remove: (api: ApiClient, batchId: number, paymentId: number) =>
    api.call(globalPayBatchPaymentRemove, { batchId, paymentId }),
  restore: (api: ApiClient, batchId: number, paymentId: number) =>
    api.call(globalPayBatchPaymentRestore, { batchId, paymentId }),
  feeSide: (api: ApiClient, batchId: number, feeShare: FeeShare, paymentId?: number) =>
    api.call(globalPayBatchFeeSideSet, { batchId, feeShare, ...(paymentId === undefined ? {} : { paymentId }) }),
  forbidMethod: (api: ApiClient, batchId: number, paymentId: number, paymentMethod: string, forbidden: boolean) =>
    api.call(globalPayBatchMethodForbiddenSet, { batchId, paymentId, paymentMethod, forbidden }),
  submit: (api: ApiClient, batchId: number, idempotencyKey: string) =>
    api.call(globalPayBatchSubmit, { batchId }, { idempotencyKey }),
  /** The payer's code for a batch waiting for it (`approval.status` waitingApproval); the batch id is its transaction id. */
  approve: (api: ApiClient, batchId: string | number, approvalCode: string) =>
    api.call(globalPayBatchApprove, { batchId, approvalCode }),
  resendCode: (api: ApiClient, batchId: string | number) => api.call(globalPayBatchApprovalResend, { batchId }),
  cancel: (api: ApiClient, batchId: number) => api.call(globalPayBatchCancel, { batchId }),
};
