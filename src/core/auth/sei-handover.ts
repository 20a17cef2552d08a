/**
 * The hand-over between a widget's sign-in popup and the portal's `auth/sei` page (ARCHITECTURE.md "Sessions").
 *
 * 1. The widget makes a PKCE pair and a random `state`, and opens
 *    `<portal>/auth/sei?origin=<its origin>&codeChallenge=<challenge>&state=<state>` in a popup.
 * 2. The portal page (the user signs in there first when needed, with every 2FA flow) starts an authorization for
 *    that origin and challenge, shows the user which site asks, and on approval receives a one-time code.
 * 3. It posts `{ type: 'wallet-sei', state, outcome: 'approved', code }` (or `outcome: 'declined'`) to
 *    `window.opener` with the exact origin as target, so no other page can read it.
 *    When the popup lands on any other portal page (the user wandered off, or a guard took it elsewhere), the portal
 *    posts `{ type: 'wallet-sei', state, outcome: 'left' }` instead, so the widget stops waiting and offers a retry.
 * 4. The widget accepts only messages whose `event.origin` is exactly the portal's origin and whose `state` is the
 *    one it sent, then exchanges the code with its verifier at `/auth/token`. The tokens stay in its memory.
 *
 * An element in isolation mode runs in a frame on the portal's own origin (docs/widgets.md "Isolation mode"): its
 * request carries `embedded=1` and the partner's origin, the consent names the partner, and the code is handed to
 * the opener on the portal's origin (the frame), which is also the origin the code is bound to.
 */
import { PKCE_CHARSET_PATTERN } from '../api/contract/common';

export const SEI_MESSAGE_TYPE = 'wallet-sei';

export type SeiMessage =
  | { type: typeof SEI_MESSAGE_TYPE; state: string; outcome: 'approved'; code: string }
  | { type: typeof SEI_MESSAGE_TYPE; state: string; outcome: 'declined' }
  /** The popup went to another portal page before the user approved or declined. */
  | { type: typeof SEI_MESSAGE_TYPE; state: string; outcome: 'left' };

/** What the portal page reads from its address. */
export interface SeiRequest {
  /** The requesting page's origin (only http and https). */
  origin: string;
  codeChallenge: string;
  state: string;
  /** The widget runs in a frame of the portal on `origin`'s page: the code goes to the portal's own origin. */
  embedded?: boolean | undefined;
}

const STATE_PATTERN = /^[A-Za-z0-9\-._~]{16,128}$/;

/** The `origin` of an http(s) URL, or null for anything else (`javascript:`, relative paths, garbage). */
export function httpOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The sign-in page a widget opens. */
export function seiUrl(portalOrigin: string, request: SeiRequest, language?: string, brand?: string): string {
  const url = new URL('/auth/sei', portalOrigin);
  url.searchParams.set('origin', request.origin);
  url.searchParams.set('codeChallenge', request.codeChallenge);
  url.searchParams.set('state', request.state);
  if (request.embedded) url.searchParams.set('embedded', '1');
  if (language) url.searchParams.set('lang', language);
  // The widget's brand: a portal that serves several brands (the sandbox's) asks as that brand, so the partner is
  // checked against that brand's registry and the page wears its colours; a one-brand portal ignores it.
  if (brand) url.searchParams.set('brand', brand);
  return url.href;
}

/** Reads a widget's request from the page's query; null when any part is missing or malformed. */
export function parseSeiRequest(params: URLSearchParams): SeiRequest | null {
  const origin = httpOrigin(params.get('origin'));
  const codeChallenge = params.get('codeChallenge') ?? '';
  const state = params.get('state') ?? '';
  if (!origin) return null;
  if (codeChallenge.length < 43 || codeChallenge.length > 128 || !PKCE_CHARSET_PATTERN.test(codeChallenge)) return null;
  if (!STATE_PATTERN.test(state)) return null;
  return { origin, codeChallenge, state, embedded: params.get('embedded') === '1' };
}

/** Where the page posts its answer: the requesting page, or for an embedded widget the portal's own origin (its frame). */
export function handOverOrigin(request: SeiRequest, portalOrigin: string): string {
  return request.embedded ? portalOrigin : request.origin;
}

/** A random state for one sign-in attempt. */
export function createSeiState(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** True for a well-formed hand-over message (the origin and state checks are the receiver's). */
export function isSeiMessage(data: unknown): data is SeiMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.type !== SEI_MESSAGE_TYPE || typeof message.state !== 'string') return false;
  if (message.outcome === 'declined' || message.outcome === 'left') return true;
  return message.outcome === 'approved' && typeof message.code === 'string' && message.code.length > 0;
}

/**
 * The receiver's checks in one place: the message comes from exactly `portalOrigin`, is a hand-over message, and
 * answers `state`. Anything else is ignored (other scripts on the page post messages too).
 */
export function acceptSeiMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  portalOrigin: string,
  state: string,
): SeiMessage | null {
  if (event.origin !== portalOrigin) return null;
  if (!isSeiMessage(event.data)) return null;
  return event.data.state === state ? event.data : null;
}
