/**
 * The calls between the start-page decisions (src/core/start-page): customer info, then for business users the
 * customer accesses and the chosen company's access info. Kept apart from React so it is tested against the
 * sandbox as it is.
 */
import type { ApiClient } from '../../core/api/client';
import { RESPONSE_CODES } from '../../core/api/contract/envelope';
import { isApiError, isTransientFailure, type PendingTerm } from '../../core/api/errors';
import type { ResourceCache } from '../../core/resource/resource-cache';
import { SESSION_KEYS } from '../../core/session/session-keys';
import {
  startPageAfterAccessInfo,
  startPageAfterLogin,
  startPageForAccesses,
  type AccessInfoOutcome,
  type StartPageDecision,
} from '../../core/start-page/start-page';
import type { ActingCustomerStore } from '../navigation/acting-customer';
import { loadUserData } from '../user/user-data';

export interface StartFlowDeps {
  api: ApiClient;
  cache: ResourceCache;
  actingCustomer: ActingCustomerStore;
  storage: Storage;
}

/** A decision plus, when it is 'login', the failure that led there (shown on the login page). */
export interface StartFlowResult {
  decision: StartPageDecision;
  failure: unknown;
}

/** The paths remembered before the login: the external authorize flow's (which wins over the KYC rules) and the initial path. */
export function rememberedPaths(storage: Storage): { seiPath: string | null; initialPath: string | null } {
  return { seiPath: storage.getItem(SESSION_KEYS.seiPath), initialPath: storage.getItem(SESSION_KEYS.initialPath) };
}

/**
 * A failure that decided nothing (no answer, a 5xx, an unreadable reply) is thrown, not turned into 'login': the
 * user just signed in and keeps the session; the start page offers Retry (and Sign out), the company selection its
 * error and another try. A refusal the server gave still leads to login, as the spec's rules say.
 */
function throwIfTransient(error: unknown): void {
  if (isTransientFailure(error)) throw error;
}

function termsOf(error: unknown): PendingTerm[] {
  return isApiError(error) && error.code === RESPONSE_CODES.termsError ? (error.terms ?? []) : [];
}

/**
 * Decides the start page after a login. Customer info is read for the user's own customer (any acting customer
 * is dropped first). A business user with related accounts goes on to the customer accesses: several mean the
 * company selection, exactly one is taken at once (and its access info decides), a refusal means login. Transient
 * failures are thrown (see throwIfTransient).
 */
export async function resolveStartPage(deps: StartFlowDeps): Promise<StartFlowResult> {
  deps.actingCustomer.set(null);
  let customer = null;
  let failure: unknown = null;
  try {
    customer = (await loadUserData(deps, 'customer', { retryFailed: true })).customer;
  } catch (error) {
    throwIfTransient(error);
    failure = error;
  }
  const decision = startPageAfterLogin({ customer, pendingTerms: termsOf(failure), ...rememberedPaths(deps.storage) });
  if (decision.kind !== 'loadCustomerAccesses') return { decision, failure };

  let accesses;
  try {
    accesses = (await loadUserData(deps, 'accesses', { retryFailed: true })).customerAccesses;
  } catch (error) {
    throwIfTransient(error);
    return { decision: { kind: 'login', rule: 'login' }, failure: error };
  }
  const next = startPageForAccesses(accesses);
  return next.kind === 'actFor' ? continueWithCompany(deps, next.customerId) : { decision: next, failure: null };
}

/** After a company is chosen: act for it, load its access info, and decide (spec 1 "After access info loads"). */
export async function continueWithCompany(deps: StartFlowDeps, customerId: string): Promise<StartFlowResult> {
  const before = deps.actingCustomer.id.peek();
  deps.actingCustomer.set(customerId);
  let outcome: AccessInfoOutcome;
  let failure: unknown = null;
  try {
    outcome = { ok: true, accessInfo: await loadUserData(deps, 'accessInfo', { retryFailed: true }) };
  } catch (error) {
    if (isTransientFailure(error)) {
      // Not switched after all: the user stays with the company they had (or none) until a try succeeds.
      deps.actingCustomer.set(before);
      throw error;
    }
    failure = error;
    outcome = { ok: false, terms: termsOf(error) };
  }
  const { initialPath, seiPath } = rememberedPaths(deps.storage);
  return { decision: startPageAfterAccessInfo(outcome, initialPath, seiPath), failure };
}
