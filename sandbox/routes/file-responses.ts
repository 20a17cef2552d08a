/**
 * Files the sandbox hands out (statements, receipts, invoices, contracts, uploaded documents, samples): one response
 * shape with the headers every download needs.
 */

export interface FileAnswer {
  contentType: string;
  /** `inline` opens in the browser tab, `attachment` downloads. */
  disposition: 'inline' | 'attachment';
  /** The suggested name; quotes, backslashes and line breaks become `_`. */
  fileName: string;
  cacheControl?: string;
  /** Headers only some files need (the review desk's CSP for uploaded files, CORS for samples). */
  headers?: Record<string, string>;
}

export function fileResponse(body: Uint8Array | string, answer: FileAnswer): Response {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: {
      'content-type': answer.contentType,
      'content-disposition': `${answer.disposition}; filename="${answer.fileName.replace(/["\\\r\n]/g, '_')}"`,
      ...(answer.cacheControl === undefined ? {} : { 'cache-control': answer.cacheControl }),
      'x-content-type-options': 'nosniff',
      ...answer.headers,
    },
  });
}

/** A CSV export (downloaded) or a PDF (opened), private to the caller for five minutes. */
export function exportResponse(body: Uint8Array | string, type: 'csv' | 'pdf', fileName: string): Response {
  return fileResponse(body, {
    contentType: type === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
    disposition: type === 'csv' ? 'attachment' : 'inline',
    fileName,
    cacheControl: 'private, max-age=300',
  });
}

/** A customer's uploaded file on the review desk: shown inline, in a sandbox that runs nothing it contains. */
export function uploadedFileResponse(bytes: Uint8Array, file: { mime_type: string; file_name: string }): Response {
  return fileResponse(bytes, {
    contentType: file.mime_type,
    disposition: 'inline',
    fileName: file.file_name,
    headers: { 'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox" },
  });
}
