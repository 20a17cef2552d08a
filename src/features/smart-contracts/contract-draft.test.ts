import { describe, expect, it } from 'vitest';
import { emptyDraft, toCreateInput, validateDraft, type ContractDraft } from './contract-draft';

const TODAY = '2030-01-10';
const valid: ContractDraft = {
  ...emptyDraft(),
  role: 'RECEIVE',
  payerObligations: ['Pay monthly', '  '],
  beneficiaryObligations: ['Promote the shop'],
  percentage: '12.5',
  payerSignerName: 'Bianca Business',
  beneficiarySignerName: 'Paula Personal',
  activeFrom: '2030-01-12',
  note: ' Affiliate deal ',
};

describe('validateDraft (spec 3 section 5.3)', () => {
  it('accepts a complete draft', () => {
    expect(validateDraft(valid, TODAY)).toEqual({});
  });

  it.each([
    ['0', 'percentageRange'],
    ['100.5', 'percentageRange'],
    ['100', null],
    ['0.01', null],
    ['12.345', 'percentageFormat'],
    ['abc', 'percentageFormat'],
    ['', 'percentageRequired'],
  ])('percentage %s -> %s', (percentage, problem) => {
    expect(validateDraft({ ...valid, percentage }, TODAY).percentage ?? null).toBe(problem);
  });

  it('needs an obligation on each side, a signer name of at most 256 characters and a start date not in the past', () => {
    const errors = validateDraft(
      {
        ...valid,
        payerObligations: [' '],
        beneficiaryObligations: [],
        payerSignerName: 'x'.repeat(257),
        beneficiarySignerName: '',
        activeFrom: '2030-01-09',
      },
      TODAY,
    );
    expect(errors).toEqual({
      payerObligations: 'obligationsRequired',
      beneficiaryObligations: 'obligationsRequired',
      payerSignerName: 'signerTooLong',
      beneficiarySignerName: 'signerRequired',
      activeFrom: 'activeFromPast',
    });
    expect(validateDraft({ ...valid, payerSignerName: 'x'.repeat(256), activeFrom: '' }, TODAY)).toEqual({
      activeFrom: 'activeFromRequired',
    });
  });

  it('puts the parties on the sides the role says, without empty obligations', () => {
    const parties = { ownId: 1, counterpartyId: 2, companyId: 301 };
    expect(toCreateInput(valid, parties)).toEqual({
      companyId: 301,
      senderId: 2,
      senderSignerName: 'Bianca Business',
      senderObligations: ['Pay monthly'],
      beneficiaryId: 1,
      beneficiarySignerName: 'Paula Personal',
      beneficiaryObligations: ['Promote the shop'],
      activeFrom: '2030-01-12',
      percentage: '12.5',
      note: 'Affiliate deal',
    });
    expect(toCreateInput({ ...valid, role: 'PAY', note: '' }, parties)).toMatchObject({
      senderId: 1,
      beneficiaryId: 2,
    });
    expect('note' in toCreateInput({ ...valid, note: '  ' }, parties)).toBe(false);
  });
});
