/**
 * Revenue-split (smart) contracts (spec 3 sections 3.8, 4.1 and 7.3). The contracts API is REST with bearer token,
 * language and customer-id headers. This file holds the statuses and the counts the portal reads after login (spec 1
 * section 4, step 2) for the smart-contracts menu badge (spec 3 section 2.1); the list, create and lifecycle
 * operations are in smart-contracts.ts.
 */
import * as z from 'zod/mini';
import { rest } from './define';

/** Contract statuses (spec 3 section 4.1). */
export const CONTRACT_STATUSES = [
  'ACTIVE',
  'EXPIRED',
  'TERMINATED',
  'TERMINATING',
  'UNSIGNED',
  'WAITING',
  'CANCELLED',
  'REJECTED',
  'SIGNED',
  'NEED_IDENTIFICATION',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** How the contracts API is called (spec 3 section 7.3): bearer token, language and customer-id headers. */
export const CONTRACTS_API = { service: 'contracts', auth: 'bearer', actingCustomerHeader: true } as const;

const count = z.number().check(z.int(), z.nonnegative());

/** The contracts meta (spec 3 section 3.8): how many contracts the customer has, by group. */
export const contractStatsSchema = z.looseObject({
  total: count,
  /** Contracts waiting for this customer's answer (to sign, or a termination to agree to). */
  requests: count,
  /** Contracts this customer proposed that wait for the other side. */
  pending: count,
  active: count,
  ended: count,
  /** Contracts where this customer pays a share, and where it receives one. */
  pay: count,
  receive: count,
});
export type ContractStats = z.infer<typeof contractStatsSchema>;

export const contractStats = rest({
  ...CONTRACTS_API,
  summary:
    "Counts of the acting customer's revenue-split contracts: total, requests awaiting its answer, pending on the other side, active, ended, paying and receiving.",
  httpMethod: 'GET',
  path: '/contract/stats',
  request: z.object({}),
  response: contractStatsSchema,
});
