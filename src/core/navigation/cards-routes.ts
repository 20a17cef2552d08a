/**
 * The redirect rules of the cards routes (spec 1 section 2, "Cards routes"), over the accounts list the balance
 * inquiry returns. Card accounts are types 2006 to 2135; the card-enabled subtype is PREPAID (spec 1 section 9).
 */
import type { Account } from '../api/contract/accounts';
import { CARD_STATUS } from '../api/contract/cards';
import { pathOf, pathWith } from './route-table';

export type CardAccount = Pick<Account, 'accountId' | 'type' | 'subType' | 'cardIsVirtual' | 'accountStatusId'>;

/**
 * Card statuses that count as blocked for the routes (spec 2 section 4's ids: 2 is Active): a card blocked by its
 * holder is canceled (4), and a closed account has status 11. A fraud card is not blocked here: its holder still
 * sees it (with no actions but the ones the status table allows); docs/decisions.md, "Cards".
 */
export const BLOCKED_CARD_STATUSES: ReadonlySet<number> = new Set([CARD_STATUS.canceled, CARD_STATUS.closed]);

export function isBlockedCard(card: Pick<CardAccount, 'accountStatusId'>): boolean {
  return BLOCKED_CARD_STATUSES.has(card.accountStatusId);
}

export const CARD_ACCOUNT_TYPES = { first: 2006, last: 2135 } as const;

export function isCardAccount(account: Pick<CardAccount, 'type'>): boolean {
  return account.type >= CARD_ACCOUNT_TYPES.first && account.type <= CARD_ACCOUNT_TYPES.last;
}

function isVirtual(card: CardAccount): boolean {
  return card.cardIsVirtual === true;
}

function isUsablePrepaid(card: CardAccount): boolean {
  return card.subType === 'PREPAID' && !isBlockedCard(card);
}

/** The cards route being entered. */
export type CardsRoute =
  | { name: 'cards' }
  | { name: 'physical-cards' }
  | { name: 'virtual-cards' }
  | { name: 'card-detail'; accountId: string };

/**
 * Where a cards route sends the user instead, or null to stay:
 * - cards: to the physical list when the user has a non-blocked prepaid physical card, else to the virtual list
 *   when there is a virtual card, else it stays;
 * - cards/physical and cards/virtual: straight to the card's detail when there is exactly one card of that kind
 *   and none of the other kind;
 * - cards/{accountId}: only for the user's own non-blocked prepaid card accounts; otherwise to the cards list when
 *   the user has more than one card account, else home.
 */
export function cardsRouteRedirect(route: CardsRoute, accounts: readonly CardAccount[]): string | null {
  const cards = accounts.filter(isCardAccount);
  const physical = cards.filter((card) => !isVirtual(card));
  const virtual = cards.filter(isVirtual);

  switch (route.name) {
    case 'cards':
      if (physical.some(isUsablePrepaid)) return pathOf('physical-cards');
      if (virtual.length > 0) return pathOf('virtual-cards');
      return null;
    case 'physical-cards':
    case 'virtual-cards': {
      const [mine, other] = route.name === 'physical-cards' ? [physical, virtual] : [virtual, physical];
      const only = mine.length === 1 && other.length === 0 ? mine[0] : undefined;
      return only ? pathWith('card-detail', { accountId: only.accountId }) : null;
    }
    case 'card-detail': {
      const allowed = cards.some((card) => String(card.accountId) === route.accountId && isUsablePrepaid(card));
      if (allowed) return null;
      return cards.length > 1 ? pathOf('cards') : pathOf('home');
    }
  }
}
