/**
 * The parts of the bridge (bridge.ts) that the page's side needs, without zod: the thin framed element
 * (framed-element.ts) is the only script a partner's page downloads for an element in the bank's frame, and checks
 * the frame's messages with these hand-written guards. bridge.test.ts checks that they accept exactly what the zod
 * schemas of bridge.ts accept.
 */
import type { BrandId } from '../../../core/brand/brand-ids';

export const HELLO_TYPE = 'wallet-embed-hello';
export const CONNECT_TYPE = 'wallet-embed-connect';

/** The elements the portal can serve in a frame, by their `/embed/<name>` path. */
/** `pay-button` is the storefront pay button's checkout (sign-in, payment, approval), not the button. */
export const EMBEDDABLE_WIDGETS = ['pay-invoice', 'kyc', 'merchant-buttons', 'pay-button'] as const;
export type EmbeddableWidget = (typeof EMBEDDABLE_WIDGETS)[number];

/** 128 random bits, hex. */
export const NONCE_PATTERN = /^[0-9a-f]{32}$/;

/** Names of the element's events the frame may send. */
export const FRAME_EVENT_NAME = /^wallet-[a-z]+(-[a-z]+)*$/;

export function createBridgeNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The frame's address: the portal's `/embed/<widget>` with the brand in the query (the portal's server answers with
 * that brand's registered partners as `frame-ancestors`), the host's origin and the nonce in the fragment.
 */
export function embedUrl(
  portalOrigin: string,
  widget: EmbeddableWidget,
  brand: BrandId,
  hostOrigin: string,
  nonce: string,
): string {
  const url = new URL(`/embed/${widget}`, portalOrigin);
  url.searchParams.set('brand', brand);
  url.hash = new URLSearchParams({ host: hostOrigin, nonce }).toString();
  return url.href;
}

/** Frame -> host messages, over the port (bridge.ts `frameMessageSchema`). */
export type FrameMessage =
  | { type: 'resize'; height: number }
  | { type: 'event'; name: string; detail: unknown }
  | { type: 'session-request'; requestId: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A plain object with exactly `keys` (a strict object: nothing else may ride along). */
function hasExactKeys(value: Record<string, unknown>, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => Object.prototype.hasOwnProperty.call(value, key));
}

/** `{ type: 'wallet-embed-hello', nonce }` with exactly that nonce. */
export function isHello(data: unknown, nonce: string): boolean {
  return (
    isRecord(data) &&
    hasExactKeys(data, ['type', 'nonce']) &&
    data.type === HELLO_TYPE &&
    typeof data.nonce === 'string' &&
    NONCE_PATTERN.test(data.nonce) &&
    data.nonce === nonce
  );
}

/** The frame's message if `data` is one, else null (dropped). */
export function frameMessage(data: unknown): FrameMessage | null {
  if (!isRecord(data)) return null;
  if (data.type === 'resize' && hasExactKeys(data, ['type', 'height'])) {
    const { height } = data;
    return typeof height === 'number' && height >= 0 && height <= 100_000 ? { type: 'resize', height } : null;
  }
  if (data.type === 'event' && hasExactKeys(data, ['type', 'name', 'detail'])) {
    const { name } = data;
    return typeof name === 'string' && FRAME_EVENT_NAME.test(name)
      ? { type: 'event', name, detail: data.detail }
      : null;
  }
  if (data.type === 'session-request' && hasExactKeys(data, ['type', 'requestId'])) {
    const { requestId } = data;
    return typeof requestId === 'number' &&
      Number.isInteger(requestId) &&
      requestId >= 0 &&
      requestId <= Number.MAX_SAFE_INTEGER
      ? { type: 'session-request', requestId }
      : null;
  }
  return null;
}
