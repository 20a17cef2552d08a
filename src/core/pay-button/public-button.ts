/**
 * Reads a saved button for a storefront (`payButtonGet`, no sign-in) without the API client. The pay button's first
 * download is only what draws the button; the API client, the session and the payment arrive with the first click
 * (docs/decisions.md "Pay button"). This speaks the same wire as `core/api/client.ts` for this one anonymous
 * call (POST `?method=`, the envelope, `Accept-Language`, `X-Client-Version`), through ky as the client does (no
 * retries: one anonymous read the element asks again on failure), and parses the reply with the contract's schema;
 * a test keeps the version header equal to the client's.
 */
import ky from 'ky';
import { PAY_BUTTON_GET, payButtonGetResponse, type PublicPayButton } from '../api/contract/pay-button';

/** Same value as `CLIENT_VERSION` of core/api/client.ts (spec 1 section 9); public-button.test.ts checks it. */
export const PUBLIC_CLIENT_VERSION = '2.1.2';

/** Why a button could not be read: `not-found` (unknown or deleted: show nothing), else a failure worth a retry. */
export type PublicButtonFailure =
  { kind: 'not-found'; message: string } | { kind: 'unavailable'; code: string; message: string };

export class PublicButtonError extends Error {
  override name = 'PublicButtonError';
  constructor(readonly failure: PublicButtonFailure) {
    super(failure.message);
  }
}

export interface ReadPublicButtonOptions {
  apiBase: string;
  buttonId: number;
  language: string;
  signal?: AbortSignal | undefined;
  fetch?: typeof fetch | undefined;
}

const NOT_FOUND_CODE = 'TA1';
/** A storefront's button that has not answered in this time shows its retry. */
const PUBLIC_BUTTON_TIMEOUT_MS = 15_000;

/** The button, or a {@link PublicButtonError}; an abort through `signal` rethrows the abort reason. */
export async function readPublicButton(options: ReadPublicButtonOptions): Promise<PublicPayButton> {
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const url = `${options.apiBase}${options.apiBase.includes('?') ? '&' : '?'}method=${PAY_BUTTON_GET}`;
  let response: Response;
  try {
    response = await ky.post(url, {
      fetch: fetchImpl,
      headers: {
        Accept: 'application/json',
        'Accept-Language': options.language,
        'X-Client-Version': PUBLIC_CLIENT_VERSION,
      },
      json: { method: PAY_BUTTON_GET, buttonId: options.buttonId },
      // Every status is read below (the envelope comes with 4xx too); the element asks again after a failure.
      throwHttpErrors: false,
      retry: 0,
      timeout: PUBLIC_BUTTON_TIMEOUT_MS,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    throw new PublicButtonError({
      kind: 'unavailable',
      code: 'AE',
      message: `The payment button could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new PublicButtonError({
      kind: 'unavailable',
      code: 'UE',
      message: `The payment button could not be loaded (HTTP ${response.status}, not JSON)`,
    });
  }
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as {
    responseCode?: unknown;
    responseDescription?: unknown;
  };
  if (!response.ok || envelope.responseCode !== '00') {
    const code = typeof envelope.responseCode === 'string' ? envelope.responseCode : `HTTP${response.status}`;
    const description =
      typeof envelope.responseDescription === 'string' ? envelope.responseDescription : `HTTP ${response.status}`;
    if (code === NOT_FOUND_CODE)
      throw new PublicButtonError({
        kind: 'not-found',
        message: `Button ${options.buttonId} not found: ${description}`,
      });
    throw new PublicButtonError({
      kind: 'unavailable',
      code,
      message: `The payment button could not be loaded: ${description}`,
    });
  }
  const parsed = payButtonGetResponse.safeParse(body);
  if (!parsed.success) {
    throw new PublicButtonError({
      kind: 'unavailable',
      code: 'UE',
      message: `The payment button's data could not be read: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    });
  }
  return parsed.data.button;
}

/** How long a page reuses a button it read (a host re-rendering its markup gets the button at once). */
export const PUBLIC_BUTTON_CACHE_MS = 5 * 60_000;

interface CacheEntry {
  at: number;
  button: PublicPayButton;
}

/** Buttons this page read, by API and id: a page-wide fact, shared by every pay button on it. */
const readButtons = new Map<string, CacheEntry>();
const inFlight = new Map<string, Promise<PublicPayButton>>();

const cacheKey = (apiBase: string, buttonId: number) => `${apiBase} ${buttonId}`;

/** The button this page read recently, without waiting; null when it must be read. */
export function peekPublicButton(apiBase: string, buttonId: number, now = Date.now()): PublicPayButton | null {
  const entry = readButtons.get(cacheKey(apiBase, buttonId));
  return entry && now - entry.at < PUBLIC_BUTTON_CACHE_MS ? entry.button : null;
}

/**
 * {@link readPublicButton} with the page's cache: elements asking for the same button at once share one request, and
 * one read recently is answered from memory. Failures are not kept (the next ask reads again).
 */
export function loadPublicButton(options: Omit<ReadPublicButtonOptions, 'signal'>): Promise<PublicPayButton> {
  const key = cacheKey(options.apiBase, options.buttonId);
  const cached = peekPublicButton(options.apiBase, options.buttonId);
  if (cached) return Promise.resolve(cached);
  let running = inFlight.get(key);
  if (!running) {
    running = readPublicButton(options)
      .then((button) => {
        readButtons.set(key, { at: Date.now(), button });
        return button;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  return running;
}

/** Tests start from an empty cache. */
export function clearPublicButtonCache(): void {
  readButtons.clear();
  inFlight.clear();
}
