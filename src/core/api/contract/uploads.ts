/**
 * Document uploads of the acting customer (spec 2 "Document"): multipart, a `data` part with the request's fields
 * plus the file in `mainDocument` (PDF, JPEG or PNG, at most DOCUMENT_MAX_BYTES of kyc.ts).
 */
import type * as z from 'zod/mini';
import { method, type MethodOperation } from './define';

/** The file part of a one-document upload. */
export const MAIN_DOCUMENT_PART = 'mainDocument';

/** An upload of one document (`mainDocument`) for the acting customer, signed in. */
export function documentUpload<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(definition: {
  name: string;
  summary: string;
  request: Req;
  response: Res;
}): MethodOperation<Req, Res> {
  return method({ ...definition, auth: 'bearer', actingCustomer: true, fileParts: [MAIN_DOCUMENT_PART] });
}
