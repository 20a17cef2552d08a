import { describe, expect, it } from 'vitest';
import type { CardAccount, CardsRoute } from './cards-routes';
import { CARD_STATUS } from '../api/contract/cards';
import { cardsRouteRedirect, isBlockedCard, isCardAccount } from './cards-routes';

let nextId = 1;
function card(kind: 'physical' | 'virtual', extra: Partial<CardAccount> = {}): CardAccount {
  nextId += 1;
  return {
    accountId: nextId,
    type: 2006,
    subType: 'PREPAID',
    cardIsVirtual: kind === 'virtual',
    accountStatusId: CARD_STATUS.active,
    ...extra,
  };
}
const PAYMENT: CardAccount = { accountId: 1, type: 1001, subType: null, cardIsVirtual: null, accountStatusId: 1 };

const physical = card('physical', { accountId: 11 });
const blockedPhysical = card('physical', { accountId: 12, accountStatusId: CARD_STATUS.canceled });
const closedVirtual = card('virtual', { accountId: 23, accountStatusId: CARD_STATUS.closed });
const fraudPhysical = card('physical', { accountId: 14, accountStatusId: CARD_STATUS.fraud });
const pausedPhysical = card('physical', { accountId: 15, accountStatusId: CARD_STATUS.paused });
const debitPhysical = card('physical', { accountId: 13, subType: 'DEBIT' });
const virtual = card('virtual', { accountId: 21 });
const secondVirtual = card('virtual', { accountId: 22 });
const lastType = card('physical', { accountId: 31, type: 2135 });
const pastLastType = card('physical', { accountId: 32, type: 2136 });

describe('isCardAccount', () => {
  it.each([
    [2005, false],
    [2006, true],
    [2135, true],
    [2136, false],
    [1001, false],
  ])('type %i: %s', (type, expected) => {
    expect(isCardAccount({ type })).toBe(expected);
  });
});

describe('isBlockedCard (spec 2 section 4 ids: 2 is Active)', () => {
  it.each(Object.entries(CARD_STATUS))('%s (%i)', (name, statusId) => {
    expect(isBlockedCard({ accountStatusId: statusId })).toBe(name === 'canceled' || name === 'closed');
  });
});

describe('cardsRouteRedirect', () => {
  it.each<[string, CardsRoute, CardAccount[], string | null]>([
    // cards
    [
      'cards: non-blocked prepaid physical card -> physical list',
      { name: 'cards' },
      [PAYMENT, physical, virtual],
      '/cards/physical',
    ],
    [
      'cards: only a blocked physical card and a virtual one -> virtual list',
      { name: 'cards' },
      [blockedPhysical, virtual],
      '/cards/virtual',
    ],
    [
      'cards: an active (status 2) physical card is not blocked',
      { name: 'cards' },
      [card('physical', { accountId: 16, accountStatusId: 2 })],
      '/cards/physical',
    ],
    ['cards: a paused physical card counts', { name: 'cards' }, [pausedPhysical, virtual], '/cards/physical'],
    ['cards: a fraud physical card is not blocked', { name: 'cards' }, [fraudPhysical], '/cards/physical'],
    ['cards: only a closed virtual card -> virtual list', { name: 'cards' }, [closedVirtual], '/cards/virtual'],
    ['cards: a debit physical card only -> stays', { name: 'cards' }, [debitPhysical], null],
    ['cards: a virtual card -> virtual list', { name: 'cards' }, [virtual], '/cards/virtual'],
    ['cards: no cards -> stays', { name: 'cards' }, [PAYMENT], null],
    ['cards: the last card type counts', { name: 'cards' }, [lastType], '/cards/physical'],
    ['cards: past the last card type does not', { name: 'cards' }, [pastLastType], null],
    // physical / virtual lists
    ['physical: exactly one, no virtual -> detail', { name: 'physical-cards' }, [physical], '/cards/11'],
    ['physical: one, plus a virtual -> stays', { name: 'physical-cards' }, [physical, virtual], null],
    ['physical: two -> stays', { name: 'physical-cards' }, [physical, debitPhysical], null],
    ['physical: none -> stays', { name: 'physical-cards' }, [virtual], null],
    ['virtual: exactly one, no physical -> detail', { name: 'virtual-cards' }, [virtual, PAYMENT], '/cards/21'],
    ['virtual: two -> stays', { name: 'virtual-cards' }, [virtual, secondVirtual], null],
    ['virtual: one, plus a physical -> stays', { name: 'virtual-cards' }, [virtual, blockedPhysical], null],
    // detail
    ['detail: own non-blocked prepaid card -> stays', { name: 'card-detail', accountId: '11' }, [physical], null],
    ['detail: own virtual prepaid card -> stays', { name: 'card-detail', accountId: '21' }, [virtual], null],
    [
      'detail: blocked card, several cards -> cards list',
      { name: 'card-detail', accountId: '12' },
      [blockedPhysical, physical],
      '/cards',
    ],
    ['detail: blocked card, only card -> home', { name: 'card-detail', accountId: '12' }, [blockedPhysical], '/home'],
    [
      'detail: debit card, several cards -> cards list',
      { name: 'card-detail', accountId: '13' },
      [debitPhysical, virtual],
      '/cards',
    ],
    [
      'detail: closed virtual card, only card -> home',
      { name: 'card-detail', accountId: '23' },
      [closedVirtual],
      '/home',
    ],
    ['detail: paused card -> stays', { name: 'card-detail', accountId: '15' }, [pausedPhysical], null],
    ['detail: a payment account -> home', { name: 'card-detail', accountId: '1' }, [PAYMENT, virtual], '/home'],
    [
      "detail: someone else's card -> cards list",
      { name: 'card-detail', accountId: '999' },
      [physical, virtual],
      '/cards',
    ],
    ['detail: no cards -> home', { name: 'card-detail', accountId: '11' }, [], '/home'],
  ])('%s', (_case, route, accounts, expected) => {
    expect(cardsRouteRedirect(route, accounts)).toBe(expected);
  });
});
