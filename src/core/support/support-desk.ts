/**
 * The portal's access to the support desk API (spec 3 sections 7.5 and 8). The desk takes its own token, not the
 * bank's: the first desk call exchanges the bank session's token for one (`supportTokenIssue`, per acting customer),
 * which is kept in memory only, asked for again shortly before it ends, and once more after a 401 (the bank session
 * or the desk ended it). The desk limits how often a customer may call it: an HTTP 429 sets the failed-tickets flag and every further support request is cancelled, without a
 * request, until the back-off time has passed. The time is kept in storage, so reloading the page or opening
 * another tab does not hammer the desk again.
 */
import type { ApiClient, CallOptions } from '../api/client';
import type { Operation, RequestOf, ResponseOf } from '../api/contract/define';
import { RESPONSE_CODES } from '../api/contract/envelope';
import {
  supportAgentGet,
  supportMe,
  supportTokenIssue,
  type SupportAgent,
  type SupportProfile,
} from '../api/contract/support';
import { ERROR_TEXT, isApiError, ownError } from '../api/errors';

/** Storage key of the time (ms since the epoch) until which support requests are not sent. */
export const SUPPORT_BLOCKED_UNTIL_KEY = 'wallet.support.blockedUntil';

/** How long support requests pause after a 429 (the desk's replies here carry no Retry-After the client can read). */
export const SUPPORT_BACKOFF_MS = 10 * 60 * 1000;

/** What a support call may carry: an abort signal, and for uploads the file parts and a progress callback. */
export type SupportCallOptions = Pick<CallOptions, 'signal' | 'files' | 'onUploadProgress'>;

export interface SupportDesk {
  /** Calls a support operation, unless the desk asked us to back off. */
  call<O extends Operation>(operation: O, payload: RequestOf<O>, options?: SupportCallOptions): Promise<ResponseOf<O>>;
  /** True while the desk's back-off lasts (the failed-tickets flag). */
  isBlocked(): boolean;
  /** When the back-off ends (ms since the epoch), or null when support calls go through. */
  blockedUntil(): number | null;
  /** Drops the desk's token (the bank session ended); the next desk call asks for a new one. */
  forgetToken(): void;
}

/** A desk token is asked for again this long before it ends, so a call never goes out with one about to expire. */
export const SUPPORT_TOKEN_RENEW_MARGIN_MS = 30_000;

export interface SupportDeskDeps {
  api: ApiClient;
  storage: Storage | null;
  /** The customer the user acts for (the API client's), so a token is never used for another customer. */
  actingCustomerId?: (() => string | null) | undefined;
  now?: () => number;
}

interface HeldToken {
  customer: string | null;
  token: string;
  /** Ms since the epoch after which a new token is asked for. */
  renewAt: number;
}

export function createSupportDesk(deps: SupportDeskDeps): SupportDesk {
  const now = deps.now ?? Date.now;
  let held: HeldToken | null = null;
  // One exchange in flight per customer: a burst of desk calls (the inbox's batches) shares it.
  let pending: { customer: string | null; promise: Promise<string> } | null = null;

  function deskToken(options: SupportCallOptions): Promise<string> {
    const customer = deps.actingCustomerId?.() ?? null;
    if (held && held.customer === customer && held.renewAt > now()) return Promise.resolve(held.token);
    if (pending && pending.customer === customer) return pending.promise;
    const promise = deps.api
      .call(supportTokenIssue, {}, options.signal ? { signal: options.signal } : {})
      .then((issued) => {
        held = {
          customer,
          token: issued.accessToken,
          renewAt: now() + Math.max(0, issued.expiresIn * 1000 - SUPPORT_TOKEN_RENEW_MARGIN_MS),
        };
        return issued.accessToken;
      })
      .finally(() => {
        if (pending?.promise === promise) pending = null;
      });
    pending = { customer, promise };
    return promise;
  }

  async function callWithDeskToken<O extends Operation>(
    operation: O,
    payload: RequestOf<O>,
    options: SupportCallOptions,
  ): Promise<ResponseOf<O>> {
    if (operation.auth !== 'supportToken') return deps.api.call(operation, payload, options);
    const token = await deskToken(options);
    try {
      return await deps.api.call(operation, payload, { ...options, bearerToken: token });
    } catch (error) {
      if (!(isApiError(error) && error.status === 401)) throw error;
      // The desk no longer takes this token: one new exchange and one retry (a 401 comes before the desk acts).
      if (held?.token === token) held = null;
      return deps.api.call(operation, payload, { ...options, bearerToken: await deskToken(options) });
    }
  }

  function blockedUntil(): number {
    const stored = Number(deps.storage?.getItem(SUPPORT_BLOCKED_UNTIL_KEY) ?? 0);
    return Number.isFinite(stored) ? stored : 0;
  }

  function isBlocked(): boolean {
    return blockedUntil() > now();
  }

  return {
    isBlocked,
    blockedUntil: () => (isBlocked() ? blockedUntil() : null),
    forgetToken() {
      held = null;
      pending = null;
    },
    async call(operation, payload, options = {}) {
      if (isBlocked())
        throw ownError(RESPONSE_CODES.unknownError, ERROR_TEXT.supportBusy, { operation: 'support', status: 429 });
      try {
        return await callWithDeskToken(operation, payload, options);
      } catch (error) {
        if (isApiError(error) && error.status === 429) {
          try {
            deps.storage?.setItem(SUPPORT_BLOCKED_UNTIL_KEY, String(now() + SUPPORT_BACKOFF_MS));
          } catch {
            // Storage full or denied: the flag then lasts for this call only, which is still correct.
          }
          throw ownError(
            RESPONSE_CODES.unknownError,
            ERROR_TEXT.supportBusy,
            { operation: error.operation, status: 429 },
            error,
          );
        }
        throw error;
      }
    },
  };
}

export interface SupportContact {
  profile: SupportProfile;
  /** The account manager, for customers that have one. */
  accountManager: SupportAgent | null;
}

/** Support initialisation after login (spec 1 section 4, step 4): the desk profile and the account manager. */
export async function initialiseSupport(desk: SupportDesk, signal?: AbortSignal): Promise<SupportContact> {
  const options = signal ? { signal } : {};
  const profile = await desk.call(supportMe, {}, options);
  const accountManager =
    profile.accountManagerId === null
      ? null
      : await desk.call(supportAgentGet, { agentId: profile.accountManagerId }, options);
  return { profile, accountManager };
}
