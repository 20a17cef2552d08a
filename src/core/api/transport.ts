/**
 * How a call of the API client says who is calling: the one part of the client that differs between the portal's two
 * modes (docs/bff.md). The call pipeline (client.ts: envelope, parsing, errors, idempotency, retries) is the same for
 * both; features never see which transport carries their calls.
 * - `direct` (token mode, the spec's behaviour): straight to the bank, with `Authorization: Bearer` from the session;
 *   a 401 refreshes the session once and the call is sent again.
 * - `bff` (BFF mode): to the portal's own origin, which keeps the tokens server-side; the browser sends its session
 *   cookie (same-origin) and the CSRF header that forces a CORS preflight on any cross-site attempt. The BFF refreshes
 *   the tokens itself, so a 401 from it means the server session is over.
 */
import type { SessionManager } from '../auth/session-manager';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './contract/define';
import type { Operation } from './contract/define';
import { RESPONSE_CODES } from './contract/envelope';
import type { ErrorContext } from './errors';
import { ERROR_TEXT, ownError } from './errors';

export { CSRF_HEADER, CSRF_HEADER_VALUE };

export type TransportKind = 'direct' | 'bff';

/** One call as a transport sees it; `credential` is what the transport sent, for it to judge a later 401. */
export interface TransportExchange {
  operation: Operation;
  /** A token the caller gives for this call only (logout, the support desk's token, token hand-over). */
  bearerToken: string | undefined;
  errorContext: ErrorContext;
  credential: string | null;
}

export interface ApiTransport {
  readonly kind: TransportKind;
  /** fetch's `credentials` for every call; undefined leaves fetch's default (token mode, as before the split). */
  readonly credentials: RequestCredentials | undefined;
  /** True when the call stands on the session: it is cancelled when the session ends and a 401 may renew it. */
  usesSession(operation: Operation, bearerToken: string | undefined): boolean;
  /**
   * The headers that identify the caller, set on the request before it goes. Throws {@link ApiError} (session
   * expired) when a call that needs a session has none: such a call is not sent at all.
   */
  authorise(exchange: TransportExchange): Promise<Record<string, string>>;
  /**
   * After a 401 of a session call, the headers to send it once more with. Throws {@link ApiError} (session expired)
   * when the session cannot be renewed; the session is ended first.
   */
  renew(exchange: TransportExchange): Promise<Record<string, string>>;
}

function sessionExpired(context: ErrorContext, cause?: unknown) {
  return ownError(RESPONSE_CODES.authError, ERROR_TEXT.sessionExpired, context, cause);
}

/** Token mode: the bearer token of the session (or of the call) on every call that needs one. */
export function directTransport(session: SessionManager | undefined): ApiTransport {
  async function bearerFor(exchange: TransportExchange): Promise<string | null> {
    const { operation, bearerToken, errorContext } = exchange;
    if (operation.auth === 'none') return null;
    if (bearerToken) return bearerToken;
    // The support desk takes only its own token, which the support client gets and sends (support-desk.ts).
    if (operation.auth === 'supportToken') throw sessionExpired(errorContext);
    if (!session) return null;
    let token: string | null;
    try {
      token = await session.getAccessToken();
    } catch (error) {
      throw sessionExpired(errorContext, error);
    }
    // No session any more (signed out, expired): the server would only answer 401, so the request is not sent.
    if (!token) throw sessionExpired(errorContext);
    return token;
  }

  /**
   * The token to retry with after a 401. When the session already holds a newer token than the one sent (another
   * request refreshed meanwhile) that one is used, so a burst of 401s costs one refresh, not one per request.
   */
  async function renewedToken(current: SessionManager, exchange: TransportExchange): Promise<string> {
    try {
      const latest = await current.getAccessToken();
      if (latest && latest !== exchange.credential) return latest;
      return await current.refresh();
    } catch (error) {
      current.expire('sessionExpired');
      throw sessionExpired({ ...exchange.errorContext, status: 401 }, error);
    }
  }

  return {
    kind: 'direct',
    credentials: undefined,
    usesSession: (operation, bearerToken) => operation.auth === 'bearer' && session !== undefined && !bearerToken,
    async authorise(exchange) {
      exchange.credential = await bearerFor(exchange);
      return exchange.credential ? { Authorization: `Bearer ${exchange.credential}` } : {};
    },
    async renew(exchange) {
      if (!session) throw sessionExpired({ ...exchange.errorContext, status: 401 });
      exchange.credential = await renewedToken(session, exchange);
      return { Authorization: `Bearer ${exchange.credential}` };
    },
  };
}

/**
 * BFF mode: the session cookie (same-origin) and the CSRF header; never a session token. A token given for one call
 * (the support desk's own, short-lived one) still goes as a bearer: the BFF passes it on to the desk unchanged.
 */
export function bffTransport(session: SessionManager | undefined): ApiTransport {
  return {
    kind: 'bff',
    credentials: 'same-origin',
    usesSession: (operation, bearerToken) => operation.auth === 'bearer' && session !== undefined && !bearerToken,
    authorise(exchange) {
      const { operation, bearerToken, errorContext } = exchange;
      const headers: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
      if (operation.auth === 'none') return Promise.resolve(headers);
      if (bearerToken) return Promise.resolve({ ...headers, Authorization: `Bearer ${bearerToken}` });
      // The desk takes only its own token; signed out in this tab or another, the BFF would answer 401: not sent.
      const signedOut = session !== undefined && session.state.peek().status !== 'active';
      if (operation.auth === 'supportToken' || signedOut) return Promise.reject(sessionExpired(errorContext));
      return Promise.resolve(headers);
    },
    renew(exchange) {
      // The BFF already refreshed (and retried with) the tokens it keeps: its 401 ends the session.
      session?.expire('sessionExpired');
      return Promise.reject(sessionExpired({ ...exchange.errorContext, status: 401 }));
    },
  };
}
