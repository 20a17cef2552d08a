/**
 * Revenue-split contracts between two customers (spec 3 sections 3.8 and 4.1): the counts the portal shows in its
 * menu (the lifecycle is in smart-contracts.ts). Which group a contract falls in depends on whose turn it is:
 * - requests: the customer must answer - a proposal from the other side (UNSIGNED, WAITING), a termination the
 *   other side asked for (TERMINATING), or its own identification as the payer (NEED_IDENTIFICATION);
 * - pending: the other side must act - its own proposals, the other payer's identification, or signed contracts
 *   not started yet (SIGNED);
 * - active: ACTIVE and TERMINATING (still running until the termination is agreed);
 * - ended: EXPIRED, TERMINATED, CANCELLED, REJECTED.
 */
import type Database from 'better-sqlite3';
import type { ContractStats, ContractStatus } from '../../src/core/api/contract/contracts';
import { contractGroupsOf, type ContractGroup } from '../../src/core/api/contract/smart-contracts';

export interface ContractRow {
  id: number;
  sender_customer_id: number;
  beneficiary_customer_id: number;
  initiator_customer_id: number;
  status: ContractStatus;
  termination_requested_by: number | null;
}

export type { ContractGroup };

/** The groups a contract counts in for one of its parties (the rules: `contractGroupsOf` in the contract). */
export function contractGroupsFor(contract: ContractRow, customerId: number): ContractGroup[] {
  return contractGroupsOf({
    status: contract.status,
    own: contract.initiator_customer_id === customerId,
    payer: contract.sender_customer_id === customerId,
    terminationAskedByOther:
      contract.termination_requested_by !== null && contract.termination_requested_by !== customerId,
  });
}

export function contractStatsOf(db: Database.Database, customerId: number): ContractStats {
  const contracts = db
    .prepare('SELECT * FROM contracts WHERE sender_customer_id = ? OR beneficiary_customer_id = ?')
    .all(customerId, customerId) as ContractRow[];
  const stats: ContractStats = {
    total: contracts.length,
    requests: 0,
    pending: 0,
    active: 0,
    ended: 0,
    pay: 0,
    receive: 0,
  };
  for (const contract of contracts) {
    for (const group of contractGroupsFor(contract, customerId)) stats[group] += 1;
    if (contract.sender_customer_id === customerId) stats.pay += 1;
    else stats.receive += 1;
  }
  return stats;
}
