import { describe, expect, it } from 'vitest';
import type { CardAccount, CardsRoute } from './cards-routes';
import { cardsRouteRedirect, isCardAccount } from './cards-routes';

let nextId = 1;
function card(kind: 'physical' | 'virtual', extra: Partial<CardAccount> = {}): CardAccount {
  nextId += 1;
  return { accountId: nextId, type: 2006, subType: 'PREPAID', cardIsVirtual: kind === 'virtual', accountStatusId: 1, ...extra };
}
const PAYMENT: CardAccount = { accountId: 1, type: 1001, subType: null, cardIsVirtual: null, accountStatusId: 1 };

const physical = card('physical', { accountId: 11 });
const blockedPhysical = card('physical', { accountId: 12, accountStatusId: 2 });
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

describe('cardsRouteRedirect', () => {
  it.each<[string, CardsRoute, CardAccount[], string | null]>([
    // cards
    ['cards: non-blocked prepaid physical card -> physical list', { name: 'cards' }, [PAYMENT, physical, virtual], '/cards/physical'],
    ['cards: only a blocked physical card and a virtual one -> virtual list', { name: 'cards' }, [blockedPhysical, virtual], '/cards/virtual'],
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
    ['detail: blocked card, several cards -> cards list', { name: 'card-detail', accountId: '12' }, [blockedPhysical, physical], '/cards'],
    ['detail: blocked card, only card -> home', { name: 'card-detail', accountId: '12' }, [blockedPhysical], '/home'],
    ['detail: debit card, several cards -> cards list', { name: 'card-detail', accountId: '13' }, [debitPhysical, virtual], '/cards'],
    ['detail: a payment account -> home', { name: 'card-detail', accountId: '1' }, [PAYMENT, virtual], '/home'],
    ['detail: someone else\'s card -> cards list', { name: 'card-detail', accountId: '999' }, [physical, virtual], '/cards'],
    ['detail: no cards -> home', { name: 'card-detail', accountId: '11' }, [], '/home'],
  ])('%s', (_case, route, accounts, expected) => {
    expect(cardsRouteRedirect(route, accounts)).toBe(expected);
  });
});
