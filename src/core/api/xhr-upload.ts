/**
 * Uploads through XMLHttpRequest, for upload progress only. `fetch` cannot report how much of a request body was
 * sent (streaming request bodies with progress need `duplex: 'half'` and HTTP/2, which Safari and most webviews
 * lack), while `xhr.upload.onprogress` works everywhere. Everything else stays with `fetch`.
 */

export interface UploadProgress {
  loaded: number;
  /** 0 when the browser cannot tell (lengthComputable false). */
  total: number;
}

/** Statuses whose Response must not have a body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` for one request with a body, reporting upload progress. Network failures reject with a TypeError as
 * fetch does; an abort through `init.signal` rejects with the signal's reason.
 */
export function xhrFetch(
  url: string,
  init: RequestInit & { body: XMLHttpRequestBodyInit },
  onProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const signal = init.signal;
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.open(init.method ?? 'POST', url);
    new Headers(init.headers).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) =>
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () => {
      done();
      const status = xhr.status;
      const body = NULL_BODY_STATUSES.has(status) ? null : xhr.responseText;
      resolve(
        new Response(body, { status, statusText: xhr.statusText, headers: headersOf(xhr.getAllResponseHeaders()) }),
      );
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      done();
      reject((signal?.reason as Error | undefined) ?? new DOMException('The upload was aborted', 'AbortError'));
    };
    xhr.send(init.body);
  });
}
