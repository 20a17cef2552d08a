import { describe, expect, it } from 'vitest';
import type { ContractStatus } from '../../src/core/api/contract/contracts';
import { contractGroupsFor, type ContractRow } from './contracts';

const PAYER = 1;
const BENEFICIARY = 2;

function contract(
  status: ContractStatus,
  initiator = PAYER,
  terminationRequestedBy: number | null = null,
): ContractRow {
  return {
    id: 1,
    sender_customer_id: PAYER,
    beneficiary_customer_id: BENEFICIARY,
    initiator_customer_id: initiator,
    status,
    termination_requested_by: terminationRequestedBy,
  };
}

describe('contractGroupsFor', () => {
  it.each([
    [
      'a proposal is pending for its initiator and a request for the other side',
      contract('WAITING', PAYER),
      ['pending'],
      ['requests'],
    ],
    ['an unsigned proposal likewise', contract('UNSIGNED', BENEFICIARY), ['requests'], ['pending']],
    ["identification is the payer's to do", contract('NEED_IDENTIFICATION'), ['requests'], ['pending']],
    ['a signed contract waits for its start', contract('SIGNED'), ['pending'], ['pending']],
    ['an active contract', contract('ACTIVE'), ['active'], ['active']],
    [
      'a termination asked by the payer is a request to the beneficiary',
      contract('TERMINATING', PAYER, PAYER),
      ['active'],
      ['active', 'requests'],
    ],
    ['an expired contract has ended', contract('EXPIRED'), ['ended'], ['ended']],
    ['a terminated one', contract('TERMINATED'), ['ended'], ['ended']],
    ['a cancelled one', contract('CANCELLED'), ['ended'], ['ended']],
    ['a rejected one', contract('REJECTED'), ['ended'], ['ended']],
  ] as const)('%s', (_name, row, forPayer, forBeneficiary) => {
    expect(contractGroupsFor(row, PAYER)).toEqual(forPayer);
    expect(contractGroupsFor(row, BENEFICIARY)).toEqual(forBeneficiary);
  });
});
