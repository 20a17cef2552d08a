import { describe, expect, it } from 'vitest';
import {
  allowedCardActions,
  CARD_STATUS,
  formatCardExpiry,
  groupsOfFour,
  isActionAllowed,
  maskCardNumber,
  pinProblem,
  type CardAction,
  type CardFacts,
} from './card-rules';

const STATUSES = Object.entries(CARD_STATUS) as [keyof typeof CARD_STATUS, number][];
const prepaid = (statusId: number, extra: Partial<CardFacts> = {}): CardFacts => ({
  statusId,
  isVirtual: false,
  subType: 'PREPAID',
  pauseSupported: true,
  ...extra,
});

/** The spec's table, written out once more in its own words (spec 2 section 4, "Card actions by status"). */
const SPEC: Record<
  'pause' | 'unpause' | 'load' | 'enrol' | 'balance' | 'block' | 'history' | 'details' | 'showPin' | 'changePin',
  (name: string) => boolean
> = {
  pause: (name) => name === 'active' || name === 'expired',
  unpause: (name) => name === 'paused',
  load: (name) => name === 'active',
  enrol: (name) => name === 'active',
  balance: (name) => ['active', 'paused', 'expired'].includes(name),
  block: (name) => ['active', 'paused', 'expired'].includes(name),
  history: (name) => ['active', 'paused', 'expired', 'limited'].includes(name),
  details: (name) => ['active', 'paused', 'expired'].includes(name),
  showPin: (name) => name !== 'fraud',
  changePin: (name) => name !== 'fraud',
};

describe('card actions by status (spec 2 section 4)', () => {
  for (const [action, rule] of Object.entries(SPEC)) {
    it.each(STATUSES)(`${action}: %s (%i)`, (name, statusId) => {
      expect(isActionAllowed(action as CardAction, prepaid(statusId))).toBe(rule(name));
    });
  }

  it.each(STATUSES)('rename needs a virtual card in use: %s (%i)', (name, statusId) => {
    const inUse = ['active', 'paused', 'expired'].includes(name);
    expect(isActionAllowed('rename', prepaid(statusId, { isVirtual: true }))).toBe(inUse);
    expect(isActionAllowed('rename', prepaid(statusId, { isVirtual: false }))).toBe(false);
  });

  it('pause only for products that support it', () => {
    expect(isActionAllowed('pause', prepaid(CARD_STATUS.active, { pauseSupported: false }))).toBe(false);
    expect(isActionAllowed('pause', prepaid(CARD_STATUS.expired, { pauseSupported: true }))).toBe(true);
  });

  it('load only for prepaid cards (a debit card has no balance of its own)', () => {
    expect(isActionAllowed('load', prepaid(CARD_STATUS.active, { subType: 'DEBIT' }))).toBe(false);
  });

  it('a fraud card offers nothing', () => {
    expect(allowedCardActions(prepaid(CARD_STATUS.fraud, { isVirtual: true }))).toEqual([]);
  });

  it('life-cycle actions of physical cards', () => {
    expect(isActionAllowed('activate', prepaid(CARD_STATUS.shipped))).toBe(true);
    expect(isActionAllowed('activate', prepaid(CARD_STATUS.shipped, { isVirtual: true }))).toBe(false);
    expect(isActionAllowed('reissue', prepaid(CARD_STATUS.expired))).toBe(true);
    expect(isActionAllowed('reissue', prepaid(CARD_STATUS.expired, { reissuedStatusId: 0 }))).toBe(false);
    expect(isActionAllowed('upgradeShipping', prepaid(CARD_STATUS.printing, { shippingType: 'standard' }))).toBe(true);
    expect(isActionAllowed('upgradeShipping', prepaid(CARD_STATUS.printing, { shippingType: 'express' }))).toBe(false);
    expect(isActionAllowed('upgradeShipping', prepaid(CARD_STATUS.shipped, { shippingType: 'standard' }))).toBe(false);
  });

  it('an active prepaid virtual card', () => {
    expect(allowedCardActions(prepaid(CARD_STATUS.active, { isVirtual: true }))).toEqual([
      'pause',
      'load',
      'enrol',
      'balance',
      'block',
      'history',
      'details',
      'rename',
      'showPin',
      'changePin',
    ]);
  });
});

describe('maskCardNumber (spec 2 sections 5 and 9: minimum length 16)', () => {
  it.each([
    ['4111111111111111', '•••• •••• •••• 1111'],
    ['4111 1111 1111 1111', '•••• •••• •••• 1111'],
    ['5105105105105100123', '•••• •••• •••• •••0 123'],
    ['411111111111111', '411111111111111'],
    ['1234 5678', '12345678'],
    ['', ''],
  ])('%s -> %s', (number, expected) => {
    expect(maskCardNumber(number)).toBe(expected);
  });

  it('groups a full number in fours', () => {
    expect(groupsOfFour('4111111111111111')).toBe('4111 1111 1111 1111');
  });
});

describe('formatCardExpiry (MM/YY)', () => {
  it.each<[number | null, number | null, string]>([
    [3, 2027, '03/27'],
    [12, 2030, '12/30'],
    [1, 27, '01/27'],
    [9, 2100, '09/00'],
    [null, 2027, ''],
    [13, 2027, ''],
    [0, 2027, ''],
  ])('%s/%s -> %s', (month, year, expected) => {
    expect(formatCardExpiry(month, year)).toBe(expected);
  });
});

describe('pinProblem (four digits, not all equal, not sequential, repeated)', () => {
  it.each<[string, string, ReturnType<typeof pinProblem>]>([
    ['4821', '4821', null],
    ['0937', '0937', null],
    ['123', '123', 'format'],
    ['12a4', '12a4', 'format'],
    ['12345', '12345', 'format'],
    ['7777', '7777', 'allEqual'],
    ['1234', '1234', 'sequential'],
    ['6789', '6789', 'sequential'],
    ['4321', '4321', 'sequential'],
    ['1235', '1235', null],
    ['4821', '4812', 'mismatch'],
  ])('%s / %s -> %s', (pin, repeat, expected) => {
    expect(pinProblem(pin, repeat)).toBe(expected);
  });
});
