/**
 * Document rules the client applies before anything is sent (spec 2 "Document"): which identity types a customer is
 * offered, which need a back side, what files an upload takes, and the upload call with progress.
 */
import type { ApiClient, UploadProgress } from '../api/client';
import type { DocumentCategory } from '../api/contract/kyc';
import {
  customerDocumentUpload,
  customerLimitReasonDocumentUpload,
  DOCUMENT_CATEGORY,
  DOCUMENT_MAX_BYTES,
} from '../api/contract/kyc';
import { FILE_KINDS, type FileRules } from '../files/file-checks';
import { createIdempotencyKeys } from '../api/idempotency';

/** Identity document types with a front and a back (spec 2: types 4 and 5). */
export const TWO_SIDED_DOCUMENT_TYPES: readonly number[] = [4, 5];

/** Type 88 (passport stamp and front page) is only for these countries (spec 2). */
export const INTERNAL_PASSPORT_TYPE = 88;
export const INTERNAL_PASSPORT_COUNTRIES: readonly string[] = ['RU', 'UA'];

/** What a document upload accepts: JPG, PNG or PDF up to 10 MB (decimal units, spec 2 section 9). */
export const DOCUMENT_FILE_RULES: FileRules = {
  kinds: [FILE_KINDS.jpeg, FILE_KINDS.png, FILE_KINDS.pdf],
  maxBytes: DOCUMENT_MAX_BYTES,
};

export function needsBackSide(documentTypeId: number): boolean {
  return TWO_SIDED_DOCUMENT_TYPES.includes(documentTypeId);
}

/** The document types of a category the customer may use, given their country (type 88 for RU and UA only). */
export function documentTypesFor(
  categories: readonly DocumentCategory[],
  categoryId: number,
  countryCode: string,
): DocumentCategory['customerDocumentTypes'] {
  const category = categories.find((item) => item.id === categoryId);
  return (category?.customerDocumentTypes ?? []).filter((type) => {
    if (type.id === INTERNAL_PASSPORT_TYPE && !INTERNAL_PASSPORT_COUNTRIES.includes(countryCode)) return false;
    return !type.countryCodes || type.countryCodes.includes(countryCode);
  });
}

export const identityCategory = DOCUMENT_CATEGORY.identity;
export const addressCategory = DOCUMENT_CATEGORY.address;

/** The files of one upload, by part (mainDocument, additionalDocument, relationshipDocument). */
export type UploadFiles = Partial<Record<'mainDocument' | 'additionalDocument' | 'relationshipDocument', File>>;

export interface DocumentUploadRequest {
  documentType: number;
  addressId?: number | undefined;
  isDueDiligence?: boolean | undefined;
  /** A limit reason's document goes through customerLimitReasonDocumentUpload. */
  limitReasonId?: number | undefined;
  files: UploadFiles;
}

function definedFiles(files: UploadFiles): Record<string, File> {
  return Object.fromEntries(Object.entries(files).filter((entry): entry is [string, File] => entry[1] !== undefined));
}

/** Identity of an attempt: the same fields and the same chosen files. */
function attemptSignature(request: DocumentUploadRequest): string {
  const files = Object.entries(definedFiles(request.files)).map(
    ([part, file]) => `${part}:${file.name}:${String(file.size)}:${String(file.lastModified)}`,
  );
  return JSON.stringify([
    request.documentType,
    request.addressId ?? null,
    request.isDueDiligence ?? false,
    request.limitReasonId ?? null,
    files,
  ]);
}

/**
 * Uploads documents with one idempotency key per attempt: retrying the same files after a network failure is
 * answered with the first upload's result instead of storing the document twice.
 */
export function createDocumentUploader(api: ApiClient) {
  const keys = createIdempotencyKeys();
  return async function upload(request: DocumentUploadRequest, onProgress?: (progress: UploadProgress) => void) {
    const key = keys.keyFor('documentUpload', attemptSignature(request));
    const options = {
      files: definedFiles(request.files),
      idempotencyKey: key,
      ...(onProgress ? { onUploadProgress: onProgress } : {}),
    };
    if (request.limitReasonId !== undefined) {
      const reply = await api.call(
        customerLimitReasonDocumentUpload,
        { limitReasonId: request.limitReasonId, documentType: request.documentType },
        options,
      );
      return reply.document;
    }
    const reply = await api.call(
      customerDocumentUpload,
      {
        documentType: request.documentType,
        ...(request.addressId === undefined ? {} : { addressId: request.addressId }),
        ...(request.isDueDiligence ? { isDueDiligence: 1 as const } : {}),
      },
      options,
    );
    return reply.document;
  };
}

export type DocumentUploader = ReturnType<typeof createDocumentUploader>;
