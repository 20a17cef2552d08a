/**
 * Server reads of the money-movement screens, each defined once as a key plus a loader (CONVENTIONS habit 1) and read
 * through the shared resource cache. The accounts read every screen shares is in core/accounts/accounts-data.ts.
 */
import type { ApiClient } from '../api/client';
import {
  businessTransactionMassList,
  businessTransactionRequestList,
  businessUserList,
  transactionRequestCounts,
} from '../api/contract/approvals';
import type { RequestOf } from '../api/contract/define';
import { customerLimitsGet, maxAmountGet } from '../api/contract/limits';
import { p2pGlobalPayMethodsGet } from '../api/contract/p2p-global-pay';
import {
  type PaymentTemplate,
  type RecentTransfer,
  paymentTemplatesGet,
  preApprovedPaymentList,
  p2pFromEmailsGet,
  recentTransfersGet,
} from '../api/contract/transfers';
import type { QueryOptions } from '../resource/query-options';

/** Every money-movement key starts with this, so one invalidation refreshes the screens after a transfer. */
export const TRANSFERS_CACHE_PREFIX = 'transfers:';

async function loadTemplates(api: ApiClient, signal: AbortSignal) {
  return (await api.call(paymentTemplatesGet, { type: 'p2p' }, { signal })).templates;
}

/** A wallet user the customer paid before or keeps a template for: one entry per e-mail, newest payment first. */
export interface WalletPayee {
  email: string;
  name: string;
  /** The latest payment to them among the recent ones, if any. */
  lastPaid: { amount: string; currencyCode: string; created: string } | null;
  /** A template that pays them, if any: picking them starts from it (amount, currency, reference, note). */
  template: PaymentTemplate | null;
  /** They can no longer be paid (left, or on the blacklist). */
  disabled: boolean;
}

/** Recent transfers (up to 10, the most the server gives) and templates, merged into one entry per payee. */
export function payeesOf(recents: readonly RecentTransfer[], templates: readonly PaymentTemplate[]): WalletPayee[] {
  const byEmail = new Map<string, WalletPayee>();
  for (const recent of recents) {
    const key = recent.toEmail.toLowerCase();
    if (byEmail.has(key)) continue;
    byEmail.set(key, {
      email: recent.toEmail,
      name: recent.beneficiaryName || recent.toEmail,
      lastPaid: { amount: String(recent.amount), currencyCode: recent.currencyCode, created: recent.created },
      template: null,
      disabled: recent.isDisabled,
    });
  }
  for (const template of templates) {
    if (!template.toEmail) continue;
    const key = template.toEmail.toLowerCase();
    const known = byEmail.get(key);
    if (known) {
      known.template ??= template;
      continue;
    }
    byEmail.set(key, {
      email: template.toEmail,
      name: template.name,
      lastPaid: null,
      template,
      disabled: false,
    });
  }
  return [...byEmail.values()];
}

/** A payee search: every word typed is found, ignoring case and accents, in one of the texts. */
export function matchesSearch(query: string, texts: readonly (string | null | undefined)[]): boolean {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const haystack = fold(texts.filter(Boolean).join(' '));
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export const payeesQuery = (api: ApiClient): QueryOptions<WalletPayee[]> => ({
  key: 'transfers:payees:p2p',
  load: async (signal) => {
    const [recents, templates] = await Promise.all([
      api.call(recentTransfersGet, { type: 'p2p', limit: 10 }, { signal }),
      loadTemplates(api, signal),
    ]);
    return payeesOf(recents.transfers, templates);
  },
});

export const fromEmailsQuery = (api: ApiClient) => ({
  key: 'transfers:from-emails',
  load: async (signal: AbortSignal) => (await api.call(p2pFromEmailsGet, {}, { signal })).emails,
});

export type PreApprovedFilter = RequestOf<typeof preApprovedPaymentList>;
export const preApprovedQuery = (api: ApiClient, filter: PreApprovedFilter) => ({
  key: `transfers:preapproved:${JSON.stringify(filter)}`,
  load: (signal: AbortSignal) => api.call(preApprovedPaymentList, filter, { signal }),
});

export type RequestFilter = RequestOf<typeof businessTransactionRequestList>;
export const approvalRequestsQuery = (api: ApiClient, filter: RequestFilter) => ({
  key: `transfers:approvals:${JSON.stringify(filter)}`,
  load: (signal: AbortSignal) => api.call(businessTransactionRequestList, filter, { signal }),
});
/** How many past decisions the approvals page lists. */
export const PAST_DECISIONS_SHOWN = 20;

/**
 * The requests already decided (approved, declined, or approved and then failed), newest decision first: the
 * approver's record of what was let through and by whom. The key starts like the approvals' so one invalidation
 * after a decision refreshes it.
 */
export const pastDecisionsQuery = (api: ApiClient) => ({
  key: 'transfers:approvals-decided',
  load: async (signal: AbortSignal) => {
    const lists = await Promise.all(
      (['approved', 'declined', 'failed'] as const).map((status) =>
        api.call(businessTransactionRequestList, { status, page: 1, size: PAST_DECISIONS_SHOWN }, { signal }),
      ),
    );
    return lists
      .flatMap((list) => list.requests)
      .sort((a, b) => (b.decided ?? b.created).localeCompare(a.decided ?? a.created))
      .slice(0, PAST_DECISIONS_SHOWN);
  },
});

export const massRequestsQuery = (api: ApiClient) => ({
  key: 'transfers:approvals-mass',
  load: (signal: AbortSignal) => api.call(businessTransactionMassList, {}, { signal }),
});
export const APPROVAL_COUNTS_KEY = 'transfers:approval-counts';
export const approvalCountsQuery = (api: ApiClient) => ({
  key: APPROVAL_COUNTS_KEY,
  load: (signal: AbortSignal) => api.call(transactionRequestCounts, {}, { signal }),
});
export const businessUsersQuery = (api: ApiClient) => ({
  key: 'transfers:business-users',
  load: async (signal: AbortSignal) => (await api.call(businessUserList, {}, { signal })).users,
});

export const limitsQuery = (
  api: ApiClient,
  type: 'p2p' | 'betweenAccounts',
  fromAccountId: string,
  currencyCode: string,
) => ({
  key: `transfers:limits:${type}:${fromAccountId}:${currencyCode}`,
  load: async (signal: AbortSignal) =>
    (await api.call(customerLimitsGet, { type, fromAccountId, currencyCode }, { signal })).limits,
});

export const maxAmountQuery = (
  api: ApiClient,
  operation: 'p2p' | 'betweenAccounts',
  fromAccountId: string,
  currencyCode: string,
) => ({
  key: `transfers:max:${operation}:${fromAccountId}:${currencyCode}`,
  load: (signal: AbortSignal) => api.call(maxAmountGet, { operation, fromAccountId, currencyCode }, { signal }),
});

/** The payout methods global pay reaches a recipient by in a country (spec 2 section 7, "p2p global pay methods"). */
export const globalPayMethodsQuery = (api: ApiClient, countryCode: string) => ({
  key: `transfers:global-pay:methods:${countryCode}`,
  staleMs: 10 * 60_000,
  load: async (signal: AbortSignal) => (await api.call(p2pGlobalPayMethodsGet, { countryCode }, { signal })).methods,
});
